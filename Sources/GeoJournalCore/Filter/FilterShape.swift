/// The shape of a spatial condition: a box or any geometry, in an EPSG spatial reference (nil:
/// the layer's own).
public struct FilterShape: Sendable, Hashable {
    public enum Form: Sendable, Hashable {
        case box(BoundingBox)
        case geometry(Geometry)
    }

    public var form: Form
    public var srid: Int32?

    public init(_ form: Form, srid: Int32? = nil) {
        self.form = form
        self.srid = srid
    }
}
