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
/// Overlap: a batch decided from a head that has landed (a *leader*) takes the workspace's row
/// lock as its write begins. While it is written, the next batch may be decided from the head it
/// will leave and sent (a *follower*, which knows that head's position but not its hash): its new
/// rows go in beside the leader's write, its events after the leader's commit, under the lock,
/// and only if the leader landed exactly where it was decided to end (else it is decided again).
/// A follower names no feature the leader names and carries no Idempotency-Key
/// (``mayOverlap(_:named:)``); one follower at a time, so two batches never race for the lock.
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
    /// Edit batches sent and not yet answered, oldest first, with the features they name and
    /// whether they follow the one before them.
    private var underWay: [(task: Task<Void, Never>, named: Set<UUID>, follower: Bool)] = []
    /// Resumed when the batch last sent is decided (or done): the next may then be decided.
    private var deciding: Once<Void>?

    /// Upper bounds of one group commit.
    static let maxOperationsPerBatch = 256
    static let maxFeaturesPerBatch = 20_000
    /// Whether a batch may follow the one under way (``mayOverlap(_:named:)``);
    /// `GEOJOURNAL_WRITE_OVERLAP=0` writes every batch alone, for measuring what overlap gives.
    static let overlap = ProcessInfo.processInfo.environment["GEOJOURNAL_WRITE_OVERLAP"] != "0"

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
            let follower = mayOverlap(batch, named: named)
            if follower { overlapped += 1 } else { await settle() }
            let decided = Once<Void>()
            deciding = decided
            let task = Task { [journal] in
                await journal.commitEdits(batch, writer: self)
                decided.resume(())
            }
            underWay.append((task, named, follower))
            await decided.value
        }
        draining = false
    }

    /// Whether a batch may follow the one under way: that one leads (no other follows it), this
    /// one names none of its features (so what it reads of the journal that one cannot change) and
    /// carries no Idempotency-Key (whose first use may be that one's).
    private func mayOverlap(_ batch: [PendingAppend], named: Set<UUID>) -> Bool {
        guard Self.overlap, underWay.count == 1, !underWay[0].follower else { return false }
        guard batch.allSatisfy({ $0.context.idempotencyKey == nil }) else { return false }
        return underWay[0].named.isDisjoint(with: named)
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

    /// A batch landed and left `written` (with its hash): the next batch leads from there, unless
    /// one already follows it.
    func wrote(_ written: Journal.Head) {
        if (head?.position ?? .min) <= written.position { head = written }
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
