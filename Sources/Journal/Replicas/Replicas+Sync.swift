import Foundation
import GeoJournalCore
import PostgresNIO

/// One `synchronizeReplica` as the journal takes it: the generations the client has, its edits,
/// and whether it takes the server's changes.
public struct ReplicaSyncRequest: Sendable {
    public var replica: UUID
    /// The generation the client has of each layer it syncs (by layer name).
    public var generations: [String: Int64]
    /// Whether every layer of the replica is synced (its own generation moves; else each layer's).
    public var allLayers: Bool
    /// The uploaded edits; every add carries its GlobalID.
    public var edits: [LayerEdits]
    public var rollbackOnFailure: Bool
    /// Whether the replica takes the server's changes: its generations move to the line's head.
    public var download: Bool
    /// Reconcile the replica's version with DEFAULT after the upload (a replica of a version).
    public var reconcile: Bool
    /// SHA-256 of what decides the upload (the generations and the edits as sent): a retry of the
    /// same upload has the same.
    public var fingerprint: [UInt8]

    public init(replica: UUID, generations: [String: Int64], allLayers: Bool, edits: [LayerEdits], rollbackOnFailure: Bool, download: Bool,
                reconcile: Bool = false, fingerprint: [UInt8]) {
        self.replica = replica
        self.generations = generations
        self.allLayers = allLayers
        self.edits = edits
        self.rollbackOnFailure = rollbackOnFailure
        self.download = download
        self.reconcile = reconcile
        self.fingerprint = fingerprint
    }
}

/// The fates of one layer edit's features, in the order they were sent.
public struct ReplicaLayerFates: Sendable, Hashable {
    public var adds: [ReplicaEditFate] = []
    public var updates: [ReplicaEditFate] = []
    public var deletes: [ReplicaEditFate] = []
}

/// What a sync did (``Journal/synchronizeReplica(workspace:request:principal:context:)``).
public struct ReplicaSyncOutcome: Sendable {
    /// The replica after the sync.
    public var replica: ReplicaInfo
    /// Per layer edit of the request.
    public var fates: [ReplicaLayerFates]
    /// Where the download starts (the generations the client had) and where it ends; the same
    /// generations when the replica takes no changes.
    public var from: [String: Int64]
    public var to: Int64
    /// The journal operations the upload wrote (where the replica syncs, and in the version that keeps refused edits).
    public var operations: [UUID]
    /// True when this upload was answered before: nothing new was written.
    public var replayed: Bool
    public var reconciled: ReconcileOutcome?
}

extension Replicas {
    /// Synchronizes a replica: applies its upload, then moves its generations to the line's head
    /// when it takes the server's changes (the face reads them with
    /// ``replicaChanges(line:layers:from:to:replica:)``).
    ///
    /// Syncs of one replica take turns (a lease on its row). An upload is decided once
    /// (``ReplicaUploadPlan``) and the plan committed before anything is written; its operations
    /// carry idempotency keys made of the replica and the upload's fingerprint, so a retry (a lost
    /// answer, a crash between two writes) writes nothing twice and answers what the first attempt
    /// answered. An update or delete of a feature changed on the server since the replica's
    /// generation is refused; when the replica syncs with DEFAULT it is written to a version of
    /// the replica whose base is that generation, where reconcile shows the three states.
    /// With `rollbackOnFailure`, one refusal writes nothing. The sync is recorded in the replica's
    /// log (who, when, which generations, which operations).
    public func synchronizeReplica(workspace: String, request: ReplicaSyncRequest, principal: Principal,
                                   context: AppendContext) async throws(JournalError) -> ReplicaSyncOutcome {
        let lease = UUID()
        let replica = try await acquireReplica(workspace: workspace, id: request.replica, lease: lease)
        do {
            return try await synchronize(replica, request: request, principal: principal, context: context, lease: lease)
        } catch {
            await releaseReplica(replica.id, lease: lease)
            throw JournalError.from(error)
        }
    }

