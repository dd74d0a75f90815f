/// A condition on the features of a layer, as a syntax tree: what a client's filter means,
/// independent of how it was written and of how it is evaluated.
///
/// Every face's filter language is one parser onto this tree (GeoServices' `where`, `geometry`
/// and `spatialRel` in `EsriWhere`/`EsriQueryGeometry`; a CQL2 parser the same way), and the
/// Journal turns a tree into bound SQL in one place (`FilterSQL`), so the tree holds no SQL:
/// fields are named (``FilterField``), values are typed literals (``FilterLiteral``), operators
/// and functions are cases. Literals compared with a field already have the field's kind (the
/// parser decided it), so the evaluator only binds them.
///
/// ```swift
/// let diameter = FilterField(.attribute("DIAMETER"), kind: .double)
/// let filter = FeatureFilter.all([
///     .compare(.field(diameter), .greater, .literal(.double(150))),
///     .spatial(.intersects, FilterShape(.box(BoundingBox(minX: 0, minY: 0, maxX: 10, maxY: 10)), srid: 4326)),
/// ])
/// filter.fields   // [diameter]
/// ```
public indirect enum FeatureFilter: Sendable, Hashable {
    /// Always true or always false (`1=1`, or a comparison of literals decided by the parser).
    case constant(Bool)
    case all([FeatureFilter])
    case any([FeatureFilter])
    case not(FeatureFilter)
    case compare(FilterValue, FilterComparison, FilterValue)
    /// `subject [NOT] LIKE pattern [ESCAPE c]`: `%` any run, `_` one character; no escape
    /// character unless one is given (SQL-92).
    case like(FilterValue, pattern: FilterValue, escape: FilterValue?, negated: Bool)
    /// `subject [NOT] IN (values)`.
    case member(FilterValue, [FilterValue], negated: Bool)
    /// `subject [NOT] BETWEEN low AND high`, bounds included.
    case between(FilterValue, FilterValue, FilterValue, negated: Bool)
    case isNull(FilterValue, negated: Bool)
    /// The feature's geometry in a relation with a given shape.
    case spatial(SpatialRelation, FilterShape)

    /// The same condition with constants folded into the `AND`s, `OR`s and `NOT`s around them.
    public var simplified: FeatureFilter {
        switch self {
        case .all(let items):
            var kept: [FeatureFilter] = []
            for item in items {
                let s = item.simplified
                if case .constant(let b) = s {
                    if !b { return .constant(false) }
                    continue
                }
                kept.append(s)
            }
            return kept.isEmpty ? .constant(true) : kept.count == 1 ? kept[0] : .all(kept)
        case .any(let items):
            var kept: [FeatureFilter] = []
            for item in items {
                let s = item.simplified
                if case .constant(let b) = s {
                    if b { return .constant(true) }
                    continue
                }
                kept.append(s)
            }
            return kept.isEmpty ? .constant(false) : kept.count == 1 ? kept[0] : .any(kept)
        case .not(let inner):
            switch inner.simplified {
            case .constant(let b): return .constant(!b)
            case .not(let x): return x
            case let s: return .not(s)
            }
        default:
            return self
        }
    }

    /// Both conditions (nil stands for "everything").
    public static func both(_ a: FeatureFilter?, _ b: FeatureFilter?) -> FeatureFilter? {
        guard let a else { return b }
        guard let b else { return a }
        return .all([a, b])
    }

    /// The spatial conditions of the tree, in text order.
    public var spatialConditions: [(SpatialRelation, FilterShape)] {
        switch self {
        case .spatial(let relation, let shape): return [(relation, shape)]
        case .all(let items), .any(let items): return items.flatMap(\.spatialConditions)
        case .not(let inner): return inner.spatialConditions
        default: return []
        }
    }

    /// Every field the condition reads, in text order (repeats included).
    public var fields: [FilterField] {
        switch self {
        case .constant, .spatial: return []
        case .all(let items), .any(let items): return items.flatMap(\.fields)
        case .not(let inner): return inner.fields
        case .compare(let a, _, let b): return a.fields + b.fields
        case .like(let s, let p, let e, _): return s.fields + p.fields + (e?.fields ?? [])
        case .member(let s, let items, _): return s.fields + items.flatMap(\.fields)
        case .between(let s, let l, let h, _): return s.fields + l.fields + h.fields
        case .isNull(let s, _): return s.fields
        }
    }
}

extension LayerDefinition {
    /// The fields a filter may name on this layer: every field of its schema by its name, plus
    /// the OBJECTID and the feature id under the names the face gives them.
    public func filterFields(objectIdField: String, globalIdField: String) -> [String: FilterField] {
        var out: [String: FilterField] = [
            objectIdField: FilterField(.objectId, kind: .integer),
            globalIdField: FilterField(.featureId, kind: .uuid),
        ]
        for field in fields {
            let kind: FilterKind
            switch field.type {
            case .integer, .smallint: kind = .integer
            case .double: kind = .double
            case .string: kind = .string
            case .boolean: kind = .boolean
            case .date: kind = .date
            case .uuid: kind = .uuid
            }
            out[field.name] = FilterField(.attribute(field.name), kind: kind)
        }
        return out
    }
}
