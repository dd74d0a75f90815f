/// How a feature's geometry relates to a filter's shape (GeoServices `spatialRel`; CQL2's
/// `S_INTERSECTS`, `S_CONTAINS`, `S_WITHIN`).
public enum SpatialRelation: Sendable, Hashable {
    /// The geometries intersect (exactly; touching counts).
    case intersects
    /// Their bounding boxes intersect.
    case envelopeIntersects
    /// The shape contains the feature's geometry.
    case contains
    /// The shape lies within the feature's geometry.
    case within
}
