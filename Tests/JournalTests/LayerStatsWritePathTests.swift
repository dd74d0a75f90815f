import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Logging
import PostgresNIO
import Testing

/// `layer_stats` is written by the write path only (issue 54, item 5): a read of a layer's count
/// and extent never writes, answers exactly although a write left the stored extent inexact, and
/// the writer's follow-up after the commit stores the exact extent again.
@Suite("Layer counts and extents: written by the write path only")
struct LayerStatsWritePathTests {
    struct Row: Equatable {
        var exact: Bool
        var generation: Int64
        var count: Int64
        var box: BoundingBox?
    }

    /// The stored row of a layer.
    static func stored(_ world: TestWorld, _ layer: String) async throws -> Row? {
        let rows = try await world.env.owner.query("""
            SELECT extent_exact, generation, feature_count, min_x, min_y, max_x, max_y FROM layer_stats
            WHERE workspace_id = \(world.workspace) AND layer = \(layer)
            """)
        for try await (exact, generation, count, a, b, c, d) in rows.decode((Bool, Int64, Int64, Double?, Double?, Double?, Double?).self) {
            return Row(exact: exact, generation: generation, count: count, box: a.map { BoundingBox(minX: $0, minY: b!, maxX: c!, maxY: d!) })
        }
        return nil
    }

    /// Count and extent by a scan of the layer's features.
    static func scanned(_ world: TestWorld, _ layer: String) async throws -> (Int64, BoundingBox?) {
        let rows = try await world.env.owner.query("""
            SELECT count(*), ST_XMin(ST_Extent(geom)), ST_YMin(ST_Extent(geom)), ST_XMax(ST_Extent(geom)), ST_YMax(ST_Extent(geom))
            FROM features WHERE workspace_id = \(world.workspace) AND layer = \(layer)
            """)
        for try await (n, a, b, c, d) in rows.decode((Int64, Double?, Double?, Double?, Double?).self) {
            return (n, a.map { BoundingBox(minX: $0, minY: b!, maxX: c!, maxY: d!) })
        }
        return (0, nil)
    }

    /// Waits (up to 15 s) until the layer's stored row is exact again: the writer's follow-up.
    static func storedExact(_ world: TestWorld, _ layer: String) async throws -> Row? {
        let deadline = ContinuousClock.now + .seconds(15)
        while true {
            let row = try await stored(world, layer)
            if row?.exact == true || ContinuousClock.now > deadline { return row }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// A journal whose every connection is read-only (`default_transaction_read_only`): any write
    /// it tried would fail.
    static func readOnlyJournal(_ world: TestWorld) -> (Journal, Task<Void, Never>) {
        var configuration = world.env.serviceURL.configuration(maxConnections: 2)
        configuration.options.additionalStartupParameters.append(("default_transaction_read_only", "on"))
        let client = PostgresClient(configuration: configuration, backgroundLogger: world.env.logger)
        let running = Task.detached { await client.run() }
        return (Journal(client: client, logger: world.env.logger), running)
    }

    static func point(_ x: Double, _ y: Double, id: UUID = UUID()) -> FeatureAdd {
        FeatureAdd(id: id, attributes: [:], geometry: .point(Position(x, y)))
    }

    /// Waits until a session of the cluster waits for a lock `pid` holds.
    static func waitUntilBlockedBy(_ world: TestWorld, pid: Int32) async throws {
        let deadline = ContinuousClock.now + .seconds(15)
        while ContinuousClock.now < deadline {
            let rows = try await world.env.owner.query("SELECT count(*)::int8 FROM pg_stat_activity WHERE \(pid) = ANY(pg_blocking_pids(pid))")
            for try await n in rows.decode(Int64.self) where n > 0 { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("nobody waited for the lock of \(pid)")
    }

    /// (a) a delete or move of the feature at the extent's edge gives the exact extent on the next
    /// read, (b) reads do not write `layer_stats` (they run on read-only connections; the row's
    /// generation does not move), (c) after the writer's follow-up the stored row is exact again —
    /// also for a layer whose extent a transaction through the layer views left inexact.
    @Test func readsDoNotWriteAndTheWriterMakesTheExtentExactAgain() async throws {
        let world = try await TestWorld.make()
        let layer = #"{"geometryType":"Point","srid":3857,"fields":[]}"#
        try await world.defineLayer("Pts", layer)
        try await world.defineLayer("Other", layer)
        let (east, north, west, south, farOther) = (UUID(), UUID(), UUID(), UUID(), UUID())
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [
            LayerEdits(layer: "Pts", adds: [Self.point(0, 0), Self.point(1, 1), Self.point(2, 3),
                                            Self.point(10, 5, id: east), Self.point(4, 12, id: north), Self.point(-6, 2, id: west), Self.point(3, -7, id: south)]),
            LayerEdits(layer: "Other", adds: [Self.point(0, 0), Self.point(1, 1), Self.point(50, 50, id: farOther)]),
        ]), context: AppendContext(actor: "t"))

        let (reader, readerClient) = Self.readOnlyJournal(world)
        defer { readerClient.cancel() }
        func read(_ layer: String, _ journal: Journal) async throws -> (Int64, BoundingBox?) {
            let extent = try await journal.extents.layerExtent(workspace: world.workspace, layer: layer, output: .layer)
            return (Int64(extent.count), extent.bbox)
        }
        #expect(try await read("Pts", reader) == (7, BoundingBox(minX: -6, minY: -7, maxX: 10, maxY: 12)))

        // A transaction through the layer views (it commits in the database: no writer follows it
        // up) deletes the feature at the east edge and moves the one at the north edge inward; in
        // the other layer it deletes the one that makes two edges.
        let editor = try await LayerViewEditTests.Editor.make(world, role: .editor, actor: "ed")
        try await editor.run("BEGIN")
        try await editor.run("DELETE FROM \(LayerViewEditTests.view(world, "Pts")) WHERE id = '\(east.lowercased)'")
        try await editor.run("UPDATE \(LayerViewEditTests.view(world, "Pts")) SET geom = ST_SetSRID(ST_MakePoint(4, 4), 3857) WHERE id = '\(north.lowercased)'")
        try await editor.run("DELETE FROM \(LayerViewEditTests.view(world, "Other")) WHERE id = '\(farOther.lowercased)'")
        try await editor.run("COMMIT")
        try await editor.close(world)
        let left = try #require(try await Self.stored(world, "Pts"))
        #expect(!left.exact, "the view's commit took away geometries at the extent's edges")
        let otherLeft = try #require(try await Self.stored(world, "Other"))
        #expect(!otherLeft.exact)

        // (a) and (b): the reads answer exactly, on read-only connections, and the rows stay as
        // the write left them.
        for journal in [reader, world.journal, reader] {
            let answer = try await read("Pts", journal)
            #expect(answer == (6, BoundingBox(minX: -6, minY: -7, maxX: 4, maxY: 4)))
            #expect(answer == (try await Self.scanned(world, "Pts")))
            #expect(try await read("Other", journal) == (2, BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)))
        }
        #expect(try await Self.stored(world, "Pts") == left, "a read wrote layer_stats")
        #expect(try await Self.stored(world, "Other") == otherLeft, "a read wrote layer_stats")

        // Through the writer: the feature at the west edge deleted, the one at the south edge
        // moved inward. (a) again: the next read is exact, whether the follow-up has landed or not.
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [
            LayerEdits(layer: "Pts", updates: [FeatureUpdate(id: south, expectedVersion: 1, geometry: .point(Position(1, 2)))],
                       deletes: [FeatureDelete(id: west, expectedVersion: 1)]),
        ]), context: AppendContext(actor: "t"))
        let want = (Int64(5), BoundingBox(minX: 0, minY: 0, maxX: 4, maxY: 4))
        #expect(try await read("Pts", reader) == want)
        #expect(try await Self.scanned(world, "Pts") == want)

        // (c): the writer's follow-up stores the exact extent, for the layer the batch wrote and
        // for the one the view's transaction left inexact.
        let exact = try #require(try await Self.storedExact(world, "Pts"))
        #expect(exact.exact, "the writer's follow-up did not make the extent exact")
        #expect(exact.count == want.0 && exact.box == want.1)
        #expect(exact.generation > left.generation)
        let other = try #require(try await Self.storedExact(world, "Other"))
        #expect(other == Row(exact: true, generation: otherLeft.generation + 1, count: 2, box: BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)))
        // Exact rows are read as they are, still without writing.
        #expect(try await read("Pts", reader) == want)
        #expect(try await Self.stored(world, "Pts") == exact)
    }

