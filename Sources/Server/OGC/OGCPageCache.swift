import Foundation
import GeoJournalCore
import Hummingbird
import Journal
import NIOCore
import Synchronization

/// The parameters of an `items` request that decide its body, as sent (the cache key) and as
/// understood (what the read needs).
struct OGCItemsQuery: Sendable {
    /// The parameters as sent.
    struct Sent: Hashable, Sendable {
        var limit: Int
        var bbox: String?
        var bboxCRS: String?
        var crs: String?
        var datetime: String?
        var cursor: String?
    }
    var sent: Sent
    let outputSRID: Int32
    let filter: SpatialFilter?
    let moment: ReadMoment

    var limit: Int { sent.limit }
    var cursor: String? { sent.cursor }

    init(_ request: Request, definition: LayerDefinition, transformable: Bool, defaultLimit: Int) throws {
        outputSRID = try OGCQuery.crs(request, "crs", layer: definition, transformable: transformable)
        let bbox = request.query("bbox")
        if let box = try request.queryBox("bbox") {
            filter = SpatialFilter(box: box, srid: try OGCQuery.crs(request, "bbox-crs", layer: definition, transformable: transformable))
        } else {
            filter = nil
        }
        sent = Sent(limit: try request.queryInt("limit", default: defaultLimit, range: 1...ServerLimits.maxPageSize),
                    bbox: bbox, bboxCRS: request.query("bbox-crs"), crs: request.query("crs"),
                    datetime: request.query("datetime"), cursor: request.query("cursor"))
        moment = try OGCQuery.instant(request)
    }

    /// The query of the links this page writes (everything but the cursor), in a fixed order.
    var linkQuery: [(String, String)] {
        var query: [(String, String)] = [("limit", String(sent.limit))]
        for (name, value) in [("bbox", sent.bbox), ("bbox-crs", sent.bboxCRS), ("crs", sent.crs), ("datetime", sent.datetime)] {
            if let value { query.append((name, value)) }
        }
        return query
    }

    /// The same request for the page after `cursor`.
    func following(_ cursor: String) -> OGCItemsQuery {
        var next = self
        next.sent.cursor = cursor
        return next
    }
}

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
