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
        let tasks = RequestTasks()
        let result: Result<Response, any Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.set(continuation)
                let timer = Task.immediate {
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    let late = Result { try Self.expired(timeout).response(from: request, context: context) }
                    if answer.resume(late) { tasks.state.withLock { $0.work }?.cancel() }
                }
                let work = Task.immediate {
                    let r: Result<Response, any Error>
                    do {
                        r = .success(try await RequestDeadline.$current.withValue(deadline) {
                            try await inner.respond(to: request, context: context)
                        })
                    } catch {
                        r = .failure(error)
                    }
                    if answer.resume(r) { timer.cancel() }
                }
                tasks.state.withLock { $0 = (work, timer) }
            }
        } onCancel: {
            let (work, timer) = tasks.state.withLock { $0 }
            work?.cancel()
            timer?.cancel()
        }
        return try result.get()
    }

    static func expired(_ timeout: Duration) -> Problem {
        Problem(status: .serviceUnavailable, type: "unavailable", title: "Service unavailable",
                detail: "the request was not answered within \(timeout) (is PostgreSQL reachable?); retry later, with the same Idempotency-Key for an edit")
    }
}

/// The route's task and the deadline's timer of one request.
final class RequestTasks: Sendable {
    let state = Mutex<(work: Task<Void, Never>?, timer: Task<Void, Never>?)>((nil, nil))
}
