import Foundation
import GeoJournalCore
import PostgresNIO

/// What a ``FeatureQuery`` answered.
public struct FeatureQueryResult: Sendable {
    /// The position the query read at.
    public var position: Int64
    /// The workspace's head when it read.
    public var head: Int64 = 0
    public var rows: [FeatureQueryRow] = []
    /// Whether more features match after this page.
    public var more = false
    public var objectIds: [Int64] = []
    public var count = 0
    public var extent: BoundingBox?
    /// One JSON object per group: the group-by fields and the statistics by their output names.
    public var groups: [JSONValue] = []
}
