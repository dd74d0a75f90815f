import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// Which features a version's line touched is `line_touched` (Schema/0084); a deleted feature's
/// last state is the version its delete closed. The one case no version row records is a
/// version's delete of a feature of DEFAULT it had not touched.
@Suite("Features a line touched, and a deleted feature's last state")
struct LineTouchedTests {
    static let ed = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)

    @discardableResult
    static func edit(_ world: TestWorld, _ key: String, adds: [FeatureAdd] = [], updates: [FeatureUpdate] = [], deletes: [FeatureDelete] = []) async throws -> Int64 {
        let outcome = try await world.journal.edits.apply(workspace: key, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: adds, updates: updates, deletes: deletes)]),
                                                          context: AppendContext(actor: "ed"))
        return outcome.operation.lastPosition
    }

    static func refusal(_ world: TestWorld, _ key: String, adds: [FeatureAdd] = [], updates: [FeatureUpdate] = []) async -> String? {
        do {
            try await edit(world, key, adds: adds, updates: updates)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func shown(_ world: TestWorld, _ key: String, _ id: UUID, at moment: ReadMoment = .head) async throws -> Bool {
        try await world.journal.reads.feature(workspace: key, layer: "Points", id: id, moment: moment) != nil
    }

    @Test func aVersionsDeleteOfAFeatureItNeverTouchedIsItsOwnAndHasAHistory() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let (a, b, c) = (UUID(), UUID(), UUID())
        try await Self.edit(world, world.workspace, adds: [
            FeatureAdd(id: a, attributes: ["N": 1, "NAME": "a"], geometry: .point(Position(1, 1))),
            FeatureAdd(id: b, attributes: ["N": 2, "NAME": "b"], geometry: .point(Position(2, 2))),
            FeatureAdd(id: c, attributes: ["N": 3, "NAME": "c"], geometry: .point(Position(3, 3))),
        ])
        try await Self.edit(world, world.workspace, updates: [FeatureUpdate(id: a, attributes: ["N": 10])])
        let version = try await world.journal.versions.createVersion(workspace: world.workspace, name: "touch", access: .public, description: "", base: .head, principal: Self.ed)
        let line = version.line

        // The version updates a, deletes b (neither touched before), and leaves c to DEFAULT.
        let updated = try await Self.edit(world, line, updates: [FeatureUpdate(id: a, attributes: ["N": 100])])
        let deleted = try await Self.edit(world, line, deletes: [FeatureDelete(id: b)])
        #expect(try await Self.shown(world, line, a))
        #expect(try await !Self.shown(world, line, b))
        #expect(try await Self.shown(world, line, c))
        #expect(try await Self.shown(world, world.workspace, b), "DEFAULT keeps b")
        // As of the position before its delete, the version still shows DEFAULT's b.
        #expect(try await Self.shown(world, line, b, at: .position(updated)))
        #expect(try await !Self.shown(world, line, b, at: .position(deleted)))

        // One row per feature the line touched, at its first event there; none for DEFAULT.
        var touched: [UUID: Int64] = [:]
        for try await (id, first) in try await world.env.owner.query("SELECT feature_id, first_position FROM line_touched WHERE line = \(line)").decode((UUID, Int64).self) {
            touched[id] = first
        }
        #expect(touched == [a: updated, b: deleted])
        var inDefault: Int64 = -1
        for try await n in try await world.env.owner.query("SELECT count(*)::int8 FROM line_touched WHERE line = \(world.workspace)").decode(Int64.self) { inDefault = n }
        #expect(inDefault == 0)

        // b's history in the version: DEFAULT's create, then the version's delete.
        let history = try await world.journal.reads.history(workspace: line, featureId: b)
        #expect(history.map(\.type) == ["featureCreated", "featureDeleted"])
        #expect(history.map(\.version) == [1, 2])
        #expect(history.last?.position == deleted)
        #expect(history.last?.changes["NAME"]?.old == .string("b"))
        // a's: DEFAULT's create and update, then the version's update, each with its change.
        let historyA = try await world.journal.reads.history(workspace: line, featureId: a)
        #expect(historyA.map(\.type) == ["featureCreated", "featureUpdated", "featureUpdated"])
        #expect(historyA.map { $0.changes["N"]?.new } == [.integer(1), .integer(10), .integer(100)])
        #expect(historyA.last?.position == updated)
        // DEFAULT's own history of b is its create only.
        #expect(try await world.journal.reads.history(workspace: world.workspace, featureId: b).map(\.type) == ["featureCreated"])

        // /v1 in the version: b is deleted there (at version 2), and its id is taken.
        let update = await Self.refusal(world, line, updates: [FeatureUpdate(id: b, attributes: ["N": 5])])
        #expect(update?.contains("was deleted (version 2)") == true, "\(update ?? "accepted")")
        let add = await Self.refusal(world, line, adds: [FeatureAdd(id: b, attributes: ["N": 5, "NAME": "b"], geometry: .point(Position(2, 2)))])
        #expect(add != nil, "an add of b's id in the version was accepted")
    }

    @Test func aFeatureDeletedInDefaultKeepsItsEventsAndItsLastState() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let a = UUID()
        let created = try await Self.edit(world, world.workspace, adds: [FeatureAdd(id: a, attributes: ["N": 1, "NAME": "a"], geometry: .point(Position(1, 1)))])
        let moved = try await Self.edit(world, world.workspace, updates: [FeatureUpdate(id: a, geometry: .point(Position(5, 5)))])
        let deleted = try await Self.edit(world, world.workspace, deletes: [FeatureDelete(id: a)])
        let history = try await world.journal.reads.history(workspace: world.workspace, featureId: a)
        #expect(history.map(\.type) == ["featureCreated", "featureUpdated", "featureDeleted"])
        #expect(history.map(\.position) == [created, moved, deleted])
        #expect(history.map(\.geometryChanged) == [true, true, true])
        #expect(history.last?.changes["NAME"]?.old == .string("a"))
        // The version its delete closed is its last state: an update is refused with the delete's version.
        let update = await Self.refusal(world, world.workspace, updates: [FeatureUpdate(id: a, attributes: ["N": 5])])
        #expect(update?.contains("was deleted (version 3)") == true, "\(update ?? "accepted")")
    }
}
