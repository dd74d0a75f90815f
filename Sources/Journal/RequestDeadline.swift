import Foundation

/// The moment by which the request being served must be answered (set by the HTTP server for
/// each request). Work queued for the database checks it: an append whose caller has already been
/// told "503, try again" is dropped instead of being committed behind the caller's back.
///
/// ```swift
/// try await RequestDeadline.$current.withValue(.now + .seconds(10)) { try await handle() }
/// ```
public enum RequestDeadline {
    @TaskLocal public static var current: ContinuousClock.Instant?

    /// Whether the deadline has passed.
    static func expired(_ deadline: ContinuousClock.Instant?) -> Bool {
        guard let deadline else { return false }
        return ContinuousClock.now >= deadline
    }
}
