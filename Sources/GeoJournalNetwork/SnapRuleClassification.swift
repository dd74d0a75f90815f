import GeoJournalCore

// SnapRuleBehavior itself is declared with the snap index (Snapping/SnapRule.swift).

/// The outcome of rule-based snapping classification for one source.
///
/// ```swift
/// let c = definition.snapBehavior(editing: AssetKey(layer: "Line", assetGroup: 1, assetType: 1), sourceLayer: "Device")
/// if c.behavior != .rulesPreventSnapping, c.allows(candidateKey) { snap(to: candidate, endVerticesOnly: c.endVertexOnly) }
/// ```
public struct SnapRuleClassification: Sendable {
    public var behavior: SnapRuleBehavior
    /// Whether a feature of the source with this asset type may be snapped to.
    public var allowedTargets: @Sendable (AssetKey) -> Bool
    /// Snap only to end vertices of the source's lines (the allowed types use `endVertex`).
    public var endVertexOnly: Bool

    public func allows(_ target: AssetKey) -> Bool { allowedTargets(target) }
}

extension NetworkDefinition {
    /// Whether some connectivity rule lets asset type `a` connect to asset type `b` where they
    /// coincide (either order; a line may meet the junction of an edge–junction–edge rule).
    public func ruleConnects(_ a: AssetKey, _ b: AssetKey) -> Bool {
        func m(_ e: RuleEndpoint?, _ k: AssetKey) -> Bool { e?.matches(k) ?? false }
        return rules.contains { r in
            switch r.kind {
            case .junctionJunction, .junctionEdge, .edgeEdge:
                return (m(r.from, a) && m(r.to, b)) || (m(r.from, b) && m(r.to, a))
            case .edgeJunctionEdge:
                return ((m(r.from, a) || m(r.to, a)) && m(r.via, b)) || ((m(r.from, b) || m(r.to, b)) && m(r.via, a))
            }
        }
    }

    /// The connectivity policy of an asset type (`endVertex` when the type is not defined).
    public func connectivityPolicy(of key: AssetKey) -> ConnectivityPolicy {
        assetType(key)?.connectivityPolicy ?? .endVertex
    }

    /// Rule-based snapping for a feature of `editing` type onto the features of `sourceLayer`.
    public func snapBehavior(editing: AssetKey, sourceLayer: String) -> SnapRuleClassification {
        guard let target = source(layer: sourceLayer), source(layer: editing.layer) != nil else {
            return SnapRuleClassification(behavior: .none, allowedTargets: { _ in true }, endVertexOnly: false)
        }
        // A rule counts when one side matches the edited type and the side it pairs with lies on the source.
        let relevant = rules.filter { r in
            let pairs: [(RuleEndpoint, RuleEndpoint?)]
            switch r.kind {
            case .edgeJunctionEdge: pairs = [(r.from, r.via), (r.to, r.via), (r.via ?? r.from, r.from), (r.via ?? r.to, r.to)]
            default: pairs = [(r.from, r.to), (r.to, r.from)]
            }
            return pairs.contains { $0.0.matches(editing) && $0.1?.layer == sourceLayer }
        }
        guard !relevant.isEmpty else {
            return SnapRuleClassification(behavior: .rulesPreventSnapping, allowedTargets: { _ in false }, endVertexOnly: false)
        }
        let only = NetworkDefinition(tolerance: tolerance, domainNetworks: [], sources: [], assetTypes: [], rules: relevant, attributes: [])
        let allowed: @Sendable (AssetKey) -> Bool = { key in key.layer == sourceLayer && only.ruleConnects(editing, key) }
        let declared = assetTypes.filter { $0.layer == sourceLayer }
        let endOnly = target.role == .edge && !declared.contains { allowed($0.key) && $0.connectivityPolicy == .anyVertex }
        return SnapRuleClassification(behavior: .rulesLimitSnapping, allowedTargets: allowed, endVertexOnly: endOnly)
    }
}