    private func synchronize(_ replica: ReplicaInfo, request: ReplicaSyncRequest, principal: Principal, context: AppendContext,
                             lease: UUID) async throws -> ReplicaSyncOutcome {
        let head = try await client.withLiveConnection { [self] conn in try await checkSync(replica, request, principal: principal, conn: conn) }
        var upload: UploadResult?
        if !request.edits.isEmpty {
            let stored = try await client.withLiveConnection { [self] conn in
                try await storedUpload(conn, replica: replica.id, fingerprint: request.fingerprint)
            }
            if let answer = stored?.answer, let replay = Self.replayed(answer, replica: replica, request: request) {
                await releaseReplica(replica.id, lease: lease)
                return replay
            }
            var plan: ReplicaUploadPlan
            if let existing = stored?.plan {
                plan = existing
            } else {
                plan = try await journal.withSnapshot { [self] conn in try await decideUpload(conn, replica: replica, request: request) }
                if request.rollbackOnFailure && plan.hasRefusals { plan.rollBack() }
                try await saveUploadPlan(replica: replica.id, request: request, plan: plan, insert: true)
            }
            upload = try await writeUpload(plan, replica: replica, request: request, principal: principal, context: context)
        }
        var reconciled: ReconcileOutcome?
        if request.reconcile, VersionLine(key: replica.line) != nil, !replica.readOnly {
            var reconcile = context
            reconcile.idempotencyKey = nil
            reconciled = try await journal.versions.reconcile(workspace: replica.workspace, line: replica.line, detection: .byObject, abortIfConflicts: false,
                                                  withPost: false, context: reconcile)
        }
        let downloads = request.download && !replica.readOnly
        let to = downloads ? try await client.withLiveConnection { [self] conn in try await journal.reads.headPosition(conn, workspace: replica.line) } : head
        var outcome = ReplicaSyncOutcome(replica: replica, fates: upload?.fates ?? request.edits.map { _ in ReplicaLayerFates() },
                                         from: request.generations, to: downloads ? to : replica.serverGen,
                                         operations: upload?.operations ?? [], replayed: false, reconciled: reconciled)
        let recorded = outcome
        let uploaded = upload
        outcome.replica = try await client.withLiveTransaction(logger: logger) { [self] conn in
            try await recordSync(conn, replica: replica, request: request, upload: uploaded, to: to, principal: principal, outcome: recorded, lease: lease)
        }
        return outcome
    }

    /// Takes the replica for one sync: syncs of one replica take turns, in every process, without
    /// holding a connection while they run (a lease on its row, given back when the sync is
    /// recorded, or after two minutes by a sync that died). Waits for another sync of it until the
    /// request's deadline.
    private func acquireReplica(workspace: String, id: UUID, lease: UUID) async throws(JournalError) -> ReplicaInfo {
        while true {
            let taken: [ReplicaInfo] = try await journal.database {
                try await client.withLiveConnection { [self] conn in
                    var got = false
                    for try await _ in try await conn.query("""
                        UPDATE replicas SET sync_lease = \(lease), sync_lease_until = now() + interval '2 minutes'
                        WHERE id = \(id) AND workspace_id = \(workspace) AND unregistered_at IS NULL
                          AND (sync_lease IS NULL OR sync_lease_until < now())
                        RETURNING id
                        """, logger: logger) { got = true }
                    guard got else { return [] }
                    return try await replicaRows(conn, condition: "r.id = $1::uuid AND r.workspace_id = $2", binds: try Journal.binds(id.uuidString, workspace))
                }
            }
            if let replica = taken.first { return replica }
            // Not taken: unknown (or unregistered), or another sync of it runs.
            _ = try await replica(workspace: workspace, id: id)
            if RequestDeadline.expired(RequestDeadline.current) {
                throw JournalError.unavailable("another sync of replica \(id.uuidString) is running; nothing was written, retry")
            }
            try? await Task.sleep(for: .milliseconds(50))
            if Task.isCancelled { throw JournalError.unavailable("the sync of replica \(id.uuidString) was cancelled before it started; nothing was written") }
        }
    }

    /// Gives the replica back after a sync that failed (best effort: the lease also runs out).
    private func releaseReplica(_ id: UUID, lease: UUID) async {
        do {
            try await client.query("UPDATE replicas SET sync_lease = NULL WHERE id = \(id) AND sync_lease = \(lease)", logger: logger)
        } catch {
            logger.warning("could not give back the sync lease of replica \(id.uuidString): \(error)")
        }
    }

