import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Testing

/// Deciding a batch is pure: the head, layers, streams, the time and the block of new ids are its
/// inputs (``EditBatchInput``), and nothing else is read, so the same input gives the same plan
/// byte for byte and another time changes the times only. No database: the plan is compared as
/// the rows the write would send.
@Suite("Deciding a batch is pure")
struct PureDecideTests {
    static let layers: [String: LayerDefinition] = {
        let points = try! LayerDefinition.parse(JSONValue.parse(TestWorld.pointLayer), name: "Points").get()
        return ["Points": points]
    }()

    /// Three operations: adds without ids (the decision names them), an update and a move of a
    /// live feature, and a delete, one of them refused (a stale expected version).
    static func batch(live: UUID, other: UUID) throws -> [PendingAppend] {
        let requests = [
            EditRequest(edits: [LayerEdits(layer: "Points", adds: (0..<5).map { i in
                FeatureAdd(attributes: ["N": .integer(Int64(i)), "NAME": .string("p\(i)")], geometry: .point(Position(Double(i), 2)))
            })]),
            EditRequest(edits: [LayerEdits(layer: "Points", updates: [
                FeatureUpdate(id: live, expectedVersion: 3, attributes: ["NAME": .string("moved")], geometry: .point(Position(7, 8))),
            ])]),
            EditRequest(edits: [LayerEdits(layer: "Points", deletes: [FeatureDelete(id: other, expectedVersion: 1)])]),
            EditRequest(edits: [LayerEdits(layer: "Points", deletes: [FeatureDelete(id: other, expectedVersion: 2)])]),
        ]
        return try requests.map { request in
            let prepared = try EditPreparation.prepare(request, layers: layers).get()
            return PendingAppend(work: .edit(prepared, schemaPosition: 1), context: AppendContext(actor: "ana"),
                                 featureCount: request.featureCount, reply: Once(), deadline: nil)
        }
    }

    static func input(now: Int64, seed: UInt64, live: UUID, other: UUID) -> EditBatchInput {
        EditBatchInput(
            head: Journal.Head(position: 40, hash: Array(repeating: 7, count: 32), timeMicros: 1_700_000_000_000_000, schemaPosition: 1),
            now: now,
            ids: NewIDs(millis: 0x019a_b3f2_6c1e, sequence: 5, seed: seed),
            layers: LayerSet(schemaPosition: 1, layers: layers),
            usedKeys: [:],
            streams: [
                live: .live(FeatureState(id: live, layer: "Points", version: 3, attributes: ["N": .integer(9)], geometry: .point(Position(1, 1)), objectId: 12)),
                other: .live(FeatureState(id: other, layer: "Points", version: 2, attributes: ["N": .integer(8)], geometry: .point(Position(3, 3)), objectId: 13)),
            ])
    }

    @Test func theSameInputGivesTheSamePlanAndAnotherTimeChangesOnlyTheTimes() throws {
        let live = UUID(), other = UUID()
        let batch = try Self.batch(live: live, other: other)
        let now: Int64 = 1_800_000_000_000_000
        let first = EditBatch.decide(batch, workspace: "w", input: Self.input(now: now, seed: 1, live: live, other: other), limits: EditLimits())
        let again = EditBatch.decide(batch, workspace: "w", input: Self.input(now: now, seed: 1, live: live, other: other), limits: EditLimits())

        // Three operations land, the stale delete is refused; the plan is the same, byte for byte.
        #expect(first.results.map { (try? $0.get()) != nil } == [true, true, false, true])
        #expect(first.plan.encodedRows == again.plan.encodedRows)
        #expect(first.plan.encodedRows.count == 5, "operations, events, versions, superseded versions, deleted ids")
        #expect(first.plan.deletedIds == [other])
        #expect(first.plan.position == 40 + 5 + 1 + 1)
        let outcomes = first.results.compactMap { try? $0.get() }
        let againOutcomes = again.results.compactMap { try? $0.get() }
        #expect(outcomes.map(\.operation) == againOutcomes.map(\.operation))
        #expect(outcomes.map { $0.results.map(\.id) } == againOutcomes.map { $0.results.map(\.id) })

        // The ids come from the block given: time-ordered, in the order they were handed out.
        var expected = NewIDs(millis: 0x019a_b3f2_6c1e, sequence: 5, seed: 1)
        let created = outcomes[0].results.map(\.id)
        #expect(created == (0..<5).map { _ in expected.next() })
        #expect(outcomes[0].operation.id == expected.next())
        #expect(outcomes.map(\.operation.id) == outcomes.map(\.operation.id).sorted { $0.uuidString < $1.uuidString })

        // Another time: the operations' times move, and nothing else does.
        let later = EditBatch.decide(batch, workspace: "w", input: Self.input(now: now + 5_000_000, seed: 1, live: live, other: other), limits: EditLimits())
        let laterOutcomes = later.results.compactMap { try? $0.get() }
        #expect(laterOutcomes.map(\.operation.recordedMicros) == outcomes.map { $0.operation.recordedMicros + 5_000_000 })
        #expect(laterOutcomes.map(\.operation.id) == outcomes.map(\.operation.id))
        #expect(laterOutcomes.map { $0.results.map(\.id) } == outcomes.map { $0.results.map(\.id) })
        #expect(later.plan.micros == first.plan.micros + 5_000_000)
        #expect(later.plan.encodedRows == first.plan.encodedRows, "the rows do not carry the time: the write takes it beside them")

        // A time before the head's is the head's: time never runs backwards along positions.
        let early = EditBatch.decide(batch, workspace: "w", input: Self.input(now: 1, seed: 1, live: live, other: other), limits: EditLimits())
        #expect(early.plan.micros == 1_700_000_000_000_000)

        // Another seed gives other random bits, the same time order.
        let reseeded = EditBatch.decide(batch, workspace: "w", input: Self.input(now: now, seed: 2, live: live, other: other), limits: EditLimits())
        let reseededIds = reseeded.results.compactMap { try? $0.get() }.map(\.operation.id)
        #expect(reseededIds != outcomes.map(\.operation.id))
        #expect(reseededIds.map { $0.uuidString.prefix(18) } == outcomes.map { $0.operation.id.uuidString.prefix(18) })
    }

