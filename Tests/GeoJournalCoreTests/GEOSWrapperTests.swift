import GEOS
import GeoJournalCore
import Testing

@Suite("GEOS wrapper")
struct GEOSWrapperTests {
    let context: GEOSContext

    init() throws { context = try GEOSContext() }

    @Test func wkbFromGeoJournalRoundTripsThroughGEOSToTheSameBytesAndExpectedWKT() throws {
        let polygon = Geometry.polygon([
            [Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)],
            [Position(2, 2), Position(2, 4), Position(4, 4), Position(4, 2), Position(2, 2)],
        ])
        let g = try context.geometry(wkb: polygon.wkb)
        #expect(try g.wkt == "POLYGON ((0 0, 10 0, 10 10, 0 10, 0 0), (2 2, 2 4, 4 4, 4 2, 2 2))")
        #expect(try g.wkb == polygon.wkb)
        #expect(try g.typeName == "Polygon")
    }

    @Test func threeDimensionalWKBKeepsZ() throws {
        let line = Geometry.lineString([Position(0, 0, 1), Position(1, 1, 2.5)])
        let g = try context.geometry(wkb: line.wkb)
        #expect(try g.wkt == "LINESTRING Z (0 0 1, 1 1 2.5)")
        #expect(try g.wkb == line.wkb)
    }

    @Test func multiGeometriesRoundTrip() throws {
        let multi = Geometry.multiPolygon([
            [[Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)]],
            [[Position(5, 5), Position(6, 5), Position(6, 6), Position(5, 5)]],
        ])
        let g = try context.geometry(wkb: multi.wkb)
        #expect(try g.wkt == "MULTIPOLYGON (((0 0, 1 0, 1 1, 0 0)), ((5 5, 6 5, 6 6, 5 5)))")
        #expect(try g.wkb == multi.wkb)
    }

    @Test func malformedWKBThrowsWithGEOSMessage() {
        #expect(throws: GEOSError.self) { try context.geometry(wkb: [1, 2, 3]) }
        do {
            _ = try context.geometry(wkb: [1, 1, 0, 0, 0, 0x00])
            Issue.record("truncated WKB was accepted")
        } catch {
            #expect(error.operation == "read WKB")
            #expect(!error.message.isEmpty)
        }
        #expect(throws: GEOSError.self) { try context.geometry(wkb: []) }
        #expect(throws: GEOSError.self) { try context.geometry(wkt: "POLYGON ((0 0, 1") }
    }

    @Test func bowTieIsInvalidWithSelfIntersectionAtItsCrossing() throws {
        let v = try context.geometry(wkt: "POLYGON ((0 0, 10 10, 10 0, 0 10, 0 0))").validity()
        #expect(!v.isValid)
        #expect(v.reason == "Self-intersection")
        #expect(v.location == GEOSCoordinate(x: 5, y: 5))
        #expect(try !context.geometry(wkt: "POLYGON ((0 0, 10 10, 10 0, 0 10, 0 0))").isValid)
    }

    @Test func validPolygonHasNoReasonOrLocation() throws {
        let g = try context.geometry(wkt: "POLYGON ((0 0, 10 0, 10 10, 0 10, 0 0))")
        #expect(try g.validity() == .valid)
        #expect(try g.isValid)
    }

    @Test func invertedRingIsValidOnlyWhenSelfTouchingRingsAreAllowed() throws {
        // One ring that touches itself at (5 0) and so encloses a triangular hole (ESRI style).
        let inverted = try context.geometry(wkt: "POLYGON ((0 0, 5 0, 3 5, 7 5, 5 0, 10 0, 10 10, 0 10, 0 0))")
        #expect(try inverted.validity().reason == "Ring Self-intersection")
        #expect(try inverted.validity(allowSelfTouchingRingFormingHole: true).isValid)
    }

    @Test func selfCrossingLineIsValidButNotSimple() throws {
        let line = try context.geometry(wkt: "LINESTRING (0 0, 10 10, 10 0, 0 10)")
        #expect(try line.isValid)
        #expect(try !line.isSimple)
        #expect(try context.geometry(wkt: "LINESTRING (0 0, 10 0, 10 10)").isSimple)
    }

    @Test func distanceAndNearestPointsMatchHandComputedAnswers() throws {
        let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0)")
        let point = try context.geometry(wkt: "POINT (5 3)")
        #expect(try line.distance(to: point) == 3)
        let nearest = try line.nearestPoints(to: point)
        #expect(nearest.onFirst == GEOSCoordinate(x: 5, y: 0))
        #expect(nearest.onSecond == GEOSCoordinate(x: 5, y: 3))
        #expect(nearest.distance == 3)

        // From the square's corner (4 4) to (7 8): a 3-4-5 triangle.
        let square = try context.geometry(wkt: "POLYGON ((0 0, 4 0, 4 4, 0 4, 0 0))")
        let far = try context.geometry(wkt: "POINT (7 8)")
        #expect(try square.distance(to: far) == 5)
        #expect(try square.nearestPoints(to: far) == GEOSNearestPoints(onFirst: GEOSCoordinate(x: 4, y: 4), onSecond: GEOSCoordinate(x: 7, y: 8)))
        #expect(try square.distance(to: context.geometry(wkt: "POINT (1 1)")) == 0)
    }

    @Test func nearestPointsOfAnEmptyGeometryThrows() throws {
        let empty = try context.geometry(wkt: "POINT EMPTY")
        let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0)")
        #expect(throws: GEOSError.self) { try line.nearestPoints(to: empty) }
    }

    @Test func projectAndInterpolateAlongALine() throws {
        let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0, 10 10)")
        // (12 4) is closest to (10 4): 10 along the first segment plus 4 along the second.
        #expect(try line.project(context.geometry(wkt: "POINT (12 4)")) == 14)
        #expect(try line.project(context.geometry(wkt: "POINT (-3 -3)")) == 0)
        #expect(try line.interpolate(14) == GEOSCoordinate(x: 10, y: 4))
        #expect(try line.interpolate(2.5) == GEOSCoordinate(x: 2.5, y: 0))
        #expect(try line.interpolate(25) == GEOSCoordinate(x: 10, y: 10))   // past the end: the end
        #expect(try line.interpolate(-5) == GEOSCoordinate(x: 10, y: 5))    // from the end
    }

    @Test func linearReferencingRefusesNonLinesAndNonPoints() throws {
        let polygon = try context.geometry(wkt: "POLYGON ((0 0, 4 0, 4 4, 0 4, 0 0))")
        let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0)")
        #expect(throws: GEOSError.self) { try polygon.interpolate(1) }
        #expect(throws: GEOSError.self) { try polygon.project(context.geometry(wkt: "POINT (1 1)")) }
        #expect(throws: GEOSError.self) { try line.project(polygon) }
    }

    @Test func lengthAreaAndEnvelope() throws {
        let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0, 10 10)")
        #expect(try line.length == 20)
        #expect(try line.area == 0)
        #expect(try line.envelope == GEOSEnvelope(minX: 0, minY: 0, maxX: 10, maxY: 10))
        let triangle = try context.geometry(wkt: "POLYGON ((0 0, 4 0, 4 3, 0 0))")
        #expect(try triangle.area == 6)
        #expect(try triangle.length == 12)
        let withHole = try context.geometry(wkt: "POLYGON ((0 0, 10 0, 10 10, 0 10, 0 0), (2 2, 2 4, 4 4, 4 2, 2 2))")
        #expect(try withHole.area == 96)
        #expect(try context.geometry(wkt: "POLYGON EMPTY").envelope == nil)
        #expect(try context.geometry(wkt: "POLYGON EMPTY").isEmpty)
    }

    @Test func bufferOfAPointIsARegularPolygonOfFourTimesQuadrantSegments() throws {
        let disc = try context.geometry(wkt: "POINT (0 0)").buffer(1, quadrantSegments: 8)
        // 32 segments inscribed in the unit circle: area = 16 · sin(2π/32).
        #expect(abs(try disc.area - 16 * 0.19509032201612825) < 1e-9)
        #expect(try disc.envelope == GEOSEnvelope(minX: -1, minY: -1, maxX: 1, maxY: 1))
        #expect(try disc.typeName == "Polygon")
        let shrunk = try context.geometry(wkt: "POLYGON ((0 0, 10 0, 10 10, 0 10, 0 0))").buffer(-1)
        #expect(try shrunk.area == 64)
    }

    @Test func manyContextsWorkInParallelTasks() async throws {
        // Each task owns its contexts; only plain values leave it. Every task asks about different
        // coordinates, so an answer crossing over from another task's context would show.
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var wrong = 0
                    for k in 1...100 {
                        do {
                            let context = try GEOSContext()
                            let validity = try context.geometry(wkt: "POLYGON ((0 0, 10 10, 10 0, 0 10, 0 0))").validity()
                            let line = try context.geometry(wkt: "LINESTRING (0 0, 100 0)")
                            let point = try context.geometry(wkb: Geometry.point(Position(Double(task), Double(-k))).wkb)
                            let nearest = try line.nearestPoints(to: point)
                            let distance = try line.distance(to: point)
                            let measure = try line.project(point)
                            let refused = (try? context.geometry(wkb: [1, 2, 3])) == nil
                            if validity.location != GEOSCoordinate(x: 5, y: 5) || validity.reason != "Self-intersection"
                                || abs(distance - Double(k)) > 1e-9 || abs(nearest.onFirst.x - Double(task)) > 1e-9
                                || nearest.onFirst.y != 0 || abs(measure - Double(task)) > 1e-9 || !refused
                            {
                                wrong += 1
                            }
                        } catch {
                            wrong += 1
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
