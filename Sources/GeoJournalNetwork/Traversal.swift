import GeoJournalCore

/// Everything a trace decided before walking: starts, barriers compiled to bits, the walking mode.
struct TracePlan: Sendable {
    enum Start: Sendable {
        /// Junction terminal nodes.
        case nodes([Int32])
        /// A point on an element, as a fraction of the line.
        case point(Int32, Float)
        /// Every element of an edge feature.
        case wholeEdge([Int32])

        func nodes(_ g: NetworkGraph) -> [Int32] {
            switch self {
            case .nodes(let ns): return ns
            case .point(let e, _): return [g.eA[Int(e)], g.eB[Int(e)]]
            case .wholeEdge(let es): return es.flatMap { [g.eA[Int($0)], g.eB[Int($0)]] }
            }
        }
    }

    enum Mode: Sendable {
        case plain
        /// Walk only toward higher (or lower) hop levels from the controllers.
        case levels([Int32], increasing: Bool, pathWithFlow: Bool)
        /// Walk only onto nodes fed by the given controllers.
        case labels([Int32], Set<Int32>)
    }

    var starts: [Start] = []
    var startSlots = Set<Int32>()
    var stop: Bitset
    var blocked: Bitset
    var barrierFeatures: Bitset
    var explicitBarrierJunctions: Bitset
    var isolating: Bitset
    var cuts: [Int32: [Float]] = [:]
    var hasStop = false
    var hasBlocked = false
    var includeBarriers = true
    var ignoreAtStart = false
    var mode = Mode.plain
    /// For `labels`: the hop levels that decide which controller owns an element between two subnetworks.
    var levelsForLabels = Mode.plain
    /// For `levels` on a compacted graph: one bit per adjacency entry the mode lets the walk take
    /// (``NetworkGraph/levelSteps``), so the walk reads no levels.
    var levelSteps: [UInt64]?
    /// Walks over raw buffers where the graph and the plan allow (off: the general walk everywhere,
    /// which tests compare against).
    var rawWalks = true

    init(nodes: Int, elements: Int, features: Int) {
        stop = Bitset(count: nodes)
        blocked = Bitset(count: elements)
        barrierFeatures = Bitset(count: features)
        explicitBarrierJunctions = Bitset(count: features)
        isolating = Bitset(count: features)
    }
}

/// One breadth-first walk over the graph's arrays with a visited bitset.
struct Traversal {
    let g: NetworkGraph
    let plan: TracePlan
    var visited: Bitset
    var seen: Bitset
    var queue: [Int32] = []
    var startNodes = Set<Int32>()
    var partial: [Int32: [(Float, Float)]] = [:]
    var touchedBarriers: [Int32] = []
    let hasCuts: Bool
    /// The `levels` mode's payload, taken out of the enum once (matching it per step would
    /// retain and release the array at every element).
    let levels: [Int32]
    let levelsIncreasing: Bool
    let levelsWithFlow: Bool
    let isLevels: Bool

    init(_ g: NetworkGraph, _ plan: TracePlan) {
        self.g = g
        self.plan = plan
        visited = Bitset(count: Int(g.nodeCount))
        seen = Bitset(count: g.eKind.count)
        hasCuts = !plan.cuts.isEmpty
        if case .levels(let level, let increasing, let withFlow) = plan.mode {
            (levels, levelsIncreasing, levelsWithFlow, isLevels) = (level, increasing, withFlow, true)
        } else {
            (levels, levelsIncreasing, levelsWithFlow, isLevels) = ([], false, false, false)
        }
        queue.reserveCapacity(Swift.min(Int(g.nodeCount), 1 << 20))
    }

    /// `allowed` for the `levels` mode.
    @inline(__always) func levelAllows(_ e: Int, _ n: Int32, _ m: Int32) -> Bool {
        let ln = levels[Int(n)], lm = levels[Int(m)]
        if ln == .max || lm == .max { return false }
        if levelsIncreasing ? lm <= ln : lm >= ln { return false }
        return g.eKind[e] != .terminalPath || g.pathPasses(e, from: n, withFlow: levelsWithFlow)
    }

    @inline(__always) mutating func visit(_ n: Int32) {
        if !visited.contains(Int(n)) { visited.insert(Int(n)); queue.append(n) }
    }

    /// Whether walking element `e` from node `n` to node `m` goes the way the mode allows.
    @inline(__always) func allowed(_ e: Int, _ n: Int32, _ m: Int32) -> Bool {
        if isLevels { return levelAllows(e, n, m) }
        switch plan.mode {
        case .plain, .levels: return true
        case .labels(let label, let wanted):
            return wanted.contains(label[Int(m)])
        }
    }

