import GeoJournalCore

/// The definition of a utility network (docs/networks.md: `PUT .../networks/{name}`): domain networks and
/// their tiers, the network sources (junction and edge layers), asset types with terminals,
/// connectivity policies and categories, connectivity rules, network attributes and the xy tolerance.
///
/// ```swift
/// switch NetworkDefinition.parse(body) {
/// case .success(let definition): store(definition.json)
/// case .failure(let problems): reject(problems.violations)   // paths like "rules[2].from.layer"
/// }
/// ```
public struct NetworkDefinition: Sendable, Hashable {
    /// Features connect where their geometry lies within this distance (map units).
    public var tolerance: Double
    public var domainNetworks: [DomainNetwork]
    public var sources: [NetworkSource]
    public var assetTypes: [AssetTypeDefinition]
    public var rules: [ConnectivityRule]
    public var attributes: [NetworkAttribute]

    public init(tolerance: Double, domainNetworks: [DomainNetwork], sources: [NetworkSource], assetTypes: [AssetTypeDefinition],
                rules: [ConnectivityRule], attributes: [NetworkAttribute]) {
        self.tolerance = tolerance
        self.domainNetworks = domainNetworks
        self.sources = sources
        self.assetTypes = assetTypes
        self.rules = rules
        self.attributes = attributes
    }

    /// The network source of `layer`, when the layer takes part in the network.
    public func source(layer: String) -> NetworkSource? { sources.first { $0.layer == layer } }

    /// The asset type definition of a (layer, asset group, asset type) triple.
    public func assetType(_ key: AssetKey) -> AssetTypeDefinition? {
        assetTypes.first { $0.layer == key.layer && $0.assetGroup == key.assetGroup && $0.assetType == key.assetType }
    }

    /// The domain network a tier belongs to, and the tier, by tier name.
    public func tier(named name: String) -> (domainNetwork: DomainNetwork, tier: Tier)? {
        for d in domainNetworks { if let t = d.tiers.first(where: { $0.name == name }) { return (d, t) } }
        return nil
    }
}
