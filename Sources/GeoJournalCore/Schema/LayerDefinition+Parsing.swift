extension LayerDefinition {
    /// Reads a layer body (docs/api.md: `PUT .../layers/{layer}`), reporting every problem.
    ///
    /// Rules beyond the JSON shape: `srid` is positive; field names match
    /// `[A-Za-z_][A-Za-z0-9_]{0,62}`, are unique ignoring case and are none of `id`, `version`,
    /// `geom`, `position` (columns of the per-layer view); `nullable` defaults to true and a
    /// string's `length` to ``FieldDefinition/defaultStringLength``; a default fits its field and
    /// domain; a domain's codes fit the type of every field that uses it, and a range domain
    /// serves only numeric (or, with RFC 3339 bounds, date) fields; the subtype field is an
    /// integer or smallint field without a domain of its own; every contingency names a value
    /// of each field of its group that the field's domain (for its subtype) allows.
    public static func parse(_ json: JSONValue, name: String) -> Result<LayerDefinition, DefinitionProblems> {
        guard case .object(let body) = json else {
            return .failure(DefinitionProblems([Violation(path: "", code: "member.type", message: "a layer definition is a JSON object, not \(json.typeName)")]))
        }
        var parser = DefinitionParser()
        parser.reader.rejectUnknown(body, allowed: ["geometryType", "srid", "fields", "domains", "subtypeField", "subtypes", "contingentValues"], at: "")
        let geometryType = parser.geometryType(body["geometryType"])
        let srid = parser.srid(body["srid"])
        parser.domains(body["domains"])
        parser.fields(body["fields"])
        parser.subtypes(field: body["subtypeField"], list: body["subtypes"])
        parser.contingentValues(body["contingentValues"])
        guard parser.reader.violations.isEmpty, let geometryType, let srid else {
            return .failure(DefinitionProblems(parser.reader.violations))
        }
        return .success(LayerDefinition(name: name, geometryType: geometryType, srid: srid, fields: parser.fields,
                                        domains: parser.domains, subtypeField: parser.subtypeField,
                                        subtypes: parser.subtypes, fieldGroups: parser.fieldGroups))
    }
}

/// The state of reading one layer body: what has been read so far, so later members can be
/// checked against earlier ones (fields against domains, subtypes against fields, ...).
private struct DefinitionParser {
    var reader = JSONReader()
    var domains: [String: Domain] = [:]
    var fields: [FieldDefinition] = []
    /// Field name to (position in `fields`, position in the body's `fields` array, for paths).
    var fieldPositions: [String: (position: Int, bodyIndex: Int)] = [:]
    var subtypeField: String?
    var subtypes: [Subtype] = []
    var fieldGroups: [FieldGroup] = []

    typealias Path = JSONReader

    mutating func geometryType(_ value: JSONValue?) -> GeometryType? {
        guard let text = reader.string(value, at: "geometryType", required: true) else { return nil }
        guard let type = GeometryType(rawValue: text) else {
            let allowed = GeometryType.allCases.map(\.rawValue).joined(separator: ", ")
            reader.problem("geometryType", "member.invalid", "\"\(text)\" is not a geometry type (allowed: \(allowed))")
            return nil
        }
        return type
    }

    mutating func srid(_ value: JSONValue?) -> Int32? {
        guard let srid = reader.integer(value, at: "srid", required: true) else { return nil }
        guard srid > 0, srid <= Int64(Int32.max) else {
            reader.problem("srid", "member.invalid", "\(srid) is not an EPSG code (a positive integer)")
            return nil
        }
        return Int32(srid)
    }

    // MARK: Domains

    mutating func domains(_ value: JSONValue?) {
        guard let members = reader.object(value, at: "domains", required: false) else { return }
        for name in members.keys.sorted() {
            let path = Path.path("domains", name)
            guard let body = reader.object(members[name], at: path, required: true) else { continue }
            guard let type = reader.string(body["type"], at: Path.path(path, "type"), required: true) else { continue }
            switch type {
            case "codedValue":
                reader.rejectUnknown(body, allowed: ["type", "codedValues"], at: path)
                if let d = codedValueDomain(name: name, body: body, path: path) { domains[name] = .codedValue(d) }
            case "range":
                reader.rejectUnknown(body, allowed: ["type", "min", "max"], at: path)
                if let d = rangeDomain(name: name, body: body, path: path) { domains[name] = .range(d) }
            default:
                reader.problem(Path.path(path, "type"), "member.invalid", "\"\(type)\" is not a domain type (allowed: codedValue, range)")
            }
        }
    }

