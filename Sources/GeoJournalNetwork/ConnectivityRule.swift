import GeoJournalCore

/// A connectivity rule: which asset types may connect where their geometry coincides.
public struct ConnectivityRule: Sendable, Hashable {
    public var kind: RuleKind
    public var from: RuleEndpoint
    /// The junction between the two edges of an `edgeJunctionEdge` rule.
    public var via: RuleEndpoint?
    public var to: RuleEndpoint

    public init(kind: RuleKind, from: RuleEndpoint, via: RuleEndpoint? = nil, to: RuleEndpoint) {
        self.kind = kind
        self.from = from
        self.via = via
        self.to = to
    }
}
