import GeoJournalCore

/// A tier of a domain network and the asset types that control its subnetworks.
public struct Tier: Sendable, Hashable {
    public var name: String
    public var rank: Int
    public var topology: TierTopology
    public var subnetworkControllers: [RuleEndpoint]

    public init(name: String, rank: Int, topology: TierTopology, subnetworkControllers: [RuleEndpoint]) {
        self.name = name
        self.rank = rank
        self.topology = topology
        self.subnetworkControllers = subnetworkControllers
    }
}
