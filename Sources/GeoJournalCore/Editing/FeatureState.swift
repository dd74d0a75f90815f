import Foundation

/// The state of one live feature: the fold of its event stream.
///
/// ```swift
/// var state = FeatureState(id: id, layer: "Device", version: 1, attributes: ["N": 1], geometry: .point(Position(0, 0)))
/// state = try state.applying(event)   // next version
/// ```
public struct FeatureState: Sendable, Hashable {
    public var id: UUID
    public var layer: String
    public var version: Int
    public var attributes: Attributes
    public var geometry: Geometry

    public init(id: UUID, layer: String, version: Int, attributes: Attributes, geometry: Geometry) {
        self.id = id
        self.layer = layer
        self.version = version
        self.attributes = attributes
        self.geometry = geometry
    }
}

/// What the journal knows about a feature stream before an operation touches it.
public enum StreamState: Sendable, Hashable {
    /// No event has ever named this id.
    case none
    case live(FeatureState)
    /// The stream's last event deleted the feature.
    case deleted(layer: String, lastVersion: Int, last: FeatureState)

    public var lastVersion: Int? {
        switch self {
        case .none: return nil
        case .live(let s): return s.version
        case .deleted(_, let v, _): return v
        }
    }

    public var live: FeatureState? { if case .live(let s) = self { return s } else { return nil } }
}
