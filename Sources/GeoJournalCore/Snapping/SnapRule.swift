import Foundation

/// How utility-network rules shaped the snapping to one source (docs/api.md: `sources[].ruleBehavior`).
public enum SnapRuleBehavior: String, Sendable, Hashable, CaseIterable {
    /// No rule applies: every vertex and edge of the source is a candidate.
    case none
    /// Only the features the rule allows are candidates (and, with `endVertexOnly`, only their ends).
    case rulesLimitSnapping
    /// No connectivity rule allows the edited feature to meet this source: it is skipped.
    case rulesPreventSnapping
}

/// What a rule provider decides for one snap source: the hook through which rule-based snapping
/// (utility-network connectivity rules, given the request's `editing` context) plugs into the
/// snap query without the index knowing about networks.
///
/// ```swift
/// let rules: (SnapSource) -> SnapSourceRule = { source in
///     source.layer == "GasDevice"
///         ? SnapSourceRule(behavior: .rulesLimitSnapping, endVertexOnly: true) { id, _ in allowed.contains(id) }
///         : .none
/// }
/// let result = index.snap(request, rules: rules)
/// ```
public struct SnapSourceRule: Sendable {
    public var behavior: SnapRuleBehavior
    /// Only the first and last vertex of each part (or ring) are candidates; no edges.
    public var endVertexOnly: Bool
    /// Whether a feature of the source may be snapped to; nil allows every feature. Called only for
    /// a candidate that would improve the answer, so it may be a dictionary look-up, not a scan.
    public var allows: (@Sendable (_ featureId: UUID, _ layer: String) -> Bool)?

    public init(behavior: SnapRuleBehavior, endVertexOnly: Bool = false, allows: (@Sendable (_ featureId: UUID, _ layer: String) -> Bool)? = nil) {
        self.behavior = behavior
        self.endVertexOnly = endVertexOnly
        self.allows = allows
    }

    /// No rule: plain geometric snapping.
    public static let none = SnapSourceRule(behavior: .none)
}
