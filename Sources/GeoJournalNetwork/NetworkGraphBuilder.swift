import Foundation
import GeoJournalCore

/// A full build of a ``NetworkGraph`` fed in parts: a graph load adds each part of the features
/// as soon as it is read, while the next part is still being read, and derives nodes, elements
/// and connectivity once all are in. `NetworkGraph(definition:features:associations:)` is this
/// builder fed all the features as one part.
///
/// ```swift
/// var builder = NetworkGraphBuilder(definition: definition)
/// for part in parts { builder.add(part) }
/// let graph = builder.finish(associations: associations)
/// ```
public struct NetworkGraphBuilder: Sendable {
    private var graph: NetworkGraph

    public init(definition: NetworkDefinition, expectedFeatures: Int = 0) {
        graph = NetworkGraph(empty: definition, capacity: expectedFeatures)
    }

    /// Gives each feature its slot and ports (features of layers the network does not name are left out).
    public mutating func add(_ features: [NetworkFeature]) {
        for f in features { _ = graph.addFeature(f) }
    }

    /// The graph of every feature added, with `associations`.
    public consuming func finish(associations: [Association] = []) -> NetworkGraph {
        let added = Int32(0)..<Int32(graph.fId.count)
        graph.update(upserted: [], deleted: [], associationsAdded: associations, associationsRemoved: [], bulk: true, added: added)
        graph.compact()
        graph.trimCapacity()
        return graph
    }
}
