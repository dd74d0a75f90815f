import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// The pool of the PostgreSQL server that accepts writes, followed through a failover.
///
/// A `PostgresClient` connects to one host. Given a ``DatabaseURL`` that names several (or asks
/// for `target_session_attrs=read-write`), this holder starts with the host that accepts writes
/// (``PrimaryLocator``) and then checks it every ``checkInterval`` through its own pool. When the
/// check fails (the host is gone) or finds it in recovery (a former primary restarted as a
/// standby), it asks every listed host, every ``searchInterval`` until one accepts writes; if that
/// is another host (a promoted standby), a pool of that host takes over: new work goes there, and
/// the old pool is shut down, which fails whatever still waits on it as unavailable (503). Until a
/// host is found,
/// work keeps going to the old pool and fails the same way. The same host coming back (a restart)
/// is no switch: its pool reconnects by itself, as it does with one host.
///
/// Everything the process remembers of the old server (writer heads, in-memory indexes and
/// graphs, heard-of heads) may include commits the new one never received: the callbacks given
/// to ``onSwitch(_:)`` forget it, and it is read again from the new primary.
///
/// ```swift
/// let primary = await PrimaryPool.locating(url: try DatabaseURL("postgres://gj:pw@db1,db2/geojournal"), maxConnections: 20, logger: logger)
/// let journal = Journal(primary: primary, logger: logger)
/// // run `primary` as a service; `journal` always uses `primary.client`
/// ```
public final class PrimaryPool: Service, Sendable {
    private struct State {
        var client: PostgresClient
        var endpoint: DatabaseURL.Endpoint?
        /// Resumed to stop the current client's `run()` (after a switch).
        var retire = Once<Void>()
        var acceptsWrites = true
        var switches = 0
        var onSwitch: [@Sendable () async -> Void] = []
    }

    private let state: Mutex<State>
    private let locator: PrimaryLocator?
    private let maxConnections: Int
    private let logger: Logger

    static let checkInterval: Duration = .milliseconds(500)
    static let searchInterval: Duration = .milliseconds(250)
    /// How long the check through the pool may take before the hosts are asked directly (a pool
    /// whose host is gone waits for a connection instead of failing).
    static let checkTimeout: Duration = .milliseconds(500)

    /// A pool that stays with the client it is given (one host, or tests).
    public init(client: PostgresClient) {
        state = Mutex(State(client: client))
        locator = nil
        maxConnections = 0
        logger = Logger(label: "geojournal.primary")
    }

    /// A pool of `url`'s host that accepts writes, following it through failovers when the URL
    /// ``DatabaseURL/locatesPrimary``; otherwise a plain pool of its one host. When no host
    /// accepts writes yet, it starts with the first and keeps looking once running.
    public static func locating(url: DatabaseURL, maxConnections: Int, logger: Logger) async -> PrimaryPool {
        guard url.locatesPrimary else {
            return PrimaryPool(client: PostgresClient(configuration: url.configuration(maxConnections: maxConnections), backgroundLogger: logger))
        }
        let locator = PrimaryLocator(url: url, logger: logger)
        let found = await locator.locate()
        if found == nil { logger.warning("none of \(url) accepts writes now; starting with the first and looking again") }
        let endpoint = found ?? url.endpoints[0]
        return PrimaryPool(locator: locator, endpoint: endpoint, maxConnections: maxConnections, logger: logger)
    }

    private init(locator: PrimaryLocator, endpoint: DatabaseURL.Endpoint, maxConnections: Int, logger: Logger) {
        let client = PostgresClient(configuration: locator.url.configuration(endpoint: endpoint, maxConnections: maxConnections), backgroundLogger: logger)
        state = Mutex(State(client: client, endpoint: endpoint))
        self.locator = locator
        self.maxConnections = maxConnections
        self.logger = logger
    }

    /// The pool of the current primary: read it for each piece of work, never keep it.
    public var client: PostgresClient { state.withLock { $0.client } }

    /// The host in use (nil for a pool given as a client).
    public var endpoint: DatabaseURL.Endpoint? { state.withLock { $0.endpoint } }

    /// Switches to another host so far.
    public var switches: Int { state.withLock { $0.switches } }

