import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import PostgresNIO
import Testing

@Suite("The journal is append-only and tamper-evident")
struct IntegrityTests {
    @Test func theServiceRoleCannotRewriteOrRemoveEvents() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let service = world.env.service
        await #expect(throws: (any Error).self) {
            try await service.query("UPDATE events SET data = '{}' WHERE workspace_id = \(world.workspace)")
        }
        await #expect(throws: (any Error).self) {
            try await service.query("DELETE FROM events WHERE workspace_id = \(world.workspace)")
        }
        await #expect(throws: (any Error).self) {
            try await service.query("UPDATE operations SET actor = 'mallory' WHERE workspace_id = \(world.workspace)")
        }
        await #expect(throws: (any Error).self) {
            try await service.query("TRUNCATE events")
        }
        // Even the owner is stopped by the trigger.
        await #expect(throws: (any Error).self) {
            try await world.env.owner.query("UPDATE events SET layer = 'x' WHERE workspace_id = \(world.workspace)")
        }
        #expect(try await world.eventCount() == 1)
    }

    @Test func verifyFindsARowAlteredBehindTheJournalsBack() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        for n in 1...5 {
            _ = try await world.journal.edits.apply(
                workspace: world.workspace,
                request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(n, x: Double(n), y: 1))).get(),
                context: AppendContext(actor: "ed"))
        }
        let verifier = ChainVerifier(client: world.env.owner, logger: world.env.logger)
        let clean = try await verifier.verify(workspace: world.workspace)
        #expect(clean.isIntact)
        #expect(clean.eventsChecked == 6)

        // A superuser bypasses the trigger and gives position 4 a payload of its own (its state is
        // its version's row, Schema/0077: the event stores none).
        let changed = try await world.env.owner.withTransaction(logger: world.env.logger) { conn in
            try await conn.query("SET LOCAL session_replication_role = replica", logger: world.env.logger)
            let rows = try await conn.query("UPDATE events SET data = '{\"N\": 999}' WHERE workspace_id = \(world.workspace) AND position = 4 RETURNING position", logger: world.env.logger)
            var n = 0
            for try await _ in rows { n += 1 }
            return n
        }
        #expect(changed == 1)
        let broken = try await verifier.verify(workspace: world.workspace)
        #expect(!broken.isIntact)
        #expect(broken.findings.first?.position == 4)
    }

    /// Verify checks ranges of positions at once, each link from the stored hash before it: a
    /// version's geometry moved behind the journal's back (the chain covers the version rows,
    /// Schema/0077), then an event removed, are found at their positions wherever they fall among
    /// the ranges, and an intact chain passes whatever the range size.
    @Test func verifyChecksRangesAtOnceAndFindsTheFirstBrokenLink() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        for n in 1...30 {
            _ = try await world.journal.edits.apply(
                workspace: world.workspace,
                request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(n, x: Double(n) + 0.125, y: 1))).get(),
                context: AppendContext(actor: "ed"))
        }
        for size: Int64 in [1, 7, 31, 25_000] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger, rangeSize: size).verify(workspace: world.workspace)
            #expect(report.isIntact, "range \(size): \(report.findings)")
            #expect(report.eventsChecked == 31)
        }
        func behindTheJournalsBack(_ sql: String) async throws {
            try await world.env.owner.withTransaction(logger: world.env.logger) { conn in
                try await conn.query("SET LOCAL session_replication_role = replica", logger: world.env.logger)
                try await conn.query(PostgresQuery(unsafeSQL: sql), logger: world.env.logger)
            }
        }
        try await behindTheJournalsBack("UPDATE features SET geom = ST_Translate(geom, 1, 0) WHERE workspace_id = '\(world.workspace)' AND position = 19")
        for size: Int64 in [1, 7, 25_000] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger, rangeSize: size).verify(workspace: world.workspace)
            #expect(report.findings.map(\.position) == [19], "range \(size): \(report.findings)")
        }
        try await behindTheJournalsBack("DELETE FROM events WHERE workspace_id = '\(world.workspace)' AND position = 11")
        for size: Int64 in [1, 7, 25_000] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger, rangeSize: size).verify(workspace: world.workspace)
            #expect(report.findings.first?.position == 11, "range \(size): \(report.findings)")
        }
    }

    /// Only an operation's last event keeps its hash (Schema/0082): an operation of ten adds stores
    /// one hash, the chain verifies whatever ranges split the operation, and a change to an event
    /// inside it is found at the operation's end and reported from its first position.
    @Test func anOperationKeepsOneHashThatCoversEveryEventOfIt() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let adds = (1...10).map { #"{"attributes":{"N":\#($0)},"geometry":{"type":"Point","coordinates":[\#(Double($0) + 0.5),1]}}"# }
        _ = try await world.journal.edits.apply(
            workspace: world.workspace,
            request: try EditRequest.parse(JSONValue.parse(#"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#)).get(),
            context: AppendContext(actor: "ed"))
        _ = try await world.journal.edits.apply(
            workspace: world.workspace,
            request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(11, x: 11, y: 1))).get(),
            context: AppendContext(actor: "ed"))
        // Positions: 1 the layer, 2-11 the operation of ten adds, 12 the last add.
        var stored: [Int64] = []
        for try await p in try await world.env.owner.query("SELECT position FROM events WHERE workspace_id = \(world.workspace) AND hash IS NOT NULL ORDER BY position").decode(Int64.self) {
            stored.append(p)
        }
        #expect(stored == [1, 11, 12])
        let feed = try await world.journal.reads.events(workspace: world.workspace, after: 0, limit: 100).events
        #expect(feed.map { $0.hash != nil } == [true] + Array(repeating: false, count: 9) + [true, true])
        for size: Int64 in [1, 3, 7, 25_000] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger, rangeSize: size).verify(workspace: world.workspace)
            #expect(report.isIntact, "range \(size): \(report.findings)")
            #expect(report.eventsChecked == 12, "range \(size)")
        }
        try await world.env.owner.withTransaction(logger: world.env.logger) { conn in
            try await conn.query("SET LOCAL session_replication_role = replica", logger: world.env.logger)
            try await conn.query("UPDATE features SET attributes = '{\"N\": 999}' WHERE workspace_id = \(world.workspace) AND position = 5", logger: world.env.logger)
        }
        for size: Int64 in [1, 3, 25_000] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger, rangeSize: size).verify(workspace: world.workspace)
            #expect(report.findings.map(\.position) == [2], "range \(size): \(report.findings)")
            #expect(report.findings.first?.reason.contains("positions 2-11") == true, "\(report.findings)")
        }
    }

    @Test func storedDataReadBackHashesToTheSameChain() async throws {
        // Numbers, unicode and escapes survive jsonb and still verify.
        let world = try await TestWorld.make()
        try await world.defineLayer("Things", #"{"geometryType":"Point","srid":4326,"fields":[{"name":"S","type":"string","length":200},{"name":"D","type":"double"},{"name":"I","type":"integer"}]}"#)
        let body = #"{"edits":[{"layer":"Things","adds":[{"attributes":{"S":"Zürich \"quoted\" \\ tab\t ☃ \u0001","D":0.30000000000000004,"I":9007199254740993},"geometry":{"type":"Point","coordinates":[7.5,47.25]}},{"attributes":{"D":1e20,"I":-1,"S":""},"geometry":{"type":"Point","coordinates":[-179.999999,-89.5]}}]}]}"#
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: try EditRequest.parse(JSONValue.parse(body)).get(), context: AppendContext(actor: "ed"))
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
        #expect(report.isIntact, "\(report.findings)")
    }
}

