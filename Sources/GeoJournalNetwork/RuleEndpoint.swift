import GeoJournalCore

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
