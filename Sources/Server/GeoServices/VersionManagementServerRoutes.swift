import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import GeoServices
import Journal

/// The GeoServices `VersionManagementServer` of a workspace: its versions (branch versioning) in
/// Esri's operations and shapes, over the journal's versions (``Journal/createVersion(workspace:name:access:description:base:principal:)``).
/// A version is addressed by its GUID; DEFAULT is `sde.DEFAULT`, the workspace itself.
///
/// ```
/// GET  /arcgis/rest/services/demo/VersionManagementServer/versions?f=json
/// POST .../VersionManagementServer/create                       versionName, description, accessPermission
/// POST .../VersionManagementServer/versions/{guid}/startEditing sessionId
/// POST .../VersionManagementServer/versions/{guid}/reconcile    sessionId, abortIfConflicts, conflictDetection, withPost
/// POST .../VersionManagementServer/versions/{guid}/post         sessionId, rows
/// ```
struct VersionManagementServerRoutes: GeoServicesResource {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        let root = "services/:ws/VersionManagementServer"
        for method in [HTTPRequest.Method.get, .post] {
            group.on(RouterPath(root), method: method, use: service)
            group.on(RouterPath(root + "/versions"), method: method, use: versions)
            group.on(RouterPath(root + "/versionInfos"), method: method, use: versionInfos)
            group.on(RouterPath(root + "/create"), method: method, use: create)
            group.on(RouterPath(root + "/delete"), method: method, use: delete)
            group.on(RouterPath(root + "/purgeLock"), method: method, use: purgeLock)
            group.on(RouterPath(root + "/versions/:guid"), method: method, use: version)
            for (name, handler) in [("alter", alter), ("startReading", startReading), ("stopReading", stopReading),
                                    ("startEditing", startEditing), ("stopEditing", stopEditing), ("reconcile", reconcile),
                                    ("post", post), ("differences", differences), ("conflicts", conflicts),
                                    ("inspectConflicts", inspectConflicts), ("restoreRows", restoreRows),
                                    ("deleteForwardEdits", deleteForwardEdits)] as [(String, @Sendable (Request, GeoJournalContext) async throws -> Response)] {
                group.on(RouterPath(root + "/versions/:guid/" + name), method: method, use: handler)
            }
        }
    }

    /// DEFAULT's GUID in a workspace: the same for every request (derived from the workspace's id).
    static func defaultGuid(_ workspace: String) -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for (k, b) in Array("DEFAULT:\(workspace)".utf8).enumerated() { bytes[k % 16] = bytes[k % 16] &* 31 &+ b }
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private func principal(_ context: GeoJournalContext, _ role: Role = .viewer) throws -> (String, Principal) {
        let ws = try context.parameter("ws")
        return (ws, try context.require(role, workspace: ws))
    }

    /// The version of the path's GUID (nil for DEFAULT).
    private func target(_ context: GeoJournalContext, _ role: Role = .viewer) async throws -> (String, VersionInfo?, Principal) {
        let (ws, principal) = try principal(context, role)
        let guid = try context.parameter("guid")
        if GeoServicesLayer.uuid(guid) == Self.defaultGuid(ws) { return (ws, nil, principal) }
        return (ws, try await journal.versions.version(workspace: ws, named: guid, principal: principal), principal)
    }

    /// A version that is not DEFAULT, for the operations DEFAULT has none of.
    private func named(_ context: GeoJournalContext, _ role: Role = .editor) async throws -> (String, VersionInfo, Principal) {
        let (ws, info, principal) = try await target(context, role)
        guard let info else { throw Problem.badRequest("this operation is for named versions; DEFAULT is the workspace itself", path: "versionGuid", code: "version.default") }
        if role >= .editor { try VersionRoutes.mayEdit(info, principal) }
        return (ws, info, principal)
    }

    private func session(_ p: GeoServicesParameters, required: Bool = true) throws -> UUID? {
        guard let text = p["sessionId"] ?? p["sessionID"] else {
            if required { throw Problem.badRequest("sessionId (a GUID the client makes) is required", path: "sessionId", code: "parameter.session") }
            return nil
        }
        guard let id = GeoServicesLayer.uuid(text) else { throw Problem.badRequest("sessionId must be a GUID such as {3F2504E0-4F89-41D3-9A0C-0305E82C3301}", path: "sessionId", code: "parameter.session") }
        return id
    }

    private static let success: JSONValue = .object(["success": true])

    func service(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, _) = try principal(context)
        _ = try parameters(context).format()
        return JSONBody.response(.object([
            "currentVersion": .double(GeoServicesDocuments.currentVersion), "name": .string(ws),
            "capabilities": "versionManagement", "defaultVersionName": .string(Versions.defaultVersionName),
            "defaultVersionGuid": .string(GeoServicesLayer.braced(Self.defaultGuid(ws).uuidString)),
            "serviceDescription": .string("Branch versions of GeoJournal workspace \(ws): named lines of operations that reconcile with DEFAULT and post back"),
        ]))
    }

    func versions(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try principal(context)
        let list = try await journal.versions.list(workspace: ws, principal: principal)
        let entries: [JSONValue] = [.object(["versionName": .string(Versions.defaultVersionName), "versionGuid": .string(GeoServicesLayer.braced(Self.defaultGuid(ws).uuidString))])]
            + list.map { .object(["versionName": .string($0.name), "versionGuid": .string(GeoServicesLayer.braced($0.guid.uuidString))]) }
        return JSONBody.response(.object(["versions": .array(entries), "success": true]))
    }

    func versionInfos(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try principal(context)
        let p = try parameters(context)
        var list = try await journal.versions.list(workspace: ws, principal: principal)
        if let owner = p["ownerFilter"], !owner.isEmpty { list = list.filter { $0.owner.caseInsensitiveCompare(owner) == .orderedSame } }
        var infos: [JSONValue] = [try await defaultDocument(ws)]
        for info in list { infos.append(try await document(ws, info)) }
        return JSONBody.response(.object(["versions": .array(infos), "success": true]))
    }

    func create(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try principal(context, .editor)
        let p = try parameters(context)
        guard let name = p["versionName"], !name.isEmpty else { throw Problem.badRequest("versionName is required", path: "versionName", code: "version.name") }
        let access = try VersionRoutes.access(p["accessPermission"].map(JSONValue.string)) ?? .private
        let info = try await journal.versions.createVersion(workspace: ws, name: name, access: access, description: p["description"] ?? "", base: .head, principal: principal)
        return JSONBody.response(.object(["versionInfo": try await document(ws, info), "success": true]))
    }

    func delete(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try principal(context, .editor)
        let p = try parameters(context)
        guard let name = p["versionName"] else { throw Problem.badRequest("versionName is required", path: "versionName", code: "version.name") }
        try await journal.versions.deleteVersion(workspace: ws, name: name, principal: principal)
        return JSONBody.response(Self.success)
    }

    func purgeLock(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try principal(context, .editor)
        let p = try parameters(context)
        guard let name = p["versionName"] else { throw Problem.badRequest("versionName is required", path: "versionName", code: "version.name") }
        let info = try await journal.versions.version(workspace: ws, named: name, principal: principal)
        guard info.owner == principal.actor || principal.role == .admin else {
            throw Problem.forbidden("only \(info.owner) or an admin may purge the locks of version \"\(info.name)\"")
        }
        try await journal.versions.purgeVersionLocks(line: info.line)
        return JSONBody.response(Self.success)
    }

    func version(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, _) = try await target(context)
        if let info { return JSONBody.response(try await document(ws, info)) }
        return JSONBody.response(try await defaultDocument(ws))
    }

    func alter(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await named(context)
        let p = try parameters(context)
        let changes = VersionChanges(name: p["versionName"], access: try VersionRoutes.access(p["accessPermission"].map(JSONValue.string)),
                                     description: p["description"], owner: p["ownerName"])
        _ = try await journal.versions.alterVersion(workspace: ws, name: info.name, changes: changes, principal: principal)
        return JSONBody.response(Self.success)
    }

    func startReading(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (_, info, principal) = try await target(context)
        if let info { try await journal.versions.startVersionSession(line: info.line, session: try session(try parameters(context))!, editing: false, principal: principal) }
        return JSONBody.response(Self.success)
    }

    func stopReading(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (_, info, principal) = try await target(context)
        if let info { try await journal.versions.stopVersionSession(line: info.line, session: try session(try parameters(context))!, editing: false, save: true, principal: principal) }
        return JSONBody.response(Self.success)
    }

    func startEditing(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (_, info, principal) = try await named(context)
        try await journal.versions.startVersionSession(line: info.line, session: try session(try parameters(context))!, editing: true, principal: principal)
        return JSONBody.response(Self.success)
    }

    func stopEditing(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (_, info, principal) = try await named(context)
        let p = try parameters(context)
        let undone = try await journal.versions.stopVersionSession(line: info.line, session: try session(p)!, editing: true, save: try p.bool("saveEdits", default: true), principal: principal)
        return JSONBody.response(.object(["success": true, "operationsUndone": .integer(Int64(undone))]))
    }

    func reconcile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await named(context)
        let p = try parameters(context)
        let detection = try VersionRoutes.detection(p["conflictDetection"])
        let outcome = try await journal.versions.reconcile(workspace: ws, line: info.line, detection: detection, abortIfConflicts: try p.bool("abortIfConflicts"),
                                                  withPost: try p.bool("withPost"), context: try context.appendContext(request, principal: principal, via: "geoservices"),
                                                  session: try session(p, required: false))
        let moment = try await journal.reads.recordedMicros(workspace: info.line, position: outcome.operation?.lastPosition ?? info.head)
        return JSONBody.response(.object([
            "hasConflicts": .bool(!outcome.conflicts.isEmpty), "didPost": .bool(outcome.post?.operation != nil),
            "moment": moment.map { .integer($0 / 1000) } ?? .null, "success": .bool(!outcome.aborted),
        ]))
    }

    func post(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await named(context)
        let p = try parameters(context)
        let session = try session(p, required: false)
        var rows: Set<UUID>?
        if let wanted = try rowsParameter(p, "rows") {
            let (_, layers) = try await service(context)
            rows = Set(try await journal.versions.versionDifferences(workspace: ws, line: info.line, against: .base)
                .filter { matches($0.layer, $0.objectId, wanted, layers) }.map(\.id))
        }
        // A retry with the same Idempotency-Key answers the post that landed.
        let outcome = try await journal.versions.post(workspace: ws, line: info.line, rows: rows,
                                             context: try context.appendContext(request, principal: principal, fingerprint: Array(p.canonical.utf8), via: "geoservices"),
                                             editSession: session)
        let moment: JSONValue = outcome.operation.map { .integer($0.recordedMicros / 1000) } ?? .null
        return JSONBody.response(.object(["moment": moment, "success": true]))
    }

    func differences(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, _) = try await named(context, .viewer)
        let p = try parameters(context)
        let features = (p["resultType"] ?? "objectIds").lowercased() == "features"
        var moment = ReadMoment.head
        if let text = p["moment"], let ms = Int64(text) { moment = .time(Date(timeIntervalSince1970: Double(ms) / 1000)) }
        let list = try await journal.versions.versionDifferences(workspace: ws, line: info.line, against: .base, moment: moment)
        let (_, layers) = try await service(context)
        var byLayer: [Int: [String: [JSONValue]]] = [:]
        for d in list {
            guard let layer = layers.first(where: { $0.name == d.layer }) else { continue }
            let key = d.kind.rawValue + "s"
            let item: JSONValue = features ? esriFeature(d.after ?? d.before, layer) : d.objectId.map(JSONValue.integer) ?? .null
            byLayer[layer.id, default: [:]][key, default: []].append(item)
        }
        let entries: [JSONValue] = byLayer.keys.sorted().map { id in
            var o: [String: JSONValue] = ["layerId": .integer(Int64(id))]
            for key in ["inserts", "updates", "deletes"] { o[key] = .array(byLayer[id]?[key] ?? []) }
            return .object(o)
        }
        return JSONBody.response(.object([features ? "features" : "differences": .array(entries), "success": true]))
    }

    func conflicts(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, _) = try await named(context, .viewer)
        let views = try await journal.versions.versionConflicts(workspace: ws, line: info.line)
        let (_, layers) = try await service(context)
        var byLayer: [Int: [String: [JSONValue]]] = [:]
        for view in views {
            guard let layer = layers.first(where: { $0.name == view.conflict.layer }) else { continue }
            let key: String
            switch view.conflict.kind {
            case .updateUpdate: key = "updateUpdateConflicts"
            case .updateDelete: key = "updateDeleteConflicts"
            case .deleteUpdate: key = "deleteUpdateConflicts"
            }
            byLayer[layer.id, default: [:]][key, default: []].append(.object([
                "branchVersion": esriFeature(view.branch, layer), "ancestorVersion": esriFeature(view.ancestor, layer),
                "defaultVersion": esriFeature(view.defaultState, layer),
            ]))
        }
        let entries: [JSONValue] = byLayer.keys.sorted().map { id in
            var o: [String: JSONValue] = ["layerId": .integer(Int64(id))]
            for key in ["updateUpdateConflicts", "updateDeleteConflicts", "deleteUpdateConflicts"] { o[key] = .array(byLayer[id]?[key] ?? []) }
            return .object(o)
        }
        return JSONBody.response(.object(["conflicts": .array(entries), "success": true]))
    }

    func inspectConflicts(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, _) = try await named(context)
        let p = try parameters(context)
        let views = try await journal.versions.versionConflicts(workspace: ws, line: info.line)
        var ids: [UUID]
        if try p.bool("inspectAll") {
            ids = views.map(\.conflict.id)
        } else {
            let wanted = try rowsParameter(p, "conflicts") ?? [:]
            let (_, layers) = try await service(context)
            ids = views.filter { matches($0.conflict.layer, $0.conflict.objectId, wanted, layers) }.map(\.conflict.id)
        }
        try await journal.versions.inspectConflicts(line: info.line, ids: ids, inspected: try p.bool("setInspected", default: true), note: p["note"])
        return JSONBody.response(Self.success)
    }

    func restoreRows(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await named(context)
        let p = try parameters(context)
        let wanted = try rowsParameter(p, "rows") ?? [:]
        let views = try await journal.versions.versionConflicts(workspace: ws, line: info.line)
        let (_, layers) = try await service(context)
        let ids = views.filter { matches($0.conflict.layer, $0.conflict.objectId, wanted, layers) }.map(\.conflict.id)
        let outcome = try await journal.versions.restoreRows(workspace: ws, line: info.line, ids: ids, from: .ancestor,
                                                    context: try context.appendContext(request, principal: principal, via: "geoservices"),
                                                    sessionId: try session(p, required: false))
        return JSONBody.response(.object(["moment": .integer(outcome.operation.recordedMicros / 1000), "success": true]))
    }

    func deleteForwardEdits(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (_, info, principal) = try await named(context)
        let p = try parameters(context)
        guard let session = try session(p), let text = p["moment"], let ms = Int64(text) else {
            throw Problem.badRequest("deleteForwardEdits needs sessionId and moment (epoch milliseconds)", path: "moment", code: "parameter.moment")
        }
        let undone = try await journal.versions.undoSession(line: info.line, session: session, after: ms * 1000, principal: principal)
        return JSONBody.response(.object(["success": true, "operationsUndone": .integer(Int64(undone))]))
    }

    // MARK: - Shapes

    /// `rows` / `conflicts`: `[{"layerId": 0, "objectIds": [1, 2]}]`, by layer id.
    private func rowsParameter(_ p: GeoServicesParameters, _ name: String) throws -> [Int: Set<Int64>]? {
        // The ArcGIS API for Python sends `rows=None` for a whole post.
        guard let text = p[name]?.trimmingCharacters(in: .whitespaces), !["", "None", "null", "[]"].contains(text), let value = try p.json(name) else { return nil }
        guard case .array(let list) = value else { throw Problem.badRequest("\(name) must be a JSON array of {\"layerId\", \"objectIds\"}", path: name, code: "parameter.rows") }
        var out: [Int: Set<Int64>] = [:]
        for (k, item) in list.enumerated() {
            guard let layer = item["layerId"].intValue, let ids = item["objectIds"].arrayValue else {
                throw Problem.badRequest("\(name)[\(k)] must be {\"layerId\": n, \"objectIds\": [...]}", path: "\(name)[\(k)]", code: "parameter.rows")
            }
            out[Int(layer), default: []].formUnion(ids.compactMap(\.intValue))
        }
        return out
    }

    /// Whether a feature of layer `name` with `objectId` is among `wanted` (by layer id and OBJECTID).
    private func matches(_ name: String, _ objectId: Int64?, _ wanted: [Int: Set<Int64>], _ layers: [GeoServicesLayer]) -> Bool {
        wanted.contains { id, oids in
            layers.first(where: { $0.id == id })?.name == name && (objectId.map(oids.contains) ?? false)
        }
    }

    private func esriFeature(_ state: FeatureState?, _ layer: GeoServicesLayer) -> JSONValue {
        guard let state else { return .null }
        var attributes: [String: JSONValue] = [:]
        for field in layer.definition.fields {
            attributes[field.name] = layer.esriValue(state.attributes[field.name] ?? .null, type: field.type)
        }
        attributes[GeoServicesLayer.objectIdField] = state.objectId.map(JSONValue.integer) ?? .null
        attributes[GeoServicesLayer.globalIdField] = .string(GeoServicesLayer.braced(state.id.uuidString))
        return .object(["attributes": .object(attributes), "geometry": EsriGeometry.json(state.geometry)])
    }

    private func defaultDocument(_ ws: String) async throws -> JSONValue {
        .object(["versionName": .string(Versions.defaultVersionName), "versionGuid": .string(GeoServicesLayer.braced(Self.defaultGuid(ws).uuidString)),
                 "versionId": 0, "description": "DEFAULT: the workspace's own line", "access": "public",
                 "isBeingEdited": false, "isBeingRead": false, "hasConflicts": false, "hasUninspectedConflicts": false, "isLocked": false,
                 "success": true])
    }

    private func document(_ ws: String, _ info: VersionInfo) async throws -> JSONValue {
        let conflicts = try await journal.versions.versionConflicts(workspace: ws, line: info.line)
        let ancestor = try await journal.reads.recordedMicros(workspace: ws, position: info.base)
        return .object([
            "versionName": .string(info.name), "versionGuid": .string(GeoServicesLayer.braced(info.guid.uuidString)),
            "versionId": .integer(VersionLine(key: info.line)?.number ?? 0), "description": .string(info.description),
            "creationDate": .integer(info.createdMicros / 1000), "modifiedDate": .integer(info.modifiedMicros / 1000),
            "commonAncestorDate": ancestor.map { .integer($0 / 1000) } ?? .null, "reconcileDate": ancestor.map { .integer($0 / 1000) } ?? .null,
            "access": .string(info.access.rawValue), "versionOwner": .string(info.owner),
            "isBeingEdited": .bool(info.editingSession != nil), "isBeingRead": .bool(info.editingSession != nil || info.readers > 0),
            "hasConflicts": .bool(!conflicts.isEmpty), "hasUninspectedConflicts": .bool(conflicts.contains { !$0.inspected }),
            "isLocked": .bool(info.editingSession != nil), "lockOwner": info.editingSession == nil ? .null : .string(info.owner),
            "success": true,
        ])
    }
}
