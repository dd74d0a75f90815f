/// RFC 3339 times without Foundation. Reads `date` fields and moments: a `date-time`
/// (`2024-05-01T12:30:00Z`, `2024-05-01T14:30:00.250+02:00`; `T`/`Z` in either case)
/// or a `full-date` (`2024-05-01`, read as midnight UTC); writes UTC with microseconds, as the
/// API writes times.
///
/// ```swift
/// RFC3339.seconds("1970-01-02T00:00:00Z")   // 86400
/// RFC3339.seconds("2024-02-30")             // nil: no such day
/// RFC3339.string(micros: 86_400_000_001)    // "1970-01-02T00:00:00.000001Z"
/// ```
public enum RFC3339 {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not an RFC 3339 time.
    public static func seconds(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    private static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= b.count else { return nil }
            var v = 0
            for _ in 0..<n {
                let c = b[i]
                guard c >= 0x30, c <= 0x39 else { return nil }
                v = v * 10 + Int(c - 0x30)
                i += 1
            }
            return v
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(0x2D), let month = digits(2), expect(0x2D), let day = digits(2) else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        if i == b.count { return Double(days) * 86400 }
        guard i < b.count, b[i] == 0x54 || b[i] == 0x74 || b[i] == 0x20 else { return nil }
        i += 1
        guard let hour = digits(2), expect(0x3A), let minute = digits(2), expect(0x3A), let second = digits(2) else { return nil }
        guard hour <= 23, minute <= 59, second <= 60 else { return nil }
        var fraction = 0.0
        if i < b.count, b[i] == 0x2E {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        guard i < b.count else { return nil }
        var offset = 0
        switch b[i] {
        case 0x5A, 0x7A: i += 1
        case 0x2B, 0x2D:
            let sign = b[i] == 0x2D ? -1 : 1
            i += 1
            guard let oh = digits(2), expect(0x3A), let om = digits(2), oh <= 23, om <= 59 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        default: return nil
        }
        guard i == b.count else { return nil }
        let whole = days * 86400 + hour * 3600 + minute * 60 + second - offset
        return Double(whole) + fraction
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// `micros` since 1970 as `yyyy-mm-ddThh:mm:ss.ffffffZ`, written digit by digit (a formatter
    /// costs more than the rest of a small response).
    public static func string(micros: Int64) -> String {
        let seconds = micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000
        let fraction = Int(micros - seconds * 1_000_000)
        let days = Int(seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400)
        let clock = Int(seconds - Int64(days) * 86400)
        let (year, month, day) = civilFromDays(days)
        var out = [UInt8](repeating: 0, count: 27)
        func put(_ value: Int, _ width: Int, at end: Int) {
            var v = value
            for i in stride(from: end - 1, through: end - width, by: -1) {
                out[i] = UInt8(48 + v % 10)
                v /= 10
            }
        }
        put(year, 4, at: 4)
        out[4] = 45 // -
        put(month, 2, at: 7)
        out[7] = 45
        put(day, 2, at: 10)
        out[10] = 84 // T
        put(clock / 3600, 2, at: 13)
        out[13] = 58 // :
        put(clock / 60 % 60, 2, at: 16)
        out[16] = 58
        put(clock % 60, 2, at: 19)
        out[19] = 46 // .
        put(fraction, 6, at: 26)
        out[26] = 90 // Z
        return String(decoding: out, as: UTF8.self)
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
    private static func civilFromDays(_ z: Int) -> (year: Int, month: Int, day: Int) {
        let z = z + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
