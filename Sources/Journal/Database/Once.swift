import Synchronization

/// A continuation resumed by whichever of several tasks comes first.
public final class Once<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Never>?
        var early: Value?
        var done = false
    }
    private let state = Mutex(State())

    public init() {}

    public func set(_ continuation: CheckedContinuation<Value, Never>) {
        let early: Value? = state.withLock { s in
            if let v = s.early { s.early = nil; return v }
            s.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Waits for the value (one waiter; it may come before or after ``resume(_:)``).
    public var value: Value {
        get async { await withCheckedContinuation { set($0) } }
    }

    /// Resumes with `value` unless already resumed; true when this call did it.
    @discardableResult
    public func resume(_ value: Value) -> Bool {
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
