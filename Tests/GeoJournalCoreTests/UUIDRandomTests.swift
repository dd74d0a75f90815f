import Foundation
import GeoJournalCore
import Testing

/// Feature and operation ids come from `UUID.random()`: version 4, the RFC 4122 variant, and no
/// repeats.
@Suite("Random ids")
struct UUIDRandomTests {
    @Test func idsAreVersionFourAndDistinct() {
        var seen = Set<UUID>()
        var nibbleCounts = [Int](repeating: 0, count: 16)
        for _ in 0..<50_000 {
            let id = UUID.random()
            let b = id.uuid
            #expect(b.6 >> 4 == 4)
            #expect(b.8 >> 6 == 0b10)
            #expect(id.uuidString.lowercased().count == 36)
            nibbleCounts[Int(b.0 >> 4)] += 1
            seen.insert(id)
        }
        #expect(seen.count == 50_000)
        // The random bits are spread: every value of the first nibble turns up often.
        #expect(nibbleCounts.allSatisfy { $0 > 2_500 })
    }
}
