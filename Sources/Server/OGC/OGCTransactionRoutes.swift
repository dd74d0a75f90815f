import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// OGC API – Features Part 4 at `/ogc/{ws}/collections/{layer}/items`: POST a feature, PUT
/// (replace), PATCH (JSON Merge Patch) and DELETE an item. Each write is one journal operation
/// with the token's actor. The feature version is the ETag; `If-Match` with another version is a
/// 412 and writes nothing. Geometries are CRS84 unless `Content-Crs` names the layer's own CRS.
///
/// ```
/// PATCH /ogc/demo/collections/Poles/items/{id}   If-Match: "3"   Content-Type: application/merge-patch+json
/// {"properties": {"HEIGHT": 12.5}}                → 200, ETag: "4"
/// ```
struct OGCTransactionRoutes {
    let journal: Journal
    let metrics: ServiceMetrics

    /// What every write needs: who, where, and the spatial references of the body and the answer.
    struct Target {
        var workspace: String
        var principal: Principal
        var definition: LayerDefinition
        var inputSRID: Int32
        var outputSRID: Int32
        var address: OGCAddress
    }

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post(":ws/collections/:layer/items", use: createItem)
        group.put(":ws/collections/:layer/items/:id", use: replaceItem)
        group.patch(":ws/collections/:layer/items/:id", use: patchItem)
        group.delete(":ws/collections/:layer/items/:id", use: deleteItem)
    }

    func createItem(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let target = try await resolveTarget(request, context)
        let body = try await OGCFeatureBody.read(request, context: context, mediaTypes: ["application/geo+json", "application/json"])
        let input = try OGCFeatureBody.parse(body, requireGeometry: true)
        let id = try input.featureId()
        let geometry = try await journal.spatialReferences.transform(input.geometry!, from: target.inputSRID, to: target.definition.srid)
        let outcome = try await append(target, LayerEdits(layer: target.definition.name, adds: [FeatureAdd(id: id, attributes: input.properties ?? [:], geometry: geometry)]),
                                       ifMatch: false, request: request, context: context)
        guard let created = outcome.results.first?.id else { throw Problem(JournalError.internalFailure("the add returned no feature")) }
        var response = try await answer(target, id: created, status: .created)
        response.headers[.location] = target.address.item(target.definition.name, created)
        return response
    }

    func replaceItem(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let target = try await resolveTarget(request, context)
        let id = try context.uuidParameter("id")
        let current = try await currentVersion(target, id: id, request: request, output: target.inputSRID)
        let body = try await OGCFeatureBody.read(request, context: context, mediaTypes: ["application/geo+json", "application/json"])
        let input = try OGCFeatureBody.parse(body, requireGeometry: true)
        let geometry = try await journal.spatialReferences.transform(input.geometry!, from: target.inputSRID, to: target.definition.srid)
        let update = FeatureUpdate(id: id, expectedVersion: current.ifMatch ? current.row.version : nil,
                                   attributes: input.replacementAttributes(fields: target.definition.fields), geometry: geometry)
        _ = try await append(target, LayerEdits(layer: target.definition.name, updates: [update]), ifMatch: current.ifMatch, request: request, context: context)
        return try await answer(target, id: id, status: .ok)
    }

    func patchItem(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let target = try await resolveTarget(request, context)
        let id = try context.uuidParameter("id")
        let current = try await currentVersion(target, id: id, request: request, output: target.inputSRID)
        let patch = try await OGCFeatureBody.read(request, context: context, mediaTypes: [OGCMedia.mergePatch, "application/json"])
        let changes: FeatureMergePatch
        switch FeatureMergePatch.changes(patch, geometry: (try? JSONValue.parse(current.row.geometry)) ?? .null,
                                         properties: (try? JSONValue.parse(current.row.attributes)) ?? [:],
                                         fields: target.definition.fields.map(\.name)) {
        case .success(let c): changes = c
        case .failure(let problems): throw Problem(problems.violations, problems.refusal)
        }
        if !changes.isEmpty {
            var geometry: Geometry?
            if let g = changes.geometry { geometry = try await journal.spatialReferences.transform(g, from: target.inputSRID, to: target.definition.srid) }
            let update = FeatureUpdate(id: id, expectedVersion: current.ifMatch ? current.row.version : nil, attributes: changes.attributes, geometry: geometry)
            _ = try await append(target, LayerEdits(layer: target.definition.name, updates: [update]), ifMatch: current.ifMatch, request: request, context: context)
        }
        return try await answer(target, id: id, status: .ok)
    }

    func deleteItem(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let target = try await resolveTarget(request, context)
        let id = try context.uuidParameter("id")
        let current = try await currentVersion(target, id: id, request: request, output: target.definition.srid)
        let delete = FeatureDelete(id: id, expectedVersion: current.ifMatch ? current.row.version : nil)
        _ = try await append(target, LayerEdits(layer: target.definition.name, deletes: [delete]), ifMatch: current.ifMatch, request: request, context: context)
        return Response(status: .noContent)
    }

    private func resolveTarget(_ request: Request, _ context: GeoJournalContext) async throws -> Target {
        let (ws, principal) = try context.workspaceAndPrincipal(.editor)
        if request.query("datetime") != nil {
            throw Problem(status: .methodNotAllowed, type: "method-not-allowed", title: "Method not allowed",
                          detail: "a version (datetime=) is immutable; write to the feature itself")
        }
        try OGCQuery.check(request, allowed: ["crs"])
        let name = try context.parameter("layer")
        guard let definition = try await journal.workspaces.layerSet(workspace: ws).layers[name] else {
            throw Problem.notFound("there is no collection \"\(name)\" in workspace \"\(ws)\"")
        }
        let transformable = try await journal.spatialReferences.knowsSRID(definition.srid)
        var input = transformable ? 4326 : definition.srid
        if let header = request.headers[.contentCrs] {
            let supported = OGCCRS.supported(layerSRID: definition.srid, transformable: transformable)
            guard let srid = OGCCRS.srid(header), supported.contains(OGCCRS.uri(srid: srid)) else {
                throw Problem.badRequest("Content-Crs must be one of \(supported.map { "<\($0)>" }.joined(separator: ", "))", path: "Content-Crs", code: "header.contentCrs")
            }
            input = srid
        }
        let output = try OGCQuery.crs(request, "crs", layer: definition, transformable: transformable)
        return Target(workspace: ws, principal: principal, definition: definition, inputSRID: input, outputSRID: output,
                      address: OGCAddress(request: request, workspace: ws))
    }

    /// The current version of the feature (404 if it never was, 410 if it was deleted), checked
    /// against `If-Match` (412 when the version differs).
    private func currentVersion(_ target: Target, id: UUID, request: Request, output: Int32) async throws -> (row: FeatureVersionRow, ifMatch: Bool) {
        guard let timeline = try await journal.reads.featureTimeline(workspace: target.workspace, layer: target.definition.name, id: id, moment: .head, output: .epsg(output)) else {
            throw Problem.notFound("feature \(id.lowercased) has never been in layer \"\(target.definition.name)\"")
        }
        guard let row = timeline.selected else {
            throw Problem(status: .gone, type: "gone", title: "Gone", detail: "feature \(id.lowercased) was deleted")
        }
        guard let header = request.headers[.ifMatch] else { return (row, false) }
        guard OGCETag.matches(header, version: row.version) else {
            throw Problem(status: .preconditionFailed, type: "precondition-failed", title: "Precondition failed",
                          detail: "If-Match \(header) does not match the current version \(OGCETag.value(row.version)); nothing was written",
                          extra: ["currentVersion": .integer(Int64(row.version))])
        }
        return (row, true)
    }

    /// Appends the edits as one operation with the token's actor; journal paths are told as the
    /// feature's own (`properties.N`), and a version conflict under `If-Match` is a 412.
    private func append(_ target: Target, _ edits: LayerEdits, ifMatch: Bool, request: Request, context: GeoJournalContext) async throws -> AppendOutcome {
        let appendContext = try context.appendContext(request, principal: target.principal, via: "ogc")
        let failure: JournalError
        do {
            let outcome = try await journal.edits.apply(workspace: target.workspace, request: EditRequest(edits: [edits]), context: appendContext)
            metrics.recordAppend(features: outcome.results.count, position: outcome.operation.lastPosition, replayed: outcome.replayed)
            return outcome
        } catch {
            failure = error
        }
        throw Self.problem(failure, ifMatch: ifMatch)
    }

    static func problem(_ failure: JournalError, ifMatch: Bool) -> Problem {
        switch failure {
        case .invalid(let violations, let refusal):
            return Problem(violations.map { $0.featureRelative.violation }, refusal)
        // A stale version is the If-Match's failure; any other conflict (a version another
        // session is editing) keeps its own 409 and words.
        case .conflict(let detail, let conflicts) where ifMatch && !conflicts.isEmpty:
            return Problem(status: .preconditionFailed, type: "precondition-failed", title: "Precondition failed",
                           detail: "the feature changed while this request was checked (\(detail)); nothing was written",
                           violations: conflicts.map { Violation(path: "If-Match", code: "version.conflict", message: $0.message) })
        default:
            return Problem(failure)
        }
    }

    /// The feature as it is now, with its ETag, in the answer's CRS.
    private func answer(_ target: Target, id: UUID, status: HTTPResponse.Status) async throws -> Response {
        guard let timeline = try await journal.reads.featureTimeline(workspace: target.workspace, layer: target.definition.name, id: id, moment: .head, output: .epsg(target.outputSRID)),
            let row = timeline.selected
        else { throw Problem.notFound("feature \(id.lowercased) is not in layer \"\(target.definition.name)\"") }
        let memento = OGCMemento(address: target.address, layer: target.definition.name, id: id, requestURI: target.address.item(target.definition.name, id))
        var headers = memento.headers(row, timeline: timeline)
        headers[.contentCrs] = "<\(OGCCRS.uri(srid: target.outputSRID))>"
        let text = OGCFeatureWriter(definition: target.definition).feature(row, links: memento.links(row, timeline: timeline))
        return JSONBody.response(text: text, status: status, contentType: OGCMedia.geoJSON, headers: headers)
    }
}

