import Foundation
import GeoJournalCore

/// Feature ids to graph slots: an open-addressing table of slot numbers whose ids live in the
/// graph's `fId` array, so each bucket is 4 bytes rather than a copy of the 16-byte id (a
/// `[UUID: Int32]` dictionary costs over 30 bytes a feature) and an id is hashed with two
/// multiplications rather than a seeded SipHash.
struct SlotIndex: Sendable {
    /// Slot per bucket; `empty` ends a probe, `removed` does not.
    private var buckets: [Int32]
    /// Live entries.
    private(set) var count = 0
    /// Live and removed entries (removed ones still lengthen probes until the next resize).
    private var occupied = 0

    private static let empty: Int32 = -1, removed: Int32 = -2

    init(capacity: Int = 0) {
        buckets = [Int32](repeating: Self.empty, count: Self.bucketCount(for: capacity))
    }

    /// A power of two that keeps `n` entries at most 5/8 full.
    static func bucketCount(for n: Int) -> Int {
        var size = 16
        while size * 5 < n * 8 { size <<= 1 }
        return size
    }

    var bytes: Int { buckets.capacity * MemoryLayout<Int32>.stride }

    @inline(__always) static func hash(_ id: UUID) -> Int {
        let (a, b) = withUnsafeBytes(of: id.uuid) { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        var h = (a &* 0x9E37_79B9_7F4A_7C15) ^ b
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return Int(truncatingIfNeeded: h)
    }

    /// The slot of `id`, if it is in the index (`ids` is the graph's slot-to-id array).
    func find(_ id: UUID, _ ids: [UUID]) -> Int32? {
        let mask = buckets.count - 1
        var i = Self.hash(id) & mask
        while true {
            let s = buckets[i]
            if s == Self.empty { return nil }
            if s >= 0 && ids[Int(s)] == id { return s }
            i = (i + 1) & mask
        }
    }

    /// Points `id` at `slot` (`ids[slot]` must already be `id`), replacing any earlier slot.
    mutating func insert(_ id: UUID, slot: Int32, _ ids: [UUID]) {
        if (occupied + 1) * 8 > buckets.count * 5 { resize(ids, for: count + 1) }
        let mask = buckets.count - 1
        var i = Self.hash(id) & mask
        var reuse = -1
        while true {
            let s = buckets[i]
            if s == Self.empty { break }
            if s == Self.removed {
                if reuse < 0 { reuse = i }
            } else if ids[Int(s)] == id {
                buckets[i] = slot
                return
            }
            i = (i + 1) & mask
        }
        if reuse >= 0 {
            buckets[reuse] = slot
        } else {
            buckets[i] = slot
            occupied += 1
        }
        count += 1
    }

    /// Takes `id` out (while `ids` still names it at its slot).
    mutating func remove(_ id: UUID, _ ids: [UUID]) {
        let mask = buckets.count - 1
        var i = Self.hash(id) & mask
        while true {
            let s = buckets[i]
            if s == Self.empty { return }
            if s >= 0 && ids[Int(s)] == id {
                buckets[i] = Self.removed
                count -= 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Rebuilds the table for `n` live entries, dropping removed ones.
    private mutating func resize(_ ids: [UUID], for n: Int) {
        let old = buckets
        buckets = [Int32](repeating: Self.empty, count: Self.bucketCount(for: Swift.max(n, 2 * count)))
        let mask = buckets.count - 1
        for s in old where s >= 0 {
            var i = Self.hash(ids[Int(s)]) & mask
            while buckets[i] != Self.empty { i = (i + 1) & mask }
            buckets[i] = s
        }
        occupied = count
    }
}