    /// Who may sync, and whether the generations are ones the replica was given; the line's head.
    private func checkSync(_ replica: ReplicaInfo, _ request: ReplicaSyncRequest, principal: Principal, conn: PostgresConnection) async throws -> Int64 {
        guard replica.owner == principal.actor || principal.role == .admin else {
            throw JournalError.forbidden("replica \(replica.id.uuidString) is \(replica.owner)'s: only its owner or an admin may synchronize it")
        }
        if !request.edits.isEmpty {
            guard !replica.readOnly else {
                throw JournalError.invalid([Violation(path: "edits", code: "replica.readOnly",
                                                      message: "replica \(replica.id.uuidString) is a snapshot of position \(replica.serverGen) and is read-only: it cannot upload edits")], .malformed)
            }
            guard principal.role >= .editor else { throw JournalError.forbidden("uploading edits needs an editor's token") }
        }
        let head = try await journal.reads.headPosition(conn, workspace: replica.line)
        for (layer, gen) in request.generations.sorted(by: { $0.key < $1.key }) {
            if gen > head || gen < 0 {
                throw JournalError.invalid([Violation(path: "replicaServerGen", code: "replica.generation",
                                                      message: "generation \(gen) of layer \"\(layer)\" is not a position of the replica's line: its head is \(head)")], .malformed)
            }
            let given = replica.generation(of: layer)
            if gen > given {
                throw JournalError.invalid([Violation(path: "replicaServerGen", code: "replica.generation",
                                                      message: "generation \(gen) of layer \"\(layer)\" was never given to replica \(replica.id.uuidString) (its generation is \(given))")], .malformed)
            }
        }
        return head
    }

    /// Reads what deciding an upload needs, in the sync's transaction: each named feature at the
    /// replica's generation and now, and what the replica's own uploads made of them.
    private func decideUpload(_ conn: PostgresConnection, replica: ReplicaInfo, request: ReplicaSyncRequest) async throws -> ReplicaUploadPlan {
        var ids: [UUID] = []
        var byGeneration: [Int64: [UUID]] = [:]
        for layer in request.edits {
            let named = layer.adds.compactMap(\.id) + layer.updates.map(\.id) + layer.deletes.map(\.id)
            ids += named
            byGeneration[request.generations[layer.layer] ?? replica.generation(of: layer.layer), default: []] += named
        }
        var atGeneration: [UUID: FeatureState] = [:]
        for (gen, named) in byGeneration {
            atGeneration.merge(try await journal.reads.featureStates(conn, key: replica.line, position: gen, current: false, ids: named)) { a, _ in a }
        }
        let now = try await journal.loadStreams(conn, workspace: replica.line, ids: ids)
        var own: [UUID: ReplicaUploadPlan.OwnChange] = [:]
        let rows = try await conn.query("""
            SELECT feature_id, version, deleted, position FROM replica_features WHERE replica_id = \(replica.id) AND feature_id = ANY(\(ids)::uuid[])
            """, logger: logger)
        for try await (id, version, deleted, position) in rows.decode((UUID, Int32, Bool, Int64).self) {
            own[id] = .init(version: Int(version), deleted: deleted, position: position)
        }
        var generations = request.generations
        for layer in request.edits where generations[layer.layer] == nil { generations[layer.layer] = replica.generation(of: layer.layer) }
        return ReplicaUploadPlan.decide(edits: request.edits, generations: generations, atGeneration: atGeneration, now: now, own: own)
    }

    /// The plan and the answer kept for an upload of the replica, if it was made before.
    private func storedUpload(_ conn: PostgresConnection, replica: UUID, fingerprint: [UInt8]) async throws -> (plan: ReplicaUploadPlan?, answer: JSONValue?)? {
        let rows = try await conn.query("""
            SELECT plan::text, answer::text FROM replica_uploads WHERE replica_id = \(replica) AND fingerprint = \(ByteBuffer(bytes: fingerprint))
            """, logger: logger)
        for try await (plan, answer) in rows.decode((String, String?).self) {
            return (ReplicaUploadPlan(json: try JSONValue.parse(plan)), try answer.map { try JSONValue.parse($0) })
        }
        return nil
    }

