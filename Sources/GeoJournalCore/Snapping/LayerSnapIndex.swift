import Foundation

/// The snapping index of one layer: every vertex of every live feature in flat arrays, and packed
/// R-trees over the segments (``PackedSegmentTree``).
///
/// Kept current edit by edit without a full rebuild, like a small log-structured merge:
/// - a feature's geometry is an *entry*; an update appends a new entry and marks the old one dead
///   (a tombstone), a removal only marks it dead;
/// - new vertices land in a *tail* that queries scan linearly; when the tail passes
///   ``tailLimit`` vertices, a *delta* tree is rebuilt over everything appended since the base;
/// - when the delta or the dead vertices grow past a fraction of the base, the layer is compacted:
///   dead entries dropped, vertices renumbered, one base tree built.
struct LayerSnapIndex: Sendable {
    static let tailLimit = 1024
    static let minimumDelta = 32_768

    // Vertices: coordinates, whether vertex v and v + 1 form a segment, and the owning entry.
    private(set) var xs: [Double] = []
    private(set) var ys: [Double] = []
    private(set) var next: [UInt8] = []
    private(set) var owner: [Int32] = []

    // Entries: one per stored geometry of a feature.
    private(set) var entryFeature: [UUID] = []
    private(set) var entryStart: [Int32] = []
    private(set) var entryCount: [Int32] = []
    private(set) var entryLive: [Bool] = []
    private(set) var current: [UUID: Int32] = [:]
    private(set) var deadVertices = 0

    private(set) var base = PackedSegmentTree()
    private(set) var delta = PackedSegmentTree()
    /// Vertices `0..<baseEnd` are in the base tree, `baseEnd..<deltaEnd` in the delta tree, the rest in the tail.
    private(set) var baseEnd = 0
    private(set) var deltaEnd = 0

    var liveVertexCount: Int { xs.count - deadVertices }
    var featureCount: Int { current.count }
    var isEmpty: Bool { current.isEmpty }

    func contains(_ id: UUID) -> Bool { current[id] != nil }

    /// Adds or replaces the geometry of a feature.
    mutating func upsert(_ id: UUID, _ geometry: Geometry, maintain: Bool = true) {
        kill(id)
        let e = Int32(entryFeature.count)
        let start = xs.count
        func part(_ positions: [Position]) {
            var open = false
            for p in positions {
                guard p.x.isFinite, p.y.isFinite else {
                    if open { next[next.count - 1] = 0 }
                    open = false
                    continue
                }
                xs.append(p.x)
                ys.append(p.y)
                owner.append(e)
                if open { next[next.count - 1] = 1 }
                next.append(0)
                open = true
            }
        }
        switch geometry {
        case .point(let p): part([p])
        case .multiPoint(let ps): for p in ps { part([p]) }
        case .lineString(let ps): part(ps)
        case .multiLineString(let ls), .polygon(let ls): for l in ls { part(l) }
        case .multiPolygon(let polygons): for rings in polygons { for r in rings { part(r) } }
        }
        entryFeature.append(id)
        entryStart.append(Int32(start))
        entryCount.append(Int32(xs.count - start))
        entryLive.append(true)
        current[id] = e
        if maintain { self.maintain() }
    }

    /// Forgets a feature (a tombstone until the next compaction).
    mutating func remove(_ id: UUID) {
        kill(id)
        maintain()
    }

    private mutating func kill(_ id: UUID) {
        guard let old = current.removeValue(forKey: id) else { return }
        entryLive[Int(old)] = false
        deadVertices += Int(entryCount[Int(old)])
    }

    /// Folds the tail into the delta tree, or compacts, when they have grown enough.
    mutating func maintain() {
        let appended = xs.count - baseEnd
        if deadVertices > Swift.max(Self.minimumDelta, liveVertexCount / 4) || appended > Swift.max(Self.minimumDelta, baseEnd / 8) {
            compact()
        } else if xs.count - deltaEnd > Self.tailLimit {
            delta = PackedSegmentTree(items: itemIds(baseEnd..<xs.count), xs: xs, ys: ys, next: next)
            deltaEnd = xs.count
        }
    }

    /// Drops dead entries, renumbers the vertices and builds one base tree over all of them.
    mutating func compact() {
        if deadVertices > 0 { dropDeadEntries() }
        base = PackedSegmentTree(items: itemIds(0..<xs.count), xs: xs, ys: ys, next: next)
        delta = PackedSegmentTree()
        baseEnd = xs.count
        deltaEnd = xs.count
    }

    private mutating func dropDeadEntries() {
        let live = liveVertexCount
        var nx: [Double] = [], ny: [Double] = [], nn: [UInt8] = [], no: [Int32] = []
        nx.reserveCapacity(live); ny.reserveCapacity(live); nn.reserveCapacity(live); no.reserveCapacity(live)
        var feature: [UUID] = [], start: [Int32] = [], count: [Int32] = []
        feature.reserveCapacity(current.count); start.reserveCapacity(current.count); count.reserveCapacity(current.count)
        var map: [UUID: Int32] = [:]
        map.reserveCapacity(current.count)
        for e in entryFeature.indices where entryLive[e] {
            let ne = Int32(feature.count)
            let s = Int(entryStart[e]), c = Int(entryCount[e])
            feature.append(entryFeature[e])
            start.append(Int32(nx.count))
            count.append(Int32(c))
            map[entryFeature[e]] = ne
            nx.append(contentsOf: xs[s..<(s + c)])
            ny.append(contentsOf: ys[s..<(s + c)])
            nn.append(contentsOf: next[s..<(s + c)])
            no.append(contentsOf: repeatElement(ne, count: c))
        }
        xs = nx; ys = ny; next = nn; owner = no
        entryFeature = feature; entryStart = start; entryCount = count
        entryLive = [Bool](repeating: true, count: feature.count)
        current = map
        deadVertices = 0
    }

