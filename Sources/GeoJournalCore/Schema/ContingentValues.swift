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

/// One allowed combination of values of a field group, for every subtype or for one.
///
/// ```swift
/// let buffer = Contingency(values: [.code(2), .range(min: 100, max: 500)])
/// let closure = Contingency(subtype: 3, values: [.code(2), .code(7)])
/// ```
public struct Contingency: Sendable, Hashable {
    /// When set, the combination applies only to features of this subtype.
    public var subtype: Int64?
    /// One value per field of the group, in the group's field order.
    public var values: [ContingencyValue]

    public init(subtype: Int64? = nil, values: [ContingencyValue]) {
        self.subtype = subtype
        self.values = values
    }
}

/// A contingent-value field group (the ArcGIS model): fields whose values must together match
/// one of the listed contingencies. A restrictive group refuses a feature that matches none;
/// a non-restrictive group only warns.
///
/// ```swift
/// let group = layer.fieldGroups[0]
/// group.name          // "NestProtection"
/// group.fields        // ["Status", "Protection", "BufferSize"]
/// group.restrictive   // true
/// ```
public struct FieldGroup: Sendable, Hashable {
    public var name: String
    public var restrictive: Bool
    public var fields: [String]
    public var contingencies: [Contingency]

    public init(name: String, restrictive: Bool, fields: [String], contingencies: [Contingency]) {
        self.name = name
        self.restrictive = restrictive
        self.fields = fields
        self.contingencies = contingencies
    }

    /// The canonical JSON of the group (API.md `contingentValues.fieldGroups` element).
    public var json: JSONValue {
        let rows: [JSONValue] = contingencies.map { contingency in
            var row: [String: JSONValue] = [:]
            for (field, value) in zip(fields, contingency.values) { row[field] = value.json }
            if let s = contingency.subtype { row["subtype"] = .integer(s) }
            return .object(row)
        }
        return .object([
            "name": .string(name),
            "restrictive": .bool(restrictive),
            "fields": .array(fields.map { .string($0) }),
            "contingencies": .array(rows),
        ])
    }
}
