import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// A batch write lands only on the head it was decided from: its position, and its hash when the
/// writer knows it (the batch's events chain from the stored one; Schema/functions/geojournal_write_batch.sql).
@Suite("The batch write's head check")
struct BatchHeadCheckTests {
    @Test func aBatchChainedFromAnotherHashAtTheHeadPositionIsRefusedAndWritesNothing() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let add = EditRequest(edits: [LayerEdits(layer: "Points", adds: [FeatureAdd(attributes: ["N": .integer(1)], geometry: .point(Position(1, 2)))])])
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: add, context: AppendContext(actor: "t"))
        let journal = world.journal
        let logger = world.env.logger
        try await world.env.service.withConnection { conn in
            let head = try await journal.lockHead(conn, workspace: world.workspace)
            let layers = try await journal.workspaces.layers(workspace: world.workspace, schemaPosition: head.schemaPosition, conn: conn).layers
            func plan(from head: Journal.Head) throws -> BatchPlan {
                let prepared = try EditPreparation.prepare(add, layers: layers).get()
                var decision = try EditDecider.decide(prepared, layers: layers, stream: { _ in .none }, newId: { UUID.timeOrdered() }).get()
                var plan = BatchPlan(workspace: world.workspace, head: head, now: JournalClock.nowMicros(), ids: .reserved(count: 1))
                _ = plan.add(&decision, sessionId: nil, message: nil, context: AppendContext(actor: "t"), layers: layers)
                return plan
            }
            // The same position as the stored head, another hash: what a batch decided from an
            // earlier write that was then decided again would chain from.
            var other = head
            other.hash = EventHash.chain(previous: try #require(head.hash), canonical: Array("another event at the same position".utf8))
            do {
                try await plan(from: other).write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
                Issue.record("a batch chained from a hash that is not the head's was written")
            } catch {
                #expect(Appender.isHeadMoved(error, locked: false), "refused as a moved head (decided again by the writer), not \(error)")
            }
            let after = try await journal.lockHead(conn, workspace: world.workspace)
            #expect(after.position == head.position)
            #expect(after.hash == head.hash)
            let rows = try await conn.query("SELECT count(*) FROM events WHERE workspace_id = \(world.workspace)", logger: logger)
            for try await count in rows.decode(Int64.self) { #expect(count == head.position) }

            // A batch decided from the head a write under way was to leave knows its position,
            // not its hash: one position past the stored head, it is refused and writes nothing.
            var ahead = head
            ahead.position += 1
            ahead.hash = nil
            do {
                try await plan(from: ahead).write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
                Issue.record("a batch decided from a position the journal has not reached was written")
            } catch {
                #expect(Appender.isHeadMoved(error, locked: false), "refused as a moved head, not \(error)")
            }
            #expect(try await journal.lockHead(conn, workspace: world.workspace).position == head.position)

            // The same batch decided from the stored head lands; so does one decided from its
            // position alone, chained from the stored hash.
            try await plan(from: head).write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
            var positionOnly = try await journal.lockHead(conn, workspace: world.workspace)
            #expect(positionOnly.position == head.position + 1)
            positionOnly.hash = nil
            let written = try await plan(from: positionOnly).write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
            let last = try await journal.lockHead(conn, workspace: world.workspace)
            #expect(last.position == head.position + 2)
            #expect(last.hash == written)
        }
        let report = try await ChainVerifier(client: world.env.owner, logger: logger).verify(workspace: world.workspace)
        #expect(report.isIntact, "\(report.findings)")
    }
}
