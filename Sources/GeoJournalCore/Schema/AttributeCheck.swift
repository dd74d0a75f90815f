/// The outcome of checking a feature's attributes against its layer.
///
/// Violation codes: `field.unknown`, `field.type`, `field.length`, `field.required`,
/// `domain.codedValue`, `domain.range`, `subtype.unknown`, `contingentValue.restrictive`;
/// warnings: `contingentValue.nonRestrictive`.
///
/// ```swift
/// let check = layer.checkNew(["ASSETGROUP": 3, "ASSETTYPE": 14])
/// check.violations.first?.path      // "attributes.ASSETTYPE"
/// check.violations.first?.message   // ASSETTYPE: 14 is not in domain "TransformerType" of subtype 3 (allowed: ...)
/// check.isAccepted                  // false
/// ```
public struct AttributeCheck: Sendable, Hashable {
    /// The attributes to store: the input with subtype and field defaults filled in, every field
    /// of the layer present (null when it has no value), integral numbers of integer fields as integers.
    public var attributes: Attributes
    /// Violations that refuse the write; paths are relative to the feature (`attributes.NAME`).
    public var violations: [Violation]
    /// Remarks that do not refuse the write (non-restrictive contingent-value groups).
    public var warnings: [Violation]

    public init(attributes: Attributes, violations: [Violation], warnings: [Violation]) {
        self.attributes = attributes
        self.violations = violations
        self.warnings = warnings
    }

    /// Whether the write may go ahead (warnings do not stop it).
    public var isAccepted: Bool { violations.isEmpty }
}
