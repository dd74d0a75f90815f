/// The type of an attribute field.
///
/// ```swift
/// FieldType(rawValue: "smallint")   // .smallint
/// FieldType.double.isNumeric        // true
/// ```
public enum FieldType: String, Sendable, Hashable, CaseIterable {
    case integer, smallint, double, string, boolean, date, uuid

    /// Whether values are numbers (and a numeric range domain may apply).
    public var isNumeric: Bool { self == .integer || self == .smallint || self == .double }

    /// Whether values are whole numbers (the type of a subtype field).
    public var isWholeNumber: Bool { self == .integer || self == .smallint }

    /// Whether a range domain may apply: numbers and dates are ordered.
    public var acceptsRangeDomain: Bool { isNumeric || self == .date }

    /// What a value of this type is, for messages ("is not an integer").
    var expectation: String {
        switch self {
        case .integer: return "an integer"
        case .smallint: return "a smallint (-32768 to 32767)"
        case .double: return "a number"
        case .string: return "a string"
        case .boolean: return "a boolean"
        case .date: return "an RFC 3339 date-time"
        case .uuid: return "a UUID"
        }
    }
}
