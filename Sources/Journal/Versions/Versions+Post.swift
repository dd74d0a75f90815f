import Foundation
import GeoJournalCore
import NIOCore
import PostgresNIO

extension Versions {
    /// Writes the version's net changes since its base to DEFAULT as one operation (kind `post`),
    /// all or nothing, checked against DEFAULT (expected versions); `rows` (feature ids) posts some
    /// features only. Refused when DEFAULT moved since the version's last reconcile, or when
    /// another session than `editSession` is editing the version. The version's base then is the
    /// post's last position.
    ///
    /// DEFAULT's operation and the line's `versionRebased` event are written in one transaction
    /// that holds both rows' locks (in the global order of keys, as a view commit takes them): they
    /// land together or not at all, whatever stops the process between them. A retry with the
    /// same `Idempotency-Key` answers the post that landed and writes nothing; a retry without one
    /// finds nothing left to post.
    ///
    /// ```swift
    /// let outcome = try await journal.post(workspace: "demo", line: info.line, rows: nil, context: AppendContext(actor: "ana", idempotencyKey: "p-1"))
    /// outcome.operation?.kind   // .post, in DEFAULT; outcome.base == outcome.operation?.lastPosition
    /// ```
    public func post(workspace: String, line: String, rows: Set<UUID>?, context: AppendContext, sessionId: UUID? = nil,
                     editSession: UUID? = nil) async throws(JournalError) -> PostOutcome {
        try await checkVersionEditLock(line: line, session: editSession)
        let posted: PostOutcome = try await journal.database {
            // The differences are read first in a snapshot, holding nothing: DEFAULT's writers wait
            // for the post's writes only, unless a line moved meanwhile (then they are read again).
            let early = try await journal.withSnapshot { [self] conn in
                let (defaultHead, lineHead) = (try await journal.reads.headPosition(conn, workspace: workspace), try await journal.reads.headPosition(conn, workspace: line))
                let differences = try await versionDifferences(conn, workspace: workspace, line: line, against: .base, position: lineHead, current: true, layer: nil)
                return EarlyDifferences(defaultHead: defaultHead, lineHead: lineHead, differences: differences)
            }
            return try await client.withLiveTransaction(logger: logger) { [self] conn in
                try await commitPost(conn, workspace: workspace, line: line, rows: rows, context: context, sessionId: sessionId, editSession: editSession, early: early)
            }
        }
        guard let operation = posted.operation else { return posted }
        PositionWitness.observe(operation.lastPosition)
        guard !posted.replayed else { return posted }
        // Both lines moved: this process's writers decide their next batches from the new heads.
        journal.notifier.moved(workspace: workspace, head: operation.lastPosition)
        if let lineHead = posted.lineHead { journal.notifier.moved(workspace: line, head: lineHead) }
        await journal.landed(workspace: workspace, results: [.success(AppendOutcome(operation: operation, results: posted.results, warnings: [], replayed: false))])
        return posted
    }

    /// A version's differences read before the post's locks, and the heads they were read at.
    private struct EarlyDifferences: Sendable {
        var defaultHead: Int64
        var lineHead: Int64
        var differences: [VersionDifference]
    }

    /// The post's transaction: both heads locked, the differences as of those heads, DEFAULT's
    /// operation and the line's rebase written.
    private func commitPost(_ conn: PostgresConnection, workspace: String, line: String, rows: Set<UUID>?, context: AppendContext,
                            sessionId: UUID?, editSession: UUID?, early: EarlyDifferences) async throws -> PostOutcome {
        let heads = try await lockHeads(conn, [workspace, line])
        guard let head = heads[workspace], let lineHead = heads[line] else { throw JournalError.notFound("there is no version line \(line)") }
        // Again under the line's lock, which a session starting to edit takes too.
        try await checkVersionEditLock(conn, line: line, session: editSession)
        if let replay = try await postReplay(conn, workspace: workspace, line: line, context: context) { return replay }
        let base = try await journal.versions.base(conn, line: line)
        guard head.position == base else {
            throw JournalError.conflict("DEFAULT moved since the version was last reconciled (its base is position \(base), DEFAULT is at \(head.position)); reconcile, then post", [])
        }
        let differences = early.defaultHead == head.position && early.lineHead == lineHead.position ? early.differences
            : try await versionDifferences(conn, workspace: workspace, line: line, against: .base, position: lineHead.position, current: true, layer: nil)
        var edits: [String: LayerEdits] = [:]
        var outcome = PostOutcome(operation: nil, inserts: 0, updates: 0, deletes: 0, base: base)
        for d in differences where rows?.contains(d.id) ?? true {
            switch d.kind {
            case .insert:
                guard let after = d.after else { continue }
                edits[d.layer, default: LayerEdits(layer: d.layer)].adds.append(FeatureAdd(id: d.id, attributes: after.attributes, geometry: after.geometry, objectId: after.objectId))
                outcome.inserts += 1
            case .update:
                guard let before = d.before, let after = d.after else { continue }
                edits[d.layer, default: LayerEdits(layer: d.layer)].updates.append(Self.update(from: before, to: after))
                outcome.updates += 1
            case .delete:
                guard let before = d.before else { continue }
                edits[d.layer, default: LayerEdits(layer: d.layer)].deletes.append(FeatureDelete(id: d.id, expectedVersion: before.version))
                outcome.deletes += 1
            }
        }
        guard !edits.isEmpty else { return outcome }

        // DEFAULT's operation, with DEFAULT's versions as expected versions.
        var posting = context
        posting.kind = .post
        var metadata = context.metadata.objectValue ?? [:]
        metadata["version"] = .string(line)
        metadata["base"] = .integer(base)
        posting.metadata = .object(metadata)
        let request = EditRequest(sessionId: sessionId, message: "post of \(line)", edits: edits.keys.sorted().map { edits[$0]! })
        let operation = try await writeAlone(conn, workspace: workspace, head: head, request: request, context: posting)
        outcome.operation = operation.operation
        outcome.results = operation.results

        try await journal.faults.reach(.postBetweenLines)

        // The line's base moves to the post, in the same transaction.
        var rebase = context
        rebase.kind = .post
        if let editSession { rebase.metadata = Self.withEditSession(context.metadata, editSession) }
        rebase.idempotencyKey = nil
        rebase.requestHash = nil
        rebase.rebase = (operation.operation.lastPosition, ["from": .integer(base), "post": .string(operation.operation.id.lowercased)])
        let rebased = try await writeAlone(conn, workspace: line, head: lineHead, request: EditRequest(edits: []), context: rebase)
        outcome.base = operation.operation.lastPosition
        outcome.lineHead = rebased.operation.lastPosition
        return outcome
    }

