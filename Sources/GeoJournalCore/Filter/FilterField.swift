/// A field a filter reads: the feature's OBJECTID, its id, or one of its layer's attributes,
/// with the kind of its values.
///
/// ```swift
/// let fields = definition.filterFields(objectIdField: "OBJECTID", globalIdField: "GlobalID")
/// fields["DIAMETER"]   // FilterField(.attribute("DIAMETER"), kind: .double)
/// ```
public struct FilterField: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// The feature's OBJECTID (the position of its created event).
        case objectId
        /// The feature's id (a GeoServices GlobalID, a GeoJSON id).
        case featureId
        /// An attribute of the layer's schema, by its name.
        case attribute(String)
    }

    public var source: Source
    public var kind: FilterKind

    public init(_ source: Source, kind: FilterKind) {
        self.source = source
        self.kind = kind
    }
}
