import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// Long edit batches are decided while the one before them is still written (WorkspaceWriter):
/// positions, the hash chain and the projections must come out as if they had been written one
/// after another, and a batch that reads what an earlier one writes must wait for it.
@Suite("Overlapping writes of long batches")
struct OverlappingWriteTests {
    static func adds(_ count: Int, from n: Int, id: UUID? = nil) -> EditRequest {
        var adds: [FeatureAdd] = []
        for i in 0..<count {
            let k = n + i
            adds.append(FeatureAdd(id: i == 0 ? id : nil, attributes: ["N": .integer(Int64(k))],
                                   geometry: .point(Position(Double(k % 1000), Double(k / 1000)))))
        }
        return EditRequest(message: "adds from \(n)", edits: [LayerEdits(layer: "Points", adds: adds)])
    }

    @Test func concurrentLongBatchesLandGapFreeInOneChain() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let start = try await world.head()
        // Two batches of this size never share a group commit (WorkspaceWriter.maxFeaturesPerBatch).
        let batches = 4, size = 10_001
        // Handed in one after another without waiting, as an import does, plus concurrent callers.
        var pending: [PendingEdit] = []
        for b in 0..<batches / 2 {
            pending.append(try await world.journal.submitEdits(workspace: world.workspace, request: Self.adds(size, from: b * size), context: AppendContext(actor: "a")))
        }
        let ranges = try await withThrowingTaskGroup(of: ClosedRange<Int64>.self) { group in
            for p in pending {
                group.addTask { let o = try await p.outcome(); return o.operation.firstPosition...o.operation.lastPosition }
            }
            for b in batches / 2..<batches {
                group.addTask {
                    let o = try await world.journal.applyEdits(workspace: world.workspace, request: Self.adds(size, from: b * size), context: AppendContext(actor: "b"))
                    return o.operation.firstPosition...o.operation.lastPosition
                }
            }
            var all: [ClosedRange<Int64>] = []
            for try await r in group { all.append(r) }
            return all.sorted { $0.lowerBound < $1.lowerBound }
        }
        #expect(ranges.count == batches)
        #expect(ranges.first?.lowerBound == start + 1)
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(b.lowerBound == a.upperBound + 1, "gap or overlap between \(a) and \(b)") }
        #expect(ranges.allSatisfy { $0.count == size })
        #expect(try await world.head() == start + Int64(batches * size))

        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
        #expect(report.isIntact)
        let rows = try await world.env.owner.query("""
            SELECT count(*), count(DISTINCT (attributes->>'N')::int), min((attributes->>'N')::int), max((attributes->>'N')::int)
            FROM features WHERE workspace_id = \(world.workspace) AND layer = 'Points'
            """)
        for try await (count, distinct, low, high) in rows.decode((Int64, Int64, Int, Int).self) {
            #expect(count == Int64(batches * size))
            #expect(distinct == count)
            #expect(low == 0 && high == batches * size - 1)
        }
    }

    /// The second write overtakes the first: the first is held after it was decided and before
    /// its statement (``Journal/beforeBatchWrite``, on a journal of the test's own), so the
    /// second's statement reaches its head check first and fails. The third batch is decided from
    /// the head the second announced; the second must land with exactly that head (or the third
    /// must not land on top of it: Schema/0016).
    @Test func aWriteThatOvertakesTheOneBeforeItLeavesTheHeadItAnnounced() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let start = try await world.head()
        // Its own connections: the suite's pool may be busy for a while with other tests' work.
        let client = PostgresClient(configuration: world.env.serviceURL.configuration(maxConnections: 4), backgroundLogger: world.env.logger)
        let running = Task { await client.run() }
        defer { running.cancel() }
        let journal = Journal(client: client, logger: world.env.logger)
        let (released, release) = AsyncStream<Void>.makeStream()
        let (held, holding) = AsyncStream<Void>.makeStream()
        // Let the first write go whatever happens below, or it would wait forever.
        defer { release.finish() }
        let workspace = world.workspace
        journal.beforeBatchWrite.withLock {
            $0 = { ws, position in
                guard ws == workspace, position == start else { return }
                holding.yield()
                for await _ in released {}
            }
        }
        let first = try await journal.submitEdits(workspace: workspace, request: Self.adds(10_001, from: 0), context: AppendContext(actor: "a"))
        for await _ in held { break }
        // Together too long for one group commit (WorkspaceWriter.maxFeaturesPerBatch): two batches.
        let second = try await journal.submitEdits(workspace: workspace, request: Self.adds(5_001, from: 20_000), context: AppendContext(actor: "b"))
        let third = try await journal.submitEdits(workspace: workspace, request: Self.adds(15_000, from: 30_000), context: AppendContext(actor: "c"))
        try await Self.waitForAFailedHeadCheck(journal, workspace: workspace)
        release.finish()
        let outcomes = [try await first.outcome(), try await second.outcome(), try await third.outcome()]
        #expect(outcomes.map(\.operation.firstPosition) == [start + 1, start + 10_002, start + 15_003])
        #expect(try await world.head() == start + 30_002)
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: workspace)
        #expect(report.isIntact, "\(report.findings)")
        // The second was written as decided once the first had landed, so the third's start held.
        let gauges = await journal.prometheusGauges()
        #expect(gauges.contains("geojournal_batches_decided_again_total{workspace=\"\(workspace)\"} 0\n"), "a batch was decided again")
    }

    /// The first write is stopped in the middle of its inserts: a transaction of the test's own
    /// has inserted (and not committed) a current-features row with the id the first write adds,
    /// so that write waits for it, holding the lock named by the position it leaves the head at
    /// (Schema/0017). The second write, decided from that head and written alongside, must wait
    /// for the first at its head check instead of failing it (and being written a second time).
    @Test func aWriteThatFollowsOneStillInsertingWaitsForItAtItsHeadCheck() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let start = try await world.head()
        let workspace = world.workspace
        // Its own connections: the blocking transaction holds one for the whole test.
        let client = PostgresClient(configuration: world.env.serviceURL.configuration(maxConnections: 4), backgroundLogger: world.env.logger)
        let owner = PostgresClient(configuration: world.env.ownerURL.configuration(maxConnections: 2), backgroundLogger: world.env.logger)
        let running = Task { await withDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            group.addTask { await owner.run() }
        } }
        defer { running.cancel() }
        let journal = Journal(client: client, logger: world.env.logger)
        let id = UUID.timeOrdered()
        let size = EditWrite.overlapFeatures
        // The lock a write ending at `position` holds, as pg_locks shows a single-key advisory lock.
        func lockIsHeld(endingAt position: Int64, granted: Bool) async throws -> Bool {
            let rows = try await owner.query("""
                SELECT count(*) FROM pg_locks
                WHERE locktype = 'advisory' AND objsubid = 1 AND granted = \(granted)
                  AND classid = (hashtext(\(workspace)::text)::bigint & 4294967295)::oid AND objid = (\(position)::bigint & 4294967295)::oid
                """)
            for try await count in rows.decode(Int64.self) { return count > 0 }
            return false
        }
        try await owner.withConnection { blocker in
            try await blocker.query("BEGIN", logger: world.env.logger)
            try await blocker.query("""
                INSERT INTO features (workspace_id, id, layer, version, attributes, position, updated_at, object_id)
                VALUES (\(workspace), \(id), 'Points', 1, '{}', 0, now(), 0)
                """, logger: world.env.logger)
            let first = try await journal.submitEdits(workspace: workspace, request: Self.adds(size, from: 0, id: id), context: AppendContext(actor: "a"))
            let firstIsWriting = try await Self.poll(attempts: 1_200) { try await lockIsHeld(endingAt: start + Int64(size), granted: true) }
            var secondWaited = false
            var second: PendingEdit?
            if firstIsWriting {
                second = try await journal.submitEdits(workspace: workspace, request: Self.adds(size, from: size), context: AppendContext(actor: "b"))
                secondWaited = try await Self.poll(attempts: 1_200) { try await lockIsHeld(endingAt: start + Int64(size), granted: false) }
            }
            try await blocker.query("ROLLBACK", logger: world.env.logger)
            #expect(firstIsWriting, "the first write never took its lock")
            #expect(secondWaited, "the second write did not wait for the first at its head check")
            let added = try await first.outcome()
            #expect(added.operation.firstPosition == start + 1)
            if let second {
                let outcome = try await second.outcome()
                #expect(outcome.operation.firstPosition == start + Int64(size) + 1)
            }
        }
        #expect(try await world.head() == start + Int64(2 * size))
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: workspace)
        #expect(report.isIntact, "\(report.findings)")
        let gauges = await journal.prometheusGauges()
        #expect(!gauges.contains("geojournal_head_checks_failed_total{workspace=\"\(workspace)\"}"), "a write failed its head check")
    }

    /// Waits until a write of `workspace` has failed its head check.
    static func waitForAFailedHeadCheck(_ journal: Journal, workspace: String) async throws {
        let failed = try await poll(attempts: 4_800) {
            await journal.prometheusGauges().contains("geojournal_head_checks_failed_total{workspace=\"\(workspace)\"}")
        }
        if !failed { throw TestSetupError("the second write never overtook the first") }
    }

    /// Asks `condition` every 25 ms, at most `attempts` times; whether it came true.
    static func poll(attempts: Int, _ condition: () async throws -> Bool) async throws -> Bool {
        for _ in 0..<attempts {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(25))
        }
        return false
    }

    @Test func aBatchNamingAFeatureOfTheWriteBeforeItWaitsForThatWrite() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let id = UUID.timeOrdered()
        // Too long to share a group commit with the update (WorkspaceWriter.maxFeaturesPerBatch).
        let first = try await world.journal.submitEdits(workspace: world.workspace, request: Self.adds(20_000, from: 0, id: id), context: AppendContext(actor: "a"))
        // Decided from the stored state, this update would find no feature `id` (409).
        let update = EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: id, expectedVersion: 1, attributes: ["N": .integer(-1)])])])
        let second = try await world.journal.submitEdits(workspace: world.workspace, request: update, context: AppendContext(actor: "b"))
        let added = try await first.outcome()
        let updated = try await second.outcome()
        #expect(updated.operation.firstPosition == added.operation.lastPosition + 1)
        let rows = try await world.env.owner.query("SELECT version, (attributes->>'N')::int FROM features WHERE workspace_id = \(world.workspace) AND id = \(id)")
        var seen = 0
        for try await (version, n) in rows.decode((Int32, Int).self) {
            seen += 1
            #expect(version == 2)
            #expect(n == -1)
        }
        #expect(seen == 1)
    }
}
