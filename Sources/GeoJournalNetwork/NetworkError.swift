import Foundation
import GeoJournalCore

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