    /// Decides one operation from a locked head and writes it, in the caller's transaction (no
    /// appender: the caller holds the head; ``Appender/decideAndWrite(_:workspace:from:conn:journal:rowTypes:decidedLeaving:)``
    /// takes its time and ids as an appender's). A refusal is thrown.
    private func writeAlone(_ conn: PostgresConnection, workspace: String, head: Journal.Head, request: EditRequest, context: AppendContext) async throws -> AppendOutcome {
        let layers = try await journal.workspaces.layers(workspace: workspace, schemaPosition: head.schemaPosition, conn: conn)
        switch EditPreparation.prepare(request, layers: layers.layers, limits: journal.limits) {
        case .failure(.invalid(let v)): throw JournalError.invalid(v)
        case .failure(.conflict(let c)): throw JournalError.conflict("version conflict", c)
        case .success(let prepared):
            let pending = PendingAppend(work: .edit(prepared, schemaPosition: layers.schemaPosition), context: context, featureCount: request.featureCount,
                                        reply: Once(), deadline: RequestDeadline.current)
            let written = try await Appender.decideAndWrite([pending], workspace: workspace, from: head, conn: conn, journal: journal,
                                                             rowTypes: journal.edits.rowTypeIds)
            return try written.results[0].get()
        }
    }

    /// The post a retry with the same `Idempotency-Key` (of the same actor) repeats, if it landed:
    /// its answer, nothing written again. A key used for another request is refused.
    private func postReplay(_ conn: PostgresConnection, workspace: String, line: String, context: AppendContext) async throws -> PostOutcome? {
        guard let key = context.idempotencyKey else { return nil }
        var found: (UUID, ByteBuffer?)?
        for try await row in try await conn.query("""
            SELECT id, request_hash FROM operations WHERE workspace_id = \(workspace) AND actor = \(context.actor) AND idempotency_key = \(key)
            """, logger: logger).decode((UUID, ByteBuffer?).self) { found = row }
        guard let (id, hash) = found else { return nil }
        if let hash, let mine = context.requestHash, Array(buffer: hash) != mine {
            throw JournalError.idempotencyMismatch("Idempotency-Key \"\(key)\" was used for a different request")
        }
        guard let first = try await journal.operationOutcome(conn, workspace: workspace, id: id), first.operation.kind == .post,
              first.operation.metadata.objectValue?["version"]?.stringValue == line else {
            throw JournalError.idempotencyMismatch("Idempotency-Key \"\(key)\" was used for a different request")
        }
        var outcome = PostOutcome(operation: first.operation, inserts: 0, updates: 0, deletes: 0, base: try await journal.versions.base(conn, line: line))
        for r in first.results {
            switch r.action {
            case .add: outcome.inserts += 1
            case .update: outcome.updates += 1
            case .delete: outcome.deletes += 1
            }
        }
        outcome.results = first.results
        outcome.replayed = true
        return outcome
    }

    /// Locks the rows of several workspaces (or lines) and reads their heads, in one global order:
    /// by key, bytewise, as a view commit locks the workspaces it staged rows for
    /// (geojournal_view_commit). Two transactions that each lock several rows this way never wait
    /// for each other in a circle.
    func lockHeads(_ conn: PostgresConnection, _ keys: [String]) async throws -> [String: Journal.Head] {
        var heads: [String: Journal.Head] = [:]
        for key in Set(keys).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            heads[key] = try await journal.lockHead(conn, workspace: key)
        }
        return heads
    }
}
