import Foundation
import GeoJournalCore

/// The moment a read shows: the head (now), a position, or a time (`asOf=` in the API).
///
/// ```swift
/// let moment = try ReadMoment(asOf: "2026-11-22T10:00:00Z")   // .time
/// let same = try ReadMoment(asOf: "1042")                      // .position(1042)
/// ```
public enum ReadMoment: Sendable, Hashable {
    case head
    case position(Int64)
    case time(Date)

    /// Parses an `asOf` value: a whole number is a position, anything else must be RFC 3339.
    public init(asOf: String?) throws(JournalError) {
        guard let asOf, !asOf.isEmpty else {
            self = .head
            return
        }
        if let p = Int64(asOf) {
            guard p >= 0 else { throw JournalError.invalid([.init(path: "asOf", code: "asOf.invalid", message: "a position is 0 or more")], .malformed) }
            self = .position(p)
            return
        }
        if let date = ReadMoment.parseTime(asOf) {
            self = .time(date)
            return
        }
        throw JournalError.invalid([.init(path: "asOf", code: "asOf.invalid", message: "asOf must be a position (whole number) or an RFC 3339 time, got \"\(asOf)\"")], .malformed)
    }

    public static func parseTime(_ text: String) -> Date? {
        // Microseconds matter: a version's own start time (as the API writes it) must select that version.
        if text.utf8.count > 10, let seconds = RFC3339.seconds(text) { return Date(timeIntervalSince1970: seconds) }
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let d = withFraction.date(from: text) { return d }
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        return plain.date(from: text)
    }
}
