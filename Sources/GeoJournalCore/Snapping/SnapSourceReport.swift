import Foundation

/// How one requested source was treated (docs/api.md: `sources[]` of the response).
public struct SnapSourceReport: Sendable, Hashable {
    public var layer: String
    public var ruleBehavior: SnapRuleBehavior

    public init(layer: String, ruleBehavior: SnapRuleBehavior = .none) {
        self.layer = layer
        self.ruleBehavior = ruleBehavior
    }
}