/// A GeoJSON Feature sent to the OGC face.
struct OGCFeatureBody {
    var id: JSONValue?
    var geometry: Geometry?
    var properties: Attributes?

    /// The body as JSON; a media type other than `mediaTypes` is a 415.
    static func read(_ request: Request, context: GeoJournalContext, mediaTypes: [String]) async throws -> JSONValue {
        if let type = request.headers[.contentType] {
            let essence = type.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
            guard mediaTypes.contains(essence) else {
                throw Problem(status: .unsupportedMediaType, type: "unsupported-media-type", title: "Unsupported media type",
                              detail: "send \(mediaTypes.joined(separator: " or ")), not \(type)")
            }
        }
        return try await JSONBody.read(request, context: context).0
    }

    static func parse(_ json: JSONValue, requireGeometry: Bool) throws -> OGCFeatureBody {
        guard case .object(let o) = json else {
            throw Problem.invalid([Violation(path: "", code: "body.type", message: "the body must be a GeoJSON Feature object")])
        }
        var reader = JSONReader()
        // RFC 7946 members only: GeoJournal would have nowhere to keep foreign ones.
        reader.rejectUnknown(o, allowed: ["type", "id", "geometry", "properties", "bbox"], at: "")
        var problems = reader.violations
        if let type = o["type"], type != "Feature" {
            problems.append(Violation(path: "type", code: "feature.type", message: "the body must be a GeoJSON Feature (\"type\": \"Feature\")"))
        }
        var body = OGCFeatureBody(id: o["id"])
        switch o["geometry"] {
        case nil, .null?:
            if requireGeometry { problems.append(Violation(path: "geometry", code: "geometry.required", message: "a feature needs a geometry")) }
        case let g?:
            switch Geometry.parse(g) {
            case .success(let geometry): body.geometry = geometry
            case .failure(let p): problems.append(contentsOf: p.violations.map { $0.prefixed("geometry") })
            }
        }
        switch o["properties"] {
        case nil, .null?: body.properties = nil
        case .object(let p)?: body.properties = p
        case let other?: problems.append(Violation(path: "properties", code: "member.type", message: "properties must be an object or null, got \(other.typeName)"))
        }
        guard problems.isEmpty else { throw Problem.invalid(problems) }
        return body
    }

    /// The feature id the client chose for an add (nil: GeoJournal assigns one).
    func featureId() throws -> UUID? {
        switch id {
        case nil, .null?: return nil
        case .string(let s)? where UUID(uuidString: s) != nil: return UUID(uuidString: s)
        default: throw Problem.invalid([Violation(path: "id", code: "member.uuid", message: "a feature id, when given, is a UUID (GeoJournal assigns one otherwise)")])
        }
    }

    /// The attributes of a replacement (PUT): every field of the layer, null unless the body
    /// gives it a value.
    func replacementAttributes(fields: [FieldDefinition]) -> Attributes {
        var attributes: Attributes = [:]
        for field in fields { attributes[field.name] = .null }
        for (name, value) in properties ?? [:] { attributes[name] = value }
        return attributes
    }
}
