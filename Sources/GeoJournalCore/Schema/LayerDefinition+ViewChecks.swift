/// What a layer's writable view checks in PostgreSQL, compiled from the definition.
///
/// Writes through a layer view (`gj_<workspace>."<layer>"`: QGIS, ogr2ogr, psql) are checked by
/// SQL functions (`Schema/functions/geojournal_check_attributes.sql`, `geojournal_check_geometry.sql`)
/// that read this document: the domains in effect per subtype, the defaults, the field groups'
/// rows and, already rendered by the same code that renders them for ``check(_:reportsUnknown:)``,
/// the texts of the messages (allowed values, subtypes, contingencies). The functions compose the
/// same messages a /v1 edit gets.
///
/// ```swift
/// let document = layer.viewChecks(maxVertices: EditLimits().maxVerticesPerGeometry)
/// document.objectValue?["subtypeField"]   // "ASSETGROUP"
/// ```
extension LayerDefinition {
    public func viewChecks(maxVertices: Int) -> JSONValue {
        func domainJSON(_ domain: Domain?) -> JSONValue {
            switch domain {
            case nil: return .null
            case .codedValue(let d)?:
                return ["name": .string(d.name), "coded": .array(d.codedValues.map(\.code)), "allowed": .string(d.allowedDescription)]
            case .range(let r)?:
                return ["name": .string(r.name), "lower": .double(r.lower), "upper": .double(r.upper), "allowed": .string(r.allowedDescription)]
            }
        }
        var fieldsJSON: [JSONValue] = []
        for (k, field) in fields.enumerated() {
            var overrides: [String: JSONValue] = [:]
            for (s, subtype) in subtypes.enumerated() where index.subtypeOverridesDomain[s][k] {
                overrides[String(subtype.code)] = domainJSON(index.subtypeDomains[s][k])
            }
            fieldsJSON.append([
                "name": .string(field.name),
                "nullable": .bool(field.nullable),
                "number": .bool(field.type.isNumeric),
                "date": .bool(field.type == .date),
                "expectation": .string(field.type.expectation),
                "domain": domainJSON(index.fieldDomains[k]),
                "subtypeDomains": .object(overrides),
            ])
        }
        var subtypesJSON: [String: JSONValue] = [:]
        for (s, subtype) in subtypes.enumerated() {
            var defaults: [String: JSONValue] = [:]
            for (field, value) in index.subtypeDefaults[s] { defaults[fields[field].name] = value }
            subtypesJSON[String(subtype.code)] = ["defaults": .object(defaults)]
        }
        var defaults: [String: JSONValue] = [:]
        for (field, value) in index.fieldDefaults { defaults[fields[field].name] = value }
        if let s = index.subtypeField, let d = fields[s].defaultValue { defaults[fields[s].name] = d }

        let groups: [JSONValue] = index.groups.map { group in
            // The allowed text per subtype the feature may have: none (""), each code a row or the
            // layer names, and any other ("*": only the rows for every subtype apply).
            var codes = Set(subtypes.map(\.code))
            for row in group.rows { if let s = row.subtype { codes.insert(s) } }
            var allowed: [String: JSONValue] = ["": .string(group.allowedText(subtype: .code(nil)))]
            for code in codes { allowed[String(code)] = .string(group.allowedText(subtype: .code(code))) }
            let unused = (codes.max() ?? 0) &+ 1
            allowed["*"] = .string(group.allowedText(subtype: .code(unused)))
            let rows: [JSONValue] = group.rows.map { row in
                let matchers: [JSONValue] = row.matchers.map { matcher in
                    switch matcher {
                    case .code(let c, _): return ["code": c]
                    case .range(let lower, let upper, _, _): return ["lower": .double(lower), "upper": .double(upper)]
                    case .any: return "any"
                    case .null: return .null
                    }
                }
                return ["subtype": row.subtype.map { .integer($0) } ?? .null, "matchers": .array(matchers)]
            }
            return [
                "name": .string(group.name),
                "restrictive": .bool(group.restrictive),
                "fields": .array(group.fieldNames.map { .string($0) }),
                "dates": .array(group.fieldPositions.map { .bool(fields[$0].type == .date) }),
                "rows": .array(rows),
                "allowed": .object(allowed),
            ]
        }

        var geometry: [String: JSONValue] = [
            "type": .string(geometryType.rawValue), "srid": .integer(Int64(srid)), "maxVertices": .integer(Int64(maxVertices)),
        ]
        if let (box, name) = GeometryValidator.bounds(srid: srid) {
            geometry["bounds"] = [.double(box.minX), .double(box.minY), .double(box.maxX), .double(box.maxY)]
            geometry["boundsName"] = .string(name)
        }
        return [
            "layer": .string(name),
            "fields": .array(fieldsJSON),
            "subtypeField": subtypeField.map { .string($0) } ?? .null,
            "subtypes": .object(subtypesJSON),
            "subtypesDescription": .string(index.subtypesDescription),
            "defaults": .object(defaults),
            "groups": .array(groups),
            "geometry": .object(geometry),
            "hints": .object(GeometryValidator.validityHints.mapValues { .string($0) }),
        ]
    }
}
