import Foundation
import GeoJournalCore
import Journal
import Testing

/// Feature and operation ids come from `UUID.timeOrdered()`: version 7, the RFC 9562 variant,
/// the current time in front, and every id greater than the one before (bytewise, as PostgreSQL
/// compares uuids).
@Suite("Time-ordered ids")
struct UUIDTimeOrderedTests {
    static func bytes(_ id: UUID) -> [UInt8] { withUnsafeBytes(of: id.uuid) { Array($0) } }

    @Test func idsAreVersionSevenAndAlwaysGrow() {
        let before = UInt64(Date().timeIntervalSince1970 * 1000)
        var previous = Self.bytes(UUID.timeOrdered())
        var seen = Set<UUID>()
        var lowNibbles = [Int](repeating: 0, count: 16)
        for _ in 0..<50_000 {
            let id = UUID.timeOrdered()
            let b = Self.bytes(id)
            #expect(b[6] >> 4 == 7)
            #expect(b[8] >> 6 == 0b10)
            #expect(previous.lexicographicallyPrecedes(b))
            lowNibbles[Int(b[15] & 0x0F)] += 1
            previous = b
            seen.insert(id)
        }
        #expect(seen.count == 50_000)
        let millis = previous[0..<6].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let after = UInt64(Date().timeIntervalSince1970 * 1000)
        // 50,000 ids may borrow a few milliseconds ahead (4,096 per millisecond), no more.
        #expect(millis >= before && millis <= after + 50_000 / 4_096 + 1)
        // The tail is random: every value of its last nibble turns up often.
        #expect(lowNibbles.allSatisfy { $0 > 2_500 })
    }

    @Test func idsFromManyTasksAreDistinctAndGrowInEach() async {
        let parts = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 { group.addTask { (0..<5_000).map { _ in UUID.timeOrdered() } } }
            var all: [[UUID]] = []
            for await part in group { all.append(part) }
            return all
        }
        #expect(Set(parts.joined()).count == 40_000)
        for part in parts {
            let b = part.map(Self.bytes)
            #expect(zip(b, b.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) })
        }
    }

    @Test func theSequenceNeverGoesBackAndBorrowsTheNextMillisecondWhenFull() {
        var s = TimeOrderedSequence()
        #expect(s.next(now: 5) == (5, 0))
        #expect(s.next(now: 5) == (5, 1))
        #expect(s.next(now: 3) == (5, 2))          // the clock stepped back; the ids do not
        for k in 3...0xFFF { #expect(s.next(now: 5) == (5, UInt64(k))) }
        #expect(s.next(now: 5) == (6, 0))          // 4,096 in one millisecond: the next one lent
        #expect(s.next(now: 9) == (9, 0))
    }

    @Test func theBitsAreLaidOutAsRFC9562Says() {
        let id = UUID(timeOrderedMillis: 0x019a_b3f2_6c1e, sequence: 0xABC, random: .max)
        #expect(id.uuidString.lowercased() == "019ab3f2-6c1e-7abc-bfff-ffffffffffff")
        #expect(UUID(timeOrderedMillis: 1, sequence: 0, random: 0).uuidString.lowercased() == "00000000-0001-7000-8000-000000000000")
    }
}
