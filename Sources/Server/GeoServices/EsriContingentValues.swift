import Foundation
import GeoJournalCore

/// A layer's contingent values in Esri's JSON (`/FeatureServer/{id}/contingentValues`,
/// `/fieldGroups`, the service's `queryContingentValues`):
///
/// ```json
/// {"typeCodes": ["Unknown", "Any", "Null", "Code", "Range"],
///  "stringDicts": [{"domain": "NestStatus", "entries": ["Active", "Inactive"]}],
///  "contingentValuesDefinition": {"hasSubType": false, "fieldGroups": [
///     {"name": "NestProtection", "restrictive": true, "fields": ["Status", "Protection"],
///      "contingentValues": [{"id": 1, "types": [3, 1], "values": [0], "retired": 0}]}]}}
/// ```
///
/// Each contingency lists one type code per field of its group and one value per `Code` or
/// `Range` field: a code (for a string field, its index in the domain's `stringDicts` entries) or
/// `{"range": [min, max]}`. In a layer with subtypes (`hasSubType`), each group lists its
/// contingencies per subtype (`subTypes: [{code, name, domains, contingentValues}]`); a
/// contingency that holds for every subtype is listed under each.
extension GeoServicesLayer {
    static let contingencyTypeCodes: [JSONValue] = ["Unknown", "Any", "Null", "Code", "Range"]

    /// `{"fieldGroups": [{"name", "restrictive", "fields"}]}`.
    var fieldGroupsJSON: JSONValue {
        .object(["fieldGroups": .array(definition.fieldGroups.map { g in
            .object(["name": .string(g.name), "restrictive": .bool(g.restrictive), "fields": .array(g.fields.map(JSONValue.string))])
        })])
    }

    var contingentValuesJSON: JSONValue {
        var dictionaries: [(domain: String, entries: [String])] = []
        func entryIndex(_ code: String, domain: Domain) -> Int? {
            guard case .codedValue(let d) = domain else { return nil }
            if !dictionaries.contains(where: { $0.domain == d.name }) {
                dictionaries.append((d.name, d.codedValues.compactMap { $0.code.stringValue }))
            }
            return dictionaries.first { $0.domain == d.name }?.entries.firstIndex(of: code)
        }
        let hasSubType = definition.subtypeField != nil && !definition.subtypes.isEmpty
        func contingency(_ c: Contingency, id: Int, group: FieldGroup, subtype: Int64?) -> JSONValue {
            var types: [JSONValue] = []
            var values: [JSONValue] = []
            for (field, value) in zip(group.fields, c.values) {
                switch value {
                case .any: types.append(1)
                case .null: types.append(2)
                case .code(let code):
                    types.append(3)
                    if let text = code.stringValue, let domain = definition.domain(of: field, subtype: subtype), let k = entryIndex(text, domain: domain) {
                        values.append(.integer(Int64(k)))
                    } else {
                        values.append(code)
                    }
                case .range(let lo, let hi):
                    types.append(4)
                    values.append(.object(["range": .array([lo, hi])]))
                }
            }
            return .object(["id": .integer(Int64(id)), "types": .array(types), "values": .array(values), "retired": 0])
        }
        let groups: [JSONValue] = definition.fieldGroups.map { g in
            var o: [String: JSONValue] = ["name": .string(g.name), "restrictive": .bool(g.restrictive), "fields": .array(g.fields.map(JSONValue.string))]
            let numbered = Array(g.contingencies.enumerated())
            if hasSubType {
                o["subTypes"] = .array(definition.subtypes.map { s in
                    var domains: [String: JSONValue] = [:]
                    for f in g.fields { if let d = definition.domain(of: f, subtype: s.code) { domains[f] = .string(d.name) } }
                    return .object([
                        "code": .integer(s.code), "name": .string(s.name), "domains": .object(domains),
                        "contingentValues": .array(numbered.filter { $0.element.subtype == nil || $0.element.subtype == s.code }.map {
                            contingency($0.element, id: $0.offset + 1, group: g, subtype: s.code)
                        }),
                    ])
                })
            } else {
                o["contingentValues"] = .array(numbered.map { contingency($0.element, id: $0.offset + 1, group: g, subtype: nil) })
            }
            return .object(o)
        }
        return .object([
            "typeCodes": .array(Self.contingencyTypeCodes),
            "stringDicts": .array(dictionaries.map { .object(["domain": .string($0.domain), "entries": .array($0.entries.map(JSONValue.string))]) }),
            "contingentValuesDefinition": .object(["hasSubType": .bool(hasSubType), "fieldGroups": .array(groups)]),
        ])
    }
}
