import Foundation
import Testing

@testable import Journal

/// The COPY text the rebuild writes: digits, timestamps and escapes written byte by byte must read
/// back as PostgreSQL's text format expects.
@Suite("COPY text encoding")
struct CopyTextTests {
    @Test func timestampsMatchTheCalendarFormula() {
        var random = SystemRandomNumberGenerator()
        var micros: [Int64] = [0, -1, 1, 86_400_000_000 - 1, -86_400_000_000, 951_782_400_000_000 /* 2000-02-29 */, 253_402_300_799_999_999 /* 9999-12-31 */]
        for _ in 0..<2000 { micros.append(Int64.random(in: -62_135_596_800_000_000...253_402_300_799_999_999, using: &random)) }
        for m in micros {
            var copy = CopyText(capacity: 64)
            copy.timestamp(micros: m)
            #expect(String(decoding: copy.bytes, as: UTF8.self) == CopyText.timestampText(micros: m))
        }
        var copy = CopyText(capacity: 64)
        copy.timestamp(micros: 1_764_000_000_123_456)
        #expect(String(decoding: copy.bytes, as: UTF8.self) == "2025-11-24 16:00:00.123456+00")
    }

    @Test func integersUUIDsAndEscapes() {
        var copy = CopyText(capacity: 256)
        let numbers: [Int64] = [0, 7, 10, 99, 100, 1_000_000_007, 999_999_999_999_999_999, Int64.max, -1, Int64.min]
        for n in numbers { copy.field(n) }
        let id = UUID(uuidString: "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9")!
        copy.field(id)
        copy.field("plain {\"a\":1}")
        copy.field("tab\there\\back\nline\rret")
        copy.null()
        copy.endRow()
        let expected = numbers.map(String.init).joined(separator: "\t")
            + "\t0a1b2c3d-4e5f-4061-8273-94a5b6c7d8e9\tplain {\"a\":1}\ttab\\there\\\\back\\nline\\rret\t\\N\n"
        #expect(String(decoding: copy.bytes, as: UTF8.self) == expected)
        #expect(copy.rows == 1)
    }
}
