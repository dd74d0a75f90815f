import Foundation
import GeoJournalCore
import Testing

/// Recorded times are written as RFC 3339 UTC with microseconds, and read back by the same type.
@Suite("RFC 3339 times")
struct RFC3339Tests {
    @Test func microsecondsAreWrittenAsUTCWithSixFractionDigits() {
        #expect(RFC3339.string(micros: 0) == "1970-01-01T00:00:00.000000Z")
        #expect(RFC3339.string(micros: 1_764_086_400_123_456) == "2025-11-25T16:00:00.123456Z")
        #expect(RFC3339.string(micros: 951_782_400_000_001) == "2000-02-29T00:00:00.000001Z")
        #expect(RFC3339.string(micros: -1) == "1969-12-31T23:59:59.999999Z")
    }

    @Test func writtenTimesReadBackToTheSameSecond() {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for micros: Int64 in stride(from: 0, to: 4_000_000_000_000_000, by: 123_456_789_012_345) {
            let text = RFC3339.string(micros: micros)
            let date = parser.date(from: text)
            #expect(date.map { Int64($0.timeIntervalSince1970.rounded(.down)) } == micros / 1_000_000, "\(text)")
        }
    }

    @Test func writtenTimesReadBackExactlyWithTheJournalsOwnReader() {
        for micros: Int64 in stride(from: -2_000_000_000_000_000, to: 4_000_000_000_000_000, by: 98_765_432_109_877) {
            let seconds = RFC3339.seconds(RFC3339.string(micros: micros))
            #expect(seconds.map { Int64(($0 * 1_000_000).rounded()) } == micros, "\(RFC3339.string(micros: micros))")
        }
    }
}
