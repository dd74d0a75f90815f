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

    /// An RFC 3339 `date-time` (``RFC3339``, the one reader of times; a date alone is no moment).
    /// Microseconds matter: a version's own start time, as the API writes it, selects that version.
    public static func parseTime(_ text: String) -> Date? {
        guard text.utf8.count > 10, let seconds = RFC3339.seconds(text) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}
