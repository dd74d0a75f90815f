
/// A named set of allowed values for a field: a list of codes or a closed range.
///
/// ```swift
/// switch layer.domains["BufferRange"] {
/// case .range(let range)?: print(range.min, range.max)
/// case .codedValue(let coded)?: print(coded.codedValues.map(\.name))
/// case nil: break
/// }
/// ```
public enum Domain: Sendable, Hashable {
    case codedValue(CodedValueDomain)
    case range(RangeDomain)

    public var name: String {
        switch self {
        case .codedValue(let d): return d.name
        case .range(let d): return d.name
        }
    }

    /// The canonical JSON of the domain (docs/api.md: `domains` member).
    public var json: JSONValue {
        switch self {
        case .codedValue(let d):
            return .object(["type": "codedValue", "codedValues": .array(d.codedValues.map(\.json))])
        case .range(let d):
            return .object(["type": "range", "min": d.min, "max": d.max])
        }
    }
}
