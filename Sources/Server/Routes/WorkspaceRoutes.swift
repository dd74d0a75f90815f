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
            var reader = JSONReader()
            let o = reader.object(body, at: "", required: true, allowed: ["id", "title"])
            let id = reader.string(o?["id"], at: "id", required: true)
            let title = JSONReader.string(o?["title"], "title", &reader.violations) ?? ""
            guard let id, reader.violations.isEmpty else { throw Problem.invalid(reader.violations) }
            if !principal.may(reach: id) { throw Problem.forbidden("the token is not valid for workspace \"\(id)\"") }
            let info = try await journal.createWorkspace(id: id, title: title, actor: principal.actor)
            return JSONBody.response(info.json, status: .created, headers: [.location: "/v1/workspaces/\(id)"])
        }
        group.get("workspaces") { _, context in
            let principal = try context.require(.viewer)
            let list = try await journal.workspaces(only: principal.workspaces)
            return JSONBody.response(.object(["workspaces": .array(list.map(\.json))]))
        }
        group.get("workspaces/:ws") { _, context in
            let ws = try context.workspace(.viewer)
            guard let info = try await journal.workspaces(only: [ws]).first else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
            return JSONBody.response(info.json)
        }
    }
}
