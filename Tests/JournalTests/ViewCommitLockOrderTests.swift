import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import PostgresNIO
import Testing

/// A database transaction that writes through the layer views of several workspaces takes their
/// row locks at COMMIT in one global order (geojournal_view_commit), so two such transactions that
/// wrote the workspaces in opposite orders never deadlock: neither user's save fails for a reason
/// that is not theirs (PostgreSQL would break the circle with 40P01).
@Suite("View commits over several workspaces")
struct ViewCommitLockOrderTests {
    @Test func twoViewTransactionsWritingTwoWorkspacesInOppositeOrdersBothCommit() async throws {
        let one = try await TestWorld.make("lockorder-one")
        let two = try await TestWorld.make("lockorder-two")
        try await one.defineLayer("Devices", LayerViewEditTests.deviceLayer)
        try await two.defineLayer("Devices", LayerViewEditTests.deviceLayer)
        let ana = try await LayerViewEditTests.Editor.make(one, role: .editor, actor: "ana")
        let bo = try await LayerViewEditTests.Editor.make(one, role: .editor, actor: "bo")
        let (first, second) = (LayerViewEditTests.view(one, "Devices"), LayerViewEditTests.view(two, "Devices"))
        let (startOne, startTwo) = (try await one.head(), try await two.head())
        let rounds = 8
        var failures: [String] = []
        do {
            for round in 1...rounds {
                try await ana.run("BEGIN")
                try await bo.run("BEGIN")
                // ana writes one, then two; bo writes two, then one.
                try await ana.run("INSERT INTO \(first) (\"N\", geom) VALUES (\(round), ST_SetSRID(ST_MakePoint(\(round), 1), 3857))")
                try await bo.run("INSERT INTO \(second) (\"N\", geom) VALUES (\(round), ST_SetSRID(ST_MakePoint(\(round), 2), 3857))")
                try await ana.run("INSERT INTO \(second) (\"N\", geom) VALUES (\(100 + round), ST_SetSRID(ST_MakePoint(\(round), 3), 3857))")
                try await bo.run("INSERT INTO \(first) (\"N\", geom) VALUES (\(100 + round), ST_SetSRID(ST_MakePoint(\(round), 4), 3857))")
                // Both save at once.
                async let a: String? = Self.commit(ana)
                async let b: String? = Self.commit(bo)
                for failure in [try await a, try await b].compactMap({ $0 }) { failures.append("round \(round): \(failure)") }
            }
        } catch {
            try? await ana.close(one)
            try? await bo.close(one)
            throw error
        }
        try await ana.close(one)
        try await bo.close(one)
        #expect(failures.isEmpty, "\(failures)")
        // Every save landed: two operations and four features per round in each workspace.
        for (world, start) in [(one, startOne), (two, startTwo)] {
            let operations = try await LayerViewEditTests.operations(world, after: start)
            #expect(operations.count == 2 * rounds, "\(world.workspace): \(operations.count) operations")
            #expect(try await world.head() == start + Int64(2 * rounds))
            #expect(try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace).isIntact)
        }
    }

    /// COMMITs a transaction; nil when it committed, else the server's SQLSTATE and message.
    static func commit(_ editor: LayerViewEditTests.Editor) async -> String? {
        do {
            try await editor.run("COMMIT")
            return nil
        } catch let error as PSQLError {
            _ = try? await editor.run("ROLLBACK")
            return "\(error.serverInfo?[.sqlState] ?? "?") \(error.serverInfo?[.message] ?? "\(error)")"
        } catch {
            return "\(error)"
        }
    }
}
