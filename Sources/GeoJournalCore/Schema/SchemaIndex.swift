/// The lookups that attribute validation needs for every feature, built once per definition so
/// that checking a 10,000-feature operation does no sorting, searching or domain resolution.
struct SchemaIndex: Sendable {
    /// Field name to its position in `fields`.
    let fieldPositions: [String: Int]
    /// Lower-cased field name to position, to suggest the right spelling of an unknown field.
    let fieldPositionsByLowercasedName: [String: Int]
    /// The field's own domain, by field position.
    let fieldDomains: [Domain?]
    let subtypeField: Int?
    /// Subtype code to its position in `subtypes`.
    let subtypePositions: [Int64: Int]
    /// The domain in effect, by subtype position then field position.
    let subtypeDomains: [[Domain?]]
    /// Whether the subtype sets its own domain for the field, by subtype position then field position.
    let subtypeOverridesDomain: [[Bool]]
    /// The subtype's defaults as (field position, value), by subtype position.
    let subtypeDefaults: [[(field: Int, value: JSONValue)]]
    /// Field defaults as (field position, value).
    let fieldDefaults: [(field: Int, value: JSONValue)]
    let groups: [CompiledFieldGroup]
    /// `1 Circuit Breaker, 2 Switch, 3 Transformer`, for messages.
    let subtypesDescription: String

    init(fields: [FieldDefinition], domains: [String: Domain], subtypeField: String?, subtypes: [Subtype], fieldGroups: [FieldGroup]) {
        var positions: [String: Int] = [:]
        var lowercased: [String: Int] = [:]
        for (k, f) in fields.enumerated() {
            positions[f.name] = k
            lowercased[f.name.lowercased()] = k
        }
        fieldPositions = positions
        fieldPositionsByLowercasedName = lowercased
        let own = fields.map { f in f.domain.flatMap { domains[$0] } }
        fieldDomains = own
        self.subtypeField = subtypeField.flatMap { positions[$0] }
        var subtypePositions: [Int64: Int] = [:]
        for (k, s) in subtypes.enumerated() { subtypePositions[s.code] = k }
        self.subtypePositions = subtypePositions
        subtypeDomains = subtypes.map { s in
            fields.indices.map { k in s.domains[fields[k].name].flatMap { domains[$0] } ?? own[k] }
        }
        subtypeOverridesDomain = subtypes.map { s in fields.map { s.domains[$0.name] != nil } }
        subtypeDefaults = subtypes.map { s in
            fields.indices.compactMap { k in s.defaults[fields[k].name].map { (field: k, value: $0) } }
        }
        fieldDefaults = fields.indices.compactMap { k in
            guard let v = fields[k].defaultValue, !v.isNull else { return nil }
            return (field: k, value: v)
        }
        subtypesDescription = subtypes.map(\.label).joined(separator: ", ")
        var groups: [CompiledFieldGroup] = []
        for group in fieldGroups {
            groups.append(CompiledFieldGroup(group, fields: fields, positions: positions, subtypeField: self.subtypeField,
                                             subtypes: subtypes, subtypePositions: subtypePositions,
                                             fieldDomains: own, subtypeDomains: subtypeDomains))
        }
        self.groups = groups
    }

    /// The domain in effect for a field, given the feature's subtype position.
    func domain(field: Int, subtype: Int?) -> Domain? {
        if let subtype { return subtypeDomains[subtype][field] }
        return fieldDomains[field]
    }

    /// The feature's subtype code, when the subtype field holds a whole number.
    func subtypeCode(in attributes: Attributes, fields: [FieldDefinition]) -> Int64? {
        guard let s = subtypeField else { return nil }
        return attributes[fields[s].name]?.intValue
    }
}

/// A field group ready for matching: field positions instead of names, range bounds as numbers,
/// and the text of each contingency for messages.
struct CompiledFieldGroup: Sendable {
    enum Matcher: Sendable {
        case code(JSONValue, name: String?)
        case range(lower: Double, upper: Double, min: JSONValue, max: JSONValue)
        case any
        case null

        func matches(_ value: JSONValue, key: Double?) -> Bool {
            switch self {
            case .code(let c, _): return value == c
            case .range(let lo, let hi, _, _):
                guard let key else { return false }
                return key >= lo && key <= hi
            case .any: return !value.isNull
            case .null: return value.isNull
            }
        }

        var text: String {
            switch self {
            case .code(let c, let name): return name.map { "\(c.shortDescription) \($0)" } ?? c.shortDescription
            case .range(_, _, let min, let max): return "\(min.shortDescription) to \(max.shortDescription)"
            case .any: return "any"
            case .null: return "null"
            }
        }
    }

