/// The values still open to one field within one field group, given the values already chosen
/// for the group's other fields (docs/api.md: `contingent-values/query`).
///
/// ```swift
/// let options = nests.contingentValues(for: "BufferSize", given: ["Protection": 2])
/// options[0].ranges        // [100 to 500]
/// options[0].allowsNull    // false
/// ```
public struct FieldGroupOptions: Sendable, Hashable {
    public var group: String
    public var restrictive: Bool
    public var field: String
    /// The codes the field may take, in the order of its domain (for `any`: every code of the domain).
    public var codedValues: [CodedValue]
    /// The ranges the field's value may fall in (for `any` on a range domain: the whole domain).
    public var ranges: [ValueRange]
    /// Whether some possible contingency allows null.
    public var allowsNull: Bool
    /// Whether some possible contingency allows any non-null value (`any`), or the group does not
    /// constrain the feature's subtype at all.
    public var allowsAnyValue: Bool

    public init(group: String, restrictive: Bool, field: String, codedValues: [CodedValue], ranges: [ValueRange], allowsNull: Bool, allowsAnyValue: Bool) {
        self.group = group
        self.restrictive = restrictive
        self.field = field
        self.codedValues = codedValues
        self.ranges = ranges
        self.allowsNull = allowsNull
        self.allowsAnyValue = allowsAnyValue
    }

    public var json: JSONValue {
        .object([
            "fieldGroup": .string(group),
            "restrictive": .bool(restrictive),
            "field": .string(field),
            "codedValues": .array(codedValues.map(\.json)),
            "ranges": .array(ranges.map(\.json)),
            "null": .bool(allowsNull),
            "any": .bool(allowsAnyValue),
        ])
    }
}

/// A closed range of values, `min` through `max` (numbers, or RFC 3339 times for dates).
///
/// ```swift
/// ValueRange(min: 100, max: 500).json   // {"min": 100, "max": 500}
/// ```
public struct ValueRange: Sendable, Hashable {
    public var min: JSONValue
    public var max: JSONValue

    public init(min: JSONValue, max: JSONValue) {
        self.min = min
        self.max = max
    }

    public var json: JSONValue { .object(["min": min, "max": max]) }
}
