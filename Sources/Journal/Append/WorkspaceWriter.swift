import Foundation
import GeoJournalCore
import Synchronization

/// Where the writer answers one append: a waiting caller, or a ``PendingEdit`` whose caller
/// collects the answer later. Answered once.
final class AppendReply: Sendable {
    private enum State {
        case waiting
        case awaited(CheckedContinuation<Result<AppendOutcome, JournalError>, Never>)
        case answered(Result<AppendOutcome, JournalError>)
    }
    private let state = Mutex(State.waiting)

    func resume(returning result: Result<AppendOutcome, JournalError>) {
        let waiter: CheckedContinuation<Result<AppendOutcome, JournalError>, Never>? = state.withLock { state in
            switch state {
            case .waiting:
                state = .answered(result)
                return nil
            case .awaited(let c):
                state = .answered(result)
                return c
            case .answered:
                return nil
            }
        }
        waiter?.resume(returning: result)
    }

    var result: Result<AppendOutcome, JournalError> {
        get async {
            await withCheckedContinuation { continuation in
                let ready: Result<AppendOutcome, JournalError>? = state.withLock { state in
                    if case .answered(let r) = state { return r }
                    state = .awaited(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
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
    var reply: AppendReply
    /// The caller's ``RequestDeadline``: past it the caller has been answered 503 already.
    var deadline: ContinuousClock.Instant?

    var expired: Bool { RequestDeadline.expired(deadline) }

    func answerExpired() {
        reply.resume(returning: .failure(.unavailable("the request's deadline passed before the journal could take it (is PostgreSQL reachable?); nothing was written")))
    }
}

/// The single writer of one workspace. Appends queue up while a commit is in flight and go into
/// the next transaction together (group commit): one lock, one flush, each operation still
/// all-or-nothing on its own. Positions are assigned under the workspace row lock, so they are
/// gap-free and committed in order.
actor WorkspaceWriter {
    let workspace: String
    unowned let journal: Journal
    private var queue: [PendingAppend] = []
    private var draining = false
    /// Callers that announced an append and are still checking it (outside the lock): the writer
    /// waits a moment for them so they ride in the next commit instead of forming one of their own.
    private var preparing = 0

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
        await enqueue(work, context: context, featureCount: featureCount, announced: announced).result
    }

    /// Queues an append behind those queued before it; the answer comes to the returned reply.
    func enqueue(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int, announced: Bool = false) -> AppendReply {
        if announced { preparing = max(0, preparing - 1) }
        let reply = AppendReply()
        queue.append(PendingAppend(work: work, context: context, featureCount: featureCount, reply: reply, deadline: RequestDeadline.current))
        if !draining {
            draining = true
            Task { await self.drain() }
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
            if !batch.isEmpty { await journal.commit(batch, workspace: workspace) }
        }
        draining = false
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