    private mutating func codedValueDomain(name: String, body: [String: JSONValue], path: String) -> CodedValueDomain? {
        let listPath = Path.path(path, "codedValues")
        guard let list = reader.array(body["codedValues"], at: listPath, required: true, nonEmpty: true) else { return nil }
        var values: [CodedValue] = []
        var seen: Set<JSONValue> = []
        let before = reader.violations.count
        for (k, element) in list.enumerated() {
            let itemPath = Path.path(listPath, k)
            guard let item = reader.object(element, at: itemPath, required: true) else { continue }
            reader.rejectUnknown(item, allowed: ["code", "name"], at: itemPath)
            let codePath = Path.path(itemPath, "code")
            let label = reader.string(item["name"], at: Path.path(itemPath, "name"), required: true)
            guard let code = item["code"], !code.isNull else {
                reader.problem(codePath, "member.required", "is required")
                continue
            }
            switch code {
            case .integer, .double, .string: break
            default:
                reader.problem(codePath, "member.type", "a code is a number or a string, not \(code.typeName)")
                continue
            }
            guard seen.insert(code).inserted else {
                reader.problem(codePath, "member.duplicate", "code \(code.shortDescription) appears more than once in domain \"\(name)\"")
                continue
            }
            if let label { values.append(CodedValue(code: code, name: label)) }
        }
        return reader.violations.count == before ? CodedValueDomain(name: name, codedValues: values) : nil
    }

    private mutating func rangeDomain(name: String, body: [String: JSONValue], path: String) -> RangeDomain? {
        guard let min = body["min"], !min.isNull else {
            reader.problem(Path.path(path, "min"), "member.required", "is required")
            return nil
        }
        guard let max = body["max"], !max.isNull else {
            reader.problem(Path.path(path, "max"), "member.required", "is required")
            return nil
        }
        guard let range = RangeDomain(name: name, min: min, max: max) else {
            reader.problem(path, "member.invalid", "min and max must both be numbers or both RFC 3339 times (got \(min.shortDescription) and \(max.shortDescription))")
            return nil
        }
        guard range.lower <= range.upper else {
            reader.problem(Path.path(path, "max"), "member.invalid", "max \(max.shortDescription) is less than min \(min.shortDescription)")
            return nil
        }
        return range
    }

    // MARK: Fields

    mutating func fields(_ value: JSONValue?) {
        guard let list = reader.array(value, at: "fields", required: false) else { return }
        var lowercasedNames: [String: Int] = [:]
        for (k, element) in list.enumerated() {
            let path = Path.path("fields", k)
            guard let body = reader.object(element, at: path, required: true) else { continue }
            reader.rejectUnknown(body, allowed: ["name", "type", "nullable", "length", "default", "domain"], at: path)
            let namePath = Path.path(path, "name")
            var name = reader.string(body["name"], at: namePath, required: true)
            if let n = name {
                if !FieldDefinition.isValidName(n) {
                    reader.problem(namePath, "member.invalid", "\"\(n)\" is not a field name ([A-Za-z_][A-Za-z0-9_]{0,62})")
                    name = nil
                } else if FieldDefinition.reservedNames.contains(n.lowercased()) {
                    reader.problem(namePath, "member.reserved", "\"\(n)\" is reserved for a column of the layer's view (id, version, geom, position)")
                    name = nil
                } else if let first = lowercasedNames[n.lowercased()] {
                    reader.problem(namePath, "member.duplicate", "\"\(n)\" is already the name of fields[\(first)] (names are compared ignoring case)")
                    name = nil
                } else {
                    lowercasedNames[n.lowercased()] = k
                }
            }
            let typePath = Path.path(path, "type")
            var type: FieldType?
            if let t = reader.string(body["type"], at: typePath, required: true) {
                type = FieldType(rawValue: t)
                if type == nil {
                    let allowed = FieldType.allCases.map(\.rawValue).joined(separator: ", ")
                    reader.problem(typePath, "member.invalid", "\"\(t)\" is not a field type (allowed: \(allowed))")
                }
            }
            let nullable = reader.bool(body["nullable"], at: Path.path(path, "nullable")) ?? true
            let lengthPath = Path.path(path, "length")
            var length: Int?
            if let l = reader.integer(body["length"], at: lengthPath, required: false) {
                if type != nil, type != .string {
                    reader.problem(lengthPath, "member.invalid", "only string fields have a length")
                } else if l < 1 || l > Int64(FieldDefinition.maximumStringLength) {
                    reader.problem(lengthPath, "member.invalid", "\(l) is not a length from 1 to \(FieldDefinition.maximumStringLength)")
                } else {
                    length = Int(l)
                }
            }
            if type == .string, length == nil { length = FieldDefinition.defaultStringLength }
            let domainPath = Path.path(path, "domain")
            let domainName = reader.string(body["domain"], at: domainPath, required: false)
            guard let name, let type else { continue }
            var field = FieldDefinition(name: name, type: type, nullable: nullable, length: length, domain: domainName)
            if let domainName {
                if let domain = domains[domainName] {
                    if let why = mismatch(of: domain, with: field) { reader.problem(domainPath, "member.invalid", why) }
                } else {
                    reader.problem(domainPath, "member.reference", "no domain named \"\(domainName)\" in domains")
                }
            }
            if let d = body["default"], !d.isNull {
                let defaultPath = Path.path(path, "default")
                switch field.fit(d) {
                case .fits(let value):
                    let domain = domainName.flatMap { domains[$0] }
                    if let domain, !allows(domain, value, field) {
                        reader.problem(defaultPath, "member.invalid", "default \(value.shortDescription) is not in domain \"\(domain.name)\"")
                    } else {
                        field.defaultValue = value
                    }
                case .wrongType: reader.problem(defaultPath, "member.invalid", "default \(d.shortDescription) is not \(type.expectation)")
                case .tooLong(let n): reader.problem(defaultPath, "member.invalid", "default of \(n) characters is longer than the field's length \(field.maximumLength)")
                }
            }
            fieldPositions[name] = (fields.count, k)
            fields.append(field)
        }
    }

