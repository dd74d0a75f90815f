import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The replicas of the journal's lines (ArcGIS sync and QGIS offline editing): registering and
/// unregistering them, their data as of a generation, their changes since one, and uploads
/// (`synchronizeReplica`), each kept in the replica's log. A replica's edits are written through
/// the one write path in its line; this room holds what only replicas do. Reached as
/// ``Journal/replicas``; the streaming standbys that serve reads are ``ReadReplicas``
/// (``Reads/readReplicas``), another thing.
///
/// ```swift
/// let crew = try await journal.replicas.registerReplica(workspace: "naperville", line: "naperville", name: "crew-1",
///                                                       definition: .object([:]), moment: nil, principal: ana)
/// let registered = try await journal.replicas.list(workspace: "naperville")
/// ```
public struct Replicas: JournalRoom {
    /// The journal whose lines the replicas copy: its pool, its writers and its reads.
    let journal: Journal
}

extension Journal {
    /// The replicas of the workspaces' lines (``Replicas``).
    public var replicas: Replicas { Replicas(journal: self) }
}

extension Replicas {
    /// Registers a replica of `line` (the workspace itself for DEFAULT, or a version's line) at
    /// its head, or at a past moment (`moment`: a read-only replica whose generation never moves).
    /// Nothing is copied: its data is the line read as of its generation when it is downloaded.
    /// The registration is the first entry of its log.
    public func registerReplica(workspace: String, line: String, name: String, definition: JSONValue, moment: ReadMoment?,
                                principal: Principal) async throws(JournalError) -> ReplicaInfo {
        guard principal.role >= .editor || moment != nil else { throw JournalError.forbidden("a replica that syncs needs an editor's token; a viewer may take one of a past moment") }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 255 else {
            throw JournalError.invalid([Violation(path: "replicaName", code: "replica.name", message: "a replica needs a name of 1 to 255 characters")])
        }
        let id = UUID()
        try await journal.database {
            try await client.withLiveTransaction(logger: logger) { [self] conn in
                guard let (position, _) = try await journal.position(of: moment ?? .head, workspace: line, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let text = definition.jsonString(sortedKeys: true)
                try await conn.query("""
                    INSERT INTO replicas (id, workspace_id, line, name, owner, definition, read_only, created_gen, server_gen)
                    VALUES (\(id), \(workspace), \(line), \(trimmed), \(principal.actor), \(text)::jsonb, \(moment != nil), \(position), \(position))
                    """, logger: logger)
                try await appendReplicaLog(conn, replica: id, workspace: workspace, kind: .created, actor: principal.actor, from: nil, to: position,
                                           detail: ["name": .string(trimmed), "line": .string(line), "readOnly": .bool(moment != nil)])
            }
        }
        return try await replica(workspace: workspace, id: id)
    }

    /// The replicas of a workspace that are registered (not unregistered), oldest first.
    public func list(workspace: String) async throws(JournalError) -> [ReplicaInfo] {
        try await journal.database {
            try await client.withLiveConnection { [self] conn in
                try await replicaRows(conn, condition: "r.workspace_id = $1 AND r.unregistered_at IS NULL", binds: try Journal.binds(workspace))
            }
        }
    }

    /// A registered replica of the workspace; a 404 when there is none with that id (or it was unregistered).
    public func replica(workspace: String, id: UUID) async throws(JournalError) -> ReplicaInfo {
        let found: [ReplicaInfo] = try await journal.database {
            try await client.withLiveConnection { [self] conn in
                try await replicaRows(conn, condition: "r.id = $1::uuid AND r.workspace_id = $2 AND r.unregistered_at IS NULL",
                                      binds: try Journal.binds(id.uuidString, workspace))
            }
        }
        guard let replica = found.first else { throw JournalError.notFound("workspace \"\(workspace)\" has no replica \(id.uuidString)") }
        return replica
    }

    /// Unregisters one replica (its owner or an admin), or every replica of the workspace (`id`
    /// nil: an admin). Its log and the operations of its uploads stay; so do the versions that
    /// keep its refused uploads. Returns the ids unregistered.
    public func unregisterReplica(workspace: String, id: UUID?, principal: Principal) async throws(JournalError) -> [UUID] {
        if id == nil, principal.role != .admin { throw JournalError.forbidden("unregistering every replica of a workspace needs an admin's token") }
        if let id {
            let replica = try await replica(workspace: workspace, id: id)
            guard replica.owner == principal.actor || principal.role == .admin else {
                throw JournalError.forbidden("only \(replica.owner) or an admin may unregister replica \(id.uuidString)")
            }
        }
        return try await journal.database {
            try await client.withLiveTransaction(logger: logger) { [self] conn in
                let rows = try await conn.query("""
                    UPDATE replicas SET unregistered_at = now(), unregistered_by = \(principal.actor)
                    WHERE workspace_id = \(workspace) AND (\(id)::uuid IS NULL OR id = \(id)) AND unregistered_at IS NULL RETURNING id, server_gen
                    """, logger: logger)
                var gone: [(UUID, Int64)] = []
                for try await row in rows.decode((UUID, Int64).self) { gone.append(row) }
                for (replica, gen) in gone {
                    try await appendReplicaLog(conn, replica: replica, workspace: workspace, kind: .unregistered, actor: principal.actor, from: gen, to: nil, detail: [:])
                    try await conn.query("DELETE FROM replica_features WHERE replica_id = \(replica)", logger: logger)
                }
                return gone.map(\.0)
            }
        }
    }

    /// A replica's history, oldest first: its registration, each sync, its unregistering.
    public func replicaLog(workspace: String, id: UUID) async throws(JournalError) -> [ReplicaLogEntry] {
        try await journal.database {
            var out: [ReplicaLogEntry] = []
            let rows = try await client.query("""
                SELECT kind, actor, (extract(epoch FROM recorded_at) * 1000000)::int8, from_gen, to_gen, detail::text
                FROM replica_log WHERE replica_id = \(id) AND workspace_id = \(workspace) ORDER BY id
                """, logger: logger)
            for try await (kind, actor, micros, from, to, detail) in rows.decode((String, String, Int64, Int64?, Int64?, String).self) {
                out.append(ReplicaLogEntry(kind: ReplicaLogEntry.Kind(rawValue: kind) ?? .synchronized, actor: actor, recordedMicros: micros,
                                           fromGen: from, toGen: to, detail: try JSONValue.parse(detail)))
            }
            guard !out.isEmpty else { throw JournalError.notFound("workspace \"\(workspace)\" has no replica \(id.uuidString)") }
            return out
        }
    }

    /// Replicas registered and unused (neither made nor synchronized) for longer than
    /// `unusedFor`, per workspace (for `/metrics`): abandoned ones, to be unregistered.
    public func unusedReplicas(unusedFor: Duration) async throws(JournalError) -> [String: Int] {
        let seconds = Double(unusedFor.components.seconds) + Double(unusedFor.components.attoseconds) / 1e18
        return try await journal.database {
            var out: [String: Int] = [:]
            let rows = try await client.query("""
                SELECT workspace_id, count(*) FROM replicas
                WHERE unregistered_at IS NULL AND coalesce(last_sync_at, created_at) < now() - \(seconds) * interval '1 second'
                GROUP BY workspace_id
                """, logger: logger)
            for try await (ws, n) in rows.decode((String, Int64).self) { out[ws] = Int(n) }
            return out
        }
    }

    /// Prometheus text: registered replicas per workspace, and those unused for longer than `unusedFor`.
    public func replicaGauges(unusedFor: Duration) async -> String {
        var out = "# HELP geojournal_replicas Registered offline replicas per workspace.\n# TYPE geojournal_replicas gauge\n"
        var unusedOut = "# HELP geojournal_replicas_unused Registered replicas neither made nor synchronized within the configured time (abandoned: unregister them).\n"
        unusedOut += "# TYPE geojournal_replicas_unused gauge\n"
        do {
            let counts: [String: Int] = try await journal.database {
                var out: [String: Int] = [:]
                for try await (ws, n) in try await client.query("SELECT workspace_id, count(*) FROM replicas WHERE unregistered_at IS NULL GROUP BY workspace_id",
                                                                logger: logger).decode((String, Int64).self) { out[ws] = Int(n) }
                return out
            }
            let unused = try await unusedReplicas(unusedFor: unusedFor)
            for (ws, n) in counts.sorted(by: { $0.key < $1.key }) {
                out += "geojournal_replicas{workspace=\"\(ws)\"} \(n)\n"
                unusedOut += "geojournal_replicas_unused{workspace=\"\(ws)\"} \(unused[ws] ?? 0)\n"
            }
        } catch {
            logger.warning("replica gauges: \(error)")
        }
        return out + unusedOut
    }

    // MARK: - Pieces

    func appendReplicaLog(_ conn: PostgresConnection, replica: UUID, workspace: String, kind: ReplicaLogEntry.Kind, actor: String,
                          from: Int64?, to: Int64?, detail: [String: JSONValue]) async throws {
        try await conn.query("""
            INSERT INTO replica_log (replica_id, workspace_id, kind, actor, from_gen, to_gen, detail)
            VALUES (\(replica), \(workspace), \(kind.rawValue), \(actor), \(from), \(to), \(JSONValue.object(detail).jsonString(sortedKeys: true))::jsonb)
            """, logger: logger)
    }

    /// Replica rows with the versions that keep their refused uploads.
    func replicaRows(_ conn: PostgresConnection, condition: String, binds: PostgresBindings) async throws -> [ReplicaInfo] {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT r.id, r.workspace_id, r.line, r.name, r.owner, r.definition::text, r.read_only, r.created_gen, r.server_gen, r.layer_gens::text,
                   (extract(epoch FROM r.created_at) * 1000000)::int8, (extract(epoch FROM r.last_sync_at) * 1000000)::int8, r.syncs,
                   (extract(epoch FROM r.unregistered_at) * 1000000)::int8,
                   (SELECT coalesce(json_agg(json_build_object('line', k.line, 'base', k.base, 'name', v.name) ORDER BY k.created_at), '[]')::text
                    FROM replica_versions k LEFT JOIN versions v ON v.line = k.line AND v.deleted_at IS NULL WHERE k.replica_id = r.id)
            FROM replicas r WHERE \(condition)
            ORDER BY r.created_at, r.id
            """, binds: binds), logger: logger)
        var out: [ReplicaInfo] = []
        for try await (id, ws, line, name, owner, definition, readOnly, createdGen, serverGen, layerGens, created, lastSync, syncs, unregistered, kept)
            in rows.decode((UUID, String, String, String, String, String, Bool, Int64, Int64, String, Int64, Int64?, Int64, Int64?, String).self) {
            var gens: [String: Int64] = [:]
            for (layer, gen) in try JSONValue.parse(layerGens).objectValue ?? [:] { if let g = gen.intValue { gens[layer] = g } }
            let versions = (try JSONValue.parse(kept).arrayValue ?? []).compactMap { v -> ReplicaVersion? in
                guard let line = v["line"].stringValue, let base = v["base"].intValue else { return nil }
                return ReplicaVersion(line: line, name: v["name"].stringValue, base: base)
            }
            out.append(ReplicaInfo(id: id, workspace: ws, line: line, name: name, owner: owner, definition: try JSONValue.parse(definition),
                                   readOnly: readOnly, createdGen: createdGen, serverGen: serverGen, layerGens: gens, createdMicros: created,
                                   lastSyncMicros: lastSync, syncs: syncs, keptIn: versions, unregisteredMicros: unregistered))
        }
        return out
    }
}
