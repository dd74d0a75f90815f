import Foundation
import Hummingbird
import HummingbirdCore
import Journal
import Logging
import PostgresNIO
import ServiceLifecycle

/// Builds the HTTP application: routes, middleware, and the PostgreSQL pool as a service.
///
/// ```swift
/// let app = try GeoJournalServer.makeApplication(primary: PrimaryPool(client: client), hostname: "127.0.0.1", port: 8080, logger: logger)
/// try await app.runService()
/// ```
public enum GeoJournalServer {
    /// A replica neither made nor synchronized for this long is reported unused in `/metrics`.
    public static let defaultReplicaUnusedAfter: Duration = .seconds(30 * 86_400)

    public static func makeRouter(journal: Journal, tokens: TokenStore, metrics: ServiceMetrics,
                                  limits: RequestLimits = RequestLimits(), access: WorkspaceAccess? = nil,
                                  trustedProxies: TrustedProxies = .none,
                                  replicaUnusedAfter: Duration = GeoJournalServer.defaultReplicaUnusedAfter) -> Router<GeoJournalContext> {
        let router = Router(context: GeoJournalContext.self)
        let limiter = TokenLimiter(limits: limits)
        // Requests without a token read public workspaces (AuthMiddleware decides, in one place);
        // a change of the flag on any node reaches this one through the change notifier.
        let access = access ?? WorkspaceAccess(primary: journal.primary, logger: journal.logger, notifier: journal.notifier)
        let auth = AuthMiddleware(tokens: tokens, limiter: limiter, access: access)
        // Behind a trusted proxy the client is the one X-Forwarded-For names, before any limit applies.
        if !trustedProxies.isEmpty { router.middlewares.add(ForwardedClientMiddleware(trusted: trustedProxies)) }
        router.middlewares.add(MetricsMiddleware(metrics: metrics))
        router.middlewares.add(ProblemMiddleware<GeoJournalContext>())
        router.middlewares.add(PositionMiddleware<GeoJournalContext>())
        ServiceRoutes(journal: journal, metrics: metrics, replicaUnusedAfter: replicaUnusedAfter).add(to: router, authenticated: router.group().add(middleware: AuthMiddleware(tokens: tokens, limiter: limiter)))
        // The version a request names is resolved before GeoJournal-Min-Position is waited for:
        // in a version, the position is one of the version's line.
        let v1 = router.group("v1").add(middleware: auth).add(middleware: VersionMiddleware(journal: journal))
            .add(middleware: MinPositionMiddleware(journal: journal))
        WorkspaceRoutes(journal: journal).add(to: v1)
        LayerRoutes(journal: journal).add(to: v1)
        ContingentValueRoutes(journal: journal).add(to: v1)
        EditRoutes(journal: journal, metrics: metrics).add(to: v1)
        GeometryEditRoutes(journal: journal, metrics: metrics).add(to: v1)
        FeatureRoutes(journal: journal).add(to: v1)
        JournalRoutes(journal: journal).add(to: v1)
        AuditRoutes(journal: journal).add(to: v1)
        FeedRoutes(journal: journal, limiter: limiter).add(to: v1)
        SessionRoutes(journal: journal, metrics: metrics).add(to: v1)
        SnapRoutes(journal: journal).add(to: v1)
        NetworkRoutes(journal: journal).add(to: v1)
        VersionRoutes(journal: journal).add(to: v1)
        ReplicaRoutes(journal: journal, unusedAfter: replicaUnusedAfter).add(to: v1)
        AccessRoutes(journal: journal, access: access).add(
            me: router.group("v1").add(middleware: AuthMiddleware(tokens: tokens, limiter: limiter, access: access, anonymous: .always))
                .add(middleware: MinPositionMiddleware(journal: journal)), to: v1)
        ConsoleRoutes().add(to: router)
        let ogc = router.group("ogc").add(middleware: auth).add(middleware: VersionMiddleware(journal: journal))
            .add(middleware: MinPositionMiddleware(journal: journal))
        OGCRoutes(journal: journal, metrics: metrics).add(to: ogc)
        OGCTransactionRoutes(journal: journal, metrics: metrics).add(to: ogc)
        OGCTileRoutes(journal: journal, access: access).add(to: ogc)
        // GeoServices errors are Esri's envelope, authentication failures included; the token may be a parameter.
        // `info` and `generateToken` are open: clients read them to learn how to authenticate.
        GeoServicesRoutes(journal: journal, tokens: tokens, access: access).add(
            open: router.group("arcgis").add(middleware: GeoServicesMiddleware()),
            authenticated: router.group("arcgis/rest").add(middleware: GeoServicesMiddleware()).add(middleware: auth)
                .add(middleware: VersionMiddleware(journal: journal)).add(middleware: MinPositionMiddleware(journal: journal)))
        return router
    }

