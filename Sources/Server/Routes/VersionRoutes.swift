import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// Versions of a workspace (branch versioning, docs/versions.md): create, list,
/// read, alter and delete them; reconcile, post, differences and conflicts. `{v}` is a version's
/// `owner.name` or its GUID. Reads and edits of a version go through every other route with
/// `version=` or the `GeoJournal-Version` header (``VersionMiddleware``).
///
/// ```
/// POST /v1/workspaces/demo/versions                      {"name": "design1", "access": "protected"}
/// POST /v1/workspaces/demo/edits?version=ana.design1     an edit in the version
/// POST /v1/workspaces/demo/versions/ana.design1/reconcile {"conflictDetection": "byAttribute"}
/// POST /v1/workspaces/demo/versions/ana.design1/post
/// ```
struct VersionRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get("workspaces/:ws/versions", use: list)
        group.post("workspaces/:ws/versions", use: create)
        group.get("workspaces/:ws/versions/:v", use: get)
        group.patch("workspaces/:ws/versions/:v", use: alter)
        group.delete("workspaces/:ws/versions/:v", use: delete)
        group.post("workspaces/:ws/versions/:v/reconcile", use: reconcile)
        group.post("workspaces/:ws/versions/:v/post", use: post)
        group.get("workspaces/:ws/versions/:v/differences", use: differences)
        group.get("workspaces/:ws/versions/:v/conflicts", use: conflicts)
        group.post("workspaces/:ws/versions/:v/conflicts/inspect", use: inspect)
        group.post("workspaces/:ws/versions/:v/restore", use: restore)
    }

    private func target(_ context: GeoJournalContext, _ role: Role) async throws -> (String, VersionInfo, Principal) {
        let ws = try context.parameter("ws")
        let principal = try context.require(role, workspace: ws)
        let name = try context.parameter("v")
        if Versions.isDefaultVersion(name) {
            throw Problem.badRequest("DEFAULT is the workspace itself: read it without a version", path: "v", code: "version.default")
        }
        return (ws, try await journal.versions.version(workspace: ws, named: name, principal: principal), principal)
    }

    /// The JSON object of the body; none is an empty object.
    private func body(_ request: Request, _ context: GeoJournalContext) async throws -> [String: JSONValue] {
        try await bodyAndBytes(request, context).0
    }

    /// ``body(_:_:)`` and the bytes it was read from.
    private func bodyAndBytes(_ request: Request, _ context: GeoJournalContext) async throws -> ([String: JSONValue], [UInt8]) {
        var request = request
        let bytes = Array(try await request.collectBody(upTo: context.maxUploadSize).readableBytesView)
        return (try object(bytes), bytes)
    }

    private func object(_ bytes: [UInt8]) throws -> [String: JSONValue] {
        guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return [:] }
        let body: JSONValue
        do { body = try JSONValue.parse(bytes) } catch { throw Problem.badRequest(error.description, code: "json.malformed") }
        if body.isNull { return [:] }
        guard let o = body.objectValue else { throw Problem.badRequest("the body must be a JSON object", code: "body.object") }
        return o
    }

    func list(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = (try context.parameter("ws"), try context.require(.viewer, workspace: try context.parameter("ws")))
        let versions = try await journal.versions.list(workspace: ws, principal: principal)
        return JSONBody.response(.object(["versions": .array(versions.map(\.json))]))
    }

    func create(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.parameter("ws")
        let principal = try context.require(.editor, workspace: ws)
        let o = try await body(request, context)
        guard let name = o["name"]?.stringValue else { throw Problem.badRequest("a version needs a \"name\"", path: "name", code: "version.name") }
        let access = try VersionRoutes.access(o["access"]) ?? .private
        let base = try ReadMoment(asOf: o["asOf"]?.stringValue ?? o["asOf"]?.intValue.map(String.init))
        let info = try await journal.versions.createVersion(workspace: ws, name: name, access: access, description: o["description"]?.stringValue ?? "",
                                                   base: base, principal: principal)
        return JSONBody.response(info.json, status: .created, headers: [.location: "/v1/workspaces/\(ws)/versions/\(info.name)"])
    }

    func get(_ request: Request, context: GeoJournalContext) async throws -> Response {
        JSONBody.response(try await target(context, .viewer).1.json)
    }

    func alter(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await target(context, .editor)
        let o = try await body(request, context)
        let changes = VersionChanges(name: o["name"]?.stringValue, access: try VersionRoutes.access(o["access"]),
                                     description: o["description"]?.stringValue, owner: o["owner"]?.stringValue)
        return JSONBody.response(try await journal.versions.alterVersion(workspace: ws, name: info.name, changes: changes, principal: principal).json)
    }

    func delete(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.parameter("ws")
        let principal = try context.require(.editor, workspace: ws)
        try await journal.versions.deleteVersion(workspace: ws, name: try context.parameter("v"), principal: principal)
        return Response(status: .noContent)
    }

    func reconcile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await target(context, .editor)
        try VersionRoutes.mayEdit(info, principal)
        let o = try await body(request, context)
        let detection = try VersionRoutes.detection(o["conflictDetection"]?.stringValue)
        let outcome = try await journal.versions.reconcile(workspace: ws, line: info.line, detection: detection,
                                                  abortIfConflicts: o["abortIfConflicts"]?.boolValue ?? false, withPost: o["withPost"]?.boolValue ?? false,
                                                  context: try context.appendContext(request, principal: principal))
        return JSONBody.response(outcome.json)
    }

    func post(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await target(context, .editor)
        try VersionRoutes.mayEdit(info, principal)
        let (o, bytes) = try await bodyAndBytes(request, context)
        var rows: Set<UUID>?
        if let list = o["rows"]?.arrayValue {
            rows = []
            for (k, item) in list.enumerated() {
                guard let id = VersionRoutes.uuid(item) else {
                    throw Problem.badRequest("rows[\(k)] must be a feature id", path: "rows[\(k)]", code: "version.rows")
                }
                rows?.insert(id)
            }
        }
        // A retry with the same Idempotency-Key answers the post that landed.
        let outcome = try await journal.versions.post(workspace: ws, line: info.line, rows: rows, context: try context.appendContext(request, principal: principal, fingerprint: bytes),
                                             sessionId: VersionRoutes.uuid(o["sessionId"]))
        return JSONBody.response(outcome.json)
    }

    func differences(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, _) = try await target(context, .viewer)
        let against: DifferenceBase
        switch request.query("against") ?? "base" {
        case "base": against = .base
        case "default", "DEFAULT": against = .default
        case let other: throw Problem.badRequest("against must be \"base\" or \"default\", got \"\(other)\"", path: "against", code: "version.against")
        }
        let moment = try ReadMoment(asOf: request.query("asOf"))
        let features = request.query("result") == "features"
        let list = try await journal.versions.versionDifferences(workspace: ws, line: info.line, against: against, moment: moment, layer: request.query("layer"))
        return JSONBody.response(VersionDifference.json(list, features: features))
    }

    func conflicts(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, _) = try await target(context, .viewer)
        let views = try await journal.versions.versionConflicts(workspace: ws, line: info.line)
        return JSONBody.response(.object(["conflicts": .array(views.map(\.json))]))
    }

    func inspect(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (_, info, principal) = try await target(context, .editor)
        try VersionRoutes.mayEdit(info, principal)
        let o = try await body(request, context)
        let ids = try VersionRoutes.ids(o["ids"])
        try await journal.versions.inspectConflicts(line: info.line, ids: ids, inspected: o["inspected"]?.boolValue ?? true, note: o["note"]?.stringValue)
        return Response(status: .noContent)
    }

    func restore(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, info, principal) = try await target(context, .editor)
        try VersionRoutes.mayEdit(info, principal)
        let o = try await body(request, context)
        let source: Versions.RestoreSource
        switch o["from"]?.stringValue ?? "default" {
        case "default", "DEFAULT": source = .default
        case "ancestor": source = .ancestor
        case let other: throw Problem.badRequest("from must be \"default\" or \"ancestor\", got \"\(other)\"", path: "from", code: "version.restore")
        }
        let outcome = try await journal.versions.restoreRows(workspace: ws, line: info.line, ids: try VersionRoutes.ids(o["ids"]), from: source,
                                                    context: try context.appendContext(request, principal: principal))
        return JSONBody.response(bytes: outcome.jsonBytes)
    }

    static func uuid(_ value: JSONValue?) -> UUID? {
        value?.stringValue.flatMap { UUID(uuidString: $0.trimmingCharacters(in: CharacterSet(charactersIn: "{}"))) }
    }

    static func mayEdit(_ info: VersionInfo, _ principal: Principal) throws {
        guard info.access == .public || info.owner == principal.actor || principal.role == .admin else {
            throw Problem.forbidden("version \"\(info.name)\" is \(info.access.rawValue): only \(info.owner) or an admin may change it")
        }
    }

    static func access(_ value: JSONValue?) throws -> VersionAccess? {
        guard let value, !value.isNull else { return nil }
        // Esri's "hidden" (seen by its owner and admins only) is GeoJournal's private.
        guard let text = value.stringValue, let access = VersionAccess(rawValue: text.lowercased() == "hidden" ? "private" : text.lowercased()) else {
            throw Problem.badRequest("access must be \"private\", \"protected\" or \"public\"", path: "access", code: "version.access")
        }
        return access
    }

    static func detection(_ text: String?) throws -> ConflictDetection {
        switch text?.lowercased() ?? "byobject" {
        case "byobject", "object": return .byObject
        case "byattribute", "attribute", "bycolumn", "column": return .byAttribute
        default: throw Problem.badRequest("conflictDetection must be \"byObject\" or \"byAttribute\"", path: "conflictDetection", code: "version.detection")
        }
    }

    static func ids(_ value: JSONValue?) throws -> [UUID] {
        guard let list = value?.arrayValue else { throw Problem.badRequest("\"ids\" must be a list of feature ids", path: "ids", code: "version.ids") }
        return try list.enumerated().map { k, item in
            guard let id = VersionRoutes.uuid(item) else {
                throw Problem.badRequest("ids[\(k)] must be a feature id", path: "ids[\(k)]", code: "version.ids")
            }
            return id
        }
    }
}

