import GeoJournalCore

/// The spatial part of a GeoServices `query` (`geometry`, `geometryType`, `inSR`, `spatialRel`)
/// as a condition of the filter tree, beside the `where` clause's (``EsriWhere``).
///
/// ```swift
/// let relation = try EsriSpatialFilter.relation("esriSpatialRelIntersects").get()      // .intersects
/// let shape = try EsriQueryGeometry.parse("0,0,10,10", geometryType: nil).get()
/// let filter = EsriSpatialFilter.condition(shape, relation: relation, srid: 4326)
/// // .spatial(.intersects, FilterShape(.box(…), srid: 4326))
/// ```
public enum EsriSpatialFilter {
    /// Reads `spatialRel` (nil or empty: intersects); refusals have the path `spatialRel`.
    public static func relation(_ text: String?) -> Result<SpatialRelation, Violation> {
        switch text?.lowercased() {
        case nil, "", "esrispatialrelintersects": return .success(.intersects)
        case "esrispatialrelenvelopeintersects", "esrispatialrelindexintersects": return .success(.envelopeIntersects)
        case "esrispatialrelcontains": return .success(.contains)
        case "esrispatialrelwithin": return .success(.within)
        case let other?:
            return .failure(Violation(path: "spatialRel", code: "parameter.spatialRel",
                                      message: "spatialRel \(other) is not supported; use esriSpatialRelIntersects, esriSpatialRelEnvelopeIntersects, esriSpatialRelContains or esriSpatialRelWithin"))
        }
    }

    /// The condition: the query's geometry in `srid` (nil: the layer's own) related to each
    /// feature's geometry by `relation`.
    public static func condition(_ geometry: EsriQueryGeometry, relation: SpatialRelation, srid: Int32?) -> FeatureFilter {
        switch geometry.shape {
        case .envelope(let box): return .spatial(relation, FilterShape(.box(box), srid: srid))
        case .geometry(let g): return .spatial(relation, FilterShape(.geometry(g), srid: srid))
        }
    }
}
