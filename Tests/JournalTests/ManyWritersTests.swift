import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// Several processes append to one workspace: each `Journal` here has its own connections, its
/// own workspace writer, head cache and in-memory projections, exactly as a second `serve` or an
/// import has. Nothing one writes may turn another's good edits into failures.
@Suite("Many writers, one journal")
struct ManyWritersTests {
    /// A second journal on connections of its own: another process, as far as the first can tell.
    struct OtherProcess {
        let journal: Journal
        let notifier: Task<Void, any Error>
        let running: Task<Void, Never>

        init(_ world: TestWorld, listen: Bool = false) {
            let client = PostgresClient(configuration: world.env.serviceURL.configuration(maxConnections: 8), backgroundLogger: world.env.logger)
            running = Task { await client.run() }
            let journal = Journal(client: client, logger: world.env.logger)
            self.journal = journal
            notifier = Task { if listen { try await journal.notifier.run() } }
        }

        func stop() {
            notifier.cancel()
            running.cancel()
        }
    }

    static func add(_ n: Int, id: UUID? = nil) -> EditRequest {
        EditRequest(edits: [LayerEdits(layer: "Points", adds: [FeatureAdd(id: id, attributes: ["N": .integer(Int64(n))], geometry: .point(Position(Double(n), Double(n))))])])
    }

    static func adds(_ count: Int, from n: Int) -> EditRequest {
        EditRequest(message: "adds from \(n)", edits: [LayerEdits(layer: "Points", adds: (0..<count).map { i in
            FeatureAdd(attributes: ["N": .integer(Int64(n + i))], geometry: .point(Position(Double((n + i) % 1000), Double((n + i) / 1000))))
        })])
    }

    /// A world with the point layer and a second process on it.
    static func worldWithTwoProcesses(_ name: String = #function, listen: Bool = false) async throws -> (TestWorld, OtherProcess) {
        let world = try await TestWorld.make(name)
        try await world.defineLayer("Points", TestWorld.pointLayer)
        return (world, OtherProcess(world, listen: listen))
    }

    /// The one number a counting query answers.
    static func count(_ world: TestWorld, _ query: PostgresQuery) async throws -> Int64 {
        for try await n in try await world.env.owner.query(query).decode(Int64.self) { return n }
        return -1
    }

    /// Every position from `start + 1` to the head belongs to exactly one operation, and the chain is intact.
    static func expectGapFreeAndIntact(_ world: TestWorld, from start: Int64) async throws {
        let rows = try await world.env.owner.query("""
            SELECT count(*), min(position), max(position), (SELECT head_position FROM workspaces WHERE id = \(world.workspace))
            FROM events WHERE workspace_id = \(world.workspace) AND position > \(start)
            """)
        for try await (count, low, high, head) in rows.decode((Int64, Int64?, Int64?, Int64).self) {
            #expect(low == start + 1)
            #expect(high == head)
            #expect(count == head - start, "positions are not gap-free")
        }
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
        #expect(report.isIntact)
    }

    @Test func oneFeatureEditsThroughTwoProcessesAreAllAcknowledged() async throws {
        let (world, other) = try await Self.worldWithTwoProcesses()
        defer { other.stop() }
        let start = try await world.head()
        let journals = [world.journal, other.journal]
        let clients = 8, perClient = 25
        // Each client alternates between the processes, as behind a round-robin balancer.
        let outcomes = try await withThrowingTaskGroup(of: [AppendOutcome].self) { group in
            for c in 0..<clients {
                group.addTask {
                    var mine: [AppendOutcome] = []
                    for k in 0..<perClient {
                        let journal = journals[(c + k) % 2]
                        mine.append(try await journal.edits.apply(workspace: world.workspace, request: Self.add(c * 1000 + k), context: AppendContext(actor: "c\(c)")))
                    }
                    return mine
                }
            }
            var all: [AppendOutcome] = []
            for try await o in group { all.append(contentsOf: o) }
            return all
        }
        #expect(outcomes.count == clients * perClient)
        #expect(Set(outcomes.map(\.operation.id)).count == clients * perClient)
        try await Self.expectGapFreeAndIntact(world, from: start)
        #expect(try await world.head() == start + Int64(clients * perClient))
    }

