import GeoJournalCore

/// A fixed-size set of small non-negative integers, one bit each: visited nodes, blocked elements.
struct Bitset: Sendable, Hashable {
    var words: [UInt64]

    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) >> 6) }

    var capacity: Int { words.count << 6 }

    @inline(__always) func contains(_ i: Int) -> Bool {
        let w = i >> 6
        return w < words.count && words[w] & (1 << UInt64(i & 63)) != 0
    }

    @inline(__always) mutating func insert(_ i: Int) {
        let w = i >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: Swift.max(w + 1 - words.count, words.count / 2))) }
        words[w] |= 1 << UInt64(i & 63)
    }

    @inline(__always) mutating func remove(_ i: Int) {
        let w = i >> 6
        if w < words.count { words[w] &= ~(1 << UInt64(i & 63)) }
    }

    mutating func grow(to count: Int) {
        let need = (count + 63) >> 6
        if need > words.count { words.append(contentsOf: repeatElement(0, count: need - words.count)) }
    }

    mutating func formUnion(_ other: Bitset) {
        grow(to: other.capacity)
        for i in other.words.indices { words[i] |= other.words[i] }
    }

    /// Every member, in increasing order.
    func forEach(_ body: (Int) -> Void) {
        for (w, word) in words.enumerated() where word != 0 {
            var x = word
            while x != 0 {
                let b = x.trailingZeroBitCount
                body(w << 6 | b)
                x &= x - 1
            }
        }
    }

    mutating func combine(_ other: Bitset, and: Bool) {
        grow(to: other.capacity)
        for i in words.indices {
            let o = i < other.words.count ? other.words[i] : 0
            words[i] = and ? (words[i] & o) : (words[i] | o)
        }
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }
}
