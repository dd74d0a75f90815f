import Foundation
import GeoJournalCore
import GeoJournalSamples
import Testing

@Suite("Snapping to vertices and edges")
struct SnapIndexTests {
    static func line(_ coordinates: (Double, Double)...) -> Geometry { .lineString(coordinates.map { Position($0.0, $0.1) }) }
    static func request(_ x: Double, _ y: Double, tolerance: Double, _ layers: String...) -> SnapRequest {
        SnapRequest(point: Position(x, y), tolerance: tolerance, sources: layers.map { SnapSource(layer: $0) })
    }

    @Test func aVertexWithinToleranceBeatsACloserEdgePoint() {
        var index = SnapIndex()
        let id = UUID()
        index.upsert(featureId: id, layer: "GasLine", geometry: Self.line((0, 0), (20, 0)))
        let result = index.snap(Self.request(3, 1, tolerance: 4, "GasLine"))
        #expect(result.kind == .vertex)
        #expect(result.point == Position(0, 0))
        #expect(result.featureId == id)
        #expect(result.layer == "GasLine")
        #expect(result.distance == 10.0.squareRoot())
    }

    @Test func theNearestEdgePointWinsWhenNoVertexIsWithinTolerance() {
        var index = SnapIndex()
        index.upsert(featureId: UUID(), layer: "GasLine", geometry: Self.line((0, 0), (20, 0), (20, 20)))
        let result = index.snap(Self.request(10, 1, tolerance: 2, "GasLine"))
        #expect(result.kind == .edge)
        #expect(result.point == Position(10, 0))
        #expect(result.distance == 1)
        let other = index.snap(Self.request(21.5, 12, tolerance: 2, "GasLine"))
        #expect(other.kind == .edge)
        #expect(other.point == Position(20, 12))
        #expect(other.distance == 1.5)
    }

    @Test func theToleranceBoundaryIsInclusive() {
        var index = SnapIndex()
        index.upsert(featureId: UUID(), layer: "Device", geometry: .point(Position(3, 4)))
        index.upsert(featureId: UUID(), layer: "Line", geometry: Self.line((-10, 2), (10, 2)))
        #expect(index.snap(Self.request(0, 0, tolerance: 5, "Device")).kind == .vertex)
        #expect(index.snap(Self.request(0, 0, tolerance: 5, "Device")).distance == 5)
        #expect(index.snap(Self.request(0, 0, tolerance: 4.999_999, "Device")).kind == .none)
        let edge = index.snap(Self.request(0, 0, tolerance: 2, "Line"))
        #expect(edge.kind == .edge)
        #expect(edge.point == Position(0, 2))
        #expect(index.snap(Self.request(0, 0, tolerance: 1.999_999, "Line")).kind == .none)
    }

    @Test func nothingWithinToleranceAnswersNoneWithTheRequestedPoint() {
        var index = SnapIndex()
        index.upsert(featureId: UUID(), layer: "Line", geometry: Self.line((0, 0), (10, 0)))
        let result = index.snap(Self.request(5, 7, tolerance: 3, "Line"))
        #expect(result == SnapResult.none(Position(5, 7), sources: [SnapSourceReport(layer: "Line")]))
        #expect(!result.snapped)
        #expect(result.json == ["snapped": false, "point": [5.0, 7.0], "kind": "none", "sources": [["layer": "Line", "ruleBehavior": "none"]]])
    }

    @Test func aDisabledSourceIsIgnored() {
        var index = SnapIndex()
        let near = UUID(), far = UUID()
        index.upsert(featureId: near, layer: "A", geometry: .point(Position(1, 0)))
        index.upsert(featureId: far, layer: "B", geometry: .point(Position(3, 0)))
        var request = SnapRequest(point: Position(0, 0), tolerance: 5, sources: [SnapSource(layer: "A", enabled: false), SnapSource(layer: "B")])
        let result = index.snap(request)
        #expect(result.featureId == far)
        #expect(result.sources == [SnapSourceReport(layer: "A"), SnapSourceReport(layer: "B")])
        request.sources[1].enabled = false
        #expect(index.snap(request).kind == .none)
        request.sources[0].enabled = true
        #expect(index.snap(request).featureId == near)
    }

    @Test func aVertexOfOneSourceBeatsACloserEdgeOfAnother() {
        var index = SnapIndex()
        let device = UUID()
        index.upsert(featureId: UUID(), layer: "Line", geometry: Self.line((-10, 0), (10, 0)))
        index.upsert(featureId: device, layer: "Device", geometry: .point(Position(0, 3)))
        let result = index.snap(Self.request(0, 0.5, tolerance: 3, "Line", "Device"))
        #expect(result.kind == .vertex)
        #expect(result.featureId == device)
        #expect(result.layer == "Device")
        #expect(result.distance == 2.5)
    }

