/// A static R-tree over segment items, packed in Hilbert order (the Flatbush layout): an array of
/// item ids and one flat array of node boxes, level by level. No object per node; built in
/// O(n log n) and never modified (``LayerSnapIndex`` rebuilds it).
///
/// An item is a vertex id `v` of a ``LayerSnapIndex``: the segment from `v` to `v + 1` when
/// `next[v] != 0`, otherwise the lone vertex `v`.
struct PackedSegmentTree: Sendable {
    static let nodeSize = 16

    /// Item ids (vertex ids) in Hilbert order of their box centres.
    private(set) var items: [Int32] = []
    /// `minX, minY, maxX, maxY` per node; level 0 (the nodes over items) first.
    private(set) var boxes: [Double] = []
    /// The first node of each level, then the total node count.
    private(set) var levelStart: [Int] = []

    init() {}

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    init(items candidates: [Int32], xs: [Double], ys: [Double], next: [UInt8]) {
        let n = candidates.count
        guard n > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for v in candidates {
            let a = Int(v)
            let b = next[a] != 0 ? a + 1 : a
            minX = Swift.min(minX, xs[a], xs[b])
            minY = Swift.min(minY, ys[a], ys[b])
            maxX = Swift.max(maxX, xs[a], xs[b])
            maxY = Swift.max(maxY, ys[a], ys[b])
        }
        let sx = maxX > minX ? 65535 / (maxX - minX) : 0
        let sy = maxY > minY ? 65535 / (maxY - minY) : 0
        var keys = [UInt64](repeating: 0, count: n)
        for k in 0..<n {
            let a = Int(candidates[k])
            let b = next[a] != 0 ? a + 1 : a
            let cx = ((xs[a] + xs[b]) * 0.5 - minX) * sx
            let cy = ((ys[a] + ys[b]) * 0.5 - minY) * sy
            let h = Self.hilbert(UInt32(Swift.max(0, Swift.min(65535, cx))), UInt32(Swift.max(0, Swift.min(65535, cy))))
            keys[k] = UInt64(h) << 32 | UInt64(UInt32(bitPattern: candidates[k]))
        }
        keys.sort()
        items = keys.map { Int32(bitPattern: UInt32(truncatingIfNeeded: $0)) }
        keys = []

        let leafNodes = (n + Self.nodeSize - 1) / Self.nodeSize
        var total = leafNodes
        var c = leafNodes
        while c > 1 {
            c = (c + Self.nodeSize - 1) / Self.nodeSize
            total += c
        }
        boxes = [Double](repeating: 0, count: total * 4)
        levelStart = [0, leafNodes]
        for node in 0..<leafNodes {
            var bx0 = Double.infinity, by0 = Double.infinity, bx1 = -Double.infinity, by1 = -Double.infinity
            for k in (node * Self.nodeSize)..<Swift.min(n, (node + 1) * Self.nodeSize) {
                let a = Int(items[k])
                let b = next[a] != 0 ? a + 1 : a
                bx0 = Swift.min(bx0, xs[a], xs[b])
                by0 = Swift.min(by0, ys[a], ys[b])
                bx1 = Swift.max(bx1, xs[a], xs[b])
                by1 = Swift.max(by1, ys[a], ys[b])
            }
            boxes[node * 4] = bx0
            boxes[node * 4 + 1] = by0
            boxes[node * 4 + 2] = bx1
            boxes[node * 4 + 3] = by1
        }
        var childStart = 0
        var childCount = leafNodes
        while childCount > 1 {
            let start = childStart + childCount
            let count = (childCount + Self.nodeSize - 1) / Self.nodeSize
            for node in 0..<count {
                var bx0 = Double.infinity, by0 = Double.infinity, bx1 = -Double.infinity, by1 = -Double.infinity
                for child in (childStart + node * Self.nodeSize)..<(childStart + Swift.min(childCount, (node + 1) * Self.nodeSize)) {
                    bx0 = Swift.min(bx0, boxes[child * 4])
                    by0 = Swift.min(by0, boxes[child * 4 + 1])
                    bx1 = Swift.max(bx1, boxes[child * 4 + 2])
                    by1 = Swift.max(by1, boxes[child * 4 + 3])
                }
                let o = (start + node) * 4
                boxes[o] = bx0
                boxes[o + 1] = by0
                boxes[o + 2] = bx1
                boxes[o + 3] = by1
            }
            childStart = start
            childCount = count
            levelStart.append(start + count)
        }
    }

    /// Bytes held by the arrays.
    var footprint: Int { items.capacity * 4 + boxes.capacity * 8 + levelStart.capacity * 8 }

    /// The Hilbert curve index of a 16-bit cell (the branch-free form used by Flatbush).
    static func hilbert(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var a = x ^ y
        var b = 0xFFFF ^ a
        var c = 0xFFFF ^ (x | y)
        var d = x & (y ^ 0xFFFF)
        var A = a | (b >> 1)
        var B = (a >> 1) ^ a
        var C = ((c >> 1) ^ (b & (d >> 1))) ^ c
        var D = ((a & (c >> 1)) ^ (d >> 1)) ^ d

        a = A; b = B; c = C; d = D
        A = (a & (a >> 2)) ^ (b & (b >> 2))
        B = (a & (b >> 2)) ^ (b & ((a ^ b) >> 2))
        C ^= (a & (c >> 2)) ^ (b & (d >> 2))
        D ^= (b & (c >> 2)) ^ ((a ^ b) & (d >> 2))

        a = A; b = B; c = C; d = D
        A = (a & (a >> 4)) ^ (b & (b >> 4))
        B = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4))
        C ^= (a & (c >> 4)) ^ (b & (d >> 4))
        D ^= (b & (c >> 4)) ^ ((a ^ b) & (d >> 4))

        a = A; b = B; c = C; d = D
        C ^= (a & (c >> 8)) ^ (b & (d >> 8))
        D ^= (b & (c >> 8)) ^ ((a ^ b) & (d >> 8))

        a = C ^ (C >> 1)
        b = D ^ (D >> 1)
        var i0 = x ^ y
        var i1 = b | (0xFFFF ^ (i0 | a))
        i0 = (i0 | (i0 << 8)) & 0x00FF_00FF
        i0 = (i0 | (i0 << 4)) & 0x0F0F_0F0F
        i0 = (i0 | (i0 << 2)) & 0x3333_3333
        i0 = (i0 | (i0 << 1)) & 0x5555_5555
        i1 = (i1 | (i1 << 8)) & 0x00FF_00FF
        i1 = (i1 | (i1 << 4)) & 0x0F0F_0F0F
        i1 = (i1 | (i1 << 2)) & 0x3333_3333
        i1 = (i1 | (i1 << 1)) & 0x5555_5555
        return (i1 << 1) | i0
    }
}
