import Foundation
import GeoJournalCore

/// A box filter as SQL, exact: the spatial index finds the candidates by their boxes (`&&`, whose
/// boxes are single precision and rounded outward, so alone it lets in geometries just outside),
/// then `ST_Intersects` decides on the geometry itself, only for those candidates. A geometry that
/// only touches the box's edge is inside, as OGC API – Features and GEOS's intersects have it.
///
/// ```swift
/// let filter = BoxFilter(box: box, layerSRID: 4326)
/// let sql = "SELECT id FROM features f WHERE \(filter.sql("f.geom"))"
/// ```
struct BoxFilter: Sendable {
    /// The box in the layer's spatial reference: what the index compares.
    let coarse: BoundingBox
    let layerSRID: Int32
    /// The box as given, when in another spatial reference: the exact test compares with its image
    /// in the layer's, densified so that its curved edges are followed (for EPSG:4326 and Web
    /// Mercator the image is again a rectangle, and the test is exact).
    let given: (box: BoundingBox, srid: Int32)?

    /// A box with nothing in it (one given in EPSG:4326 wholly beyond what the layer's
    /// spatial reference can show).
    let empty: Bool

    /// The layer holds single points: then the exact test compares coordinates (no GEOS call per
    /// candidate; a point's coordinates are exact where the index's boxes are rounded).
    let points: Bool

    init(box: BoundingBox, layerSRID: Int32, given: (box: BoundingBox, srid: Int32)? = nil, points: Bool = false) {
        self.coarse = box
        self.layerSRID = layerSRID
        self.given = given
        self.points = points
        self.empty = !(box.minX <= box.maxX && box.minY <= box.maxY)
    }

    /// Segments per side of a box given in another spatial reference.
    static let densify = 256.0

    /// The predicate on a geometry expression (with the layer's SRID).
    func sql(_ column: String) -> String {
        if empty { return "false" }
        let envelope = Self.envelope(coarse, srid: layerSRID)
        guard let given else {
            if points {
                let b = coarse
                return "(\(column) && \(envelope) AND ST_X(\(column)) BETWEEN \(Self.literal(b.minX)) AND \(Self.literal(b.maxX))"
                    + " AND ST_Y(\(column)) BETWEEN \(Self.literal(b.minY)) AND \(Self.literal(b.maxY)))"
            }
            return "(\(column) && \(envelope) AND ST_Intersects(\(column), \(envelope)))"
        }
        let step = max(given.box.maxX - given.box.minX, given.box.maxY - given.box.minY) / Self.densify + 1e-12
        let image = "ST_Transform(ST_Segmentize(\(Self.envelope(given.box, srid: given.srid)), \(Self.literal(step))), \(layerSRID))"
        return "(\(column) && \(envelope) AND ST_Intersects(\(column), \(image)))"
    }

    static func envelope(_ b: BoundingBox, srid: Int32) -> String {
        "ST_MakeEnvelope(\(literal(b.minX)), \(literal(b.minY)), \(literal(b.maxX)), \(literal(b.maxY)), \(srid))"
    }

    /// A float8 literal that reads back as the same double (Swift prints the shortest such digits).
    static func literal(_ value: Double) -> String {
        let v = value.isFinite ? value : (value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
        return "(\(v))::float8"
    }
}
