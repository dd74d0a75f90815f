import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// Wakes feed followers when a workspace's head moves. One pooled connection LISTENs on
/// `geojournal_events` (every write NOTIFYs at its commit, geojournal_write_batch); followers wait
/// here and then
/// read events by position, so a lost notification only delays them until their next timeout,
/// never skips an event. After a reconnect every follower is woken to re-read.
///
/// The same channel carries changes of who may read a workspace (`<workspace> public` or
/// `<workspace> private`, sent by a trigger on `workspaces.public_read`,
/// Schema/functions/geojournal_access_changed.sql): ``WorkspaceAccess`` hears them here, so a
/// workspace made private is private on every node at once.
///
/// ```swift
/// let changed = await notifier.wait(workspace: "naperville", after: 1041, timeout: .seconds(15))
/// ```
public final class ChangeNotifier: Service, Sendable {
    struct Waiter {
        var workspace: String
        var after: Int64
        var continuation: CheckedContinuation<Bool, Never>
    }

    struct State {
        var heads: [String: Int64] = [:]
        var waiters: [UUID: Waiter] = [:]
        var listening = false
        var accessObservers: [@Sendable (AccessChange) -> Void] = []
    }

    /// What the notifier heard of a workspace's public flag.
    public enum AccessChange: Sendable, Equatable {
        /// The workspace was made public (true) or private (false).
        case changed(workspace: String, isPublic: Bool)
        /// Changes may have been missed (the LISTEN connection was down): forget what is known.
        case unknown
    }

    public static let channel = "geojournal_events"
    let primary: PrimaryPool
    /// The current primary's pool (after a failover, the LISTEN connection is made again there).
    var client: PostgresClient { primary.client }
    let logger: Logger
    private let state = Mutex(State())

    public convenience init(client: PostgresClient, logger: Logger) {
        self.init(primary: PrimaryPool(client: client), logger: logger)
    }

    public init(primary: PrimaryPool, logger: Logger) {
        self.primary = primary
        self.logger = logger
    }

    /// The highest head this process has heard of for a workspace (its own commits and NOTIFYs).
    public func knownHead(workspace: String) -> Int64? { state.withLock { $0.heads[workspace] } }

    /// Every head this process has heard of, by workspace.
    public var knownHeads: [String: Int64] { state.withLock { $0.heads } }

    /// Whether the LISTEN connection is up (for `/health` and metrics).
    public var isListening: Bool { state.withLock { $0.listening } }

    public func run() async throws {
        await withGracefulShutdownHandler {
            await listenUntilCancelled()
        } onGracefulShutdown: {
            self.wakeAll()
        }
    }

    private func listenUntilCancelled() async {
        var backoff: Duration = .milliseconds(100)
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                // While PostgreSQL is down the wait for a connection has no end of its own: a
                // graceful shutdown cancels it.
                try await cancelWhenGracefulShutdown { try await self.listenOnce() }
            } catch {
                if Task.isCancelled || Task.isShuttingDownGracefully { break }
                logger.warning("change notifications interrupted, reconnecting: \(String(describing: error))")
            }
            // A connection that got as far as listening starts the backoff over.
            let listened = state.withLock { s -> Bool in
                defer { s.listening = false }
                return s.listening
            }
            if listened { backoff = .milliseconds(100) }
            wakeAll()
            let pause = backoff
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
            backoff = min(backoff * 2, .seconds(5))
        }
        state.withLock { $0.listening = false }
    }

    /// One LISTEN connection, until it drops (or shuts down: the connection then goes back to the
    /// pool with an UNLISTEN sent).
    private func listenOnce() async throws {
        try await client.withConnection { conn in
            try await conn.listen(on: Self.channel) { notifications in
                self.state.withLock { $0.listening = true }
                self.wakeAll()
                // What changed while nobody listened is unknown.
                self.heard(.unknown)
                for try await notification in notifications.cancelOnGracefulShutdown() {
                    let parts = notification.payload.split(separator: " ")
                    guard parts.count == 2 else { continue }
                    if let head = Int64(parts[1]) {
                        self.moved(workspace: String(parts[0]), head: head)
                    } else if parts[1] == "public" || parts[1] == "private" {
                        self.heard(.changed(workspace: String(parts[0]), isPublic: parts[1] == "public"))
                    }
                }
            }
        }
    }

    /// Records a new head (also called by this process's own writer, so local followers do not
    /// wait for the round trip through PostgreSQL).
    public func moved(workspace: String, head: Int64) {
        let ready: [CheckedContinuation<Bool, Never>] = state.withLock { s in
            s.heads[workspace] = max(s.heads[workspace] ?? 0, head)
            var out: [CheckedContinuation<Bool, Never>] = []
            for (id, w) in s.waiters where w.workspace == workspace && w.after < head {
                out.append(w.continuation)
                s.waiters[id] = nil
            }
            return out
        }
        for c in ready { c.resume(returning: true) }
    }

    /// Calls `observer` with every change of a workspace's public flag this process hears of, and
    /// with ``AccessChange/unknown`` whenever changes may have been missed (a reconnect).
    public func observeAccess(_ observer: @escaping @Sendable (AccessChange) -> Void) {
        state.withLock { $0.accessObservers.append(observer) }
    }

    func heard(_ change: AccessChange) {
        for observer in state.withLock({ $0.accessObservers }) { observer(change) }
    }

    /// Forgets every head heard of and wakes every waiter (after a switch to another primary,
    /// which may not have the last heads heard from the old one).
    public func forgetHeads() {
        state.withLock { $0.heads.removeAll() }
        wakeAll()
    }

    /// Wakes every waiter (reconnect or shutdown): they re-read from their position.
    public func wakeAll() {
        let all = state.withLock { s in
            let out = s.waiters.values.map(\.continuation)
            s.waiters.removeAll()
            return out
        }
        for c in all { c.resume(returning: true) }
    }

    /// Waits until the workspace's head passes `after` (true) or the timeout passes (false).
    public func wait(workspace: String, after: Int64, timeout: Duration) async -> Bool {
        let id = UUID()
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let immediate: Bool = self.state.withLock { s in
                        if (s.heads[workspace] ?? 0) > after { return true }
                        s.waiters[id] = Waiter(workspace: workspace, after: after, continuation: continuation)
                        return false
                    }
                    if immediate { continuation.resume(returning: true) }
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                let waiter = self.state.withLock { $0.waiters.removeValue(forKey: id) }
                waiter?.continuation.resume(returning: false)
                return false
            }
            let first = await group.next() ?? false
            // Whichever finished first, make sure the other one ends too.
            let waiter = self.state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(returning: first)
            group.cancelAll()
            return first
        }
    }
}
