extension LayerDefinition {
    /// The canonical layer body: every member spelled out (`nullable`, string `length`, empty
    /// `domains`), subtypes and contingent values only when the layer has them.
    func canonicalJSON() -> JSONValue {
        var body: [String: JSONValue] = [
            "geometryType": .string(geometryType.rawValue),
            "srid": .integer(Int64(srid)),
            "fields": .array(fields.map(\.json)),
            "domains": .object(domains.mapValues(\.json)),
        ]
        if let subtypeField {
            body["subtypeField"] = .string(subtypeField)
            body["subtypes"] = .array(subtypes.map(\.json))
        }
        if !fieldGroups.isEmpty {
            body["contingentValues"] = .object(["fieldGroups": .array(fieldGroups.map(\.json))])
        }
        return .object(body)
    }
}

extension FieldDefinition {
    /// The canonical JSON of the field (docs/api.md: `fields` element).
    public var json: JSONValue {
        var member: [String: JSONValue] = [
            "name": .string(name),
            "type": .string(type.rawValue),
            "nullable": .bool(nullable),
        ]
        if type == .string { member["length"] = .integer(Int64(maximumLength)) }
        if let defaultValue, !defaultValue.isNull { member["default"] = defaultValue }
        if let domain { member["domain"] = .string(domain) }
        return .object(member)
    }
}
