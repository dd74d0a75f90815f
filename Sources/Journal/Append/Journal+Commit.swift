import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

extension Journal {
    /// How an edit batch's transaction commits (``commitEditBatch``).
    enum CommitMode {
        /// Waits for its WAL flush: the writer waits for the batch, nothing is written alongside,
        /// and its callers are answered as soon as it returns.
        case synchronous
        /// `synchronous_commit = off`: the workspace row is released without waiting for the
        /// flush, so the next batch commits at once; its callers are answered after the
        /// ``DurabilityFlusher`` has flushed it.
        case asynchronous
    }

    /// Commits one batch from a workspace writer and answers every caller in it. Only edits
    /// come in batches of more than one (``WorkspaceWriter``); every other kind of work is alone.
    func commit(_ batch: [PendingAppend], workspace: String) async {
        switch batch[0].work {
        case .edit:
            // Nothing is written alongside: the writer waits for this batch.
            await commitEditBatch(batch, workspace: workspace, after: nil, decided: nil, mode: .synchronous)
        case .defineNetwork, .associate:
            // Schema, session and network work moves the head under its own lock.
            forgetHead(workspace)
            await commitNetworkWork(batch[0], workspace: workspace)
        case .sessionStep(let request):
            forgetHead(workspace)
            let result: Result<AppendOutcome, JournalError>
            do {
                result = .success(try await commitSessionStep(request, workspace: workspace, context: batch[0].context))
            } catch {
                result = .failure(JournalError.from(error))
            }
            if case .success(let outcome) = result {
                notifier.moved(workspace: workspace, head: outcome.operation.lastPosition)
                await maintainNetworks(workspace: workspace, after: [result])
            }
            batch[0].reply.resume(result)
        case .defineLayer(let definition, let force):
            forgetHead(workspace)
            let result: Result<AppendOutcome, JournalError>
            do {
                result = .success(try await commitLayerDefinition(definition, force: force, workspace: workspace, context: batch[0].context))
            } catch {
                result = .failure(JournalError.from(error))
            }
            if case .success(let outcome) = result { notifier.moved(workspace: workspace, head: outcome.operation.lastPosition) }
            batch[0].reply.resume(result)
        }
    }

    /// Decides an edit batch and starts writing it; returns once it is decided. With `previous`,
    /// a batch whose write may still be under way, the batch starts from the head that one will
    /// leave: its write runs alongside and commits after it. Its head check waits for the earlier
    /// write, which holds a lock named by the position it ends at from its second step (after it
    /// claimed its start) to its commit (Schema/functions/geojournal_write_batch.sql); a batch
    /// whose statement finishes its inserts before the earlier one's has begun fails that check
    /// and is written again once `previous` is done.
    func startEdits(_ batch: [PendingAppend], workspace: String, after previous: EditWrite?) async -> EditWrite {
        let decided = Once<Head?>()
        let task = background.start("an edit batch's commit in workspace \(workspace)") {
            await self.commitEditBatch(batch, workspace: workspace, after: previous, decided: decided, mode: .asynchronous)
        }
        let head = await decided.value
        return EditWrite(task: task, head: head, touches: EditWrite.Touches(batch))
    }

