import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// A written `query` page of features and the head it was read at.
struct GeoServicesPage: KeptPage {
    let body: [UInt8]
    let contentType: String
    /// The position the page shows the layer at.
    let position: Int64
    /// The workspace's head when the page was read.
    let head: Int64
    let more: Bool
    let count: Int
    var byteCount: Int { body.count }
}

/// What decides a `query` page's body, besides the head.
struct GeoServicesPageKey: Hashable, Sendable {
    var workspace: String
    var layer: Int
    var schemaPosition: Int64
    /// The request's parameters in one canonical form (``GeoServicesParameters/canonical``).
    var parameters: String
}
