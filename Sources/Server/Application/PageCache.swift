import Foundation
import Journal
import NIOCore
import Synchronization

/// A page a ``PageCache`` can keep: its size counts against the cache's byte budget.
protocol KeptPage: Sendable {
    var byteCount: Int { get }
}

/// Pages of a listing (OGC `items`, GeoServices `query`) kept for a short while, and the next page
/// of a paging client read ahead.
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
/// asked for by cursor or offset, or after a full first page of at least ``bulkLimit`` features.
///
/// ```swift
/// let pages = PageCache<OGCPageKey, OGCItemsPage>()
/// if let kept = await pages.page(key), kept.head == head { return kept }
/// pages.readAhead(nextKey, in: journal.background) { try? await render(next) }
/// ```
final class PageCache<Key: Hashable & Sendable, Page: KeptPage>: Sendable {
    private enum Content {
        case ready(Page)
        case reading(Task<Page?, Never>)
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

    static var bulkLimit: Int { 1000 }
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
    func page(_ key: Key) async -> Page? {
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
    func keep(_ page: Page, for key: Key) {
        state.withLock { s in
            if let old = s.entries[key] { s.bytes -= old.bytes }
            s.serial &+= 1
            s.entries[key] = Entry(content: .ready(page), at: .now, bytes: page.byteCount, serial: s.serial)
            s.bytes += page.byteCount
            evict(&s)
        }
    }

    /// Starts rendering the page for `key` unless it is kept, being read, or the read-ahead
    /// budget is spent. The page is kept when it renders (and dropped when its read fails).
    func readAhead(_ key: Key, in background: BackgroundTasks, render: @escaping @Sendable () async -> Page?) {
        state.withLock { s in
            if let entry = s.entries[key], ContinuousClock.now - entry.at < lifetime { return }
            guard s.reading < maxReading else { return }
            s.reading += 1
            s.serial &+= 1
            let serial = s.serial
            let task = background.start("a page read ahead") { [self] () -> Page? in
                let page = await render()
                state.withLock { s in
                    s.reading -= 1
                    guard var entry = s.entries[key], entry.serial == serial else { return }
                    if let page {
                        entry.content = .ready(page)
                        entry.bytes = page.byteCount
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
