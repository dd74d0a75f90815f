import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Logging
import PostgresNIO
import Server

/// The database every integration test uses: the throwaway cluster that the test command starts
/// (`GEOJOURNAL_TEST_DATABASE_URL`, the owner; `GEOJOURNAL_TEST_SERVICE_URL`, the service role).
/// Missing configuration fails the tests; it never skips them.
///
/// One per test process: JournalTests and ServerTests share it (and its migration run) when
/// `swift test` runs them together, and each test makes a workspace of its own (``TestWorld``).
public actor TestEnvironment {
    public static let shared = TestEnvironment()

    public struct Ready: Sendable {
        public let owner: PostgresClient
        public let service: PostgresClient
        public let journal: Journal
        public let tokens: TokenStore
        /// Creates tokens as the owner (the service role may only read them).
        public let tokenAdmin: TokenStore
        public let logger: Logger
        public let ownerURL: DatabaseURL
        public let serviceURL: DatabaseURL
    }

    private var ready: Ready?

    public func get() async throws -> Ready {
        if let ready { return ready }
        let env = ProcessInfo.processInfo.environment
        guard let ownerText = env["GEOJOURNAL_TEST_DATABASE_URL"], let serviceText = env["GEOJOURNAL_TEST_SERVICE_URL"] else {
            throw TestSetupError("GEOJOURNAL_TEST_DATABASE_URL and GEOJOURNAL_TEST_SERVICE_URL must be set: run the suite with `bash Deploy/test.sh`")
        }
        var logger = Logger(label: "geojournal-tests")
        logger.logLevel = .warning
        let ownerURL = try DatabaseURL(ownerText)
        let serviceURL = try DatabaseURL(serviceText)
        let owner = PostgresClient(configuration: ownerURL.configuration(maxConnections: 4), backgroundLogger: logger)
        let service = PostgresClient(configuration: serviceURL.configuration(maxConnections: 24), backgroundLogger: logger)
        Task.detached { await owner.run() }
        Task.detached { await service.run() }
        try await Migrator(directory: Migrator.locateSchemaDirectory()).migrate(owner, logger: logger)
        let r = Ready(owner: owner, service: service, journal: Journal(client: service, logger: logger), tokens: TokenStore(client: service), tokenAdmin: TokenStore(client: owner),
                      logger: logger, ownerURL: ownerURL, serviceURL: serviceURL)
        ready = r
        return r
    }
}

public struct TestSetupError: Error, CustomStringConvertible {
    public let description: String
    public init(_ d: String) { description = d }
}

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
        _ = try await env.journal.createWorkspace(id: ws, title: name, actor: "test-setup")
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
        _ = try await journal.defineLayer(workspace: workspace, name: name, body: try JSONValue.parse(json), force: false,
                                          context: AppendContext(actor: "ada", kind: .schema))
    }

    public func head() async throws -> Int64 {
        try await journal.workspaces(only: [workspace]).first!.headPosition
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

extension TestClientProtocol {
    @discardableResult
    public func send(_ method: HTTPRequest.Method, _ uri: String, token: String?, body: String? = nil, headers: HTTPFields = [:]) async throws -> TestResponse {
        var h = headers
        if let token { h[.authorization] = "Bearer \(token)" }
        if body != nil { h[.contentType] = "application/json" }
        return try await executeRequest(uri: uri, method: method, headers: h, body: body.map { ByteBuffer(string: $0) })
    }
}

extension TestResponse {
    public var json: JSONValue { (try? JSONValue.parse(Array(body.readableBytesView))) ?? .null }
    public var text: String { String(buffer: body) }
}
