
/// One attribute field of a layer.
///
/// Strings have a maximum length in characters (Unicode code points, as PostgreSQL's
/// `varchar(n)` counts them), ``defaultStringLength`` when the definition gives none.
///
/// ```swift
/// let status = FieldDefinition(name: "Status", type: .smallint, nullable: false, defaultValue: 3, domain: "NestStatus")
/// let label = FieldDefinition(name: "LABEL", type: .string, length: 64)
/// ```
public struct FieldDefinition: Sendable, Hashable {
    public var name: String
    public var type: FieldType
    public var nullable: Bool
    public var length: Int?
    public var defaultValue: JSONValue?
    public var domain: String?

    public init(name: String, type: FieldType, nullable: Bool = true, length: Int? = nil, defaultValue: JSONValue? = nil, domain: String? = nil) {
        self.name = name
        self.type = type
        self.nullable = nullable
        self.length = length
        self.defaultValue = defaultValue
        self.domain = domain
    }

    /// The length of a string field whose definition gives none.
    public static let defaultStringLength = 255
    /// The longest string field PostgreSQL's `varchar(n)` allows.
    public static let maximumStringLength = 10_485_760
    /// Names taken by the columns of the per-layer SQL view.
    public static let reservedNames: Set<String> = ["id", "version", "geom", "position"]

    /// The maximum length of a string value (``defaultStringLength`` when not given).
    public var maximumLength: Int { length ?? Self.defaultStringLength }

    /// Whether `name` can name a field: `[A-Za-z_][A-Za-z0-9_]{0,62}` (a PostgreSQL identifier).
    public static func isValidName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard !bytes.isEmpty, bytes.count <= 63 else { return false }
        for (k, b) in bytes.enumerated() {
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            let digit = b >= 0x30 && b <= 0x39
            if !(letter || (digit && k > 0)) { return false }
        }
        return true
    }
}

/// How a non-null value fits a field's type.
enum ValueFit: Sendable {
    /// It fits; the value to store (integral numbers in whole-number fields become integers).
    case fits(JSONValue)
    /// Not a value of the field's type.
    case wrongType
    /// A string longer than the field allows; its length in characters.
    case tooLong(Int)
}

extension FieldDefinition {
    /// Checks the JSON type and size of a non-null value.
    func fit(_ value: JSONValue) -> ValueFit {
        switch type {
        case .integer, .smallint:
            let whole: Int64
            switch value {
            case .integer(let i): whole = i
            case .double(let d):
                guard d.rounded() == d, d >= -9.2e18, d <= 9.2e18 else { return .wrongType }
                whole = Int64(d)
            default: return .wrongType
            }
            if type == .smallint, whole < -32768 || whole > 32767 { return .wrongType }
            if case .integer = value { return .fits(value) }
            return .fits(.integer(whole))
        case .double:
            switch value {
            case .integer, .double: return .fits(value)
            default: return .wrongType
            }
        case .string:
            guard case .string(let s) = value else { return .wrongType }
            let limit = maximumLength
            if s.utf8.count <= limit { return .fits(value) }
            let count = s.unicodeScalars.count
            return count <= limit ? .fits(value) : .tooLong(count)
        case .boolean:
            if case .bool = value { return .fits(value) }
            return .wrongType
        case .date:
            guard case .string(let s) = value, RFC3339.seconds(s) != nil else { return .wrongType }
            return .fits(value)
        case .uuid:
            guard case .string(let s) = value, UUIDText.isValid(s) else { return .wrongType }
            return .fits(value)
        }
    }

    /// The position of a value on the field's order, for range comparisons: the number itself,
    /// or seconds since 1970 for a date.
    func orderKey(_ value: JSONValue) -> Double? {
        if type == .date {
            guard case .string(let s) = value else { return nil }
            return RFC3339.seconds(s)
        }
        return value.doubleValue
    }

    /// Why `value` does not fit the field's type, as a message; nil when it fits.
    func typeProblem(_ value: JSONValue) -> String? {
        switch fit(value) {
        case .fits: return nil
        case .wrongType: return "\(name): \(value.shortDescription) is not \(type.expectation)"
        case .tooLong(let count): return "\(name): a string of \(count) characters is longer than the \(maximumLength) the field allows"
        }
    }
}

extension JSONValue {
    /// The value as compact JSON, cut short for messages.
    var shortDescription: String {
        let text = jsonString(sortedKeys: true)
        guard text.count > 60 else { return text }
        return String(text.prefix(57)) + "..."
    }
}
