import Foundation
import GeoJournalCore
import PostgresNIO

/// A selection of a layer's features by attribute predicate, OBJECTIDs and a spatial relation, at
/// a moment, in pages by offset: what a GeoServices `query` asks (``Journal/queryFeatures(workspace:_:)``).
///
/// ```swift
/// var query = FeatureQuery(layer: "Poles")
/// query.predicate = try EsriWhere.compile("N > 5", columns: columns, firstBind: FeatureQuery.firstPredicateBind).get()
/// query.limit = 2000
/// let page = try await journal.queryFeatures(workspace: "demo", query)
/// ```
public struct FeatureQuery: Sendable {
    /// How a feature relates to the query geometry (GeoServices `spatialRel`).
    public enum Relation: Sendable, Hashable {
        /// The geometries intersect (exactly).
        case intersects
        /// Their bounding boxes intersect.
        case envelopeIntersects
        /// The query geometry contains the feature's.
        case contains
        /// The query geometry lies within the feature's.
        case within
    }

    /// The query geometry: a box (``BoxFilter``'s exact test) or any geometry, in `srid`.
    public enum Shape: Sendable, Hashable {
        case box(BoundingBox)
        case geometry(Geometry)
    }

    /// What the query answers.
    public enum Answer: Sendable, Hashable {
        case features
        /// Every OBJECTID that matches (uncapped, no paging).
        case objectIds
        case count
        /// The box of the matching geometries, in the output spatial reference.
        case extent
        /// Aggregates per group (``FeatureQuery/statistics``, ``FeatureQuery/groupBy``).
        case statistics
    }

    /// One aggregate of `outStatistics`: the function, the SQL expression of its field over `f`
    /// (trusted text, from ``columns(of:objectIdField:globalIdField:)``) and the output name.
    public struct Statistic: Sendable, Hashable {
        public enum Function: String, Sendable, Hashable, CaseIterable { case count, min, max, sum, avg, stddev, variance = "var" }
        public var function: Function
        public var sql: String
        public var name: String
        public init(function: Function, sql: String, name: String) {
            self.function = function
            self.sql = sql
            self.name = name
        }
    }

    public var layer: String
    public var moment: ReadMoment = .head
    /// Compiled with column SQL over the alias `f` (``FeatureQuery/columns(of:)``) and binds
    /// numbered from ``firstPredicateBind``.
    public var predicate: CompiledWhere?
    public var objectIds: [Int64]?
    public var shape: Shape?
    /// The EPSG code of `shape` (nil: the layer's own).
    public var shapeSRID: Int32?
    public var relation: Relation = .intersects
    public var output: OutputSRID = .layer
    public var returnGeometry = true
    /// Whether rows carry who created and last edited each feature, and when.
    public var editInfo = false
    /// SQL expressions over `f` with their direction (``FeatureQuery/columns(of:)``); the
    /// OBJECTID always breaks ties.
    public var orderBy: [(sql: String, descending: Bool)] = []
    public var offset = 0
    public var limit = 1000
    public var answer: Answer = .features
    public var statistics: [Statistic] = []
    /// Group-by columns of the statistics: output name and SQL expression over `f`.
    public var groupBy: [(name: String, sql: String)] = []

    /// One offset page's place in one listing: the same selection, in OBJECTID order, at the
    /// same position, `offset` rows in. Clients page by `resultOffset` (GDAL, esridump, QGIS); a
    /// page that starts where a page served before ended continues after that page's last
    /// OBJECTID, so PostgreSQL does not read and discard every row before it again.
    struct PageEnd: Hashable, Sendable {
        var workspace: String
        var layer: String
        var position: Int64
        var current: Bool
        var predicate: CompiledWhere?
        var objectIds: [Int64]?
        var shape: Shape?
        var shapeSRID: Int32?
        var relation: Relation
        var offset: Int
    }

    /// The predicate's first placeholder: 1–3 are the workspace, the layer and the position.
    public static let firstPredicateBind = 4

    public init(layer: String) { self.layer = layer }

