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
