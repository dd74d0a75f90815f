import Logging
import ServiceLifecycle
import Synchronization

/// The work the journal starts that outlives the call that started it: a workspace writer working
/// through its queue, an edge table rewritten after an operation was acknowledged. Each runs as a
/// task recorded here under a name until it ends.
///
/// As a service, `BackgroundTasks` is part of the service's lifecycle: its graceful shutdown
/// (after the HTTP server has stopped taking requests, before the compute threads and the
/// PostgreSQL pool stop) waits until every recorded task has ended, tasks started by those tasks
/// included, so no queued edit is cut off and no caller waits for an answer that never comes. If
/// the service group cancels it (the shutdown overran), it cancels the tasks it still waits for.
/// ``ShutdownWatchdog`` names those through ``running``.
///
/// ```swift
/// let write = journal.background.start("the commit of a batch in \(workspace)") { await commit() }
/// await write.value
/// ```
///
/// A journal whose services nobody runs (a test's, a command's) works the same: the tasks run
/// whether or not the service does; only the waiting at shutdown needs it.
public final class BackgroundTasks: Service, Sendable {
    private struct State {
        var running: [Int: (name: String, cancel: (@Sendable () -> Void)?)] = [:]
        var next = 0
        var cancelled = false
        /// Resumed when the last recorded task ends (set while the graceful shutdown waits).
        var idle: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    public init() {}

    /// Starts `body` as a recorded task named `name`; the returned task answers its result.
    @discardableResult
    public func start<T: Sendable>(_ name: String, _ body: @escaping @Sendable () async -> T) -> Task<T, Never> {
        let id = state.withLock { s in
            defer { s.next &+= 1 }
            s.running[s.next] = (name, nil)
            return s.next
        }
        let task = Task {
            defer { ended(id) }
            return await body()
        }
        state.withLock { s in
            // Unless it has ended already, kept so that a cancelled shutdown can cancel it.
            if s.running[id] != nil { s.running[id]?.cancel = { task.cancel() } }
        }
        return task
    }

    /// The names of the recorded tasks still running, in the order they started (a name that
    /// several share is given once, with their count).
    public var running: [String] {
        let names = state.withLock { s in s.running.sorted { $0.key < $1.key }.map(\.value.name) }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!))" : $0 }
    }

    /// Waits for the graceful shutdown, then for every recorded task to end.
    public func run() async {
        try? await gracefulShutdown()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let done = state.withLock { s -> Bool in
                    if s.running.isEmpty || s.cancelled { return true }
                    s.idle = continuation
                    return false
                }
                if done { continuation.resume() }
            }
        } onCancel: {
            let (cancels, idle) = state.withLock { s in
                defer { s.idle = nil }
                s.cancelled = true
                return (s.running.values.compactMap(\.cancel), s.idle)
            }
            for cancel in cancels { cancel() }
            idle?.resume()
        }
    }

    private func ended(_ id: Int) {
        let idle = state.withLock { s -> CheckedContinuation<Void, Never>? in
            s.running[id] = nil
            guard s.running.isEmpty else { return nil }
            defer { s.idle = nil }
            return s.idle
        }
        idle?.resume()
    }
}
