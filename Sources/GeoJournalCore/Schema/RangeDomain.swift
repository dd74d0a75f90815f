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
