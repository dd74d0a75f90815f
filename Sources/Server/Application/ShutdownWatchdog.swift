import Dispatch
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// Makes sure that stopping always stops. The first SIGTERM or SIGINT starts the graceful
/// shutdown (ServiceLifecycle's); the watchdog starts a clock beside it. If the process is still
/// alive when the deadline passes, something waits for what will never come: the watchdog logs
/// which parts of the service have not finished and exits with status 70 (EX_SOFTWARE) instead of
/// staying alive. More signals while the shutdown runs change nothing (it goes on, and the clock
/// keeps its deadline).
///
/// ```swift
/// let watchdog = ShutdownWatchdog(deadline: .seconds(30), logger: logger)
/// watchdog.arm()
/// app.addServices(watchdog.track("postgres pool", client))
/// ```
public final class ShutdownWatchdog: Sendable {
    let deadline: Duration
    let logger: Logger
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "geojournal.shutdown-watchdog")

    struct State {
        var running: [String: Int] = [:]
        var describers: [@Sendable () -> [String]] = []
        /// Kept alive for the life of the process (a released source stops listening).
        var sources: [SignalSource] = []
        var signalled = 0
    }

    public init(deadline: Duration, logger: Logger) {
        self.deadline = deadline
        self.logger = logger
    }

    /// Listens for SIGTERM and SIGINT (beside ServiceLifecycle, which starts the graceful shutdown).
    public func arm() {
        for sig in [SIGTERM, SIGINT] {
            // Ignored as a default action, so only the dispatch sources see it (as ServiceLifecycle does).
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { [self] in signalled(sig) }
            source.resume()
            let kept = SignalSource(source)
            state.withLock { $0.sources.append(kept) }
        }
    }

    /// Records that a part of the service runs until `body` returns.
    public func running<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T {
        state.withLock { $0.running[name, default: 0] += 1 }
        defer { state.withLock { s in
            s.running[name, default: 1] -= 1
            if s.running[name] == 0 { s.running[name] = nil }
        } }
        return try await body()
    }

    /// A service whose run is recorded under `name`.
    public func track(_ name: String, _ service: any Service) -> any Service {
        TrackedService(name: name, service: service, watchdog: self)
    }

    /// Adds parts that another module knows to be at work (a workspace's writer with queued work).
    public func describe(_ parts: @escaping @Sendable () -> [String]) {
        state.withLock { $0.describers.append(parts) }
    }

    /// The parts still running, by name (with a count where several run under one name).
    public var stillRunning: [String] {
        let (running, describers) = state.withLock { ($0.running, $0.describers) }
        return running.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key) (\($0.value))" : $0.key } + describers.flatMap { $0() }
    }

    private func signalled(_ sig: Int32) {
        let first = state.withLock { s -> Bool in
            s.signalled += 1
            return s.signalled == 1
        }
        let name = sig == SIGINT ? "SIGINT" : "SIGTERM"
        guard first else {
            logger.notice("\(name) again: the graceful shutdown is under way (the process exits within \(deadline) of the first signal)")
            return
        }
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        queue.asyncAfter(deadline: .now() + seconds) { [self] in expire() }
    }

    private func expire() {
        let pending = stillRunning
        logger.critical("the graceful shutdown did not finish within \(deadline); still waiting for: \(pending.isEmpty ? "the HTTP server" : pending.joined(separator: ", ")); exiting with status 70")
        // Unbuffered: what was logged is written. fflush(nil) flushes every stream.
        fflush(nil)
        exit(70)
    }
}

/// A dispatch signal source, handed to the watchdog's state once and only kept there.
final class SignalSource: @unchecked Sendable {
    let source: any DispatchSourceSignal
    init(_ source: any DispatchSourceSignal) { self.source = source }
}
