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

extension Reads {

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
        try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [moment]) { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
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