    /// Keeps an upload's plan, committed at once and apart from the sync's transaction: a retry
    /// after a crash between the upload's writes follows it.
    func saveUploadPlan(replica: UUID, request: ReplicaSyncRequest, plan: ReplicaUploadPlan, insert: Bool) async throws {
        let text = plan.json.jsonString(sortedKeys: true)
        let fingerprint = ByteBuffer(bytes: request.fingerprint)
        let gen = request.generations.values.min() ?? 0
        if insert {
            try await client.query("""
                INSERT INTO replica_uploads (replica_id, fingerprint, server_gen, plan) VALUES (\(replica), \(fingerprint), \(gen), \(text)::jsonb)
                ON CONFLICT (replica_id, fingerprint) DO UPDATE SET plan = EXCLUDED.plan WHERE replica_uploads.answer IS NULL
                """, logger: logger)
        } else {
            try await client.query("UPDATE replica_uploads SET plan = \(text)::jsonb WHERE replica_id = \(replica) AND fingerprint = \(fingerprint)", logger: logger)
        }
    }

    /// Records the sync in its transaction: what the replica's own upload made of each feature,
    /// the answer to the upload, the replica's generations and last sync, and its log entry.
    private func recordSync(_ conn: PostgresConnection, replica: ReplicaInfo, request: ReplicaSyncRequest, upload: UploadResult?, to: Int64,
                            principal: Principal, outcome: ReplicaSyncOutcome, lease: UUID) async throws -> ReplicaInfo {
        if let upload {
            // One statement for the whole upload (the last write of a feature wins).
            var last: [UUID: Int] = [:]
            for (k, change) in upload.own.enumerated() { last[change.id] = k }
            let own = last.values.sorted().map { upload.own[$0] }
            if !own.isEmpty {
                try await conn.query("""
                    INSERT INTO replica_features (replica_id, feature_id, version, deleted, position)
                    SELECT \(replica.id), w.id, w.version, w.deleted, w.position
                    FROM unnest(\(own.map(\.id))::uuid[], \(own.map { Int32($0.version) })::int4[], \(own.map(\.deleted))::bool[], \(own.map(\.position))::int8[])
                         AS w(id, version, deleted, position)
                    ON CONFLICT (replica_id, feature_id) DO UPDATE SET version = EXCLUDED.version, deleted = EXCLUDED.deleted, position = EXCLUDED.position
                    """, logger: logger)
            }
            let answer = Self.answerJSON(outcome)
            try await conn.query("""
                UPDATE replica_uploads SET answer = \(answer.jsonString(sortedKeys: true))::jsonb
                WHERE replica_id = \(replica.id) AND fingerprint = \(ByteBuffer(bytes: request.fingerprint))
                """, logger: logger)
        }
        var gens = replica.layerGens
        var serverGen = replica.serverGen
        if request.download && !replica.readOnly {
            if request.allLayers {
                serverGen = to
                gens = [:]
            } else {
                for layer in request.generations.keys { gens[layer] = to }
            }
            // What the replica's own uploads made up to the generation it synced from is in its
            // copy; what this sync wrote is left out of this download (and the next sync forgets it).
            let synced = request.generations.values.min() ?? replica.serverGen
            try await conn.query("DELETE FROM replica_features WHERE replica_id = \(replica.id) AND position <= \(synced)", logger: logger)
        }
        let layerGens = JSONValue.object(gens.mapValues { .integer($0) }).jsonString(sortedKeys: true)
        var held = false
        for try await _ in try await conn.query("""
            UPDATE replicas SET server_gen = \(serverGen), layer_gens = \(layerGens)::jsonb, last_sync_at = now(), syncs = syncs + 1, sync_lease = NULL
            WHERE id = \(replica.id) AND sync_lease = \(lease) RETURNING id
            """, logger: logger) { held = true }
        guard held else {
            // Another sync took the replica after this one's lease ran out: its writes stand (a
            // retry of the same upload replays them), its record does not.
            throw JournalError.unavailable("the sync of replica \(replica.id.uuidString) outlasted its lease; retry it (what it wrote is not written again)")
        }
        var detail: [String: JSONValue] = [
            "download": .bool(request.download), "layers": .array(request.generations.keys.sorted().map(JSONValue.string)),
            "operations": .array(outcome.operations.map { .string($0.lowercased) }),
        ]
        if let upload {
            let all = upload.fates.flatMap { $0.adds + $0.updates + $0.deletes }
            detail["upload"] = .string(request.fingerprint.prefix(8).map { String(format: "%02x", $0) }.joined())
            detail["applied"] = .integer(Int64(all.filter(\.applied).count))
            detail["refused"] = .integer(Int64(all.filter { !$0.applied && $0.keptIn == nil }.count))
            detail["kept"] = .integer(Int64(all.filter { $0.keptIn != nil }.count))
            if let version = upload.keptVersion { detail["keptIn"] = .string(version) }
            if !upload.keptInLog.isEmpty { detail["keptEdits"] = .array(upload.keptInLog) }
        }
        if let reconciled = outcome.reconciled {
            detail["reconciled"] = .object(["base": .integer(reconciled.base), "conflicts": .integer(Int64(reconciled.conflicts.count))])
        }
        try await appendReplicaLog(conn, replica: replica.id, workspace: replica.workspace, kind: .synchronized, actor: principal.actor,
                                   from: request.generations.values.min() ?? replica.serverGen, to: outcome.to, detail: detail)
        guard let updated = try await replicaRows(conn, condition: "r.id = $1::uuid", binds: try Journal.binds(replica.id.uuidString)).first else {
            throw JournalError.internalFailure("replica \(replica.id.uuidString) vanished during its sync")
        }
        return updated
    }