    struct Row: Sendable {
        let subtype: Int64?
        let matchers: [Matcher]
        /// `Protection 2 Buffer, BufferSize 100 to 500`.
        let text: String
    }

    let name: String
    let restrictive: Bool
    let fieldNames: [String]
    let fieldPositions: [Int]
    let rows: [Row]
    /// Whether any row compares a range, so values need their order keys.
    let needsOrderKeys: Bool

    init(_ group: FieldGroup, fields: [FieldDefinition], positions: [String: Int], subtypeField: Int?,
         subtypes: [Subtype], subtypePositions: [Int64: Int], fieldDomains: [Domain?], subtypeDomains: [[Domain?]]) {
        name = group.name
        restrictive = group.restrictive
        fieldNames = group.fields
        let fieldPositions = group.fields.map { positions[$0]! }
        self.fieldPositions = fieldPositions
        var needsKeys = false
        rows = group.contingencies.map { contingency in
            let subtypePosition = contingency.subtype.flatMap { subtypePositions[$0] }
            var matchers: [Matcher] = []
            var parts: [String] = []
            for (j, value) in contingency.values.enumerated() {
                let p = fieldPositions[j]
                let field = fields[p]
                let matcher: Matcher
                switch value {
                case .code(let c):
                    var name: String?
                    if p == subtypeField {
                        name = c.intValue.flatMap { subtypePositions[$0] }.map { subtypes[$0].name }
                    } else {
                        var candidates: [Domain?] = subtypePosition.map { [subtypeDomains[$0][p]] } ?? [fieldDomains[p]]
                        if subtypePosition == nil { candidates += subtypeDomains.map { $0[p] } }
                        for case .codedValue(let d)? in candidates {
                            if let n = d.name(of: c) { name = n; break }
                        }
                    }
                    matcher = .code(c, name: name)
                case .range(let lo, let hi):
                    needsKeys = true
                    matcher = .range(lower: field.orderKey(lo) ?? -.infinity, upper: field.orderKey(hi) ?? .infinity, min: lo, max: hi)
                case .any: matcher = .any
                case .null: matcher = .null
                }
                matchers.append(matcher)
                parts.append("\(field.name) \(matcher.text)")
            }
            let prefix = contingency.subtype.map { "subtype \($0): " } ?? ""
            return Row(subtype: contingency.subtype, matchers: matchers, text: prefix + parts.joined(separator: ", "))
        }
        needsOrderKeys = needsKeys
    }

    /// The subtype a row is matched for.
    enum SubtypeChoice: Sendable {
        /// Not chosen yet (a query before the subtype field is set): rows of every subtype apply.
        case unset
        /// The feature's subtype code; nil when the subtype field is null.
        case code(Int64?)
    }

    /// Whether a row applies to a feature of the `subtype`.
    @inline(__always) func applies(_ row: Row, subtype: SubtypeChoice) -> Bool {
        guard let s = row.subtype, case .code(let code) = subtype else { return true }
        return s == code
    }

    /// The values of the group's fields in `attributes` (absent is null).
    func values(in attributes: Attributes) -> [JSONValue] {
        fieldNames.map { attributes[$0] ?? .null }
    }

    /// The order keys of `values` (numbers, or seconds for dates), when a row needs them.
    func orderKeys(_ values: [JSONValue], fields: [FieldDefinition]) -> [Double?] {
        guard needsOrderKeys else { return [] }
        return zip(fieldPositions, values).map { p, v in v.isNull ? nil : fields[p].orderKey(v) }
    }

    /// Whether the values satisfy the group: some row for the subtype matches every value. A group
    /// without any row for the feature's subtype does not constrain it.
    func isSatisfied(by values: [JSONValue], keys: [Double?], subtype: SubtypeChoice) -> Bool {
        var anyApplies = false
        for row in rows where applies(row, subtype: subtype) {
            anyApplies = true
            var all = true
            for j in row.matchers.indices where !row.matchers[j].matches(values[j], key: keys.isEmpty ? nil : keys[j]) {
                all = false
                break
            }
            if all { return true }
        }
        return !anyApplies
    }

    /// The rows that apply to `subtype`, as text for messages (at most ten).
    func allowedText(subtype: SubtypeChoice) -> String {
        let texts = rows.filter { applies($0, subtype: subtype) }.map(\.text)
        let shown = texts.prefix(10).joined(separator: "; ")
        return texts.count > 10 ? "\(shown); and \(texts.count - 10) more" : shown
    }
}
