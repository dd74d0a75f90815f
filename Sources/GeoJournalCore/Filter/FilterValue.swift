/// One side of a condition of a ``FeatureFilter``.
public indirect enum FilterValue: Sendable, Hashable {
    case field(FilterField)
    case literal(FilterLiteral)
    /// Today's date at midnight UTC, as a time (`CURRENT_DATE` as ArcGIS means it).
    case currentDate
    /// The time the read runs at.
    case currentTimestamp
    case function(FilterFunction, FilterValue)

    /// The fields this value reads.
    public var fields: [FilterField] {
        switch self {
        case .field(let f): return [f]
        case .function(_, let v): return v.fields
        default: return []
        }
    }
}
