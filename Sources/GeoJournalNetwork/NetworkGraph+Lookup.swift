import Foundation
import GeoJournalCore

extension NetworkGraph {
    /// The asset key of a live network feature of the graph, or nil (rule-based snapping asks this
    /// for each candidate it would snap to).
    public func assetKey(of id: UUID) -> AssetKey? {
        guard let s = slot(of: id).map(Int.init), fLayer[s] >= 0 else { return nil }
        let k = typeKey(Int32(s))
        return AssetKey(layer: net.layerNames[Int(fLayer[s])], assetGroup: Int(k.group), assetType: Int(k.type))
    }
}
