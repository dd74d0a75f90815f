import Foundation
import GeoJournalCore

/// Everything deciding an edit batch reads, given before the decision: from the database the
/// head it starts from, the layers at that head, the idempotency keys its operations name that
/// were used before and the state of every feature it names; from the process the time the batch
/// is recorded at and the block of new ids it hands out. Deciding reads nothing else.
struct EditBatchInput {
    var head: Journal.Head
    /// The clock when the batch was decided, Unix microseconds (the events' time unless the head is later).
    var now: Int64
    var ids: NewIDs
    var layers: LayerSet
    /// By `"actor\0key"`: the operation that used the key, and its request's hash.
    var usedKeys: [String: (operation: UUID, requestHash: [UInt8]?)]
    var streams: [UUID: StreamState]
}

/// An edit batch decided: the plan to write, each operation's result (in the batch's order), and
/// the operations that replay an earlier one (their results are read once the plan is written).
struct EditBatch {
    var plan: BatchPlan
    var results: [Result<AppendOutcome, JournalError>]
    /// Index in the batch, and the operation whose result it replays.
    var replays: [(index: Int, operation: UUID)]

    /// The head the batch leaves when it is written; `hash` is what the write answered (the
    /// database chains the events), nil while it is written.
    func head(hash: [UInt8]?) -> Journal.Head {
        Journal.Head(position: plan.position, hash: hash, timeMicros: plan.micros, schemaPosition: plan.schemaPosition)
    }

    /// Decides each operation in order against the state it sees, including the earlier
    /// operations of the batch: a refused one is left out and the rest still land (each is
    /// all-or-nothing on its own). Pure: no I/O, no clock, no generator; the input was read before,
    /// the plan is written after, and the same input gives the same plan.
    static func decide(_ batch: [PendingAppend], workspace: String, input: EditBatchInput, limits: EditLimits) -> EditBatch {
        var plan = BatchPlan(workspace: workspace, head: input.head, now: input.now, ids: input.ids)
        var results: [Result<AppendOutcome, JournalError>] = []
        var replays: [(index: Int, operation: UUID)] = []
        var streams = input.streams
        var usedKeys = input.usedKeys
        let layers = input.layers
        // Chains refused earlier in this batch (their callers' chains are broken once it is answered).
        var refusedChains = Set<ObjectIdentifier>()
        for (index, pending) in batch.enumerated() {
            guard case .edit(var prepared, let preparedAt) = pending.work else { continue }
            let chain = pending.context.chain.map(ObjectIdentifier.init)
            func refuse(_ failure: JournalError) {
                if let chain { refusedChains.insert(chain) }
                results.append(.failure(failure))
            }
            if let c = pending.context.chain, c.isBroken || refusedChains.contains(ObjectIdentifier(c)) {
                results.append(.failure(OperationChain.refusal))
                continue
            }
            if let key = pending.context.idempotencyKey, let used = usedKeys["\(pending.context.actor)\u{0}\(key)"] {
                if let hash = used.requestHash, let mine = pending.context.requestHash, hash != mine {
                    refuse(.idempotencyMismatch("Idempotency-Key \"\(key)\" was used for a different request"))
                } else {
                    replays.append((index, used.operation))
                    results.append(.failure(.internalFailure("replay pending")))
                }
                continue
            }
            if preparedAt != layers.schemaPosition {
                // A schema change landed after this request was checked: check it again.
                switch EditPreparation.prepare(prepared.request, layers: layers.layers, limits: limits) {
                case .success(let again): prepared = again
                case .failure(.invalid(let v)): refuse(.invalid(v)); continue
                case .failure(.conflict(let c)): refuse(.conflict("version conflict", c)); continue
                }
            }
            switch EditDecider.decide(prepared, layers: layers.layers, stream: { streams[$0] ?? .none }, newId: { plan.newId() }) {
            case .failure(.invalid(let v)):
                refuse(.invalid(v))
            case .failure(.conflict(let c)):
                refuse(.conflict("the operation conflicts with the current state of \(c.count) feature(s); nothing was written", c))
            case .success(var decision):
                if let rebase = pending.context.rebase {
                    var data = rebase.data
                    data["base"] = .integer(rebase.base)
                    decision.events.append(PendingEvent(featureId: nil, featureVersion: nil, layer: "", type: .versionRebased, data: .object(data), resulting: nil))
                }
                let record = plan.add(&decision, sessionId: prepared.request.sessionId, message: prepared.request.message, context: pending.context, layers: layers.layers)
                // The streams as this operation leaves them, for the operations after it.
                for event in decision.events {
                    guard let id = event.featureId else { continue }
                    if let state = event.resulting {
                        streams[id] = .live(state)
                    } else if case .live(let last) = streams[id] {
                        streams[id] = .deleted(layer: last.layer, lastVersion: event.featureVersion ?? last.version + 1, last: last)
                    }
                }
                if let key = pending.context.idempotencyKey {
                    usedKeys["\(pending.context.actor)\u{0}\(key)"] = (record.id, pending.context.requestHash)
                }
                results.append(.success(AppendOutcome(operation: record, results: decision.results, warnings: decision.warnings, replayed: false)))
            }
        }
        return EditBatch(plan: plan, results: results, replays: replays)
    }
}
