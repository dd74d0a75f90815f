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
    /// The feature's OBJECTID (the integer id GeoServices clients use): the position of the event
    /// that created it, so nil until the journal positions that event (Schema/0019).
    public var objectId: Int64?

    public init(id: UUID, layer: String, version: Int, attributes: Attributes, geometry: Geometry, objectId: Int64? = nil) {
        self.id = id
        self.layer = layer
        self.version = version
        self.attributes = attributes
        self.geometry = geometry
        self.objectId = objectId
    }
}

extension FeatureState {
    /// The data of the event that deletes this state: the last attributes and geometry, and the
    /// OBJECTID, which an undo that restores the feature gives back to it.
    public var lastStateData: JSONValue {
        var data: [String: JSONValue] = ["attributes": .object(attributes), "geometry": geometry.geoJSON]
        if let objectId { data["objectId"] = .integer(objectId) }
        return .object(data)
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
