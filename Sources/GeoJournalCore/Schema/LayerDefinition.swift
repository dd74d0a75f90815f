// INTERFACE STUB — the full model, parsing and validation replace this file.

/// The type of an attribute field.
public enum FieldType: String, Sendable, Hashable, CaseIterable {
    case integer, smallint, double, string, boolean, date, uuid
}

/// One attribute field of a layer.
public struct FieldDefinition: Sendable, Hashable {
    public var name: String
    public var type: FieldType
    public var nullable: Bool
    public var length: Int?
    public var defaultValue: JSONValue?
    public var domain: String?

    public init(name: String, type: FieldType, nullable: Bool = true, length: Int? = nil, defaultValue: JSONValue? = nil, domain: String? = nil) {
        self.name = name
        self.type = type
        self.nullable = nullable
        self.length = length
        self.defaultValue = defaultValue
        self.domain = domain
    }
}

/// A layer's schema: geometry type, spatial reference, fields, domains, subtypes, contingent values.
public struct LayerDefinition: Sendable, Hashable {
    public var name: String
    public var geometryType: GeometryType
    public var srid: Int32
    public var fields: [FieldDefinition]
    /// The definition as JSON, exactly as stored in the journal (API.md layer body shape).
    public var json: JSONValue

    /// Reads a layer body (API.md `PUT .../layers/{layer}`), reporting every problem.
    public static func parse(_ json: JSONValue, name: String) -> Result<LayerDefinition, DefinitionProblems> {
        fatalError("stub")
    }

    public func field(named: String) -> FieldDefinition? { fields.first { $0.name == named } }
}

public struct DefinitionProblems: Error, Sendable, Hashable {
    public var violations: [Violation]
    public init(_ violations: [Violation]) { self.violations = violations }
}

/// The outcome of checking a feature's attributes against its layer.
public struct AttributeCheck: Sendable, Hashable {
    /// The attributes to store: the input with subtype and field defaults filled in.
    public var attributes: Attributes
    /// Violations that refuse the write; paths are relative to the feature (`attributes.NAME`).
    public var violations: [Violation]
    /// Remarks that do not refuse the write (non-restrictive contingent-value groups).
    public var warnings: [Violation]
}

extension LayerDefinition {
    /// Checks the attributes of a new feature, filling defaults for fields it leaves out.
    public func checkNew(_ attributes: Attributes) -> AttributeCheck { fatalError("stub") }

    /// Checks the whole state of a feature after an update that set the fields in `changed`.
    public func checkUpdated(_ attributes: Attributes, changed: Set<String>) -> AttributeCheck { fatalError("stub") }
}
