extension LayerDefinition {
    /// For each field group holding `field`, the values the field may still take given the other
    /// values chosen so far. A contingency stays possible when each other field of the group
    /// matches it; a field absent from `attributes` is not chosen yet and matches anything (an
    /// explicit null is a chosen null). The field's own value in `attributes` is ignored. When the
    /// subtype field is set, only contingencies of every subtype or of that subtype count.
    ///
    /// ```swift
    /// let options = nests.contingentValues(for: "Protection", given: ["Status": 2])
    /// options.map(\.json)   // [{"fieldGroup": "NestProtection", "codedValues": [{"code": 1, ...}], ...}]
    /// ```
    public func contingentValues(for field: String, given attributes: Attributes) -> [FieldGroupOptions] {
        guard let position = index.fieldPositions[field] else { return [] }
        let f = fields[position]
        var choice: CompiledFieldGroup.SubtypeChoice = .unset
        var subtypePosition: Int?
        if let s = index.subtypeField, position != s, let raw = attributes[fields[s].name] {
            let code = raw.intValue
            choice = .code(code)
            subtypePosition = code.flatMap { index.subtypePositions[$0] }
        }
        let domain = index.domain(field: position, subtype: subtypePosition)
        var result: [FieldGroupOptions] = []
        for group in index.groups {
            guard let j = group.fieldPositions.firstIndex(of: position) else { continue }
            let chosen: [JSONValue?] = group.fieldNames.map { attributes[$0] }
            let keys: [Double?] = zip(group.fieldPositions, chosen).map { p, v in
                guard let v, !v.isNull else { return nil }
                return fields[p].orderKey(v)
            }
            var codes: [CodedValue] = []
            var seenCodes: Set<JSONValue> = []
            var ranges: [ValueRange] = []
            var allowsNull = false
            var allowsAny = false
            var anyApplies = false
            for row in group.rows where group.applies(row, subtype: choice) {
                anyApplies = true
                var possible = true
                for (k, matcher) in row.matchers.enumerated() where k != j {
                    if let v = chosen[k], !matcher.matches(v, key: keys[k]) {
                        possible = false
                        break
                    }
                }
                guard possible else { continue }
                switch row.matchers[j] {
                case .code(let c, let name):
                    if seenCodes.insert(c).inserted { codes.append(CodedValue(code: c, name: name ?? codeName(c, of: position, in: domain))) }
                case .range(_, _, let min, let max):
                    let range = ValueRange(min: min, max: max)
                    if !ranges.contains(range) { ranges.append(range) }
                case .any: allowsAny = true
                case .null: allowsNull = true
                }
            }
            if !anyApplies {
                allowsAny = true
                allowsNull = f.nullable
            }
            if allowsAny {
                for value in allValues(of: position, in: domain) where seenCodes.insert(value.code).inserted { codes.append(value) }
                if case .range(let r)? = domain {
                    let whole = ValueRange(min: r.min, max: r.max)
                    if !ranges.contains(whole) { ranges.append(whole) }
                }
            }
            result.append(FieldGroupOptions(group: group.name, restrictive: group.restrictive, field: f.name,
                                            codedValues: ordered(codes, of: position, in: domain), ranges: ranges,
                                            allowsNull: allowsNull, allowsAnyValue: allowsAny))
        }
        return result
    }

    /// Every field group the attributes do not satisfy, restrictive or not (docs/api.md:
    /// `contingent-values/validate`). The attributes are taken as given: absent fields are null.
    ///
    /// ```swift
    /// nests.contingentViolations(["Status": 1, "Protection": 1, "BufferSize": 200]).map(\.group)   // ["NestProtection"]
    /// ```
    public func contingentViolations(_ attributes: Attributes) -> [ContingentViolation] {
        let choice: CompiledFieldGroup.SubtypeChoice = .code(index.subtypeCode(in: attributes, fields: fields))
        var result: [ContingentViolation] = []
        for group in index.groups {
            let values = group.values(in: attributes)
            if group.isSatisfied(by: values, keys: group.orderKeys(values, fields: fields), subtype: choice) { continue }
            result.append(contingentViolation(group, values: values, subtype: choice))
        }
        return result
    }

    /// The codes a field can hold: its coded domain's, or the subtypes for the subtype field.
    private func allValues(of position: Int, in domain: Domain?) -> [CodedValue] {
        if position == index.subtypeField { return subtypes.map { CodedValue(code: .integer($0.code), name: $0.name) } }
        if case .codedValue(let d)? = domain { return d.codedValues }
        return []
    }

    private func codeName(_ code: JSONValue, of position: Int, in domain: Domain?) -> String {
        allValues(of: position, in: domain).first { $0.code == code }?.name ?? code.shortDescription
    }

    /// `codes` in the order of the field's domain; codes outside it keep their order, after.
    private func ordered(_ codes: [CodedValue], of position: Int, in domain: Domain?) -> [CodedValue] {
        let all = allValues(of: position, in: domain)
        guard !all.isEmpty else { return codes }
        var rank: [JSONValue: Int] = [:]
        for (k, value) in all.enumerated() where rank[value.code] == nil { rank[value.code] = k }
        return codes.enumerated().sorted { a, b in
            (rank[a.element.code] ?? all.count + a.offset, a.offset) < (rank[b.element.code] ?? all.count + b.offset, b.offset)
        }.map(\.element)
    }
}
