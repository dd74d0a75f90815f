import Foundation
import GeoJournalCore
import PostgresNIO

/// What changed in a layer between two positions, for GeoServices `extractChanges`: features
/// created after the first (adds), changed (updates, their version at the second), deleted (their OBJECTIDs).
public struct LayerChanges: Sendable {
    public var from: Int64
    /// The position the changes reach (the head when the read began, unless an earlier one was asked for).
    public var to: Int64
    public var adds: [FeatureQueryRow] = []
    public var updates: [FeatureQueryRow] = []
    public var deleteIds: [Int64] = []
}