    /// Why a domain cannot serve a field, or nil when it can.
    func mismatch(of domain: Domain, with field: FieldDefinition) -> String? {
        switch domain {
        case .codedValue(let d):
            for value in d.codedValues {
                if case .fits = field.fit(value.code) { continue }
                return "domain \"\(d.name)\" has code \(value.code.shortDescription), which is not \(field.type.expectation) of at most the field's length"
            }
            return nil
        case .range(let r):
            guard r.fits(field.type) else {
                return field.type.acceptsRangeDomain
                    ? "range domain \"\(r.name)\" has \(r.isDateRange ? "date" : "numeric") bounds, which do not fit a \(field.type.rawValue) field"
                    : "a range domain (\"\(r.name)\") applies only to numeric and date fields, not to a \(field.type.rawValue) field"
            }
            return nil
        }
    }

    /// Whether a value that fits the field's type is inside `domain`.
    func allows(_ domain: Domain, _ value: JSONValue, _ field: FieldDefinition) -> Bool {
        switch domain {
        case .codedValue(let d): return d.contains(value)
        case .range(let r): return field.orderKey(value).map(r.contains(key:)) ?? false
        }
    }

    func field(_ name: String) -> FieldDefinition? {
        fieldPositions[name].map { fields[$0.position] }
    }

    // MARK: Subtypes

