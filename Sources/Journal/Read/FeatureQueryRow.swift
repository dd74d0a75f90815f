import Foundation
import GeoJournalCore
import PostgresNIO

/// One feature a ``FeatureQuery`` selected.
public struct FeatureQueryRow: Sendable {
    public var objectId: Int64
    public var id: UUID
    /// The attributes as JSON object text.
    public var attributes: String
    /// GeoJSON text in the output spatial reference (nil when the query returns no geometry).
    public var geometry: String?
    public var createdBy: String?
    public var createdMicros: Int64?
    public var editedBy: String?
    public var editedMicros: Int64?
}
