import Foundation
import GeoJournalCore
import PostgresNIO

/// A bounding box in some EPSG spatial reference, for filters.
public struct SpatialFilter: Sendable, Hashable {
    public var box: BoundingBox
    public var srid: Int32?

    public init(box: BoundingBox, srid: Int32? = nil) {
        self.box = box
        self.srid = srid
    }
}
