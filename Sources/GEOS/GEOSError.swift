/// A failure reported by GEOS, with the message its error handler received.
///
/// ```swift
/// do { _ = try context.geometry(wkb: bytes) }
/// catch { print(error.operation, error.message) }   // "read WKB", "ParseException: …"
/// ```
public struct GEOSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the wrapper was doing: `"read WKB"`, `"distance"`, …
    public var operation: String
    /// The text GEOS gave, or a description of the misuse the wrapper refused.
    public var message: String

    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    public var description: String { "GEOS \(operation) failed: \(message)" }
}
