import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// Editing sessions: open one, read its stacks, undo and redo (each a new operation).
struct SessionRoutes {
    let journal: Journal
    let metrics: ServiceMetrics

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/sessions") { request, context in
            let (ws, principal) = try context.workspaceAndPrincipal(.editor)
            var title = ""
            if request.headers[.contentLength].map({ $0 != "0" }) ?? true {
                let (body, _) = try await JSONBody.read(request, context: context)
                guard case .object(let o) = body else { throw Problem.invalid([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]) }
                var problems: [Violation] = []
                for key in o.keys where key != "title" { problems.append(Violation(path: key, code: "member.unknown", message: "unknown member \"\(key)\"")) }
                title = JSONReader.string(o["title"], "title", &problems) ?? ""
                if !problems.isEmpty { throw Problem.invalid(problems) }
            }
            let id = try await journal.createSession(workspace: ws, actor: principal.actor, title: title)
            return JSONBody.response(.object(["id": .string(id.lowercased), "actor": .string(principal.actor), "title": .string(title),
                                              "canUndo": false, "canRedo": false, "undoStack": [], "redoStack": []]),
                                     status: .created, headers: [.location: "/v1/workspaces/\(ws)/sessions/\(id.lowercased)"])
        }
        group.get("workspaces/:ws/sessions/:id") { _, context in
            let ws = try context.workspace(.viewer)
            let id = try context.uuidParameter("id")
            guard let view = try await journal.session(workspace: ws, id: id) else {
                throw Problem.notFound("session \(id.lowercased) is not in workspace \"\(ws)\"")
            }
            return JSONBody.response(view.json)
        }
        for verb in ["undo", "redo"] {
            group.post("workspaces/:ws/sessions/:id/\(verb)") { request, context in
                let (ws, principal) = try context.workspaceAndPrincipal(.editor)
                let id = try context.uuidParameter("id")
                let outcome = try await journal.step(
                    workspace: ws,
                    request: UndoRequest(sessionId: id, redo: verb == "redo", force: request.query("force") == "true", actor: principal.actor, isAdmin: principal.role == .admin),
                    metadata: ["requestId": .string(context.id)])
                metrics.recordAppend(features: outcome.results.count, position: outcome.operation.lastPosition, replayed: false)
                return JSONBody.response(bytes: outcome.jsonBytes)
            }
        }
    }
}

extension SessionView {
    var json: JSONValue {
        func summary(_ id: UUID) -> JSONValue {
            guard let entry = operations[id] else { return .object(["id": .string(id.lowercased)]) }
            var o = entry.record.json.objectValue ?? [:]
            o["featureCount"] = .integer(Int64(entry.features))
            o["layers"] = .array(entry.layers.sorted().map(JSONValue.string))
            return .object(o)
        }
        return .object([
            "id": .string(session.id.lowercased),
            "actor": .string(session.actor),
            "title": .string(session.title),
            "createdAt": .string(RFC3339.string(micros: createdMicros)),
            "canUndo": .bool(session.canUndo),
            "canRedo": .bool(session.canRedo),
            // Most recent first: the first entry is what undo (or redo) acts on next.
            "undoStack": .array(session.undoStack.reversed().map(summary)),
            "redoStack": .array(session.redoStack.reversed().map(summary)),
        ])
    }
}
