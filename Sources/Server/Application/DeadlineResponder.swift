import Foundation
import Hummingbird
import Journal
import Synchronization

/// Answers every request within a deadline. The routes run in their own task; if the deadline
/// passes first (PostgreSQL down or restarting, a connection pool that cannot hand out a
/// connection), the caller gets a 503 problem+json with `Retry-After` at once, and the route's
/// task is cancelled (a wait for a pooled connection ends with it). Appends still queued for
/// the workspace writer see the passed ``RequestDeadline`` and are dropped, not committed.
///
/// Streams (SSE) are not limited: their handler returns the response at once and the body is
/// written afterwards, outside the deadline.
public struct DeadlineResponder<Inner: HTTPResponder>: HTTPResponder where Inner.Context == GeoJournalContext {
    public typealias Context = GeoJournalContext
    let inner: Inner
    let timeout: Duration

    public init(_ inner: Inner, timeout: Duration) {
        self.inner = inner
        self.timeout = timeout
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        let deadline = ContinuousClock.now + timeout
        let inner = self.inner
        let timeout = self.timeout
        let answer = Once<Result<Response, any Error>>()
        let work = Mutex<Task<Void, Never>?>(nil)
        let result: Result<Response, any Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.set(continuation)
                let watch = DeadlineWatch.shared.add(deadline) {
                    let late = Result { try Self.expiredResponse(timeout, request: request, context: context) }
                    if answer.resume(late) { work.withLock { $0 }?.cancel() }
                }
                let task = Task.immediate {
                    let r: Result<Response, any Error>
                    do {
                        r = .success(try await RequestDeadline.$current.withValue(deadline) {
                            try await inner.respond(to: request, context: context)
                        })
                    } catch {
                        r = .failure(error)
                    }
                    DeadlineWatch.shared.remove(watch)
                    answer.resume(r)
                }
                work.withLock { $0 = task }
            }
        } onCancel: {
            work.withLock { $0 }?.cancel()
        }
        return try result.get()
    }

    /// The deadline's 503 in the words of the face asked: Esri's error envelope under
    /// `/arcgis/rest` (as ``GeoServicesMiddleware`` answers every other error there), problem+json
    /// elsewhere.
    static func expiredResponse(_ timeout: Duration, request: Request, context: Context) throws -> Response {
        let problem = expired(timeout)
        if request.uri.path.hasPrefix("/arcgis/rest") { return GeoServicesMiddleware.response(problem) }
        return try problem.response(from: request, context: context)
    }

    static func expired(_ timeout: Duration) -> Problem {
        Problem(status: .serviceUnavailable, type: "unavailable", title: "Service unavailable",
                detail: "the request was not answered within \(timeout) (is PostgreSQL reachable?); retry later, with the same Idempotency-Key for an edit")
    }
}

/// The deadlines of the requests in flight, watched by one timer for all of them: a request adds
/// its deadline and what to do when it passes, and removes it when answered in time. The timer
/// runs only while some deadline is watched and looks every ``tick``, so a deadline fires at
/// most that much late; a sleeping task per request would leave a pending system timer behind
/// each answered request for the whole timeout.
final class DeadlineWatch: Sendable {
    static let shared = DeadlineWatch()
    static let tick: Duration = .milliseconds(50)

    private struct State {
        var next = 0
        var watched: [Int: (deadline: ContinuousClock.Instant, expire: @Sendable () -> Void)] = [:]
        var ticking = false
    }
    private let state = Mutex(State())

    /// Watches `deadline`; `expire` runs once if it passes before ``remove(_:)``.
    func add(_ deadline: ContinuousClock.Instant, expire: @escaping @Sendable () -> Void) -> Int {
        let (id, start): (Int, Bool) = state.withLock { s in
            s.next &+= 1
            s.watched[s.next] = (deadline, expire)
            defer { s.ticking = true }
            return (s.next, !s.ticking)
        }
        if start { Task { await self.run() } }
        return id
    }

    func remove(_ id: Int) {
        _ = state.withLock { $0.watched.removeValue(forKey: id) }
    }

    private func run() async {
        while true {
            try? await Task.sleep(for: Self.tick)
            let now = ContinuousClock.now
            let (due, more): ([@Sendable () -> Void], Bool) = state.withLock { s in
                var due: [@Sendable () -> Void] = []
                for (id, w) in s.watched where w.deadline <= now {
                    due.append(w.expire)
                    s.watched[id] = nil
                }
                if s.watched.isEmpty { s.ticking = false }
                return (due, s.ticking)
            }
            for expire in due { expire() }
            if !more { return }
        }
    }
}
