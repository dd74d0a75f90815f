import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Logging
import PostgresNIO
import Testing

/// Every state is read through the SQL functions of one overlay (`geojournal_line_features`,
/// `geojournal_line_rows`, `geojournal_line_state`, Schema/0076), which PostgreSQL inlines: a
/// reader's box condition on the layer's geometry expression reaches each branch, and each finds
/// the layer's own index (the current features', and the closed versions' with their validity
/// line). The plans are asked for with sequential scans priced out, so the test says which indexes
/// *can* answer the statement `LayerState` writes, whatever the sizes.
@Suite("One line state: each branch through the layer's indexes")
struct LineStateIndexTests {
    static let layer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}"#

    @Test func aBoxReadInThePastAndInAVersionFindsTheClosedVersionsThroughTheLayersIndex() async throws {
        let world = try await TestWorld.make("linestateindex")
        try await world.defineLayer("Points", Self.layer)
        let ws = world.workspace
        let journal = world.journal
        let ids = (0..<40).map { _ in UUID() }
        func point(_ i: Int, _ dx: Double = 0) -> Geometry { .point(Position(Double(i % 8) * 10 + dx, Double(i / 8) * 10)) }
        let context = AppendContext(actor: "t")
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: ids.indices.map {
            FeatureAdd(id: ids[$0], attributes: ["N": .integer(Int64($0))], geometry: point($0))
        })]), context: context)
        let middle = try await world.head()
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: ids.indices.map {
            FeatureUpdate(id: ids[$0], attributes: ["N": .integer(Int64(100 + $0))], geometry: point($0, 1))
        })]), context: context)
        let editor = Principal(tokenId: UUID(), actor: "t", role: .editor, workspaces: nil)
        let version = try await journal.versions.createVersion(workspace: ws, name: "indexed", access: .public, description: "", base: .head, principal: editor)
        _ = try await journal.edits.apply(workspace: version.line, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [
            FeatureUpdate(id: ids[0], attributes: ["N": .integer(-1)]),
        ])]), context: context)
        // DEFAULT moves past the version's base: its versions valid at the base are closed now.
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: ids.indices.map {
            FeatureUpdate(id: ids[$0], attributes: ["N": .integer(Int64(200 + $0))], geometry: point($0, 2))
        })]), context: context)
        let definition = try #require(try await journal.workspaces.layerSet(workspace: ws).layers["Points"])
        let box = FilterShape(.box(BoundingBox(minX: -5, minY: -5, maxX: 35, maxY: 35)), srid: nil)

        // DEFAULT as it was before the updates: current features that existed then, closed versions valid then.
        var past = LayerState(workspace: ws, layer: definition, position: middle, current: false)
        past.filter = .spatial(.intersects, box)
        let pastPlan = try await Self.plan(world, past)
        #expect(pastPlan.contains("feature_versions_layer_"), "the closed versions through the layer's index:\n\(pastPlan)")
        #expect(pastPlan.contains("features_layer_"), "the current features through the layer's index:\n\(pastPlan)")
        #expect(!pastPlan.contains("Seq Scan on feature"), "no scan of a whole partition:\n\(pastPlan)")
        #expect(try await Self.count(world, past) == 16, "the 16 points of the box, as they were")

        // The version now: its own features, DEFAULT's at the base (closed since) that it never touched.
        var inVersion = LayerState(workspace: version.line, layer: definition, position: 0, current: true)
        inVersion.filter = .spatial(.intersects, box)
        let versionPlan = try await Self.plan(world, inVersion)
        #expect(versionPlan.contains("feature_versions_layer_"), "DEFAULT's versions at the base through the layer's index:\n\(versionPlan)")
        #expect(!versionPlan.contains("Seq Scan on feature"), "no scan of a whole partition:\n\(versionPlan)")
        #expect(try await Self.count(world, inVersion) == 16)

        // A lookup by id (a stream state in the version) takes the primary keys, not the box index.
        var byId = LayerState(workspace: version.line, layer: nil, position: 0, current: true)
        byId.ids = [ids[0], ids[1]]
        let idPlan = try await Self.plan(world, byId)
        #expect(!idPlan.contains("feature_versions_layer_"), "an id is looked up by its key:\n\(idPlan)")
        #expect(idPlan.contains("feature_versions_") && idPlan.contains("_pkey"), "by the primary key:\n\(idPlan)")
    }

    /// A line is told to SQL as a value (its row's parent, or the line's key as an argument), never
    /// read from the `~` in its key: no function of Schema/functions looks for one.
    @Test func noSQLFunctionReadsALineFromItsKey() throws {
        let directory = try Migrator.locateSchemaDirectory().appendingPathComponent("functions")
        var readers: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".sql") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            if text.contains("'~'") { readers.append(file) }
        }
        #expect(readers.isEmpty, "functions that read a line from the '~' of its key: \(readers)")
    }

    /// The plan of the state's rows, with sequential scans priced out.
    static func plan(_ world: TestWorld, _ state: LayerState) async throws -> String {
        var sql = BoundSQL()
        let from = try state.from(&sql)
        sql.text = "EXPLAIN (COSTS OFF) SELECT f.id, f.version FROM \(from)"
        let query = sql.query
        return try await world.env.service.withLiveTransaction(logger: world.env.logger) { conn in
            try await conn.query("SET LOCAL enable_seqscan = off", logger: world.env.logger)
            var lines: [String] = []
            for try await line in try await conn.query(query, logger: world.env.logger).decode(String.self) { lines.append(line) }
            return lines.joined(separator: "\n")
        }
    }

    static func count(_ world: TestWorld, _ state: LayerState) async throws -> Int64 {
        var sql = BoundSQL()
        let from = try state.from(&sql)
        sql.text = "SELECT count(*) FROM \(from)"
        var n: Int64 = -1
        for try await c in try await world.env.service.query(sql.query).decode(Int64.self) { n = c }
        return n
    }
}
