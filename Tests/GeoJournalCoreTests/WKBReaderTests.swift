import Foundation
import GeoJournalCore
import Testing

/// Reading WKB back (the network graphs load stored geometries as WKB).
@Suite("WKB reading")
struct WKBReaderTests {
    static let shapes: [Geometry] = [
        .point(Position(1.5, -2.25)),
        .multiPoint([Position(0, 0), Position(3, 4)]),
        .lineString([Position(-9_813_500.125, 5_130_000.5), Position(-9_813_470, 5_130_025), Position(-9_813_440.000001, 5_130_000)]),
        .multiLineString([[Position(0, 0), Position(1, 1)], [Position(2, 2), Position(3, 3), Position(4, 2)]]),
        .polygon([[Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 0)], [Position(1, 1), Position(2, 1), Position(2, 2), Position(1, 1)]]),
        .multiPolygon([[[Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)]], [[Position(5, 5), Position(6, 5), Position(6, 6), Position(5, 5)]]]),
        .lineString([Position(0, 0, 12.5), Position(1, 1, -3)]),
        .multiPolygon([[[Position(0, 0, 1), Position(1, 0, 2), Position(1, 1, 3), Position(0, 0, 1)]]]),
    ]

    @Test func everyShapeReadsBackFromWKBAndEWKB() {
        for g in Self.shapes {
            #expect(Geometry(wkb: g.wkb) == g)
            #expect(Geometry(wkb: g.ewkb(srid: 3857)) == g)
        }
    }

    @Test func bigEndianAndMeasuresAreRead() {
        // POINT(1 2) in big-endian (XDR) byte order.
        let xdr: [UInt8] = [0, 0, 0, 0, 1, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0]
        #expect(Geometry(wkb: xdr) == .point(Position(1, 2)))
        // ISO LINESTRING M (2002): the measure is dropped.
        var m: [UInt8] = [1]
        withUnsafeBytes(of: UInt32(2002).littleEndian) { m += $0 }
        withUnsafeBytes(of: UInt32(2).littleEndian) { m += $0 }
        for v in [0.0, 0.0, 9.0, 1.0, 1.0, 9.0] { withUnsafeBytes(of: v.bitPattern.littleEndian) { m += $0 } }
        #expect(Geometry(wkb: m) == .lineString([Position(0, 0), Position(1, 1)]))
    }

    @Test func brokenBytesAreRefused() {
        let line = Geometry.lineString([Position(0, 0), Position(1, 1)]).wkb
        #expect(Geometry(wkb: []) == nil)
        #expect(Geometry(wkb: Array(line.dropLast())) == nil)          // truncated
        #expect(Geometry(wkb: line + [0]) == nil)                       // trailing byte
        var badOrder = line
        badOrder[0] = 7
        #expect(Geometry(wkb: badOrder) == nil)
        var badType = line
        badType[1] = 7                                                  // GeometryCollection
        #expect(Geometry(wkb: badType) == nil)
        var hugeCount = line
        hugeCount[5] = 0xFF
        hugeCount[8] = 0x7F                                             // more points than bytes
        #expect(Geometry(wkb: hugeCount) == nil)
        // A multipoint holding a line is not a multipoint.
        var mixed: [UInt8] = [1]
        withUnsafeBytes(of: UInt32(4).littleEndian) { mixed += $0 }
        withUnsafeBytes(of: UInt32(1).littleEndian) { mixed += $0 }
        #expect(Geometry(wkb: mixed + line) == nil)
    }
}