    /// The router behind a ``DeadlineResponder``: what the server runs (and the tests call).
    public static func makeResponder(journal: Journal, tokens: TokenStore, metrics: ServiceMetrics,
                                     requestTimeout: Duration = .seconds(10), limits: RequestLimits = RequestLimits(),
                                     trustedProxies: TrustedProxies = .none,
                                     replicaUnusedAfter: Duration = GeoJournalServer.defaultReplicaUnusedAfter) -> some HTTPResponder<GeoJournalContext> {
        DeadlineResponder(makeRouter(journal: journal, tokens: tokens, metrics: metrics, limits: limits, trustedProxies: trustedProxies,
                                     replicaUnusedAfter: replicaUnusedAfter).buildResponder(),
                          timeout: requestTimeout)
    }

    /// The HTTP/1.1 server every `serve` runs: Hummingbird's, with `Expect: 100-continue` answered
    /// (``ExpectContinue``).
    public static var httpServer: HTTPServerBuilder {
        .http1(configuration: .init(additionalChannelHandlers: [ExpectContinue()]))
    }

    /// The service as `geojournal serve` runs it. With a `watchdog`, its parts are recorded so an
    /// overdue shutdown can say what it waited for (``ShutdownWatchdog``).
    public static func makeApplication(primary: PrimaryPool, hostname: String, port: Int, logger: Logger,
                                       requestTimeout: Duration = .seconds(10), limits: RequestLimits = RequestLimits(),
                                       watchdog: ShutdownWatchdog? = nil, networkHistory: NetworkGraphs.History = .init(),
                                       replicas: ReadReplicas? = nil, computeThreads: Int = ComputePool.defaultThreads,
                                       trustedProxies: TrustedProxies = .none,
                                       replicaUnusedAfter: Duration = GeoJournalServer.defaultReplicaUnusedAfter) -> some ApplicationProtocol {
        let journal = Journal(primary: primary, logger: logger, replicas: replicas, compute: ComputePool(threads: computeThreads), networkHistory: networkHistory)
        watchdog?.describe { journal.background.running }
        let tokens = TokenStore(primary: primary)
        let metrics = ServiceMetrics()
        var app = Application(
            responder: makeResponder(journal: journal, tokens: tokens, metrics: metrics, requestTimeout: requestTimeout, limits: limits,
                                     trustedProxies: trustedProxies, replicaUnusedAfter: replicaUnusedAfter),
            server: httpServer,
            configuration: .init(address: .hostname(hostname, port: port), serverName: "GeoJournal"),
            logger: logger)
        // Stopped in reverse order, after the HTTP server: the background tasks end (every queued
        // edit written and answered) before the compute threads they use and the pool stop.
        if let watchdog {
            app.addServices(watchdog.track("the PostgreSQL pool", primary))
            if let replicas { app.addServices(watchdog.track("the replicas' pools", replicas)) }
            app.addServices(watchdog.track("the compute threads", journal.compute))
            app.addServices(watchdog.track("the change notifier", journal.notifier), watchdog.track("the journal's background tasks", journal.background))
        } else {
            app.addServices(primary)
            if let replicas { app.addServices(replicas) }
            app.addServices(journal.compute, journal.notifier, journal.background)
        }
        return app
    }
}