    /// A feature added and updated in one batch (its first version closed by the batch itself), a
    /// delete, a replayed Idempotency-Key and a fresh one: decided twice from the same input, the
    /// same statement and the same answers.
    @Test func aBatchThatClosesItsOwnVersionsAndReplaysAKeyIsDecidedAlike() throws {
        let given = UUID(), doomed = UUID(), used = UUID()
        func pending(_ edits: LayerEdits, key: String? = nil) throws -> PendingAppend {
            let request = EditRequest(edits: [edits])
            return PendingAppend(work: .edit(try EditPreparation.prepare(request, layers: Self.layers).get(), schemaPosition: 1),
                                 context: AppendContext(actor: "ana", idempotencyKey: key), featureCount: request.featureCount, reply: Once(), deadline: nil)
        }
        let batch = [
            try pending(LayerEdits(layer: "Points", adds: [FeatureAdd(id: given, attributes: ["N": .integer(1)], geometry: .point(Position(1, 1))),
                                                           FeatureAdd(attributes: ["N": .integer(2)], geometry: .point(Position(2, 2)))])),
            try pending(LayerEdits(layer: "Points", updates: [FeatureUpdate(id: given, expectedVersion: 1, attributes: ["NAME": .string("b")])])),
            try pending(LayerEdits(layer: "Points", deletes: [FeatureDelete(id: doomed, expectedVersion: 4)])),
            try pending(LayerEdits(layer: "Points", adds: [FeatureAdd(attributes: ["N": .integer(3)], geometry: .point(Position(3, 3)))]), key: "used"),
            try pending(LayerEdits(layer: "Points", adds: [FeatureAdd(attributes: ["N": .integer(4)], geometry: .point(Position(4, 4)))]), key: "fresh"),
        ]
        #expect(batch.map(\.idsNeeded) == [2, 1, 1, 2, 2], "an operation's id, and one per feature added without an id")
        func decide() -> EditBatch {
            var input = Self.input(now: 1_800_000_000_000_000, seed: 9, live: doomed, other: UUID())
            input.streams[doomed] = .live(FeatureState(id: doomed, layer: "Points", version: 4, attributes: ["N": .integer(5)], geometry: .point(Position(5, 5)), objectId: 20))
            input.usedKeys = ["ana\u{0}used": (used, nil)]
            return EditBatch.decide(batch, workspace: "w", input: input, limits: EditLimits())
        }
        let first = decide(), again = decide()
        #expect(first.plan.encodedRows == again.plan.encodedRows)
        #expect(first.replays.map(\.index) == [3] && first.replays.map(\.operation) == [used])
        #expect(first.plan.deletedIds == [doomed])
        #expect(first.plan.position == 40 + 2 + 1 + 1 + 1)
        func answers(_ decided: EditBatch) -> [String] {
            decided.results.map { result in
                switch result {
                case .success(let o): "\(o.operation) \(o.results) \(o.replayed)"
                case .failure(let e): "\(e)"
                }
            }
        }
        #expect(answers(first) == answers(again))
    }

    @Test func aReservedBlockIsNeverHandedOutAgain() {
        var sequence = TimeOrderedSequence()
        let a = sequence.reserve(now: 100, count: 4095)
        let b = sequence.reserve(now: 100, count: 3)
        let c = sequence.next(now: 100)
        #expect(a.millis == 100 && a.sequence == 0)
        #expect(b.millis == 100 && b.sequence == 4095, "the block of 4,095 ended at sequence 4,094")
        #expect(c.millis == 101 && c.sequence == 2, "the block of 3 borrowed the next millisecond")
        var ids = NewIDs(millis: 100, sequence: 0xFFF, seed: 0)
        let last = ids.next(), next = ids.next()
        #expect(last.uuidString < next.uuidString)
    }
}
