extension LayerDefinition {
    /// Why the layer cannot become `new` whatever its features hold: a layer keeps its geometry
    /// type and spatial reference (stored geometries and the per-layer view depend on them).
    ///
    /// ```swift
    /// current.changeProblems(to: proposed)   // [] or [geometryType: "Point" cannot become "LineString"]
    /// ```
    public func changeProblems(to new: LayerDefinition) -> [Violation] {
        var problems: [Violation] = []
        if new.geometryType != geometryType {
            problems.append(Violation(path: "geometryType", code: "schema.geometryTypeChange",
                                      message: "the geometry type of layer \"\(name)\" is \(geometryType.rawValue) and cannot become \(new.geometryType.rawValue)"))
        }
        if new.srid != srid {
            problems.append(Violation(path: "srid", code: "schema.sridChange",
                                      message: "the spatial reference of layer \"\(name)\" is EPSG:\(srid) and cannot become EPSG:\(new.srid)"))
        }
        return problems
    }

    /// What `newDefinition` would refuse in an existing feature of this layer with `attributes`
    /// (its stored state): exactly what its ``checkUpdated(_:changed:)`` reports for the whole
    /// feature, except that a field the new definition drops is reported (`field.removed`) only
    /// when the feature holds a value in it. Warnings do not count. The journal prefixes the paths
    /// with the feature to name the features a change would break.
    ///
    /// ```swift
    /// let broken = features.filter { !current.compatibilityProblems(of: proposed, for: $0.attributes).isEmpty }
    /// ```
    public func compatibilityProblems(of newDefinition: LayerDefinition, for attributes: Attributes) -> [Violation] {
        var state = attributes
        for (key, value) in attributes where value.isNull && newDefinition.field(named: key) == nil { state[key] = nil }
        let check = newDefinition.checkUpdated(state, changed: Set(state.keys))
        return check.violations.map { violation in
            guard violation.code == "field.unknown", let key = violation.path.split(separator: ".", maxSplits: 1).last.map(String.init),
                  field(named: key) != nil else { return violation }
            return Violation(path: violation.path, code: "field.removed",
                             message: "\(key): the new definition of layer \"\(newDefinition.name)\" removes this field, which holds \(attributes[key]!.shortDescription)")
        }
    }
}