    mutating func subtypes(field fieldValue: JSONValue?, list listValue: JSONValue?) {
        guard let name = reader.string(fieldValue, at: "subtypeField", required: false) else {
            if let list = listValue?.arrayValue, !list.isEmpty {
                reader.problem("subtypes", "member.invalid", "subtypes need a subtypeField")
            }
            return
        }
        guard let (position, bodyIndex) = fieldPositions[name] else {
            reader.problem("subtypeField", "member.reference", "no field named \"\(name)\" in fields")
            return
        }
        let subtypeFieldDefinition = fields[position]
        guard subtypeFieldDefinition.type.isWholeNumber else {
            reader.problem("subtypeField", "member.invalid", "the subtype field \"\(name)\" must be an integer or smallint field, not \(subtypeFieldDefinition.type.rawValue)")
            return
        }
        if subtypeFieldDefinition.domain != nil {
            reader.problem("fields[\(bodyIndex)].domain", "member.invalid", "\"\(name)\" is the subtype field: its values are the subtypes, so it has no domain")
        }
        guard let list = reader.array(listValue, at: "subtypes", required: true, nonEmpty: true) else { return }
        subtypeField = name
        var codes: Set<Int64> = []
        var names: Set<String> = []
        for (k, element) in list.enumerated() {
            let path = Path.path("subtypes", k)
            guard let body = reader.object(element, at: path, required: true) else { continue }
            reader.rejectUnknown(body, allowed: ["code", "name", "defaults", "domains"], at: path)
            let codePath = Path.path(path, "code")
            var code = reader.integer(body["code"], at: codePath, required: true)
            if let c = code {
                if case .wrongType = subtypeFieldDefinition.fit(.integer(c)) {
                    reader.problem(codePath, "member.invalid", "\(c) is not \(subtypeFieldDefinition.type.expectation)")
                    code = nil
                } else if !codes.insert(c).inserted {
                    reader.problem(codePath, "member.duplicate", "subtype code \(c) appears more than once")
                    code = nil
                }
            }
            let namePath = Path.path(path, "name")
            var label = reader.string(body["name"], at: namePath, required: true)
            if let l = label, !names.insert(l).inserted {
                reader.problem(namePath, "member.duplicate", "subtype name \"\(l)\" appears more than once")
                label = nil
            }
            let domainNames = subtypeDomains(body["domains"], path: Path.path(path, "domains"), subtypeField: name)
            let defaults = subtypeDefaults(body["defaults"], path: Path.path(path, "defaults"), subtypeField: name, domainNames: domainNames)
            // A field default that the subtype's own domain refuses would make every new feature
            // of the subtype invalid: the subtype must give its own default.
            for (fieldName, domainName) in domainNames.sorted(by: { $0.key < $1.key }) where defaults[fieldName] == nil {
                guard let f = field(fieldName), let d = f.defaultValue, let domain = domains[domainName], !allows(domain, d, f) else { continue }
                reader.problem(Path.path(Path.path(path, "domains"), fieldName), "member.invalid",
                               "the default \(d.shortDescription) of field \"\(fieldName)\" is not in domain \"\(domainName)\": give the subtype its own default for \"\(fieldName)\"")
            }
            if let code, let label {
                subtypes.append(Subtype(code: code, name: label, defaults: defaults, domains: domainNames))
            }
        }
        if let d = subtypeFieldDefinition.defaultValue, let c = d.intValue, !codes.contains(c) {
            reader.problem("fields[\(bodyIndex)].default", "member.invalid", "default \(c) of the subtype field is not a subtype code")
        }
    }

    private mutating func subtypeDomains(_ value: JSONValue?, path: String, subtypeField: String) -> [String: String] {
        guard let members = reader.object(value, at: path, required: false) else { return [:] }
        var result: [String: String] = [:]
        for fieldName in members.keys.sorted() {
            let memberPath = Path.path(path, fieldName)
            guard let domainName = reader.string(members[fieldName], at: memberPath, required: true) else { continue }
            guard let f = field(fieldName) else {
                reader.problem(memberPath, "member.reference", "no field named \"\(fieldName)\" in fields")
                continue
            }
            if fieldName == subtypeField {
                reader.problem(memberPath, "member.invalid", "the subtype field has no domain")
                continue
            }
            guard let domain = domains[domainName] else {
                reader.problem(memberPath, "member.reference", "no domain named \"\(domainName)\" in domains")
                continue
            }
            if let why = mismatch(of: domain, with: f) {
                reader.problem(memberPath, "member.invalid", why)
                continue
            }
            result[fieldName] = domainName
        }
        return result
    }

    private mutating func subtypeDefaults(_ value: JSONValue?, path: String, subtypeField: String, domainNames: [String: String]) -> Attributes {
        guard let members = reader.object(value, at: path, required: false) else { return [:] }
        var result: Attributes = [:]
        for fieldName in members.keys.sorted() {
            let memberPath = Path.path(path, fieldName)
            let d = members[fieldName]!
            guard let f = field(fieldName) else {
                reader.problem(memberPath, "member.reference", "no field named \"\(fieldName)\" in fields")
                continue
            }
            if fieldName == subtypeField {
                reader.problem(memberPath, "member.invalid", "the subtype field's value is the subtype's code; it has no default here")
                continue
            }
            if d.isNull { continue }
            switch f.fit(d) {
            case .fits(let v):
                let domain = domainNames[fieldName].flatMap { domains[$0] } ?? f.domain.flatMap { domains[$0] }
                if let domain, !allows(domain, v, f) {
                    reader.problem(memberPath, "member.invalid", "default \(v.shortDescription) is not in domain \"\(domain.name)\"")
                } else {
                    result[fieldName] = v
                }
            case .wrongType: reader.problem(memberPath, "member.invalid", "default \(d.shortDescription) is not \(f.type.expectation)")
            case .tooLong(let n): reader.problem(memberPath, "member.invalid", "default of \(n) characters is longer than the field's length \(f.maximumLength)")
            }
        }
        return result
    }

