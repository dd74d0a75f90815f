import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The rows one group commit writes: operations, events with their positions and chained
/// hashes, and the changes to the current-features and feature-versions projections. Built in
/// memory under the workspace lock, written with one set-based statement per table.
struct BatchPlan {
    let workspace: String
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
        self.position = head.position
        self.hash = head.hash
        // Time never runs backwards along positions, so "as of a time" is "as of a position".
        self.micros = max(JournalClock.nowMicros(), head.timeMicros)
    }

    /// Adds an accepted operation; returns its record with positions assigned.
    mutating func add(_ decision: EditDecision, sessionId: UUID?, message: String?, context: AppendContext, layers: [String: LayerDefinition], targetId: UUID? = nil) -> OperationRecord {
        let opId = UUID()
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
    /// closed and new feature versions, current features, and the moved head with its NOTIFY
    /// (delivered at commit). One round trip and one plan however many operations ride along.
    func write(_ conn: PostgresConnection, logger: Logger) async throws {
        let ws = workspace
        let t = micros
        let operationsJSON = JSONValue.array(operations).jsonString()
        var liveRows: [Int] = []
        var deleted: [UUID] = []
        for (id, row) in finalState {
            if let row { liveRows.append(row) } else { deleted.append(id) }
        }
        let liveIds = liveRows.map { versionIds[$0] }
        let liveNumbers = liveRows.map { versionNumbers[$0] }
        let liveLayers = liveRows.map { versionLayers[$0] }
        let liveAttributes = liveRows.map { versionAttributes[$0] }
        let liveGeometries = liveRows.map { versionGeometries[$0] }
        let liveGeoms = liveRows.map { versionGeoms[$0] }
        let livePositions = liveRows.map { versionFrom[$0] }
        let hex = EventHash.hex(hash)
        let head = position
        let schemaChanged = self.schemaChanged
        try await conn.query("""
            WITH at AS (SELECT timestamptz 'epoch' + \(t)::int8 * interval '1 microsecond' AS t),
            ops AS (
                INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, session_id, target_id,
                                        message, idempotency_key, request_hash, metadata, recorded_at)
                SELECT \(ws), r.id, r.kind, r.first_position, r.last_position, r.actor, r.session_id, r.target_id,
                       r.message, r.idempotency_key, decode(r.request_hash, 'hex'), coalesce(r.metadata, '{}'), (SELECT t FROM at)
                FROM jsonb_to_recordset(\(operationsJSON)::jsonb) AS r(id uuid, kind text, first_position bigint, last_position bigint,
                     actor text, session_id uuid, target_id uuid, message text, idempotency_key text, request_hash text,
                     metadata jsonb, recorded_micros bigint)),
            ev AS (
                INSERT INTO events (workspace_id, position, operation_id, feature_id, feature_version, layer, type, data, recorded_at, hash)
                SELECT \(ws), e.position, e.operation_id, nullif(e.feature_id, \(BatchPlan.noFeature)), nullif(e.feature_version, 0), e.layer, e.type,
                       e.data::jsonb, (SELECT t FROM at), decode(e.hash, 'hex')
                FROM unnest(\(positions)::int8[], \(operationIds)::uuid[], \(featureIds)::uuid[], \(featureVersions)::int4[],
                            \(eventLayers)::text[], \(types)::text[], \(datas)::text[], \(hashes)::text[])
                     AS e(position, operation_id, feature_id, feature_version, layer, type, data, hash)),
            closed AS (
                UPDATE feature_versions v SET valid_to = u.position, valid_to_time = (SELECT t FROM at)
                FROM unnest(\(closeIds)::uuid[], \(closePositions)::int8[]) AS u(id, position)
                WHERE v.workspace_id = \(ws) AND v.id = u.id AND v.valid_to IS NULL),
            versions AS (
                INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                              valid_from, valid_to, valid_from_time, valid_to_time)
                SELECT \(ws), v.id, v.version, v.layer, v.attributes::jsonb, v.geometry::jsonb, v.geom::geometry, v.operation_id,
                       v.valid_from, nullif(v.valid_to, 0), (SELECT t FROM at), CASE WHEN v.valid_to = 0 THEN NULL ELSE (SELECT t FROM at) END
                FROM unnest(\(versionIds)::uuid[], \(versionNumbers)::int4[], \(versionLayers)::text[], \(versionAttributes)::text[],
                            \(versionGeometries)::text[], \(versionGeoms)::text[], \(versionOperations)::uuid[],
                            \(versionFrom)::int8[], \(versionTo)::int8[])
                     AS v(id, version, layer, attributes, geometry, geom, operation_id, valid_from, valid_to)),
            live AS (
                INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at)
                SELECT \(ws), f.id, f.layer, f.version, f.attributes::jsonb, f.geometry::jsonb, f.geom::geometry, f.position, (SELECT t FROM at)
                FROM unnest(\(liveIds)::uuid[], \(liveLayers)::text[], \(liveNumbers)::int4[], \(liveAttributes)::text[], \(liveGeometries)::text[],
                            \(liveGeoms)::text[], \(livePositions)::int8[]) AS f(id, layer, version, attributes, geometry, geom, position)
                ON CONFLICT (workspace_id, id) DO UPDATE SET
                    layer = EXCLUDED.layer, version = EXCLUDED.version, attributes = EXCLUDED.attributes,
                    geometry = EXCLUDED.geometry, geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at),
            gone AS (
                DELETE FROM features WHERE workspace_id = \(ws) AND id = ANY(\(deleted)::uuid[])),
            moved AS (
                UPDATE workspaces SET head_position = \(head), head_hash = decode(\(hex), 'hex'), head_time = (SELECT t FROM at),
                       schema_position = CASE WHEN \(schemaChanged) THEN \(head) ELSE schema_position END
                WHERE id = \(ws) RETURNING id, head_position)
            SELECT pg_notify('geojournal_events', id || ' ' || head_position) FROM moved
            """, logger: logger)
    }
}
