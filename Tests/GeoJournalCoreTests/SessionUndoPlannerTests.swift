import Foundation
import GeoJournalCore
import Testing

@Suite("Planning undo and redo as new events")
struct SessionUndoPlannerTests {
    @Test func undoOfACreateDeletesCarryingTheLastState() throws {
        var journal = MiniJournal()
        let f = UUID()
        let x = try journal.append([journal.create(f, ["N": 1], .point(Position(1, 2)))])
        let decision = try journal.undo(x).get()
        #expect(decision.events.count == 1)
        let event = decision.events[0]
        #expect(event.type == .featureDeleted)
        #expect(event.featureVersion == 2)
        #expect(event.data == ["attributes": ["N": 1], "geometry": Geometry.point(Position(1, 2)).geoJSON])
        #expect(decision.results == [EditResult(layer: "L", id: f, action: .delete, version: 2)])
        try journal.append(decision.events)
        #expect(journal.content.isEmpty)
    }

    @Test func undoOfADeleteRestoresTheSameIdWithItsLastState() throws {
        var journal = MiniJournal()
        let f = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(1, 2)))])
        try journal.append([journal.update(f, ["N": 2], geometry: .point(Position(3, 4)))])
        let x = try journal.append([journal.delete(f)])
        let decision = try journal.undo(x).get()
        let event = decision.events[0]
        #expect(event.type == .featureCreated)
        #expect(event.featureId == f)
        #expect(event.featureVersion == 4)
        #expect(event.data == ["attributes": ["N": 2], "geometry": Geometry.point(Position(3, 4)).geoJSON, "restores": 3])
        #expect(event.resulting == FeatureState(id: f, layer: "L", version: 4, attributes: ["N": 2], geometry: .point(Position(3, 4))))
        #expect(decision.results == [EditResult(layer: "L", id: f, action: .add, version: 4)])
        try journal.append(decision.events)
        #expect(journal.current(f).live?.attributes == ["N": 2])
    }

    @Test func undoOfAnUpdateSwapsOldAndNewAndRestoresThePreviousGeometry() throws {
        var journal = MiniJournal()
        let f = UUID()
        try journal.append([journal.create(f, ["N": 1, "NAME": "a"], .lineString([Position(0, 0), Position(1, 0)]))])
        let before = journal.content
        let x = try journal.append([journal.update(f, ["N": 2, "TAG": "new"], geometry: .lineString([Position(0, 0), Position(2, 0)]))])
        let event = try journal.undo(x).get().events[0]
        #expect(event.type == .featureUpdated)
        #expect(event.featureVersion == 3)
        #expect(event.data == ["changes": ["N": ["old": 2, "new": 1], "TAG": ["old": "new", "new": nil]],
                               "geometry": Geometry.lineString([Position(0, 0), Position(1, 0)]).geoJSON])
        try journal.append([event])
        #expect(journal.content == before)
    }

    @Test func undoOfAnAttributeOnlyUpdateLeavesTheGeometryOut() throws {
        var journal = MiniJournal()
        let f = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0)))])
        let x = try journal.append([journal.update(f, ["N": 5])])
        let event = try journal.undo(x).get().events[0]
        #expect(event.data == ["changes": ["N": ["old": 5, "new": 1]]])
    }

    @Test func redoIsTheInverseOfTheUndo() throws {
        var journal = MiniJournal()
        let f = UUID(), g = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0)))])
        let x = try journal.append([journal.update(f, ["N": 2], geometry: .point(Position(9, 9))), journal.create(g, [:], .point(Position(5, 5)))])
        let afterX = journal.content
        let u = try journal.append(journal.undo(x).get().events)
        #expect(journal.content.keys.sorted { $0.uuidString < $1.uuidString } == [f])
        let redo = try journal.undo(u).get()
        #expect(redo.events.map(\.type) == [.featureUpdated, .featureCreated])
        #expect(redo.events[0].data["changes"] == ["N": ["old": 1, "new": 2]])
        #expect(redo.events[1].data["restores"] == 2)
        try journal.append(redo.events)
        #expect(journal.content == afterX)
    }

    @Test func aLaterChangeByAnotherOperationIsAConflictUnlessForced() throws {
        var journal = MiniJournal()
        let f = UUID(), g = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0))), journal.create(g, ["N": 1], .point(Position(1, 1)))])
        let x = try journal.append([journal.update(f, ["N": 2]), journal.update(g, ["N": 2])])
        try journal.append([journal.update(f, ["N": 3, "OWNER": "bob"])])   // another session
        guard case .failure(.conflict(let conflicts)) = journal.undo(x) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflicts.map(\.featureId) == [f])
        #expect(conflicts[0].expectedVersion == 2)
        #expect(conflicts[0].currentVersion == 3)
        let forced = try journal.undo(x, force: true).get()
        #expect(forced.events.map(\.featureId) == [f, g])
        #expect(forced.events[0].featureVersion == 4)
        #expect(forced.events[0].data == ["changes": ["N": ["old": 3, "new": 1], "OWNER": ["old": "bob", "new": nil]]])
        #expect(forced.events[1].data == ["changes": ["N": ["old": 2, "new": 1]]])
    }

    @Test func aLaterDeleteByAnotherOperationIsAConflictAndForceRestores() throws {
        var journal = MiniJournal()
        let f = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0)))])
        let x = try journal.append([journal.update(f, ["N": 2])])
        try journal.append([journal.delete(f)])
        guard case .failure(.conflict(let conflicts)) = journal.undo(x) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflicts.map(\.currentVersion) == [nil])
        let forced = try journal.undo(x, force: true).get()
        #expect(forced.events.map(\.type) == [.featureCreated])
        #expect(forced.events[0].data["restores"] == 3)
        #expect(forced.events[0].data["attributes"] == ["N": 1])
    }

    @Test func theSessionsOwnLaterEditsSinceUndoneAreNoConflict() throws {
        var journal = MiniJournal()
        let f = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0)))])
        let x = try journal.append([journal.update(f, ["N": 2])])
        let y = try journal.append([journal.update(f, ["N": 3], geometry: .point(Position(1, 1)))])
        try journal.append(journal.undo(y).get().events)
        #expect(journal.current(f).lastVersion == 4)
        let undoX = try journal.undo(x).get()
        #expect(undoX.events[0].data == ["changes": ["N": ["old": 2, "new": 1]]])
    }

    @Test func aForcedUndoWithNothingToChangeIsStillAStepNamingItsFeatures() throws {
        var journal = MiniJournal()
        let f = UUID(), g = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0))), journal.create(g, ["N": 1], .point(Position(1, 1)))])
        let x = try journal.append([journal.update(f, ["N": 2]), journal.update(g, ["N": 2])])
        // Another operation puts both back by hand.
        try journal.append([journal.update(f, ["N": 1]), journal.update(g, ["N": 1])])
        let before = journal.content
        guard case .failure(.conflict) = journal.undo(x) else {
            Issue.record("expected a conflict")
            return
        }
        let undo = try journal.undo(x, force: true).get()
        #expect(undo.results.isEmpty)
        #expect(undo.warnings.map(\.code) == ["undo.unchanged", "undo.unchanged"])
        #expect(undo.events.map(\.type) == [.featuresUnchanged])
        #expect(undo.events[0].featureId == nil)
        #expect(undo.events[0].layer == "L")
        #expect(undo.events[0].data == ["features": [["id": .string(f.lowercased), "version": 3], ["id": .string(g.lowercased), "version": 3]]])
        let u = try journal.append(undo.events)
        #expect(journal.content == before)
        // Its redo (the inverse of what it changed) changes nothing either, and says so the same way.
        let redo = try journal.undo(u).get()
        #expect(redo.events.map(\.type) == [.featuresUnchanged])
        #expect(redo.events[0].data == undo.events[0].data)
        try journal.append(redo.events)
        #expect(journal.content == before)
    }

    @Test func aPartlyUnchangedUndoWritesOnlyTheChangesAndWarnsOfTheRest() throws {
        var journal = MiniJournal()
        let f = UUID(), g = UUID()
        try journal.append([journal.create(f, ["N": 1], .point(Position(0, 0))), journal.create(g, ["N": 1], .point(Position(1, 1)))])
        // An update of f that changes no value, and a real one of g.
        let x = try journal.append([journal.update(f, ["N": 1]), journal.update(g, ["N": 2])])
        let undo = try journal.undo(x).get()
        #expect(undo.events.map(\.featureId) == [g])
        #expect(undo.warnings.map(\.path) == ["features.\(f.lowercased)"])
    }

    @Test func schemaEventsAndMissingHistoryAreRefusedAsInvalid() {
        let f = UUID()
        let schema = OperationEvent(featureId: f, version: 1, layer: "L", type: .layerDefined, data: [:])
        guard case .failure(.invalid(let a)) = UndoPlanner.inverse(of: [schema], current: { _ in .none }, stateAt: { _, _ in nil }) else {
            Issue.record("expected invalid")
            return
        }
        #expect(a.map(\.code) == ["undo.unsupported"])
        let update = OperationEvent(featureId: f, version: 2, layer: "L", type: .featureUpdated, data: ["changes": [:]])
        guard case .failure(.invalid(let b)) = UndoPlanner.inverse(of: [update], current: { _ in .none }, stateAt: { _, _ in nil }) else {
            Issue.record("expected invalid")
            return
        }
        #expect(b.map(\.code) == ["undo.history"])
    }

    /// The issue's property: random edits, undos and redos in one session; after each step the
    /// current state equals the state of the edits that remain done, and every undo and redo is
    /// accepted without force (nobody else edits).
    @Test func randomSessionsAlwaysShowTheStateOfTheEditsThatRemainDone() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<40 {
            var journal = MiniJournal()
            let sid = UUID()
            var session = EditingSession(id: sid, actor: "a", title: "t")
            // The model: per done or undone edit, the content before and after it.
            var doneModel: [(before: MiniJournal.Content, after: MiniJournal.Content)] = []
            var undoneModel: [(before: MiniJournal.Content, after: MiniJournal.Content)] = []
            var ids: [UUID] = []
            for _ in 0..<40 {
                switch random.next() % 4 {
                case 0 where session.canUndo:
                    let u = try journal.append(journal.undo(session.nextUndo!).get().events)
                    session.apply(SessionOperation(id: u, kind: .undo, sessionId: sid, target: session.nextUndo!))
                    undoneModel.append(doneModel.removeLast())
                    #expect(journal.content == undoneModel.last!.before)
                case 1 where session.canRedo:
                    let r = try journal.append(journal.undo(session.nextRedo!).get().events)
                    session.apply(SessionOperation(id: r, kind: .redo, sessionId: sid, target: session.nextRedo!))
                    doneModel.append(undoneModel.removeLast())
                    #expect(journal.content == doneModel.last!.after)
                default:
                    let before = journal.content
                    var events: [PendingEvent] = []
                    var touched: Set<UUID> = []
                    for _ in 0..<(1 + random.next() % 3) {
                        let live = ids.filter { journal.current($0).live != nil && !touched.contains($0) }
                        let choice = random.next() % 3
                        if choice == 0 || live.isEmpty {
                            let f = UUID()
                            ids.append(f)
                            touched.insert(f)
                            events.append(journal.create(f, ["N": .integer(Int64(random.next() % 5))], .point(Position(Double(random.next() % 9), 0))))
                        } else if choice == 1 {
                            let f = live[Int(random.next() % UInt64(live.count))]
                            touched.insert(f)
                            let moved: Geometry? = random.next() % 2 == 0 ? .point(Position(Double(random.next() % 9), 1)) : nil
                            events.append(journal.update(f, ["N": .integer(Int64(random.next() % 5)), "M": random.next() % 2 == 0 ? nil : "m"], geometry: moved))
                        } else {
                            let f = live[Int(random.next() % UInt64(live.count))]
                            touched.insert(f)
                            events.append(journal.delete(f))
                        }
                    }
                    let e = try journal.append(events)
                    session.apply(SessionOperation(id: e, kind: .edit, sessionId: sid))
                    doneModel.append((before, journal.content))
                    undoneModel.removeAll()
                }
                #expect(session.undoStack.count == doneModel.count)
                #expect(session.redoStack.count == undoneModel.count)
            }
        }
    }

    @Test func undoAndRedoOfAHundredFeatureOperation() throws {
        var journal = MiniJournal()
        let ids = (0..<100).map { _ in UUID() }
        try journal.append(ids.map { journal.create($0, ["N": 1], .lineString((0..<50).map { Position(Double($0), 0) })) })
        let x = try journal.append(ids.map { journal.update($0, ["N": 2], geometry: .lineString((0..<50).map { Position(Double($0), 1) })) })
        let clock = ContinuousClock()
        var undo: EditDecision?
        let undoTime = try clock.measure { undo = try journal.undo(x).get() }
        let u = try journal.append(undo!.events)
        var redo: EditDecision?
        let redoTime = try clock.measure { redo = try journal.undo(u).get() }
        #expect(undo!.events.count == 100 && redo!.events.count == 100)
        print("undo planning of 100 features: \(undoTime), redo: \(redoTime) (debug build)")
    }
}

