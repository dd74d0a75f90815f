import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The rows one group commit writes: operations, events with their positions and chained
/// hashes, and the changes to the current-features and feature-versions projections. Built in
/// memory under the workspace lock, written with one set-based statement per table.
struct BatchPlan {
    let workspace: String
    /// The head the batch starts from: the write fails unless the workspace is still there.
    let startPosition: Int64
    let schemaPosition: Int64
    private(set) var position: Int64
    private(set) var hash: [UInt8]
    let micros: Int64

    private var operations: [JSONValue] = []
    // events
    private var positions: [Int64] = []
    private var operationIds: [UUID] = []
    private var featureIds: [UUID] = []
    private var featureVersions: [Int32] = []
    private var eventLayers: [String] = []
    private var types: [String] = []
    private var datas: [String] = []
    private var hashes: [String] = []
    // feature versions
    private var versionIds: [UUID] = []
    private var versionNumbers: [Int32] = []
    private var versionLayers: [String] = []
    private var versionAttributes: [String] = []
    private var versionGeometries: [String] = []
    private var versionGeoms: [String] = []
    private var versionOperations: [UUID] = []
    private var versionFrom: [Int64] = []
    private var versionTo: [Int64] = []
    private var openVersion: [UUID: Int] = [:]
    private var closeIds: [UUID] = []
    private var closePositions: [Int64] = []
    // current features after the batch: index into the version rows, or nil when deleted
    private var finalState: [UUID: Int?] = [:]
    private var schemaChanged = false

    var isEmpty: Bool { operations.isEmpty }

    /// Stands for "no feature" (schema events) in the bound arrays, which cannot hold nulls.
    static let noFeature = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    init(workspace: String, head: Journal.Head) {
        self.workspace = workspace
        self.startPosition = head.position
        self.schemaPosition = head.schemaPosition
        self.position = head.position
        self.hash = head.hash
        // Time never runs backwards along positions, so "as of a time" is "as of a position".
        self.micros = max(JournalClock.nowMicros(), head.timeMicros)
    }

    /// Adds an accepted operation; returns its record with positions assigned.
    mutating func add(_ decision: EditDecision, sessionId: UUID?, message: String?, context: AppendContext, layers: [String: LayerDefinition], targetId: UUID? = nil) -> OperationRecord {
        let opId = UUID.timeOrdered()
        let first = position + 1
        for event in decision.events {
            position += 1
            let srid = layers[event.layer]?.srid ?? 0
            var stateAttributes = ""
            var stateGeometry = ""
            let dataJSON: String
            if event.type == .featureCreated, let state = event.resulting {
                stateAttributes = JSONValue.object(state.attributes).jsonString(sortedKeys: true)
                stateGeometry = state.geometry.geoJSON.jsonString(sortedKeys: true)
                if event.data.objectValue?.count == 2 {
                    // {"attributes", "geometry"}: reuse the state's text, already in canonical order.
                    dataJSON = "{\"attributes\":\(stateAttributes),\"geometry\":\(stateGeometry)}"
                } else {
                    dataJSON = event.data.jsonString(sortedKeys: true)
                }
            } else {
                dataJSON = event.data.jsonString(sortedKeys: true)
                if let state = event.resulting {
                    stateAttributes = JSONValue.object(state.attributes).jsonString(sortedKeys: true)
                    stateGeometry = state.geometry.geoJSON.jsonString(sortedKeys: true)
                }
            }
            let canonical = EventHash.canonical(
                workspace: workspace, position: position, operationId: opId, featureId: event.featureId,
                featureVersion: event.featureVersion, layer: event.layer, type: event.type.rawValue,
                recordedMicros: micros, dataJSON: dataJSON)
            hash = EventHash.chain(previous: hash, canonical: canonical)

            positions.append(position)
            operationIds.append(opId)
            featureIds.append(event.featureId ?? BatchPlan.noFeature)
            featureVersions.append(Int32(event.featureVersion ?? 0))
            eventLayers.append(event.layer)
            types.append(event.type.rawValue)
            datas.append(dataJSON)
            hashes.append(EventHash.hex(hash))

            guard let id = event.featureId else {
                if event.type == .layerDefined { schemaChanged = true }
                continue
            }
            // Close the version this event supersedes.
            if let open = openVersion[id] {
                versionTo[open] = position
                openVersion[id] = nil
            } else if event.type != .featureCreated {
                closeIds.append(id)
                closePositions.append(position)
            }
            if let state = event.resulting {
                let row = versionIds.count
                versionIds.append(id)
                versionNumbers.append(Int32(state.version))
                versionLayers.append(state.layer)
                versionAttributes.append(stateAttributes)
                versionGeometries.append(stateGeometry)
                versionGeoms.append(state.geometry.ewkbHex(srid: srid))
                versionOperations.append(opId)
                versionFrom.append(position)
                versionTo.append(0)
                openVersion[id] = row
                finalState[id] = .some(row)
            } else {
                finalState[id] = .some(nil)
            }
        }
        var op: [String: JSONValue] = [
            "id": .string(opId.lowercased),
            "kind": .string(context.kind.rawValue),
            "first_position": .integer(first),
            "last_position": .integer(position),
            "actor": .string(context.actor),
            "metadata": context.metadata,
            "recorded_micros": .integer(micros),
        ]
        if let s = sessionId { op["session_id"] = .string(s.lowercased) }
        if let t = targetId { op["target_id"] = .string(t.lowercased) }
        if let m = message { op["message"] = .string(m) }
        if let k = context.idempotencyKey { op["idempotency_key"] = .string(k) }
        if let h = context.requestHash { op["request_hash"] = .string(EventHash.hex(h)) }
        operations.append(.object(op))
        return OperationRecord(id: opId, kind: context.kind, firstPosition: first, lastPosition: position, actor: context.actor,
                               sessionId: sessionId, targetId: targetId, message: message, recordedMicros: micros, metadata: context.metadata)
    }

