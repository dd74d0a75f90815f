import Foundation
import GeoJournalCore
import PostgresNIO

/// One version of a feature as the versioned reads return it: the stored attributes, the geometry
/// in the spatial reference asked for, and when (in positions and in time) the version was valid.
public struct FeatureVersionRow: Sendable {
    public var id: UUID
    public var version: Int
    /// The attributes as JSON object text.
    public var attributes: String
    /// GeoJSON geometry text, in the spatial reference the read asked for.
    public var geometry: String
    public var validFrom: Int64
    /// The position that ended this version (nil: it is the current version).
    public var validTo: Int64?
    public var validFromMicros: Int64
    public var validToMicros: Int64?
    public var operationId: UUID?

    /// Whether this version is the one a reader at `position` sees.
    public func isValid(at position: Int64) -> Bool { validFrom <= position && (validTo.map { $0 > position } ?? true) }
}
