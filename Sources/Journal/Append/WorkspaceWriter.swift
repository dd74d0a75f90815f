import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// An edit batch the writer has decided, whose write may still be under way.
struct EditWrite: Sendable {
    /// What a batch names, to tell whether the next may be decided before this one lands.
    struct Touches: Sendable {
        var features: Set<UUID> = []
        var keys: Set<String> = []
        var featureCount = 0

        init(_ batch: [PendingAppend]) {
            for pending in batch {
                featureCount += pending.featureCount
                if let key = pending.context.idempotencyKey { keys.insert("\(pending.context.actor)\u{0}\(key)") }
                if case .edit(let prepared, _) = pending.work { features.formUnion(prepared.request.namedFeatureIds) }
            }
        }
    }

    let task: Task<Void, Never>
    /// The head the batch leaves when it commits.
    let head: Journal.Head?
    let touches: Touches

    /// A write this long is worth deciding the next batch alongside. Short ones are not: with
    /// the edit load's short batches written two at a time, each operation cost the service and
    /// PostgreSQL 1.4 to 1.9 times the CPU, and fewer landed (885-1,400 operations/s against
    /// 951-1,823 for the same load written one batch at a time, in alternating runs).
    static let overlapFeatures = 1_000

    /// Whether `next` may be decided from this batch's head while this one is still written:
    /// this write is long, and `next` names none of its features and reuses none of its
    /// idempotency keys (the stored state it reads does not hold this batch yet).
    func mayOverlap(with next: Touches) -> Bool {
        touches.featureCount >= Self.overlapFeatures && head != nil
            && touches.features.isDisjoint(with: next.features) && touches.keys.isDisjoint(with: next.keys)
    }

    func done() async { await task.value }
}

/// One append waiting for the workspace's writer.
struct PendingAppend: Sendable {
    enum Work: Sendable {
        case edit(PreparedEdit, schemaPosition: Int64)
        case defineLayer(LayerDefinition, force: Bool)
        /// Undo (or redo) the next operation of a session's stack.
        case sessionStep(UndoRequest)
        case defineNetwork(name: String, NetworkDefinition)
        /// Add and remove connectivity associations of a network.
        case associate(network: String, AssociationRequest)
    }
    var work: Work
    var context: AppendContext
    var featureCount: Int
    /// Answered once: to a waiting caller, or to a ``PendingEdit`` collected later.
    var reply: Once<Result<AppendOutcome, JournalError>>
    /// The caller's ``RequestDeadline``: past it the caller has been answered 503 already.
    var deadline: ContinuousClock.Instant?

    var expired: Bool { RequestDeadline.expired(deadline) }

    func answerExpired() {
        reply.resume(.failure(.unavailable("the request's deadline passed before the journal could take it (is PostgreSQL reachable?); nothing was written")))
    }
}

/// The writer of one workspace in this process. Appends queue up while a commit is in flight and
/// go into the next batch together (group commit): one statement, one flush, each operation still
/// all-or-nothing on its own. Positions are decided from the head the batch starts at and land
/// only on that head (the batch write claims it first and checks it last, Schema/functions), so
/// they are gap-free and committed in order, whatever other processes write meanwhile.
actor WorkspaceWriter {
    let workspace: String
    unowned let journal: Journal
    private var queue: [PendingAppend] = []
    private var draining = false
    /// Callers that announced an append and are still checking it (outside the lock): the writer
    /// waits a moment for them so they ride in the next commit instead of forming one of their own.
    private var preparing = 0
    /// The last edit batch decided, and the one before it: their writes may still be under way
    /// (at most two at a time).
    private var lastWrite: EditWrite?
    private var earlierWrite: EditWrite?

    /// Upper bounds of one group commit.
    static let maxOperationsPerBatch = 256
    static let maxFeaturesPerBatch = 20_000
    /// At most this many yields to announced appends before a batch starts (a sleep would cost
    /// far more than the wait it is meant to be: timers here are coarse).
    static let lingerRounds = 32

    init(workspace: String, journal: Journal) {
        self.workspace = workspace
        self.journal = journal
    }

    func announce() { preparing += 1 }
    func withdraw() { preparing = max(0, preparing - 1) }

    /// Submits an append and waits for its answer; `announced` tells that the caller called
    /// ``announce()`` first.
    func submit(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int, announced: Bool = false) async -> Result<AppendOutcome, JournalError> {
        await enqueue(work, context: context, featureCount: featureCount, announced: announced).value
    }

    /// Queues an append behind those queued before it; the answer comes to the returned reply.
    func enqueue(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int, announced: Bool = false) -> Once<Result<AppendOutcome, JournalError>> {
        if announced { preparing = max(0, preparing - 1) }
        let reply = Once<Result<AppendOutcome, JournalError>>()
        queue.append(PendingAppend(work: work, context: context, featureCount: featureCount, reply: reply, deadline: RequestDeadline.current))
        if !draining {
            draining = true
            journal.background.start("the writer of workspace \(workspace)") { await self.drain() }
        }
        return reply
    }

    private func drain() async {
        while !queue.isEmpty {
            // Group commit: let appends that are still being checked join this batch (bounded).
            var waited = 0
            while preparing > 0, queue.count < Self.maxOperationsPerBatch, waited < Self.lingerRounds {
                await Task.yield()
                waited += 1
            }
            let batch = takeBatch().filter { pending in
                if pending.expired { pending.answerExpired() }
                return !pending.expired
            }
            guard !batch.isEmpty else { continue }
            guard case .edit = batch[0].work else {
                // Schema, session and network work starts from a settled head.
                await settleWrites()
                await journal.commit(batch, workspace: workspace)
                continue
            }
            let touches = EditWrite.Touches(batch)
            var previous = lastWrite
            if let last = previous, !last.mayOverlap(with: touches) {
                await last.done()
                previous = nil
            }
            if let earlier = earlierWrite { await earlier.done() }
            earlierWrite = nil
            if previous == nil, touches.featureCount < EditWrite.overlapFeatures {
                // Nothing runs alongside a short write: it is written here, without a task of its own.
                lastWrite = nil
                await journal.commit(batch, workspace: workspace)
                continue
            }
            earlierWrite = previous
            lastWrite = await journal.startEdits(batch, workspace: workspace, after: previous)
        }
        draining = false
    }

    /// Waits until no edit write is under way.
    private func settleWrites() async {
        if let earlier = earlierWrite { await earlier.done() }
        if let last = lastWrite { await last.done() }
        earlierWrite = nil
        lastWrite = nil
    }

    /// The next batch: consecutive edits up to the limits, or one schema change alone.
    private func takeBatch() -> [PendingAppend] {
        if case .edit = queue[0].work {} else { return [queue.removeFirst()] }
        var count = 0
        var features = 0
        while count < queue.count, count < Self.maxOperationsPerBatch {
            guard case .edit = queue[count].work else { break }
            if count > 0, features + queue[count].featureCount > Self.maxFeaturesPerBatch { break }
            features += queue[count].featureCount
            count += 1
        }
        let batch = Array(queue.prefix(count))
        queue.removeFirst(count)
        return batch
    }
}