    /// Writes the whole batch with one statement (data-modifying CTEs): operations, events,
    /// closed and new feature versions, current features, and the moved head. One round trip and
    /// one plan however many operations ride along.
    ///
    /// The statement fails as a whole (SQLSTATE `GJ409`) unless the workspace head is still where
    /// the plan started. A synchronously committed write also moves the durable head and NOTIFYs
    /// the feed (delivered at commit, after the flush). An `asynchronousCommit` write commits
    /// without waiting for its WAL flush and leaves both to the ``DurabilityFlusher``; it needs
    /// no explicit transaction (the statement is one) and no lock (the head check is the guard).
    func write(_ conn: PostgresConnection, logger: Logger, asynchronousCommit: Bool = false) async throws {
        let operationsJSON = JSONValue.array(operations).jsonString()
        var liveRows: [Int] = []
        var deleted: [UUID] = []
        for (id, row) in finalState {
            if let row { liveRows.append(row) } else { deleted.append(id) }
        }
        var bindings = PostgresBindings(capacity: 35)
        bindings.append(workspace)
        bindings.append(micros)
        bindings.append(operationsJSON)
        try bindings.append(positions)
        try bindings.append(operationIds)
        try bindings.append(featureIds)
        try bindings.append(featureVersions)
        try bindings.append(eventLayers)
        try bindings.append(types)
        try bindings.append(datas)
        try bindings.append(hashes)
        try bindings.append(closeIds)
        try bindings.append(closePositions)
        try bindings.append(versionIds)
        try bindings.append(versionNumbers)
        try bindings.append(versionLayers)
        try bindings.append(versionAttributes)
        try bindings.append(versionGeometries)
        try bindings.append(versionGeoms)
        try bindings.append(versionOperations)
        try bindings.append(versionFrom)
        try bindings.append(versionTo)
        try bindings.append(liveRows.map { versionIds[$0] })
        try bindings.append(liveRows.map { versionLayers[$0] })
        try bindings.append(liveRows.map { versionNumbers[$0] })
        try bindings.append(liveRows.map { versionAttributes[$0] })
        try bindings.append(liveRows.map { versionGeometries[$0] })
        try bindings.append(liveRows.map { versionGeoms[$0] })
        try bindings.append(liveRows.map { versionFrom[$0] })
        try bindings.append(deleted)
        bindings.append(position)
        bindings.append(EventHash.hex(hash))
        bindings.append(schemaChanged)
        bindings.append(asynchronousCommit)
        bindings.append(BatchPlan.noFeature)
        bindings.append(startPosition)
        if versionIds.count < BatchPlan.preparedWriteLimit {
            for try await _ in try await conn.execute(WriteStatement(bindings: bindings), logger: logger) {}
        } else {
            // A large batch is planned for its own arrays. The prepared statement's generic plan,
            // made without them, may probe every closed version once per closed version (10,000
            // updates took over 10 s that way); planning costs nothing next to such a batch.
            for try await _ in try await conn.query(PostgresQuery(unsafeSQL: WriteStatement.sql, binds: bindings), logger: logger) {}
        }
    }

