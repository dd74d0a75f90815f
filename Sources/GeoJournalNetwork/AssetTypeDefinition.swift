import GeoJournalCore

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