    @Test func multiPartLinesSnapToEveryPartAndNeverBetweenParts() {
        var index = SnapIndex()
        let id = UUID()
        index.upsert(featureId: id, layer: "L", geometry: .multiLineString([[Position(0, 0), Position(10, 0)], [Position(0, 10), Position(10, 10)]]))
        let second = index.snap(Self.request(5, 9, tolerance: 2, "L"))
        #expect(second.kind == .edge)
        #expect(second.point == Position(5, 10))
        #expect(second.featureId == id)
        // (6, 6) is 1.41 from the line joining (10, 0) and (0, 10), which is not an edge.
        #expect(index.snap(Self.request(6, 6, tolerance: 2, "L")).kind == .none)
        #expect(index.snap(Self.request(0, 11, tolerance: 2, "L")).point == Position(0, 10))
    }

    @Test func polygonRingEdgesIncludingHolesAndTheClosingSegmentCount() {
        var index = SnapIndex()
        let square = [Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)]
        let hole = [Position(4, 4), Position(6, 4), Position(6, 6), Position(4, 6), Position(4, 4)]
        index.upsert(featureId: UUID(), layer: "Parcel", geometry: .polygon([square, hole]))
        let closing = index.snap(Self.request(0.5, 5, tolerance: 1, "Parcel"))
        #expect(closing.kind == .edge)
        #expect(closing.point == Position(0, 5))
        let inner = index.snap(Self.request(5, 6.5, tolerance: 1, "Parcel"))
        #expect(inner.kind == .edge)
        #expect(inner.point == Position(5, 6))
        #expect(index.snap(Self.request(5, 5, tolerance: 0.5, "Parcel")).kind == .none)
        let far = [Position(100, 100), Position(110, 100), Position(110, 110), Position(100, 100)]
        index.upsert(featureId: UUID(), layer: "Parcels", geometry: .multiPolygon([[square], [far]]))
        let diagonal = index.snap(Self.request(106, 104, tolerance: 2, "Parcels"))
        #expect(diagonal.kind == .edge)
        #expect(abs(diagonal.point.x - 105) < 1e-12 && abs(diagonal.point.y - 105) < 1e-12)
    }

    @Test func pointsAndMultiPointsSnapAsVertices() {
        var index = SnapIndex()
        let id = UUID()
        index.upsert(featureId: id, layer: "Valve", geometry: .multiPoint([Position(0, 0), Position(5, 5)]))
        let result = index.snap(Self.request(5.5, 5, tolerance: 1, "Valve"))
        #expect(result.kind == .vertex)
        #expect(result.point == Position(5, 5))
        #expect(index.snap(Self.request(2.5, 2.5, tolerance: 1, "Valve")).kind == .none)
    }

    @Test func anEmptyOrUnknownLayerAnswersNone() {
        var index = SnapIndex()
        #expect(index.snap(Self.request(0, 0, tolerance: 100, "Nothing")).kind == .none)
        let id = UUID()
        index.upsert(featureId: id, layer: "L", geometry: .point(Position(0, 0)))
        index.remove(featureId: id, layer: "L")
        #expect(index.snap(Self.request(0, 0, tolerance: 100, "L")).kind == .none)
        #expect(index.layerNames.isEmpty)
        #expect(index.snap(SnapRequest(point: Position(0, 0), tolerance: 1, sources: [])).kind == .none)
    }

    @Test func updatesAndRemovalsTakeEffectImmediately() {
        var index = SnapIndex()
        let id = UUID()
        index.upsert(featureId: id, layer: "L", geometry: Self.line((0, 0), (10, 0)))
        index.upsert(featureId: id, layer: "L", geometry: Self.line((0, 50), (10, 50)))
        #expect(index.snap(Self.request(5, 1, tolerance: 2, "L")).kind == .none)
        #expect(index.snap(Self.request(5, 51, tolerance: 2, "L")).point == Position(5, 50))
        #expect(index.featureCount(layer: "L") == 1)
        #expect(index.vertexCount(layer: "L") == 2)
        index.remove(featureId: id, layer: "L")
        #expect(index.snap(Self.request(5, 51, tolerance: 2, "L")).kind == .none)
    }

    @Test func journalEventsKeepTheIndexCurrent() throws {
        var index = SnapIndex()
        let id = UUID()
        index.apply(type: .featureCreated, featureId: id, layer: "L", data: ["attributes": [:], "geometry": ["type": "Point", "coordinates": [1, 1]]])
        #expect(index.snap(Self.request(1, 1.5, tolerance: 1, "L")).featureId == id)
        index.apply(type: .featureUpdated, featureId: id, layer: "L", data: ["changes": ["N": ["old": 1, "new": 2]]])
        #expect(index.snap(Self.request(1, 1.5, tolerance: 1, "L")).featureId == id)
        index.apply(type: .featureUpdated, featureId: id, layer: "L", data: ["changes": [:], "geometry": ["type": "Point", "coordinates": [9, 9]]])
        #expect(index.snap(Self.request(1, 1.5, tolerance: 1, "L")).kind == .none)
        #expect(index.snap(Self.request(9, 9, tolerance: 1, "L")).featureId == id)
        index.apply(type: .featureDeleted, featureId: id, layer: "L", data: [:])
        #expect(index.snap(Self.request(9, 9, tolerance: 1, "L")).kind == .none)
    }

    @Test func rulesLimitPreventAndRestrictToEndVertices() {
        var index = SnapIndex()
        let allowed = UUID(), refused = UUID(), line = UUID()
        index.upsert(featureId: refused, layer: "Device", geometry: .point(Position(0, 1)))
        index.upsert(featureId: allowed, layer: "Device", geometry: .point(Position(0, 2)))
        index.upsert(featureId: line, layer: "Line", geometry: Self.line((-10, 0), (0, 0), (10, 0)))
        let request = Self.request(0, 0.2, tolerance: 3, "Device", "Line")
        // No rules: the middle vertex of the line is nearest.
        #expect(index.snap(request).featureId == line)
        let result = index.snap(request) { source in
            source.layer == "Line"
                ? SnapSourceRule(behavior: .rulesPreventSnapping)
                : SnapSourceRule(behavior: .rulesLimitSnapping) { id, _ in id == allowed }
        }
        #expect(result.featureId == allowed)
        #expect(result.sources == [SnapSourceReport(layer: "Device", ruleBehavior: .rulesLimitSnapping), SnapSourceReport(layer: "Line", ruleBehavior: .rulesPreventSnapping)])
        let ends = index.snap(Self.request(1, 0.5, tolerance: 9.5, "Line")) { _ in SnapSourceRule(behavior: .rulesLimitSnapping, endVertexOnly: true) }
        #expect(ends.kind == .vertex)
        #expect(ends.point == Position(10, 0))
        #expect(index.snap(Self.request(1, 0.5, tolerance: 5, "Line")) { _ in SnapSourceRule(behavior: .rulesLimitSnapping, endVertexOnly: true) }.kind == .none)
    }

    @Test func manyEditsPastTheTailAndCompactionThresholdsStayExact() {
        var index = SnapIndex()
        var random = SeededRandom(seed: 7)
        var live: [UUID: Geometry] = [:]
        var ids: [UUID] = []
        // ~60,000 vertices of edits: passes the tail limit many times and forces compactions.
        for step in 0..<6_000 {
            if step % 5 == 4, let id = ids.randomElement(using: &random) {
                index.remove(featureId: id, layer: "L")
                live[id] = nil
            } else {
                let id = step % 3 == 0 && !ids.isEmpty ? ids.randomElement(using: &random)! : UUID()
                let g = SnapOracle.randomGeometry(&random, extent: 2_000)
                index.upsert(featureId: id, layer: "L", geometry: g)
                if live[id] == nil { ids.append(id) }
                live[id] = g
            }
        }
        #expect(index.featureCount(layer: "L") == live.count)
        #expect(index.vertexCount(layer: "L") == live.values.reduce(0) { $0 + $1.vertexCount })
        for _ in 0..<300 {
            let request = SnapRequest(point: Position(random.unit() * 2_000, random.unit() * 2_000), tolerance: random.unit() * 40, sources: [SnapSource(layer: "L")])
            SnapOracle.expectSame(index.snap(request), SnapOracle.bruteForce(request, features: ["L": live]), request)
        }
    }

    @Test func theIndexAgreesWithABruteForceScanOnRandomData() {
        var random = SeededRandom(seed: 2_024)
        var features: [String: [UUID: Geometry]] = ["A": [:], "B": [:]]
        var index = SnapIndex()
        let loaded = (0..<600).map { _ in (id: UUID(), geometry: SnapOracle.randomGeometry(&random, extent: 1_000)) }
        for f in loaded { features["A"]![f.id] = f.geometry }
        index.insert(layer: "A", features: loaded)
        for _ in 0..<400 {
            let id = UUID(), g = SnapOracle.randomGeometry(&random, extent: 1_000)
            index.upsert(featureId: id, layer: "B", geometry: g)
            features["B"]![id] = g
        }
        for id in Array(features["A"]!.keys).prefix(100) {
            index.remove(featureId: id, layer: "A")
            features["A"]![id] = nil
        }
        for id in Array(features["B"]!.keys).prefix(100) {
            let g = SnapOracle.randomGeometry(&random, extent: 1_000)
            index.upsert(featureId: id, layer: "B", geometry: g)
            features["B"]![id] = g
        }
        var kinds: [SnapKind: Int] = [:]
        for q in 0..<3_000 {
            let sources = [SnapSource(layer: "A", enabled: q % 7 != 0), SnapSource(layer: "B", enabled: q % 5 != 0)]
            let request = SnapRequest(point: Position(random.unit() * 1_100 - 50, random.unit() * 1_100 - 50), tolerance: random.unit() * 30, sources: sources)
            let result = index.snap(request)
            SnapOracle.expectSame(result, SnapOracle.bruteForce(request, features: features), request)
            kinds[result.kind, default: 0] += 1
        }
        // The random data exercises every outcome.
        #expect(kinds[.vertex, default: 0] > 100 && kinds[.edge, default: 0] > 100 && kinds[.none, default: 0] > 100)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["GEOJOURNAL_BENCH"] == "1"))
    func benchmarkOfAMillionLineVertices() {
        let r = SnapIndex.benchmark(lines: 100_000, vertices: 10, queries: 100_000)
        print("snap benchmark: \(r)")
    }
}

