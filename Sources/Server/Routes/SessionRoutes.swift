import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// Editing sessions: open one, read its stacks, undo and redo (each a new operation).
struct SessionRoutes {
    let journal: Journal
    let metrics: ServiceMetrics

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/sessions", use: openSession)
        group.get("workspaces/:ws/sessions/:id", use: getSession)
        group.post("workspaces/:ws/sessions/:id/undo", use: undo)
        group.post("workspaces/:ws/sessions/:id/redo", use: redo)
    }

    func openSession(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.editor)
        var title = ""
        if request.headers[.contentLength].map({ $0 != "0" }) ?? true {
            let (body, _) = try await JSONBody.read(request, context: context)
            title = try CreateSessionRequest.parse(body).title
        }
        let id = try await journal.sessions.createSession(workspace: ws, actor: principal.actor, title: title)
        return JSONBody.response(.object(["id": .string(id.lowercased), "actor": .string(principal.actor), "title": .string(title),
                                          "canUndo": false, "canRedo": false, "undoStack": [], "redoStack": []]),
                                 status: .created, headers: [.location: "/v1/workspaces/\(ws)/sessions/\(id.lowercased)"])
    }

    func getSession(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let id = try context.uuidParameter("id")
        guard let view = try await journal.sessions.session(workspace: ws, id: id) else {
            throw Problem.notFound("session \(id.lowercased) is not in workspace \"\(ws)\"")
        }
        return JSONBody.response(view.json)
    }

    func undo(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await step(request, context: context, redo: false)
    }

    func redo(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await step(request, context: context, redo: true)
    }

    /// Undo or redo the session's latest operation, as a new operation.
    private func step(_ request: Request, context: GeoJournalContext, redo: Bool) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.editor)
        let id = try context.uuidParameter("id")
        let outcome = try await journal.sessions.step(
            workspace: ws,
            request: UndoRequest(sessionId: id, redo: redo, force: request.query("force") == "true", actor: principal.actor, isAdmin: principal.role == .admin),
            metadata: ["requestId": .string(context.id)])
        metrics.recordAppend(features: outcome.results.count, position: outcome.operation.lastPosition, replayed: false)
        return JSONBody.response(bytes: outcome.jsonBytes)
    }
}

/// The body of `POST /v1/workspaces/{ws}/sessions`, when there is one: an optional title.
///
/// ```json
/// {"title": "Rewire the north feeder"}
/// ```
struct CreateSessionRequest {
    var title: String

    static func parse(_ json: JSONValue) throws -> CreateSessionRequest {
        guard case .object(let o) = json else { throw Problem.invalid([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]) }
        var problems: [Violation] = []
        for key in o.keys where key != "title" { problems.append(Violation(path: key, code: "member.unknown", message: "unknown member \"\(key)\"")) }
        let title = JSONReader.string(o["title"], "title", &problems) ?? ""
        if !problems.isEmpty { throw Problem.invalid(problems) }
        return CreateSessionRequest(title: title)
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
