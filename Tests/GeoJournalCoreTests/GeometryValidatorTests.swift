import GeoJournalCore
import Testing

@Suite("Geometry validation for a layer")
struct GeometryValidatorTests {
    let square: [Position] = [Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)]
    let hole: [Position] = [Position(2, 2), Position(2, 4), Position(4, 4), Position(4, 2), Position(2, 2)]

    func codes(_ v: [Violation]) -> [String] { v.map(\.code) }

    @Test func validPolygonWithHoleIsAccepted() {
        #expect(GeometryValidator.check(.polygon([square, hole]), expected: .polygon, srid: 4326).isEmpty)
        #expect(GeometryValidator.check(.multiPolygon([[square, hole]]), expected: .multiPolygon, srid: 3857).isEmpty)
    }

    @Test func bowTieIsInvalidWithGEOSReasonAndLocation() {
        let bowTie = Geometry.polygon([[Position(0, 0), Position(10, 10), Position(10, 0), Position(0, 10), Position(0, 0)]])
        let v = GeometryValidator.check(bowTie, expected: .polygon, srid: 4326)
        #expect(codes(v) == ["geometry.invalid"])
        #expect(v.first?.path == "coordinates")
        #expect(v.first?.message.hasPrefix("Self-intersection at (5 5): ") == true)
    }

    @Test func ringTouchingItselfIsInvalid() {
        let ring = [Position(0, 0), Position(5, 0), Position(3, 5), Position(7, 5), Position(5, 0),
                    Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)]
        let v = GeometryValidator.check(.polygon([ring]), expected: .polygon, srid: 2056)
        #expect(codes(v) == ["geometry.invalid"])
        #expect(v.first?.message.hasPrefix("Ring Self-intersection at (5 0)") == true)
    }

    @Test func holeOutsideShellIsInvalid() {
        let outside = [Position(20, 20), Position(20, 22), Position(22, 22), Position(22, 20), Position(20, 20)]
        let v = GeometryValidator.check(.polygon([square, outside]), expected: .polygon, srid: 4326)
        #expect(codes(v) == ["geometry.invalid"])
        #expect(v.first?.message.hasPrefix("Hole lies outside shell at (20 20)") == true)
    }

    @Test func overlappingPartsOfAMultiPolygonAreInvalid() {
        let shifted = square.map { Position($0.x + 5, $0.y + 5) }
        let v = GeometryValidator.check(.multiPolygon([[square], [shifted]]), expected: .multiPolygon, srid: 4326)
        #expect(codes(v) == ["geometry.invalid"])
        #expect(v.first?.message.hasPrefix("Self-intersection at (") == true)
    }

    @Test func unclosedRingIsReportedWithItsPathAndNotAgainByGEOS() {
        let open = Array(square.dropLast()) + [Position(0, 9)]
        let v = GeometryValidator.check(.polygon([square, Array(hole.dropLast()) + [Position(2, 3)]]), expected: .polygon, srid: 4326)
        #expect(codes(v) == ["geometry.unclosedRing"])
        #expect(v.first?.path == "coordinates[1]")
        #expect(v.first?.message == "hole 1 of the Polygon is not closed: it starts at (2, 2) but ends at (2, 3); repeat the first position at the end")
        let w = GeometryValidator.check(.multiPolygon([[square], [open]]), expected: .multiPolygon, srid: 4326)
        #expect(codes(w) == ["geometry.unclosedRing"])
        #expect(w.first?.path == "coordinates[1][0]")
    }

    @Test func ringOfThreePositionsHasTooFewPoints() {
        let v = GeometryValidator.check(.polygon([[Position(0, 0), Position(1, 0), Position(0, 0)]]), expected: .polygon, srid: 4326)
        #expect(codes(v) == ["geometry.tooFewPoints"])
        #expect(v.first?.path == "coordinates[0]")
    }

    @Test func collapsedRingOfFourPositionsIsLeftToGEOS() {
        let v = GeometryValidator.check(.polygon([[Position(0, 0), Position(1, 0), Position(0, 0), Position(0, 0)]]), expected: .polygon, srid: 4326)
        #expect(codes(v) == ["geometry.invalid"])
        #expect(v.first?.message.hasPrefix("Too few points") == true)
    }

    @Test func polygonWithoutRingsAndEmptyMultiGeometriesAreRefused() {
        #expect(codes(GeometryValidator.check(.polygon([]), expected: .polygon, srid: 4326)) == ["geometry.empty"])
        #expect(codes(GeometryValidator.check(.multiPoint([]), expected: .multiPoint, srid: 4326)) == ["geometry.empty"])
        #expect(codes(GeometryValidator.check(.multiLineString([]), expected: .multiLineString, srid: 4326)) == ["geometry.empty"])
        #expect(codes(GeometryValidator.check(.multiPolygon([]), expected: .multiPolygon, srid: 4326)) == ["geometry.empty"])
    }

    @Test func lineNeedsTwoDistinctPositions() {
        let one = GeometryValidator.check(.lineString([Position(1, 1)]), expected: .lineString, srid: 4326)
        #expect(codes(one) == ["geometry.tooFewPoints"])
        #expect(one.first?.message == "LineString has 1 position; a line needs at least 2")
        let same = GeometryValidator.check(.lineString([Position(1, 1), Position(1, 1), Position(1, 1)]), expected: .lineString, srid: 4326)
        #expect(codes(same) == ["geometry.tooFewPoints"])
        #expect(same.first?.message == "all 3 positions of LineString are (1, 1); a line needs at least 2 distinct positions")
        let multi = GeometryValidator.check(.multiLineString([[Position(0, 0), Position(1, 1)], [Position(2, 2)]]), expected: .multiLineString, srid: 4326)
        #expect(codes(multi) == ["geometry.tooFewPoints"])
        #expect(multi.first?.path == "coordinates[1]")
    }

    @Test func selfCrossingLineIsAccepted() {
        let line = Geometry.lineString([Position(0, 0), Position(10, 10), Position(10, 0), Position(0, 10)])
        #expect(GeometryValidator.check(line, expected: .lineString, srid: 4326).isEmpty)
        #expect(GeometryValidator.check(.multiLineString([line.positions]), expected: .multiLineString, srid: 4326).isEmpty)
    }

    @Test func typeMustMatchTheLayer() {
        let v = GeometryValidator.check(.lineString([Position(0, 0), Position(1, 1)]), expected: .polygon, srid: 4326)
        #expect(v == [Violation(path: "type", code: "geometry.typeMismatch", message: "this layer holds Polygon geometries, got a LineString")])
        #expect(codes(GeometryValidator.check(.point(Position(0, 0)), expected: .multiPoint, srid: 4326)) == ["geometry.typeMismatch"])
    }

    @Test func vertexBudgetIsEnforced() {
        let line = Geometry.lineString((0..<11).map { Position(Double($0), 0) })
        #expect(codes(GeometryValidator.check(line, expected: .lineString, srid: 4326, maxVertices: 10)) == ["geometry.tooManyVertices"])
        #expect(GeometryValidator.check(line, expected: .lineString, srid: 4326, maxVertices: 11).isEmpty)
    }

    @Test func nonFiniteCoordinatesAreRefusedInEverySpatialReference() {
        for srid: Int32 in [4326, 3857, 2056] {
            let v = GeometryValidator.check(.point(Position(.infinity, 0)), expected: .point, srid: srid)
            #expect(codes(v) == ["geometry.notFinite"], "EPSG:\(srid)")
            #expect(v.first?.path == "coordinates")
        }
        let nan = GeometryValidator.check(.lineString([Position(0, 0), Position(1, .nan)]), expected: .lineString, srid: 2056)
        #expect(codes(nan) == ["geometry.notFinite"])
        #expect(nan.first?.path == "coordinates[1]")
        let infiniteZ = GeometryValidator.check(.point(Position(1, 1, -.infinity)), expected: .point, srid: 2056)
        #expect(codes(infiniteZ) == ["geometry.notFinite"])
    }

    @Test func geographicCoordinatesStayWithinLongitudeAndLatitude() {
        for srid: Int32 in [4326, 4258, 4269] {
            #expect(GeometryValidator.check(.multiPoint([Position(180, 90), Position(-180, -90)]), expected: .multiPoint, srid: srid).isEmpty)
            let v = GeometryValidator.check(.multiPoint([Position(180.5, 0), Position(0, -90.5), Position(7, 46)]), expected: .multiPoint, srid: srid)
            #expect(codes(v) == ["geometry.outOfBounds", "geometry.outOfBounds"], "EPSG:\(srid)")
            #expect(v.map(\.path) == ["coordinates[0]", "coordinates[1]"])
        }
        let v = GeometryValidator.check(.point(Position(181, 0)), expected: .point, srid: 4326)
        #expect(v.first?.message == "position (181, 0) is outside EPSG:4326 (longitude -180…180, latitude -90…90)")
    }

    @Test func webMercatorCoordinatesStayWithinTheSquare() {
        let m = 20037508.342789244
        for srid: Int32 in [3857, 900913] {
            #expect(GeometryValidator.check(.lineString([Position(-m, -m), Position(m, m)]), expected: .lineString, srid: srid).isEmpty)
            let v = GeometryValidator.check(.lineString([Position(0, 0), Position(m + 1, 0), Position(0, -m - 1)]), expected: .lineString, srid: srid)
            #expect(codes(v) == ["geometry.outOfBounds", "geometry.outOfBounds"], "EPSG:\(srid)")
        }
    }

    @Test func otherSpatialReferencesAreNotBounded() {
        #expect(GeometryValidator.check(.point(Position(2_600_000, 1_200_000)), expected: .point, srid: 2056).isEmpty)
        #expect(GeometryValidator.check(.point(Position(2_600_000, 1_200_000)), expected: .point, srid: 4326).count == 1)
    }

    @Test func manyPositionsOutOfBoundsAreSummarised() {
        let projected = Geometry.lineString((0..<15).map { Position(2_600_000 + Double($0), 1_200_000) })
        let v = GeometryValidator.check(projected, expected: .lineString, srid: 4326)
        #expect(v.count == 11)
        #expect(v.last == Violation(path: "coordinates", code: "geometry.outOfBounds",
                                    message: "5 more positions are outside EPSG:4326; are the coordinates in another spatial reference?"))
    }

    @Test func outOfBoundsPolygonIsStillCheckedByGEOS() {
        let bowTie = Geometry.polygon([[Position(170, 0), Position(190, 20), Position(190, 0), Position(170, 20), Position(170, 0)]])
        let v = GeometryValidator.check(bowTie, expected: .polygon, srid: 4326)
        #expect(codes(v) == ["geometry.outOfBounds", "geometry.outOfBounds", "geometry.invalid"])
    }

    @Test func mixingTwoAndThreeDimensionalPositionsIsRefused() {
        let v = GeometryValidator.check(.lineString([Position(0, 0, 5), Position(1, 1)]), expected: .lineString, srid: 4326)
        #expect(codes(v) == ["geometry.mixedDimensions"])
        #expect(GeometryValidator.check(.lineString([Position(0, 0, 5), Position(1, 1, 6)]), expected: .lineString, srid: 4326).isEmpty)
    }

    @Test func parsedGeoJSONIsCheckedEndToEnd() throws {
        let json = try JSONValue.parse(#"{"type":"Polygon","coordinates":[[[0,0],[10,10],[10,0],[0,10],[0,0]]]}"#)
        let geometry = try Geometry.parse(json).get()
        let v = GeometryValidator.check(geometry, expected: .polygon, srid: 4326).map { $0.prefixed("edits[0].adds[1].geometry") }
        #expect(v.map(\.path) == ["edits[0].adds[1].geometry.coordinates"])
    }
}
