/// A layer's schema: geometry type, spatial reference, fields, domains, subtypes and contingent
/// values. Made by ``parse(_:name:)`` from the layer body of docs/api.md, which checks every rule; its
/// ``json`` is the canonical body the journal stores, and parsing that gives the same definition.
/// Lookups that validation needs for every feature are built once, here.
///
/// ```swift
/// switch LayerDefinition.parse(body, name: "BirdNest") {
/// case .success(let layer):
///     let check = layer.checkNew(["Status": 1, "Protection": 2, "BufferSize": 250])
///     print(check.violations, check.warnings, check.attributes)
/// case .failure(let problems):
///     print(problems.violations)   // [fields[2].type: "text" is not a field type ...]
/// }
/// ```
public struct LayerDefinition: Sendable, Hashable {
    public var name: String
    public private(set) var geometryType: GeometryType
    /// The EPSG code of the layer's spatial reference.
    public private(set) var srid: Int32
    public private(set) var fields: [FieldDefinition]
    /// Domains by name.
    public private(set) var domains: [String: Domain]
    /// The field whose value picks the feature's subtype (an ArcGIS asset group), if any.
    public private(set) var subtypeField: String?
    public private(set) var subtypes: [Subtype]
    /// Contingent-value field groups.
    public private(set) var fieldGroups: [FieldGroup]
    /// The definition as JSON, exactly as stored in the journal (docs/api.md: layer body shape).
    public private(set) var json: JSONValue
    let index: SchemaIndex

    /// A definition from parts that ``parse(_:name:)`` has checked.
    init(name: String, geometryType: GeometryType, srid: Int32, fields: [FieldDefinition], domains: [String: Domain],
         subtypeField: String?, subtypes: [Subtype], fieldGroups: [FieldGroup]) {
        self.name = name
        self.geometryType = geometryType
        self.srid = srid
        self.fields = fields
        self.domains = domains
        self.subtypeField = subtypeField
        self.subtypes = subtypes
        self.fieldGroups = fieldGroups
        self.index = SchemaIndex(fields: fields, domains: domains, subtypeField: subtypeField, subtypes: subtypes, fieldGroups: fieldGroups)
        self.json = .null
        self.json = canonicalJSON()
    }

    public func field(named: String) -> FieldDefinition? {
        guard let position = index.fieldPositions[named] else { return nil }
        return fields[position]
    }

    public func subtype(code: Int64) -> Subtype? {
        guard let position = index.subtypePositions[code] else { return nil }
        return subtypes[position]
    }

    /// The domain that applies to `field` for features of `subtype` (the subtype's own domain for
    /// the field when it sets one, else the field's domain).
    public func domain(of field: String, subtype: Int64? = nil) -> Domain? {
        guard let position = index.fieldPositions[field] else { return nil }
        return index.domain(field: position, subtype: subtype.flatMap { index.subtypePositions[$0] })
    }

    /// Two definitions are equal when they have the same name and the same canonical JSON.
    public static func == (lhs: LayerDefinition, rhs: LayerDefinition) -> Bool {
        lhs.name == rhs.name && lhs.json == rhs.json
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(json)
    }
}

/// Every problem found in a layer definition, each with the path of the member at fault
/// (`fields[2].type`, `domains.BufferRange.max`, `contingentValues.fieldGroups[0].contingencies[1].BufferSize`).
///
/// ```swift
/// if case .failure(let problems) = LayerDefinition.parse(body, name: "Nest") {
///     for v in problems.violations { print(v.path, v.code, v.message) }
/// }
/// ```
public struct DefinitionProblems: Error, Sendable, Hashable {
    public var violations: [Violation]
    public init(_ violations: [Violation]) { self.violations = violations }
}
