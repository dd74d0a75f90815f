import Foundation

/// What the client is drawing, for rule-based snapping (docs/api.md: `editing`): the layer and, in a
/// utility network, the asset group and type of the feature being placed.
public struct SnapEditingContext: Sendable, Hashable {
    public var layer: String
    public var assetGroup: Int?
    public var assetType: Int?

    public init(layer: String, assetGroup: Int? = nil, assetType: Int? = nil) {
        self.layer = layer
        self.assetGroup = assetGroup
        self.assetType = assetType
    }
}
