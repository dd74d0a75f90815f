/// The geometry types a layer can hold (GeoJSON names).
public enum GeometryType: String, Sendable, Hashable, Codable, CaseIterable {
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
}
