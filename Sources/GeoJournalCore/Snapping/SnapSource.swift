import Foundation

/// One layer the client snaps to (docs/api.md: `sources[]`).
public struct SnapSource: Sendable, Hashable {
    public var layer: String
    public var enabled: Bool

    public init(layer: String, enabled: Bool = true) {
        self.layer = layer
        self.enabled = enabled
    }
}