    // MARK: - The stored answer

    static func answerJSON(_ outcome: ReplicaSyncOutcome) -> JSONValue {
        func fate(_ f: ReplicaEditFate) -> JSONValue {
            var o: [String: JSONValue] = ["applied": .bool(f.applied)]
            if let n = f.objectId { o["objectId"] = .integer(n) }
            if let r = f.refusal { o["refusal"] = .string(r.rawValue) }
            if let m = f.message { o["message"] = .string(m) }
            if let k = f.keptIn { o["keptIn"] = .string(k) }
            return .object(o)
        }
        return .object([
            "fates": .array(outcome.fates.map { .object(["adds": .array($0.adds.map(fate)), "updates": .array($0.updates.map(fate)), "deletes": .array($0.deletes.map(fate))]) }),
            "from": .object(outcome.from.mapValues { .integer($0) }),
            "to": .integer(outcome.to),
            "operations": .array(outcome.operations.map { .string($0.lowercased) }),
        ])
    }

    /// The outcome of an upload answered before, from its stored answer (nil when it cannot be read).
    static func replayed(_ answer: JSONValue, replica: ReplicaInfo, request: ReplicaSyncRequest) -> ReplicaSyncOutcome? {
        func fate(_ v: JSONValue) -> ReplicaEditFate {
            ReplicaEditFate(applied: v["applied"].boolValue ?? false, objectId: v["objectId"].intValue,
                            refusal: v["refusal"].stringValue.flatMap(ReplicaRefusal.init(rawValue:)), message: v["message"].stringValue, keptIn: v["keptIn"].stringValue)
        }
        guard let fates = answer["fates"].arrayValue, let to = answer["to"].intValue, fates.count == request.edits.count else { return nil }
        var from: [String: Int64] = [:]
        for (layer, gen) in answer["from"].objectValue ?? [:] { if let g = gen.intValue { from[layer] = g } }
        return ReplicaSyncOutcome(
            replica: replica,
            fates: fates.map { ReplicaLayerFates(adds: ($0["adds"].arrayValue ?? []).map(fate), updates: ($0["updates"].arrayValue ?? []).map(fate),
                                                 deletes: ($0["deletes"].arrayValue ?? []).map(fate)) },
            from: from, to: to, operations: (answer["operations"].arrayValue ?? []).compactMap { $0.stringValue.flatMap(UUID.init(uuidString:)) },
            replayed: true, reconciled: nil)
    }
}
