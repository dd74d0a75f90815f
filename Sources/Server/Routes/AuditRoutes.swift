import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// The audit trail: feature history, the operation list and diffs between two moments.
struct AuditRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get("workspaces/:ws/features/:id/history", use: featureHistory)
        group.get("workspaces/:ws/operations", use: listOperations)
        group.get("workspaces/:ws/diff", use: diff)
    }

    func featureHistory(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let id = try context.uuidParameter("id")
        let entries = try await journal.reads.history(workspace: ws, featureId: id)
        guard !entries.isEmpty else { throw Problem.notFound("feature \(id.lowercased) has no history in workspace \"\(ws)\"") }
        return JSONBody.response(.object(["featureId": .string(id.lowercased), "versions": .array(entries.map(\.json))]))
    }

    func listOperations(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        var filter = OperationFilter(actor: request.query("actor"), layer: request.query("layer"), kind: request.query("kind"))
        if let s = request.query("sessionId") {
            guard let id = UUID(uuidString: s) else { throw Problem.badRequest("sessionId must be a UUID", path: "sessionId", code: "query.uuid") }
            filter.sessionId = id
        }
        if let f = request.query("from") { filter.from = try ReadMoment(asOf: f) }
        if let t = request.query("to") { filter.to = try ReadMoment(asOf: t) }
        let limit = try request.queryInt("limit", default: 100, range: 1...1000)
        var before: Int64?
        if let c = request.query("cursor") {
            guard let p = Int64(c), p > 0 else { throw Problem.badRequest("the cursor is not one this service issued", path: "cursor", code: "cursor.invalid") }
            before = p
        }
        let (ops, next) = try await journal.reads.operations(workspace: ws, filter: filter, limit: limit, before: before)
        var json: [String: JSONValue] = ["operations": .array(ops.map(\.json))]
        if let next { json["next"] = .string(String(next)) }
        return JSONBody.response(.object(json))
    }

    func diff(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        guard let fromText = request.query("from") else { throw Problem.badRequest("from is required (a position or an RFC 3339 time)", path: "from", code: "query.required") }
        let from = try ReadMoment(asOf: fromText)
        let to = try ReadMoment(asOf: request.query("to"))
        let bbox = try request.queryBox("bbox")
        let limit = try request.queryInt("limit", default: 1000, range: 1...ServerLimits.maxPageSize)
        var after: UUID?
        if let c = request.query("cursor") {
            guard let id = UUID(uuidString: c) else { throw Problem.badRequest("the cursor is not one this service issued", path: "cursor", code: "cursor.invalid") }
            after = id
        }
        let diff = try await journal.reads.diff(workspace: ws, from: from, to: to, layer: request.query("layer"), bbox: bbox, limit: limit, after: after)
        return JSONBody.response(text: diff.jsonText)
    }
}

extension FeatureDiff {
    /// The answer of `GET .../diff`: the features added, modified (old and new) and deleted
    /// between the two positions, written from the stored GeoJSON text without parsing it.
    var jsonText: String {
        var added: [String] = []
        var modified: [String] = []
        var deleted: [String] = []
        for c in changes {
            switch (c.old, c.new) {
            case (nil, let new?): added.append(new)
            case (let old?, nil): deleted.append(old)
            case (let old?, let new?): modified.append("{\"id\":\"\(c.id.lowercased)\",\"old\":\(old),\"new\":\(new)}")
            default: break
            }
        }
        var text = "{\"from\":\(from),\"to\":\(to),\"added\":[\(added.joined(separator: ","))],\"modified\":[\(modified.joined(separator: ","))],\"deleted\":[\(deleted.joined(separator: ","))]"
        if let next { text += ",\"next\":\"\(next)\"" }
        text += "}"
        return text
    }
}

extension FeatureHistoryEntry {
    var json: JSONValue {
        var changed: [String: JSONValue] = [:]
        for (field, change) in changes { changed[field] = .object(["old": change.old, "new": change.new]) }
        var o: [String: JSONValue] = [
            "version": .integer(Int64(version)),
            "position": .integer(position),
            "type": .string(type),
            "layer": .string(layer),
            "operationId": .string(operation.id.lowercased),
            "kind": .string(operation.kind.rawValue),
            "actor": .string(operation.actor),
            "recordedAt": .string(RFC3339.string(micros: operation.recordedMicros)),
            "changes": .object(changed),
            "geometryChanged": .bool(geometryChanged),
        ]
        o["sessionId"] = operation.sessionId.map { .string($0.lowercased) } ?? .null
        o["message"] = operation.message.map(JSONValue.string) ?? .null
        if let geometryEdit { o["geometryEdit"] = geometryEdit; o["geometryEditKind"] = geometryEdit["kind"] }
        return .object(o)
    }
}