    /// For a start on an edge in a directed walk: which of the element's ends lies the way to go.
    func directedEnd(_ e: Int) -> Int32? {
        let a = g.eA[e], b = g.eB[e]
        switch plan.mode {
        case .plain: return nil
        case .levels: return allowed(e, a, b) ? b : allowed(e, b, a) ? a : -1
        case .labels: return nil
        }
    }

    mutating func seedStarts() {
        for s in plan.starts {
            switch s {
            case .nodes(let ns):
                for n in ns { startNodes.insert(n); visit(n) }
            case .wholeEdge(let es):
                for e in es {
                    if plan.hasBlocked && plan.blocked.contains(Int(e)) && !plan.ignoreAtStart { touchedBarriers.append(e); continue }
                    seen.insert(Int(e))
                    if let end = directedEnd(Int(e)) {
                        if end >= 0 { startNodes.insert(end); visit(end) }
                    } else {
                        for n in [g.eA[Int(e)], g.eB[Int(e)]] { startNodes.insert(n); visit(n) }
                    }
                }
            case .point(let e, let f):
                if plan.hasBlocked && plan.blocked.contains(Int(e)) && !plan.ignoreAtStart { touchedBarriers.append(e); continue }
                let cuts = plan.cuts[e] ?? []
                let lo = g.eFrom[Int(e)], hi = g.eTo[Int(e)]
                let direction = directedEnd(Int(e))
                let atCut = cuts.contains(f) && !plan.ignoreAtStart
                if direction == nil || direction == g.eA[Int(e)] {
                    if let c = cuts.last(where: { $0 < f }) { partial[e, default: []].append((c, f)) }
                    else if !atCut { partial[e, default: []].append((lo, f)); startNodes.insert(g.eA[Int(e)]); visit(g.eA[Int(e)]) }
                }
                if direction == nil || direction == g.eB[Int(e)] {
                    if let c = cuts.first(where: { $0 > f }) { partial[e, default: []].append((f, c)) }
                    else if !atCut { partial[e, default: []].append((f, hi)); startNodes.insert(g.eB[Int(e)]); visit(g.eB[Int(e)]) }
                }
            }
        }
    }

    mutating func run() {
        seedStarts()
        let csrNodes = g.csrOffset.count - 1
        let overlayed = g.overlayElementCount > 0
        if plan.rawWalks, case .plain = plan.mode, !plan.hasBlocked, !plan.hasStop, !hasCuts, !overlayed {
            runUnconstrained()
            return
        }
        if plan.rawWalks, !hasCuts, !overlayed {
            switch plan.mode {
            case .plain, .levels:
                runBarred()
                return
            case .labels:
                break
            }
        }
        var head = 0
        while head < queue.count {
            let n = queue[head]
            head += 1
            if plan.hasStop && plan.stop.contains(Int(n)) && !(plan.ignoreAtStart && startNodes.contains(n)) { continue }
            let ni = Int(n)
            if ni < csrNodes {
                var k = Int(g.csrOffset[ni])
                let end = Int(g.csrOffset[ni + 1])
                while k < end {
                    step(Int(g.csrElement[k]), n, g.csrNeighbor[k])
                    k += 1
                }
            }
            if overlayed && g.overlayNodes.contains(ni), let extra = g.overlay[n] {
                for e in extra { step(Int(e), n, g.eA[Int(e)] == n ? g.eB[Int(e)] : g.eA[Int(e)]) }
            }
        }
    }

