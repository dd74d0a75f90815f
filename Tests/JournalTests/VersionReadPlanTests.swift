import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Logging
import PostgresNIO
import Testing

/// The bbox read of a version against the same read on DEFAULT, as PostgreSQL runs the statement
/// `LayerState` writes (`EXPLAIN ANALYZE`, planning and execution), on `bench_versions`' shape:
/// 100,000 points, a version that updated every tenth (10,000, one operation), DEFAULT 10,000
/// other updates past the version's base (operations of 1,000; 100 of them the version's
/// points), ~250-point boxes. A measurement: it runs when `GEOJOURNAL_MEASURE_VERSION_READS` is
/// set (it writes 120,000 features through the journal first).
@Suite("A version's bbox read against DEFAULT's", .enabled(if: ProcessInfo.processInfo.environment["GEOJOURNAL_MEASURE_VERSION_READS"] != nil))
struct VersionReadPlanTests {
    static let layer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}"#

    @Test func aVersionsBboxReadAgainstDefaults() async throws {
        let world = try await TestWorld.make("versionreadplan")
        try await world.defineLayer("Points", Self.layer)
        let ws = world.workspace
        let journal = world.journal
        let side = 316
        let ids = (0..<100_000).map { _ in UUID() }
        func point(_ i: Int) -> Geometry { .point(Position(Double(i % side) * 10, Double(i / side) * 10)) }
        for chunk in stride(from: 0, to: ids.count, by: 10_000) {
            let adds = (chunk..<min(chunk + 10_000, ids.count)).map { FeatureAdd(id: ids[$0], attributes: ["N": .integer(Int64($0))], geometry: point($0)) }
            _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: adds)]), context: AppendContext(actor: "m"))
        }
        let editor = Principal(tokenId: UUID(), actor: "m", role: .editor, workspaces: nil)
        let version = try await journal.versions.createVersion(workspace: ws, name: "measured", access: .public, description: "", base: .head, principal: editor)
        let mine = stride(from: 0, to: ids.count, by: 10).map { FeatureUpdate(id: ids[$0], attributes: ["N": .integer(Int64(-$0))]) }
        _ = try await journal.edits.apply(workspace: version.line, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: mine)]), context: AppendContext(actor: "m"))
        // DEFAULT: 10,000 others (every tenth from 5), 100 of them the version's (every 1000th).
        var theirs = stride(from: 5, to: ids.count, by: 10).map { $0 }
        theirs = Array(theirs.prefix(9_900)) + stride(from: 0, to: ids.count, by: 1000).map { $0 }
        for chunk in stride(from: 0, to: theirs.count, by: 1000) {
            let updates = theirs[chunk..<min(chunk + 1000, theirs.count)].map { FeatureUpdate(id: ids[$0], attributes: ["N": .integer(Int64($0 + 1_000_000))]) }
            _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: updates)]), context: AppendContext(actor: "m"))
        }
        try await world.env.owner.query("ANALYZE features")
        try await world.env.owner.query("ANALYZE feature_versions")
        try await world.env.owner.query("ANALYZE events")

        // A version with no edits of its own, from DEFAULT's head now.
        let idle = try await journal.versions.createVersion(workspace: ws, name: "idle", access: .public, description: "", base: .head, principal: editor)

        let definition = try #require(try await journal.workspaces.layerSet(workspace: ws).layers["Points"])
        // The statements: DEFAULT's; the version's as before (its base asked for in the
        // statement, its events looked up for each of DEFAULT's features); the version's with its
        // line moment (what `versionedFeatures` reads now); the idle version's with its moment.
        var moments: [String: LineMoment] = [:]
        for line in [version.line, idle.line] {
            var head: Int64 = 0
            for try await h in try await world.env.owner.query("SELECT head_position FROM workspaces WHERE id = \(line)").decode(Int64.self) { head = h }
            moments[line] = try await world.env.service.withConnection { conn in try await journal.reads.lineMoment(conn, line: line, at: head) }
        }
        let variants: [(name: String, key: String, moment: LineMoment?)] = [
            ("DEFAULT", ws, nil), ("version, base in the statement", version.line, nil), ("version", version.line, moments[version.line]),
            ("idle version", idle.line, moments[idle.line]),
        ]
        var rng = SeededGenerator(seed: 55)
        var times: [String: [Double]] = [:]
        var plans: [String: String] = [:]
        for round in 0..<60 {
            // ~250 points: a box of 16 x 16 grid cells somewhere on the grid.
            let x = Double(Int.random(in: 0..<(side - 16), using: &rng)) * 10, y = Double(Int.random(in: 0..<(300 - 16), using: &rng)) * 10
            let box = BoundingBox(minX: x - 5, minY: y - 5, maxX: x + 155, maxY: y + 155)
            var counts: [String: Int] = [:]
            for variant in round % 2 == 0 ? variants : variants.reversed() {
                let (planning, execution, plan, rows) = try await Self.explain(world, key: variant.key, moment: variant.moment, definition: definition, box: box)
                #expect(rows >= 200, "\(variant.name): \(rows) rows in the box")
                counts[variant.name] = rows
                if round >= 10 { times[variant.name, default: []].append(planning + execution) }
                plans[variant.name] = plan
            }
            #expect(Set(counts.values).count == 1, "every statement finds the same number of features: \(counts)")
        }
        func median(_ v: [Double]) -> Double { let s = v.sorted(); return s[s.count / 2] }
        let onDefault = median(times["DEFAULT"]!)
        for variant in variants {
            let t = median(times[variant.name]!)
            print("MEASURED bbox read (planning + execution, median of 50): \(variant.name) \(String(format: "%.3f", t)) ms, \(String(format: "%.2f", t / onDefault))x DEFAULT")
        }
        for variant in variants { print("PLAN \(variant.name):\n\(plans[variant.name]!)") }
        // The version's own features are found through the layer's index on the line's partition.
        #expect(plans["version"]!.contains("features_layer_"), "the line's partition is read through its layer index")
    }

    /// `EXPLAIN ANALYZE` of the first page of the bbox read `Journal.versionedFeatures` makes.
    static func explain(_ world: TestWorld, key: String, moment: LineMoment?, definition: LayerDefinition, box: BoundingBox) async throws -> (Double, Double, String, Int) {
        var state = LayerState(workspace: key, layer: definition, position: 0, current: true)
        state.lineMoment = moment
        state.filter = .spatial(.intersects, FilterShape(.box(box), srid: nil))
        var sql = BoundSQL()
        let from = try state.from(&sql)
        sql.text = """
            EXPLAIN (ANALYZE, BUFFERS) SELECT f.id, f.version, f.attributes::text, geojournal_geojson(f.geom), f.valid_from, f.valid_to,
                   (extract(epoch FROM f.valid_from_time) * 1000000)::int8, (extract(epoch FROM f.valid_to_time) * 1000000)::int8
            FROM \(from) ORDER BY f.id LIMIT \(try sql.bind(Int64(1001)))
            """
        var lines: [String] = []
        for try await line in try await world.env.service.query(sql.query).decode(String.self) { lines.append(line) }
        func ms(_ prefix: String) -> Double {
            lines.first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count).split(separator: " ").first ?? "") } ?? -1
        }
        let top = lines.first { $0.contains("actual time") } ?? ""
        let rows = top.range(of: "rows=", options: .backwards).flatMap { Int(top[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
        return (ms("Planning Time: "), ms("Execution Time: "), lines.joined(separator: "\n"), rows)
    }
}
