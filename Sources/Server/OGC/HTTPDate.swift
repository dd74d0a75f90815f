import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// Times as HTTP writes them (`Memento-Datetime`, RFC 7231 IMF-fixdate).
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(micros: Int64) -> String {
        var t = time_t(micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000)
        var parts = tm()
        gmtime_r(&t, &parts)
        let clock = String(format: "%02d %04d %02d:%02d:%02d", Int(parts.tm_mday), Int(parts.tm_year) + 1900, Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        let day = clock.prefix(2)
        return "\(days[Int(parts.tm_wday)]), \(day) \(months[Int(parts.tm_mon)]) \(clock.dropFirst(3)) GMT"
    }
}
