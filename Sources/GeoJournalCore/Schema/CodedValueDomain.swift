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