    /// The follow-up's store lands only on the generation it computed from: a write that moves
    /// the row between the follow-up's snapshot and its update wins, and its row is kept.
    @Test func theFollowUpLosesToAWriteThatMovedTheRow() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Pts", #"{"geometryType":"Point","srid":3857,"fields":[]}"#)
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [
            LayerEdits(layer: "Pts", adds: [Self.point(0, 0), Self.point(1, 1)]),
        ]), context: AppendContext(actor: "t"))
        func store() async throws -> Bool {
            try await world.journal.client.withLiveConnection { c in
                try await world.journal.extents.storeExactExtent(c, workspace: world.workspace, layer: "Pts")
            }
        }
        // An exact row: nothing to store.
        let before = try #require(try await Self.stored(world, "Pts"))
        #expect(before.exact)
        #expect(try await store())
        #expect(try await Self.stored(world, "Pts") == before)
        // A row a write left inexact (as geojournal_count_layers leaves it: generation moved).
        try await world.env.owner.query("""
            UPDATE layer_stats SET generation = generation + 1, extent_exact = false, max_x = 99
            WHERE workspace_id = \(world.workspace) AND layer = 'Pts'
            """)
        let left = try #require(try await Self.stored(world, "Pts"))

        try await world.env.owner.withConnection { conn in
            var pid: Int32 = 0
            for try await p in try await conn.query("SELECT pg_backend_pid()", logger: world.env.logger).decode(Int32.self) { pid = p }
            try await conn.query("BEGIN", logger: world.env.logger)
            // A batch's write of the row under way: the follow-up's update waits for it after its scan...
            try await conn.query("SELECT 1 FROM layer_stats WHERE workspace_id = \(world.workspace) AND layer = 'Pts' FOR UPDATE", logger: world.env.logger)
            async let stored = store()
            try await Self.waitUntilBlockedBy(world, pid: pid)
            // ...and the write moves it.
            try await conn.query("""
                UPDATE layer_stats SET generation = generation + 1, max_x = 98
                WHERE workspace_id = \(world.workspace) AND layer = 'Pts'
                """, logger: world.env.logger)
            try await conn.query("COMMIT", logger: world.env.logger)
            #expect(try await stored == false, "the follow-up stored over a later write")
        }
        let kept = try #require(try await Self.stored(world, "Pts"))
        #expect(kept == Row(exact: false, generation: left.generation + 1, count: 2, box: BoundingBox(minX: 0, minY: 0, maxX: 98, maxY: 1)))

        // Nothing in the way: it stores the exact extent.
        #expect(try await store())
        #expect(try await Self.stored(world, "Pts") == Row(exact: true, generation: kept.generation + 1, count: 2, box: BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)))
    }
}
