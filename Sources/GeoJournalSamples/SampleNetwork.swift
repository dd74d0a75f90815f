import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// A generated network: its definition, its two layers and its features.
public struct SampleNetwork: Sendable {
    /// The network body for `PUT .../networks/{name}`.
    public var definition: JSONValue
    /// Layer bodies for `PUT .../layers/{name}`: `Device` (points) and `Line` (lines).
    public var layers: [(name: String, definition: JSONValue)]
    public var features: [SampleFeature]
    /// Line features (network edges) generated.
    public var edgeCount: Int

    /// The features as the network sees them.
    public func networkFeatures() -> [NetworkFeature] {
        features.map { f in
            NetworkFeature(id: f.id, layer: f.layer, assetGroup: Int(f.attributes["ASSETGROUP"]?.intValue ?? 0),
                           assetType: Int(f.attributes["ASSETTYPE"]?.intValue ?? 0), geometry: f.geometry, attributes: f.attributes)
        }
    }
}
