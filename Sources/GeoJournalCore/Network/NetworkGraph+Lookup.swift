import Foundation

extension NetworkGraph {
    /// The asset key of a live network feature of the graph, or nil (rule-based snapping asks this
    /// for each candidate it would snap to).
    public func assetKey(of id: UUID) -> AssetKey? {
        guard let s = slotOf[id].map(Int.init), fLayer[s] >= 0 else { return nil }
        return AssetKey(layer: net.layerNames[Int(fLayer[s])], assetGroup: Int(fGroup[s]), assetType: Int(fType[s]))
    }
}