    /// Commits an edit batch and answers its callers: at once for a synchronous commit, after the
    /// flush for an asynchronous one (``CommitMode``). `decided` hears the head the batch will
    /// leave as soon as it is known (or the one it started from, if it writes nothing or fails
    /// first).
    private func commitEditBatch(_ batch: [PendingAppend], workspace: String, after previous: EditWrite?, decided: Once<Head?>?, mode: CommitMode) async {
        defer { decided?.resume(previous?.head) }
        let synchronous = mode == .synchronous
        var answers: [(PendingAppend, Result<AppendOutcome, JournalError>)] = []
        var durable = false
        do {
            let started = ContinuousClock.now
            let written = try await commitEdits(batch, workspace: workspace, after: previous, decided: decided, synchronous: synchronous)
            logger.debug("group commit", metadata: ["workspace": .string(workspace), "operations": .stringConvertible(batch.count), "elapsed": .string("\(ContinuousClock.now - started)")])
            answers = Array(zip(batch, written.results))
            durable = written.durable
        } catch {
            let failure = JournalError.from(error)
            if case .unavailable = failure {
                for pending in batch {
                    pending.context.chain?.breakChain()
                    pending.reply.resume(.failure(failure))
                }
                return
            }
            guard batch.count > 1 else {
                batch[0].context.chain?.breakChain()
                batch[0].reply.resume(.failure(failure))
                return
            }
            // One operation broke the shared transaction: give each its own so the others land.
            logger.warning("group commit failed, retrying \(batch.count) operations one by one: \(failure)")
            for pending in batch {
                do {
                    let written = try await commitEdits([pending], workspace: workspace, after: nil, decided: nil, synchronous: false)
                    answers.append((pending, written.results[0]))
                } catch {
                    pending.context.chain?.breakChain()
                    answers.append((pending, .failure(JournalError.from(error))))
                }
            }
        }
        let settled = answers
        if durable {
            // The synchronous commit is on disk, and so is everything committed before it.
            if let head = settled.compactMap({ try? $0.1.get().operation.lastPosition }).max() {
                notifier.moved(workspace: workspace, head: head)
            }
            await answer(settled, workspace: workspace, flushed: .success(()))
            return
        }
        // Everyone waits for the flush, refusals and replays included: what they were told must
        // not depend on a commit that a crash could still take back.
        flusher.afterFlush(workspace: workspace) { [self] flushed in
            background.start("the answers to an edit batch in workspace \(workspace)") { [self] in await answer(settled, workspace: workspace, flushed: flushed) }
        }
    }

    /// Answers a batch's callers once it is durable (or its flush failed: then what was written
    /// is refused as unavailable). Network graphs (and their edge tables) reflect the batch
    /// before anyone hears of it.
    private func answer(_ settled: [(PendingAppend, Result<AppendOutcome, JournalError>)], workspace: String,
                        flushed: Result<Void, JournalError>) async {
        if case .success = flushed, !NetworkGraphs.of(self).knownToHaveNoNetworks(workspace) {
            await maintainNetworks(workspace: workspace, after: settled.map(\.1))
        }
        for (pending, result) in settled {
            if case .failure(let failure) = flushed, case .success = result {
                pending.context.chain?.breakChain()
                pending.reply.resume(.failure(failure))
            } else {
                pending.reply.resume(result)
            }
        }
    }

    /// Brings the workspace's network graphs up to date with what committed operations touched.
    func maintainNetworks(workspace: String, after results: [Result<AppendOutcome, JournalError>]) async {
        var layers = Set<String>()
        for case .success(let outcome) in results where !outcome.replayed {
            for r in outcome.results { layers.insert(r.layer) }
        }
        guard !layers.isEmpty else { return }
        await NetworkGraphs.of(self).maintain(workspace: workspace, layers: layers)
    }

    /// One batch of edit operations, written as a single statement (committed synchronously when
    /// `synchronous`, else without waiting for its WAL flush): decide each operation against the
    /// state it sees (including earlier operations of the batch), then write operations, events
    /// and projections set-based.
    ///
    /// The first attempt holds nothing while it decides: the writer starts from the head it last
    /// wrote, and the statement's first step (`geojournal_claim_start`) refuses it, before writing
    /// anything, when the head has moved since: another process appended (a second `serve`, an
    /// import), or a crash took back unflushed commits. Every later attempt decides under the
    /// claimed head (`geojournal_claim_head`): no writer of any process can move the head until it
    /// commits, so a batch is decided again at most once for another process's sake and is never
    /// refused to its callers because positions were taken. While another process keeps writing
    /// the workspace (it took a head from this writer within ``contentionWindow``), batches are
    /// decided under the claimed head from the first attempt: the processes take turns instead of
    /// each deciding twice.
    private func commitEdits(_ batch: [PendingAppend], workspace: String, after previous: EditWrite?, decided: Once<Head?>?,
                             synchronous: Bool) async throws -> WrittenBatch {
        var attempt = 0
        var previous = previous
        // While another process writes the same workspace, deciding optimistically mostly loses
        // the race and decides twice: decide under the claimed head from the start.
        let contended = previous == nil && recentlyContended(workspace)
        while true {
            attempt += 1
            do {
                let after = previous
                if (attempt == 1 && !contended) || after != nil {
                    return try await client.withLiveConnection { [self] conn in
                        try await decideAndWrite(batch, workspace: workspace, conn: conn, after: after, decided: decided, synchronous: synchronous)
                    }
                }
                return try await client.withLiveTransaction(logger: logger) { [self] conn in
                    let claimed = try await claimHead(conn, workspace: workspace, rowLock: false)
                    return try await decideAndWrite(batch, workspace: workspace, conn: conn, claimed: claimed, decided: decided, synchronous: synchronous)
                }
            } catch {
                forgetHead(workspace)
                guard Self.isHeadMoved(error), attempt < 5 else { throw error }
                headChecks.withLock { $0[workspace, default: HeadCheckCounts()].decidedAgain += 1 }
                if let earlier = previous {
                    // Overtook the write it was to follow, or that one failed: wait for it.
                    await earlier.done()
                    previous = nil
                } else {
                    // Nothing of this process was under way: another process wrote.
                    contention.withLock { $0[workspace] = .now }
                    logger.debug("workspace head moved under the writer of \(workspace); deciding the batch again under the claimed head")
                }
            }
        }
    }

