import Foundation
import GeoJournalCore

/// A box filter as SQL, exact: the spatial index finds the candidates by their boxes (`&&`, whose
/// boxes are single precision and rounded outward, so alone it lets in geometries just outside),
/// then `ST_Intersects` decides on the geometry itself, only for those candidates. A geometry that
/// only touches the box's edge is inside, as OGC API – Features and GEOS's intersects have it.
///
/// ```swift
/// let filter = BoxFilter(box: box, layerSRID: 4326)
/// let predicate = filter.sql("f.geom") { text, cast in binds.append(text); return "$\(binds.count)::\(cast)" }
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

    /// The predicate on a geometry expression (with the layer's SRID); `bind` binds a value (its
    /// text and its cast) and returns its placeholder.
    func sql(_ column: String, bind: (String, String) -> String) -> String {
        if empty { return "false" }
        let envelope = Self.envelope(coarse, srid: layerSRID, bind: bind)
        guard let given else {
            if points {
                let b = coarse
                return "(\(column) && \(envelope) AND ST_X(\(column)) BETWEEN \(Self.number(b.minX, bind)) AND \(Self.number(b.maxX, bind))"
                    + " AND ST_Y(\(column)) BETWEEN \(Self.number(b.minY, bind)) AND \(Self.number(b.maxY, bind)))"
            }
            return "(\(column) && \(envelope) AND ST_Intersects(\(column), \(envelope)))"
        }
        let step = max(given.box.maxX - given.box.minX, given.box.maxY - given.box.minY) / Self.densify + 1e-12
        let image = "ST_Transform(ST_Segmentize(\(Self.envelope(given.box, srid: given.srid, bind: bind)), \(Self.number(step, bind))), \(bind(String(layerSRID), "int4")))"
        return "(\(column) && \(envelope) AND ST_Intersects(\(column), \(image)))"
    }

    /// Whether the boxes intersect (`&&`: the index's test alone, GeoServices' envelope intersects).
    func envelopeSQL(_ column: String, bind: (String, String) -> String) -> String {
        if empty { return "false" }
        return "\(column) && \(Self.envelope(coarse, srid: layerSRID, bind: bind))"
    }

    static func envelope(_ b: BoundingBox, srid: Int32, bind: (String, String) -> String) -> String {
        "ST_MakeEnvelope(\(number(b.minX, bind)), \(number(b.minY, bind)), \(number(b.maxX, bind)), \(number(b.maxY, bind)), \(bind(String(srid), "int4")))"
    }

    /// A float8 bound as text that reads back as the same double (Swift prints the shortest such
    /// digits); infinities become the largest finite doubles.
    static func number(_ value: Double, _ bind: (String, String) -> String) -> String {
        let v = value.isFinite ? value : (value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
        return bind(String(v), "float8")
    }
}
