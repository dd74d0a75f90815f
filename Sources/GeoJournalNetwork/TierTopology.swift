import GeoJournalCore

/// Radial tiers have exactly one controller per subnetwork; mesh tiers may have many.
public enum TierTopology: String, Sendable, Hashable, CaseIterable {
    case radial, mesh
}
