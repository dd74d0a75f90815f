import Foundation
import GeoJournalCore
import Hummingbird
import Journal
import NIOCore
import Synchronization

/// One rendered `items` page.
struct OGCItemsPage: Sendable {
    let body: ByteBuffer
    let contentCRS: String
    /// The position the page shows the layer at.
    let position: Int64
    /// The workspace's head when the page was read.
    let head: Int64
    /// The cursor of the page after this one.
    let next: String?
}

extension OGCItemsPage: KeptPage {
    var byteCount: Int { body.readableBytes }
}

/// What decides an `items` page's body, besides the head: the cache key of the OGC face.
struct OGCPageKey: Hashable, Sendable {
    var workspace: String
    var layer: String
    var schemaPosition: Int64
    var origin: String
    var sent: OGCItemsQuery.Sent
}

/// The OGC face's pages (see ``PageCache``).
typealias OGCPageCache = PageCache<OGCPageKey, OGCItemsPage>
