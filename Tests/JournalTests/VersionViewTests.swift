import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import Logging
import NIOCore
import PostgresNIO
import Testing

/// A version's layer views (Schema/0040): the schema `gj_<ws>__<name>` made with the version reads
/// DEFAULT at the version's base overlaid by the version, and a transaction through it is one
/// operation in the version's line; DEFAULT's views are unchanged; a private version's views show
/// nothing to another actor's login, and only its owner (or anyone, for a public one) writes.
@Suite("Editing a version through its layer views")
struct VersionViewTests {
    /// id → attributes of the live features of `Device` in a line, as the journal reads them.
    static func read(_ journal: Journal, line: String) async throws -> [UUID: [String: JSONValue]] {
        let page = try await journal.reads.versionedFeatures(workspace: line, layer: "Device", moment: .head, filter: nil, limit: 10_000, cursor: nil, output: .layer, countMatched: false)
        var out: [UUID: [String: JSONValue]] = [:]
        for row in page.features { out[row.id] = try JSONValue.parse(row.attributes).objectValue ?? [:] }
        return out
    }

    @Test func aSaveThroughAVersionsViewsIsAnEditInTheVersion() async throws {
        let world = try await TestWorld.make("versionviews")
        try await world.defineLayer("Device", LayerViewEditTests.deviceLayer)
        let ws = world.workspace
        let a = UUID(), b = UUID()
        _ = try await world.journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Device", adds: [
            FeatureAdd(id: a, attributes: ["N": 1], geometry: .point(Position(10, 10))),
            FeatureAdd(id: b, attributes: ["N": 2], geometry: .point(Position(20, 20)))])]), context: AppendContext(actor: "ana"))
        let ana = Principal(tokenId: UUID(), actor: "ana", role: .editor, workspaces: nil)
        let version = try await world.journal.versions.createVersion(workspace: ws, name: "design", access: .private, description: "", base: .head, principal: ana)
        let schema = "gj_\(ws)__ana_design"
        // DEFAULT moves on after the version's base: the version's views do not show it.
        _ = try await world.journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Device", updates: [
            FeatureUpdate(id: b, attributes: ["N": 20])])]), context: AppendContext(actor: "bo"))
        let editor = try await LayerViewEditTests.Editor.make(world, role: .editor, actor: "ana")
        let other = try await LayerViewEditTests.Editor.make(world, role: .editor, actor: "bo")
        func count(_ e: LayerViewEditTests.Editor, _ sql: String) async throws -> Int64 {
            var n: Int64 = -1
            for try await c in try await e.connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "t")).decode(Int64.self) { n = c }
            return n
        }
        do {
            #expect(try await count(editor, "SELECT count(*) FROM \"\(schema)\".\"Device\" WHERE \"N\" = 2") == 1, "the version reads DEFAULT at its base")
            // A transaction: an update, a delete and an insert, then COMMIT.
            try await editor.run("BEGIN")
            try await editor.run("UPDATE \"\(schema)\".\"Device\" SET \"N\" = 100 WHERE id = '\(a.lowercased)'")
            try await editor.run("DELETE FROM \"\(schema)\".\"Device\" WHERE id = '\(b.lowercased)'")
            try await editor.run("INSERT INTO \"\(schema)\".\"Device\" (\"N\", geom) VALUES (300, ST_SetSRID(ST_MakePoint(30, 30), 3857))")
            #expect(try await count(editor, "SELECT count(*) FROM \"\(schema)\".\"Device\"") == 2, "the transaction sees its own rows")
            try await editor.run("COMMIT")
            let inVersion = try await Self.read(world.journal, line: version.line)
            #expect(inVersion[a]?["N"] == 100 && inVersion[b] == nil && inVersion.count == 2, "\(inVersion)")
            let onDefault = try await Self.read(world.journal, line: ws)
            #expect(onDefault[a]?["N"] == 1 && onDefault[b]?["N"] == 20 && onDefault.count == 2, "DEFAULT is unchanged")
            #expect(try await count(editor, "SELECT count(*) FROM \"gj_\(ws)\".\"Device\" WHERE \"N\" = 100") == 0, "DEFAULT's view is unchanged")
            var operations: Int64 = 0
            for try await n in try await world.env.owner.query("SELECT count(*) FROM operations WHERE workspace_id = \(version.line)").decode(Int64.self) { operations = n }
            #expect(operations == 1, "one operation in the version's line")
            var oid: Int64 = 0
            for try await o in try await world.env.owner.query("SELECT object_id FROM features WHERE workspace_id = \(version.line) AND attributes->>'N' = '300'").decode(Int64.self) { oid = o }
            #expect(oid > (Int64(1) << 32), "the new feature's OBJECTID is the version's")
            // Another actor's login: the private version shows nothing and refuses writes.
            #expect(try await count(other, "SELECT count(*) FROM \"\(schema)\".\"Device\"") == 0)
            let refused = try await other.failure("INSERT INTO \"\(schema)\".\"Device\" (\"N\", geom) VALUES (7, ST_SetSRID(ST_MakePoint(1, 1), 3857))")
            #expect(refused.state == "42501", "\(refused)")
            // A stale version through the view is a conflict at COMMIT (the feature's version in the line).
            try await editor.run("BEGIN")
            let stale = try await editor.failure("UPDATE \"\(schema)\".\"Device\" SET \"N\" = 5, version = 1 WHERE id = '\(a.lowercased)'")
            #expect(stale.state == "GJ409", "\(stale)")
            try await editor.run("ROLLBACK")
            // After a post DEFAULT reads the version's edits.
            _ = try await world.journal.versions.reconcile(workspace: ws, line: version.line, detection: .byObject, abortIfConflicts: false, withPost: true, context: AppendContext(actor: "ana"))
            let posted = try await Self.read(world.journal, line: ws)
            #expect(posted[a]?["N"] == 100 && posted[b] == nil && posted.count == 2, "\(posted)")
        } catch {
            try? await editor.close(world)
            try? await other.close(world)
            Issue.record("\(String(reflecting: error))")
            throw error
        }
        try await editor.close(world)
        try await other.close(world)
    }
}
