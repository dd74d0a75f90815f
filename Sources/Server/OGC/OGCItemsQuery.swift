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
        var filter: String? = nil
        var filterLang: String? = nil
        var filterCRS: String? = nil
        var sortby: String? = nil
    }
    var sent: Sent
    let outputSRID: Int32
    /// `bbox` and `filter` as one condition (nil: every feature).
    let condition: FeatureFilter?
    /// `sortby` (empty: in feature id order).
    let order: [FeatureQuery.Order]
    let moment: ReadMoment

    var limit: Int { sent.limit }
    var cursor: String? { sent.cursor }

    init(_ request: Request, definition: LayerDefinition, transformable: Bool, defaultLimit: Int) throws {
        outputSRID = try OGCQuery.crs(request, "crs", layer: definition, transformable: transformable)
        let bbox = request.query("bbox")
        var box: FeatureFilter?
        if let b = try request.queryBox("bbox") {
            box = .spatial(.intersects, FilterShape(.box(b), srid: try OGCQuery.crs(request, "bbox-crs", layer: definition, transformable: transformable)))
        }
        condition = FeatureFilter.both(box, try OGCFilter.condition(request, definition: definition, transformable: transformable))
        order = try OGCFilter.order(request, definition: definition)
        sent = Sent(limit: try request.queryInt("limit", default: defaultLimit, range: 1...ServerLimits.maxPageSize),
                    bbox: bbox, bboxCRS: request.query("bbox-crs"), crs: request.query("crs"),
                    datetime: request.query("datetime"), cursor: request.query("cursor"),
                    filter: OGCFilter.formValue(request, "filter"), filterLang: request.query("filter-lang"), filterCRS: request.query("filter-crs"),
                    sortby: OGCFilter.formValue(request, "sortby"))
        moment = try OGCQuery.instant(request)
    }

    /// The query of the links this page writes (everything but the cursor), in a fixed order.
    var linkQuery: [(String, String)] {
        var query: [(String, String)] = [("limit", String(sent.limit))]
        for (name, value) in [("bbox", sent.bbox), ("bbox-crs", sent.bboxCRS), ("crs", sent.crs), ("datetime", sent.datetime),
                              ("filter", sent.filter), ("filter-lang", sent.filterLang), ("filter-crs", sent.filterCRS), ("sortby", sent.sortby)] {
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