    /// How long after another process last took a head from this one the workspace's batches
    /// are decided under the claimed head from the start.
    static let contentionWindow: Duration = .seconds(2)

    /// Whether another process took a head from this one's writer of `workspace` lately.
    func recentlyContended(_ workspace: String) -> Bool {
        guard let last = contention.withLock({ $0[workspace] }) else { return false }
        return ContinuousClock.now - last < Self.contentionWindow
    }

    /// What ``decideAndWrite`` did: each operation's result, and whether the batch was written with
    /// a synchronous commit (then it is durable, and so is everything committed before it).
    struct WrittenBatch {
        var results: [Result<AppendOutcome, JournalError>]
        var durable: Bool
    }

    /// Decides the batch from the head `previous` (an earlier write still under way) will leave,
    /// the head this transaction `claimed`, or the writer's head; tells `decided` where it leaves
    /// the head, and writes it.
    private func decideAndWrite(_ batch: [PendingAppend], workspace: String, conn: PostgresConnection,
                                after previous: EditWrite? = nil, claimed: Head? = nil, decided: Once<Head?>? = nil, synchronous: Bool) async throws -> WrittenBatch {
            // The wait for a connection may have outlasted some callers (PostgreSQL restarting).
            let live = batch.indices.filter { !batch[$0].expired }
            guard live.count == batch.count else {
                var results = Array(repeating: Result<AppendOutcome, JournalError>.failure(.unavailable("the request's deadline passed while the journal waited for PostgreSQL; nothing was written")), count: batch.count)
                var durable = false
                if !live.isEmpty {
                    let written = try await decideAndWrite(live.map { batch[$0] }, workspace: workspace, conn: conn, after: previous, claimed: claimed, decided: decided, synchronous: synchronous)
                    for (i, r) in zip(live, written.results) { results[i] = r }
                    durable = written.durable
                }
                return WrittenBatch(results: results, durable: durable)
            }
            let head: Head
            if let start = previous?.head ?? claimed { head = start } else { head = try await writerHead(conn, workspace: workspace) }
            let layerSet = try await layers(workspace: workspace, schemaPosition: head.schemaPosition, conn: conn)

            // Idempotency keys already used by earlier operations.
            let keyed = batch.compactMap { p in p.context.idempotencyKey.map { (p.context.actor, $0) } }
            var usedKeys: [String: (UUID, [UInt8]?)] = [:]
            if !keyed.isEmpty {
                let actors = keyed.map(\.0)
                let keys = keyed.map(\.1)
                let rows = try await conn.query("""
                    SELECT o.actor, o.idempotency_key, o.id, encode(o.request_hash, 'hex')
                    FROM operations o JOIN unnest(\(actors)::text[], \(keys)::text[]) AS k(actor, key)
                      ON o.actor = k.actor AND o.idempotency_key = k.key
                    WHERE o.workspace_id = \(workspace)
                    """, logger: logger)
                for try await (actor, key, id, hash) in rows.decode((String, String, UUID, String?).self) {
                    usedKeys["\(actor)\u{0}\(key)"] = (id, hash.flatMap(Self.bytes(hex:)))
                }
            }

            // Current state of every stream the batch names.
            var ids: [UUID] = []
            for p in batch { if case .edit(let prepared, _) = p.work { ids.append(contentsOf: prepared.request.namedFeatureIds) } }
            var streams = try await loadStreams(conn, workspace: workspace, ids: ids)

            var plan = BatchPlan(workspace: workspace, head: head)
            var results: [Result<AppendOutcome, JournalError>] = []
            var replays: [(Int, UUID)] = []
            for (index, pending) in batch.enumerated() {
                guard case .edit(var prepared, let preparedAt) = pending.work else { continue }
                if let chain = pending.context.chain, chain.isBroken {
                    results.append(.failure(OperationChain.refusal))
                    continue
                }
                if let key = pending.context.idempotencyKey {
                    if let (opId, hash) = usedKeys["\(pending.context.actor)\u{0}\(key)"] {
                        if let hash, let mine = pending.context.requestHash, hash != mine {
                            pending.context.chain?.breakChain()
                            results.append(.failure(.idempotencyMismatch("Idempotency-Key \"\(key)\" was used for a different request")))
                        } else {
                            replays.append((index, opId))
                            results.append(.failure(.internalFailure("replay pending")))
                        }
                        continue
                    }
                }
                if preparedAt != layerSet.schemaPosition {
                    // A schema change landed after this request was checked: check it again.
                    switch EditPreparation.prepare(prepared.request, layers: layerSet.layers, limits: limits) {
                    case .success(let again): prepared = again
                    case .failure(.invalid(let v)):
                        pending.context.chain?.breakChain()
                        results.append(.failure(.invalid(v)))
                        continue
                    case .failure(.conflict(let c)):
                        pending.context.chain?.breakChain()
                        results.append(.failure(.conflict("version conflict", c)))
                        continue
                    }
                }
                let decision = EditDecider.decide(prepared, layers: layerSet.layers, stream: { streams[$0] ?? .none }, newId: { UUID.timeOrdered() })
                switch decision {
                case .failure(.invalid(let v)):
                    pending.context.chain?.breakChain()
                    results.append(.failure(.invalid(v)))
                case .failure(.conflict(let c)):
                    pending.context.chain?.breakChain()
                    results.append(.failure(.conflict("the operation conflicts with the current state of \(c.count) feature(s); nothing was written", c)))
                case .success(var decision):
                    let record = plan.add(&decision, sessionId: prepared.request.sessionId, message: prepared.request.message, context: pending.context, layers: layerSet.layers)
                    // The streams as this operation leaves them, for the operations after it in the batch.
                    for event in decision.events where index < batch.count - 1 {
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
            if plan.isEmpty {
                decided?.resume(head)
            } else {
                let written = Head(position: plan.position, hash: plan.hash, timeMicros: plan.micros, schemaPosition: plan.schemaPosition)
                decided?.resume(written)
                try await write(plan, conn: conn, workspace: workspace, after: previous, synchronous: synchronous)
                // A later batch's write may have returned first: the head only moves forward.
                heads.withLock { if ($0[workspace]?.position ?? .min) < written.position { $0[workspace] = written } }
            }
            for (index, opId) in replays {
                if let outcome = try await operationOutcome(conn, workspace: workspace, id: opId) {
                    results[index] = .success(outcome)
                } else {
                    // The key's first use is later in this very batch.
                    if case .success(let first)? = results.first(where: { if case .success(let o) = $0 { return o.operation.id == opId } else { return false } }) {
                        var again = first
                        again.replayed = true
                        results[index] = .success(again)
                    }
                }
            }
            return WrittenBatch(results: results, durable: synchronous && !plan.isEmpty)
    }

    /// Writes a decided batch. A batch decided from the head of an earlier write still under way
    /// fails its head check when its statement gets there before the earlier one has begun (and
    /// taken its end lock, Schema/functions/geojournal_write_batch.sql); once that write has landed exactly where this batch starts,
    /// the same plan is written again. Deciding it again instead would give its operations other
    /// ids and its events other hashes, at the positions the batch decided after it (from the head
    /// announced for this one) already chains from.
    private func write(_ plan: BatchPlan, conn: PostgresConnection, workspace: String, after previous: EditWrite?, synchronous: Bool) async throws {
        if let hold = beforeBatchWrite.withLock({ $0 }) { await hold(workspace, plan.startPosition) }
        do {
            try await plan.write(conn, logger: logger, asynchronousCommit: !synchronous)
        } catch {
            guard Self.isHeadMoved(error) else { throw error }
            headChecks.withLock { $0[workspace, default: HeadCheckCounts()].failed += 1 }
            guard let previous else { throw error }
            await previous.done()
            guard let landed = heads.withLock({ $0[workspace] }), landed.position == plan.startPosition, landed.hash == plan.startHash else {
                throw error
            }
            try await plan.write(conn, logger: logger, asynchronousCommit: !synchronous)
        }
    }

    struct Head: Sendable {
        var position: Int64
        var hash: [UInt8]
        var timeMicros: Int64
        var schemaPosition: Int64
    }

    /// Reads the workspace's head and holds it, with the workspace row, for the rest of the
    /// transaction (the schema, session and network paths, which commit synchronously): no writer
    /// of any process moves the head meanwhile (`geojournal_claim_head`).
    ///
    /// Three guards overlap on the head, each for its own case. The start key (taken here and by
    /// every batch write's `geojournal_claim_start`) makes writers that decided from the same head
    /// take turns. The head check at the end of `geojournal_write_batch` (with its wait on the
    /// end key of the start) is what an optimistic edit batch relies on, since it holds nothing
    /// while it decides, and it orders a batch after this process's overlapping earlier write.
    /// The row lock only matters to those who lock the workspace row without the start key: a
    /// projection rebuild (`SELECT … FOR UPDATE`, ``ProjectionRebuilder``) and the layer views'
    /// commit trigger (`geojournal_view_commit`), which wait for a whole schema, session or
    /// network transaction instead of meeting it at its final `UPDATE workspaces`.
    func lockHead(_ conn: PostgresConnection, workspace: String) async throws -> Head {
        try await claimHead(conn, workspace: workspace, rowLock: true)
    }

    /// Reads the workspace's head and claims it for the rest of the transaction (see
    /// `Schema/functions/geojournal_claim_head.sql`).
    func claimHead(_ conn: PostgresConnection, workspace: String, rowLock: Bool) async throws -> Head {
        let rows = try await conn.query("SELECT * FROM geojournal_claim_head(\(workspace), \(rowLock))", logger: logger)
        for try await (position, hash, time, schema) in rows.decode((Int64, String, Int64, Int64).self) {
            return Head(position: position, hash: Self.bytes(hex: hash) ?? [], timeMicros: time, schemaPosition: schema)
        }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }

    func readHead(_ conn: PostgresConnection, workspace: String) async throws -> Head {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT head_position, encode(head_hash, 'hex'), (extract(epoch FROM head_time) * 1000000)::bigint, schema_position
            FROM workspaces WHERE id = $1
            """, binds: try Self.binds(workspace)), logger: logger)
        for try await (position, hash, time, schema) in rows.decode((Int64, String, Int64, Int64).self) {
            return Head(position: position, hash: Self.bytes(hex: hash) ?? [], timeMicros: time, schemaPosition: schema)
        }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }

    /// The head the workspace's writer last wrote, or the one stored: when this process has heard
    /// of a later head (another process's NOTIFY), the one it wrote last is stale.
    func writerHead(_ conn: PostgresConnection, workspace: String) async throws -> Head {
        if let head = heads.withLock({ $0[workspace] }), (notifier.knownHead(workspace: workspace) ?? 0) <= head.position { return head }
        let head = try await readHead(conn, workspace: workspace)
        heads.withLock { if ($0[workspace]?.position ?? .min) < head.position { $0[workspace] = head } }
        return head
    }

    /// How far the writer's head is behind the latest head this process has heard of, by workspace
    /// (for `/metrics`; 0 when it is current or not cached).
    public var writerHeadLag: [String: Int64] {
        let cached = heads.withLock { $0 }
        var lag: [String: Int64] = [:]
        for (workspace, heard) in notifier.knownHeads {
            lag[workspace] = max(0, heard - (cached[workspace]?.position ?? heard))
        }
        return lag
    }

    /// Forgets the writer's head: the next batch reads it from the database.
    func forgetHead(_ workspace: String) {
        _ = heads.withLock { $0.removeValue(forKey: workspace) }
    }

    /// Whether an error means that another writer took the positions the batch was decided for,
    /// so the batch is to be decided again: the batch write's head check (GJ409, see
    /// ``BatchPlan/write``), a unique violation of rows another process wrote at the same
    /// positions (or with the same idempotency key) meanwhile, or a deadlock PostgreSQL broke
    /// between two such writers.
    static func isHeadMoved(_ error: any Error) -> Bool {
        var error: any Error = error
        if let tx = error as? PostgresTransactionError, let inner = tx.closureError { error = inner }
        switch (error as? PSQLError)?.serverInfo?[.sqlState] {
        case "GJ409", "23505", "40P01": return true
        default: return false
        }
    }

    /// The stream state of each id: live from the current-features projection, otherwise the
    /// last event (a deleted feature) or nothing.
    func loadStreams(_ conn: PostgresConnection, workspace: String, ids: [UUID]) async throws -> [UUID: StreamState] {
        guard !ids.isEmpty else { return [:] }
        var streams: [UUID: StreamState] = [:]
        let rows = try await conn.query("""
            SELECT id, layer, version, attributes::text, geometry::text, object_id FROM features
            WHERE workspace_id = \(workspace) AND id = ANY(\(ids)::uuid[])
            """, logger: logger)
        for try await (id, layer, version, attributes, geometry, objectId) in rows.decode((UUID, String, Int32, String, String, Int64).self) {
            streams[id] = .live(try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, geometry: geometry, objectId: objectId))
        }
        let missing = ids.filter { streams[$0] == nil }
        guard !missing.isEmpty else { return streams }
        // The workspace is compared with `(SELECT $1)`, whose value the planner does not see: the
        // statistics of events know only the workspaces they sampled, and took any other for one
        // without events, so the ids were checked as a filter over every event of the workspace
        // instead of probing the feature-version index per id (an import of features that carry
        // their ids then read all its workspace's events once per batch).
        // A delete written before events carried the OBJECTID (Schema/0019) has the rule's value:
        // the position of the feature's version 1.
        let past = try await conn.query("""
            SELECT DISTINCT ON (d.feature_id) d.feature_id, d.feature_version, d.layer, d.data::text,
                   coalesce((d.data->>'objectId')::int8,
                            (SELECT c.position FROM events c WHERE c.workspace_id = d.workspace_id AND c.feature_id = d.feature_id AND c.feature_version = 1))
            FROM events d
            WHERE d.workspace_id = (SELECT \(workspace)::text) AND d.feature_id = ANY(\(missing)::uuid[])
            ORDER BY d.feature_id, d.feature_version DESC
            """, logger: logger)
        for try await (id, version, layer, data, objectId) in past.decode((UUID, Int32, String, String, Int64?).self) {
            let json = try JSONValue.parse(data)
            let attributes = json.objectValue?["attributes"]?.objectValue ?? [:]
            let geometry = try Geometry.parse(json.objectValue?["geometry"] ?? .null).get()
            let last = FeatureState(id: id, layer: layer, version: Int(version) - 1, attributes: attributes, geometry: geometry, objectId: objectId)
            streams[id] = .deleted(layer: layer, lastVersion: Int(version), last: last)
        }
        return streams
    }

    static func bytes(hex: String) -> [UInt8]? {
        let chars = Array(hex.utf8)
        guard chars.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 2)
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 97...102: return c - 87
            case 65...70: return c - 55
            default: return nil
            }
        }
        var i = 0
        while i < chars.count {
            guard let h = nibble(chars[i]), let l = nibble(chars[i + 1]) else { return nil }
            out.append(h << 4 | l)
            i += 2
        }
        return out
    }
}

/// Reading stored feature rows back into domain values.
enum FeatureRow {
    static func state(id: UUID, layer: String, version: Int, attributes: String, geometry: String, objectId: Int64? = nil) throws -> FeatureState {
        let attrs = try JSONValue.parse(attributes).objectValue ?? [:]
        let geom: Geometry
        switch Geometry.parse(try JSONValue.parse(geometry)) {
        case .success(let g): geom = g
        case .failure: throw JournalError.internalFailure("stored geometry of \(id.lowercased) is unreadable")
        }
        return FeatureState(id: id, layer: layer, version: version, attributes: attrs, geometry: geom, objectId: objectId)
    }
}
