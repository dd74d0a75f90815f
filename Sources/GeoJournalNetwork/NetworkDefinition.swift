import GeoJournalCore

/// The definition of a utility network (API.md `PUT .../networks/{name}`): domain networks and
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

/// Identifies an asset type: the layer and its asset group and asset type codes.
public struct AssetKey: Sendable, Hashable, CustomStringConvertible {
    public var layer: String
    public var assetGroup: Int
    public var assetType: Int

    public init(layer: String, assetGroup: Int, assetType: Int) {
        self.layer = layer
        self.assetGroup = assetGroup
        self.assetType = assetType
    }

    public var description: String { "\(layer)/\(assetGroup)/\(assetType)" }
}

/// Whether subnetworks are fed from sources (electric, gas) or drain into sinks (sewer).
public enum ControllerType: String, Sendable, Hashable, CaseIterable {
    case source, sink
}

/// Radial tiers have exactly one controller per subnetwork; mesh tiers may have many.
public enum TierTopology: String, Sendable, Hashable, CaseIterable {
    case radial, mesh
}

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

/// Junction layers hold point devices; edge layers hold lines.
public enum SourceRole: String, Sendable, Hashable, CaseIterable {
    case junction, edge
}

/// A layer that takes part in the network, and the fields that hold its asset group and type.
public struct NetworkSource: Sendable, Hashable {
    public var layer: String
    public var role: SourceRole
    public var domainNetwork: String
    public var assetGroupField: String
    public var assetTypeField: String

    public init(layer: String, role: SourceRole, domainNetwork: String, assetGroupField: String = "ASSETGROUP", assetTypeField: String = "ASSETTYPE") {
        self.layer = layer
        self.role = role
        self.domainNetwork = domainNetwork
        self.assetGroupField = assetGroupField
        self.assetTypeField = assetTypeField
    }
}

/// Where an edge may connect: only at its end vertices, or at any vertex.
public enum ConnectivityPolicy: String, Sendable, Hashable, CaseIterable {
    case endVertex, anyVertex
}

/// The terminals of a device, which of them face upstream, and the paths through the device.
public struct TerminalConfiguration: Sendable, Hashable {
    public var names: [String]
    public var upstream: [String]
    public var paths: [[String]]

    public init(names: [String], upstream: [String] = [], paths: [[String]] = []) {
        self.names = names
        self.upstream = upstream
        self.paths = paths
    }
}

/// One asset type: its name, terminals, connectivity policy and categories.
public struct AssetTypeDefinition: Sendable, Hashable {
    public var layer: String
    public var assetGroup: Int
    public var assetType: Int
    public var name: String
    public var terminals: TerminalConfiguration?
    public var connectivityPolicy: ConnectivityPolicy
    public var categories: [String]

    public init(layer: String, assetGroup: Int, assetType: Int, name: String, terminals: TerminalConfiguration? = nil,
                connectivityPolicy: ConnectivityPolicy = .endVertex, categories: [String] = []) {
        self.layer = layer
        self.assetGroup = assetGroup
        self.assetType = assetType
        self.name = name
        self.terminals = terminals
        self.connectivityPolicy = connectivityPolicy
        self.categories = categories
    }

    public var key: AssetKey { AssetKey(layer: layer, assetGroup: assetGroup, assetType: assetType) }
}

/// One side of a connectivity rule or a subnetwork controller: a layer, optionally narrowed to an
/// asset group, an asset type and (for devices) a terminal.
public struct RuleEndpoint: Sendable, Hashable {
    public var layer: String
    public var assetGroup: Int?
    public var assetType: Int?
    public var terminal: String?

    public init(layer: String, assetGroup: Int? = nil, assetType: Int? = nil, terminal: String? = nil) {
        self.layer = layer
        self.assetGroup = assetGroup
        self.assetType = assetType
        self.terminal = terminal
    }

    /// Whether an asset of this key matches (a missing group or type matches any).
    public func matches(_ key: AssetKey) -> Bool {
        layer == key.layer && (assetGroup == nil || assetGroup == key.assetGroup) && (assetType == nil || assetType == key.assetType)
    }
}

/// The kinds of connectivity rule.
public enum RuleKind: String, Sendable, Hashable, CaseIterable {
    case junctionJunction, junctionEdge, edgeJunctionEdge, edgeEdge
}

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

/// A network attribute: a name traces use, read from a field of the network sources.
public struct NetworkAttribute: Sendable, Hashable {
    public var name: String
    public var field: String

    public init(name: String, field: String) {
        self.name = name
        self.field = field
    }
}
