import Foundation
import GeoJournalTestSupport
import GEOS
import GeoJournalCore
@testable import Journal
import PostgresNIO
import Testing

/// Box filters answer exactly: the ids a reader returns, now and as of past positions, equal an
/// exact filter computed here with GEOS from the geometries the test wrote (never by the same
/// SQL), for points, lines and polygons placed within 1e-6 of the boxes' edges. And a layer's
/// count and extent, kept by the projection, equal what a scan of its features gives.
@Suite("Exact spatial filters and layer statistics")
struct SpatialFilterTests {
    /// What the test wrote: per feature, its geometry from each position on (nil: deleted).
    struct Truth {
        var timeline: [UUID: [(position: Int64, geometry: Geometry?)]] = [:]
        var layerOf: [UUID: String] = [:]

        mutating func record(_ id: UUID, layer: String, at position: Int64, _ geometry: Geometry?) {
            timeline[id, default: []].append((position, geometry))
            layerOf[id] = layer
        }

        func geometries(layer: String, at position: Int64) -> [(UUID, Geometry)] {
            var out: [(UUID, Geometry)] = []
            for (id, versions) in timeline where layerOf[id] == layer {
                if let last = versions.last(where: { $0.position <= position }), let g = last.geometry { out.append((id, g)) }
            }
            return out
        }
    }

    static let offsets: [Double] = [-1e-6, -4e-7, -1e-7, 0, 1e-7, 4e-7, 1e-6]