/// A journal in memory: feature streams, every live version, and the events of each operation.
struct MiniJournal {
    typealias Content = [UUID: FeatureState]

    var streams: [UUID: StreamState] = [:]
    var versions: [UUID: [Int: FeatureState]] = [:]
    var operations: [UUID: [OperationEvent]] = [:]

    func current(_ id: UUID) -> StreamState { streams[id] ?? .none }

    /// Live features without their versions, nulls dropped: what a reader sees.
    var content: Content {
        var c: Content = [:]
        for (id, s) in streams {
            guard var f = s.live else { continue }
            f.version = 0
            f.attributes = f.attributes.filter { !$0.value.isNull }
            c[id] = f
        }
        return c
    }

    func create(_ id: UUID, _ attributes: Attributes, _ geometry: Geometry) -> PendingEvent {
        let version = (current(id).lastVersion ?? 0) + 1
        return PendingEvent(featureId: id, featureVersion: version, layer: "L", type: .featureCreated,
                            data: ["attributes": .object(attributes), "geometry": geometry.geoJSON],
                            resulting: FeatureState(id: id, layer: "L", version: version, attributes: attributes, geometry: geometry))
    }

    func update(_ id: UUID, _ attributes: Attributes, geometry: Geometry? = nil) -> PendingEvent {
        var state = current(id).live!
        state.version += 1
        var changes: [String: JSONValue] = [:]
        for (k, v) in attributes where (state.attributes[k] ?? .null) != v {
            changes[k] = ["old": state.attributes[k] ?? .null, "new": v]
            state.attributes[k] = v
        }
        var data: [String: JSONValue] = ["changes": .object(changes)]
        if let geometry, geometry != state.geometry {
            state.geometry = geometry
            data["geometry"] = geometry.geoJSON
        }
        return PendingEvent(featureId: id, featureVersion: state.version, layer: "L", type: .featureUpdated, data: .object(data), resulting: state)
    }

