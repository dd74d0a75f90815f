import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
@testable import Journal
import PostgresNIO
import Testing

/// A post is one transaction: DEFAULT's `post` operation and the version's rebase land together
/// or not at all. Stopped between the two (``FaultPoints/Point/postBetweenLines``), neither line
/// moves; the retry posts once, and a retry of a post that landed writes nothing.
/// (Tests/scripts/post_killed_between_lines.sh kills the process there.)
@Suite("Atomic posts")
struct AtomicPostTests {
    struct Stopped: Error {}

    @Test func aPostStoppedBetweenItsWritesLeavesBothLinesAndItsRetryPostsOnce() async throws {
        let world = try await TestWorld.make("atomicpost")
        try await world.defineLayer("Points", VersionTests.layer)
        let ws = world.workspace
        // A journal of its own: the fault armed here stops no other test's post.
        let journal = Journal(client: world.env.service, logger: world.env.logger)
        let a = UUID(), b = UUID(), c = UUID()
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: a, attributes: ["N": 1], geometry: .point(Position(1, 1))),
            FeatureAdd(id: b, attributes: ["N": 2], geometry: .point(Position(2, 2)))])]), context: AppendContext(actor: "ed"))
        let ed = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)
        let info = try await journal.versions.createVersion(workspace: ws, name: "atomic", access: .protected, description: "", base: .head, principal: ed)
        _ = try await journal.edits.apply(workspace: info.line, request: EditRequest(edits: [LayerEdits(layer: "Points",
            adds: [FeatureAdd(id: c, attributes: ["N": 3], geometry: .point(Position(3, 3)))],
            updates: [FeatureUpdate(id: a, attributes: ["N": 10])], deletes: [FeatureDelete(id: b)])]), context: AppendContext(actor: "ed"))
        let before = (default: try await Self.head(world, ws), line: try await Self.head(world, info.line), base: try await Self.base(journal, ws, info.line))

        journal.faults.arm(.postBetweenLines) { throw Stopped() }
        let context = AppendContext(actor: "ed", idempotencyKey: "post-\(UUID().uuidString)", requestHash: Array(repeating: 1, count: 32))
        do {
            _ = try await journal.versions.post(workspace: ws, line: info.line, rows: nil, context: context)
            Issue.record("the post went past the armed fault")
        } catch {}
        #expect(try await Self.head(world, ws) == before.default, "DEFAULT has no post")
        #expect(try await Self.head(world, info.line) == before.line, "the line has no rebase")
        #expect(try await Self.base(journal, ws, info.line) == before.base, "the version's base is where it was")
        #expect(try await Self.count(world, "SELECT count(*) FROM operations WHERE workspace_id = \(ws) AND kind = 'post'") == 0)

        // The retry lands both, once.
        journal.faults.disarm(.postBetweenLines)
        let posted = try await journal.versions.post(workspace: ws, line: info.line, rows: nil, context: context)
        let operation = try #require(posted.operation)
        #expect(operation.kind == .post && posted.inserts == 1 && posted.updates == 1 && posted.deletes == 1 && !posted.replayed)
        #expect(posted.base == operation.lastPosition && operation.lastPosition == before.default + 3)
        #expect(try await Self.head(world, info.line) == before.line + 1, "the line's rebase landed with it")
        #expect(try await Self.base(journal, ws, info.line) == operation.lastPosition)
        // A retry of the post that landed answers it and writes nothing.
        let again = try await journal.versions.post(workspace: ws, line: info.line, rows: nil, context: context)
        #expect(again.replayed && again.operation?.id == operation.id && again.inserts == 1 && again.updates == 1 && again.deletes == 1)
        // Without the key, a retry finds nothing left to post.
        let plain = try await journal.versions.post(workspace: ws, line: info.line, rows: nil, context: AppendContext(actor: "ed"))
        #expect(plain.operation == nil && plain.inserts + plain.updates + plain.deletes == 0)
        #expect(try await Self.count(world, "SELECT count(*) FROM operations WHERE workspace_id = \(ws) AND kind = 'post'") == 1)
        #expect(try await Self.count(world, "SELECT count(*) FROM events WHERE workspace_id = \(info.line) AND type = 'versionRebased'") == 1)
        #expect(try await Self.head(world, ws) == before.default + 3)
        #expect(try await Self.head(world, info.line) == before.line + 1)
        // The key of the post, used for another request, is refused.
        var other = context
        other.requestHash = Array(repeating: 7, count: 32)
        await #expect(throws: JournalError.self) { _ = try await journal.versions.post(workspace: ws, line: info.line, rows: nil, context: other) }

        let onDefault = try await VersionTests.read(journal, line: ws)
        let inVersion = try await VersionTests.read(journal, line: info.line)
        #expect(onDefault.mapValues(\.attributes) == inVersion.mapValues(\.attributes) && onDefault.keys.sorted { $0.uuidString < $1.uuidString } == [a, c].sorted { $0.uuidString < $1.uuidString })
        for key in [ws, info.line] {
            #expect(try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: key).isIntact, "\(key)")
        }
    }

    @Test func aPostOverHTTPWithAnIdempotencyKeyIsAnsweredOnceAndReplayed() async throws {
        let world = try await TestWorld.make("postretry")
        try await world.defineLayer("Points", VersionTests.layer)
        let ws = world.workspace
        try await world.withClient { client in
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"retry"}"#).status == .created)
            let add = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=ed.retry", token: world.editor, body: TestWorld.addBody(1))
            #expect(add.status == .ok, "\(add.text)")
            let key: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "post-\(UUID().uuidString)"]
            let first = try await client.send(.post, "/v1/workspaces/\(ws)/versions/ed.retry/post", token: world.editor, body: "{}", headers: key)
            #expect(first.status == .ok && first.json["inserts"].intValue == 1 && first.json["replayed"] == false, "\(first.text)")
            let again = try await client.send(.post, "/v1/workspaces/\(ws)/versions/ed.retry/post", token: world.editor, body: "{}", headers: key)
            #expect(again.status == .ok && again.json["replayed"] == true && again.json["operation"]["id"] == first.json["operation"]["id"], "\(again.text)")
            let other = try await client.send(.post, "/v1/workspaces/\(ws)/versions/ed.retry/post", token: world.editor, body: #"{"rows":[]}"#, headers: key)
            #expect(other.status == .unprocessableContent, "the key of another request: \(other.status) \(other.text)")
        }
        #expect(try await Self.count(world, "SELECT count(*) FROM operations WHERE workspace_id = \(ws) AND kind = 'post'") == 1)
    }

    static func head(_ world: TestWorld, _ key: String) async throws -> Int64 {
        for try await h in try await world.env.owner.query("SELECT head_position FROM workspaces WHERE id = \(key)").decode(Int64.self) { return h }
        return -1
    }

    static func base(_ journal: Journal, _ ws: String, _ line: String) async throws -> Int64 {
        try await journal.versions.versionInfos(workspace: ws, line: line).first?.base ?? -1
    }

    static func count(_ world: TestWorld, _ sql: PostgresQuery) async throws -> Int64 {
        for try await n in try await world.env.owner.query(sql).decode(Int64.self) { return n }
        return -1
    }
}
