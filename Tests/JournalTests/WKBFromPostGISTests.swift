import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import PostgresNIO
import Testing

/// What PostGIS writes with `ST_AsBinary` and `ST_AsEWKB` reads back as the geometry it was given.
@Suite("WKB from PostGIS")
struct WKBFromPostGISTests {
    @Test func postGISBinaryReadsBackAsTheGeometry() async throws {
        let env = try await TestEnvironment.shared.get()
        let cases: [(String, Geometry)] = [
            ("POINT(1.5 -2.25)", .point(Position(1.5, -2.25))),
            ("LINESTRING(-9813500.125 5130000.5, -9813470 5130025)", .lineString([Position(-9_813_500.125, 5_130_000.5), Position(-9_813_470, 5_130_025)])),
            ("POLYGON((0 0, 10 0, 10 10, 0 0))", .polygon([[Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 0)]])),
            ("MULTILINESTRING((0 0, 1 1), (2 2, 3 3))", .multiLineString([[Position(0, 0), Position(1, 1)], [Position(2, 2), Position(3, 3)]])),
            ("MULTIPOINT Z (0 0 1, 3 4 5)", .multiPoint([Position(0, 0, 1), Position(3, 4, 5)])),
            ("MULTIPOLYGON Z (((0 0 1, 1 0 2, 1 1 3, 0 0 1)))", .multiPolygon([[[Position(0, 0, 1), Position(1, 0, 2), Position(1, 1, 3), Position(0, 0, 1)]]])),
            ("LINESTRING M (0 0 9, 1 1 9)", .lineString([Position(0, 0), Position(1, 1)])),
        ]
        for (wkt, expected) in cases {
            let rows = try await env.owner.query("""
                SELECT ST_AsBinary(g), ST_AsEWKB(ST_SetSRID(g, 3857)), ST_AsBinary(g, 'XDR') FROM (SELECT ST_GeomFromText(\(wkt)) AS g) t
                """)
            for try await (iso, extended, xdr) in rows.decode((ByteBuffer, ByteBuffer, ByteBuffer).self) {
                #expect(iso.withUnsafeReadableBytes { Geometry(wkb: $0) } == expected, "\(wkt)")
                #expect(extended.withUnsafeReadableBytes { Geometry(wkb: $0) } == expected, "\(wkt) as EWKB")
                #expect(xdr.withUnsafeReadableBytes { Geometry(wkb: $0) } == expected, "\(wkt) big-endian")
            }
        }
    }
}
