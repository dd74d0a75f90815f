import Foundation
import GeoJournalCore
import PostgresNIO

/// Where the extent of a layer's current features lies, and when its oldest feature version began.
public struct LayerExtent: Sendable {
    public var bbox: BoundingBox?
    public var firstMicros: Int64?
    public var count: Int
}
