import GeoJournalCore
import GeoServices
import Testing

@Suite("Esri JSON geometries")
struct EsriGeometryTests {
    /// A 10×10 square as Esri writes an outer ring: clockwise.
    static let clockwiseSquare: [Position] = [Position(0, 0), Position(0, 10), Position(10, 10), Position(10, 0), Position(0, 0)]
    /// A hole in it as Esri writes holes: counter-clockwise.
    static let counterClockwiseHole: [Position] = [Position(2, 2), Position(4, 2), Position(4, 4), Position(2, 4), Position(2, 2)]

    func parse(_ text: String, expected: GeometryType? = nil) throws -> Result<Geometry, GeometryProblems> {
        EsriGeometry.parse(try JSONValue.parse(text), expected: expected)
    }

    func geometry(_ text: String, expected: GeometryType? = nil) throws -> Geometry {
        try parse(text, expected: expected).get()
    }

    func violations(_ text: String, expected: GeometryType? = nil) throws -> [Violation] {
        guard case .failure(let problems) = try parse(text, expected: expected) else {
            Issue.record("expected \(text) to be refused")
            return []
        }
        return problems.violations
    }

    func text(_ ring: [Position]) -> String {
        "[" + ring.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]"
    }

    // MARK: Points

    @Test func aPointWithoutZIsATwoDimensionalPosition() throws {
        #expect(try geometry(#"{"x":7.5,"y":47,"spatialReference":{"wkid":4326}}"#) == .point(Position(7.5, 47)))
    }

    @Test func aPointWithZKeepsItsZ() throws {
        let g = try geometry(#"{"x":1,"y":2,"z":3}"#)
        #expect(g == .point(Position(1, 2, 3)))
        #expect(EsriGeometry.json(g) == ["x": 1, "y": 2, "z": 3, "hasZ": true])
    }

    @Test func measuresAreDropped() throws {
        #expect(try geometry(#"{"x":1,"y":2,"m":9,"hasM":true}"#) == .point(Position(1, 2)))
        #expect(try geometry(#"{"hasM":true,"points":[[1,2,9]]}"#) == .multiPoint([Position(1, 2)]))
        #expect(try geometry(#"{"hasZ":true,"hasM":true,"points":[[1,2,3,9]]}"#) == .multiPoint([Position(1, 2, 3)]))
    }

    @Test func withoutHasZOrHasMAThirdNumberIsZAndAFourthIsM() throws {
        #expect(try geometry(#"{"points":[[1,2,3]]}"#) == .multiPoint([Position(1, 2, 3)]))
        #expect(try geometry(#"{"points":[[1,2,3,4]]}"#) == .multiPoint([Position(1, 2, 3)]))
    }

    @Test func aMultipointKeepsItsPointsInOrder() throws {
        #expect(try geometry(#"{"points":[[1,2],[3,4],[5,6]]}"#) == .multiPoint([Position(1, 2), Position(3, 4), Position(5, 6)]))
    }

    @Test func anEmptyPointIsRefused() throws {
        #expect(try violations(#"{"x":null}"#).map(\.code) == ["geometry.empty"])
        #expect(try violations(#"{"x":"NaN","y":"NaN"}"#).map(\.code) == ["geometry.empty"])
    }

    // MARK: Polylines

    @Test func aPolylineWithOnePathIsALineStringUnlessTheLayerHoldsMultiLineStrings() throws {
        let json = #"{"paths":[[[0,0],[5,5],[10,0]]]}"#
        let line = [Position(0, 0), Position(5, 5), Position(10, 0)]
        #expect(try geometry(json) == .lineString(line))
        #expect(try geometry(json, expected: .lineString) == .lineString(line))
        #expect(try geometry(json, expected: .multiLineString) == .multiLineString([line]))
    }

    @Test func aPolylineWithManyPathsIsAMultiLineString() throws {
        let g = try geometry(#"{"paths":[[[0,0],[1,1]],[[2,2],[3,3]]]}"#)
        #expect(g == .multiLineString([[Position(0, 0), Position(1, 1)], [Position(2, 2), Position(3, 3)]]))
    }

    @Test func aPathOfOneDistinctVertexIsRefused() throws {
        let v = try violations(#"{"paths":[[[0,0],[1,1]],[[2,2],[2,2]]]}"#)
        #expect(v.map(\.code) == ["geometry.tooFewPoints"])
        #expect(v.map(\.path) == ["paths[1]"])
    }

    // MARK: Polygons

    @Test func aPolygonWithAHoleComesOutInRFC7946Orientation() throws {
        let g = try geometry(#"{"rings":[\#(text(Self.clockwiseSquare)),\#(text(Self.counterClockwiseHole))]}"#)
        #expect(g == .polygon([Self.clockwiseSquare.reversed(), Self.counterClockwiseHole.reversed()]))
    }

    @Test func writingAPolygonGivesClockwiseOuterRingsAndCounterClockwiseHoles() throws {
        let expected: JSONValue = ["rings": [
            .array(Self.clockwiseSquare.map { [.double($0.x), .double($0.y)] }),
            .array(Self.counterClockwiseHole.map { [.double($0.x), .double($0.y)] }),
        ]]
        // Stored the RFC 7946 way (outer counter-clockwise) …
        #expect(EsriGeometry.json(.polygon([Self.clockwiseSquare.reversed(), Self.counterClockwiseHole.reversed()])) == expected)
        // … or already the Esri way: either gives Esri's orientation.
        #expect(EsriGeometry.json(.polygon([Self.clockwiseSquare, Self.counterClockwiseHole])) == expected)
    }

    @Test func aHoleGoesIntoTheOuterRingThatContainsIt() throws {
        let far = Self.clockwiseSquare.map { Position($0.x + 100, $0.y) }
        let farHole = Self.counterClockwiseHole.map { Position($0.x + 100, $0.y) }
        // The hole is listed before the outer ring it belongs to.
        let g = try geometry(#"{"rings":[\#(text(Self.clockwiseSquare)),\#(text(farHole)),\#(text(far))]}"#)
        #expect(g == .multiPolygon([[Self.clockwiseSquare.reversed()], [far.reversed(), farHole.reversed()]]))
    }

    @Test func aHoleInsideAnIslandInsideAHoleGoesIntoTheIsland() throws {
        let outer = [Position(0, 0), Position(0, 100), Position(100, 100), Position(100, 0), Position(0, 0)]
        let lake = [Position(10, 10), Position(90, 10), Position(90, 90), Position(10, 90), Position(10, 10)]
        let island = Self.clockwiseSquare.map { Position($0.x + 40, $0.y + 40) }
        let pond = Self.counterClockwiseHole.map { Position($0.x + 40, $0.y + 40) }
        let g = try geometry(#"{"rings":[\#(text(outer)),\#(text(lake)),\#(text(island)),\#(text(pond))]}"#)
        #expect(g == .multiPolygon([[outer.reversed(), lake.reversed()], [island.reversed(), pond.reversed()]]))
    }

    @Test func oneOuterRingIsAMultiPolygonWhenTheLayerHoldsMultiPolygons() throws {
        let json = #"{"rings":[\#(text(Self.clockwiseSquare))]}"#
        #expect(try geometry(json) == .polygon([Self.clockwiseSquare.reversed()]))
        #expect(try geometry(json, expected: .multiPolygon) == .multiPolygon([[Self.clockwiseSquare.reversed()]]))
    }

    @Test func anOpenRingIsClosed() throws {
        let g = try geometry(#"{"rings":[[[0,0],[0,10],[10,10],[10,0]]]}"#)
        #expect(g == .polygon([Self.clockwiseSquare.reversed()]))
    }

    @Test func aHoleOutsideEveryOuterRingIsRefused() throws {
        let outside = Self.counterClockwiseHole.map { Position($0.x + 50, $0.y) }
        let v = try violations(#"{"rings":[\#(text(Self.clockwiseSquare)),\#(text(outside))]}"#)
        #expect(v.map(\.code) == ["geometry.ring"])
        #expect(v.map(\.path) == ["rings[1]"])
    }

    @Test func aPolygonWhoseRingsAllRunCounterClockwiseIsRefusedWithAHint() throws {
        let v = try violations(#"{"rings":[\#(text(Self.clockwiseSquare.reversed()))]}"#)
        #expect(v.map(\.code) == ["geometry.ring"])
        #expect(v.first?.message.contains("outer rings run clockwise") == true)
    }

    @Test func aRingWithFewerThanThreeDistinctVerticesIsRefused() throws {
        let v = try violations(#"{"rings":[[[0,0],[0,10],[0,0],[0,10]]]}"#)
        #expect(v.map(\.code) == ["geometry.ring"])
        #expect(v.map(\.path) == ["rings[0]"])
    }

    // MARK: Refusals

    @Test func curvesAreRefused() throws {
        #expect(try violations(#"{"curveRings":[[[0,0],{"c":[[10,10],[5,8]]},[0,0]]]}"#).map(\.code) == ["geometry.curves"])
        #expect(try violations(#"{"paths":[[[0,0],{"a":[[10,10],[5,5],0,1]}]]}"#).map(\.code) == ["geometry.curves"])
    }

    @Test func nanCoordinatesAreRefused() throws {
        let v = try violations(#"{"paths":[[[0,0],["NaN",1]]]}"#)
        #expect(v.map(\.code) == ["geometry.notFinite"])
        #expect(v.map(\.path) == ["paths[0][1][0]"])
        #expect(try violations(#"{"x":1,"y":"NaN"}"#).map(\.code) == ["geometry.notFinite"])
        guard case .failure(let infinite) = EsriGeometry.parse(["x": 1, "y": .double(.infinity)]) else {
            Issue.record("expected an infinite y to be refused")
            return
        }
        #expect(infinite.violations.map(\.code) == ["geometry.notFinite"])
    }

    @Test func anEnvelopeOrAnUnknownShapeIsNotAFeatureGeometry() throws {
        #expect(try violations(#"{"xmin":0,"ymin":0,"xmax":1,"ymax":1}"#).map(\.code) == ["geometry.type"])
        #expect(try violations(#"{"type":"Point","coordinates":[1,2]}"#).map(\.code) == ["geometry.type"])
        #expect(try violations(#"[1,2]"#).map(\.code) == ["geometry.notObject"])
    }

    // MARK: Writing

    static let samples: [Geometry] = [
        .point(Position(7.25, 47.125)),
        .point(Position(1, 2, 3.5)),
        .multiPoint([Position(0.1, 0.2), Position(-3, 4e-7)]),
        .lineString([Position(2600000.5, 1200000.25, 410), Position(2600010, 1200003, 411.5)]),
        .multiLineString([[Position(0, 0), Position(1, 1)], [Position(2, 2), Position(3, 3)]]),
        .polygon([clockwiseSquare.reversed(), counterClockwiseHole.reversed()]),
        .multiPolygon([[clockwiseSquare.reversed()], [clockwiseSquare.map { Position($0.x + 20, $0.y) }.reversed()]]),
    ]

    @Test(arguments: samples)
    func readingWhatWasWrittenGivesTheSameGeometryAndJSON(_ g: Geometry) throws {
        let json = EsriGeometry.json(g)
        let back = try EsriGeometry.parse(json, expected: g.type).get()
        #expect(back == g)
        #expect(EsriGeometry.json(back) == json)
    }

    @Test func esriJSONSurvivesARoundTrip() throws {
        let text = #"{"hasZ":true,"rings":[[[0,0,1],[0,10,1],[10,10,2],[10,0,2],[0,0,1]],[[20,0,0],[20,10,0],[30,10,0],[30,0,0],[20,0,0]],[[22,2,0],[24,2,0],[24,4,0],[22,4,0],[22,2,0]]]}"#
        let json = try JSONValue.parse(text)
        #expect(EsriGeometry.json(try EsriGeometry.parse(json).get()) == json)
    }

    @Test(arguments: samples)
    func writingBytesMatchesTheSerializedJSON(_ g: Geometry) {
        var out: [UInt8] = []
        EsriGeometry.write(g, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == EsriGeometry.json(g).jsonString(sortedKeys: true))
    }

    // MARK: Names and spatial references

    @Test func typeNamesFollowEsri() {
        #expect(EsriGeometry.typeName(.multiPoint) == "esriGeometryMultipoint")
        #expect(EsriGeometry.typeName(.multiLineString) == "esriGeometryPolyline")
        #expect(EsriGeometry.types(named: "esriGeometryPolyline") == [.lineString, .multiLineString])
        #expect(EsriGeometry.types(named: "esriGeometryPolygon") == [.polygon, .multiPolygon])
        #expect(EsriGeometry.types(named: "esriGeometryEnvelope") == nil)
        for type in GeometryType.allCases {
            #expect(EsriGeometry.types(named: EsriGeometry.typeName(type))?.contains(type) == true)
        }
    }

    @Test func spatialReferencesGiveEPSGCodes() {
        #expect(EsriGeometry.spatialReference(["wkid": 4326, "latestWkid": 4326]) == 4326)
        #expect(EsriGeometry.spatialReference(["wkid": 102100]) == 3857)
        #expect(EsriGeometry.spatialReference(["wkid": 102113]) == 3857)
        #expect(EsriGeometry.spatialReference(["wkid": 102100, "latestWkid": 3857]) == 3857)
        #expect(EsriGeometry.spatialReference(["wkt": "PROJCS[\"CH1903+ / LV95\"]"]) == nil)
        #expect(EsriGeometry.spatialReference(nil) == nil)
    }

    // MARK: Query geometry

    @Test func anEnvelopeGivenAsFourNumbersHasNoSpatialReference() throws {
        let q = try EsriQueryGeometry.parse("1,2,3,4", geometryType: nil).get()
        #expect(q.shape == .envelope(BoundingBox(minX: 1, minY: 2, maxX: 3, maxY: 4)))
        #expect(q.srid == nil)
        #expect(try EsriQueryGeometry.parse(" 1, 2, 3, 4 ", geometryType: "esriGeometryEnvelope").get() == q)
    }

    @Test func aJSONEnvelopeCarriesItsSpatialReference() throws {
        let q = try EsriQueryGeometry.parse(#"{"xmin":-10,"ymin":-5,"xmax":10,"ymax":5,"spatialReference":{"wkid":102100}}"#,
                                            geometryType: "esriGeometryEnvelope").get()
        #expect(q.shape == .envelope(BoundingBox(minX: -10, minY: -5, maxX: 10, maxY: 5)))
        #expect(q.srid == 3857)
    }

    @Test func aBadEnvelopeIsRefused() {
        for text in ["1,2,3", "1,2,x,4", "3,2,1,4", "", #"{"xmin":0,"ymin":0,"xmax":1}"#, #"{"xmin":0,"ymin":0"#] {
            guard case .failure(let problems) = EsriQueryGeometry.parse(text, geometryType: nil) else {
                Issue.record("expected \"\(text)\" to be refused")
                continue
            }
            #expect(problems.violations.allSatisfy { $0.path.hasPrefix("geometry") })
        }
    }

    @Test func aQueryGeometryOfAnotherTypeIsReadAsEsriJSON() throws {
        let q = try EsriQueryGeometry.parse(#"{"rings":[\#(text(Self.clockwiseSquare))],"spatialReference":{"wkid":4326}}"#,
                                            geometryType: "esriGeometryPolygon").get()
        #expect(q.shape == .geometry(.polygon([Self.clockwiseSquare.reversed()])))
        #expect(q.srid == 4326)
        #expect(try EsriQueryGeometry.parse("7.5,47", geometryType: "esriGeometryPoint").get().shape == .geometry(.point(Position(7.5, 47))))
    }

    @Test func aQueryGeometryThatDoesNotMatchItsGeometryTypeIsRefused() {
        guard case .failure(let mismatch) = EsriQueryGeometry.parse(#"{"paths":[[[0,0],[1,1]]]}"#, geometryType: "esriGeometryPolygon"),
            case .failure(let unknown) = EsriQueryGeometry.parse("1,2,3,4", geometryType: "esriGeometryCircle"),
            case .failure(let inner) = EsriQueryGeometry.parse(#"{"paths":[[[0,0],["NaN",1]]]}"#, geometryType: "esriGeometryPolyline")
        else {
            Issue.record("expected refusals")
            return
        }
        #expect(mismatch.violations.map(\.code) == ["geometry.type"])
        #expect(unknown.violations.map(\.path) == ["geometryType"])
        #expect(inner.violations.map(\.path) == ["geometry.paths[0][1][0]"])
    }

    /// Points and lines re-wrapped from their GeoJSON text say the same as the parsed geometry
    /// written by `write`; everything else is left to the parsing path.
    @Test(arguments: [
        #"{"type": "Point", "coordinates": [780000, 6570000.25]}"#,
        #"{"type":"Point","coordinates":[-7.5e-05,47]}"#,
        #"{"coordinates": [1.5, -2], "type": "Point"}"#,
        #"{"type": "MultiPoint", "coordinates": [[1, 2], [3.25, 4]]}"#,
        #"{"type": "LineString", "coordinates": [[0, 0], [1, 1], [2, 0.5]]}"#,
        #"{"type": "MultiLineString", "coordinates": [[[0, 0], [1, 1]], [[5, 5], [6, -6]]]}"#,
    ])
    func pointsAndLinesAreCopiedFromTheirText(_ text: String) throws {
        var copied: [UInt8] = []
        #expect(EsriGeometry.writeCopying(geoJSON: text, into: &copied))
        var parsed: [UInt8] = []
        EsriGeometry.write(try Geometry.parse(try JSONValue.parse(text)).get(), into: &parsed)
        #expect(try JSONValue.parse(copied) == JSONValue.parse(parsed), "\(String(decoding: copied, as: UTF8.self))")
    }

    @Test(arguments: [
        #"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}"#,
        #"{"type": "MultiPolygon", "coordinates": [[[[0, 0], [1, 0], [1, 1], [0, 0]]]]}"#,
        #"{"type": "Point", "coordinates": [1, 2, 3]}"#,
        #"{"type": "LineString", "coordinates": [[0, 0, 1], [1, 1, 2]]}"#,
        #"{"type": "MultiPoint", "coordinates": []}"#,
        #"{"type": "Point", "coordinates": []}"#,
        #"{"type": "GeometryCollection", "geometries": []}"#,
        #"{"type": "Point", "coordinates": ["1", 2]}"#,
        "not json",
    ])
    func everythingElseIsLeftToTheParsingPath(_ text: String) {
        var out: [UInt8] = []
        #expect(!EsriGeometry.writeCopying(geoJSON: text, into: &out))
        #expect(out.isEmpty)
    }
}
