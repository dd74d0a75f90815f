/// What a CQL2 filter may name: the queryable fields, the name of the geometry, and the CRS of
/// the filter's geometries (`filter-crs`; nil: the layer's own).
///
/// ```swift
/// let q = CQL2Queryables(fields: definition.queryableFields(), filterSRID: 4326)
/// ```
public struct CQL2Queryables: Sendable {
    public var fields: [String: FilterField]
    /// The name spatial functions use for the feature's geometry.
    public var geometry: String
    public var filterSRID: Int32?

    public init(fields: [String: FilterField], geometry: String = "geometry", filterSRID: Int32?) {
        self.fields = fields
        self.geometry = geometry
        self.filterSRID = filterSRID
    }
}
