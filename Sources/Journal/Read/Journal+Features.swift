import Foundation
import GeoJournalCore
import PostgresNIO

/// One page of a layer's features at one position, as GeoJSON text ready to send.
public struct FeaturePage: Sendable {
    /// The position the page shows (the head when the read asked for "now").
    public var position: Int64
    /// GeoJSON Feature objects, as JSON text.
    public var features: [String]
    /// Cursor of the next page, when more remain.
    public var next: String?
}

/// A page cursor: the position the listing shows and the last id sent, so later pages show the
/// same moment even while edits land.
struct FeatureCursor {
    var position: Int64
    var after: UUID

    var text: String { "\(position)~\(after.lowercased)" }

    init(position: Int64, after: UUID) {
        self.position = position
        self.after = after
    }

    init?(_ text: String) {
        let parts = text.split(separator: "~")
        guard parts.count == 2, let p = Int64(parts[0]), let id = UUID(uuidString: String(parts[1])) else { return nil }
        position = p
        after = id
    }
}

extension Journal {
    /// Resolves a read moment to a position (a time becomes the last position recorded at or
    /// before it). Returns nil for an unknown workspace.
    func position(of moment: ReadMoment, workspace: String, conn: PostgresConnection) async throws -> (position: Int64, head: Int64)? {
        let rows = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
        var head: Int64?
        for try await h in rows.decode(Int64.self) { head = h }
        guard let head else { return nil }
        let position: Int64
        switch moment {
        case .head: position = head
        case .position(let p): position = min(p, head)
        case .time(let date):
            let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
            let found = try await conn.query("""
                SELECT coalesce(max(last_position), 0) FROM operations
                WHERE workspace_id = \(workspace) AND recorded_at <= timestamptz 'epoch' + \(micros) * interval '1 microsecond'
                """, logger: logger)
            var p: Int64 = 0
            for try await last in found.decode(Int64.self) { p = last }
            position = p
        }
        PositionWitness.observe(position)
        return (position, head)
    }

    /// A page of a layer's features at a moment, optionally inside a bounding box.
    public func features(workspace: String, layer: String, moment: ReadMoment, bbox: BoundingBox?, limit: Int, cursor: String?) async throws(JournalError) -> FeaturePage {
        let definition = try await layerSet(workspace: workspace).layers[layer]
        let srid = definition?.srid ?? 0
        // The layer's spatial index answers box filters on its geometry expression (Schema/0013).
        let indexed = definition?.indexedGeometry() ?? "geom"
        var start: FeatureCursor?
        if let cursor {
            guard let c = FeatureCursor(cursor) else {
                throw JournalError.invalid([Violation(path: "cursor", code: "cursor.invalid", message: "the cursor is not one this service issued")], .malformed)
            }
            start = c
        }
        return try await database {
            try await withSnapshot(workspace: workspace, moments: [start.map { .position($0.position) } ?? moment]) { [self, start] conn in
                guard let (reached, head) = try await position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let position = start?.position ?? reached
                PositionWitness.observe(position)
                let known: Bool
                if definition != nil { known = true } else { known = try await layerExisted(conn, workspace: workspace, layer: layer, at: position) }
                guard known else {
                    throw JournalError.notFound("there is no layer \"\(layer)\" in workspace \"\(workspace)\"")
                }
                let after = start?.after ?? BatchPlan.noFeature
                let fetch = Int64(limit + 1)
                let useBox = bbox != nil
                // Exact: the index's boxes find the candidates, the geometry decides (BoxFilter).
                let filter = bbox.map { BoxFilter(box: $0, layerSRID: srid, points: definition?.geometryType == .point) }
                let inIndexed = filter?.sql(indexed) ?? "true"
                let inVersion = filter?.sql("geom") ?? "true"
                let rows: PostgresRowSequence
                if position == head, start == nil || start!.position == head {
                    rows = try await conn.query("""
                        SELECT id, version, attributes::text, geometry::text FROM features
                        WHERE workspace_id = \(workspace) AND layer = \(layer) AND id > \(after)
                          AND \(unescaped: inIndexed)
                        ORDER BY id LIMIT \(fetch)
                        """, logger: logger)
                } else if useBox {
                    // The closed versions valid then, from the as-of index (Schema/0006, 0012: the
                    // geometry and the validity line in one GiST index; its boxes are single
                    // precision, so the exact position and geometry tests follow), and the current features
                    // that already existed then (an open version is the feature's current row).
                    rows = try await conn.query("""
                        SELECT id, version, attributes, geometry FROM (
                            SELECT id, version, attributes::text, geometry::text FROM feature_versions
                            WHERE workspace_id = \(workspace) AND layer = \(layer) AND id > \(after)
                              AND \(unescaped: inVersion)
                              AND valid_to IS NOT NULL AND validity_line(valid_from, valid_to) && validity_point(\(position))
                              AND valid_from <= \(position) AND valid_to > \(position)
                            UNION ALL
                            SELECT id, version, attributes::text, geometry::text FROM features
                            WHERE workspace_id = \(workspace) AND layer = \(layer) AND id > \(after)
                              AND \(unescaped: inIndexed)
                              AND position <= \(position)) AS valid(id, version, attributes, geometry)
                        ORDER BY id LIMIT \(fetch)
                        """, logger: logger)
                } else {
                    rows = try await conn.query("""
                        SELECT id, version, attributes::text, geometry::text FROM all_feature_versions
                        WHERE workspace_id = \(workspace) AND layer = \(layer) AND id > \(after)
                          AND valid_from <= \(position) AND (valid_to IS NULL OR valid_to > \(position))
                        ORDER BY id LIMIT \(fetch)
                        """, logger: logger)
                }
                var features: [String] = []
                var lastId: UUID?
                var more = false
                for try await (id, version, attributes, geometry) in rows.decode((UUID, Int32, String, String).self) {
                    if features.count == limit {
                        more = true
                        break
                    }
                    features.append(GeoJSONText.feature(id: id, version: Int(version), attributes: attributes, geometry: geometry))
                    lastId = id
                }
                let next = more ? lastId.map { FeatureCursor(position: position, after: $0).text } : nil
                return FeaturePage(position: position, features: features, next: next)
            }
        }
    }

