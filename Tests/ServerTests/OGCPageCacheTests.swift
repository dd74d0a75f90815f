import Journal
import NIOCore
@testable import Server
import Testing

/// The bounds of the OGC items page cache: how many pages, for how long, how many read ahead.
@Suite("OGC items page cache")
struct OGCPageCacheTests {
    static func key(_ cursor: String?) -> OGCPageKey {
        OGCPageKey(workspace: "w", layer: "L", schemaPosition: 1, origin: "http://localhost",
                         sent: OGCItemsQuery.Sent(limit: 10, cursor: cursor))
    }

    static func page(_ text: String, bytes: Int = 0) -> OGCItemsPage {
        OGCItemsPage(body: ByteBuffer(string: text + String(repeating: " ", count: bytes)), contentCRS: "<crs>", position: 7, head: 7, next: nil)
    }

    @Test func keepsAtMostItsCountAndBytesDroppingTheOldest() async throws {
        let cache = OGCPageCache(maxEntries: 2, maxBytes: 1000)
        cache.keep(Self.page("a"), for: Self.key("a"))
        try await Task.sleep(for: .milliseconds(2))
        cache.keep(Self.page("b"), for: Self.key("b"))
        try await Task.sleep(for: .milliseconds(2))
        cache.keep(Self.page("c"), for: Self.key("c"))
        #expect(cache.count == 2)
        #expect(await cache.page(Self.key("a")) == nil)
        #expect(await cache.page(Self.key("c"))?.body == ByteBuffer(string: "c"))
        // A page over the byte budget pushes out the older ones.
        try await Task.sleep(for: .milliseconds(2))
        cache.keep(Self.page("d", bytes: 999), for: Self.key("d"))
        #expect(cache.count == 1)
        #expect(await cache.page(Self.key("d")) != nil)
    }

    @Test func aPageIsServedOnlyWithinItsLifetime() async throws {
        let cache = OGCPageCache(lifetime: .milliseconds(100))
        cache.keep(Self.page("a"), for: Self.key("a"))
        #expect(await cache.page(Self.key("a")) != nil)
        try await Task.sleep(for: .milliseconds(150))
        #expect(await cache.page(Self.key("a")) == nil)
        #expect(cache.count == 0)
    }

    @Test func readsAheadWithinItsBudgetAndForgetsAFailedRead() async throws {
        let cache = OGCPageCache(maxReading: 1)
        let background = BackgroundTasks()
        let (gate, open) = AsyncStream<Void>.makeStream()
        cache.readAhead(Self.key("slow"), in: background) {
            for await _ in gate { break }
            return Self.page("slow")
        }
        // The budget is spent while the first read runs: the second is not started.
        cache.readAhead(Self.key("other"), in: background) { Self.page("other") }
        #expect(cache.count == 1)
        open.yield()
        // A read under way is waited for.
        #expect(await cache.page(Self.key("slow"))?.body == ByteBuffer(string: "slow"))
        // A read that fails leaves nothing behind; the budget is free again.
        cache.readAhead(Self.key("failing"), in: background) { nil }
        #expect(await cache.page(Self.key("failing")) == nil)
        cache.readAhead(Self.key("other"), in: background) { Self.page("other") }
        #expect(await cache.page(Self.key("other"))?.body == ByteBuffer(string: "other"))
    }
}
