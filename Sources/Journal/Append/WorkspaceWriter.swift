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
/// Overlap: once a batch is decided, the next one may be decided from the head it will leave
/// and sent while it is written, when it names no feature the batches under way name and
/// carries no Idempotency-Key (``mayOverlap(_:named:)``); at most ``maxUnderWay`` are. Its new rows go
/// in beside the other's; its events wait for the workspace's row lock, and land only if the
/// batch before it landed exactly where it was decided to end (else it is decided again).
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
    /// Edit batches decided and sent while another was written (``mayOverlap(_:named:)``).
    private(set) var overlapped = 0
    /// Edit batches sent and not yet answered, oldest first, with the features they name.
    private var underWay: [(task: Task<Void, Never>, named: Set<UUID>)] = []
    /// Resumed when the batch last sent is decided (or done): the next may then be decided.
    private var deciding: Once<Void>?

    /// Upper bounds of one group commit.
    static let maxOperationsPerBatch = 256
    static let maxFeaturesPerBatch = 20_000
    /// Edit batches written at once (``mayOverlap(_:named:)``); 1 writes them one after another
    /// (`GEOJOURNAL_WRITE_OVERLAP=1`, for measuring what overlap gives).
    static let maxUnderWay = max(1, Int(ProcessInfo.processInfo.environment["GEOJOURNAL_WRITE_OVERLAP"] ?? "") ?? 2)

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
        while true {
            if queue.isEmpty {
                await settle()
                if queue.isEmpty { break }
            }
            let batch = takeBatch().filter { pending in
                if pending.expired { pending.reply.resume(.failure(PendingAppend.expiredFailure)) }
                return !pending.expired
            }
            guard !batch.isEmpty else { continue }
            guard case .edit = batch[0].work else {
                await settle()
                head = nil
                await journal.commit(batch[0], workspace: workspace)
                continue
            }
            let named = Set(batch.flatMap { p -> [UUID] in
                if case .edit(let prepared, _) = p.work { return prepared.request.namedFeatureIds } else { return [] }
            })
            if !mayOverlap(batch, named: named) { await settle() }
            while underWay.count >= Self.maxUnderWay { await underWay.removeFirst().task.value }
            if !underWay.isEmpty { overlapped += 1 }
            let decided = Once<Void>()
            deciding = decided
            let task = Task { [journal] in
                await journal.commitEdits(batch, writer: self)
                decided.resume(())
            }
            underWay.append((task, named))
            await decided.value
        }
        draining = false
    }

    /// Whether a batch may be decided and sent while the batches under way are written: it names
    /// none of their features (so what it reads of the journal they cannot change) and carries no
    /// Idempotency-Key (whose first use may be one of theirs).
    private func mayOverlap(_ batch: [PendingAppend], named: Set<UUID>) -> Bool {
        guard !underWay.isEmpty else { return true }
        guard batch.allSatisfy({ $0.context.idempotencyKey == nil }) else { return false }
        return underWay.allSatisfy { $0.named.isDisjoint(with: named) }
    }

    /// Waits until every batch under way is answered.
    private func settle() async {
        while !underWay.isEmpty { await underWay.removeFirst().task.value }
    }

    /// The batch being written is decided and leaves `leaving` (nil: it writes nothing): the next
    /// batch may be decided from there.
    func decided(leaving: Journal.Head?) {
        if let leaving, (head?.position ?? .min) < leaving.position { head = leaving }
        deciding?.resume(())
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

    /// A write failed for another reason: the head it was to leave is not the journal's.
    func writeFailed() {
        head = nil
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