extension VersionInfo {
    var json: JSONValue {
        var o: [String: JSONValue] = [
            "guid": .string("{\(guid.uuidString)}"), "name": .string(name), "owner": .string(owner), "access": .string(access.rawValue),
            "description": .string(description), "createdBase": .integer(createdBase), "base": .integer(base), "head": .integer(head),
            "created": .string(RFC3339.string(micros: createdMicros)), "modified": .string(RFC3339.string(micros: modifiedMicros)),
            "readers": .integer(Int64(readers)),
        ]
        o["editingSession"] = editingSession.map { .string("{\($0.uuidString)}") } ?? .null
        o["viewSchema"] = viewSchema.map(JSONValue.string) ?? .null
        return .object(o)
    }
}

extension FeatureState {
    var json: JSONValue {
        var o: [String: JSONValue] = ["id": .string(id.lowercased), "layer": .string(layer), "version": .integer(Int64(version)),
                                      "attributes": .object(attributes), "geometry": geometry.geoJSON]
        o["objectId"] = objectId.map(JSONValue.integer) ?? .null
        return .object(o)
    }
}

extension VersionDifference {
    static func json(_ list: [VersionDifference], features: Bool) -> JSONValue {
        var layers: [String: [String: [JSONValue]]] = [:]
        for d in list {
            let item: JSONValue = features ? .object(["before": d.before?.json ?? .null, "after": d.after?.json ?? .null])
                : .object(["id": .string(d.id.lowercased), "objectId": d.objectId.map(JSONValue.integer) ?? .null])
            layers[d.layer, default: ["inserts": [], "updates": [], "deletes": []]][d.kind.rawValue + "s", default: []].append(item)
        }
        return .object(["layers": .array(layers.keys.sorted().map { name in
            var o: [String: JSONValue] = ["layer": .string(name)]
            for (k, v) in layers[name]! { o[k] = .array(v) }
            return .object(o)
        })])
    }
}