    /// The items of a vertex range: every vertex but the last of a multi-vertex part (whose
    /// segment item already covers it).
    private func itemIds(_ range: Range<Int>) -> [Int32] {
        var ids: [Int32] = []
        ids.reserveCapacity(range.count)
        for v in range where next[v] != 0 || v == range.lowerBound || next[v - 1] == 0 {
            ids.append(Int32(v))
        }
        return ids
    }

    /// Bytes held by the arrays (the feature map estimated at 48 bytes an entry).
    var footprint: Int {
        xs.capacity * 8 + ys.capacity * 8 + next.capacity + owner.capacity * 4
            + entryFeature.capacity * 16 + entryStart.capacity * 4 + entryCount.capacity * 4 + entryLive.capacity
            + current.capacity * 48 + base.footprint + delta.footprint
    }

    // MARK: Query

    /// Offers every candidate of this layer within the scan's radius to the scan.
    func scan(_ s: inout SnapScan) {
        search(base, &s)
        search(delta, &s)
        for v in deltaEnd..<xs.count { visit(v, &s) }
    }

    private func search(_ tree: PackedSegmentTree, _ s: inout SnapScan) {
        guard !tree.isEmpty else { return }
        let levels = tree.levelStart.count - 1
        withUnsafeTemporaryAllocation(of: Int.self, capacity: levels * PackedSegmentTree.nodeSize + 1) { stack in
            var top = 0
            // Entries are level << 40 | node index within the level; the root level has one node.
            stack[0] = (levels - 1) << 40
            top = 1
            let nodeSize = PackedSegmentTree.nodeSize
            tree.boxes.withUnsafeBufferPointer { boxes in
                while top > 0 {
                    top -= 1
                    let entry = stack[top]
                    let level = entry >> 40
                    let node = entry & 0xFF_FFFF_FFFF
                    let o = (tree.levelStart[level] + node) * 4
                    let r = s.radius
                    if boxes[o] > s.px + r || boxes[o + 2] < s.px - r || boxes[o + 1] > s.py + r || boxes[o + 3] < s.py - r { continue }
                    if level == 0 {
                        let end = Swift.min(tree.items.count, (node + 1) * nodeSize)
                        for k in (node * nodeSize)..<end { visit(Int(tree.items[k]), &s) }
                    } else {
                        let childCount = tree.levelStart[level] - tree.levelStart[level - 1]
                        let end = Swift.min(childCount, (node + 1) * nodeSize)
                        for child in stride(from: end - 1, through: node * nodeSize, by: -1) {
                            stack[top] = (level - 1) << 40 | child
                            top += 1
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private func visit(_ a: Int, _ s: inout SnapScan) {
        let ax = xs[a], ay = ys[a]
        tryVertex(a, ax, ay, &s)
        guard next[a] != 0 else { return }
        let bx = xs[a + 1], by = ys[a + 1]
        tryVertex(a + 1, bx, by, &s)
        guard s.vertex == nil, !s.endVertexOnly else { return }
        let ex = bx - ax, ey = by - ay
        let length2 = ex * ex + ey * ey
        var t = length2 > 0 ? ((s.px - ax) * ex + (s.py - ay) * ey) / length2 : 0
        t = Swift.max(0, Swift.min(1, t))
        let qx = t == 1 ? bx : ax + t * ex
        let qy = t == 1 ? by : ay + t * ey
        let dx = qx - s.px, dy = qy - s.py
        let d = (dx * dx + dy * dy).squareRoot()
        guard d <= s.tolerance, d < s.edgeDistance, accepts(a, &s) else { return }
        s.edge = SnapScan.Candidate(x: qx, y: qy, distance: d, featureId: entryFeature[Int(owner[a])], layer: s.layer)
        s.edgeDistance = d
    }

    @inline(__always)
    private func tryVertex(_ v: Int, _ x: Double, _ y: Double, _ s: inout SnapScan) {
        let dx = x - s.px, dy = y - s.py
        let d = (dx * dx + dy * dy).squareRoot()
        guard d <= s.radius, d < s.vertexDistance else { return }
        if s.endVertexOnly, !(next[v] == 0 || v == 0 || next[v - 1] == 0) { return }
        guard accepts(v, &s) else { return }
        s.vertex = SnapScan.Candidate(x: x, y: y, distance: d, featureId: entryFeature[Int(owner[v])], layer: s.layer)
        s.vertexDistance = d
        s.radius = d
    }

    @inline(__always)
    private func accepts(_ v: Int, _ s: inout SnapScan) -> Bool {
        let e = Int(owner[v])
        guard entryLive[e] else { return false }
        guard let allows = s.allows else { return true }
        return allows(entryFeature[e], s.layer)
    }
}

/// The state of one snap query as it visits layers and candidates: the best vertex and the best
/// edge point so far, and the search radius (the tolerance, shrinking to the best vertex distance
/// once a vertex is found, since a vertex beats any edge).
struct SnapScan {
    struct Candidate {
        var x: Double
        var y: Double
        var distance: Double
        var featureId: UUID
        var layer: String
    }

    let px: Double
    let py: Double
    let tolerance: Double
    var radius: Double
    var vertex: Candidate?
    var vertexDistance = Double.infinity
    var edge: Candidate?
    var edgeDistance = Double.infinity

    // The source being scanned.
    var layer = ""
    var endVertexOnly = false
    var allows: (@Sendable (UUID, String) -> Bool)?

    init(x: Double, y: Double, tolerance: Double) {
        px = x
        py = y
        self.tolerance = tolerance
        radius = tolerance
    }
}
