import Foundation
import GeoJournalCore
import PostgresNIO

/// A layer's current feature count and extent as the projection keeps them (`layer_stats`,
/// Schema/0018). Only the write path writes the row: every batch write moves it
/// (`geojournal_count_layers`), and the writer makes an extent a write left inexact exact again
/// after the commit (``Extents/follow(workspace:after:)``). Readers never write it.
struct LayerStats: Sendable {
    var count: Int64
    /// In the layer's spatial reference; nil while the layer has no features.
    var box: BoundingBox?
    /// False while a write's removal at the extent's edge left `box` possibly too large (the
    /// count is exact always).
    var exact: Bool
    /// Moves with every write of the row; the writer stores an extent it computed only if the row
    /// is still at the generation it computed from.
    var generation: Int64
}

/// Each layer's current count and extent (`layer_stats`): read by every layer's metadata (OGC
/// collections, GeoServices layers) and kept by the write path alone. Reached as
/// ``Journal/extents``.
///
/// ```swift
/// let extent = try await journal.extents.layerExtent(workspace: "naperville", layer: "Poles", output: .epsg(4326))
/// ```
public final class Extents: JournalRoomWithState {
    /// The journal whose layers these are: its pool and its background tasks.
    let reference: JournalReference
    /// Which workspaces' follow-ups run in this process (``follow(workspace:after:)``).
    let followUps = LayerExtentFollowUps()

    init(_ reference: JournalReference) { self.reference = reference }
}

extension Extents {
    /// The extent of a layer's current features in `output`, their count, and when its oldest
    /// version began. Count and extent come from `layer_stats` (kept by every batch write). A row
    /// marked inexact (a write took away a feature at the extent's edge, and the writer's follow-up
    /// has not stored the exact extent yet) is not an answer: the reader computes count and extent
    /// from the features itself, in one statement (one snapshot), and stores nothing — the read
    /// path does not write, so the answer is exact either way and a read is only a read (it runs
    /// on a read-only connection too). The beginning is the time of the layer's first feature
    /// event (a version begins with the event that makes it, and time never runs backwards along
    /// positions): found by walking the events from the layer's first definition, a few rows for a
    /// layer that got features soon after it was defined.
    /// A version's line answers with its workspace's (DEFAULT's) count and extent.
    public func layerExtent(workspace key: String, layer: String, output: OutputSRID) async throws(JournalError) -> LayerExtent {
        let workspace = VersionLine.workspace(of: key)
        guard let srid = try await journal.reads.layerSRID(workspace: workspace, layer: layer) else {
            throw JournalError.notFound("there is no layer \"\(layer)\" in workspace \"\(workspace)\"")
        }
        let target: Int32
        if case .epsg(let s) = output { target = s } else { target = srid }
        return try await journal.database {
            try await client.withLiveConnection { [self] conn in
                let stats = try await exactLayerStats(conn, workspace: workspace, layer: layer)
                var extent = LayerExtent(bbox: stats.box, firstMicros: nil, count: Int(stats.count))
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
                    SELECT (extract(epoch FROM coalesce(ev.recorded_at, (SELECT o.recorded_at FROM geojournal_operation_at(ev.workspace_id, ev.position) o))) * 1000000)::int8 FROM events ev
                    WHERE ev.workspace_id = \(workspace) AND ev.layer = \(layer) AND ev.feature_id IS NOT NULL
                      AND ev.position >= (SELECT min(valid_from) FROM layer_versions WHERE workspace_id = \(workspace) AND name = \(layer))
                    ORDER BY ev.position LIMIT 1
                    """, logger: logger)
                for try await micros in first.decode(Int64.self) { extent.firstMicros = micros }
                return extent
            }
        }
    }

    /// The stored row of a layer, if it has one (its count is always exact; its extent when
    /// `exact` says so).
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

    /// A layer's count and exact extent, reading only: the stored row when its extent is exact;
    /// otherwise (a write left it inexact and the writer has not stored the exact one yet, or there
    /// is no row) count and extent computed from the features by ``computedLayerStats(_:workspace:layer:)``
    /// and not stored.
    func exactLayerStats(_ conn: PostgresConnection, workspace: String, layer: String) async throws -> LayerStats {
        if let stored = try await layerStats(conn, workspace: workspace, layer: layer), stored.exact { return stored }
        return try await computedLayerStats(conn, workspace: workspace, layer: layer)
    }

    /// A layer's count and extent computed from its features: one statement, so both come from
    /// one snapshot. About 0.2 s for a layer of 1,000,000 points on the development machine (the
    /// reason the projection keeps them). The writer's follow-up computes with the same words inside
    /// its store (``Extents/storeExactExtent(_:workspace:layer:)``).
    /// (Not folded into the read of the row as a lateral subquery gated by `extent_exact`: its
    /// plan's cost reaches PostgreSQL's JIT threshold, and compiling took 7 ms of every read, the
    /// scan skipped or not; the row alone reads in 0.03 ms.)
    func computedLayerStats(_ conn: PostgresConnection, workspace: String, layer: String) async throws -> LayerStats {
        let rows = try await conn.query("""
            SELECT count(*), ST_XMin(ST_Extent(geom)), ST_YMin(ST_Extent(geom)), ST_XMax(ST_Extent(geom)), ST_YMax(ST_Extent(geom))
            FROM features WHERE workspace_id = \(workspace) AND layer = \(layer)
            """, logger: logger)
        var computed = LayerStats(count: 0, box: nil, exact: true, generation: -1)
        for try await (n, minX, minY, maxX, maxY) in rows.decode((Int64, Double?, Double?, Double?, Double?).self) {
            computed.count = n
            computed.box = Self.box(minX, minY, maxX, maxY)
        }
        return computed
    }

    static func box(_ minX: Double?, _ minY: Double?, _ maxX: Double?, _ maxY: Double?) -> BoundingBox? {
        guard let minX, let minY, let maxX, let maxY else { return nil }
        return BoundingBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
