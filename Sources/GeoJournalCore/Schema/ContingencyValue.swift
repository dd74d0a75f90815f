/// One value of a contingency: what a field of the group may hold in that combination.
///
/// ```swift
/// ContingencyValue.code(2).json                  // {"code": 2}
/// ContingencyValue.range(min: 100, max: 500).json   // {"range": [100, 500]}
/// ContingencyValue.any.json                      // "any"
/// ```
public enum ContingencyValue: Sendable, Hashable {
    /// Exactly this code of the field's coded-value domain.
    case code(JSONValue)
    /// A value from `min` through `max`, a sub-range of the field's range domain.
    case range(min: JSONValue, max: JSONValue)
    /// Any value but null.
    case any
    /// Null.
    case null

    public var json: JSONValue {
        switch self {
        case .code(let c): return .object(["code": c])
        case .range(let lo, let hi): return .object(["range": .array([lo, hi])])
        case .any: return "any"
        case .null: return .null
        }
    }
}
