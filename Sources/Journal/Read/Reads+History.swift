import Foundation
import GeoJournalCore
import PostgresNIO

/// One version of a feature as the audit trail shows it.
public struct FeatureHistoryEntry: Sendable {
    public var version: Int
    public var position: Int64
    public var type: String
    public var layer: String
    public var operation: OperationRecord
    /// Attribute changes, field → (old, new); for a create every field from null, for a delete to null.
    public var changes: [String: (old: JSONValue, new: JSONValue)]
    public var geometryChanged: Bool
    /// The vertex-level edit that made this version; `.null` when there was none (the answer always names it).
    public var geometryEdit: JSONValue?
}

/// What changed between two moments.
public struct FeatureDiff: Sendable {
    public struct Change: Sendable {
        public var id: UUID
        /// GeoJSON text of the feature at `from` (nil: absent) and at `to` (nil: absent).
        public var old: String?
        public var new: String?
    }
    public var from: Int64
    public var to: Int64
    public var changes: [Change]
    public var next: String?
}

extension Reads {
    /// Every version of a feature with who, when, in which operation, and what changed: each
    /// event of the feature read with the state of the version it made (its row) and compared with
    /// the one before it here, so no payload is built in SQL and parsed again.
    public func history(workspace: String, featureId: UUID) async throws(JournalError) -> [FeatureHistoryEntry] {
        try await journal.database {
            // In a version's line, the feature's history in DEFAULT comes first: up to the version
            // the line went on from (its first event's version), or to the base for a feature the
            // line never touched.
            let line = VersionLine(key: workspace)
            let rows = try await readClient(workspace: workspace, moments: [.head]).execute(
                FeatureHistoryStatement(workspace: line?.workspace ?? workspace, featureId: featureId, line: line?.key ?? ""), logger: logger)
            var entries: [FeatureHistoryEntry] = []
            var before: (attributes: [String: JSONValue], geometry: ByteBuffer?)?
            for try await (version, position, type, layer, attributes, geometry, edit, opId, kind, first, last, actor, session, target, message, metadata, micros) in rows {
                guard let eventType = EventType(rawValue: type) else { continue }
                let after: (attributes: [String: JSONValue], geometry: ByteBuffer?)?
                switch eventType {
                case .featureCreated, .featureUpdated:
                    guard let attributes else {
                        throw JournalError.internalFailure("version \(version) of feature \(featureId.lowercased) (position \(position)) has no stored state")
                    }
                    after = (try JSONValue.parse(attributes).objectValue ?? [:], geometry)
                case .featureDeleted:
                    after = nil
                default:
                    continue
                }
                var changes: [String: (old: JSONValue, new: JSONValue)] = [:]
                for field in Set((before?.attributes.keys).map(Array.init) ?? []).union((after?.attributes.keys).map(Array.init) ?? []) {
                    let o = before?.attributes[field] ?? .null
                    let n = after?.attributes[field] ?? .null
                    if o != n { changes[field] = (o, n) }
                }
                let op = OperationRecord(id: opId, kind: OperationKind(rawValue: kind) ?? .edit, firstPosition: first, lastPosition: last, actor: actor,
                                         sessionId: session, targetId: target, message: message, recordedMicros: micros,
                                         metadata: (try? JSONValue.parse(metadata)) ?? .object([:]))
                entries.append(FeatureHistoryEntry(version: Int(version), position: position, type: type, layer: layer, operation: op, changes: changes,
                                                   geometryChanged: before?.geometry != after?.geometry,
                                                   geometryEdit: try edit.map { try JSONValue.parse($0) } ?? .null))
                before = after
            }
            return entries
        }
    }