    /// One feature at a moment, as GeoJSON text with the position shown; nil when it does not
    /// exist at that moment.
    public func feature(workspace: String, layer: String, id: UUID, moment: ReadMoment) async throws(JournalError) -> (feature: String, position: Int64)? {
        try await database {
            try await withSnapshot(workspace: workspace, moments: [moment]) { [self] conn in
                guard let (position, head) = try await position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let rows: PostgresRowSequence
                if position == head {
                    rows = try await conn.query("""
                        SELECT id, version, attributes::text, geometry::text FROM features
                        WHERE workspace_id = \(workspace) AND id = \(id) AND layer = \(layer)
                        """, logger: logger)
                } else {
                    rows = try await conn.query("""
                        SELECT id, version, attributes::text, geometry::text FROM all_feature_versions
                        WHERE workspace_id = \(workspace) AND id = \(id) AND layer = \(layer)
                          AND valid_from <= \(position) AND (valid_to IS NULL OR valid_to > \(position))
                        """, logger: logger)
                }
                for try await (id, version, attributes, geometry) in rows.decode((UUID, Int32, String, String).self) {
                    return (GeoJSONText.feature(id: id, version: Int(version), attributes: attributes, geometry: geometry), position)
                }
                return nil
            }
        }
    }

    private func layerExisted(_ conn: PostgresConnection, workspace: String, layer: String, at position: Int64) async throws -> Bool {
        let rows = try await conn.query("SELECT 1 FROM layer_versions WHERE workspace_id = \(workspace) AND name = \(layer) AND valid_from <= \(position) LIMIT 1", logger: logger)
        for try await _ in rows { return true }
        return false
    }
}

/// GeoJSON assembled from stored JSON text without parsing it again.
enum GeoJSONText {
    static func feature(id: UUID, version: Int, attributes: String, geometry: String) -> String {
        "{\"type\":\"Feature\",\"id\":\"\(id.lowercased)\",\"version\":\(version),\"geometry\":\(geometry),\"properties\":\(attributes)}"
    }
}
