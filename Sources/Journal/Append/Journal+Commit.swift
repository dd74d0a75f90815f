import Foundation
import GeoJournalCore
import Logging
import NIOCore
import PostgresNIO

extension Journal: AppendJournal {
    /// Commits one append other than edits (a layer, a session step, a network or its
    /// associations), alone and under the workspace's row lock, and answers it: the appender
    /// hands it here from its queue.
    ///
    /// A transaction PostgreSQL broke as a deadlock's victim (or a serialization failure) wrote
    /// nothing and runs again, up to three times: a layer definition takes the row lock and then
    /// its partition's table lock (for the layer's index), and another process's overlapping
    /// batch (the follower of ``Appender``, which writes its new rows before it takes the
    /// row lock) holds the table lock it needs while it waits for the row: one of the two is
    /// broken, and whichever it is goes again (a batch by ``Appender/isHeadMoved(_:locked:)``).
    func commit(_ pending: PendingAppend, workspace: String) async {
        var result: Result<AppendOutcome, JournalError>
        var attempt = 1
        while true {
            do {
                switch pending.work {
                case .edit: preconditionFailure("edits are written by their appender")
                case .defineNetwork, .associate: return await networks.commitNetworkWork(pending, workspace: workspace)
                case .sessionStep(let request):
                    result = .success(try await sessions.commitSessionStep(request, workspace: workspace, context: pending.context))
                case .defineLayer(let definition, let force):
                    result = .success(try await workspaces.commitLayerDefinition(definition, force: force, workspace: workspace, context: pending.context))
                }
            } catch {
                if attempt < 3, Appender.isBrokenByTheDatabase(error) {
                    logger.debug("an append to \(workspace) was broken by the database (\(String(reflecting: error).prefix(500))); running it again")
                    attempt += 1
                    continue
                }
                result = .failure(JournalError.from(error))
            }
            break
        }
        if case .success(let outcome) = result {
            notifier.moved(workspace: workspace, head: outcome.operation.lastPosition)
            await landed(workspace: workspace, results: [result])
        }
        pending.reply.resume(result)
    }

    /// Appends committed (an edit batch, another append, a post): network graphs (and their edge
    /// tables) reflect them before anyone hears of them, and the layer extents they left inexact
    /// are made exact after (``Extents/follow(workspace:after:)``).
    func landed(workspace: String, results: [Result<AppendOutcome, JournalError>]) async {
        if await !networks.graphs.knownToHaveNoNetworks(workspace) {
            await networks.maintain(workspace: workspace, after: results)
        }
        extents.follow(workspace: workspace, after: results)
    }

    /// The layer definitions at `schemaPosition` (``Workspaces``' catalog), for a decision.
    func layers(workspace: String, schemaPosition: Int64, conn: PostgresConnection) async throws -> LayerSet {
        try await workspaces.layers(workspace: workspace, schemaPosition: schemaPosition, conn: conn)
    }

    /// Where a workspace's journal ends: the position, time and schema position the next batch
    /// starts from, and the last event's hash (nil for the head a write under way will leave).
    struct Head: Sendable {
        var position: Int64
        var hash: [UInt8]?
        var timeMicros: Int64
        var schemaPosition: Int64
    }

    /// Locks the workspace's row for the rest of the transaction and reads its head
    /// (`geojournal_lock_head`): every writer of the workspace, in every process, takes this lock
    /// before it moves the head, so no one moves it until this transaction ends, and no login
    /// other than the service's can take it.
    func lockHead(_ conn: PostgresConnection, workspace: String) async throws -> Head {
        let rows = try await conn.query("SELECT head_position, head_hash, head_micros, schema_position FROM geojournal_lock_head(\(workspace))", logger: logger)
        for try await (position, hash, time, schema) in rows.decode((Int64, ByteBuffer, Int64, Int64).self) {
            return Head(position: position, hash: Array(buffer: hash), timeMicros: time, schemaPosition: schema)
        }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }

