import Synchronization

/// Runs async work one piece at a time, in the order it arrives (a lock that suspends instead of
/// blocking a thread).
///
/// ```swift
/// let lock = AsyncSerialLock()
/// try await lock.run { try await writeEdgeTableChanges() }
/// ```
final class AsyncSerialLock: Sendable {
    private struct State {
        var busy = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())

    func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = state.withLock { s in
                if s.busy { s.waiters.append(continuation); return false }
                s.busy = true
                return true
            }
            if free { continuation.resume() }
        }
    }

    private func release() {
        let next = state.withLock { s -> CheckedContinuation<Void, Never>? in
            if s.waiters.isEmpty { s.busy = false; return nil }
            return s.waiters.removeFirst()
        }
        next?.resume()
    }
}
