import Foundation
import GeoJournalCore
import PostgresNIO

extension Reads {
    /// Runs a ``FeatureQuery`` in one snapshot: the current features, or the versions valid at a
    /// past moment (closed ones from `feature_versions`, open ones from the current features).
    public func queryFeatures(workspace: String, _ query: FeatureQuery) async throws(JournalError) -> FeatureQueryResult {
        guard let definition = try await journal.workspaces.layerSet(workspace: workspace).layers[query.layer] else {
            throw JournalError.notFound("there is no layer \"\(query.layer)\" in workspace \"\(workspace)\"")
        }
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [query.moment]) { [self] conn in
                guard let (position, head) = try await journal.position(of: query.moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                var result = try await run(query, definition: definition, workspace: workspace, position: position, current: position == head, conn: conn)
                result.head = head
                return result
            }
        }
    }

    /// The features of a layer with the given OBJECTIDs now (or at a past position): OBJECTID →
    /// feature id (absent ids are left out).
    public func featureIds(workspace: String, layer: String, objectIds: [Int64], at position: Int64? = nil) async throws(JournalError) -> [Int64: UUID] {
        guard !objectIds.isEmpty else { return [:] }
        return try await journal.database {
            var state = LayerState(workspace: workspace, layer: nil, position: position ?? 0, current: position == nil)
            state.layer = layer
            state.objectIds = objectIds
            var sql = BoundSQL()
            sql.text = "SELECT f.object_id, f.id FROM \(try state.from(&sql))"
            var out: [Int64: UUID] = [:]
            for try await (objectId, id) in try await client.query(sql.query, logger: logger).decode((Int64, UUID).self) { out[objectId] = id }
            return out
        }
    }

    /// The OBJECTIDs of features: feature id → OBJECTID, of the features there are now, or (`at` a
    /// past position) of any version; absent ids are left out. A feature's OBJECTID never changes
    /// (it is the position of its created event), so the ones read are kept (``LayerCatalog/objectIds``) and
    /// only the others are read from PostgreSQL.
    public func objectIds(workspace: String, ids: [UUID], at position: Int64? = nil,
                          scanAbove: Int = objectIdScanThreshold) async throws(JournalError) -> [UUID: Int64] {
        guard !ids.isEmpty else { return [:] }
        let (known, missing) = journal.workspaces.catalog.objectIds(of: ids, workspace: workspace)
        var out = known
        guard !missing.isEmpty else { return out }
        // Read in a background task: a reader whose request times out stops waiting, but what is
        // read is kept for the next one. Many missing ids at the head (a trace of a large network
        // on its first request): every feature of the workspace, one scan instead of a probe each.
        let wholeWorkspace = position == nil && missing.count > scanAbove
        let wanted = missing
        let read = try await journal.background.start("OBJECTIDs of workspace \(workspace)") { [self] () -> Result<[UUID: Int64], JournalError> in
            do {
                let read: [UUID: Int64] = try await journal.database {
                    var read: [UUID: Int64] = [:]
                    // A feature's OBJECTID never changes: in a version's line, the features it did
                    // not change have their workspace's.
                    let lines = Array(Set([workspace, VersionLine.workspace(of: workspace)]))
                    let rows = wholeWorkspace
                        ? try await client.query("SELECT id, object_id FROM features WHERE workspace_id = ANY(\(lines)::text[])", logger: logger)
                        : position == nil
                        ? try await client.query("SELECT id, object_id FROM features WHERE workspace_id = ANY(\(lines)::text[]) AND id = ANY(\(wanted)::uuid[])", logger: logger)
                        : try await client.query("""
                            SELECT DISTINCT ON (id) id, object_id FROM all_feature_versions WHERE workspace_id = ANY(\(lines)::text[]) AND id = ANY(\(wanted)::uuid[])
                            """, logger: logger)
                    for try await (id, objectId) in rows.decode((UUID, Int64).self) { read[id] = objectId }
                    return read
                }
                journal.workspaces.catalog.keep(objectIds: read, workspace: workspace)
                return .success(read)
            } catch {
                return .failure(JournalError.from(error))
            }
        }.value.get()
        for id in missing { if let n = read[id] { out[id] = n } }
        return out
    }

    /// More missing OBJECTIDs than this at the head: read the whole workspace's.
    public static let objectIdScanThreshold = 20_000

    /// When the operation that wrote `position` was recorded (microseconds since 1970); nil before the first.
    public func recordedMicros(workspace: String, position: Int64) async throws(JournalError) -> Int64? {
        try await journal.database {
            try await client.withConnection { conn in
                try await OperationSpans.covering([position], workspace: workspace, conn: conn, logger: logger).operation(at: position)?.micros
            }
        }
    }

    /// The layers of a workspace in the order they were first defined (the GeoServices layer ids).
    /// Kept per schema position: it changes only when a layer is defined.
    public func layerOrder(workspace key: String) async throws(JournalError) -> [String] {
        let workspace = VersionLine.workspace(of: key)
        let schemaPosition = try await journal.workspaces.layerSet(workspace: workspace).schemaPosition
        if let kept = journal.workspaces.catalog.order(workspace: workspace, schemaPosition: schemaPosition) { return kept }
        let names: [String] = try await journal.database {
            var out: [String] = []
            let rows = try await client.query("""
                SELECT name FROM layer_versions WHERE workspace_id = \(workspace) AND version = 1 AND valid_from <= \(schemaPosition)
                ORDER BY valid_from, name
                """, logger: logger)
            for try await name in rows.decode(String.self) { out.append(name) }
            return out
        }
        journal.workspaces.catalog.keep(order: names, workspace: workspace, schemaPosition: schemaPosition)
        return names
    }

    private func run(_ query: FeatureQuery, definition: LayerDefinition, workspace: String, position: Int64, current: Bool,
                     conn: PostgresConnection) async throws -> FeatureQueryResult {
        var state = LayerState(workspace: workspace, layer: definition, position: position, current: current)
        if VersionLine(key: workspace) != nil { state.lineMoment = try await lineMoment(conn, line: workspace, at: position) }
        state.filter = query.filter
        state.objectIds = query.objectIds
        state.boxes = try await prepareBoxes(conn, query.filter, layer: definition)
        func column(_ field: FilterField) -> String { LayerState.column(field) }
        var sql = BoundSQL()
        var result = FeatureQueryResult(position: position)
        switch query.answer {
        case .count:
            sql.text = "SELECT count(*) FROM \(try state.from(&sql))"
            for try await n in try await conn.query(sql.query, logger: logger).decode(Int64.self) { result.count = Int(n) }
        case .objectIds:
            sql.text = "SELECT f.object_id FROM \(try state.from(&sql)) ORDER BY f.object_id"
            for try await id in try await conn.query(sql.query, logger: logger).decode(Int64.self) { result.objectIds.append(id) }
        case .extent:
            let geom = query.output.geometry(layerSRID: definition.srid, alias: "f")
            sql.text = """
                SELECT n, ST_XMin(e), ST_YMin(e), ST_XMax(e), ST_YMax(e)
                FROM (SELECT count(*) AS n, ST_Extent(\(geom)) AS e FROM \(try state.from(&sql))) t
                """
            for try await (n, a, b, c, d) in try await conn.query(sql.query, logger: logger).decode((Int64, Double?, Double?, Double?, Double?).self) {
                result.count = Int(n)
                if let a, let b, let c, let d { result.extent = BoundingBox(minX: a, minY: b, maxX: c, maxY: d) }
            }
        case .statistics:
            // Each group as one JSON object, built by PostgreSQL (names are bound, values typed by their SQL).
            let from = try state.from(&sql)
            var members: [String] = []
            for g in query.groupBy { members.append("\(try sql.bind(g.name))::text, \(column(g.field))") }
            for stat in query.statistics {
                let value: String
                let c = column(stat.field)
                switch stat.function {
                case .count: value = "count(\(c))"
                case .stddev: value = "stddev_samp((\(c))::float8)"
                case .variance: value = "var_samp((\(c))::float8)"
                case .avg: value = "avg(\(c))::float8"
                case .sum: value = "sum(\(c))"
                case .min: value = "min(\(c))"
                case .max: value = "max(\(c))"
                }
                members.append("\(try sql.bind(stat.name))::text, \(value)")
            }
            let keys = query.groupBy.map { column($0.field) }.joined(separator: ", ")
            let grouping = query.groupBy.isEmpty ? "" : " GROUP BY \(keys) ORDER BY \(keys)"
            sql.text = "SELECT json_build_object(\(members.joined(separator: ", ")))::text FROM \(from)\(grouping)"
            for try await text in try await conn.query(sql.query, logger: logger).decode(String.self) { result.groups.append(try JSONValue.parse(Array(text.utf8))) }
        case .features:
            let geometry = query.returnGeometry ? query.output.expression(layerSRID: definition.srid, alias: "f") : "NULL::text"
            let order = (query.orderBy.map { "\(column($0.field)) \($0.descending ? "DESC" : "ASC") NULLS LAST" } + ["f.object_id"]).joined(separator: ", ")
            // In OBJECTID order, a page that starts where an earlier page ended continues after its last row.
            func pageEnd(_ offset: Int) -> FeatureQuery.PageEnd? {
                guard query.orderBy.isEmpty, offset > 0 else { return nil }
                return FeatureQuery.PageEnd(workspace: workspace, layer: query.layer, position: position, current: current, filter: query.filter,
                                            objectIds: query.objectIds, offset: offset)
            }
            var offset = query.offset
            if let key = pageEnd(offset), let after = pageEnds.pageEnd(key) {
                state.afterObjectId = after
                offset = 0
            }
            // The page is cut first, from plain columns; geometry output is computed for its rows
            // only (a row skipped by OFFSET is still projected).
            let from = try state.from(&sql)
            sql.text = """
                SELECT f.object_id, f.id, f.attributes::text, \(geometry), f.valid_from, (extract(epoch FROM f.valid_from_time) * 1000000)::int8
                FROM (SELECT f.object_id, f.id, f.attributes, f.geom, f.valid_from, f.valid_from_time
                      FROM \(from)
                      ORDER BY \(order) LIMIT \(try sql.bind(Int64(query.limit + 1))) OFFSET \(try sql.bind(Int64(offset)))) f
                ORDER BY \(order)
                """
            var editedPositions: [Int64] = []
            for try await (objectId, id, attributes, geometry, editedPosition, editedMicros)
                in try await conn.query(sql.query, logger: logger).decode((Int64, UUID, String, String?, Int64, Int64).self) {
                if result.rows.count == query.limit {
                    result.more = true
                    break
                }
                result.rows.append(FeatureQueryRow(objectId: objectId, id: id, attributes: attributes, geometry: geometry,
                                                   editedMicros: query.editInfo ? editedMicros : nil))
                editedPositions.append(editedPosition)
            }
            if query.editInfo, !result.rows.isEmpty {
                // Who created each feature (the operation holding its created event's position, its
                // OBJECTID) and who made its version.
                let spans = try await OperationSpans.covering(result.rows.map(\.objectId) + editedPositions, workspace: workspace, conn: conn, logger: logger)
                for k in result.rows.indices {
                    let created = spans.operation(at: result.rows[k].objectId)
                    result.rows[k].createdBy = created?.actor
                    result.rows[k].createdMicros = created?.micros
                    result.rows[k].editedBy = spans.operation(at: editedPositions[k])?.actor
                }
            }
            if result.more, let last = result.rows.last, let key = pageEnd(query.offset + result.rows.count) {
                pageEnds.keep(pageEnd: key, lastObjectId: last.objectId)
            }
        }
        return result
    }
}

