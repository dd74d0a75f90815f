import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The appender of one workspace in this process: its queue, its write loop and what it knows of
/// the workspace's head. Appends queue up while a batch is written and go into the next batch
/// together (group commit): one statement and one flush for many operations, each still
/// all-or-nothing on its own. Other work (a layer, a session step, a network) goes alone, written
/// by its own room (``AppendJournal/commit(_:workspace:)``). Every batch is written
/// synchronously; its callers are answered when it has committed.
///
/// Write until it lands (``writeEdits(_:)``): from the head the appender knows, a batch is decided
/// holding nothing and written in one round trip; the write refuses it (`GJ409`) if another writer,
/// in this process or another, moved the head meanwhile. Then, and whenever it knows no head, the
/// batch is decided again in a transaction that first locks the workspace's row: no writer can
/// move the head until it commits, so that decision lands. A taken head is never a client's
/// conflict: past the deadline the callers hear 503 (retry), never 409 or 500.
///
/// Overlap: a batch decided from a head that has landed (a *leader*) takes the workspace's row
/// lock as its write begins. While it is written, the next batch may be decided from the head it
/// will leave and sent (a *follower*, which knows that head's position but not its hash): its new
/// rows go in beside the leader's write, its events after the leader's commit, under the lock,
/// and only if the leader landed exactly where it was decided to end (else it is decided again).
/// A follower names no feature the leader names and carries no Idempotency-Key
/// (``mayOverlap(_:named:)``); one follower at a time, so two batches never race for the lock.
///
/// What it uses of the journal is ``AppendJournal`` (the database, the feed, the reads a decision
/// needs); the journal uses nothing of it but its queue (and its counters, for `/metrics`).
///
/// ```swift
/// let appender = journal.edits.appender(for: "naperville")
/// let reply = appender.enqueue(.edit(prepared, schemaPosition: 12), context: context, featureCount: 1)
/// let outcome = await reply.value
/// ```
actor Appender {
    let workspace: String
    private unowned let journal: any AppendJournal
    /// The journal, held while the queue drains: a caller that stopped waiting (its deadline
    /// answered it) and let the journal go leaves its batch to be written by a live journal.
    private var draining: (any AppendJournal)?
    /// The database's ids of the row types the batch write takes (``Edits/rowTypeIds``).
    private let rowTypes: RowTypeIds
    private var queue: [PendingAppend] = []
    /// The head this appender last wrote or read: where the next batch is decided from, unless
    /// the notifier heard of a later one (another process wrote).
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

    init(workspace: String, journal: any AppendJournal, rowTypes: RowTypeIds) {
        self.workspace = workspace
        self.journal = journal
        self.rowTypes = rowTypes
    }

    /// Queues an append behind those queued before it; the answer comes to the returned reply.
    func enqueue(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int) -> Once<Result<AppendOutcome, JournalError>> {
        let reply = Once<Result<AppendOutcome, JournalError>>()
        queue.append(PendingAppend(work: work, context: context, featureCount: featureCount, reply: reply, deadline: RequestDeadline.current))
        if draining == nil {
            draining = journal
            journal.background.start("the appender of workspace \(workspace)") { await self.drain() }
        }
        return reply
    }

    /// Submits an append and waits for its answer.
    func submit(_ work: PendingAppend.Work, context: AppendContext, featureCount: Int) async -> Result<AppendOutcome, JournalError> {
        await enqueue(work, context: context, featureCount: featureCount).value
    }

    // MARK: The queue

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
            let named = Set(batch.flatMap(\.namedFeatureIds))
            let follower = mayOverlap(batch, named: named)
            if follower { overlapped += 1 } else { await settle() }
            let decided = Once<Void>()
            deciding = decided
            let task = Task {
                await self.commitEdits(batch)
                decided.resume(())
            }
            underWay.append((task, named, follower))
            await decided.value
        }
        draining = nil
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

    // MARK: The head

    /// Where the next batch starts: the head this appender knows, unless this process has heard
    /// of a later one.
    private func knownHead() -> Journal.Head? {
        guard let head, (journal.notifier.knownHead(workspace: workspace) ?? 0) <= head.position else { return nil }
        return head
    }

    /// The batch being written is decided and leaves `leaving` (nil: it writes nothing): the next
    /// batch may be decided from there.
    private func decided(leaving: Journal.Head?) {
        if let leaving, (head?.position ?? .min) < leaving.position { head = leaving }
        deciding?.resume(())
    }

    /// A batch landed and left `written` (with its hash): the next batch leads from there, unless
    /// one already follows it.
    private func wrote(_ written: Journal.Head) {
        if (head?.position ?? .min) <= written.position { head = written }
    }

    /// Another writer took the head this one decided from: read it again.
    private func lostHead() {
        head = nil
        headsTaken += 1
    }

    /// A write failed for another reason: the head it was to leave is not the journal's.
    private func writeFailed() {
        head = nil
    }

    // MARK: The write loop (off the actor: deciding a big batch does not hold up the queue)

    /// Writes an edit batch (``writeEdits(_:)``) and answers its callers once it has committed.
    /// Network graphs (and their edge tables) reflect the batch before anyone hears of it
    /// (``AppendJournal/landed(workspace:results:)``). If the shared statement fails for a reason
    /// of one operation's, each is written alone, so the others land.
    @concurrent private nonisolated func commitEdits(_ batch: [PendingAppend]) async {
        var results: [Result<AppendOutcome, JournalError>]
        do {
            results = try await writeEdits(batch)
        } catch {
            await writeFailed()
            let failure = JournalError.from(error)
            if batch.count > 1, !failure.isUnavailable {
                journal.logger.warning("group commit failed, writing \(batch.count) operations one by one: \(failure)")
                results = []
                for pending in batch {
                    do {
                        results.append(contentsOf: try await writeEdits([pending]))
                    } catch {
                        results.append(.failure(JournalError.from(error)))
                    }
                }
            } else {
                results = Array(repeating: .failure(failure), count: batch.count)
            }
        }
        if let head = results.compactMap({ try? $0.get().operation.lastPosition }).max() {
            journal.notifier.moved(workspace: workspace, head: head)
        }
        await journal.landed(workspace: workspace, results: results)
        for (pending, result) in zip(batch, results) {
            if case .failure = result { pending.context.chain?.breakChain() }
            pending.reply.resume(result)
        }
    }

    /// Decides an edit batch and writes it, until it lands or its callers' deadlines pass: from
    /// the head this appender knows, holding nothing; else, and after another writer took the
    /// head (``isHeadMoved(_:locked:)``), under the workspace's row lock.
    @concurrent private nonisolated func writeEdits(_ batch: [PendingAppend]) async throws -> [Result<AppendOutcome, JournalError>] {
        let journal = journal, workspace = workspace, rowTypes = rowTypes
        var locked = false
        while true {
            // The wait (for a connection, for the lock) may have outlasted some callers.
            let live = batch.indices.filter { !batch[$0].expired }
            guard live.count == batch.count else {
                var results = Array(repeating: Result<AppendOutcome, JournalError>.failure(PendingAppend.expiredFailure), count: batch.count)
                if !live.isEmpty {
                    for (i, r) in zip(live, try await writeEdits(live.map { batch[$0] })) { results[i] = r }
                }
                return results
            }
            do {
                let written: (results: [Result<AppendOutcome, JournalError>], head: Journal.Head?)
                if !locked, let head = await knownHead() {
                    written = try await journal.client.withLiveConnection { [self] conn in
                        try await Self.decideAndWrite(batch, workspace: workspace, from: head, conn: conn, journal: journal, rowTypes: rowTypes,
                                                      decidedLeaving: { await self.decided(leaving: $0) })
                    }
                } else {
                    written = try await journal.client.withLiveTransaction(logger: journal.logger) { [self] conn in
                        let head = try await journal.lockHead(conn, workspace: workspace)
                        return try await Self.decideAndWrite(batch, workspace: workspace, from: head, conn: conn, journal: journal, rowTypes: rowTypes,
                                                             decidedLeaving: { await self.decided(leaving: $0) })
                    }
                }
                if let head = written.head { await wrote(head) }
                return written.results
            } catch {
                guard Self.isHeadMoved(error, locked: locked) else { throw error }
                await lostHead()
                locked = true
                journal.logger.debug("the head of \(workspace) moved under its appender (\(String(reflecting: error).prefix(1500))); deciding the batch again under the workspace's lock")
            }
        }
    }

    /// Reads what the batch needs (``EditBatchInput``), takes its time and ids, decides it
    /// (``EditBatch/decide(_:workspace:input:limits:)``, pure), writes the plan and reads the
    /// results of replayed operations. Answers the results and the head the batch left (nil when
    /// it wrote nothing). `decidedLeaving` hears of the head it will leave before it is written
    /// (an appender decides its next batch from there); a post writes two lines in one
    /// transaction this way, without their appenders.
    static func decideAndWrite(_ batch: [PendingAppend], workspace: String, from head: Journal.Head, conn: PostgresConnection,
                               journal: any AppendJournal, rowTypes: RowTypeIds, decidedLeaving: (Journal.Head?) async -> Void = { _ in })
        async throws -> (results: [Result<AppendOutcome, JournalError>], head: Journal.Head?) {
        let layers = try await journal.layers(workspace: workspace, schemaPosition: head.schemaPosition, conn: conn)
        let usedKeys = try await usedIdempotencyKeys(conn, workspace: workspace, batch: batch, logger: journal.logger)
        let streams = try await journal.loadStreams(conn, workspace: workspace, ids: batch.flatMap(\.namedFeatureIds))
        // The batch's time and new ids, taken here so that deciding reads neither.
        let input = EditBatchInput(head: head, now: JournalClock.nowMicros(), ids: .reserved(count: batch.reduce(0) { $0 + $1.idsNeeded }),
                                   layers: layers, usedKeys: usedKeys, streams: streams)
        var decided = EditBatch.decide(batch, workspace: workspace, input: input, limits: journal.limits)
        // A chain an operation of this batch was refused in is broken before the next batch is
        // decided (while this one is written), so no later operation of the chain lands.
        let replayed = Set(decided.replays.map(\.index))
        for (index, (pending, result)) in zip(batch, decided.results).enumerated() where !replayed.contains(index) {
            if case .failure = result { pending.context.chain?.breakChain() }
        }
        // The appender may decide its next batch from the head this one leaves while it is written.
        await decidedLeaving(decided.plan.isEmpty ? nil : decided.head(hash: nil))
        var left: Journal.Head?
        if !decided.plan.isEmpty {
            let hash = try await decided.plan.write(conn, logger: journal.logger, rowTypes: rowTypes)
            left = decided.head(hash: hash)
        }
        for (index, operation) in decided.replays {
            if let outcome = try await journal.operationOutcome(conn, workspace: workspace, id: operation) {
                decided.results[index] = .success(outcome)
            } else if case .success(var first)? = decided.results.first(where: { (try? $0.get().operation.id) == operation }) {
                // The key's first use is earlier in this very batch.
                first.replayed = true
                decided.results[index] = .success(first)
            }
        }
        return (decided.results, left)
    }

    /// The idempotency keys of the batch's operations that earlier operations used, with the
    /// operation and its request's hash.
    private static func usedIdempotencyKeys(_ conn: PostgresConnection, workspace: String, batch: [PendingAppend],
                                            logger: Logger) async throws -> [String: (operation: UUID, requestHash: [UInt8]?)] {
        let keyed = batch.compactMap { p in p.context.idempotencyKey.map { (p.context.actor, $0) } }
        guard !keyed.isEmpty else { return [:] }
        let rows = try await conn.query("""
            SELECT o.actor, o.idempotency_key, o.id, o.request_hash
            FROM operations o JOIN unnest(\(keyed.map(\.0))::text[], \(keyed.map(\.1))::text[]) AS k(actor, key)
              ON o.actor = k.actor AND o.idempotency_key = k.key
            WHERE o.workspace_id = \(workspace)
            """, logger: logger)
        var used: [String: (operation: UUID, requestHash: [UInt8]?)] = [:]
        for try await (actor, key, id, hash) in rows.decode((String, String, UUID, ByteBuffer?).self) {
            used["\(actor)\u{0}\(key)"] = (id, hash.map { Array(buffer: $0) })
        }
        return used
    }

    /// Whether an error means that another writer took the head the batch was decided from, so
    /// the batch is to be decided again: the write's head check (GJ409), a deadlock or
    /// serialization failure PostgreSQL broke, or (when it was decided holding nothing) a unique
    /// violation of rows another writer wrote meanwhile.
    static func isHeadMoved(_ error: any Error, locked: Bool) -> Bool {
        switch sqlState(of: error) {
        case "GJ409": return true
        case "23505": return !locked
        default: return isBrokenByTheDatabase(error)
        }
    }

    /// Whether PostgreSQL broke the transaction (a deadlock's victim, a serialization failure):
    /// it wrote nothing, and the same work may run again.
    static func isBrokenByTheDatabase(_ error: any Error) -> Bool {
        ["40P01", "40001"].contains(sqlState(of: error))
    }

    private static func sqlState(of error: any Error) -> String? {
        var error: any Error = error
        if let tx = error as? PostgresTransactionError, let inner = tx.closureError { error = inner }
        return (error as? PSQLError)?.serverInfo?[.sqlState]
    }
}