    // MARK: Contingent values

    mutating func contingentValues(_ value: JSONValue?) {
        guard let body = reader.object(value, at: "contingentValues", required: false) else { return }
        reader.rejectUnknown(body, allowed: ["fieldGroups"], at: "contingentValues")
        guard let list = reader.array(body["fieldGroups"], at: "contingentValues.fieldGroups", required: true) else { return }
        var names: Set<String> = []
        for (k, element) in list.enumerated() {
            let path = Path.path("contingentValues.fieldGroups", k)
            guard let group = reader.object(element, at: path, required: true) else { continue }
            reader.rejectUnknown(group, allowed: ["name", "restrictive", "fields", "contingencies"], at: path)
            let namePath = Path.path(path, "name")
            var name = reader.string(group["name"], at: namePath, required: true)
            if let n = name, !names.insert(n).inserted {
                reader.problem(namePath, "member.duplicate", "field group name \"\(n)\" appears more than once")
                name = nil
            }
            let restrictive = reader.bool(group["restrictive"], at: Path.path(path, "restrictive")) ?? true
            guard let fieldNames = groupFields(group["fields"], path: Path.path(path, "fields")) else { continue }
            let contingencies = self.contingencies(group["contingencies"], path: Path.path(path, "contingencies"), fields: fieldNames)
            if let name, let contingencies {
                fieldGroups.append(FieldGroup(name: name, restrictive: restrictive, fields: fieldNames, contingencies: contingencies))
            }
        }
    }

    /// The fields of a group, or nil when any is unusable.
    private mutating func groupFields(_ value: JSONValue?, path: String) -> [String]? {
        guard let list = reader.array(value, at: path, required: true, nonEmpty: true) else { return nil }
        var result: [String] = []
        var ok = true
        for (k, element) in list.enumerated() {
            let itemPath = Path.path(path, k)
            guard let name = reader.string(element, at: itemPath, required: true) else { ok = false; continue }
            if result.contains(name) {
                reader.problem(itemPath, "member.duplicate", "field \"\(name)\" appears more than once in the group")
                ok = false
            } else if name == "subtype" {
                reader.problem(itemPath, "member.invalid", "a field named \"subtype\" cannot be in a field group: contingencies use that member for the subtype code")
                ok = false
            } else if field(name) == nil {
                reader.problem(itemPath, "member.reference", "no field named \"\(name)\" in fields")
                ok = false
            } else if name != subtypeField, field(name)?.domain == nil, !subtypes.contains(where: { $0.domains[name] != nil }) {
                reader.problem(itemPath, "member.invalid", "field \"\(name)\" has no coded-value or range domain, so it cannot be in a field group")
                ok = false
            }
            result.append(name)
        }
        return ok ? result : nil
    }

    private mutating func contingencies(_ value: JSONValue?, path: String, fields groupFields: [String]) -> [Contingency]? {
        guard let list = reader.array(value, at: path, required: true, nonEmpty: true) else { return nil }
        let before = reader.violations.count
        var result: [Contingency] = []
        let allowed = Set(groupFields).union(["subtype"])
        for (k, element) in list.enumerated() {
            let rowPath = Path.path(path, k)
            guard let row = reader.object(element, at: rowPath, required: true) else { continue }
            for key in row.keys.sorted() where !allowed.contains(key) {
                reader.problem(Path.path(rowPath, key), "member.unknown", "\"\(key)\" is not a field of the group (nor \"subtype\")")
            }
            var subtype: Int64?
            if let s = reader.integer(row["subtype"], at: Path.path(rowPath, "subtype"), required: false) {
                if subtypeField == nil {
                    reader.problem(Path.path(rowPath, "subtype"), "member.invalid", "the layer has no subtypes")
                } else if !subtypes.contains(where: { $0.code == s }) {
                    reader.problem(Path.path(rowPath, "subtype"), "member.reference", "\(s) is not a subtype code")
                } else {
                    subtype = s
                }
            }
            var values: [ContingencyValue] = []
            for name in groupFields {
                let valuePath = Path.path(rowPath, name)
                guard let raw = row[name] else {
                    reader.problem(valuePath, "member.required", "every contingency gives a value for each field of its group ({\"code\": c}, {\"range\": [min, max]}, \"any\" or null)")
                    continue
                }
                if let v = contingencyValue(raw, field: field(name)!, subtype: subtype, path: valuePath) { values.append(v) }
            }
            if values.count == groupFields.count { result.append(Contingency(subtype: subtype, values: values)) }
        }
        return reader.violations.count == before ? result : nil
    }

