import GeoJournalCore
import Hummingbird
import Journal

/// `/v1/workspaces`: create and list workspaces.
struct WorkspaceRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces", use: createWorkspace)
        group.get("workspaces", use: listWorkspaces)
        group.get("workspaces/:ws", use: getWorkspace)
    }

    func createWorkspace(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let principal = try context.require(.editor)
        let (body, _) = try await JSONBody.read(request, context: context)
        let new = try CreateWorkspaceRequest.parse(body)
        if !principal.may(reach: new.id) { throw Problem.forbidden("the token is not valid for workspace \"\(new.id)\"") }
        let info = try await journal.workspaces.createWorkspace(id: new.id, title: new.title, actor: principal.actor)
        return JSONBody.response(info.json, status: .created, headers: [.location: "/v1/workspaces/\(new.id)"])
    }

    func listWorkspaces(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let principal = try context.require(.viewer)
        let list = try await journal.workspaces.list(only: principal.workspaces)
        return JSONBody.response(.object(["workspaces": .array(list.map(\.json))]))
    }

    func getWorkspace(_ request: Request, context: GeoJournalContext) async throws -> Response {
        // The workspace itself, whichever version the request names (`.../versions/{v}` describes a version).
        let ws = VersionLine.workspace(of: try context.workspace(.viewer))
        guard let info = try await journal.workspaces.list(only: [ws]).first else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        return JSONBody.response(info.json)
    }
}

/// The body of `POST /v1/workspaces`: the new workspace's id and an optional title.
///
/// ```json
/// {"id": "demo", "title": "Demo town"}
/// ```
struct CreateWorkspaceRequest {
    var id: String
    var title: String

    static func parse(_ json: JSONValue) throws -> CreateWorkspaceRequest {
        var reader = JSONReader()
        let o = reader.object(json, at: "", required: true, allowed: ["id", "title"])
        let id = reader.string(o?["id"], at: "id", required: true)
        let title = JSONReader.string(o?["title"], "title", &reader.violations) ?? ""
        guard let id, reader.violations.isEmpty else { throw Problem.invalid(reader.violations) }
        return CreateWorkspaceRequest(id: id, title: title)
    }
}
