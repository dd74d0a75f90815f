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

/// Pages of `items` kept for a short while, and the next page of a paging client read ahead.
///
/// A page shows the layer at a position (a later page names it in its cursor) as seen from the
/// workspace's head when it was read: the head adds nothing to what was valid at the position, but
/// it closes versions (their time interval gets its end). While the head has not moved, a page
/// read again is the same page, so it can be rendered before it is asked for and served as long as
/// the head stays where it was. A client paging through a layer (GDAL, QGIS, a script) then spends
/// the time it takes to digest one page while the service reads and writes the next, instead of
/// the two waiting for each other; GDAL's driver also reads the first page twice (once to learn
/// the fields), and the second read is the kept one.
///
/// Bounded: a few pages in memory (by count and bytes), each for a short lifetime, and at most two
/// pages read ahead at a time. A page is read ahead only for a client that is paging: after a page
/// asked for by cursor, or after a full first page of at least ``bulkLimit`` features.
final class OGCPageCache: Sendable {
    struct Key: Hashable, Sendable {
        var workspace: String
        var layer: String
        var schemaPosition: Int64
        var origin: String
        var sent: OGCItemsQuery.Sent
    }

    private enum Content {
        case ready(OGCItemsPage)
        case reading(Task<OGCItemsPage?, Never>)
    }

    private struct Entry {
        var content: Content
        let at: ContinuousClock.Instant
        var bytes: Int
        /// Tells a read-ahead's own entry from a later one for the same key.
        let serial: Int
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var reading = 0
        var serial = 0
    }

    static let bulkLimit = 1000
    let maxEntries: Int
    let maxBytes: Int
    let lifetime: Duration
    let maxReading: Int
    private let state = Mutex(State())

    init(maxEntries: Int = 16, maxBytes: Int = 96 << 20, lifetime: Duration = .seconds(30), maxReading: Int = 2) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
        self.lifetime = lifetime
        self.maxReading = maxReading
    }

    /// The page kept (or being read ahead) for `key`, waiting for a read under way; nil when there
    /// is none or its read failed.
    func page(_ key: Key) async -> OGCItemsPage? {
        let now = ContinuousClock.now
        let content: Content? = state.withLock { s in
            guard let entry = s.entries[key] else { return nil }
            guard now - entry.at < lifetime else {
                s.bytes -= entry.bytes
                s.entries[key] = nil
                return nil
            }
            return entry.content
        }
        switch content {
        case .ready(let page): return page
        case .reading(let task): return await task.value
        case nil: return nil
        }
    }

    /// Keeps a page just rendered for a request.
    func keep(_ page: OGCItemsPage, for key: Key) {
        state.withLock { s in
            if let old = s.entries[key] { s.bytes -= old.bytes }
            s.serial &+= 1
            s.entries[key] = Entry(content: .ready(page), at: .now, bytes: page.body.readableBytes, serial: s.serial)
            s.bytes += page.body.readableBytes
            evict(&s)
        }
    }

    /// Starts rendering the page for `key` unless it is kept, being read, or the read-ahead
    /// budget is spent. The page is kept when it renders (and dropped when its read fails).
    func readAhead(_ key: Key, render: @escaping @Sendable () async -> OGCItemsPage?) {
        state.withLock { s in
            if let entry = s.entries[key], ContinuousClock.now - entry.at < lifetime { return }
            guard s.reading < maxReading else { return }
            s.reading += 1
            s.serial &+= 1
            let serial = s.serial
            let task = Task<OGCItemsPage?, Never> { [self] in
                let page = await render()
                state.withLock { s in
                    s.reading -= 1
                    guard var entry = s.entries[key], entry.serial == serial else { return }
                    if let page {
                        entry.content = .ready(page)
                        entry.bytes = page.body.readableBytes
                        s.entries[key] = entry
                        s.bytes += entry.bytes
                        evict(&s)
                    } else {
                        s.entries[key] = nil
                    }
                }
                return page
            }
            if let old = s.entries[key] { s.bytes -= old.bytes }
            s.entries[key] = Entry(content: .reading(task), at: .now, bytes: 0, serial: serial)
            evict(&s)
        }
    }

    /// Drops expired pages, then the oldest ones, until both bounds hold.
    private func evict(_ s: inout State) {
        let now = ContinuousClock.now
        for (key, entry) in s.entries where now - entry.at >= lifetime {
            s.bytes -= entry.bytes
            s.entries[key] = nil
        }
        while s.entries.count > maxEntries || s.bytes > maxBytes {
            guard let (key, entry) = s.entries.min(by: { $0.value.at < $1.value.at }) else { break }
            s.bytes -= entry.bytes
            s.entries[key] = nil
        }
    }

    /// Pages kept or being read (for tests).
    var count: Int { state.withLock { $0.entries.count } }
}