    /// A point near a random edge of `box`: on it, just inside or just outside.
    static func nearEdge(_ box: BoundingBox, _ rng: inout SeededRandom, offsets: [Double] = offsets) -> Position {
        let along = Double.random(in: 0...1, using: &rng)
        let d = offsets.randomElement(using: &rng)!
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return Position(box.minX - d, box.minY + along * (box.maxY - box.minY))
        case 1: return Position(box.maxX + d, box.minY + along * (box.maxY - box.minY))
        case 2: return Position(box.minX + along * (box.maxX - box.minX), box.minY - d)
        default: return Position(box.minX + along * (box.maxX - box.minX), box.maxY + d)
        }
    }

    /// A point, a line or a polygon with a vertex or side near an edge of `box`, reaching away from it.
    static func shape(_ type: GeometryType, near box: BoundingBox, _ rng: inout SeededRandom) -> Geometry {
        let p = nearEdge(box, &rng)
        // Away from the box's centre, so only the part near the edge can meet the box.
        let cx = (box.minX + box.maxX) / 2, cy = (box.minY + box.maxY) / 2
        let dx = p.x >= cx ? 0.3 : -0.3, dy = p.y >= cy ? 0.3 : -0.3
        switch type {
        case .lineString:
            return .lineString([p, Position(p.x + dx, p.y + dy * Double.random(in: 0...1, using: &rng))])
        case .polygon:
            let q = Position(p.x + dx, p.y + dy)
            let ring = [p, Position(q.x, p.y), q, Position(p.x, q.y), p]
            // Counter-clockwise outer ring, as GeoJSON asks.
            let area = zip(ring, ring.dropFirst()).reduce(0.0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) }
            return .polygon([area >= 0 ? ring : Array(ring.reversed())])
        default:
            return .point(p)
        }
    }

    static func expected(_ truth: Truth, layer: String, at position: Int64, box: BoundingBox, context: GEOSContext) throws -> Set<UUID> {
        let boxGeometry = try context.geometry(wkt: "POLYGON((\(box.minX) \(box.minY), \(box.maxX) \(box.minY), \(box.maxX) \(box.maxY), \(box.minX) \(box.maxY), \(box.minX) \(box.minY)))")
        var ids = Set<UUID>()
        for (id, g) in truth.geometries(layer: layer, at: position) where try context.geometry(wkb: g.ewkb(srid: 0)).intersects(boxGeometry) {
            ids.insert(id)
        }
        return ids
    }

    static let layers: [(String, GeometryType)] = [("Pts", .point), ("Lns", .lineString), ("Pgs", .polygon)]

    @Test func boxFiltersMatchAnIndependentExactFilterNowAndAsOfPastPositions() async throws {
        let world = try await TestWorld.make()
        for (name, type) in Self.layers {
            try await world.defineLayer(name, #"{"geometryType":"\#(type.rawValue)","srid":4326,"fields":[]}"#)
        }
        var rng = SeededRandom(seed: 0x35_0000 + UInt64.random(in: 0..<1000))
        let boxes: [BoundingBox] = (0..<8).map { _ in
            let x = Double.random(in: 0...8, using: &rng), y = Double.random(in: 40...48, using: &rng)
            return BoundingBox(minX: x, minY: y, maxX: x + Double.random(in: 0.2...1.5, using: &rng), maxY: y + Double.random(in: 0.2...1.5, using: &rng))
        }
        var truth = Truth()
        var positions: [Int64] = []
        // Six operations of adds near the boxes' edges.
        for _ in 0..<6 {
            var edits: [LayerEdits] = []
            var planned: [(String, Geometry)] = []
            for (name, type) in Self.layers {
                var adds: [FeatureAdd] = []
                for _ in 0..<24 {
                    let g = Self.shape(type, near: boxes.randomElement(using: &rng)!, &rng)
                    adds.append(FeatureAdd(attributes: [:], geometry: g))
                    planned.append((name, g))
                }
                edits.append(LayerEdits(layer: name, adds: adds))
            }
            let outcome = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: edits), context: AppendContext(actor: "t"))
            for (result, (name, g)) in zip(outcome.results, planned) { truth.record(result.id, layer: name, at: outcome.operation.lastPosition, g) }
            positions.append(outcome.operation.lastPosition)
        }
        // Moves (to another box's edge) and deletes, each its own operation.
        let ids = truth.timeline.keys.sorted { $0.uuidString < $1.uuidString }
        for id in ids.shuffled(using: &rng).prefix(40) {
            let layer = truth.layerOf[id]!
            let type = Self.layers.first { $0.0 == layer }!.1
            let version = truth.timeline[id]!.count
            let request: EditRequest
            var moved: Geometry?
            if Bool.random(using: &rng) {
                moved = Self.shape(type, near: boxes.randomElement(using: &rng)!, &rng)
                request = EditRequest(edits: [LayerEdits(layer: layer, updates: [FeatureUpdate(id: id, expectedVersion: version, geometry: moved)])])
            } else {
                request = EditRequest(edits: [LayerEdits(layer: layer, deletes: [FeatureDelete(id: id, expectedVersion: version)])])
            }
            let outcome = try await world.journal.edits.apply(workspace: world.workspace, request: request, context: AppendContext(actor: "t"))
            truth.record(id, layer: layer, at: outcome.operation.lastPosition, moved)
            positions.append(outcome.operation.lastPosition)
        }
        let head = try await world.head()
        let context = try GEOSContext()
        var moments: [Int64] = [head]
        for _ in 0..<4 { moments.append(positions.randomElement(using: &rng)!) }
        var compared = 0, nonEmpty = 0
        for box in boxes {
            for (layer, _) in Self.layers {
                for moment in moments {
                    let want = try Self.expected(truth, layer: layer, at: moment, box: box, context: context)
                    let page = try await world.journal.reads.versionedFeatures(workspace: world.workspace, layer: layer, moment: moment == head ? .head : .position(moment),
                                                                         filter: SpatialFilter(box: box), limit: 10_000, cursor: nil, output: .layer, countMatched: true)
                    let got = Set(page.features.map(\.id))
                    #expect(got == want, "layer \(layer), box \(box), position \(moment): \(got.subtracting(want).count) too many, \(want.subtracting(got).count) missing")
                    #expect(page.matched == want.count)
                    let listed = try await world.journal.reads.features(workspace: world.workspace, layer: layer, moment: moment == head ? .head : .position(moment),
                                                                  bbox: box, limit: 10_000, cursor: nil)
                    let listedIds = Set(listed.features.compactMap { text -> UUID? in
                        (try? JSONValue.parse(text))?.objectValue?["id"]?.stringValue.flatMap(UUID.init(uuidString:))
                    })
                    #expect(listedIds == want, "/v1 list, layer \(layer), box \(box), position \(moment)")
                    compared += 1
                    if !want.isEmpty { nonEmpty += 1 }
                }
            }
        }
        #expect(compared == boxes.count * Self.layers.count * moments.count)
        // The generator must put features in the boxes for the comparison to mean anything.
        #expect(nonEmpty > compared / 2)
    }

    /// A box given in EPSG:4326 over a Web Mercator layer: the test is made against the box itself,
    /// not the box around its image.
    @Test func aBoxInAnotherSpatialReferenceIsExactToo() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Merc", #"{"geometryType":"Point","srid":3857,"fields":[]}"#)
        var rng = SeededRandom(seed: 0x3857)
        let box = BoundingBox(minX: 8.0649, minY: 49.4345, maxX: 8.5649, maxY: 49.9345)
        func mercator(_ p: Position) -> Position {
            let r = 6_378_137.0
            return Position(r * p.x * .pi / 180, r * log(tan(.pi / 4 + p.y * .pi / 360)))
        }
        var lonLat: [UUID: Position] = [:]
        var adds: [FeatureAdd] = []
        var planned: [Position] = []
        for _ in 0..<300 {
            // 1e-6 degrees is about 0.1 m: far more than the transform's error.
            let p = Self.nearEdge(box, &rng, offsets: [-2e-6, -1e-6, 1e-6, 2e-6])
            planned.append(p)
            adds.append(FeatureAdd(attributes: [:], geometry: .point(mercator(p))))
        }
        let outcome = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [LayerEdits(layer: "Merc", adds: adds)]), context: AppendContext(actor: "t"))
        for (r, p) in zip(outcome.results, planned) { lonLat[r.id] = p }
        let want = Set(lonLat.filter { box.minX <= $0.value.x && $0.value.x <= box.maxX && box.minY <= $0.value.y && $0.value.y <= box.maxY }.keys)
        let page = try await world.journal.reads.versionedFeatures(workspace: world.workspace, layer: "Merc", moment: .head, filter: SpatialFilter(box: box, srid: 4326),
                                                             limit: 10_000, cursor: nil, output: .layer, countMatched: true)
        #expect(Set(page.features.map(\.id)) == want)
        #expect(!want.isEmpty && want.count < planned.count)
    }

    /// The collection document's count and extent, read from the projection, equal a scan after
    /// adds, moves (of the feature that made an edge) and deletes (of the feature at an edge).
    @Test func layerCountAndExtentFollowAddsMovesAndDeletes() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Pts", #"{"geometryType":"Point","srid":4326,"fields":[]}"#)
        try await world.defineLayer("Lns", #"{"geometryType":"LineString","srid":4326,"fields":[]}"#)
        func check(_ step: String) async throws {
            for layer in ["Pts", "Lns"] {
                let extent = try await world.journal.extents.layerExtent(workspace: world.workspace, layer: layer, output: .layer)
                let (count, box) = try await LayerStatsWritePathTests.scanned(world, layer)
                #expect(Int64(extent.count) == count, "\(step): count of \(layer)")
                #expect(extent.bbox == box, "\(step): extent of \(layer)")
            }
        }
        try await check("empty")
        var rng = SeededRandom(seed: 0x35)
        var points: [(UUID, Int)] = []
        var lines: [(UUID, Int)] = []
        for _ in 0..<5 {
            var pts: [FeatureAdd] = [], lns: [FeatureAdd] = []
            for _ in 0..<20 {
                let p = Position(Double.random(in: -10...10, using: &rng), Double.random(in: -10...10, using: &rng))
                pts.append(FeatureAdd(attributes: [:], geometry: .point(p)))
                lns.append(FeatureAdd(attributes: [:], geometry: .lineString([p, Position(p.x + 0.123456789, p.y - 0.987654321)])))
            }
            let o = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [LayerEdits(layer: "Pts", adds: pts), LayerEdits(layer: "Lns", adds: lns)]),
                                                       context: AppendContext(actor: "t"))
            points += o.results.filter { $0.layer == "Pts" }.map { ($0.id, 1) }
            lines += o.results.filter { $0.layer == "Lns" }.map { ($0.id, 1) }
            try await check("adds")
        }
        // Take away, again and again, the feature that makes an edge of the extent: moved inward or deleted.
        for round in 0..<12 {
            let positions = try await world.env.owner.query("""
                SELECT id, layer FROM features WHERE workspace_id = \(world.workspace)
                ORDER BY ST_XMax(geom) DESC LIMIT 2
                """)
            var victims: [(UUID, String)] = []
            for try await (id, layer) in positions.decode((UUID, String).self) { victims.append((id, layer)) }
            var edits: [LayerEdits] = []
            for (id, layer) in victims {
                let list = layer == "Pts" ? points : lines
                guard let index = list.firstIndex(where: { $0.0 == id }) else { continue }
                let version = list[index].1
                if round % 2 == 0 {
                    let g: Geometry = layer == "Pts" ? .point(Position(0, 0)) : .lineString([Position(0, 0), Position(0.5, 0.5)])
                    edits.append(LayerEdits(layer: layer, updates: [FeatureUpdate(id: id, expectedVersion: version, geometry: g)]))
                    if layer == "Pts" { points[index].1 += 1 } else { lines[index].1 += 1 }
                } else {
                    edits.append(LayerEdits(layer: layer, deletes: [FeatureDelete(id: id, expectedVersion: version)]))
                    if layer == "Pts" { points.remove(at: index) } else { lines.remove(at: index) }
                }
            }
            _ = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: edits), context: AppendContext(actor: "t"))
            try await check("round \(round)")
        }
        // The readers above only read; the writer's follow-up after each commit stored the exact
        // extents (in the background: waited for here). The counts were kept by the writes.
        let deadline = ContinuousClock.now + .seconds(15)
        var exact = false
        while true {
            let stats = try await world.env.owner.query("SELECT bool_and(extent_exact), sum(feature_count)::int8 FROM layer_stats WHERE workspace_id = \(world.workspace)")
            for try await (all, total) in stats.decode((Bool, Int64).self) {
                exact = all
                #expect(total == Int64(points.count + lines.count))
            }
            if exact || ContinuousClock.now > deadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(exact, "the writer's follow-up stores the exact extents")
        // Everything deleted: no extent, count 0.
        let all = [LayerEdits(layer: "Pts", deletes: points.map { FeatureDelete(id: $0.0, expectedVersion: $0.1) }),
                   LayerEdits(layer: "Lns", deletes: lines.map { FeatureDelete(id: $0.0, expectedVersion: $0.1) })]
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: all), context: AppendContext(actor: "t"))
        try await check("all deleted")
        let extent = try await world.journal.extents.layerExtent(workspace: world.workspace, layer: "Pts", output: .layer)
        #expect(extent.count == 0 && extent.bbox == nil)
    }
}
