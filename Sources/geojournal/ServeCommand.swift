import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

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
