import GeoJournalCore

/// Everything the journal can refuse or fail with. The HTTP layer maps each case to one
/// problem type and status; callers can tell a refusal from an outage.
public enum JournalError: Error, Sendable {
    /// Bad input; nothing was written. The kind of refusal decides the status (Server's
    /// `Problem(_:_:)`).
    case invalid([Violation], Refusal = .invalid)
    /// The journal moved on since the client read it; nothing was written (409).
    case conflict(String, [VersionConflict])
    /// A workspace, layer, feature or operation that is not there (404).
    case notFound(String)
    /// The caller may not do this (403).
    case forbidden(String)
    /// The name is taken (409).
    case alreadyExists(String)
    /// An idempotency key reused for a different request (422).
    case idempotencyMismatch(String)
    /// PostgreSQL could not be reached or failed; the request may be retried (503).
    case unavailable(String)
    /// Misconfiguration at start-up.
    case configuration(String)
    /// The journal broke one of its own rules (a bug, never bad input).
    case internalFailure(String)
}

extension JournalError {
    /// Whether PostgreSQL could not be reached or gave up (503): a retry may succeed.
    var isUnavailable: Bool {
        if case .unavailable = self { return true }
        return false
    }
}
