import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Logging
import PostgresNIO
import Server

/// One test's world: its own workspace, tokens for each role, and the real router.
public struct TestWorld: Sendable {
    public let env: TestEnvironment.Ready
    public let workspace: String
    public let admin: String
    public let editor: String
    public let viewer: String
    public let metrics = ServiceMetrics()

    /// A workspace of its own: the test's name and a random suffix, so worlds never meet.
    public static func make(_ name: String = #function) async throws -> TestWorld {
        let env = try await TestEnvironment.shared.get()
        let slug = name.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(30)
        let ws = "t\(slug)-\(UUID().uuidString.prefix(8).lowercased())"
        _ = try await env.journal.workspaces.createWorkspace(id: ws, title: name, actor: "test-setup")
        let admin = try await env.tokenAdmin.create(role: .admin, actor: "ada").token
        let editor = try await env.tokenAdmin.create(role: .editor, actor: "ed").token
        let viewer = try await env.tokenAdmin.create(role: .viewer, actor: "vi").token
        return TestWorld(env: env, workspace: ws, admin: admin, editor: editor, viewer: viewer)
    }

    public var journal: Journal { env.journal }

    /// The service's application over `journal` (the world's own unless given).
    public func application(journal: Journal? = nil, requestTimeout: Duration = .seconds(60)) -> some ApplicationProtocol {
        Application(responder: GeoJournalServer.makeResponder(journal: journal ?? env.journal, tokens: env.tokens, metrics: metrics, requestTimeout: requestTimeout))
    }

    /// Runs `body` against the real router (no sockets).
    public func withClient<T: Sendable>(journal: Journal? = nil, requestTimeout: Duration = .seconds(60),
                                        _ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        try await application(journal: journal, requestTimeout: requestTimeout).test(.router) { client in try await body(client) }
    }

    /// Defines a layer directly through the journal.
    public func defineLayer(_ name: String, _ json: String) async throws {
        _ = try await journal.workspaces.defineLayer(workspace: workspace, name: name, body: try JSONValue.parse(json), force: false,
                                          context: AppendContext(actor: "ada", kind: .schema))
    }

    public func head() async throws -> Int64 {
        try await journal.workspaces.list(only: [workspace]).first!.headPosition
    }

    public func eventCount() async throws -> Int {
        let rows = try await env.owner.query("SELECT count(*)::int8 FROM events WHERE workspace_id = \(workspace)")
        for try await n in rows.decode(Int64.self) { return Int(n) }
        return 0
    }

    /// A simple point layer: N integer not null, NAME string(20).
    public static let pointLayer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}"#

    /// An edit body that adds one point with `N = n` to the layer `Points` (``pointLayer``).
    public static func addBody(_ n: Int, x: Double = 10, y: Double = 20) -> String {
        #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}}]}]}"#
    }
}