    /// The where-clause columns of a layer over the alias `f`: every field of its schema, plus
    /// `OBJECTID` and `GlobalID`.
    public static func columns(of definition: LayerDefinition, objectIdField: String, globalIdField: String) -> [String: WhereColumn] {
        var columns: [String: WhereColumn] = [
            objectIdField: WhereColumn(sql: "f.object_id", kind: .integer),
            globalIdField: WhereColumn(sql: "f.id", kind: .uuid),
        ]
        for field in definition.fields {
            let text = "(f.attributes->>\(sqlLiteral(field.name)))"
            switch field.type {
            case .integer, .smallint: columns[field.name] = WhereColumn(sql: "\(text)::int8", kind: .integer)
            case .double: columns[field.name] = WhereColumn(sql: "\(text)::float8", kind: .double)
            case .string: columns[field.name] = WhereColumn(sql: text, kind: .string)
            case .boolean: columns[field.name] = WhereColumn(sql: "\(text)::boolean", kind: .boolean)
            case .date: columns[field.name] = WhereColumn(sql: "\(text)::timestamptz", kind: .date)
            case .uuid: columns[field.name] = WhereColumn(sql: "\(text)::uuid", kind: .uuid)
            }
        }
        return columns
    }

    /// A field name as an SQL string literal (field names are checked identifiers, but quoted all the same).
    static func sqlLiteral(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
}

/// One feature a ``FeatureQuery`` selected.
public struct FeatureQueryRow: Sendable {
    public var objectId: Int64
    public var id: UUID
    /// The attributes as JSON object text.
    public var attributes: String
    /// GeoJSON text in the output spatial reference (nil when the query returns no geometry).
    public var geometry: String?
    public var createdBy: String?
    public var createdMicros: Int64?
    public var editedBy: String?
    public var editedMicros: Int64?
}

/// What a ``FeatureQuery`` answered.
public struct FeatureQueryResult: Sendable {
    /// The position the query read at.
    public var position: Int64
    /// The workspace's head when it read.
    public var head: Int64 = 0
    public var rows: [FeatureQueryRow] = []
    /// Whether more features match after this page.
    public var more = false
    public var objectIds: [Int64] = []
    public var count = 0
    public var extent: BoundingBox?
    /// One JSON object per group: the group-by fields and the statistics by their output names.
    public var groups: [JSONValue] = []
}

extension Journal {
    /// Runs a ``FeatureQuery`` in one snapshot: the current features, or the versions valid at a
    /// past moment (closed ones from `feature_versions`, open ones from the current features).
    public func queryFeatures(workspace: String, _ query: FeatureQuery) async throws(JournalError) -> FeatureQueryResult {
        guard let definition = try await layerSet(workspace: workspace).layers[query.layer] else {
            throw JournalError.notFound("there is no layer \"\(query.layer)\" in workspace \"\(workspace)\"")
        }
        return try await database {
            try await withSnapshot(workspace: workspace, moments: [query.moment]) { [self] conn in
                guard let (position, head) = try await position(of: query.moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                var result = try await run(query, definition: definition, workspace: workspace, position: position, current: position == head, conn: conn)
                result.head = head
                return result
            }
        }
    }

    /// The features of a layer with the given OBJECTIDs now: OBJECTID → feature id (absent ids are left out).
    public func featureIds(workspace: String, layer: String, objectIds: [Int64]) async throws(JournalError) -> [Int64: UUID] {
        guard !objectIds.isEmpty else { return [:] }
        return try await database {
            var out: [Int64: UUID] = [:]
            let rows = try await client.query("""
                SELECT object_id, id FROM features WHERE workspace_id = \(workspace) AND layer = \(layer) AND object_id = ANY(\(objectIds)::int8[])
                """, logger: logger)
            for try await (objectId, id) in rows.decode((Int64, UUID).self) { out[objectId] = id }
            return out
        }
    }

    /// The OBJECTIDs of features: feature id → OBJECTID, of the features there are now, or (`at` a
    /// past position) of any version; absent ids are left out. A feature's OBJECTID never changes
    /// (it is the position of its created event), so the ones read are kept (``objectIdCache``) and
    /// only the others are read from PostgreSQL.
    public func objectIds(workspace: String, ids: [UUID], at position: Int64? = nil,
                          scanAbove: Int = objectIdScanThreshold) async throws(JournalError) -> [UUID: Int64] {
        guard !ids.isEmpty else { return [:] }
        var out: [UUID: Int64] = [:]
        out.reserveCapacity(ids.count)
        var missing: [UUID] = []
        objectIdCache.withLock { cache in
            let kept = cache[workspace] ?? [:]
            for id in ids {
                if let n = kept[id] { out[id] = n } else { missing.append(id) }
            }
        }
        guard !missing.isEmpty else { return out }
        // Read in a background task: a reader whose request times out stops waiting, but what is
        // read is kept for the next one. Many missing ids at the head (a trace of a large network
        // on its first request): every feature of the workspace, one scan instead of a probe each.
        let wholeWorkspace = position == nil && missing.count > scanAbove
        let wanted = missing
        let read = try await background.start("OBJECTIDs of workspace \(workspace)") { [self] () -> Result<[UUID: Int64], JournalError> in
            do {
                let read: [UUID: Int64] = try await database {
                    var read: [UUID: Int64] = [:]
                    let rows = wholeWorkspace
                        ? try await client.query("SELECT id, object_id FROM features WHERE workspace_id = \(workspace)", logger: logger)
                        : position == nil
                        ? try await client.query("SELECT id, object_id FROM features WHERE workspace_id = \(workspace) AND id = ANY(\(wanted)::uuid[])", logger: logger)
                        : try await client.query("""
                            SELECT DISTINCT ON (id) id, object_id FROM all_feature_versions WHERE workspace_id = \(workspace) AND id = ANY(\(wanted)::uuid[])
                            """, logger: logger)
                    for try await (id, objectId) in rows.decode((UUID, Int64).self) { read[id] = objectId }
                    return read
                }
                objectIdCache.withLock { cache in
                    // A bounded memory: a workspace's kept OBJECTIDs are forgotten past the bound.
                    if (cache[workspace]?.count ?? 0) + read.count > Self.keptObjectIds { cache[workspace] = [:] }
                    cache[workspace, default: [:]].merge(read) { a, _ in a }
                }
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
    /// OBJECTIDs kept per workspace (about 50 bytes each).
    static let keptObjectIds = 2_500_000

    /// When the operation that wrote `position` was recorded (microseconds since 1970); nil before the first.
    public func recordedMicros(workspace: String, position: Int64) async throws(JournalError) -> Int64? {
        try await database {
            try await client.withConnection { conn in
                try await OperationSpans.covering([position], workspace: workspace, conn: conn, logger: logger).operation(at: position)?.micros
            }
        }
    }

    /// The layers of a workspace in the order they were first defined (the GeoServices layer ids).
    /// Kept per schema position: it changes only when a layer is defined.
    public func layerOrder(workspace: String) async throws(JournalError) -> [String] {
        let schemaPosition = try await layerSet(workspace: workspace).schemaPosition
        if let kept = layerOrders.withLock({ $0[workspace] }), kept.schemaPosition == schemaPosition { return kept.names }
        let names: [String] = try await database {
            var out: [String] = []
            let rows = try await client.query("""
                SELECT name FROM layer_versions WHERE workspace_id = \(workspace) AND version = 1 AND valid_from <= \(schemaPosition)
                ORDER BY valid_from, name
                """, logger: logger)
            for try await name in rows.decode(String.self) { out.append(name) }
            return out
        }
        layerOrders.withLock { $0[workspace] = (schemaPosition, names) }
        return names
    }

    private func run(_ query: FeatureQuery, definition: LayerDefinition, workspace: String, position: Int64, current: Bool,
                     conn: PostgresConnection) async throws -> FeatureQueryResult {
        var binds = try Self.binds(workspace, query.layer, position)
        for text in query.predicate?.binds ?? [] { binds.append(text) }
        var next = FeatureQuery.firstPredicateBind + (query.predicate?.binds.count ?? 0)
        func bind(_ value: some PostgresEncodable & Sendable) throws -> String {
            try binds.append(value)
            defer { next += 1 }
            return "$\(next)"
        }
        var conditions = ["f.workspace_id = $1", "f.layer = $2"]
        // The versions valid at the position: the current features when it is the head.
        let source = current ? "features f" : "all_feature_versions f"
        if !current { conditions.append("f.valid_from <= $3 AND (f.valid_to IS NULL OR f.valid_to > $3)") }
        if let predicate = query.predicate { conditions.append(predicate.sql) }
        if let ids = query.objectIds { conditions.append("f.object_id = ANY(\(try bind(ids))::int8[])") }
        if let shape = query.shape {
            let srid = query.shapeSRID ?? definition.srid
            switch (shape, query.relation) {
            case (.box(let box), .intersects), (.box(let box), .envelopeIntersects):
                let filter = try await filterBox(conn, SpatialFilter(box: box, srid: srid), layerSRID: definition.srid, points: definition.geometryType == .point)
                if let filter {
                    conditions.append(query.relation == .intersects ? filter.sql("f.geom")
                                      : filter.empty ? "false" : "f.geom && \(BoxFilter.envelope(filter.coarse, srid: definition.srid))")
                }
            default:
                let given: String
                switch shape {
                case .box(let b): given = "ST_MakeEnvelope(\(try bind(b.minX)), \(try bind(b.minY)), \(try bind(b.maxX)), \(try bind(b.maxY)), \(srid))"
                case .geometry(let g): given = "ST_SetSRID(ST_GeomFromGeoJSON(\(try bind(g.geoJSONText))), \(srid))"
                }
                let shapeSQL = srid == definition.srid ? given : "ST_Transform(\(given), \(definition.srid))"
                switch query.relation {
                case .intersects: conditions.append("ST_Intersects(f.geom, \(shapeSQL))")
                case .envelopeIntersects: conditions.append("f.geom && \(shapeSQL)")
                case .contains: conditions.append("ST_Contains(\(shapeSQL), f.geom)")
                case .within: conditions.append("ST_Within(\(shapeSQL), f.geom)")
                }
            }
        }
        let whereSQL = conditions.joined(separator: " AND ")
        var result = FeatureQueryResult(position: position)
        switch query.answer {
        case .count:
            let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(source) WHERE \(whereSQL)", binds: binds), logger: logger)
            for try await n in rows.decode(Int64.self) { result.count = Int(n) }
        case .objectIds:
            let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT f.object_id FROM \(source) WHERE \(whereSQL) ORDER BY f.object_id", binds: binds), logger: logger)
            for try await id in rows.decode(Int64.self) { result.objectIds.append(id) }
        case .extent:
            let geom = query.output.geometry(layerSRID: definition.srid, alias: "f")
            let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                SELECT n, ST_XMin(e), ST_YMin(e), ST_XMax(e), ST_YMax(e)
                FROM (SELECT count(*) AS n, ST_Extent(\(geom)) AS e FROM \(source) WHERE \(whereSQL)) t
                """, binds: binds), logger: logger)
            for try await (n, a, b, c, d) in rows.decode((Int64, Double?, Double?, Double?, Double?).self) {
                result.count = Int(n)
                if let a, let b, let c, let d { result.extent = BoundingBox(minX: a, minY: b, maxX: c, maxY: d) }
            }
        case .statistics:
            // Each group as one JSON object, built by PostgreSQL (names are bound, values typed by their SQL).
            var members: [String] = []
            for g in query.groupBy { members.append("\(try bind(g.name))::text, \(g.sql)") }
            for stat in query.statistics {
                let value: String
                switch stat.function {
                case .count: value = "count(\(stat.sql))"
                case .stddev: value = "stddev_samp((\(stat.sql))::float8)"
                case .variance: value = "var_samp((\(stat.sql))::float8)"
                case .avg: value = "avg(\(stat.sql))::float8"
                case .sum, .min, .max: value = "\(stat.function.rawValue)(\(stat.sql))"
                }
                members.append("\(try bind(stat.name))::text, \(value)")
            }
            let grouping = query.groupBy.isEmpty ? "" : " GROUP BY " + query.groupBy.map(\.sql).joined(separator: ", ") + " ORDER BY " + query.groupBy.map(\.sql).joined(separator: ", ")
            let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT json_build_object(\(members.joined(separator: ", ")))::text FROM \(source) WHERE \(whereSQL)\(grouping)",
                                                          binds: binds), logger: logger)
            for try await text in rows.decode(String.self) { result.groups.append(try JSONValue.parse(Array(text.utf8))) }
        case .features:
            let geometry = query.returnGeometry ? query.output.expression(layerSRID: definition.srid, alias: "f") : "NULL::text"
            let order = (query.orderBy.map { "\($0.sql) \($0.descending ? "DESC" : "ASC") NULLS LAST" } + ["f.object_id"]).joined(separator: ", ")
            // In OBJECTID order, a page that starts where an earlier page ended continues after its last row.
            func pageEnd(_ offset: Int) -> FeatureQuery.PageEnd? {
                guard query.orderBy.isEmpty, offset > 0 else { return nil }
                return FeatureQuery.PageEnd(workspace: workspace, layer: query.layer, position: position, current: current, predicate: query.predicate,
                                            objectIds: query.objectIds, shape: query.shape, shapeSRID: query.shapeSRID, relation: query.relation, offset: offset)
            }
            var offset = query.offset
            var keyset = ""
            if let key = pageEnd(offset), let after = pageEnds.withLock({ $0[key] }) {
                keyset = " AND f.object_id > \(try bind(after))"
                offset = 0
            }
            // The page is cut first, from plain columns; geometry output is computed for its rows
            // only (a row skipped by OFFSET is still projected).
            let time = current ? "f.updated_at" : "f.valid_from_time"
            let sql = """
                SELECT f.object_id, f.id, f.attributes::text, \(geometry), f.edited_position, (extract(epoch FROM f.edited_at) * 1000000)::int8
                FROM (SELECT f.object_id, f.id, f.attributes, f.geometry, f.geom, \(time) AS edited_at,
                             \(current ? "f.position" : "f.valid_from") AS edited_position
                      FROM \(source) WHERE \(whereSQL)\(keyset)
                      ORDER BY \(order) LIMIT \(try bind(Int64(query.limit + 1))) OFFSET \(try bind(Int64(offset)))) f
                ORDER BY \(order)
                """
            let rows = try await conn.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
            var editedPositions: [Int64] = []
            for try await (objectId, id, attributes, geometry, editedPosition, editedMicros)
                in rows.decode((Int64, UUID, String, String?, Int64, Int64).self) {
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
                pageEnds.withLock { ends in
                    // A small memory: enough for the clients paging now; old listings are forgotten.
                    if ends.count >= 1024 { ends.removeAll(keepingCapacity: true) }
                    ends[key] = last.objectId
                }
            }
        }
        return result
    }
}

/// What changed in a layer between two positions, for GeoServices `extractChanges`: features
/// created after the first (adds), changed (updates, their version at the second), deleted (their OBJECTIDs).
public struct LayerChanges: Sendable {
    public var from: Int64
    /// The position the changes reach (the head when the read began, unless an earlier one was asked for).
    public var to: Int64
    public var adds: [FeatureQueryRow] = []
    public var updates: [FeatureQueryRow] = []
    public var deleteIds: [Int64] = []
}

extension Journal {
    /// The changes of `layer` between position `from` and `to` (nil: the head), read in one snapshot
    /// from the versions valid at each end; geometries in `output`.
    public func layerChanges(workspace: String, layer: String, from: Int64, to: Int64?, output: OutputSRID) async throws(JournalError) -> LayerChanges {
        guard let definition = try await layerSet(workspace: workspace).layers[layer] else {
            throw JournalError.notFound("there is no layer \"\(layer)\" in workspace \"\(workspace)\"")
        }
        return try await database {
            try await withSnapshot(workspace: workspace, moments: [to.map { .position(max($0, from)) } ?? .head]) { [self] conn in
                guard let (head, _) = try await position(of: .head, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let b = min(to ?? head, head)
                let a = min(max(from, 0), b)
                var changes = LayerChanges(from: a, to: b)
                let geometry = output.expression(layerSRID: definition.srid, alias: "fb")
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    WITH touched AS (
                        SELECT DISTINCT feature_id AS id FROM events
                        WHERE workspace_id = $1 AND position > $2 AND position <= $3 AND feature_id IS NOT NULL AND layer = $4)
                    SELECT coalesce(fb.object_id, fa.object_id), t.id, fa.version IS NOT NULL, fb.version, fb.attributes::text, \(geometry)
                    FROM touched t
                    LEFT JOIN all_feature_versions fa ON fa.workspace_id = $1 AND fa.id = t.id AND fa.layer = $4
                         AND fa.valid_from <= $2 AND (fa.valid_to IS NULL OR fa.valid_to > $2)
                    LEFT JOIN all_feature_versions fb ON fb.workspace_id = $1 AND fb.id = t.id AND fb.layer = $4
                         AND fb.valid_from <= $3 AND (fb.valid_to IS NULL OR fb.valid_to > $3)
                    WHERE fa.version IS DISTINCT FROM fb.version
                    ORDER BY 1
                    """, binds: try Self.binds(workspace, a, b, layer)), logger: logger)
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
