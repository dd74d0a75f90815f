import Logging
import PostgresNIO
import Synchronization

/// Pooled connections whose work fails as soon as PostgreSQL closes them.
///
/// A statement handed to a connection that PostgreSQL has just closed (a restart, a crash, an
/// administrator's `pg_terminate_backend`) can wait forever: once the connection's channel is
/// torn down, the statement never reaches the handler that would fail it. For a request that
/// only costs its deadline; for the single writer of a workspace it
/// stalls every later append until the process restarts. These helpers race the work against
/// the connection's close: whichever comes first decides, and a statement caught on a closed
/// connection ends as `JournalError.unavailable`. Its task is left behind to end on its own: it
/// holds no connection of the pool, and a body that uses a room of the journal after a statement
/// keeps the journal itself (the journal's rooms reach it weakly; ``Extents`` does so).
extension PostgresClient {
    /// `withConnection`, failing as soon as the connection closes.
    public func withLiveConnection<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await withConnection { conn in try await conn.failingWhenClosed(body) }
    }

    /// `withTransaction`, failing as soon as the connection closes (the transaction is then
    /// rolled back by PostgreSQL, or its commit's fate is unknown to the caller).
    public func withLiveTransaction<T: Sendable>(logger: Logger, _ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await withConnection { conn in
            try await conn.failingWhenClosed { conn in
                try await conn.withTransaction(logger: logger) { conn in try await body(conn) }
            }
        }
    }
}

extension PostgresConnection {
    /// Runs `body` on this connection; throws `unavailable` as soon as the connection closes,
    /// even if `body` is waiting for an answer that will never come.
    public func failingWhenClosed<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        let answer = Once<Result<T, any Error>>()
        let work = Mutex<Task<Void, Never>?>(nil)
        let token = ConnectionCloseWatch.shared.watch(self) {
            answer.resume(.failure(JournalError.unavailable("PostgreSQL closed the connection while the journal was using it; retry (with the same Idempotency-Key for an edit)")))
        }
        defer { ConnectionCloseWatch.shared.unwatch(self, token: token) }
        let result: Result<T, any Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.set(continuation)
                let task = Task.immediate {
                    do {
                        answer.resume(.success(try await body(self)))
                    } catch {
                        answer.resume(.failure(error))
                    }
                }
                work.withLock { $0 = task }
            }
        } onCancel: {
            work.withLock { $0 }?.cancel()
        }
        return try result.get()
    }
}

/// One close callback per pooled connection (a callback per statement would pile up on a
/// connection that lives for hours), fanning out to the statements running on it.
final class ConnectionCloseWatch: Sendable {
    static let shared = ConnectionCloseWatch()

    private struct State {
        var watched: [ObjectIdentifier: [Int: @Sendable () -> Void]] = [:]
        var next = 0
    }
    private let state = Mutex(State())

    /// Calls `onClose` if the connection closes (or has closed) before ``unwatch(_:token:)``.
    func watch(_ conn: PostgresConnection, onClose: @escaping @Sendable () -> Void) -> Int {
        let key = ObjectIdentifier(conn)
        let (token, first) = state.withLock { s -> (Int, Bool) in
            s.next += 1
            let first = s.watched[key] == nil
            s.watched[key, default: [:]][s.next] = onClose
            return (s.next, first)
        }
        if first {
            // Runs at once when the connection has already closed.
            conn.closeFuture.whenComplete { _ in
                let callbacks = self.state.withLock { $0.watched.removeValue(forKey: key) } ?? [:]
                for callback in callbacks.values { callback() }
            }
        }
        return token
    }

    func unwatch(_ conn: PostgresConnection, token: Int) {
        _ = state.withLock { $0.watched[ObjectIdentifier(conn)]?.removeValue(forKey: token) }
    }
}