    /// Batches that write fewer feature versions than this use the prepared batch statement.
    static let preparedWriteLimit = 64
}

/// The batch write as a prepared statement: PostgreSQL parses and plans it once per connection
/// instead of once per batch (the arrays are single parameters, so its text never changes).
private struct WriteStatement: PostgresPreparedStatement {
    typealias Row = Void
    let bindings: PostgresBindings
    func makeBindings() throws -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws {}

    static let sql = """
        WITH at AS (SELECT timestamptz 'epoch' + $2::int8 * interval '1 microsecond' AS t),
        ops AS (
            INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, session_id, target_id,
                                    message, idempotency_key, request_hash, metadata, recorded_at)
            SELECT $1, r.id, r.kind, r.first_position, r.last_position, r.actor, r.session_id, r.target_id,
                   r.message, r.idempotency_key, decode(r.request_hash, 'hex'), coalesce(r.metadata, '{}'), (SELECT t FROM at)
            FROM jsonb_to_recordset($3::jsonb) AS r(id uuid, kind text, first_position bigint, last_position bigint,
                 actor text, session_id uuid, target_id uuid, message text, idempotency_key text, request_hash text,
                 metadata jsonb, recorded_micros bigint)),
        ev AS (
            INSERT INTO events (workspace_id, position, operation_id, feature_id, feature_version, layer, type, data, recorded_at, hash)
            SELECT $1, e.position, e.operation_id, nullif(e.feature_id, $35::uuid), nullif(e.feature_version, 0), e.layer, e.type,
                   e.data::jsonb, (SELECT t FROM at), decode(e.hash, 'hex')
            FROM unnest($4::int8[], $5::uuid[], $6::uuid[], $7::int4[], $8::text[], $9::text[], $10::text[], $11::text[])
                 AS e(position, operation_id, feature_id, feature_version, layer, type, data, hash)),
        closed AS (
            UPDATE feature_versions v SET valid_to = u.position, valid_to_time = (SELECT t FROM at)
            FROM unnest($12::uuid[], $13::int8[]) AS u(id, position)
            -- `id = ANY` lets the index find the named versions whatever the join order, and the
            -- cardinality test (a one-time filter) skips the scan when nothing is closed: a plan
            -- made while the table was tiny may otherwise walk every version of the workspace.
            WHERE cardinality($12::uuid[]) > 0 AND v.workspace_id = $1 AND v.id = ANY($12::uuid[])
              AND v.id = u.id AND v.valid_to IS NULL),
        versions AS (
            INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                          valid_from, valid_to, valid_from_time, valid_to_time)
            SELECT $1, v.id, v.version, v.layer, v.attributes::jsonb, v.geometry::jsonb, v.geom::geometry, v.operation_id,
                   v.valid_from, nullif(v.valid_to, 0), (SELECT t FROM at), CASE WHEN v.valid_to = 0 THEN NULL ELSE (SELECT t FROM at) END
            FROM unnest($14::uuid[], $15::int4[], $16::text[], $17::text[], $18::text[], $19::text[], $20::uuid[], $21::int8[], $22::int8[])
                 AS v(id, version, layer, attributes, geometry, geom, operation_id, valid_from, valid_to)),
        live AS (
            INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at)
            SELECT $1, f.id, f.layer, f.version, f.attributes::jsonb, f.geometry::jsonb, f.geom::geometry, f.position, (SELECT t FROM at)
            FROM unnest($23::uuid[], $24::text[], $25::int4[], $26::text[], $27::text[], $28::text[], $29::int8[])
                 AS f(id, layer, version, attributes, geometry, geom, position)
            ON CONFLICT (workspace_id, id) DO UPDATE SET
                layer = EXCLUDED.layer, version = EXCLUDED.version, attributes = EXCLUDED.attributes,
                geometry = EXCLUDED.geometry, geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at),
        gone AS (
            DELETE FROM features WHERE cardinality($30::uuid[]) > 0 AND workspace_id = $1 AND id = ANY($30::uuid[])),
        moved AS (
            UPDATE workspaces SET head_position = $31, head_hash = decode($32, 'hex'), head_time = (SELECT t FROM at),
                   schema_position = CASE WHEN $33 THEN $31 ELSE schema_position END
            WHERE id = $1 AND head_position = $36 RETURNING id),
        durable AS (
            UPDATE durable_heads SET position = greatest(position, $31)
            WHERE workspace_id = $1 AND NOT $34)
        SELECT geojournal_confirm_head($1, (SELECT count(*) FROM moved), $34, $31)
        """
}
