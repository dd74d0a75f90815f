import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Testing

/// An ``EditStream`` (`geojournal edits`) hands many operations to the writer at once; the journal
/// it leaves is the one the same operations sent as single `/v1` edits leave: the same events,
/// versions, positions, OBJECTIDs and chain (only operation ids and times differ).
@Suite("Edit streams land as single edits do")
struct EditStreamTests {
    /// A seeded mix of operations of one to five features: attribute updates, moves, deletes and
    /// adds, a feature often edited again in the very next operation (so a batch holds several
    /// versions of it).
    static func operations(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func random(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        func id(_ n: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", n) }
        func point(_ n: Int) -> String { #"{"type":"Point","coordinates":[\#(random(1000)).5,\#(n % 1000).25]}"# }
        var alive: [Int] = Array(0..<40)
        var next = 40
        var ops = [#"{"message":"seed","edits":[{"layer":"Points","adds":["# + alive.map {
            #"{"id":"\#(id($0))","attributes":{"N":\#($0),"NAME":"p\#($0)"},"geometry":\#(point($0))}"#
        }.joined(separator: ",") + "]}]}"]
        var last: [Int] = []
        for k in 1..<count {
            var touched = Set<Int>()
            var adds: [String] = [], updates: [String] = [], deletes: [String] = []
            for _ in 0..<(1 + random(5)) {
                // Half of the time a feature the operation before touched.
                let pool = !last.isEmpty && random(2) == 0 ? last.filter { alive.contains($0) } : alive
                let roll = random(10)
                if roll == 9 || pool.isEmpty {
                    adds.append(#"{"id":"\#(id(next))","attributes":{"N":\#(next)},"geometry":\#(point(next))}"#)
                    alive.append(next)
                    touched.insert(next)
                    next += 1
                    continue
                }
                let f = pool[random(pool.count)]
                guard !touched.contains(f) else { continue }
                touched.insert(f)
                if roll < 5 {
                    updates.append(#"{"id":"\#(id(f))","attributes":{"N":\#(k * 100 + f)\#(random(3) == 0 ? #","NAME":null"# : "")}}"#)
                } else if roll < 8 {
                    updates.append(#"{"id":"\#(id(f))","geometry":\#(point(k))}"#)
                } else {
                    deletes.append(#"{"id":"\#(id(f))"}"#)
                    alive.removeAll { $0 == f }
                }
            }
            last = Array(touched)
            var edit = #"{"layer":"Points""#
            if !adds.isEmpty { edit += #","adds":[\#(adds.joined(separator: ","))]"# }
            if !updates.isEmpty { edit += #","updates":[\#(updates.joined(separator: ","))]"# }
            if !deletes.isEmpty { edit += #","deletes":[\#(deletes.joined(separator: ","))]"# }
            ops.append(#"{"message":"op \#(k)","edits":[\#(edit)}]}"#)
        }
        return ops
    }

    static func request(_ body: String) throws -> EditRequest { try EditRequest.parse(JSONValue.parse(body)).get() }

    /// The workspace's journal without what differs by nature (operation ids, times, hashes):
    /// events, operations' position runs and the features as they stand.
    static func journal(_ world: TestWorld) async throws -> [String] {
        var lines: [String] = []
        let events = try await world.env.owner.query("""
            SELECT format('%s %s %s %s %s %s %s', position, type, layer, feature_id, feature_version, data::text, encode(ST_AsEWKB(geom), 'hex'))
            FROM events WHERE workspace_id = \(world.workspace) ORDER BY position
            """, logger: world.env.logger)
        for try await line in events.decode(String.self) { lines.append(line) }
        let operations = try await world.env.owner.query("""
            SELECT format('operation %s %s-%s', kind, first_position, last_position) FROM operations
            WHERE workspace_id = \(world.workspace) ORDER BY first_position
            """, logger: world.env.logger)
        for try await line in operations.decode(String.self) { lines.append(line) }
        let features = try await world.env.owner.query("""
            SELECT format('feature %s v%s %s %s %s %s', id, version, attributes::text, encode(ST_AsEWKB(geom), 'hex'), position, object_id) FROM features
            WHERE workspace_id = \(world.workspace) ORDER BY id
            """, logger: world.env.logger)
        for try await line in features.decode(String.self) { lines.append(line) }
        let versions = try await world.env.owner.query("""
            SELECT format('version %s v%s %s %s %s-%s', id, version, attributes::text, encode(ST_AsEWKB(geom), 'hex'), valid_from, valid_to) FROM feature_versions
            WHERE workspace_id = \(world.workspace) ORDER BY id, version
            """, logger: world.env.logger)
        for try await line in versions.decode(String.self) { lines.append(line) }
        return lines
    }

    @Test func aStreamLeavesTheJournalSingleEditsLeave() async throws {
        let ops = Self.operations(count: 400, seed: 57)
        let single = try await TestWorld.make("editstreamsingle")
        let streamed = try await TestWorld.make("editstreamstreamed")
        for world in [single, streamed] { try await world.defineLayer("Points", TestWorld.pointLayer) }

        for body in ops {
            _ = try await single.journal.edits.apply(workspace: single.workspace, request: Self.request(body), context: AppendContext(actor: "editor"))
        }
        var remaining = ops[...]
        var landed: [Int64] = []
        let summary = try await EditStream(journal: streamed.journal, workspace: streamed.workspace, actor: "editor").run(next: {
            guard let body = remaining.popFirst() else { return nil }
            return try Self.request(body)
        }, landed: { number, outcome in
            #expect(number == landed.count + 1)
            landed.append(outcome.operation.lastPosition)
        })
        #expect(summary.operations == ops.count)
        #expect(landed.count == ops.count)
        #expect(landed == landed.sorted())

        let a = try await Self.journal(single)
        let b = try await Self.journal(streamed)
        #expect(a.count > ops.count * 2)
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) where x != y {
            Issue.record("single edits: \(x)\nstream:       \(y)")
            break
        }
        for world in [single, streamed] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
            #expect(report.isIntact, "\(report.findings)")
            // Every version after a feature's first points at the position the one before it was
            // made at (Schema/0083), whether the two were written in one batch or in two.
            let ws = world.workspace
            for try await (wrong, pointers) in try await world.env.owner.query("""
                SELECT count(*) FILTER (WHERE v.prev_from IS DISTINCT FROM p.valid_from), count(v.prev_from)
                FROM (SELECT id, version, prev_from FROM feature_versions WHERE workspace_id = \(ws)
                      UNION ALL SELECT id, version, prev_from FROM features WHERE workspace_id = \(ws)) v
                LEFT JOIN feature_versions p ON p.workspace_id = \(ws) AND p.id = v.id AND p.version = v.version - 1
                WHERE v.version > 1
                """).decode((Int64, Int64).self) {
                #expect(wrong == 0 && pointers > 100, "\(wrong) versions point elsewhere, \(pointers) pointers")
            }
        }
        // The stream did put many operations in a batch (one time a batch); single edits did not.
        func times(_ world: TestWorld) async throws -> Int64 {
            let rows = try await world.env.owner.query("SELECT count(DISTINCT recorded_at) FROM operations WHERE workspace_id = \(world.workspace) AND kind = 'edit'",
                                                       logger: world.env.logger)
            for try await n in rows.decode(Int64.self) { return n }
            return 0
        }
        let streamedTimes = try await times(streamed)
        #expect(try await times(single) == Int64(ops.count))
        #expect(streamedTimes * 5 < Int64(ops.count), "\(streamedTimes) batch times for \(ops.count) operations")
    }

    @Test func aRefusedOperationStopsTheStreamAndNothingAfterItLands() async throws {
        var ops = Self.operations(count: 120, seed: 58)
        // Operation 81 updates a feature that never existed: refused by the writer (not by parsing).
        ops[80] = #"{"edits":[{"layer":"Points","updates":[{"id":"00000000-0000-4000-8000-999999999999","attributes":{"N":1}}]}]}"#
        let world = try await TestWorld.make("editstreamrefused")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        var remaining = ops[...]
        var landed: [Int64] = []
        var stoppedAt: Int?
        do {
            _ = try await EditStream(journal: world.journal, workspace: world.workspace, actor: "editor").run(next: {
                guard let body = remaining.popFirst() else { return nil }
                return try Self.request(body)
            }, landed: { _, outcome in landed.append(outcome.operation.lastPosition) })
            Issue.record("the stream did not stop")
        } catch let stopped as EditStream.Stopped {
            stoppedAt = stopped.operation
        }
        #expect(stoppedAt == 81)
        #expect(landed.count == 80)
        let rows = try await world.env.owner.query("""
            SELECT (SELECT count(*) FROM operations WHERE workspace_id = \(world.workspace) AND kind = 'edit'),
                   (SELECT head_position FROM workspaces WHERE id = \(world.workspace))
            """, logger: world.env.logger)
        for try await (operations, head) in rows.decode((Int64, Int64).self) {
            #expect(operations == 80)
            #expect(head == landed.last)
        }
    }
}
