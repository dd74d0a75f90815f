import GeoJournalCore
import Hummingbird
import Journal

/// `/v1/workspaces`: create and list workspaces.
struct WorkspaceRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces") { request, context in
            let principal = try context.require(.editor)
            let (body, _) = try await JSONBody.read(request, context: context)
            guard case .object(let o) = body else { throw Problem.invalid([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]) }
            guard let id = o["id"]?.stringValue else {
                throw Problem.invalid([Violation(path: "id", code: "member.required", message: "a workspace needs an \"id\"")])
            }
            if !principal.may(reach: id) { throw Problem.forbidden("the token is not valid for workspace \"\(id)\"") }
            let info = try await journal.createWorkspace(id: id, title: o["title"]?.stringValue ?? "", actor: principal.actor)
            return JSONBody.response(info.json, status: .created, headers: [.location: "/v1/workspaces/\(id)"])
        }
        group.get("workspaces") { _, context in
            let principal = try context.require(.viewer)
            let list = try await journal.workspaces(only: principal.workspaces)
            return JSONBody.response(.object(["workspaces": .array(list.map(\.json))]))
        }
        group.get("workspaces/:ws") { _, context in
            let ws = try context.parameter("ws")
            _ = try context.require(.viewer, workspace: ws)
            guard let info = try await journal.workspaces(only: [ws]).first else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
            return JSONBody.response(info.json)
        }
    }
}
