import Foundation
import GeoJournalCore
import PostgresNIO

extension Reads {
    /// A page of a layer's features at a moment with their validity, optionally inside a box given in
    /// another spatial reference, with geometries transformed to `output`. The cursor keeps the
    /// position of the first page, so every page shows the same moment.
    public func versionedFeatures(workspace: String, layer: String, moment: ReadMoment, filter: SpatialFilter?, limit: Int, cursor: String?,
                                  output: OutputSRID, countMatched: Bool) async throws(JournalError) -> VersionedFeaturePage {
        try await versionedFeatures(workspace: workspace, layer: layer, moment: moment,
                                    condition: filter.map { .spatial(.intersects, FilterShape(.box($0.box), srid: $0.srid)) },
                                    limit: limit, cursor: cursor, output: output, countMatched: countMatched)
    }

    /// A page of a layer's features at a moment that meet a condition (any ``FeatureFilter``: an
    /// OGC `bbox`, a CQL2 `filter`, both), with their validity, geometries in `output`. Without an
    /// order the pages follow the feature ids (a keyset cursor); with one (`sortby`) the order's
    /// keys, then the id, and the cursor counts the rows before the page. Either cursor keeps the
    /// position of the first page, so every page shows the same moment.
    ///
    /// ```swift
    /// let n = FilterField(.attribute("N"), kind: .integer)
    /// let page = try await journal.versionedFeatures(workspace: "demo", layer: "Poles", moment: .head,
    ///     condition: .compare(.field(n), .greater, .literal(.integer(5))), order: [FeatureQuery.Order(n, descending: true)],
    ///     limit: 100, cursor: nil, output: .epsg(4326), countMatched: true)
    /// ```
    public func versionedFeatures(workspace: String, layer: String, moment: ReadMoment, condition: FeatureFilter?, order: [FeatureQuery.Order] = [],
                                  limit: Int, cursor: String?, output: OutputSRID, countMatched: Bool) async throws(JournalError) -> VersionedFeaturePage {
        let definition = try await journal.workspaces.layerSet(workspace: workspace).layers[layer]
        var start: FeatureCursor?
        var skip: (position: Int64, offset: Int)?
        if let cursor {
            if !order.isEmpty, let s = Self.sortedCursor(cursor) {
                skip = s
            } else if order.isEmpty, let c = FeatureCursor(cursor) {
                start = c
            } else {
                throw JournalError.invalid([Violation(path: "cursor", code: "cursor.invalid", message: "the cursor is not one this service issued")], .malformed)
            }
        }
        let startPosition = start?.position ?? skip?.position
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [startPosition.map { .position($0) } ?? moment]) { [self, start, skip] conn in
                guard let (reached, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let position = startPosition.map { min($0, head) } ?? reached
                PositionWitness.observe(position)
                let stored = try await layerDefinition(conn, workspace: workspace, layer: layer, at: position, current: definition)
                guard let stored else { throw JournalError.notFound("there is no layer \"\(layer)\" in workspace \"\(workspace)\"") }
                var state = LayerState(workspace: workspace, layer: stored, position: position, current: position == head)
                if VersionLine(key: workspace) != nil { state.lineMoment = try await lineMoment(conn, line: workspace, at: position) }
                state.filter = condition
                state.boxes = try await prepareBoxes(conn, state.filter, layer: stored)
                var page = BoundSQL()
                var rows = state
                rows.afterId = start?.after
                let from = try rows.from(&page)
                let ordering = (order.map { "\(LayerState.column($0.field)) \($0.descending ? "DESC" : "ASC") NULLS LAST" } + ["f.id"]).joined(separator: ", ")
                var offset = ""
                if let skip { offset = " OFFSET \(try page.bind(Int64(skip.offset)))" }
                page.text = """
                    SELECT f.id, f.version, f.attributes::text, \(output.expression(layerSRID: stored.srid, alias: "f")), f.valid_from, f.valid_to,
                           (extract(epoch FROM f.valid_from_time) * 1000000)::int8, (extract(epoch FROM f.valid_to_time) * 1000000)::int8
                    FROM \(from) ORDER BY \(ordering) LIMIT \(try page.bind(Int64(limit + 1)))\(offset)
                    """
                let found = try await conn.query(page.query, logger: logger)
                var features: [FeatureVersionRow] = []
                var more = false
                for try await row in found {
                    if features.count == limit {
                        more = true
                        break
                    }
                    features.append(try Self.versionRow(row))
                }
                var matched: Int?
                if countMatched {
                    if !more && start == nil && skip == nil {
                        matched = features.count
                    } else if state.current && condition == nil && VersionLine(key: workspace) == nil, let stats = try await journal.extents.layerStats(conn, workspace: workspace, layer: layer) {
                        // Kept by the projection in the same transactions as the features (Schema/0018).
                        matched = Int(stats.count)
                    } else {
                        var count = BoundSQL()
                        count.text = "SELECT count(*) FROM \(try state.from(&count))"
                        for try await n in try await conn.query(count.query, logger: logger).decode(Int64.self) { matched = Int(n) }
                    }
                }
                let next: String?
                if !more {
                    next = nil
                } else if order.isEmpty {
                    next = features.last.map { FeatureCursor(position: position, after: $0.id).text }
                } else {
                    next = "\(position)~@\((skip?.offset ?? 0) + features.count)"
                }
                return VersionedFeaturePage(position: position, head: head, features: features, next: next, matched: matched)
            }
        }
    }

    /// A cursor of a sorted listing: `position~@offset`.
    static func sortedCursor(_ text: String) -> (position: Int64, offset: Int)? {
        let parts = text.split(separator: "~", omittingEmptySubsequences: false)
        guard parts.count == 2, let p = Int64(parts[0]), parts[1].hasPrefix("@"), let o = Int(parts[1].dropFirst()), o >= 0 else { return nil }
        return (p, o)
    }

    /// Every version a feature of `layer` ever had (oldest first), with the position `moment` resolves to.
    /// Nil when the workspace has no such feature in that layer.
    ///
    /// In a version's line (``VersionLine``) the positions are the line's: until the line first
    /// touches the feature, it has the version DEFAULT had at the base in effect (a row per base,
    /// from the line's start or the `versionRebased` event that moved it, consecutive bases with
    /// the same version of DEFAULT's as one row); from then on, the line's own versions.
    public func featureTimeline(workspace: String, layer: String, id: UUID, moment: ReadMoment, output: OutputSRID) async throws(JournalError) -> FeatureTimeline? {
        let srid = try await layerSRID(workspace: workspace, layer: layer)
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [moment]) { [self] conn -> FeatureTimeline? in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                guard let srid else { return nil }
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT f.id, f.version, f.attributes::text, \(output.expression(layerSRID: srid, alias: "f")), f.valid_from, f.valid_to,
                           (extract(epoch FROM f.valid_from_time) * 1000000)::int8, (extract(epoch FROM f.valid_to_time) * 1000000)::int8,
                           f.operation_id
                    FROM all_feature_versions f
                    WHERE f.workspace_id = $1 AND f.id = $2 AND f.layer = $3 AND f.valid_from <= $4
                    ORDER BY f.version
                    """, binds: try Journal.binds(workspace, id, layer, head)), logger: logger)
                var versions: [FeatureVersionRow] = []
                for try await (id, version, attributes, geometry, from, to, fromMicros, toMicros, operation)
                    in rows.decode((UUID, Int32, String, String, Int64, Int64?, Int64, Int64?, UUID).self) {
                    versions.append(FeatureVersionRow(id: id, version: Int(version), attributes: attributes, geometry: geometry, validFrom: from, validTo: to,
                                                      validFromMicros: fromMicros, validToMicros: toMicros, operationId: operation))
                }
                if let line = VersionLine(key: workspace) {
                    versions = try await inheritedVersions(conn, line: line, layer: layer, id: id, head: head, expression: output.expression(layerSRID: srid, alias: "f")) + versions
                }
                guard !versions.isEmpty else { return nil }
                return FeatureTimeline(versions: versions, position: position, head: head)
            }
        }
    }

    /// The versions of DEFAULT's that a version's line shows of a feature before the line first
    /// touches it (up to `head`, a position of the line): per base in effect (the created base
    /// from position 0, each `versionRebased` event's from its position), DEFAULT's version valid
    /// at that base, valid in the line until the next base or the line's first event of the
    /// feature; consecutive bases that show the same version are one row.
    private func inheritedVersions(_ conn: PostgresConnection, line: VersionLine, layer: String, id: UUID, head: Int64, expression: String) async throws -> [FeatureVersionRow] {
        var touched: (position: Int64, micros: Int64)?
        for try await row in try await conn.query("""
            SELECT t.first_position, (extract(epoch FROM (SELECT o.recorded_at FROM geojournal_operation_at(t.line, t.first_position) o)) * 1000000)::int8
            FROM line_touched t WHERE t.line = \(line.key) AND t.feature_id = \(id) AND t.first_position <= \(head)
            """, logger: logger).decode((Int64, Int64).self) { touched = row }
        // Expression is built from fixed SQL and an EPSG code (OutputSRID); the rest is bound.
        let rows = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT s.p, s.next_p, (extract(epoch FROM s.at) * 1000000)::int8, (extract(epoch FROM s.next_at) * 1000000)::int8,
                   f.version, f.attributes::text, \(expression), (extract(epoch FROM f.valid_from_time) * 1000000)::int8, f.operation_id
            FROM (SELECT r.p, r.b, r.at, lead(r.p) OVER w AS next_p, lead(r.at) OVER w AS next_at
                  FROM (SELECT 0::int8 AS p, v.created_base AS b, NULL::timestamptz AS at FROM versions v WHERE v.line = $1
                        UNION ALL
                        SELECT e.position, (e.data->>'base')::int8, coalesce(e.recorded_at, (SELECT o.recorded_at FROM geojournal_operation_at(e.workspace_id, e.position) o)) FROM events e
                        WHERE e.workspace_id = $1 AND e.type = 'versionRebased' AND e.position <= $4) r
                  WINDOW w AS (ORDER BY r.p)) s
            JOIN LATERAL (SELECT f.* FROM all_feature_versions f
                          WHERE f.workspace_id = $5 AND f.id = $2 AND f.layer = $3 AND geojournal_valid_at(f.valid_from, f.valid_to, s.b)) f ON true
            WHERE s.p < $6
            ORDER BY s.p
            """, binds: try Journal.binds(line.key, id, layer, head, line.workspace, touched?.position ?? Int64.max)), logger: logger)
        var out: [FeatureVersionRow] = []
        for try await (from, next, atMicros, nextMicros, version, attributes, geometry, versionMicros, operation)
            in rows.decode((Int64, Int64?, Int64?, Int64?, Int32, String, String, Int64, UUID).self) {
            // Valid until the next base, or until the line's own first event of the feature.
            var to = next, toMicros = nextMicros
            if let touched, to.map({ $0 > touched.position }) ?? true {
                to = touched.position
                toMicros = touched.micros
            }
            if var last = out.last, last.version == Int(version), last.validTo == from {
                last.validTo = to
                last.validToMicros = toMicros
                out[out.count - 1] = last
                continue
            }
            out.append(FeatureVersionRow(id: id, version: Int(version), attributes: attributes, geometry: geometry, validFrom: from, validTo: to,
                                         validFromMicros: atMicros ?? versionMicros, validToMicros: toMicros, operationId: operation))
        }
        return out
    }

    /// The EPSG code of a layer as defined now, or as it was when it last existed; nil for no such layer.
    public func layerSRID(workspace: String, layer: String) async throws(JournalError) -> Int32? {
        if let definition = try await journal.workspaces.layerSet(workspace: workspace).layers[layer] { return definition.srid }
        return try await journal.database {
            let rows = try await client.query("""
                SELECT (definition->>'srid')::int4 FROM layer_versions WHERE workspace_id = \(workspace) AND name = \(layer) ORDER BY version DESC LIMIT 1
                """, logger: logger)
            for try await srid in rows.decode(Int32.self) { return srid }
            return nil
        }
    }

    /// The layer definition at `position` (the current one when it is already known).
    private func layerDefinition(_ conn: PostgresConnection, workspace: String, layer: String, at position: Int64, current: LayerDefinition?) async throws -> LayerDefinition? {
        if let current { return current }
        let rows = try await conn.query("""
            SELECT definition::text FROM layer_versions
            WHERE workspace_id = \(workspace) AND name = \(layer) AND geojournal_valid_at(valid_from, valid_to, \(position))
            """, logger: logger)
        for try await text in rows.decode(String.self) {
            if case .success(let d) = LayerDefinition.parse(try JSONValue.parse(text), name: layer) { return d }
        }
        return nil
    }

    /// A filter as an exact predicate on the layer's geometries: the box, or when it is given in
    /// another spatial reference, the box's image (PostGIS transforms it) for the index and the
    /// densified box itself for the exact test (``BoxFilter``).
    func filterBox(_ conn: PostgresConnection, _ filter: SpatialFilter?, layerSRID: Int32, points: Bool) async throws -> BoxFilter? {
        guard let filter else { return nil }
        guard let from = filter.srid, from != layerSRID else { return BoxFilter(box: filter.box, layerSRID: layerSRID, points: points) }
        var box = filter.box
        if from == 4326 {
            // Web Mercator and its kin have no image of the poles; the box stops where they do.
            let limit = [3857, 900913, 3395, 3785].contains(layerSRID) ? 85.05112878 : 90.0
            box.minY = max(box.minY, -limit)
            box.maxY = min(box.maxY, limit)
            box.minX = max(box.minX, -180)
            box.maxX = min(box.maxX, 180)
            guard box.minY <= box.maxY, box.minX <= box.maxX else {
                return BoxFilter(box: BoundingBox(minX: 1, minY: 1, maxX: 0, maxY: 0), layerSRID: layerSRID)
            }
        }
        do {
            let rows = try await conn.query("""
                SELECT ST_XMin(g), ST_YMin(g), ST_XMax(g), ST_YMax(g)
                FROM (SELECT ST_Transform(ST_Segmentize(ST_MakeEnvelope(\(box.minX), \(box.minY), \(box.maxX), \(box.maxY), \(from)), greatest(\(box.maxX - box.minX), \(box.maxY - box.minY)) / \(BoxFilter.densify) + 1e-12), \(layerSRID)) AS g) t
                """, logger: logger)
            for try await (a, b, c, d) in rows.decode((Double, Double, Double, Double).self) {
                // The image's box from the densified outline, widened a little for the curved
                // edges between its points: the index only finds candidates, the exact test decides.
                let padX = (c - a) * 1e-3 + 1e-9 * max(abs(a), abs(c), 1)
                let padY = (d - b) * 1e-3 + 1e-9 * max(abs(b), abs(d), 1)
                return BoxFilter(box: BoundingBox(minX: a - padX, minY: b - padY, maxX: c + padX, maxY: d + padY), layerSRID: layerSRID,
                                 given: (box, from))
            }
        } catch {
            throw JournalError.invalid([Violation(path: "bbox", code: "bbox.transform", message: "the box cannot be expressed in EPSG:\(layerSRID)")], .malformed)
        }
        return nil
    }

    static func versionRow(_ row: PostgresRow) throws -> FeatureVersionRow {
        let (id, version, attributes, geometry, from, to, fromMicros, toMicros) = try row.decode((UUID, Int32, String, String, Int64, Int64?, Int64, Int64?).self)
        return FeatureVersionRow(id: id, version: Int(version), attributes: attributes, geometry: geometry, validFrom: from, validTo: to,
                                 validFromMicros: fromMicros, validToMicros: toMicros, operationId: nil)
    }
}
