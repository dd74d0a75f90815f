import Foundation
import GeoJournalCore

/// A starting location or barrier: a junction (optionally one terminal) or an edge
/// (optionally a point on it, as a fraction of its length from its first vertex).
public struct TraceLocation: Sendable, Hashable {
    public var featureId: UUID
    public var terminal: String?
    public var fractionAlongEdge: Double?

    public init(featureId: UUID, terminal: String? = nil, fractionAlongEdge: Double? = nil) {
        self.featureId = featureId
        self.terminal = terminal
        self.fractionAlongEdge = fractionAlongEdge
    }
}
