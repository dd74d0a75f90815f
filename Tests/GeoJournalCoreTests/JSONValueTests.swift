import Foundation
import GeoJournalCore
import Testing

@Suite("JSON values")
struct JSONValueTests {
    @Test func parsesEveryKindOfValue() throws {
        let v = try JSONValue.parse(#"{"a":[1,-2.5,true,false,null,"x\n\u00e9\ud83d\ude00"],"b":{"c":1e3}}"#)
        #expect(v["a"][0] == .integer(1))
        #expect(v["a"][1] == .double(-2.5))
        #expect(v["a"][2] == .bool(true))
        #expect(v["a"][4] == .null)
        #expect(v["a"][5] == .string("x\né😀"))
        #expect(v["b"]["c"] == .double(1000))
    }

    @Test func refusesMalformedTextWithAnOffset() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "tru", "\"unterminated", "[1] 2", "{\"a\":1,}", "\"\\ud800\"", "1e999", "\"a\u{01}\""] {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONValue.parse(text) }
        }
        do {
            _ = try JSONValue.parse("[1, 2, x]")
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.offset == 7)
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(deep) }
    }

    @Test func sortedSerializationIsStableAcrossARoundTrip() throws {
        let text = #"{"z":1,"a":{"y":[1.5,2.0,0.30000000000000004,1e20,-0.0],"b":"q\"\\\t"},"m":null}"#
        let v = try JSONValue.parse(text)
        let once = v.jsonString(sortedKeys: true)
        let twice = try JSONValue.parse(once).jsonString(sortedKeys: true)
        #expect(once == twice)
        #expect(once.hasPrefix(#"{"a":{"b":"#))
        // Integral doubles are written as integers, as jsonb would give them back.
        #expect(try JSONValue.parse("2.0").jsonString() == "2")
        #expect(try JSONValue.parse("1e20").jsonString() == "100000000000000000000" || JSONValue.double(1e20).jsonString() == "1e+20")
    }

    @Test func numbersCompareByValue() {
        #expect(JSONValue.integer(2) == JSONValue.double(2.0))
        #expect(Set<JSONValue>([.integer(2), .double(2.0)]).count == 1)
        #expect(JSONValue.integer(2) != JSONValue.string("2"))
    }
}

@Suite("GeoJSON geometry")
struct GeometryParsingTests {
    @Test func readsEveryGeometryTypeAndWritesItBack() throws {
        let samples = [
            #"{"type":"Point","coordinates":[1,2]}"#,
            #"{"type":"MultiPoint","coordinates":[[1,2],[3,4]]}"#,
            #"{"type":"LineString","coordinates":[[1,2],[3,4,5]]}"#,
            #"{"type":"MultiLineString","coordinates":[[[1,2],[3,4]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#,
            #"{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]]]]}"#,
        ]
        for s in samples {
            let json = try JSONValue.parse(s)
            let g = try Geometry.parse(json).get()
            #expect(g.geoJSON == json)
        }
    }

    @Test func reportsStructuralProblemsWithPaths() throws {
        let bad = try JSONValue.parse(#"{"type":"LineString","coordinates":[[1,2],[3,"x"],[5]]}"#)
        guard case .failure(let problems) = Geometry.parse(bad) else {
            Issue.record("expected failure")
            return
        }
        let paths = problems.violations.map(\.path)
        #expect(paths.contains("coordinates[1][1]"))
        #expect(paths.contains("coordinates[2]"))
    }

    @Test func ewkbCarriesTheSRID() {
        let hex = Geometry.point(Position(1, 2)).ewkbHex(srid: 3857)
        // little endian, type 1 | SRID flag, SRID 3857 (0x0F11), x = 1.0, y = 2.0
        #expect(hex == "0101000020110F0000000000000000F03F0000000000000040")
    }

    @Test func geometryTextIsTheSortedSerializationOfItsGeoJSON() {
        let ring = [Position(0, 0), Position(10.5, 0), Position(10.5, -3.25), Position(0, 0)]
        let geometries: [Geometry] = [
            .point(Position(1, 2)),
            .point(Position(-0.1, 1e-7, 123456789.125)),
            .point(Position(2.0e15, -45.000001)),
            .multiPoint([Position(1, 1), Position(2, 2, 3)]),
            .lineString([Position(0.3, 0.7), Position(12345.678901234, -9876.54321)]),
            .multiLineString([[Position(0, 0), Position(1, 1)], [Position(2, 2), Position(3, 3)]]),
            .polygon([ring]),
            .multiPolygon([[ring], [ring, ring]]),
        ]
        for g in geometries {
            #expect(g.geoJSONText == g.geoJSON.jsonString(sortedKeys: true))
        }
        #expect(Geometry.point(Position(1, 2)).geoJSONText == #"{"coordinates":[1,2],"type":"Point"}"#)
    }
}
