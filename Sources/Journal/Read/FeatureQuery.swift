import Foundation
import GeoJournalCore
import PostgresNIO

/// A selection of a layer's features by a filter (attributes and geometry), OBJECTIDs, at a
/// moment, in pages by offset: what a GeoServices `query` asks (``Journal/queryFeatures(workspace:_:)``).
/// Everything is said with field names and values; the SQL is ``LayerState``'s.
///
/// ```swift
/// var query = FeatureQuery(layer: "Poles")
/// query.filter = try EsriWhere.parse("N > 5", fields: definition.filterFields(objectIdField: "OBJECTID", globalIdField: "GlobalID")).get()
/// query.limit = 2000
/// let page = try await journal.reads.queryFeatures(workspace: "demo", query)
/// ```
public struct FeatureQuery: Sendable {
    /// What the query answers.
    public enum Answer: Sendable, Hashable {
        case features
        /// Every OBJECTID that matches (uncapped, no paging).
        case objectIds
        case count
        /// The box of the matching geometries, in the output spatial reference.
        case extent
        /// Aggregates per group (``FeatureQuery/statistics``, ``FeatureQuery/groupBy``).
        case statistics
    }

    /// One aggregate of `outStatistics`: the function, its field and the output name.
    public struct Statistic: Sendable, Hashable {
        public enum Function: String, Sendable, Hashable, CaseIterable { case count, min, max, sum, avg, stddev, variance = "var" }
        public var function: Function
        public var field: FilterField
        public var name: String
        public init(function: Function, field: FilterField, name: String) {
            self.function = function
            self.field = field
            self.name = name
        }
    }

    /// One key of the order of the features (the OBJECTID always breaks ties).
    public struct Order: Sendable, Hashable {
        public var field: FilterField
        public var descending: Bool
        public init(_ field: FilterField, descending: Bool = false) {
            self.field = field
            self.descending = descending
        }
    }

    /// One group-by field of the statistics, with its output name.
    public struct Group: Sendable, Hashable {
        public var name: String
        public var field: FilterField
        public init(name: String, field: FilterField) {
            self.name = name
            self.field = field
        }
    }

    public var layer: String
    public var moment: ReadMoment = .head
    /// The condition on attributes and geometry (the where clause and the query geometry).
    public var filter: FeatureFilter?
    public var objectIds: [Int64]?
    public var output: OutputSRID = .layer
    public var returnGeometry = true
    /// Whether rows carry who created and last edited each feature, and when.
    public var editInfo = false
    public var orderBy: [Order] = []
    public var offset = 0
    public var limit = 1000
    public var answer: Answer = .features
    public var statistics: [Statistic] = []
    public var groupBy: [Group] = []

    /// One offset page's place in one listing: the same selection, in OBJECTID order, at the
    /// same position, `offset` rows in. Clients page by `resultOffset` (GDAL, esridump, QGIS); a
    /// page that starts where a page served before ended continues after that page's last
    /// OBJECTID, so PostgreSQL does not read and discard every row before it again.
    struct PageEnd: Hashable, Sendable {
        var workspace: String
        var layer: String
        var position: Int64
        var current: Bool
        var filter: FeatureFilter?
        var objectIds: [Int64]?
        var offset: Int
    }

    public init(layer: String) { self.layer = layer }
}
