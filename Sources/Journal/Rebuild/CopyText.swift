import Foundation
import GeoJournalCore

/// Rows in PostgreSQL's `COPY ... FROM STDIN (FORMAT text)` encoding: columns separated by a tab,
/// rows ended by a newline, `\N` for null, and backslash, tab, newline and carriage return escaped.
///
/// ```swift
/// var copy = CopyText()
/// copy.field("ws"); copy.field(Int64(7)); copy.null(); copy.endRow()
/// try await writer.write(ByteBuffer(bytes: copy.bytes))
/// ```
struct CopyText {
    private(set) var bytes: [UInt8] = []
    private(set) var rows = 0
    private var atRowStart = true

    init(capacity: Int = 1 << 20) { bytes.reserveCapacity(capacity) }

    var isEmpty: Bool { rows == 0 }

    private mutating func separate() {
        if !atRowStart { bytes.append(0x09) }
        atRowStart = false
    }

    mutating func field(_ text: String) {
        separate()
        var text = text
        text.withUTF8 { utf8 in
            // Most fields (JSON, hex, names) need no escape: copy them whole.
            guard utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for b in utf8 {
                switch b {
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x09: bytes.append(0x5C); bytes.append(0x74)
                case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
                case 0x0D: bytes.append(0x5C); bytes.append(0x72)
                default: bytes.append(b)
                }
            }
        }
    }

    mutating func field(_ n: Int64) {
        separate()
        appendDecimal(n)
    }

    mutating func field(_ id: UUID) {
        separate()
        bytes.append(contentsOf: id.lowercased.utf8)
    }

    /// A `timestamptz` given in microseconds since 1970, written in UTC
    /// (`YYYY-MM-DD HH:MM:SS.ffffff+00`, proleptic Gregorian).
    mutating func timestamp(micros: Int64) {
        separate()
        let (year, month, day, seconds, fraction) = CopyText.civil(micros: micros)
        if year < 0 || year > 9999 {
            bytes.append(contentsOf: CopyText.timestampText(micros: micros).utf8)
            return
        }
        appendDigits(year, width: 4)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, width: 2)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, width: 2)
        bytes.append(UInt8(ascii: " "))
        appendDigits(seconds / 3600, width: 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(seconds / 60 % 60, width: 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(seconds % 60, width: 2)
        bytes.append(UInt8(ascii: "."))
        appendDigits(fraction, width: 6)
        bytes.append(contentsOf: "+00".utf8)
    }

    /// `value` (0 ≤ value < 10^width) in exactly `width` decimal digits.
    private mutating func appendDigits(_ value: Int64, width: Int) {
        var v = value
        let end = bytes.count + width
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var k = end - 1
        while v > 0 && k >= end - width {
            bytes[k] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
            k -= 1
        }
    }

    private mutating func appendDecimal(_ n: Int64) {
        if n < 0 || n >= 1_000_000_000_000_000 {
            bytes.append(contentsOf: String(n).utf8)
            return
        }
        var width = 1
        var limit: Int64 = 10
        while n >= limit {
            width += 1
            limit *= 10
        }
        appendDigits(n, width: width)
    }

    mutating func null() {
        separate()
        bytes.append(0x5C)
        bytes.append(0x4E)
    }

    mutating func endRow() {
        bytes.append(0x0A)
        atRowStart = true
        rows += 1
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        rows = 0
        atRowStart = true
    }

    /// Year, month, day, second of the day and microseconds for microseconds since 1970
    /// (proleptic Gregorian, UTC; days to civil date after H. Hinnant).
    static func civil(micros: Int64) -> (year: Int64, month: Int64, day: Int64, seconds: Int64, fraction: Int64) {
        let perDay: Int64 = 86_400_000_000
        var days = micros / perDay
        var rest = micros % perDay
        if rest < 0 {
            rest += perDay
            days -= 1
        }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        var year = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        if month <= 2 { year += 1 }
        return (year, month, day, rest / 1_000_000, rest % 1_000_000)
    }

    /// `YYYY-MM-DD HH:MM:SS.ffffff+00` for microseconds since 1970 (proleptic Gregorian, UTC).
    static func timestampText(micros: Int64) -> String {
        let (year, month, day, seconds, fraction) = civil(micros: micros)
        func pad(_ v: Int64, _ width: Int) -> String {
            let s = String(v)
            return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(fraction, 6))+00"
    }
}
