import Foundation

/// The kinds of fact the journal records.
public enum EventType: String, Sendable, Hashable, CaseIterable {
    case featureCreated
    case featureUpdated
    case featureDeleted
    case layerDefined
    /// A utility network defined or changed: `{"network": name, "definition": {...}, "version": n}`.
    case networkDefined
    /// A session step (undo or redo) that found every feature it touches already in the state it
    /// would bring them to: `{"features": [{"id": uuid, "version": n}]}`, the features of one
    /// layer with the last version each had. It changes no feature and names none in its row; it
    /// exists so that the step is an operation of the journal (an operation is a run of positions)
    /// and the session's stacks, folded from its operations, move.
    case featuresUnchanged
    /// A connectivity association added to a utility network (layer = the network's name):
    /// `{"network": name, "from": uuid, "fromTerminal": name?, "to": uuid, "toTerminal": name?}`.
    case associationAdded
    /// A connectivity association removed from a utility network; data as for ``associationAdded``.
    case associationDeleted
    /// A version's base moved (a reconcile or a post), in the version's line:
    /// `{"base": position, "from": position, "conflicts": [...]}`; reads of the line from this
    /// position on start from DEFAULT at `base`. It names no feature.
    case versionRebased
}

/// An event decided by the domain and not yet given a position.
///
/// Payloads (`data`), all GeoJSON geometry:
/// - `featureCreated`: `{"attributes": {...}, "geometry": {...}, "objectId": n}` (an undo of a
///   delete restores the same id and OBJECTID with the next version and adds `"restores": <version>`;
///   `objectId` is added when the event is positioned, see ``FeatureState/objectId``)
/// - `featureUpdated`: `{"changes": {"FIELD": {"old": o, "new": n}}, "geometry": {...}?,
///   "geometryEdit": {...}?}` — the new geometry only when it changed
/// - `featureDeleted`: `{"attributes": {...}, "geometry": {...}, "objectId": n}`, the last state
/// - `layerDefined`: `{"definition": {...}, "version": n}`
/// - `featuresUnchanged`: `{"features": [{"id": uuid, "version": n}]}` (see ``EventType/featuresUnchanged``)
public struct PendingEvent: Sendable, Hashable {
    public var featureId: UUID?
    public var featureVersion: Int?
    public var layer: String
    public var type: EventType
    public var data: JSONValue
    /// The feature after this event (nil after a delete and for schema events).
    public var resulting: FeatureState?

    public init(featureId: UUID?, featureVersion: Int?, layer: String, type: EventType, data: JSONValue, resulting: FeatureState?) {
        self.featureId = featureId
        self.featureVersion = featureVersion
        self.layer = layer
        self.type = type
        self.data = data
        self.resulting = resulting
    }
}

/// Why an event cannot be folded into a feature's state (a journal that breaks its own rules).
public struct ReplayError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

extension StreamState {
    /// Folds one stored event into the stream state: the replay rule shared by rebuild, verify
    /// and the tests' naive oracle.
    ///
    /// A created feature's OBJECTID is the one its event records; an event written before events
    /// recorded it (Schema/0019) gives the rule itself: a restored feature keeps the one it had,
    /// a new one takes `position`, the position of its event (nil when the caller does not know
    /// it: the state then has none).
    public func applying(type: EventType, featureId: UUID, version: Int, layer: String, data: JSONValue, position: Int64? = nil) throws(ReplayError) -> StreamState {
        switch type {
        case .featureCreated:
            guard let g = data.objectValue?["geometry"], case .success(let geometry) = Geometry.parse(g) else {
                throw ReplayError(description: "featureCreated \(featureId.lowercased) v\(version) has no readable geometry")
            }
            var objectId = data.objectValue?["objectId"]?.intValue
            if objectId == nil {
                if case .deleted(_, _, let last) = self { objectId = last.objectId } else if version == 1 { objectId = position }
            }
            return .live(FeatureState(id: featureId, layer: layer, version: version, attributes: data.objectValue?["attributes"]?.objectValue ?? [:],
                                      geometry: geometry, objectId: objectId))
        case .featureUpdated:
            guard case .live(var state) = self else {
                throw ReplayError(description: "featureUpdated \(featureId.lowercased) v\(version) on a feature that is not live")
            }
            state.version = version
            for (field, change) in data.objectValue?["changes"]?.objectValue ?? [:] {
                state.attributes[field] = change.objectValue?["new"] ?? .null
            }
            if let g = data.objectValue?["geometry"], !g.isNull {
                guard case .success(let geometry) = Geometry.parse(g) else {
                    throw ReplayError(description: "featureUpdated \(featureId.lowercased) v\(version) has an unreadable geometry")
                }
                state.geometry = geometry
            }
            return .live(state)
        case .featureDeleted:
            guard case .live(let state) = self else {
                throw ReplayError(description: "featureDeleted \(featureId.lowercased) v\(version) on a feature that is not live")
            }
            return .deleted(layer: state.layer, lastVersion: version, last: state)
        case .layerDefined, .networkDefined, .featuresUnchanged, .associationAdded, .associationDeleted, .versionRebased:
            return self
        }
    }
}