    func delete(_ id: UUID) -> PendingEvent {
        let state = current(id).live!
        return PendingEvent(featureId: id, featureVersion: state.version + 1, layer: "L", type: .featureDeleted,
                            data: ["attributes": .object(state.attributes), "geometry": state.geometry.geoJSON], resulting: nil)
    }

    /// Appends the events as one operation, folding them with the replay rule and checking that
    /// each event's `resulting` state is what the replay gives.
    @discardableResult
    mutating func append(_ events: [PendingEvent]) throws -> UUID {
        let operation = UUID()
        var stored: [OperationEvent] = []
        for e in events {
            if e.type == .featuresUnchanged {
                #expect(e.featureId == nil && e.resulting == nil)
                stored.append(contentsOf: UndoPlanner.namedFeatures(ofUnchanged: e.data, layer: e.layer))
                continue
            }
            let id = e.featureId!
            let prior = current(id)
            #expect(e.featureVersion == (prior.lastVersion ?? 0) + 1)
            let next = try prior.applying(type: e.type, featureId: id, version: e.featureVersion!, layer: e.layer, data: e.data)
            #expect(next.live == e.resulting)
            streams[id] = next
            if let live = next.live { versions[id, default: [:]][live.version] = live }
            stored.append(OperationEvent(featureId: id, version: e.featureVersion!, layer: e.layer, type: e.type, data: e.data))
        }
        operations[operation] = stored
        return operation
    }

    func undo(_ operation: UUID, force: Bool = false) -> Result<EditDecision, EditRejection> {
        UndoPlanner.inverse(of: operations[operation]!, current: current, stateAt: { versions[$0]?[$1] }, force: force)
    }
}
