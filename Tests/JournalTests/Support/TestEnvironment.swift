import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Logging
import PostgresNIO
import Server
import Testing

/// The database every integration test uses: the throwaway cluster that the test command starts
/// (`GEOJOURNAL_TEST_DATABASE_URL`, the owner; `GEOJOURNAL_TEST_SERVICE_URL`, the service role).
/// Missing configuration fails the tests; it never skips them.
actor TestEnvironment {
    static let shared = TestEnvironment()

    struct Ready: Sendable {
        let owner: PostgresClient
        let service: PostgresClient
        let journal: Journal
        let tokens: TokenStore
        /// Creates tokens as the owner (the service role may only read them).
        let tokenAdmin: TokenStore
        let logger: Logger
        let ownerURL: DatabaseURL
        let serviceURL: DatabaseURL
    }

    private var ready: Ready?

    func get() async throws -> Ready {
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

struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// One test's world: its own workspace, tokens for each role, and the real router.
struct TestWorld {
    let env: TestEnvironment.Ready
    let workspace: String
    let admin: String
    let editor: String
    let viewer: String
    let metrics = ServiceMetrics()

    static func make(_ name: String = #function) async throws -> TestWorld {
        let env = try await TestEnvironment.shared.get()
        let slug = name.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(30)
        let ws = "t\(slug)-\(UUID().uuidString.prefix(8).lowercased())"
        _ = try await env.journal.createWorkspace(id: ws, title: name, actor: "test-setup")
        let admin = try await env.tokenAdmin.create(role: .admin, actor: "ada").token
        let editor = try await env.tokenAdmin.create(role: .editor, actor: "ed").token
        let viewer = try await env.tokenAdmin.create(role: .viewer, actor: "vi").token
        return TestWorld(env: env, workspace: ws, admin: admin, editor: editor, viewer: viewer)
    }

    var journal: Journal { env.journal }

    func application() -> some ApplicationProtocol {
        Application(responder: GeoJournalServer.makeResponder(journal: env.journal, tokens: env.tokens, metrics: metrics, requestTimeout: .seconds(60)))
    }

    /// Runs `body` against the real router (no sockets).
    func withClient<T: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        try await application().test(.router) { client in try await body(client) }
    }

    /// Defines a layer directly through the journal.
    func defineLayer(_ name: String, _ json: String) async throws {
        _ = try await journal.defineLayer(workspace: workspace, name: name, body: try JSONValue.parse(json), force: false,
                                          context: AppendContext(actor: "ada", kind: .schema))
    }

    func head() async throws -> Int64 {
        try await journal.workspaces(only: [workspace]).first!.headPosition
    }

    func eventCount() async throws -> Int {
        let rows = try await env.owner.query("SELECT count(*)::int8 FROM events WHERE workspace_id = \(workspace)")
        for try await n in rows.decode(Int64.self) { return Int(n) }
        return 0
    }

    /// A simple point layer: N integer not null, NAME string(20).
    static let pointLayer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}"#
}

extension TestClientProtocol {
    @discardableResult
    func send(_ method: HTTPRequest.Method, _ uri: String, token: String?, body: String? = nil, headers: HTTPFields = [:]) async throws -> TestResponse {
        var h = headers
        if let token { h[.authorization] = "Bearer \(token)" }
        if body != nil { h[.contentType] = "application/json" }
        return try await executeRequest(uri: uri, method: method, headers: h, body: body.map { ByteBuffer(string: $0) })
    }
}

struct TestResponseJSON {
    static func json(_ r: TestResponse) throws -> JSONValue { try JSONValue.parse(Array(r.body.readableBytesView)) }
}

extension TestResponse {
    var json: JSONValue { (try? JSONValue.parse(Array(body.readableBytesView))) ?? .null }
    var text: String { String(buffer: body) }
}

