import Foundation
import GeoJournalCore
import GeoJournalNetwork

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

    static let expiredFailure = JournalError.unavailable("the request's deadline passed before the journal could write it; nothing was written, retry")
}

/// The writer of one workspace in this process, and what it knows of the workspace's head.
/// Appends queue up while a batch is written and go into the next batch together (group commit):
/// one statement and one flush for many operations, each still all-or-nothing on its own.
/// Other work (a layer, a session step, a network) goes alone. Every batch is written
/// synchronously; its callers are answered when it has committed.
///
/// ```swift
/// let reply = writer.enqueue(.edit(prepared, schemaPosition: 12), context: context, featureCount: 1)
/// let outcome = await reply.value
/// ```
actor WorkspaceWriter {
    let workspace: String
    unowned let journal: Journal
    private var queue: [PendingAppend] = []
    private var draining = false
    /// The head this writer last wrote or read: where the next batch is decided from, unless the
    /// notifier heard of a later one (another process wrote).
    private(set) var head: Journal.Head?
    /// Batch writes refused because another writer had moved the head, for `/metrics`.
    private(set) var headsTaken = 0

    /// Upper bounds of one group commit.
    static let maxOperationsPerBatch = 256
    static let maxFeaturesPerBatch = 20_000

    init(workspace: String, journal: Journal) {
        self.workspace = workspace
        self.journal = journal
    }

    /// Queues an append behind those queued before it; the answer comes to the returned reply.
    func enqueue(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int) -> Once<Result<AppendOutcome, JournalError>> {
        let reply = Once<Result<AppendOutcome, JournalError>>()
        queue.append(PendingAppend(work: work, context: context, featureCount: featureCount, reply: reply, deadline: RequestDeadline.current))
        if !draining {
            draining = true
            journal.background.start("the writer of workspace \(workspace)") { await self.drain() }
        }
        return reply
    }

    /// Submits an append and waits for its answer.
    func submit(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int) async -> Result<AppendOutcome, JournalError> {
        await enqueue(work, context: context, featureCount: featureCount).value
    }

    private func drain() async {
        while !queue.isEmpty {
            let batch = takeBatch().filter { pending in
                if pending.expired { pending.reply.resume(.failure(PendingAppend.expiredFailure)) }
                return !pending.expired
            }
            guard !batch.isEmpty else { continue }
            if case .edit = batch[0].work {
                await journal.commitEdits(batch, writer: self)
            } else {
                head = nil
                await journal.commit(batch[0], workspace: workspace)
            }
        }
        draining = false
    }

    /// Where the next batch starts: the head this writer knows, unless this process has heard of
    /// a later one.
    func knownHead() -> Journal.Head? {
        guard let head, (journal.notifier.knownHead(workspace: workspace) ?? 0) <= head.position else { return nil }
        return head
    }

    func wrote(_ written: Journal.Head) {
        if (head?.position ?? .min) < written.position { head = written }
    }

    /// Another writer took the head this one decided from: read it again.
    func lostHead() {
        head = nil
        headsTaken += 1
    }

    /// The next batch: consecutive edits up to the limits, or one other append alone.
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
