import GeoJournalCore
import Hummingbird
import Journal

/// Who may read what: `GET /v1/me` says who the caller is (actor, role, the workspaces it may
/// reach, each with whether it is public), and `PATCH /v1/workspaces/{ws}` `{"public": true}`
/// makes a workspace readable without a token (an admin's change; `false` makes it private again).
///
/// ```
/// GET /v1/me   (Authorization: Bearer …)  → {"actor": "ana", "role": "editor", "authenticated": true, "workspaces": [{"id": "demo", "title": "…", "public": false}]}
/// GET /v1/me   (no token)                 → {"actor": "anonymous", "role": "viewer", "authenticated": false, "workspaces": [the public ones]}
/// PATCH /v1/workspaces/demo {"public": true}  → 200, the workspace with "public": true
/// ```
struct AccessRoutes {
    let journal: Journal
    let access: WorkspaceAccess

    /// `me`: a group that lets requests without a token through (``AuthMiddleware/Anonymous/always``).
    func add(me: RouterGroup<GeoJournalContext>, to group: RouterGroup<GeoJournalContext>) {
        me.get("me", use: whoAmI)
        group.patch("workspaces/:ws", use: changeWorkspace)
    }

    func whoAmI(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let principal = try context.require(.viewer)
        let reachable = try await access.reachable(by: principal)
        // Which workspaces the token names (null: every workspace, also those made later).
        let named: JSONValue = principal.isAnonymous ? .null : principal.workspaces.map { JSONValue.array($0.map(JSONValue.string)) } ?? .null
        return JSONBody.response(.object([
            "actor": .string(principal.actor),
            "role": .string(principal.role.rawValue),
            "authenticated": .bool(!principal.isAnonymous),
            "tokenWorkspaces": named,
            "workspaces": .array(reachable.map(\.json)),
        ]))
    }

    func changeWorkspace(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.admin)
        let (body, _) = try await JSONBody.read(request, context: context)
        let change = try WorkspaceChange.parse(body)
        let entry = try await access.setPublic(ws, change.isPublic)
        context.logger.info("workspace \(ws) made \(change.isPublic ? "public" : "private")")
        return JSONBody.response(entry.json)
    }
}

/// The body of `PATCH /v1/workspaces/{ws}`: whether anyone may read the workspace without a
/// token (`public`, required: for now the only member).
///
/// ```json
/// {"public": true}
/// ```
struct WorkspaceChange {
    var isPublic: Bool

    static func parse(_ json: JSONValue) throws -> WorkspaceChange {
        var reader = JSONReader()
        let o = reader.object(json, at: "", required: true, allowed: ["public"])
        let flag = reader.bool(o?["public"], at: "public")
        if flag == nil, reader.violations.isEmpty { reader.problem("public", "member.required", "is required: true (anyone may read the workspace) or false (only tokens)") }
        guard let flag, reader.violations.isEmpty else { throw Problem.invalid(reader.violations) }
        return WorkspaceChange(isPublic: flag)
    }
}

extension WorkspaceAccess.Entry {
    var json: JSONValue {
        .object(["id": .string(id), "title": .string(title), "public": .bool(isPublic)])
    }
}
