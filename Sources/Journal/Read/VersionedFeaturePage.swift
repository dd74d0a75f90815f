import Foundation
import GeoJournalCore
import PostgresNIO

/// One page of a layer's features at one position, each with its validity.
public struct VersionedFeaturePage: Sendable {
    public var position: Int64
    public var head: Int64
    public var features: [FeatureVersionRow]
    /// Cursor of the next page, when more remain.
    public var next: String?
    /// How many features the whole listing holds (only when asked for).
    public var matched: Int?
}
