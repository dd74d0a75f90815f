import Foundation
@testable import GeoJournalCore
@testable import GeoJournalNetwork
import Testing

/// Network attribute columns pack numbers for the slots that have one; every slot must still read
/// back what was appended, and the walk over numbers must visit exactly the slots that hold one.
@Suite("Attribute columns")
struct AttributeColumnTests {
    @Test func everySlotReadsBackWhatWasAppended() {
        var column = AttributeColumn()
        var expected: [JSONValue] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % n
        }
        for slot in 0..<5_000 {
            let v: JSONValue
            switch next(6) {
            case 0: v = .integer(Int64(next(1_000)) - 500)
            case 1: v = .double(Double(next(100_000)) / 7)
            case 2: v = .string("s\(next(50))")
            case 3: v = .bool(next(2) == 0)
            default: v = .null   // long runs without a number, as for a field of another source
            }
            column.append(v, slot: Int32(slot))
            expected.append(v)
        }
        var numbered: [(Int, Double)] = []
        column.forEachNumber { numbered.append(($0, $1)) }
        var wanted: [(Int, Double)] = []
        for (slot, v) in expected.enumerated() {
            #expect(column.value(Int32(slot)).doubleValue == v.doubleValue, "slot \(slot)")
            if let d = v.doubleValue {
                wanted.append((slot, d))
                #expect(column.number(slot) == d)
            } else {
                #expect(column.number(slot).isNaN)
                #expect(column.value(Int32(slot)) == (v.isNull ? .null : v))
            }
        }
        #expect(numbered.map(\.0) == wanted.map(\.0))
        #expect(numbered.map(\.1) == wanted.map(\.1))
        #expect(column.number(1_000_000).isNaN)
    }
}
