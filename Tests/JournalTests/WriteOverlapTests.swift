import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Testing

/// A workspace writer decides its next batch from the head the batch under way will leave and
/// sends it while that one is written (Sources/Journal/Append/README.md, "Overlap"): the journal
/// it leaves is the one batches written one after another leave.
@Suite("Batches written while the one before them commits")
struct WriteOverlapTests {
    @Test func importsAddsAndUpdatesOfOneProcessLandGapFreeAndChained() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let journal = world.journal
        let ws = world.workspace
        func request(_ body: String) throws -> EditRequest { try EditRequest.parse(JSONValue.parse(body)).get() }
        func point(_ n: Int) -> String { #"{"attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(n % 97),\#(n / 97)]}}"# }
        // Twenty features that single edits then update in turns, each with its expected version.
        let seeded = try await journal.edits.apply(workspace: ws, request: request(#"{"edits":[{"layer":"Points","adds":[\#((0..<20).map(point).joined(separator: ","))]}]}"#),
                                                  context: AppendContext(actor: "seed"))
        let ids = seeded.results.map(\.id)
        let outcomes = try await withThrowingTaskGroup(of: [AppendOutcome].self) { group in
            group.addTask {  // large operations handed in one after another, as an import does
                var handed: [PendingEdit] = []
                for k in 0..<6 {
                    let adds = (0..<5_000).map { point(10_000 * (k + 1) + $0) }.joined(separator: ",")
                    handed.append(try await journal.edits.submit(workspace: ws, request: request(#"{"edits":[{"layer":"Points","adds":[\#(adds)]}]}"#),
                                                                context: AppendContext(actor: "import")))
                }
                var landed: [AppendOutcome] = []
                for pending in handed { landed.append(try await pending.outcome()) }
                return landed
            }
            for k in 0..<20 {  // one feature's updates, one after another, beside them
                group.addTask {
                    var done: [AppendOutcome] = []
                    for round in 1...5 {
                        let body = #"{"edits":[{"layer":"Points","updates":[{"id":"\#(ids[k])","expectedVersion":\#(round),"attributes":{"N":\#(round)}}]}]}"#
                        done.append(try await journal.edits.apply(workspace: ws, request: request(body), context: AppendContext(actor: "editor")))
                    }
                    return done
                }
            }
            for k in 0..<100 {  // single adds
                group.addTask { [try await journal.edits.apply(workspace: ws, request: request(#"{"edits":[{"layer":"Points","adds":[\#(point(k))]}]}"#), context: AppendContext(actor: "field"))] }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outcomes.count == 6 + 100 + 100)
        // Every operation's events are one run, the runs follow each other without a gap, and
        // the chain verifies over all of them.
        let runs = outcomes.map { ($0.operation.firstPosition, $0.operation.lastPosition, $0.results.count) }.sorted { $0.0 < $1.0 }
        var next = seeded.operation.lastPosition + 1
        for (first, last, count) in runs {
            #expect(first == next)
            #expect(last - first + 1 == Int64(count))
            next = last + 1
        }
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: ws)
        #expect(report.isIntact, "\(report.findings)")
        // Every feature is there once, each updated one five times, and OBJECTIDs stay the
        // positions of the created events.
        let rows = try await world.env.owner.query("""
            SELECT count(*), count(*) FILTER (WHERE version = 6), count(*) FILTER (WHERE object_id <> (SELECT e.position FROM events e
                WHERE e.workspace_id = f.workspace_id AND e.feature_id = f.id AND e.feature_version = 1))
            FROM features f WHERE workspace_id = \(ws)
            """, logger: world.env.logger)
        for try await (all, updated, misnumbered) in rows.decode((Int64, Int64, Int64).self) {
            #expect(all == 20 + 6 * 5_000 + 100)
            #expect(updated == 20)
            #expect(misnumbered == 0)
        }
        // The writer did overlap batches (else this test tests nothing new): at most 20,000
        // features go in one batch, so the operations of 5,000 make at least two, and the second is
        // decided while the first is written.
        #expect(await journal.edits.appender(for: ws).overlapped > 0)
    }
}