    /// Operations, newest first, filtered and paged by position (`before` = cursor).
    public func operations(workspace: String, filter: OperationFilter, limit: Int, before: Int64?) async throws(JournalError) -> (operations: [OperationRecord], next: Int64?) {
        try await journal.database {
            try await readClient(workspace: workspace, moments: [before.map { .position($0) } ?? filter.to ?? .head]).withLiveConnection { [self] conn in
                guard let (head, _) = try await journal.position(of: .head, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                var fromPosition: Int64 = 0
                var toPosition = head
                if let from = filter.from { fromPosition = try await journal.position(of: from, workspace: workspace, conn: conn)?.position ?? 0 }
                if let to = filter.to { toPosition = try await journal.position(of: to, workspace: workspace, conn: conn)?.position ?? head }
                let upper = min(toPosition, (before ?? Int64.max) - 1)
                let fetch = Int64(limit + 1)
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT \(OperationColumns.select) FROM operations o
                    WHERE o.workspace_id = $1 AND o.last_position > $2 AND o.first_position <= $3
                      AND ($4 = '' OR o.actor = $4) AND ($5 = '' OR o.session_id::text = $5) AND ($6 = '' OR o.kind = $6)
                      AND ($7 = '' OR EXISTS (SELECT 1 FROM events e WHERE e.workspace_id = o.workspace_id
                                              AND e.position BETWEEN o.first_position AND o.last_position AND e.layer = $7))
                    ORDER BY o.first_position DESC LIMIT $8
                    """, binds: try Journal.binds(workspace, fromPosition, upper, filter.actor ?? "", filter.sessionId?.lowercased ?? "", filter.kind ?? "", filter.layer ?? "", fetch)),
                    logger: logger)
                var list: [OperationRecord] = []
                for try await row in rows { list.append(try OperationColumns.decode(row)) }
                var next: Int64?
                if list.count > limit {
                    list.removeLast()
                    next = list.last?.firstPosition
                }
                return (list, next)
            }
        }
    }

    /// Features added, modified and deleted between two moments (an augmented diff).
    public func diff(workspace: String, from: ReadMoment, to: ReadMoment, layer: String?, bbox: BoundingBox?, limit: Int, after: UUID?) async throws(JournalError) -> FeatureDiff {
        try await journal.database {
            try await readClient(workspace: workspace, moments: [from, to]).withLiveConnection { [self] conn in
                guard let (a, _) = try await journal.position(of: from, workspace: workspace, conn: conn),
                    let (b, _) = try await journal.position(of: to, workspace: workspace, conn: conn)
                else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
                let lo = min(a, b)
                let hi = max(a, b)
                var sql = BoundSQL()
                // The features an event touched between the two moments, each at both moments.
                let touched = try TouchedFeatures(workspace: workspace, from: lo, to: hi, layer: layer, afterId: after).with(&sql)
                var before = LayerState(workspace: workspace, layer: nil, position: a, current: false)
                before.layer = layer
                before.touchedOnly = true
                var later = before
                later.position = b
                var inBox = ""
                if let box = bbox {
                    let x0 = try sql.bind(box.minX), y0 = try sql.bind(box.minY), x1 = try sql.bind(box.maxX), y1 = try sql.bind(box.maxY)
                    inBox = """
                         AND (ST_Intersects(coalesce(fa.geom, fb.geom), ST_MakeEnvelope(\(x0), \(y0), \(x1), \(y1), ST_SRID(coalesce(fa.geom, fb.geom))))
                              OR ST_Intersects(coalesce(fb.geom, fa.geom), ST_MakeEnvelope(\(x0), \(y0), \(x1), \(y1), ST_SRID(coalesce(fb.geom, fa.geom)))))
                        """
                }
                sql.text = """
                    \(touched)
                    SELECT t.id, fa.version, fa.attributes::text, fa.geometry::text, fb.version, fb.attributes::text, fb.geometry::text
                    FROM \(TouchedFeatures.name) t
                    LEFT JOIN LATERAL \(try before.from(&sql, as: "fa")) ON true
                    LEFT JOIN LATERAL \(try later.from(&sql, as: "fb")) ON true
                    WHERE fa.version IS DISTINCT FROM fb.version\(inBox)
                    ORDER BY t.id LIMIT \(try sql.bind(Int64(limit + 1)))
                    """
                let rows = try await conn.query(sql.query, logger: logger)
                var changes: [FeatureDiff.Change] = []
                for try await (id, va, aa, ga, vb, ab, gb) in rows.decode((UUID, Int32?, String?, String?, Int32?, String?, String?).self) {
                    let old = va.map { GeoJSONText.feature(id: id, version: Int($0), attributes: aa ?? "{}", geometry: ga ?? "null") }
                    let new = vb.map { GeoJSONText.feature(id: id, version: Int($0), attributes: ab ?? "{}", geometry: gb ?? "null") }
                    changes.append(FeatureDiff.Change(id: id, old: old, new: new))
                }
                var next: String?
                if changes.count > limit {
                    changes.removeLast()
                    next = changes.last?.id.lowercased
                }
                return FeatureDiff(from: a, to: b, changes: changes, next: next)
            }
        }
    }
}

/// A feature's events, DEFAULT's and, in a version's line (`$3` its key, else empty), the line's
/// own, each with the state of the version it made, from the feature's versions in that line
/// (its closed versions by their (line, id) key, Schema/0083, and its current row: read once,
/// joined by number), and its operation (the one an event written before names, else the one
/// holding its position: `geojournal_operation_at`, Schema/0079). A prepared statement, so
/// PostgreSQL plans its inlined function once per connection instead of at every read (a custom
/// plan of it took longer to make than to run).
private struct FeatureHistoryStatement: PostgresPreparedStatement {
    typealias Row = (Int32, Int64, String, String, String?, ByteBuffer?, String?, UUID, String, Int64, Int64, String, UUID?, UUID?, String?, String, Int64)
    let workspace: String
    let featureId: UUID
    let line: String

    static let name = "geojournal_feature_history_states"
    static let sql = """
        SELECT e.feature_version, e.position, e.type::text, e.layer, e.attributes::text, ST_AsEWKB(e.geom), (e.data -> 'geometryEdit')::text,
               o.id, o.kind, o.first_position, o.last_position, o.actor, o.session_id, o.target_id, o.message, o.metadata::text,
               (extract(epoch FROM o.recorded_at) * 1000000)::bigint
        FROM (SELECT e.feature_version, e.position, e.type, e.layer, e.data, e.operation_id, e.workspace_id, s.attributes, s.geom FROM events e
              LEFT JOIN (SELECT v.version, v.attributes, v.geom FROM feature_versions v WHERE v.workspace_id = $1 AND v.id = $2
                         UNION ALL
                         SELECT f.version, f.attributes, f.geom FROM features f WHERE f.workspace_id = $1 AND f.id = $2) s
                     ON s.version = e.feature_version AND e.type <> 'featureDeleted'
              WHERE e.workspace_id = $1 AND e.feature_id = $2
                AND ($3 = '' OR CASE WHEN (SELECT min(l.feature_version) FROM events l WHERE l.workspace_id = $3 AND l.feature_id = $2) IS NULL
                                     THEN e.position <= geojournal_version_base($3, 9223372036854775807)
                                     ELSE e.feature_version < (SELECT min(l.feature_version) FROM events l WHERE l.workspace_id = $3 AND l.feature_id = $2) END)
              UNION ALL
              SELECT e.feature_version, e.position, e.type, e.layer, e.data, e.operation_id, e.workspace_id, s.attributes, s.geom FROM events e
              LEFT JOIN (SELECT v.version, v.attributes, v.geom FROM feature_versions v WHERE v.workspace_id = $3 AND v.id = $2
                         UNION ALL
                         SELECT f.version, f.attributes, f.geom FROM features f WHERE f.workspace_id = $3 AND f.id = $2) s
                     ON s.version = e.feature_version AND e.type <> 'featureDeleted'
              WHERE $3 <> '' AND e.workspace_id = $3 AND e.feature_id = $2) e
        JOIN operations o ON o.workspace_id = e.workspace_id
             AND o.id = coalesce(e.operation_id, (SELECT a.id FROM geojournal_operation_at(e.workspace_id, e.position) a))
        ORDER BY 1
        """

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings()
        bindings.append(workspace)
        bindings.append(featureId)
        bindings.append(line)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}
