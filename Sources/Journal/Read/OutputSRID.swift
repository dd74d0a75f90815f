import Foundation
import GeoJournalCore
import PostgresNIO

/// The spatial reference a versioned read answers in: the layer's own, or another EPSG code that
/// PostGIS transforms to (4326 for OGC CRS84).
public enum OutputSRID: Sendable, Hashable {
    case layer
    case epsg(Int32)

    /// The EPSG code asked for (nil: the layer's own).
    public var srid: Int32? {
        if case .epsg(let srid) = self { return srid }
        return nil
    }

    /// The SQL expression of a row's GeoJSON geometry, from its PostGIS value `geom` (the one form stored, Schema/0050).
    func expression(layerSRID: Int32, alias: String) -> String {
        switch self {
        case .epsg(let srid) where srid != layerSRID:
            return "ST_AsGeoJSON(ST_Transform(\(alias).geom, \(srid)), 9)"
        default:
            return "geojournal_geojson(\(alias).geom)"
        }
    }
}