/// The specification of snapping as a plain scan of every vertex and segment.
enum SnapOracle {
    struct Answer {
        var kind: SnapKind
        var distance: Double
    }

    static func bruteForce(_ request: SnapRequest, features: [String: [UUID: Geometry]]) -> Answer {
        let p = request.point
        var vertex = Double.infinity, edge = Double.infinity
        for source in request.sources where source.enabled {
            for g in features[source.layer]?.values.map({ $0 }) ?? [] {
                for part in parts(g) {
                    for (k, a) in part.enumerated() {
                        vertex = min(vertex, hypot(a.x - p.x, a.y - p.y))
                        guard k + 1 < part.count else { continue }
                        let b = part[k + 1]
                        let ex = b.x - a.x, ey = b.y - a.y
                        let l2 = ex * ex + ey * ey
                        let t = l2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / l2))
                        edge = min(edge, hypot(a.x + t * ex - p.x, a.y + t * ey - p.y))
                    }
                }
            }
        }
        if vertex <= request.tolerance { return Answer(kind: .vertex, distance: vertex) }
        if edge <= request.tolerance { return Answer(kind: .edge, distance: edge) }
        return Answer(kind: .none, distance: .infinity)
    }

    static func parts(_ g: Geometry) -> [[Position]] {
        switch g {
        case .point(let p): return [[p]]
        case .multiPoint(let ps): return ps.map { [$0] }
        case .lineString(let ps): return [ps]
        case .multiLineString(let ls), .polygon(let ls): return ls
        case .multiPolygon(let ps): return ps.flatMap { $0 }
        }
    }

    static func expectSame(_ result: SnapResult, _ answer: Answer, _ request: SnapRequest, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.kind == answer.kind, "\(request.json.jsonString())", sourceLocation: sourceLocation)
        guard result.kind == answer.kind else { return }
        if result.kind == .none {
            #expect(result.point == request.point, sourceLocation: sourceLocation)
            return
        }
        let d = result.distance ?? .nan
        #expect(abs(d - answer.distance) <= 1e-9, "\(request.json.jsonString())", sourceLocation: sourceLocation)
        #expect(abs(hypot(result.point.x - request.point.x, result.point.y - request.point.y) - d) <= 1e-9, sourceLocation: sourceLocation)
    }

    /// A point, line, multi-line, polygon (maybe with a hole) or multipolygon somewhere in the extent.
    static func randomGeometry(_ random: inout SeededRandom, extent: Double) -> Geometry {
        let x = random.unit() * extent, y = random.unit() * extent
        func walk(_ n: Int, from x: Double, _ y: Double) -> [Position] {
            var x = x, y = y
            var ps: [Position] = []
            for _ in 0..<n {
                ps.append(Position(x, y))
                x += random.unit() * 40 - 20
                y += random.unit() * 40 - 20
            }
            return ps
        }
        func ring(_ cx: Double, _ cy: Double, _ r: Double) -> [Position] {
            let n = 3 + Int(random.next() % 6)
            var ps = (0..<n).map { k in
                let angle = Double(k) / Double(n) * 2 * Double.pi
                return Position(cx + r * cos(angle), cy + r * sin(angle))
            }
            ps.append(ps[0])
            return ps
        }
        switch random.next() % 6 {
        case 0: return .point(Position(x, y))
        case 1: return .multiPoint((0..<3).map { _ in Position(x + random.unit() * 30, y + random.unit() * 30) })
        case 2: return .lineString(walk(2 + Int(random.next() % 12), from: x, y))
        case 3: return .multiLineString([walk(3, from: x, y), walk(5, from: x + 30, y - 30)])
        case 4: return .polygon([ring(x, y, 30), ring(x, y, 10)])
        default: return .multiPolygon([[ring(x, y, 15)], [ring(x + 50, y, 20)]])
        }
    }
}

