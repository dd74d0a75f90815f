/// A subtype of a layer (an ArcGIS asset group): a value of the layer's subtype field that
/// brings its own attribute defaults and its own domains for some fields.
///
/// ```swift
/// let transformer = layer.subtype(code: 3)!
/// transformer.name                   // "Transformer"
/// transformer.domains["ASSETTYPE"]   // "TransformerType"
/// transformer.defaults["ASSETTYPE"]  // 1
/// ```
public struct Subtype: Sendable, Hashable {
    public var code: Int64
    public var name: String
    /// Values for fields that a new feature of this subtype leaves out (before field defaults).
    public var defaults: Attributes
    /// Field name to domain name, replacing the field's own domain for features of this subtype.
    public var domains: [String: String]

    public init(code: Int64, name: String, defaults: Attributes = [:], domains: [String: String] = [:]) {
        self.code = code
        self.name = name
        self.defaults = defaults
        self.domains = domains
    }

    /// The canonical JSON of the subtype (docs/api.md: `subtypes` element).
    public var json: JSONValue {
        .object([
            "code": .integer(code),
            "name": .string(name),
            "defaults": .object(defaults),
            "domains": .object(domains.mapValues { .string($0) }),
        ])
    }

    /// `3 Transformer`, for messages.
    var label: String { "\(code) \(name)" }
}
