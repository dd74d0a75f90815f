/// A field group that a feature's values do not satisfy (docs/api.md: `contingent-values/validate`).
///
/// ```swift
/// for v in nests.contingentViolations(["Status": 1, "Protection": 2, "BufferSize": 50]) {
///     print(v.group, v.restrictive, v.fields, v.message)
/// }
/// ```
public struct ContingentViolation: Sendable, Hashable {
    public var group: String
    public var restrictive: Bool
    public var fields: [String]
    /// Which values were given and which combinations the group allows.
    public var message: String

    public init(group: String, restrictive: Bool, fields: [String], message: String) {
        self.group = group
        self.restrictive = restrictive
        self.fields = fields
        self.message = message
    }

    /// As a violation of the feature (path `attributes`): a restrictive group's refuses the write,
    /// a non-restrictive group's is a warning.
    public var violation: Violation {
        Violation(path: "attributes", code: restrictive ? "contingentValue.restrictive" : "contingentValue.nonRestrictive", message: message)
    }

    public var json: JSONValue {
        .object([
            "fieldGroup": .string(group),
            "restrictive": .bool(restrictive),
            "fields": .array(fields.map { .string($0) }),
            "code": .string(violation.code),
            "message": .string(message),
        ])
    }
}
