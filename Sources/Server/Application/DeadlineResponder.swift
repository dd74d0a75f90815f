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
        let work = Task {
            try await RequestDeadline.$current.withValue(deadline) {
                try await inner.respond(to: request, context: context)
            }
        }
        let answer = Once<Result<Response, any Error>>()
        let result: Result<Response, any Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.set(continuation)
                Task {
                    let r = await work.result
                    answer.resume(r)
                }
                Task { [timeout] in
                    try? await Task.sleep(for: timeout)
                    let late = Result { try Self.expired(timeout).response(from: request, context: context) }
                    if answer.resume(late) { work.cancel() }
                }
            }
        } onCancel: {
            work.cancel()
        }
        return try result.get()
    }

    static func expired(_ timeout: Duration) -> Problem {
        Problem(status: .serviceUnavailable, type: "unavailable", title: "Service unavailable",
                detail: "the request was not answered within \(timeout) (is PostgreSQL reachable?); retry later, with the same Idempotency-Key for an edit")
    }
}

/// A continuation resumed by whichever of several tasks comes first.
final class Once<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Never>?
        var early: Value?
        var done = false
    }
    private let state = Mutex(State())

    func set(_ continuation: CheckedContinuation<Value, Never>) {
        let early: Value? = state.withLock { s in
            if let v = s.early { s.early = nil; return v }
            s.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Resumes with `value` unless already resumed; true when this call did it.
    @discardableResult
    func resume(_ value: Value) -> Bool {
        let (continuation, first): (CheckedContinuation<Value, Never>?, Bool) = state.withLock { s in
            guard !s.done else { return (nil, false) }
            s.done = true
            if let c = s.continuation { s.continuation = nil; return (c, true) }
            s.early = value
            return (nil, true)
        }
        continuation?.resume(returning: value)
        return first
    }
}
