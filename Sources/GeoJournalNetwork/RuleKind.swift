import GeoJournalCore

/// The kinds of connectivity rule.
public enum RuleKind: String, Sendable, Hashable, CaseIterable {
    case junctionJunction, junctionEdge, edgeJunctionEdge, edgeEdge
}
