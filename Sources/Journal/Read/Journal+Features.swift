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

    /// A page of a layer's features at a moment, optionally inside a bounding box, as GeoJSON
    /// text: the page ``versionedFeatures(workspace:layer:moment:filter:limit:cursor:output:countMatched:)``
    /// reads (the one as-of feature reader), each feature written without parsing it again.
    public func features(workspace: String, layer: String, moment: ReadMoment, bbox: BoundingBox?, limit: Int, cursor: String?) async throws(JournalError) -> FeaturePage {
        let page = try await versionedFeatures(workspace: workspace, layer: layer, moment: moment, filter: bbox.map { SpatialFilter(box: $0) },
                                               limit: limit, cursor: cursor, output: .layer, countMatched: false)
        return FeaturePage(position: page.position,
                           features: page.features.map { GeoJSONText.feature(id: $0.id, version: $0.version, attributes: $0.attributes, geometry: $0.geometry) },
                           next: page.next)
    }

    /// One feature at a moment, as GeoJSON text with the position shown; nil when it does not
    /// exist at that moment.
    public func feature(workspace: String, layer: String, id: UUID, moment: ReadMoment) async throws(JournalError) -> (feature: String, position: Int64)? {
        try await database {
            try await withSnapshot(workspace: workspace, moments: [moment]) { [self] conn in
                guard let (position, head) = try await position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                var state = LayerState(workspace: workspace, layer: nil, position: position, current: position == head)
                state.layer = layer
                state.ids = [id]
                var sql = BoundSQL()
                sql.text = "SELECT f.id, f.version, f.attributes::text, f.geometry::text FROM \(try state.from(&sql))"
                let rows = try await conn.query(sql.query, logger: logger)
                for try await (id, version, attributes, geometry) in rows.decode((UUID, Int32, String, String).self) {
                    return (GeoJSONText.feature(id: id, version: Int(version), attributes: attributes, geometry: geometry), position)
                }
                return nil
            }
        }
    }
}
