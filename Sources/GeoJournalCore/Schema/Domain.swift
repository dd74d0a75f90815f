/// One allowed value of a coded-value domain: the stored code and the name people read.
///
/// ```swift
/// CodedValue(code: 2, name: "Buffer").json   // {"code": 2, "name": "Buffer"}
/// ```
public struct CodedValue: Sendable, Hashable {
    public var code: JSONValue
    public var name: String

    public init(code: JSONValue, name: String) {
        self.code = code
        self.name = name
    }

    public var json: JSONValue { .object(["code": code, "name": .string(name)]) }

    /// `2 Buffer`, for messages.
    var label: String { "\(code.shortDescription) \(name)" }
}

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

    /// The canonical JSON of the domain (API.md `domains` member).
    public var json: JSONValue {
        switch self {
        case .codedValue(let d):
            return .object(["type": "codedValue", "codedValues": .array(d.codedValues.map(\.json))])
        case .range(let d):
            return .object(["type": "range", "min": d.min, "max": d.max])
        }
    }
}

/// A coded-value domain: the field holds one of the codes.
///
/// ```swift
/// let status = CodedValueDomain(name: "NestStatus", codedValues: [CodedValue(code: 1, name: "Active")])
/// status.contains(1)        // true
/// status.name(of: 1)        // "Active"
/// ```
public struct CodedValueDomain: Sendable, Hashable {
    public let name: String
    public let codedValues: [CodedValue]
    private let namesByCode: [JSONValue: String]
    /// `1 Active, 2 Inactive, ...`, computed once for messages.
    let allowedDescription: String

    public init(name: String, codedValues: [CodedValue]) {
        self.name = name
        self.codedValues = codedValues
        var names: [JSONValue: String] = [:]
        for value in codedValues where names[value.code] == nil { names[value.code] = value.name }
        self.namesByCode = names
        let shown = codedValues.prefix(20).map(\.label).joined(separator: ", ")
        self.allowedDescription = codedValues.count > 20 ? "\(shown), and \(codedValues.count - 20) more" : shown
    }

    /// Whether `value` is one of the codes (numbers compare by value).
    public func contains(_ value: JSONValue) -> Bool { namesByCode[value] != nil }

    /// The name of a code.
    public func name(of code: JSONValue) -> String? { namesByCode[code] }
}

/// A range domain: the field holds a value from `min` through `max`. Bounds are numbers,
/// or RFC 3339 strings for a range over a `date` field.
///
/// ```swift
/// let buffer = RangeDomain(name: "BufferRange", min: 0, max: 1000)!
/// buffer.contains(key: 250)   // true
/// ```
public struct RangeDomain: Sendable, Hashable {
    public let name: String
    public let min: JSONValue
    public let max: JSONValue
    /// Whether the bounds are dates (RFC 3339 strings) rather than numbers.
    public let isDateRange: Bool
    let lower: Double
    let upper: Double

    /// A range from two numbers or two RFC 3339 times; nil when the bounds are neither.
    public init?(name: String, min: JSONValue, max: JSONValue) {
        self.name = name
        self.min = min
        self.max = max
        if let lo = min.doubleValue, let hi = max.doubleValue {
            isDateRange = false
            lower = lo
            upper = hi
        } else if let a = min.stringValue, let b = max.stringValue, let lo = RFC3339.seconds(a), let hi = RFC3339.seconds(b) {
            isDateRange = true
            lower = lo
            upper = hi
        } else {
            return nil
        }
    }

    /// Whether a value at `key` on the field's order (see `FieldDefinition.orderKey`) is inside.
    public func contains(key: Double) -> Bool { key >= lower && key <= upper }

    /// Whether the range fits a field of `type`: numeric bounds for numbers, date bounds for dates.
    public func fits(_ type: FieldType) -> Bool { isDateRange ? type == .date : type.isNumeric }

    /// `0 to 1000`, for messages.
    var allowedDescription: String { "\(min.shortDescription) to \(max.shortDescription)" }
}