    private mutating func contingencyValue(_ raw: JSONValue, field f: FieldDefinition, subtype: Int64?, path: String) -> ContingencyValue? {
        switch raw {
        case .null: return .null
        case .string("any"): return .any
        case .object(let o) where o.count == 1 && o["code"] != nil:
            var code = o["code"]!
            if case .fits(let v) = f.fit(code) { code = v }
            if f.name == subtypeField {
                guard let c = code.intValue, subtypes.contains(where: { $0.code == c }) else {
                    reader.problem(path, "member.invalid", "\(code.shortDescription) is not a subtype code of \"\(f.name)\"")
                    return nil
                }
                if let subtype, subtype != c {
                    reader.problem(path, "member.invalid", "code \(c) can never match: the contingency is for subtype \(subtype)")
                    return nil
                }
                return .code(code)
            }
            let coded = candidateDomains(f, subtype: subtype).compactMap { d -> CodedValueDomain? in
                if case .codedValue(let c) = d { return c } else { return nil }
            }
            guard !coded.isEmpty else {
                reader.problem(path, "member.invalid", "\"\(f.name)\" has no coded-value domain\(subtype.map { " for subtype \($0)" } ?? ""), so {\"code\": ...} does not apply")
                return nil
            }
            guard coded.contains(where: { $0.contains(code) }) else {
                let names = coded.map { "\"\($0.name)\"" }.joined(separator: ", ")
                reader.problem(path, "member.invalid", "\(code.shortDescription) is not a code of domain \(names) of field \"\(f.name)\"")
                return nil
            }
            return .code(code)
        case .object(let o) where o.count == 1 && o["range"] != nil:
            guard case .array(let bounds)? = o["range"], bounds.count == 2,
                  let lower = f.orderKey(bounds[0]), let upper = f.orderKey(bounds[1]) else {
                reader.problem(path, "member.invalid", "a range is {\"range\": [min, max]} with two \(f.type == .date ? "RFC 3339 times" : "numbers")")
                return nil
            }
            guard lower <= upper else {
                reader.problem(path, "member.invalid", "range max \(bounds[1].shortDescription) is less than min \(bounds[0].shortDescription)")
                return nil
            }
            let ranges = candidateDomains(f, subtype: subtype).compactMap { d -> RangeDomain? in
                if case .range(let r) = d { return r } else { return nil }
            }
            guard !ranges.isEmpty else {
                reader.problem(path, "member.invalid", "\"\(f.name)\" has no range domain\(subtype.map { " for subtype \($0)" } ?? ""), so {\"range\": ...} does not apply")
                return nil
            }
            guard ranges.contains(where: { $0.contains(key: lower) && $0.contains(key: upper) }) else {
                let names = ranges.map { "\"\($0.name)\" (\($0.allowedDescription))" }.joined(separator: ", ")
                reader.problem(path, "member.invalid", "range \(bounds[0].shortDescription) to \(bounds[1].shortDescription) is not inside range domain \(names) of field \"\(f.name)\"")
                return nil
            }
            return .range(min: bounds[0], max: bounds[1])
        default:
            reader.problem(path, "member.invalid", "\(raw.shortDescription) is not a contingency value ({\"code\": c}, {\"range\": [min, max]}, \"any\" or null)")
            return nil
        }
    }

    /// The domains a contingency value of `f` is checked against: the domain in effect for the
    /// contingency's subtype, or, for a contingency of every subtype, the field's domain and every
    /// subtype's domain for it.
    private func candidateDomains(_ f: FieldDefinition, subtype: Int64?) -> [Domain] {
        let own = f.domain.flatMap { domains[$0] }
        if let subtype, let s = subtypes.first(where: { $0.code == subtype }) {
            return [s.domains[f.name].flatMap { domains[$0] } ?? own].compactMap { $0 }
        }
        return ([own] + subtypes.map { s in s.domains[f.name].flatMap { domains[$0] } }).compactMap { $0 }
    }
}
