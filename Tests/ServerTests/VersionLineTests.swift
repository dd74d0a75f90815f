import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
@testable import Journal
import Logging
import NIOCore
import PostgresNIO
import Testing

/// A version's line answers what DEFAULT answers: a feature it shows from DEFAULT is read and
/// edited through OGC API – Features; its network is traced at a past moment of the line; and its
/// edit lock is decided under the line's row lock, so a session that starts editing while another
/// session's edit waits for the line is not overtaken by that edit.
@Suite("A version's line, read and edited like DEFAULT")
struct VersionLineTests {
    static let ed = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)

    /// A feature that only DEFAULT has (the version never touched it) is an OGC item of the
    /// version: read, then patched with If-Match in the version, which DEFAULT does not see.
    @Test func anOGCItemOfDefaultIsReadAndEditedInAVersion() async throws {
        let world = try await TestWorld.make("versionogcitem")
        try await world.defineLayer("Points", VersionTests.layer)
        let ws = world.workspace
        let a = UUID()
        _ = try await world.journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: a, attributes: ["N": 1], geometry: .point(Position(1, 1)))])]), context: AppendContext(actor: "ed"))
        let info = try await world.journal.versions.createVersion(workspace: ws, name: "ogc", access: .public, description: "", base: .head, principal: Self.ed)
        let v = info.name
        try await world.withClient { client in
            let item = try await client.send(.get, "/ogc/\(ws)/collections/Points/items/\(a.lowercased)?version=\(v)", token: world.viewer)
            #expect(item.status == .ok, "a feature of DEFAULT read in the version: \(item.status) \(item.text)")
            #expect(item.json["properties"]["N"].intValue == 1, "\(item.text)")
            let patched = try await client.send(.patch, "/ogc/\(ws)/collections/Points/items/\(a.lowercased)?version=\(v)", token: world.editor,
                                                body: #"{"properties":{"N":7}}"#, headers: [.ifMatch: "\"1\"", .contentType: "application/merge-patch+json"])
            #expect((200..<300).contains(Int(patched.status.code)), "a feature of DEFAULT patched in the version: \(patched.status) \(patched.text)")
            let after = try await client.send(.get, "/ogc/\(ws)/collections/Points/items/\(a.lowercased)?version=\(v)", token: world.viewer)
            #expect(after.status == .ok && after.json["properties"]["N"].intValue == 7, "the version's own state now: \(after.text)")
            let onDefault = try await client.send(.get, "/ogc/\(ws)/collections/Points/items/\(a.lowercased)", token: world.viewer)
            #expect(onDefault.json["properties"]["N"].intValue == 1, "DEFAULT does not see the version's edit: \(onDefault.text)")
            // A stale If-Match in the version is still refused (the version is 2 now).
            let stale = try await client.send(.patch, "/ogc/\(ws)/collections/Points/items/\(a.lowercased)?version=\(v)", token: world.editor,
                                              body: #"{"properties":{"N":8}}"#, headers: [.ifMatch: "\"1\"", .contentType: "application/merge-patch+json"])
            #expect(stale.status == .preconditionFailed, "\(stale.status) \(stale.text)")
            // A feature nobody has is still not found.
            let none = try await client.send(.get, "/ogc/\(ws)/collections/Points/items/\(UUID().uuidString.lowercased())?version=\(v)", token: world.viewer)
            #expect(none.status == .notFound, "\(none.status)")
        }
        // The timeline in the version: DEFAULT's version 1 until the line's edit, then its own.
        let timeline = try #require(try await world.journal.reads.featureTimeline(workspace: info.line, layer: "Points", id: a, moment: .head, output: .layer))
        #expect(timeline.versions.map(\.version) == [1, 2], "\(timeline.versions.map { ($0.version, $0.validFrom, $0.validTo as Int64?) })")
        #expect(timeline.versions.first?.validTo == timeline.versions.last?.validFrom)
        let before = try #require(try await world.journal.reads.featureTimeline(workspace: info.line, layer: "Points", id: a, moment: .position(0), output: .layer))
        #expect(before.selected?.version == 1, "at the line's start the version shows DEFAULT's version 1")
    }

    /// A trace in a version at a past moment of its line answers with the graph the version had
    /// then: its own line before it was added is absent, DEFAULT's change after the base is
    /// absent until the reconcile moved the base.
    @Test func aVersionIsTracedAtAPastMoment() async throws {
        let world = try await TestWorld.make("versionpasttrace")
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let info = try await world.journal.versions.createVersion(workspace: ws, name: "history", access: .public, description: "", base: .head, principal: Self.ed)
            let v = info.name
            let add = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor,
                                            body: #"{"edits":[{"layer":"Line","adds":[\#(FeederNetwork.line(19, 1, [(300, 100), (400, 100)], length: 100))]}]}"#)
            #expect(add.status == .ok, "\(add.text)")
            let added = try await VersionEditLockTests.head(world, info.line)
            let cut = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor,
                                            body: #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(FeederNetwork.L5))"}]}]}"#)
            #expect(cut.status == .ok, "\(cut.text)")
            let reconciled = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/reconcile", token: world.editor, body: "{}")
            #expect(reconciled.status == .ok, "\(reconciled.text)")
            let rebased = try await VersionEditLockTests.head(world, info.line)
            // One more edit, so the reconcile's position is a past moment of the line.
            let later = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor,
                                              body: #"{"edits":[{"layer":"Line","adds":[\#(FeederNetwork.line(20, 1, [(400, 100), (500, 100)], length: 100))]}]}"#)
            #expect(later.status == .ok, "\(later.text)")

            let url = "/v1/workspaces/\(ws)/networks/Electric/trace"
            let body = FeederNetwork.trace("connected", FeederNetwork.B)
            let everything = FeederNetwork.everything
            let start = try await client.send(.post, url + "?version=\(v)&asOf=0", token: world.viewer, body: body)
            #expect(start.status == .ok, "a version's past moment answers: \(start.status) \(start.text)")
            #expect(FeederNetwork.summary(start.json) == everything, "at its start the version is DEFAULT at its base: \(FeederNetwork.summary(start.json))")
            let withLine = try await client.send(.post, url + "?version=\(v)&asOf=\(added)", token: world.viewer, body: body)
            #expect(withLine.status == .ok, "\(withLine.text)")
            #expect(FeederNetwork.summary(withLine.json) == everything.union(["19"]), "its line, and L5 still (the base then): \(FeederNetwork.summary(withLine.json))")
            #expect(withLine.json["position"].intValue == added || withLine.json["position"].stringValue == String(added), "the answer's position is the line's: \(withLine.text.prefix(300))")
            let afterReconcile = try await client.send(.post, url + "?version=\(v)&asOf=\(rebased)", token: world.viewer, body: body)
            let seen = FeederNetwork.summary(afterReconcile.json)
            #expect(afterReconcile.status == .ok && seen.contains("19") && !seen.contains("15") && !seen.contains("20"), "after the reconcile: \(seen)")
            let now = try await client.send(.post, url + "?version=\(v)", token: world.viewer, body: body)
            #expect(FeederNetwork.summary(now.json).contains("20"), "now: \(FeederNetwork.summary(now.json))")
            // DEFAULT at its past moments is untouched by all this.
            let defaultNow = try await client.send(.post, url, token: world.viewer, body: body)
            #expect(!FeederNetwork.summary(defaultNow.json).contains("19") && !FeederNetwork.summary(defaultNow.json).contains("15"))
        }
    }

    /// An edit of another session that passed the early check and then waited for the line's row
    /// lock is refused when, meanwhile, a session started editing the version: the lock is
    /// decided under the line's row lock, where the write happens. And starting to edit waits
    /// for a write that holds the line.
    @Test func aSessionThatStartsEditingWhileAnEditWaitsIsNotOvertaken() async throws {
        let world = try await TestWorld.make("versionlockrace")
        try await world.defineLayer("Points", VersionTests.layer)
        let ws = world.workspace
        let journal = world.journal
        let a = UUID()
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: a, attributes: ["N": 1], geometry: .point(Position(1, 1)))])]), context: AppendContext(actor: "ed"))
        let info = try await journal.versions.createVersion(workspace: ws, name: "race", access: .public, description: "", base: .head, principal: Self.ed)
        let line = info.line
        // The line's first edit, so its writer knows its head (the edit below is written holding nothing first).
        _ = try await journal.edits.apply(workspace: line, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: UUID(), attributes: ["N": 2], geometry: .point(Position(2, 2)))])]), context: AppendContext(actor: "ed"))
        let headBefore = try await VersionEditLockTests.head(world, line)
        let holder = UUID()
        let logger = world.env.logger

        let outcome: Result<AppendOutcome, JournalError> = try await world.env.owner.withConnection { conn in
            try await conn.query("BEGIN", logger: logger)
            try await conn.query("SELECT 1 FROM workspaces WHERE id = \(line) FOR UPDATE", logger: logger)
            let edit = Task { () -> Result<AppendOutcome, JournalError> in
                do {
                    return .success(try await journal.edits.apply(workspace: line, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [
                        FeatureUpdate(id: a, attributes: ["N": 9])])]), context: AppendContext(actor: "ed")))
                } catch let error as JournalError {
                    return .failure(error)
                } catch {
                    return .failure(.internalFailure("\(error)"))
                }
            }
            #expect(try await Self.waitUntilBlocked(conn, logger: logger), "the edit waits for the line's row")
            // Meanwhile another session takes the version (as startEditing does; it commits first).
            try await conn.query("""
                INSERT INTO version_locks (line, session_id, editing, actor, expires_at) VALUES (\(line), \(holder), true, 'ana', now() + interval '30 minutes')
                """, logger: logger)
            try await conn.query("COMMIT", logger: logger)
            return await edit.value
        }
        let words = "the version is being edited in session {\(holder.uuidString)}; edit in that session or wait until it stops editing"
        switch outcome {
        case .success(let o): Issue.record("the edit landed at \(o.operation.lastPosition) after another session took the version")
        case .failure(let error):
            guard case .conflict(let detail, _) = error else { Issue.record("expected a 409, got \(error)"); break }
            #expect(detail == words, "\(detail)")
        }
        #expect(try await VersionEditLockTests.head(world, line) == headBefore, "nothing was written")
        // The holder's own session edits.
        _ = try await journal.edits.apply(workspace: line, request: EditRequest(sessionId: holder, edits: [LayerEdits(layer: "Points", updates: [
            FeatureUpdate(id: a, attributes: ["N": 3])])]), context: AppendContext(actor: "ana"))
        #expect(try await VersionEditLockTests.head(world, line) == headBefore + 1)
        try await journal.versions.stopVersionSession(line: line, session: holder, editing: true, save: true, principal: Self.ed)

        // Starting to edit waits for a transaction holding the line's row.
        let started: Bool = try await world.env.owner.withConnection { conn in
            try await conn.query("BEGIN", logger: logger)
            try await conn.query("SELECT 1 FROM workspaces WHERE id = \(line) FOR UPDATE", logger: logger)
            let start = Task { try await journal.versions.startVersionSession(line: line, session: UUID(), editing: true, principal: Self.ed) }
            let blocked = try await Self.waitUntilBlocked(conn, logger: logger)
            try await conn.query("COMMIT", logger: logger)
            try await start.value
            return blocked
        }
        #expect(started, "startEditing waited for the line's row lock")
    }

    /// A reconcile is decided under the line's row lock too: one that waited for the line while
    /// another session took the version is refused; the holder's own reconcile lands (its
    /// operation names the session that holds the version).
    @Test func aReconcileThatWaitsWhileASessionTakesTheVersionIsRefused() async throws {
        let world = try await TestWorld.make("versionlockreconcile")
        try await world.defineLayer("Points", VersionTests.layer)
        let ws = world.workspace
        let journal = world.journal
        let a = UUID()
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: a, attributes: ["N": 1], geometry: .point(Position(1, 1)))])]), context: AppendContext(actor: "ed"))
        let info = try await journal.versions.createVersion(workspace: ws, name: "racereconcile", access: .public, description: "", base: .head, principal: Self.ed)
        let line = info.line
        // DEFAULT moves, so a reconcile has a base to move.
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [
            FeatureUpdate(id: a, attributes: ["N": 2])])]), context: AppendContext(actor: "ed"))
        let headBefore = try await VersionEditLockTests.head(world, line)
        let holder = UUID()
        let logger = world.env.logger
        let outcome: Result<ReconcileOutcome, JournalError> = try await world.env.owner.withConnection { conn in
            try await conn.query("BEGIN", logger: logger)
            try await conn.query("SELECT 1 FROM workspaces WHERE id = \(line) FOR UPDATE", logger: logger)
            let reconcile = Task { () -> Result<ReconcileOutcome, JournalError> in
                do {
                    return .success(try await journal.versions.reconcile(workspace: ws, line: line, detection: .byObject, abortIfConflicts: false, withPost: false,
                                                                context: AppendContext(actor: "ed")))
                } catch let error as JournalError {
                    return .failure(error)
                } catch {
                    return .failure(.internalFailure("\(error)"))
                }
            }
            #expect(try await Self.waitUntilBlocked(conn, logger: logger), "the reconcile waits for the line's row")
            try await conn.query("""
                INSERT INTO version_locks (line, session_id, editing, actor, expires_at) VALUES (\(line), \(holder), true, 'ana', now() + interval '30 minutes')
                """, logger: logger)
            try await conn.query("COMMIT", logger: logger)
            return await reconcile.value
        }
        let words = "the version is being edited in session {\(holder.uuidString)}; edit in that session or wait until it stops editing"
        switch outcome {
        case .success(let o): Issue.record("the reconcile landed (\(String(describing: o.operation?.lastPosition))) after another session took the version")
        case .failure(let error):
            guard case .conflict(let detail, _) = error else { Issue.record("expected a 409, got \(error)"); break }
            #expect(detail == words, "\(detail)")
        }
        #expect(try await VersionEditLockTests.head(world, line) == headBefore, "nothing was written")
        // The session holding the version reconciles.
        let own = try await journal.versions.reconcile(workspace: ws, line: line, detection: .byObject, abortIfConflicts: false, withPost: false,
                                              context: AppendContext(actor: "ana"), session: holder)
        #expect(own.operation != nil)
        #expect(try await VersionEditLockTests.head(world, line) == headBefore + 1)
        try await journal.versions.stopVersionSession(line: line, session: holder, editing: true, save: true, principal: Self.ed)
    }

    /// Waits (up to 10 s) until another backend waits for a lock `conn` holds.
    static func waitUntilBlocked(_ conn: PostgresConnection, logger: Logger) async throws -> Bool {
        var me: Int32 = 0
        for try await pid in try await conn.query("SELECT pg_backend_pid()", logger: logger).decode(Int32.self) { me = pid }
        for _ in 0..<400 {
            for try await n in try await conn.query("SELECT count(*) FROM pg_stat_activity WHERE \(me) = ANY(pg_blocking_pids(pid))", logger: logger).decode(Int64.self) where n > 0 {
                return true
            }
            try await Task.sleep(for: .milliseconds(25))
        }
        return false
    }
}
