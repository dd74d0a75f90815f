import Foundation
import Logging
import NIOPosix
import ServiceLifecycle
import Synchronization

/// The threads where the journal's long synchronous computations run: graph loads and as-of graph
/// derivations, traces and their answers, edge tables, snap index builds. `serve` runs Swift tasks
/// on NIO's event loops (two on two cores): one trace of a million edges run there held up every
/// connection of its loop, `/health` included, for up to a second. The caller awaits the result
/// and its event loop serves other requests meanwhile.
///
/// One `NIOThreadPool` of ``threads`` threads, started on first use. As a service it is part of
/// the service's lifecycle: it stops after the journal's background tasks (which use it) have
/// ended. Work asked of it after that fails as ``JournalError/unavailable(_:)``. A caller whose
/// task is cancelled (its request's deadline passed) before its work started leaves the work
/// undone; work that has started runs to its end (a computation cannot be interrupted).
///
/// The pool's threads run at a lower CPU priority than the event loops (nice ``niceness``): on
/// two cores, two computations at full speed left the event loops a share of the CPU, and
/// `/health` waited for it (up to half a second during a graph load). The kernel now hands the
/// cores to an event loop with work first; the computations take what is left, which on an idle
/// service is all of it.
///
/// ```swift
/// let result = try await journal.compute.run { graph.trace(request) }
/// ```
public final class ComputePool: Service, Sendable {
    private enum State {
        case idle
        case running(NIOThreadPool)
        case stopped
    }

    /// Threads of the pool.
    public let threads: Int
    private let state = Mutex(State.idle)

    /// Two threads on two cores: a trace does not wait for a whole graph load of another network,
    /// and the kernel still shares the cores with the event loops (which only wait on sockets).
    public static var defaultThreads: Int { max(2, ProcessInfo.processInfo.activeProcessorCount - 1) }

    public init(threads: Int = ComputePool.defaultThreads) {
        self.threads = max(1, threads)
    }

    /// Runs `body` on one of the pool's threads; the calling task is suspended meanwhile.
    public func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws(JournalError) -> T {
        let pool: NIOThreadPool? = state.withLock { s in
            switch s {
            case .running(let pool): return pool
            case .stopped: return nil
            case .idle:
                let pool = NIOThreadPool(numberOfThreads: threads)
                pool.start()
                s = .running(pool)
                return pool
            }
        }
        guard let pool else { throw JournalError.unavailable("the service is shutting down") }
        do {
            return try await pool.runIfActive {
                Self.yieldToEventLoops()
                return try body()
            }
        } catch let error as JournalError {
            throw error
        } catch is CancellationError {
            throw JournalError.unavailable("the request was cancelled before its computation started")
        } catch is NIOThreadPoolError.ThreadPoolInactive {
            throw JournalError.unavailable("the service is shutting down")
        } catch {
            throw JournalError.from(error)
        }
    }

    /// The nice value of the pool's threads (0 is the event loops'; 19 the lowest priority).
    public static let niceness: Int32 = 10

    /// Lowers the calling thread's priority to ``niceness`` (on Linux a nice value belongs to a
    /// thread, and `who` 0 names the caller). Once a thread is lowered the call changes nothing;
    /// a refusal (a container without the right) leaves the priority as it is.
    static func yieldToEventLoops() {
        #if os(Linux)
        if getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) < niceness {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        }
        #endif
    }

    /// Waits for the graceful shutdown, then stops the threads.
    public func run() async throws {
        try? await gracefulShutdown()
        try await stop()
    }

    /// Stops the threads (after the work queued has run); later work fails.
    public func stop() async throws {
        let pool: NIOThreadPool? = state.withLock { s in
            defer { s = .stopped }
            if case .running(let pool) = s { return pool }
            return nil
        }
        try await pool?.shutdownGracefully()
    }

    deinit {
        // A journal nobody ran as a service (a test's, a command's): its threads end with it.
        if case .running(let pool) = state.withLock({ $0 }) { pool.shutdownGracefully { _ in } }
    }
}
