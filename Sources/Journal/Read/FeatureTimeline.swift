import Foundation
import GeoJournalCore
import PostgresNIO

/// Everything the journal knows of one feature: every version, and the position a moment resolves to.
public struct FeatureTimeline: Sendable {
    public var versions: [FeatureVersionRow]
    /// The position the asked-for moment resolves to.
    public var position: Int64
    public var head: Int64

    /// The version valid at the moment asked for; nil when the feature did not exist then.
    public var selected: FeatureVersionRow? { versions.last { $0.isValid(at: position) } }
}
