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
