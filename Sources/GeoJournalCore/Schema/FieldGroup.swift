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

    /// The canonical JSON of the group (docs/api.md: `contingentValues.fieldGroups` element).
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
