import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

@main
enum Entrypoint {
    static func main() async {
        // `serve` runs Swift tasks on NIO's event loop threads, the ones the HTTP server and the
        // PostgreSQL connections already use: a request no longer hops between those threads and
        // the default executor's at every await (on two cores those hops cost a seventh of the
        // edit throughput). It must happen before any task starts. Other commands keep the default
        // executor: `import` reads its input with blocking reads, which must not hold up an event
        // loop.
        if CommandLine.arguments.dropFirst().first == "serve" {
            _ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        }
        LoggingSystem.bootstrap { StandardErrorLogHandler(label: $0, metadataProvider: LoggingSystem.metadataProvider) }
        await GeoJournalCommand.main()
    }
}

struct GeoJournalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geojournal",
        abstract: "An event-sourced journal of GIS feature edits on PostgreSQL.",
        subcommands: [Serve.self, Migrate.self, TokenCommand.self, UserCommand.self, WorkspaceCommand.self, Verify.self, Sample.self, Rebuild.self, VerifyProjections.self, Import.self, Export.self, SampleNetworkCommand.self, NetworkBenchCommand.self])
}

/// Options every command that talks to PostgreSQL shares.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("database-url"), help: "PostgreSQL URL (default: $DATABASE_URL).")
    var databaseURL: String?

    func url() throws -> DatabaseURL {
        guard let text = databaseURL ?? ProcessInfo.processInfo.environment["DATABASE_URL"] else {
            throw ValidationError("set DATABASE_URL or pass --database-url")
        }
        return try DatabaseURL(text)
    }

    /// Runs `body` with a connected pool, shutting it down afterwards.
    func withClient<T: Sendable>(maxConnections: Int = 4, _ body: @escaping @Sendable (PostgresClient, Logger) async throws -> T) async throws -> T {
        let logger = Logger.geojournal
        let url = try url()
        // Of several hosts, the one that accepts writes now (the first if none does).
        let endpoint = url.locatesPrimary ? await PrimaryLocator(url: url, logger: logger).locate() ?? url.endpoints[0] : url.endpoints[0]
        let client = PostgresClient(configuration: url.configuration(endpoint: endpoint, maxConnections: maxConnections), backgroundLogger: logger)
        return try await withThrowingTaskGroup(of: T?.self) { group in
            // The body waits until the pool's run task is under way: a lease before `run()` has
            // begun still works, but postgres-nio warns about it, and under load it did.
            let (started, signal) = AsyncStream<Void>.makeStream()
            group.addTask {
                signal.finish()
                await client.run()
                return nil
            }
            defer { group.cancelAll() }
            for await _ in started {}
            return try await body(client, logger)
        }
    }
}

extension Logger {
    static var geojournal: Logger {
        var logger = Logger(label: "geojournal")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        return logger
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the HTTP API.")
    @OptionGroup var database: DatabaseOptions
    @Option var hostname = "127.0.0.1"
    @Option var port = 8080
    @Option(help: "Most PostgreSQL connections in the pool.") var maxConnections = 20
    @Option(help: "Seconds within which every request is answered; past it the answer is 503 (PostgreSQL unreachable, pool exhausted).")
    var requestTimeout: Double = 10
    @Option(help: "Requests per second each token may make (bursts of twice as many); more get 429.")
    var rateLimit: Double = 10_000
    @Option(help: "Event streams (SSE) each token may hold open; more get 429.")
    var streamsPerToken = 16
    @Option(help: "Seconds the graceful shutdown may take after SIGTERM or SIGINT; past them the service logs what it still waits for and exits with status 70.")
    var shutdownTimeout: Double = 30
    @Option(help: "Positions a network trace of a past moment may lie from a graph in memory (the head's, or a past one kept) and still be derived from it; older moments are built from the feature versions.")
    var networkHistoryWindow: Int64 = 1_000_000
    @Option(help: "Graphs of past moments kept per network (a time slider moves from one to the next with only the changes between them).")
    var networkHistoryKept: Int = 2
    @Option(name: .customLong("replica-url"), help: "A PostgreSQL streaming standby of the database (repeatable): reads of moments it has replayed go to it.")
    var replicaURLs: [String] = []
    @Option(help: "Threads for long computations (graph loads, traces, big answers), kept off the event loops (default: the cores less one, at least 2).")
    var computeThreads: Int = ComputePool.defaultThreads
    @Option(name: .customLong("trusted-proxy"),
            help: "A reverse proxy's address or CIDR range (repeatable; none by default): X-Forwarded-For from it names the client, for rate limits and logs.")
    var trustedProxies: [String] = []
    @Option(help: "Days after which a registered replica neither made nor synchronized is reported unused (abandoned) in /metrics.")
    var replicaUnusedDays: Double = 30

    func validate() throws {
        do { _ = try TrustedProxies(trustedProxies) } catch { throw ValidationError("--trusted-proxy: \(error)") }
    }

    func run() async throws {
        let logger = Logger.geojournal
        let url = try database.url()
        // With several hosts (or target_session_attrs=read-write): the one that accepts writes,
        // followed through a failover.
        let primary = await PrimaryPool.locating(url: url, maxConnections: maxConnections, logger: logger)
        logger.info("serving on http://\(hostname):\(port) with \(primary.endpoint.map(url.description(of:)) ?? url.description)")
        let watchdog = ShutdownWatchdog(deadline: .milliseconds(Int64(max(0.1, shutdownTimeout) * 1000)), logger: logger)
        watchdog.arm()
        let app = GeoJournalServer.makeApplication(primary: primary, hostname: hostname, port: port, logger: logger,
                                                   requestTimeout: .milliseconds(Int64(max(0.1, requestTimeout) * 1000)),
                                                   limits: RequestLimits(requestsPerSecond: rateLimit, burst: rateLimit * 2, streamsPerToken: streamsPerToken),
                                                   watchdog: watchdog,
                                                   networkHistory: NetworkGraphs.History(window: max(0, networkHistoryWindow), kept: max(0, networkHistoryKept)),
                                                   replicas: replicaURLs.isEmpty ? nil : ReadReplicas(urls: try replicaURLs.map(DatabaseURL.init), maxConnections: maxConnections, logger: logger),
                                                   computeThreads: computeThreads, trustedProxies: try TrustedProxies(trustedProxies),
                                                   replicaUnusedAfter: .milliseconds(Int64(max(0, replicaUnusedDays) * 86_400_000)))
        try await app.runService()
    }
}

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply the SQL migrations in Schema/ (as the database owner).")
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let migrator = try Migrator(directory: Migrator.locateSchemaDirectory())
        let applied = try await database.withClient { client, logger in try await migrator.migrate(client, logger: logger) }
        print(applied.isEmpty ? "schema is up to date" : "applied: \(applied.joined(separator: ", "))")
    }
}

struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "token", abstract: "Manage bearer tokens.", subcommands: [Create.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Create a token and print it (only its hash is stored).")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "viewer, editor or admin") var role: String
        @Option(help: "The actor written into operations made with this token.") var actor: String
        @Option(help: "Limit the token to these workspaces (repeatable).") var workspace: [String] = []

        func run() async throws {
            guard let role = Role(rawValue: role) else { throw ValidationError("role must be viewer, editor or admin") }
            let actor = self.actor
            let workspaces = workspace.isEmpty ? nil : workspace
            let token = try await database.withClient { client, _ in try await TokenStore(client: client).create(role: role, actor: actor, workspaces: workspaces).token }
            print(token)
        }
    }
}

struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "user", abstract: "Manage PostgreSQL users who edit through the layer views.", subcommands: [Create.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create a login role for QGIS, ogr2ogr or psql (as the database owner); prints its name and password.")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "viewer or editor") var role: String
        @Option(help: "The actor written into operations made through the views.") var actor: String
        @Option(help: "The role's name (default: gj_ and the actor).") var name: String?

        func run() async throws {
            guard let role = Role(rawValue: role), role != .admin else { throw ValidationError("role must be viewer or editor") }
            let (actor, name) = (self.actor, self.name)
            let user = try await database.withClient { client, logger in
                try await DatabaseUsers(client: client, logger: logger).create(actor: actor, role: role, name: name)
            }
            print("user \(user.name)")
            print("password \(user.password)")
        }
    }
}

struct Verify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Recompute every hash chain; exit non-zero at the first broken position.")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace: String?

    func run() async throws {
        let workspace = self.workspace
        let report = try await database.withClient { client, logger in try await ChainVerifier(client: client, logger: logger).verify(workspace: workspace) }
        print("checked \(report.eventsChecked) events in \(report.workspacesChecked) workspace(s)")
        for f in report.findings { print("BROKEN workspace \(f.workspace) at position \(f.position): \(f.reason)") }
        if !report.isIntact { throw ExitCode(2) }
        print("hash chain intact")
    }
}

struct Sample: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create a sample workspace with sample layers (idempotent).")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace = "demo"

    func run() async throws {
        let ws = workspace
        try await database.withClient { client, logger in
            let journal = Journal(client: client, logger: logger)
            do {
                _ = try await journal.createWorkspace(id: ws, title: "Sample workspace", actor: "sample")
            } catch JournalError.alreadyExists {
                // keep it
            }
            for (name, body) in try SampleFixtures.layers() {
                let context = AppendContext(actor: "sample", kind: .schema)
                let (outcome, _) = try await journal.defineLayer(workspace: ws, name: name, body: body, force: false, context: context)
                print("layer \(name): position \(outcome.operation.lastPosition)\(outcome.replayed ? " (unchanged)" : "")")
            }
        }
    }
}

/// The layer fixtures shipped in `Fixtures/` (found like `Schema/`).
enum SampleFixtures {
    static func layers() throws -> [(String, JSONValue)] {
        let schema = try Migrator.locateSchemaDirectory()
        let dir = schema.deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { file in
            let data = try Data(contentsOf: dir.appendingPathComponent(file))
            return (String(file.dropLast(5)), try JSONValue.parse(Array(data)))
        }
    }
}
