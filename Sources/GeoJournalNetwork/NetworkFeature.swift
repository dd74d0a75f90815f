import Foundation
import GeoJournalCore

/// A feature as the network sees it: its asset group and type read from the source's fields.
///
/// ```swift
/// let f = NetworkFeature(state: featureState, definition: definition)   // nil when not a network layer
/// var graph = NetworkGraph(definition: definition, features: [f!])
/// ```
public struct NetworkFeature: Sendable, Hashable {
    public var id: UUID
    public var layer: String
    public var assetGroup: Int
    public var assetType: Int
    public var geometry: Geometry
    public var attributes: Attributes

    public init(id: UUID, layer: String, assetGroup: Int, assetType: Int, geometry: Geometry, attributes: Attributes = [:]) {
        self.id = id
        self.layer = layer
        self.assetGroup = assetGroup
        self.assetType = assetType
        self.geometry = geometry
        self.attributes = attributes
    }

    /// The network view of a live feature, or nil when its layer is not a source of `definition`.
    /// A missing or non-integer asset group or type reads as 0 (an asset type no rule names).
    public init?(state: FeatureState, definition: NetworkDefinition) {
        guard let source = definition.source(layer: state.layer) else { return nil }
        self.init(id: state.id, layer: state.layer,
                  assetGroup: Int(state.attributes[source.assetGroupField]?.intValue ?? 0),
                  assetType: Int(state.attributes[source.assetTypeField]?.intValue ?? 0),
                  geometry: state.geometry, attributes: state.attributes)
    }

    public var key: AssetKey { AssetKey(layer: layer, assetGroup: assetGroup, assetType: assetType) }
}
