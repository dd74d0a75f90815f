import Foundation
import GeoJournalCore
import PostgresNIO

/// A layer's current feature count and extent as the projection keeps them (`layer_stats`,
/// Schema/0018): read, not computed, unless a write took away a geometry at the extent's edge.
struct LayerStats: Sendable {
    var count: Int64
    /// In the layer's spatial reference; nil while the layer has no features.
    var box: BoundingBox?
    var exact: Bool
    /// Moves with every write of the row; a reader stores an extent it computed only if the row
    /// is still at the generation it read.
    var generation: Int64
}

extension Journal {
    /// The extent of a layer's current features in `output`, their count, and when its oldest
    /// version began. Count and extent come from `layer_stats` (kept by every batch write); only an
    /// extent marked inexact (a feature at its edge was deleted or moved) is computed afresh here,
    /// and stored for the readers after. The beginning is the time of the layer's first feature
    /// event (a version begins with the event that makes it, and time never runs backwards along
    /// positions): found by walking the events from the layer's first definition, a few rows for a
    /// layer that got features soon after it was defined.
    /// A version's line answers with its workspace's (DEFAULT's) count and extent.
    public func layerExtent(workspace key: String, layer: String, output: OutputSRID) async throws(JournalError) -> LayerExtent {
        let workspace = VersionLine.workspace(of: key)
        guard let srid = try await reads.layerSRID(workspace: workspace, layer: layer) else {
            throw JournalError.notFound("there is no layer \"\(layer)\" in workspace \"\(workspace)\"")
        }
        let target: Int32
        if case .epsg(let s) = output { target = s } else { target = srid }
        return try await database {
            try await client.withLiveConnection { [self] conn in
                var stats = try await layerStats(conn, workspace: workspace, layer: layer)
                if stats?.exact != true { stats = try await refreshLayerStats(conn, workspace: workspace, layer: layer, seen: stats) }
                var extent = LayerExtent(bbox: stats?.box, firstMicros: nil, count: Int(stats?.count ?? 0))
                if let box = extent.bbox, target != srid {
                    let rows = try await conn.query("""
                        SELECT ST_XMin(g), ST_YMin(g), ST_XMax(g), ST_YMax(g)
                        FROM (SELECT ST_Transform(ST_MakeEnvelope(\(box.minX), \(box.minY), \(box.maxX), \(box.maxY), \(srid)), \(target)) AS g) t
                        """, logger: logger)
                    for try await (a, b, c, d) in rows.decode((Double, Double, Double, Double).self) {
                        extent.bbox = BoundingBox(minX: a, minY: b, maxX: c, maxY: d)
                    }
                }
                let first = try await conn.query("""
                    SELECT (extract(epoch FROM ev.recorded_at) * 1000000)::int8 FROM events ev
                    WHERE ev.workspace_id = \(workspace) AND ev.layer = \(layer) AND ev.feature_id IS NOT NULL
                      AND ev.position >= (SELECT min(valid_from) FROM layer_versions WHERE workspace_id = \(workspace) AND name = \(layer))
                    ORDER BY ev.position LIMIT 1
                    """, logger: logger)
                for try await micros in first.decode(Int64.self) { extent.firstMicros = micros }
                return extent
            }
        }
    }

    /// The stored row of a layer, if it has one.
    func layerStats(_ conn: PostgresConnection, workspace: String, layer: String) async throws -> LayerStats? {
        let rows = try await conn.query("""
            SELECT feature_count, min_x, min_y, max_x, max_y, extent_exact, generation FROM layer_stats
            WHERE workspace_id = \(workspace) AND layer = \(layer)
            """, logger: logger)
        for try await (count, minX, minY, maxX, maxY, exact, generation) in rows.decode((Int64, Double?, Double?, Double?, Double?, Bool, Int64).self) {
            return LayerStats(count: count, box: Self.box(minX, minY, maxX, maxY), exact: exact, generation: generation)
        }
        return nil
    }

    /// Computes a layer's count and extent from its features and stores them, unless a write moved
    /// the row past the generation `seen` meanwhile (then what is stored already tells more than this
    /// snapshot did, and the next reader looks again).
    func refreshLayerStats(_ conn: PostgresConnection, workspace: String, layer: String, seen: LayerStats?) async throws -> LayerStats {
        // One statement, so count and extent come from the same snapshot.
        let rows = try await conn.query("""
            SELECT count(*), ST_XMin(ST_Extent(geom)), ST_YMin(ST_Extent(geom)), ST_XMax(ST_Extent(geom)), ST_YMax(ST_Extent(geom))
            FROM features WHERE workspace_id = \(workspace) AND layer = \(layer)
            """, logger: logger)
        var computed = LayerStats(count: 0, box: nil, exact: true, generation: (seen?.generation ?? -1) + 1)
        for try await (n, minX, minY, maxX, maxY) in rows.decode((Int64, Double?, Double?, Double?, Double?).self) {
            computed.count = n
            computed.box = Self.box(minX, minY, maxX, maxY)
        }
        let b = computed.box
        if let seen {
            try await conn.query("""
                UPDATE layer_stats SET feature_count = \(computed.count), min_x = \(b?.minX), min_y = \(b?.minY), max_x = \(b?.maxX), max_y = \(b?.maxY),
                       extent_exact = true, generation = generation + 1
                WHERE workspace_id = \(workspace) AND layer = \(layer) AND generation = \(seen.generation)
                """, logger: logger)
        } else {
            try await conn.query("""
                INSERT INTO layer_stats (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y)
                VALUES (\(workspace), \(layer), \(computed.count), \(b?.minX), \(b?.minY), \(b?.maxX), \(b?.maxY))
                ON CONFLICT (workspace_id, layer) DO NOTHING
                """, logger: logger)
        }
        return computed
    }

    static func box(_ minX: Double?, _ minY: Double?, _ maxX: Double?, _ maxY: Double?) -> BoundingBox? {
        guard let minX, let minY, let maxX, let maxY else { return nil }
        return BoundingBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
