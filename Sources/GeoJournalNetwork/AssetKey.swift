import GeoJournalCore

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