extension VersionConflictView {
    var json: JSONValue {
        var o: [String: JSONValue] = ["id": .string(conflict.id.lowercased), "layer": .string(conflict.layer), "kind": .string(conflict.kind.rawValue),
                                      "fields": .array(conflict.fields.map(JSONValue.string)), "inspected": .bool(inspected), "note": .string(note)]
        o["objectId"] = conflict.objectId.map(JSONValue.integer) ?? .null
        o["ancestor"] = ancestor?.json ?? .null
        o["default"] = defaultState?.json ?? .null
        o["version"] = branch?.json ?? .null
        return .object(o)
    }
}

extension ReconcileOutcome {
    var json: JSONValue {
        var o: [String: JSONValue] = ["previousBase": .integer(previousBase), "base": .integer(base), "merged": .integer(Int64(merged)),
                                      "aborted": .bool(aborted), "hasConflicts": .bool(!conflicts.isEmpty),
                                      "conflicts": .array(conflicts.map { c in
                                          .object(["id": .string(c.id.lowercased), "layer": .string(c.layer), "kind": .string(c.kind.rawValue),
                                                   "fields": .array(c.fields.map(JSONValue.string)), "objectId": c.objectId.map(JSONValue.integer) ?? .null])
                                      })]
        o["operation"] = operation?.json ?? .null
        o["post"] = post?.json ?? .null
        return .object(o)
    }
}

extension PostOutcome {
    var json: JSONValue {
        .object(["operation": operation?.json ?? .null, "inserts": .integer(Int64(inserts)), "updates": .integer(Int64(updates)),
                 "deletes": .integer(Int64(deletes)), "base": .integer(base), "replayed": .bool(replayed)])
    }
}