    /// The common case (no barriers, no direction, compacted graph): a plain breadth-first search
    /// over the CSR arrays, marking nodes and elements in bitsets.
    mutating func runUnconstrained() {
        let nodes = Int(g.nodeCount)
        var q = [Int32](repeating: 0, count: nodes)
        var tail = 0
        for n in queue { q[tail] = n; tail += 1 }
        var head = 0
        g.csrOffset.withUnsafeBufferPointer { offset in
            g.csrNeighbor.withUnsafeBufferPointer { neighbor in
                g.csrElement.withUnsafeBufferPointer { element in
                    visited.words.withUnsafeMutableBufferPointer { vis in
                        seen.words.withUnsafeMutableBufferPointer { sn in
                            q.withUnsafeMutableBufferPointer { qp in
                                while head < tail {
                                    let n = Int(qp[head])
                                    head += 1
                                    var k = Int(offset[n])
                                    let end = Int(offset[n + 1])
                                    while k < end {
                                        let e = Int(element[k])
                                        sn[e >> 6] |= 1 << UInt64(e & 63)
                                        let m = Int(neighbor[k])
                                        let bit: UInt64 = 1 << UInt64(m & 63)
                                        if vis[m >> 6] & bit == 0 {
                                            vis[m >> 6] |= bit
                                            qp[tail] = Int32(m)
                                            tail += 1
                                        }
                                        k += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        q.removeLast(nodes - tail)
        queue = q
    }

    /// Barriers, stop nodes and hop-level directions on a compacted graph without cuts: the walk of
    /// `run` and `step` over raw buffers (a directed trace walks the whole network twice).
    mutating func runBarred() {
        let nodes = Int(g.nodeCount)
        var q = [Int32](repeating: 0, count: nodes)
        var tail = 0
        for n in queue { q[tail] = n; tail += 1 }
        // The bitsets are moved out so the loop mutates them in place without touching `self`.
        var vis = visited.words, sn = seen.words
        visited.words = []
        seen.words = []
        var touched: [Int32] = []
        let hasStop = plan.hasStop, hasBlocked = plan.hasBlocked, includeBarriers = plan.includeBarriers
        let ignoreAtStart = plan.ignoreAtStart, startNodes = self.startNodes
        let isLevels = self.isLevels, increasing = levelsIncreasing, withFlow = levelsWithFlow
        let levels = self.levels, stop = plan.stop.words, blocked = plan.blocked.words
        let useSteps = isLevels && plan.levelSteps != nil, steps = plan.levelSteps ?? []
        let g = self.g
        var head = 0
        let want: UInt8 = withFlow ? 1 : 2
        g.csrOffset.withUnsafeBufferPointer { offset in
            g.csrNeighbor.withUnsafeBufferPointer { neighbor in
                g.csrElement.withUnsafeBufferPointer { element in
                    g.csrPasses.withUnsafeBufferPointer { passes in
                    steps.withUnsafeBufferPointer { steps in
                    g.eKind.withUnsafeBufferPointer { kind in
                        levels.withUnsafeBufferPointer { level in
                            stop.withUnsafeBufferPointer { stop in
                                blocked.withUnsafeBufferPointer { blocked in
                                    vis.withUnsafeMutableBufferPointer { vis in
                                        sn.withUnsafeMutableBufferPointer { sn in
                                            q.withUnsafeMutableBufferPointer { qp in
                                                while head < tail {
                                                    let n = Int(qp[head])
                                                    head += 1
                                                    if hasStop, n >> 6 < stop.count, stop[n >> 6] & (1 << UInt64(n & 63)) != 0,
                                                       !(ignoreAtStart && startNodes.contains(Int32(n))) { continue }
                                                    guard n + 1 < offset.count else { continue }
                                                    let ln = isLevels && !useSteps ? level[n] : 0
                                                    var k = Int(offset[n])
                                                    let end = Int(offset[n + 1])
                                                    while k < end {
                                                        let e = Int(element[k])
                                                        let m = Int(neighbor[k])
                                                        k += 1
                                                        if hasBlocked, e >> 6 < blocked.count, blocked[e >> 6] & (1 << UInt64(e & 63)) != 0 {
                                                            if includeBarriers && kind[e] != .dead { touched.append(Int32(e)) }
                                                            continue
                                                        }
                                                        if useSteps {
                                                            let j = k - 1
                                                            if steps[j >> 6] & (1 << UInt64(j & 63)) == 0 { continue }
                                                        } else if isLevels {
                                                            let lm = level[m]
                                                            if ln == .max || lm == .max { continue }
                                                            if increasing ? lm <= ln : lm >= ln { continue }
                                                            if passes[k - 1] & want == 0 { continue }
                                                        }
                                                        sn[e >> 6] |= 1 << UInt64(e & 63)
                                                        let bit: UInt64 = 1 << UInt64(m & 63)
                                                        if vis[m >> 6] & bit == 0 {
                                                            vis[m >> 6] |= bit
                                                            qp[tail] = Int32(m)
                                                            tail += 1
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        }
        }
        q.removeLast(nodes - tail)
        queue = q
        visited.words = vis
        seen.words = sn
        touchedBarriers += touched
    }

    @inline(__always) mutating func step(_ e: Int, _ n: Int32, _ m: Int32) {
        if plan.hasBlocked && plan.blocked.contains(e) {
            if plan.includeBarriers && g.eKind[e] != .dead { touchedBarriers.append(Int32(e)) }
            return
        }
        if isLevels {
            if !levelAllows(e, n, m) { return }
        } else if case .labels(let label, let wanted) = plan.mode {
            // An element belongs to the controller of its end nearer a controller; a node to its own.
            guard case .levels(let level, _, _) = plan.levelsForLabels else { return }
            let a = g.eA[e], b = g.eB[e]
            let la = level[Int(a)], lb = level[Int(b)]
            let owner = la < lb || (la == lb && label[Int(a)] <= label[Int(b)]) ? label[Int(a)] : label[Int(b)]
            guard wanted.contains(owner) else { return }
            if !wanted.contains(label[Int(m)]) {
                if !(hasCuts && plan.cuts[Int32(e)] != nil) { seen.insert(e) }
                return
            }
        }
        if hasCuts, let cuts = plan.cuts[Int32(e)] {
            if n == g.eA[e] { partial[Int32(e), default: []].append((g.eFrom[e], cuts.first!)) }
            if n == g.eB[e] { partial[Int32(e), default: []].append((cuts.last!, g.eTo[e])) }
            return
        }
        seen.insert(e)
        visit(m)
    }

    // MARK: Results

    func result(isolation: Bool = false, includeRegion: Bool = true) -> TraceResult {
        var entries: [TraceResult.Entry] = []
        // At most one entry per element walked and per junction port reached (no regrowing).
        var elementsWalked = 0
        for w in seen.words { elementsWalked += w.nonzeroBitCount }
        entries.reserveCapacity(elementsWalked + partial.count + touchedBarriers.count + queue.count + 64)
        let includeEdges = !isolation || includeRegion
        if includeEdges {
            g.eKind.withUnsafeBufferPointer { kind in
                g.eFeature.withUnsafeBufferPointer { feature in
                    g.eFrom.withUnsafeBufferPointer { from in
                        g.eTo.withUnsafeBufferPointer { to in
                            var lastSlot: Int32 = -1
                            var lastTo: Float = -1
                            seen.forEach { e in
                                guard kind[e] == .edge else { return }
                                let s = feature[e]
                                if s == lastSlot, abs(lastTo - from[e]) < 1e-6 {
                                    entries[entries.count - 1].to = to[e]
                                } else {
                                    entries.append(.init(slot: s, terminal: -1, from: from[e], to: to[e]))
                                }
                                lastSlot = s
                                lastTo = to[e]
                            }
                        }
                    }
                }
            }
            for (e, ranges) in partial.sorted(by: { $0.key < $1.key }) where !seen.contains(Int(e)) && g.eKind[Int(e)] == .edge {
                for r in merged(ranges) { entries.append(.init(slot: g.eFeature[Int(e)], terminal: -1, from: r.0, to: r.1)) }
            }
            if plan.includeBarriers {
                var added = Set<Int32>()
                for e in touchedBarriers where g.eKind[Int(e)] == .edge && !seen.contains(Int(e)) && added.insert(e).inserted {
                    entries.append(.init(slot: g.eFeature[Int(e)], terminal: -1, from: g.eFrom[Int(e)], to: g.eTo[Int(e)]))
                }
            }
        }
        // Junction ports at the nodes reached, read over raw buffers (this loop visits every node).
        let filtered = isolation ? !includeRegion : plan.includeBarriers == false
        g.nodeJunctionPort.withUnsafeBufferPointer { nodePort in
            g.hasNextAtNode.words.withUnsafeBufferPointer { hasNext in
                g.pFeature.withUnsafeBufferPointer { portFeature in
                    g.fPortStart.withUnsafeBufferPointer { portStart in
                        g.fAsset.withUnsafeBufferPointer { asset in
                            g.net.hasTerminals.withUnsafeBufferPointer { hasTerminals in
                                // Nodes in increasing order (the visited bits), so the port arrays are read
                                // roughly in order rather than in the walk's order.
                                visited.forEach { n in
                                    var p = nodePort[n]
                                    while p >= 0 {
                                        let port = Int(p), p32 = p
                                        p = port >> 6 < hasNext.count && hasNext[port >> 6] & (1 << UInt64(port & 63)) != 0 ? g.nextAtNode[p32] ?? -1 : -1
                                        let s = portFeature[port]
                                        if filtered {
                                            if isolation {
                                                if !plan.isolating.contains(Int(s)) { continue }
                                            } else if plan.barrierFeatures.contains(Int(s)) || plan.explicitBarrierJunctions.contains(Int(s)),
                                                      !plan.startSlots.contains(s) {
                                                continue
                                            }
                                        }
                                        let a = asset[Int(s)]
                                        let terminal: Int32 = a >= 0 && hasTerminals[Int(a)] ? p32 - portStart[Int(s)] : -1
                                        entries.append(.init(slot: s, terminal: terminal, from: 0, to: 1))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return TraceResult(entries: entries, graph: g, pathCost: nil)
    }

    func merged(_ ranges: [(Float, Float)]) -> [(Float, Float)] {
        var out: [(Float, Float)] = []
        for r in ranges.sorted(by: { $0.0 < $1.0 }) {
            if let last = out.last, r.0 <= last.1 + 1e-6 { out[out.count - 1].1 = max(last.1, r.1) } else { out.append(r) }
        }
        return out
    }
}