@Suite("Positions are gap-free and committed in order")
struct FeedOrderingTests {
    @Test func aFollowerSeesEveryPositionExactlyOnceInOrderWhileWritersRun() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let journal = world.journal
        let ws = world.workspace
        let writers = 6
        let perWriter = 40
        let start = try await world.head()
        let expectedLast = start + Int64(writers * perWriter)
        let seen = try await withThrowingTaskGroup(of: [Int64].self) { group in
            for w in 0..<writers {
                group.addTask {
                    for i in 0..<perWriter {
                        let request = try EditRequest.parse(JSONValue.parse(TestWorld.addBody(w * 1000 + i))).get()
                        _ = try await journal.edits.apply(workspace: ws, request: request, context: AppendContext(actor: "w\(w)"))
                    }
                    return []
                }
            }
            group.addTask {
                var positions: [Int64] = []
                var after = start
                let deadline = ContinuousClock.now + .seconds(120)
                while after < expectedLast, ContinuousClock.now < deadline {
                    let (events, _) = try await journal.reads.events(workspace: ws, after: after, limit: 7)
                    for e in events { positions.append(e.position) }
                    after = events.last?.position ?? after
                }
                return positions
            }
            return try await group.reduce(into: [Int64]()) { $0.append(contentsOf: $1) }
        }
        #expect(seen == Array((start + 1)...expectedLast))
    }

    @Test func concurrentOperationsGetContiguousNonOverlappingRuns() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let journal = world.journal
        let ws = world.workspace
        let outcomes = try await withThrowingTaskGroup(of: AppendOutcome.self) { group in
            for k in 0..<24 {
                group.addTask {
                    var adds: [String] = []
                    for i in 0...(k % 5) { adds.append(#"{"attributes":{"N":\#(i)},"geometry":{"type":"Point","coordinates":[\#(k),\#(i)]}}"#) }
                    let body = #"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#
                    return try await journal.edits.apply(workspace: ws, request: try EditRequest.parse(JSONValue.parse(body)).get(), context: AppendContext(actor: "c"))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let runs = outcomes.map { ($0.operation.firstPosition, $0.operation.lastPosition, $0.results.count) }.sorted { $0.0 < $1.0 }
        var next: Int64 = 2
        for (first, last, count) in runs {
            #expect(first == next)
            #expect(last - first + 1 == Int64(count))
            next = last + 1
        }
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: ws)
        #expect(report.isIntact)
    }
}
