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

/// An explicit connectivity association between two features that need not touch
/// (journaled like any edit). For a junction, `terminal` names the terminal (default: the first);
/// for an edge, `"from"` or `"to"` names the end (default: the first vertex).
public struct Association: Sendable, Hashable {
    public var from: UUID
    public var fromTerminal: String?
    public var to: UUID
    public var toTerminal: String?

    public init(from: UUID, fromTerminal: String? = nil, to: UUID, toTerminal: String? = nil) {
        self.from = from
        self.fromTerminal = fromTerminal
        self.to = to
        self.toTerminal = toTerminal
    }
}

/// A problem in the network that `GET .../networks/{name}/errors` lists.
public struct NetworkError: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Features whose geometry coincides but no connectivity rule lets them connect.
        case ruleMissing
        /// A network feature connected to nothing.
        case unconnected
        /// A feature whose geometry the network cannot use (an edge that is not a line, a junction that is not a point).
        case invalidGeometry
    }

    public var kind: Kind
    /// The features involved, sorted.
    public var features: [UUID]
    public var location: Position
    public var message: String

    public init(kind: Kind, features: [UUID], location: Position, message: String) {
        self.kind = kind
        self.features = features.sorted { $0.uuidString < $1.uuidString }
        self.location = location
        self.message = message
    }

    public var json: JSONValue {
        .object(["kind": .string(kind.rawValue), "features": .array(features.map { .string($0.uuidString.lowercased()) }),
                 "location": .array([.double(location.x), .double(location.y)]), "message": .string(message)])
    }
}