extension Reads {
    /// The changes of `layer` between position `from` and `to` (nil: the head), read in one snapshot
    /// from the versions valid at each end; geometries in `output`.
    public func layerChanges(workspace: String, layer: String, from: Int64, to: Int64?, output: OutputSRID) async throws(JournalError) -> LayerChanges {
        guard let definition = try await journal.workspaces.layerSet(workspace: workspace).layers[layer] else {
            throw JournalError.notFound("there is no layer \"\(layer)\" in workspace \"\(workspace)\"")
        }
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [to.map { .position(max($0, from)) } ?? .head]) { [self] conn in
                guard let (head, _) = try await journal.position(of: .head, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let b = min(to ?? head, head)
                let a = min(max(from, 0), b)
                var changes = LayerChanges(from: a, to: b)
                var sql = BoundSQL()
                let touched = try TouchedFeatures(workspace: workspace, from: a, to: b, layer: layer).with(&sql)
                var before = LayerState(workspace: workspace, layer: definition, position: a, current: false)
                before.touchedOnly = true
                var after = before
                after.position = b
                after.current = b == head
                let geometry = output.expression(layerSRID: definition.srid, alias: "fb")
                sql.text = """
                    \(touched)
                    SELECT coalesce(fb.object_id, fa.object_id), t.id, fa.version IS NOT NULL, fb.version, fb.attributes::text, \(geometry)
                    FROM \(TouchedFeatures.name) t
                    LEFT JOIN LATERAL \(try before.from(&sql, as: "fa")) ON true
                    LEFT JOIN LATERAL \(try after.from(&sql, as: "fb")) ON true
                    WHERE fa.version IS DISTINCT FROM fb.version
                    ORDER BY 1
                    """
                let rows = try await conn.query(sql.query, logger: logger)
                for try await (objectId, id, existed, version, attributes, text) in rows.decode((Int64?, UUID, Bool, Int32?, String?, String?).self) {
                    guard let objectId else { continue }
                    guard version != nil, let attributes else {
                        if existed { changes.deleteIds.append(objectId) }
                        continue
                    }
                    let row = FeatureQueryRow(objectId: objectId, id: id, attributes: attributes, geometry: text)
                    if existed { changes.updates.append(row) } else { changes.adds.append(row) }
                }
                return changes
            }
        }
    }
}

extension OutputSRID {
    /// The SQL expression of a row's PostGIS geometry in this spatial reference.
    func geometry(layerSRID: Int32, alias: String) -> String {
        switch self {
        case .epsg(let srid) where srid != layerSRID: return "ST_Transform(\(alias).geom, \(srid))"
        default: return "\(alias).geom"
        }
    }
}