    /// Whether the last check found the host in use accepting writes.
    public var acceptsWrites: Bool { state.withLock { $0.acceptsWrites } }

    /// Calls `body` after each switch to another host, once new work goes to it.
    public func onSwitch(_ body: @escaping @Sendable () async -> Void) {
        state.withLock { $0.onSwitch.append(body) }
    }

    public func run() async throws {
        let (first, retireFirst) = state.withLock { ($0.client, $0.retire) }
        guard let locator else {
            await first.run()
            return
        }
        await withDiscardingTaskGroup { group in
            Self.start(first, retire: retireFirst, in: &group)
            var current = state.withLock { $0.endpoint! }
            while !Task.isCancelled && !Task.isShuttingDownGracefully {
                do {
                    let pause = acceptsWrites ? Self.checkInterval : Self.searchInterval
                    try await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
                } catch {
                    break
                }
                // While nothing accepts writes, the pool of the lost host would only make the
                // check wait for a connection: ask the hosts straight away.
                let searching = !acceptsWrites
                if !searching, await checkCurrent() { continue }
                guard let found = await locator.locate() else {
                    if !searching { logger.warning("\(locator.url.description(of: current)) does not accept writes, nor does any other host of \(locator.url); looking every \(Self.searchInterval)") }
                    state.withLock { $0.acceptsWrites = false }
                    continue
                }
                if found == current {
                    // A busy pool, or the same server back after a restart: no switch.
                    if searching { logger.info("\(locator.url.description(of: current)) accepts writes again") }
                    state.withLock { $0.acceptsWrites = true }
                    continue
                }
                let next = PostgresClient(configuration: locator.url.configuration(endpoint: found, maxConnections: maxConnections), backgroundLogger: logger)
                let retireNext = Once<Void>()
                await Self.startAndWait(next, retire: retireNext, in: &group)
                let (retired, callbacks) = state.withLock { s in
                    let retired = s.retire
                    s.client = next
                    s.endpoint = found
                    s.retire = retireNext
                    s.acceptsWrites = true
                    s.switches += 1
                    return (retired, s.onSwitch)
                }
                logger.warning("the primary is now \(locator.url.description(of: found)) (was \(locator.url.description(of: current))); in-memory state is read again from it")
                current = found
                for callback in callbacks { await callback() }
                retired.resume(())
            }
            // The clients' `run()` end at the graceful shutdown by themselves.
        }
    }

    /// Asks the host in use, through its pool, whether it still accepts writes (false too when the
    /// pool gives no connection within ``checkTimeout``: then the hosts are asked directly).
    private func checkCurrent() async -> Bool {
        let client = self.client
        let answer = Once<Bool>()
        let work = Task {
            do {
                let inRecovery = try await client.withLiveConnection { [logger] conn in
                    var inRecovery = true
                    for try await value in try await conn.query("SELECT pg_is_in_recovery()", logger: logger).decode(Bool.self) { inRecovery = value }
                    return inRecovery
                }
                answer.resume(!inRecovery)
            } catch {
                answer.resume(false)
            }
        }
        let timer = Task {
            try? await Task.sleep(for: Self.checkTimeout)
            answer.resume(false)
        }
        let accepts = await answer.value
        timer.cancel()
        work.cancel()
        return accepts
    }

    /// Runs `client` until `retire` is resumed or the service stops.
    private static func start(_ client: PostgresClient, retire: Once<Void>, in group: inout DiscardingTaskGroup, started: Once<Void>? = nil) {
        group.addTask {
            await withTaskGroup(of: Void.self) { pool in
                pool.addTask {
                    started?.resume(())
                    await client.run()
                    retire.resume(())
                }
                pool.addTask { await retire.value }
                _ = await pool.next()
                pool.cancelAll()
            }
        }
    }

    /// ``start(_:retire:in:started:)``, returning once the client's `run()` is under way (a lease
    /// taken before it warns, and under load it failed).
    private static func startAndWait(_ client: PostgresClient, retire: Once<Void>, in group: inout DiscardingTaskGroup) async {
        let started = Once<Void>()
        start(client, retire: retire, in: &group, started: started)
        await started.value
    }
}
