import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Testing

/// Undo and redo in a version of its first edit of a feature DEFAULT had: the state before the
/// edit is DEFAULT's version the line started from, held by DEFAULT only.
@Suite("Undo in a version of a DEFAULT feature")
struct VersionUndoTests {
    static let ed = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)

    static func edit(_ world: TestWorld, _ key: String, adds: [FeatureAdd] = [], updates: [FeatureUpdate] = [], deletes: [FeatureDelete] = [],
                     session: UUID? = nil) async throws {
        _ = try await world.journal.edits.apply(workspace: key, request: EditRequest(sessionId: session, edits: [LayerEdits(layer: "Points", adds: adds, updates: updates, deletes: deletes)]),
                                               context: AppendContext(actor: "ed"))
    }

    static func shown(_ world: TestWorld, _ key: String, _ id: UUID) async throws -> String? {
        try await world.journal.reads.feature(workspace: key, layer: "Points", id: id, moment: .head)?.feature
    }

    static func step(_ world: TestWorld, _ key: String, _ session: UUID, redo: Bool) async throws {
        _ = try await world.journal.sessions.step(workspace: key, request: UndoRequest(sessionId: session, redo: redo, force: false, actor: "ed", isAdmin: false),
                                         metadata: .object([:]))
    }

    @Test func theFirstEditsOfDefaultFeaturesInAVersionUndoAndRedo() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let (a, b, c) = (UUID(), UUID(), UUID())
        try await Self.edit(world, world.workspace, adds: [
            FeatureAdd(id: a, attributes: ["N": 1, "NAME": "a"], geometry: .point(Position(1, 1))),
            FeatureAdd(id: b, attributes: ["N": 2, "NAME": "b"], geometry: .point(Position(2, 2))),
            FeatureAdd(id: c, attributes: ["N": 3, "NAME": "c"], geometry: .point(Position(3, 3))),
        ])
        // DEFAULT moves a on to its second version before the version starts.
        try await Self.edit(world, world.workspace, updates: [FeatureUpdate(id: a, attributes: ["N": 10])])
        let version = try await world.journal.versions.createVersion(workspace: world.workspace, name: "undo", access: .public, description: "", base: .head, principal: Self.ed)
        let line = version.line
        let before = try await [a, b, c].asyncMap { try await Self.shown(world, line, $0) }
        #expect(before.allSatisfy { $0 != nil })

        // One operation: the version's first edits of three DEFAULT features (update, move, delete).
        let session = try await world.journal.sessions.createSession(workspace: line, actor: "ed", title: "first edits")
        try await Self.edit(world, line, updates: [FeatureUpdate(id: a, attributes: ["N": 100]), FeatureUpdate(id: b, geometry: .point(Position(20, 20)))],
                            deletes: [FeatureDelete(id: c)], session: session)
        let edited = try await [a, b, c].asyncMap { try await Self.shown(world, line, $0) }
        #expect(edited[0] != before[0])
        #expect(edited[1] != before[1])
        #expect(edited[2] == nil)

        try await Self.step(world, line, session, redo: false)
        let undone = try await [a, b, c].asyncMap { try await Self.shown(world, line, $0) }
        // Attributes and geometry as DEFAULT had them at the base (versions go on counting).
        for (u, w) in zip(undone, before) {
            #expect(u.map(Self.stateOnly) == w.map(Self.stateOnly), "\(u ?? "nil") vs \(w ?? "nil")")
        }

        try await Self.step(world, line, session, redo: true)
        let redone = try await [a, b, c].asyncMap { try await Self.shown(world, line, $0) }
        #expect(redone[0].map(Self.stateOnly) == edited[0].map(Self.stateOnly))
        #expect(redone[1].map(Self.stateOnly) == edited[1].map(Self.stateOnly))
        #expect(redone[2] == nil)
        // DEFAULT did not move.
        #expect(try await Self.shown(world, world.workspace, a).map(Self.stateOnly) == before[0].map(Self.stateOnly))
    }

    /// A feature's GeoJSON without what an undo changes by nature (its version).
    static func stateOnly(_ feature: String) -> String {
        guard case .object(var o) = try? JSONValue.parse(feature) else { return feature }
        o["version"] = nil
        return JSONValue.object(o).jsonString(sortedKeys: true)
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for element in self { out.append(try await transform(element)) }
        return out
    }
}
