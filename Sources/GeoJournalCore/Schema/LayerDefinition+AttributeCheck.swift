extension LayerDefinition {
    /// Checks the attributes of a new feature, filling defaults for fields it leaves out: first
    /// the subtype field's own default (it picks the subtype), then the defaults of the feature's
    /// subtype, then field defaults; a field left without a value is stored as null.
    ///
    /// ```swift
    /// let check = devices.checkNew(["ASSETGROUP": 3])
    /// check.attributes["ASSETTYPE"]   // 1, the Transformer subtype's default
    /// ```
    public func checkNew(_ attributes: Attributes) -> AttributeCheck {
        var values = attributes
        fillDefaults(&values)
        return check(values, reportsUnknown: { _ in true })
    }

    /// Checks the whole state of a feature after an update that set the fields in `changed`.
    ///
    /// Everything is checked, not only the changed fields: a new subtype can make the type of an
    /// unchanged field invalid. A field missing from the state (it was added to the layer after
    /// the feature was written) is filled as for a new feature, so adding a field with a default
    /// breaks nothing. An unknown field is reported only when it is in `changed`: one left over
    /// from a forced schema change does not block unrelated edits.
    ///
    /// ```swift
    /// let merged = stored.merging(update) { _, new in new }
    /// let check = devices.checkUpdated(merged, changed: Set(update.keys))
    /// ```
    public func checkUpdated(_ attributes: Attributes, changed: Set<String>) -> AttributeCheck {
        var values = attributes
        fillDefaults(&values)
        return check(values, reportsUnknown: { changed.contains($0) })
    }

    /// Gives every field missing from `values` its default, or null.
    func fillDefaults(_ values: inout Attributes) {
        if let s = index.subtypeField, values[fields[s].name] == nil, let d = fields[s].defaultValue {
            values[fields[s].name] = d
        }
        if let code = index.subtypeCode(in: values, fields: fields), let s = index.subtypePositions[code] {
            for (field, value) in index.subtypeDefaults[s] where values[fields[field].name] == nil {
                values[fields[field].name] = value
            }
        }
        for (field, value) in index.fieldDefaults where values[fields[field].name] == nil {
            values[fields[field].name] = value
        }
        for field in fields where values[field.name] == nil { values[field.name] = .null }
    }

    /// Checks complete attributes: names, types, nullability, subtype, domains, contingent values.
    func check(_ input: Attributes, reportsUnknown: (String) -> Bool) -> AttributeCheck {
        var values = input
        var violations: [Violation] = []
        var warnings: [Violation] = []

        if values.count > fields.count {  // every field is present after fillDefaults: more keys are unknown ones
            for key in values.keys.sorted() where index.fieldPositions[key] == nil && reportsUnknown(key) {
                violations.append(unknownField(key))
            }
        }

        // The subtype first: it decides which domains apply.
        var subtypePosition: Int?
        var subtypeCode: Int64?
        if let s = index.subtypeField, let raw = values[fields[s].name], !raw.isNull, case .fits(let v) = fields[s].fit(raw) {
            subtypeCode = v.intValue
            subtypePosition = subtypeCode.flatMap { index.subtypePositions[$0] }
            if subtypePosition == nil {
                violations.append(Violation(path: "attributes.\(fields[s].name)", code: "subtype.unknown",
                                            message: "\(fields[s].name): \(raw.shortDescription) is not a subtype of layer \"\(name)\" (allowed: \(index.subtypesDescription))"))
            }
        }

        var invalid: [Bool] = []
        if !index.groups.isEmpty { invalid = Array(repeating: false, count: fields.count) }
        for (k, field) in fields.enumerated() {
            let value = values[field.name] ?? .null
            if value.isNull {
                if !field.nullable {
                    violations.append(Violation(path: "attributes.\(field.name)", code: "field.required",
                                                message: "\(field.name): a value is required (the field is not nullable and has no default)"))
                    if !invalid.isEmpty { invalid[k] = true }
                }
                continue
            }
            let stored: JSONValue
            switch field.fit(value) {
            case .fits(let v):
                stored = v
                if case .double = value, field.type.isWholeNumber { values[field.name] = v }
            case .wrongType:
                violations.append(Violation(path: "attributes.\(field.name)", code: "field.type",
                                            message: "\(field.name): \(value.shortDescription) is not \(field.type.expectation)"))
                if !invalid.isEmpty { invalid[k] = true }
                continue
            case .tooLong(let count):
                violations.append(Violation(path: "attributes.\(field.name)", code: "field.length",
                                            message: "\(field.name): a string of \(count) characters is longer than the \(field.maximumLength) the field allows"))
                if !invalid.isEmpty { invalid[k] = true }
                continue
            }
            if k == index.subtypeField {
                if subtypePosition == nil, !invalid.isEmpty { invalid[k] = true }
                continue
            }
            guard let domain = index.domain(field: k, subtype: subtypePosition) else { continue }
            let ofSubtype = subtypePosition.map { index.subtypeOverridesDomain[$0][k] } == true ? " of subtype \(subtypeCode!)" : ""
            switch domain {
            case .codedValue(let d):
                if !d.contains(stored) {
                    violations.append(Violation(path: "attributes.\(field.name)", code: "domain.codedValue",
                                                message: "\(field.name): \(stored.shortDescription) is not in domain \"\(d.name)\"\(ofSubtype) (allowed: \(d.allowedDescription))"))
                    if !invalid.isEmpty { invalid[k] = true }
                }
            case .range(let r):
                if !(field.orderKey(stored).map(r.contains(key:)) ?? false) {
                    violations.append(Violation(path: "attributes.\(field.name)", code: "domain.range",
                                                message: "\(field.name): \(stored.shortDescription) is outside range domain \"\(r.name)\"\(ofSubtype) (allowed: \(r.allowedDescription))"))
                    if !invalid.isEmpty { invalid[k] = true }
                }
            }
        }

        // Contingent values; a group with a field already refused above says nothing more.
        let choice: CompiledFieldGroup.SubtypeChoice = .code(subtypeCode)
        for group in index.groups where !group.fieldPositions.contains(where: { invalid[$0] }) {
            let groupValues = group.values(in: values)
            let keys = group.orderKeys(groupValues, fields: fields)
            if group.isSatisfied(by: groupValues, keys: keys, subtype: choice) { continue }
            let violation = contingentViolation(group, values: groupValues, subtype: choice).violation
            if group.restrictive { violations.append(violation) } else { warnings.append(violation) }
        }
        return AttributeCheck(attributes: values, violations: violations, warnings: warnings)
    }

    private func unknownField(_ key: String) -> Violation {
        var message = "\(key): no such field in layer \"\(name)\""
        if let p = index.fieldPositionsByLowercasedName[key.lowercased()] {
            message += " (did you mean \"\(fields[p].name)\"?)"
        }
        return Violation(path: "attributes.\(key)", code: "field.unknown", message: message)
    }

    /// The violation of a group by `values` (the values of its fields, in its order).
    func contingentViolation(_ group: CompiledFieldGroup, values: [JSONValue], subtype: CompiledFieldGroup.SubtypeChoice) -> ContingentViolation {
        let given = zip(group.fieldNames, values).map { "\($0) \($1.shortDescription)" }.joined(separator: ", ")
        let kind = group.restrictive ? "restrictive" : "non-restrictive"
        var subtypeText = ""
        if case .code(let s?) = subtype { subtypeText = " for subtype \(s)" }
        let message = "field group \"\(group.name)\" (\(kind)): \(given) matches no contingency\(subtypeText) (allowed: \(group.allowedText(subtype: subtype)))"
        return ContingentViolation(group: group.name, restrictive: group.restrictive, fields: group.fieldNames, message: message)
    }
}
