import GeoJournalCore

/// A domain network (e.g. ElectricDistribution) with its tiers.
public struct DomainNetwork: Sendable, Hashable {
    public var name: String
    public var controllerType: ControllerType
    public var tiers: [Tier]

    public init(name: String, controllerType: ControllerType, tiers: [Tier]) {
        self.name = name
        self.controllerType = controllerType
        self.tiers = tiers
    }
}