    /// The stream state of each id: live from the current-features projection, otherwise the
    /// version its delete closed (a deleted feature) or nothing. In a version's line, a feature the
    /// line never touched has its state in DEFAULT at the version's base.
    func loadStreams(_ conn: PostgresConnection, workspace: String, ids: [UUID]) async throws -> [UUID: StreamState] {
        guard !ids.isEmpty else { return [:] }
        var streams: [UUID: StreamState] = [:]
        var state = LayerState(workspace: workspace, layer: nil, position: 0, current: true)
        state.ids = ids
        var sql = BoundSQL()
        let from = try state.from(&sql)
        sql.text = "SELECT f.id, f.layer, f.version, f.attributes::text, f.geom, f.object_id FROM \(from)"
        for try await (id, layer, version, attributes, geom, objectId) in try await conn.query(sql.query, logger: logger).decode((UUID, String, Int32, String, ByteBuffer, Int64).self) {
            streams[id] = .live(try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, ewkb: geom, objectId: objectId))
        }
        // A feature not in the state was deleted (in the line, or in a version's line by DEFAULT
        // before the version's base, untouched by the line since) or never was.
        var missing = ids.filter { streams[$0] == nil }
        guard !missing.isEmpty else { return streams }
        streams.merge(try await deleted(conn, workspace: workspace, ids: missing, upTo: nil)) { a, _ in a }
        guard let line = VersionLine(key: workspace) else { return streams }
        missing = missing.filter { streams[$0] == nil }
        guard !missing.isEmpty else { return streams }
        let base = try await versions.base(conn, line: line.key)
        streams.merge(try await deleted(conn, workspace: line.workspace, ids: missing, upTo: base)) { a, _ in a }
        return streams
    }

    /// The features of `ids` deleted in one line (up to a position): their last state. A delete
    /// closes the version it ends, so a feature the line does not have has its last closed version
    /// there as that state; a version's line that deleted a feature of DEFAULT it had not touched
    /// has no version of it, and the one the delete closed is its event's (at the position the line
    /// first touched the feature, `line_touched`, Schema/0084).
    private func deleted(_ conn: PostgresConnection, workspace: String, ids missing: [UUID], upTo position: Int64?) async throws -> [UUID: StreamState] {
        var streams: [UUID: StreamState] = [:]
        // The workspace is bound as a value the planner sees, so it plans the one partition of
        // `feature_versions` (compared with `(SELECT $1)`, it planned every workspace's: 143 ms a
        // call with 310 workspaces, against 0.2 ms).
        let closed = try await conn.query("""
            SELECT DISTINCT ON (v.id) v.id, v.layer, v.version, v.attributes::text, v.geom, v.object_id
            FROM feature_versions v
            WHERE v.workspace_id = \(workspace) AND v.id = ANY(\(missing)::uuid[]) AND v.valid_to <= \(position ?? Int64.max)
            ORDER BY v.id, v.version DESC
            """, logger: logger)
        for try await (id, layer, version, attributes, geom, objectId) in closed.decode((UUID, String, Int32, String, ByteBuffer, Int64).self) {
            let last = try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, ewkb: geom, objectId: objectId)
            streams[id] = .deleted(layer: layer, lastVersion: Int(version) + 1, last: last)
        }
        let untouched = missing.filter { streams[$0] == nil }
        guard !untouched.isEmpty, VersionLine(key: workspace) != nil else { return streams }
        let past = try await conn.query("""
            SELECT e.feature_id, e.feature_version, e.layer, p.payload::text, (p.payload->>'objectId')::int8
            FROM line_touched t JOIN events e ON e.workspace_id = t.line AND e.position = t.first_position
            CROSS JOIN LATERAL geojournal_event_payload(\(workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE t.line = \(workspace) AND t.feature_id = ANY(\(untouched)::uuid[]) AND t.first_position <= \(position ?? Int64.max)
              AND e.type = 'featureDeleted'
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
}

/// Reading stored feature rows back into domain values.
enum FeatureRow {
    /// A state from its attributes' text and its geometry as PostgreSQL sends a `geometry`
    /// column (EWKB): no text round trip, the doubles exactly as stored.
    static func state(id: UUID, layer: String, version: Int, attributes: String, ewkb: ByteBuffer, objectId: Int64? = nil) throws -> FeatureState {
        let attrs = try JSONValue.parse(attributes).objectValue ?? [:]
        guard let geom = ewkb.withUnsafeReadableBytes({ Geometry(wkb: $0) }) else {
            throw JournalError.internalFailure("stored geometry of \(id.lowercased) is unreadable")
        }
        return FeatureState(id: id, layer: layer, version: version, attributes: attrs, geometry: geom, objectId: objectId)
    }

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