    @Test func updatesAndDeletesOfOwnFeaturesAcrossProcessesNeverConflictFalsely() async throws {
        let (world, other) = try await Self.worldWithTwoProcesses()
        defer { other.stop() }
        let start = try await world.head()
        let journals = [world.journal, other.journal]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for c in 0..<6 {
                group.addTask {
                    for k in 0..<6 {
                        // Created through one process, updated with its version through the
                        // other, deleted through the first again.
                        let created = try await journals[c % 2].edits.apply(workspace: world.workspace, request: Self.add(c * 100 + k), context: AppendContext(actor: "c\(c)"))
                        let id = created.results[0].id
                        let update = EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: id, expectedVersion: 1, attributes: ["NAME": .string("u\(k)")])])])
                        _ = try await journals[(c + 1) % 2].edits.apply(workspace: world.workspace, request: update, context: AppendContext(actor: "c\(c)"))
                        let delete = EditRequest(edits: [LayerEdits(layer: "Points", deletes: [FeatureDelete(id: id, expectedVersion: 2)])])
                        _ = try await journals[c % 2].edits.apply(workspace: world.workspace, request: delete, context: AppendContext(actor: "c\(c)"))
                    }
                }
            }
            try await group.waitForAll()
        }
        try await Self.expectGapFreeAndIntact(world, from: start)
        #expect(try await Self.count(world, "SELECT count(*) FROM features WHERE workspace_id = \(world.workspace)") == 0)
    }

    @Test func aStaleExpectedVersionThroughTheOtherProcessIsStillAConflict() async throws {
        let (world, other) = try await Self.worldWithTwoProcesses()
        defer { other.stop() }
        let created = try await world.journal.edits.apply(workspace: world.workspace, request: Self.add(1), context: AppendContext(actor: "a"))
        let id = created.results[0].id
        let update = EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: id, expectedVersion: 1, attributes: ["NAME": .string("first")])])])
        _ = try await other.journal.edits.apply(workspace: world.workspace, request: update, context: AppendContext(actor: "b"))
        // The first process wrote version 1 itself and never saw version 2 written.
        let stale = EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: id, expectedVersion: 1, attributes: ["NAME": .string("stale")])])])
        do {
            _ = try await world.journal.edits.apply(workspace: world.workspace, request: stale, context: AppendContext(actor: "a"))
            Issue.record("a stale expected version was accepted")
        } catch {
            guard case .conflict(_, let conflicts) = error else { Issue.record("expected a conflict, got \(error)"); return }
            #expect(conflicts.first?.currentVersion == 2)
        }
    }

    @Test func oneIdempotencyKeySentToBothProcessesAtOnceIsOneOperation() async throws {
        let (world, other) = try await Self.worldWithTwoProcesses()
        defer { other.stop() }
        let journals = [world.journal, other.journal]
        for round in 0..<5 {
            let key = "k-\(round)"
            let hash: [UInt8] = Array("same body \(round)".utf8)
            let ids = try await withThrowingTaskGroup(of: UUID.self) { group in
                for j in 0..<4 {
                    group.addTask {
                        let context = AppendContext(actor: "ana", idempotencyKey: key, requestHash: hash)
                        return try await journals[j % 2].edits.apply(workspace: world.workspace, request: Self.add(round), context: context).operation.id
                    }
                }
                var all: [UUID] = []
                for try await id in group { all.append(id) }
                return all
            }
            #expect(Set(ids).count == 1, "round \(round): \(Set(ids).count) operations for one key")
        }
        #expect(try await Self.count(world, "SELECT count(*) FROM operations WHERE workspace_id = \(world.workspace) AND kind = 'edit'") == 5)
    }

    /// An import's long batches (written two at a time by their writer) while the other process
    /// appends one-feature edits and changes the layer definition.
    @Test func anImportLandsWhileAnotherProcessEdits() async throws {
        let (world, importer) = try await Self.worldWithTwoProcesses()
        defer { importer.stop() }
        let start = try await world.head()
        let batches = 6, size = 5_000
        let importing = Task {
            var pending: [PendingEdit] = []
            for b in 0..<batches {
                pending.append(try await importer.journal.edits.submit(workspace: world.workspace, request: Self.adds(size, from: 100_000 + b * size),
                                                                      context: AppendContext(actor: "import", kind: .import)))
            }
            var landed = 0
            for p in pending { landed += try await p.outcome().results.count }
            return landed
        }
        let edits = try await withThrowingTaskGroup(of: Int.self) { group in
            for c in 0..<4 {
                group.addTask {
                    var n = 0
                    for k in 0..<30 {
                        _ = try await world.journal.edits.apply(workspace: world.workspace, request: Self.add(c * 100 + k), context: AppendContext(actor: "e\(c)"))
                        n += 1
                    }
                    return n
                }
            }
            group.addTask {
                // A schema change through the editing process while both write.
                let wider = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40}]}"#
                try await world.defineLayer("Points", wider)
                return 0
            }
            var total = 0
            for try await n in group { total += n }
            return total
        }
        #expect(edits == 120)
        #expect(try await importing.value == batches * size)
        try await Self.expectGapFreeAndIntact(world, from: start)
        #expect(try await Self.count(world, "SELECT count(*) FROM features WHERE workspace_id = \(world.workspace) AND layer = 'Points'") == Int64(batches * size + 120))
    }

    /// A layer definition that meets another process's overlapping batch deadlocks with it in
    /// PostgreSQL (it holds the row lock and needs the partition's table lock; the follower holds
    /// a lock on the partition from its new rows and waits for the row), and the database breaks
    /// the definition: it runs again and lands, and so does every batch. Staged so that the
    /// definition is the victim: it waits for the row first, the leader and its follower line up
    /// behind it, and only the definition's wait for the table is new when the row is let go.
    @Test func aLayerDefinitionBrokenByADeadlockWithAnotherProcessRunsAgain() async throws {
        let (world, importer) = try await Self.worldWithTwoProcesses()
        defer { importer.stop() }
        let start = try await world.head()
        _ = try await importer.journal.edits.apply(workspace: world.workspace, request: Self.add(1), context: AppendContext(actor: "import"))
        try await world.env.owner.withConnection { holder in
            var me: Int32 = 0
            for try await pid in try await holder.query("SELECT pg_backend_pid()", logger: world.env.logger).decode(Int32.self) { me = pid }
            try await holder.query("BEGIN", logger: world.env.logger)
            try await holder.query("SELECT FROM workspaces WHERE id = \(world.workspace) FOR UPDATE", logger: world.env.logger)
            let wider = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40}]}"#
            let defining = Task { try await world.defineLayer("Points", wider) }
            let definer = try await Self.waitForBlocked(world, by: [me], count: 1)
            // Two batches the writer cannot join (together past its features per batch): the
            // leader waits for the row, and its follower, once it has written its new rows, too.
            let sizes = [Appender.maxFeaturesPerBatch / 2 + 1, Appender.maxFeaturesPerBatch / 2]
            var pending: [PendingEdit] = []
            for (b, size) in sizes.enumerated() {
                pending.append(try await importer.journal.edits.submit(workspace: world.workspace, request: Self.adds(size, from: 100_000 * (b + 1)),
                                                                      context: AppendContext(actor: "import", kind: .import)))
            }
            _ = try await Self.waitForBlocked(world, by: [me] + definer, count: 2)
            // Past PostgreSQL's deadlock_timeout (1 s): the waits so far were checked and found none.
            try await Task.sleep(for: .milliseconds(1_500))
            try await holder.query("COMMIT", logger: world.env.logger)
            try await defining.value
            var landed = 0
            for p in pending { landed += try await p.outcome().results.count }
            #expect(landed == sizes.reduce(0, +))
        }
        try await Self.expectGapFreeAndIntact(world, from: start)
        #expect(try await Self.count(world, "SELECT count(*) FROM layers WHERE workspace_id = \(world.workspace) AND name = 'Points' AND definition::text LIKE '%NAME%'") == 1)
        #expect(try await Self.count(world, "SELECT count(*) FROM features WHERE workspace_id = \(world.workspace) AND layer = 'Points'") == Int64(1 + Appender.maxFeaturesPerBatch + 1))
    }

    /// The backends (other than `blockers`) that wait for a lock one of `blockers` holds, once
    /// there are `count` of them (within 20 s). Asked outside the lock holder's transaction, whose
    /// view of `pg_stat_activity` stays as it first read it.
    static func waitForBlocked(_ world: TestWorld, by blockers: [Int32], count: Int) async throws -> [Int32] {
        for _ in 0..<400 {
            var found: [Int32] = []
            let rows = try await world.env.owner.query("""
                SELECT pid FROM pg_stat_activity
                WHERE wait_event_type = 'Lock' AND pid <> ALL(\(blockers)::int[]) AND pg_blocking_pids(pid) && \(blockers)::int[]
                """, logger: world.env.logger)
            for try await pid in rows.decode(Int32.self) { found.append(pid) }
            if found.count >= count { return found }
            try await Task.sleep(for: .milliseconds(50))
        }
        var waiting: [String] = []
        let rows = try await world.env.owner.query("SELECT pid, wait_event, pg_blocking_pids(pid)::text, left(query, 100) FROM pg_stat_activity WHERE wait_event_type = 'Lock'", logger: world.env.logger)
        for try await (pid, event, blockers, query) in rows.decode((Int32, String?, String, String).self) { waiting.append("\(pid) \(event ?? "") by \(blockers): \(query)") }
        Issue.record("\(count) backends never waited for \(blockers); waiting: \(waiting)")
        throw CancellationError()
    }

    /// The other process's snap index and network graphs follow what this one wrote, and its writer
    /// hears of the moved head (its lag is in the journal's gauges).
    @Test func theOtherProcessSeesWhatThisOneWrote() async throws {
        let (world, other) = try await Self.worldWithTwoProcesses(listen: true)
        defer { other.stop() }
        // The other process wrote first, so its writer caches a head.
        _ = try await other.journal.edits.apply(workspace: world.workspace, request: Self.add(1), context: AppendContext(actor: "b"))
        let snapBefore = try await other.journal.reads.snapIndexes.snap(workspace: world.workspace, request: Self.snapRequest(at: 500))
        #expect(!snapBefore.snapped)
        let written = try await world.journal.edits.apply(workspace: world.workspace, request: Self.add(500), context: AppendContext(actor: "a"))
        var found = false
        for _ in 0..<50 where !found {
            let result = try await other.journal.reads.snapIndexes.snap(workspace: world.workspace, request: Self.snapRequest(at: 500))
            found = result.featureId == written.results[0].id
            if !found { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(found, "the other process's snap index never showed the feature written here")
        // Its writer learns of the head this process wrote and appends after it without refusal.
        _ = try await other.journal.edits.apply(workspace: world.workspace, request: Self.add(2), context: AppendContext(actor: "b"))
        // Its writer's head lag (in the gauges) is 0.
        let gauges = await JournalGauges(other.journal).prometheusText()
        #expect(gauges.contains("geojournal_projection_lag_positions{projection=\"writer_head\",workspace=\"\(world.workspace)\"} 0"))
    }

    static func snapRequest(at n: Double) -> SnapRequest {
        SnapRequest(point: Position(n, n), tolerance: 1, sources: [SnapSource(layer: "Points")])
    }
}
