import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// Work in one workspace does not wait for work in another.
@Suite("Workspaces do not wait for each other")
struct WorkspaceIsolationTests {
    /// A write in flight in one workspace holds that workspace's partition of features in ROW
    /// EXCLUSIVE mode; here a transaction of the test holds it so, and only it (not the
    /// partitioned table, which would hold up other work of the suite too). Defining a layer in
    /// another workspace builds its index on that workspace's partition and must not wait for it.
    @Test func aLayerDefinedInOneWorkspaceDoesNotWaitForAWriteInFlightInAnother() async throws {
        let busy = try await TestWorld.make()
        let other = try await TestWorld.make()
        let logger = busy.env.logger
        let (released, release) = AsyncStream<Void>.makeStream()
        let (held, holding) = AsyncStream<Void>.makeStream()
        // Let the partition go whatever happens below.
        defer { release.finish() }
        let partition = LayerView.identifier(ProjectionPartition.name("features", workspace: busy.workspace))
        let blocker = Task {
            try await busy.env.owner.withConnection { conn in
                try await conn.query("BEGIN", logger: logger)
                try await conn.query(PostgresQuery(unsafeSQL: "LOCK TABLE public.\(partition) IN ROW EXCLUSIVE MODE"), logger: logger)
                holding.yield()
                for await _ in released {}
                try await conn.query("ROLLBACK", logger: logger)
            }
        }
        for await _ in held { break }

        // The layer of the other workspace is defined while the partition is held (bounded, so
        // a wait for it fails the test instead of hanging it).
        let definedWhileHeld = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask { try await other.defineLayer("Points", TestWorld.pointLayer); return true }
            group.addTask { try await Task.sleep(for: .seconds(20)); return false }
            let first = try await group.next()!
            release.finish()
            group.cancelAll()
            return first
        }
        #expect(definedWhileHeld, "defining a layer in one workspace waited for a write in another")
        try await blocker.value
        #expect(try await other.journal.workspaces.layers(workspace: other.workspace, moment: .head).layers.map(\.definition.name) == ["Points"])
    }
}
