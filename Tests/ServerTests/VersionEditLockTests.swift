import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
@testable import Journal
import Logging
import NIOCore
import PostgresNIO
import Testing

/// A version's edit lock (ArcGIS `startEditing`: one editing session per version) holds on every
/// face: an edit of another session through `/v1`, OGC API – Features, the layer views or the
/// FeatureServer is refused with the same words, and nothing is written; the session holding the
/// lock edits, and once it stops, anyone may again.
@Suite("A version's edit lock on every face")
struct VersionEditLockTests {
    @Test func anotherSessionsEditIsRefusedWithTheSameWordsOnEveryFace() async throws {
        let world = try await TestWorld.make("versionlock")
        try await world.defineLayer("Points", VersionTests.layer)
        let ws = world.workspace
        let a = UUID()
        _ = try await world.journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: a, attributes: ["N": 1], geometry: .point(Position(1, 1)))])]), context: AppendContext(actor: "ed"))
        let ed = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)
        let info = try await world.journal.versions.createVersion(workspace: ws, name: "locked", access: .public, description: "", base: .head, principal: ed)
        // A feature of the version's own, before anyone holds it.
        let mine = UUID()
        _ = try await world.journal.edits.apply(workspace: info.line, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: mine, attributes: ["N": 6], geometry: .point(Position(6, 6)))])]), context: AppendContext(actor: "ed"))
        let holder = UUID()
        try await world.journal.versions.startVersionSession(line: info.line, session: holder, editing: true, principal: ed)
        let words = "the version is being edited in session {\(holder.uuidString)}; edit in that session or wait until it stops editing"
        let lineHead = try await Self.head(world, info.line)
        let v = info.name
        let update = #"{"edits":[{"layer":"Points","updates":[{"id":"\#(a.lowercased)","attributes":{"N":2}}]}]}"#

        try await world.withClient { client in
            // /v1: an edit, an undo, a reconcile and a post of another session (or of none).
            let edit = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor, body: update)
            #expect(edit.status == .conflict && edit.json["detail"].stringValue == words, "/v1 edit: \(edit.status) \(edit.text)")
            let other = #"{"sessionId":"\#(UUID().uuidString.lowercased())","edits":[{"layer":"Points","updates":[{"id":"\#(a.lowercased)","attributes":{"N":2}}]}]}"#
            let otherSession = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor, body: other)
            #expect(otherSession.status == .conflict && otherSession.json["detail"].stringValue == words, "/v1 edit in another session: \(otherSession.text)")
            let reconcile = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/reconcile", token: world.editor, body: "{}")
            #expect(reconcile.status == .conflict && reconcile.json["detail"].stringValue == words, "/v1 reconcile: \(reconcile.text)")
            let post = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/post", token: world.editor, body: "{}")
            #expect(post.status == .conflict && post.json["detail"].stringValue == words, "/v1 post: \(post.text)")

            // OGC API – Features: a new item in the version.
            let item = try await client.send(.post, "/ogc/\(ws)/collections/Points/items?version=\(v)", token: world.editor,
                                             body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[5,5]},"properties":{"N":5}}"#)
            #expect(item.status == .conflict && item.json["detail"].stringValue == words, "OGC: \(item.status) \(item.text)")
            let patched = try await client.send(.patch, "/ogc/\(ws)/collections/Points/items/\(mine.lowercased)?version=\(v)", token: world.editor,
                                                body: #"{"properties":{"N":7}}"#, headers: [.ifMatch: "\"1\"", .contentType: "application/merge-patch+json"])
            #expect(patched.status == .conflict && patched.json["detail"].stringValue == words, "OGC with If-Match: \(patched.status) \(patched.text)")

            // GeoServices: applyEdits in the version without the session, in Esri's envelope.
            let form = "f=json&gdbVersion=\(v)&updates=" + (#"[{"attributes":{"GLOBALID":"{\#(a.uuidString)}","N":3}}]"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            let esri = try await client.executeRequest(uri: "/arcgis/rest/services/\(ws)/FeatureServer/0/applyEdits", method: .post,
                                                       headers: [.authorization: "Bearer \(world.editor)", .contentType: "application/x-www-form-urlencoded"],
                                                       body: ByteBuffer(string: form + "&useGlobalIds=true"))
            #expect(esri.json["error"]["message"].stringValue == words, "GeoServices: \(esri.text)")
        }

        // The layer views: a login's transaction in the version's views.
        let login = try await LayerViewEditTestsLogin.make(world, actor: "ed")
        let schema = try #require(info.viewSchema)
        let refused = try await login.failure("INSERT INTO \"\(schema)\".\"Points\" (\"N\", geom) VALUES (9, ST_SetSRID(ST_MakePoint(9, 9), 3857))")
        #expect(refused.state == "GJ409" && refused.message == words, "views: \(refused)")
        try await login.close(world)

        // Nothing of it was written.
        #expect(try await Self.head(world, info.line) == lineHead)
        // The session holding the lock edits; once it stops editing, anyone may.
        _ = try await world.journal.edits.apply(workspace: info.line, request: EditRequest(sessionId: holder, edits: [LayerEdits(layer: "Points", updates: [
            FeatureUpdate(id: a, attributes: ["N": 4])])]), context: AppendContext(actor: "ed"))
        #expect(try await Self.head(world, info.line) == lineHead + 1)
        try await world.journal.versions.stopVersionSession(line: info.line, session: holder, editing: true, save: true, principal: ed)
        try await world.withClient { client in
            let edit = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor, body: update)
            #expect(edit.status == .ok, "after stopEditing: \(edit.text)")
        }
    }

    static func head(_ world: TestWorld, _ key: String) async throws -> Int64 {
        for try await h in try await world.env.owner.query("SELECT head_position FROM workspaces WHERE id = \(key)").decode(Int64.self) { return h }
        return -1
    }
}

/// A login role for editing through the layer views (as `geojournal user create` makes one).
struct LayerViewEditTestsLogin {
    let name: String
    let connection: PostgresConnection

    static func make(_ world: TestWorld, actor: String) async throws -> LayerViewEditTestsLogin {
        let name = "gj_t_" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(16)
        let user = try await DatabaseUsers(client: world.env.owner, logger: world.env.logger).create(actor: actor, role: .editor, name: name)
        let url = world.env.ownerURL
        let configuration = PostgresConnection.Configuration(host: url.host, port: url.port, username: user.name, password: user.password,
                                                             database: url.database, tls: .disable)
        return LayerViewEditTestsLogin(name: name, connection: OpenLogins.keep(try await PostgresConnection.connect(configuration: configuration, id: 1, logger: world.env.logger)))
    }

    /// The server's SQLSTATE and message of a statement that must fail.
    func failure(_ sql: String) async throws -> (state: String, message: String) {
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "view-editor")).collect()
        } catch let error as PSQLError {
            return (error.serverInfo?[.sqlState] ?? "", error.serverInfo?[.message] ?? "\(error)")
        }
        Issue.record("expected \(sql) to fail")
        return ("", "")
    }

    func close(_ world: TestWorld) async throws {
        try await OpenLogins.close(connection)
        try await world.env.owner.query(PostgresQuery(unsafeSQL: "DROP ROLE \"\(name)\""))
        try await world.env.owner.query("DELETE FROM view_actors WHERE role_name = \(name)")
    }
}
