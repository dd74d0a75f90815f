import Foundation
import GeoJournalCore

extension NetworkGraph {
    /// The shared path of a full build and an incremental update. `added` are slots a full build
    /// fed in parts has already given its features (``NetworkGraphBuilder``): they are derived like
    /// the features of `upserted`.
    mutating func update(upserted: [NetworkFeature], deleted: [UUID], associationsAdded: [Association], associationsRemoved: [Association], bulk: Bool,
                         added: Range<Int32> = 0..<0) {
        traceCache = DirectedTraceCache()
        // Slots whose elements and status are derived afresh (a bitset: a full build has them all).
        var rederive = Bitset(count: fId.count + upserted.count)
        var seeds: [Int32] = []
        var associationsToRebuild = Set<Association>()
        for s in added {
            rederive.insert(Int(s))
            for p in portRange(s) { seeds.append(p) }
        }

        // 1. Features that go away (deleted, or replaced by a new version): their old clusters are
        //    recomputed from the ports that remain, and everything in them re-derived.
        // (A bitset beside the list: a graph of a past moment derived in memory may remove a
        // hundred thousand features at once, and a search of the list for each was quadratic.)
        var removedSlots: [Int32] = []
        var removed = Bitset(count: fId.count)
        for id in deleted + upserted.map(\.id) {
            if let s = slot(of: id), !removed.contains(Int(s)) {
                removed.insert(Int(s))
                removedSlots.append(s)
            }
        }
        if !removedSlots.isEmpty {
            var seen = Bitset(count: pFeature.count)
            for s in removedSlots {
                for p in portRange(s) where !seen.contains(Int(p)) {
                    for q in cluster(of: p, seen: &seen) {
                        clusterErrors.removeValue(forKey: q)
                        let f = pFeature[Int(q)]
                        if !removed.contains(Int(f)) { rederive.insert(Int(f)); seeds.append(q) }
                    }
                }
            }
            for s in removedSlots {
                for p in portRange(s) { unlinkPort(p) }
                tombstoneElements(of: s)
                unconnected.remove(s)
                invalid.removeValue(forKey: s)
                for a in associationsOf[fId[Int(s)]] ?? [] { associationsToRebuild.insert(a) }
                slotOf.remove(fId[Int(s)], fId)
                fLayer[Int(s)] = -1
            }
        }

        // 2. New features and new versions.
        for f in upserted {
            guard let s = addFeature(f) else { continue }
            rederive.insert(Int(s))
            for p in portRange(s) { seeds.append(p) }
            for a in associationsOf[f.id] ?? [] { associationsToRebuild.insert(a) }
        }

        // 3. Associations.
        for a in associationsRemoved {
            associationsOf[a.from]?.remove(a)
            associationsOf[a.to]?.remove(a)
            // Gathered above when one of its features changed in the same update: it must not
            // be built again below.
            associationsToRebuild.remove(a)
            if let e = associationElement.removeValue(forKey: a), e >= 0 { tombstone(e) }
            for id in [a.from, a.to] { if let s = slot(of: id) { rederive.insert(Int(s)) } }
        }
        for a in associationsAdded {
            associationsOf[a.from, default: []].insert(a)
            associationsOf[a.to, default: []].insert(a)
            associationsToRebuild.insert(a)
        }

        // 4. Clusters around every seed: fresh nodes for their ports, errors for what no rule allows.
        //    A full build reads port coordinates from one array while it searches the grid.
        //    Seeds keep their order (ports in feature order), so nodes are numbered along the
        //    features: a trace's walk over node and element arrays then stays in nearby memory.
        if bulk { sortPortsByBucket() }
        defer {
            portXY = []
            bucketStart = []
            sortedPorts = []
            sortedXY = []
        }
        var seen = Bitset(count: pFeature.count)
        for p in seeds where pFeature[Int(p)] >= 0 && !seen.contains(Int(p)) {
            let c = cluster(of: p, seen: &seen)
            for q in c { clusterErrors.removeValue(forKey: q) }
            assignNodes(c)
            for q in c { rederive.insert(Int(pFeature[Int(q)])) }
        }

        // 5. Elements of every re-derived feature, then associations that touch them.
        var slots: [Int32] = []
        rederive.forEach { slots.append(Int32($0)) }
        for s in slots where fLayer[Int(s)] >= 0 {
            if !bulk { tombstoneElements(of: s) }
            buildElements(of: s, bulk: bulk)
            for a in associationsOf[fId[Int(s)]] ?? [] { associationsToRebuild.insert(a) }
        }
        for a in associationsToRebuild {
            if let e = associationElement[a], e >= 0 { tombstone(e) }
            associationElement[a] = buildAssociation(a, bulk: bulk)
        }
        var statusSlots = rederive
        for a in associationsToRebuild { for id in [a.from, a.to] { if let s = slot(of: id) { statusSlots.insert(Int(s)) } } }
        statusSlots.forEach { s in
            if fLayer[s] >= 0 && invalid[Int32(s)] == nil { updateConnectedStatus(Int32(s)) }
        }
    }

    @inline(__always) func portRange(_ s: Int32) -> Range<Int32> {
        fPortStart[Int(s)]..<(fPortStart[Int(s)] + portCount(s))
    }

    // MARK: Features and ports

    mutating func addFeature(_ f: NetworkFeature) -> Int32? {
        guard let layer = net.layerIndex[f.layer] else { return nil }
        let s = Int32(fId.count)
        let role = net.layerRole[Int(layer)]
        let key = CompiledNetwork.TypeKey(layer: layer, group: Int32(truncatingIfNeeded: f.assetGroup), type: Int32(truncatingIfNeeded: f.assetType))
        let asset = net.types[key] ?? -1
        fId.append(f.id)
        fLayer.append(Int16(layer))
        fAsset.append(Int16(asset))
        if asset < 0 { untypedKeys[s] = key }
        slotOf.insert(f.id, slot: s, fId)
        for (i, attribute) in definition.attributes.enumerated() { columns[i].append(f.attributes[attribute.field], slot: s) }

        var points: [Position] = []
        switch (role, f.geometry) {
        case (.junction, .point(let p)): points = [p]
        case (.junction, .multiPoint(let ps)) where ps.count == 1: points = ps
        case (.edge, .lineString(let ps)) where ps.count >= 2: points = ps
        case (.edge, .multiLineString(let ls)) where ls.count == 1 && ls[0].count >= 2: points = ls[0]
        default: break
        }
        fVertexStart.append(Int32(xs.count))
        for p in points { xs.append(p.x); ys.append(p.y) }
        fPortStart.append(Int32(pFeature.count))
        fElemStart.append(-1)
        if points.isEmpty {
            invalid[s] = NetworkError(kind: .invalidGeometry, features: [f.id], location: f.geometry.positions.first ?? Position(0, 0),
                                      message: "a \(role.rawValue) of the network needs a \(role == .junction ? "Point" : "LineString with at least two vertices"), got \(f.geometry.type.rawValue)")
            return s
        }
        var indices: [Int32]
        if role == .junction {
            indices = Array(0..<Int32(Swift.max(1, asset >= 0 ? net.assets[Int(asset)].terminals.count : 0)))
        } else if asset >= 0 && net.assets[Int(asset)].policy == .anyVertex {
            indices = Array(0..<Int32(points.count))
        } else {
            indices = [0, Int32(points.count - 1)]
        }
        for _ in indices {
            let p = Int32(pFeature.count)
            pFeature.append(s)
            pNode.append(-1)
            pNext.append(-1)
            linkPort(p)
        }
        if pFeature.count > 8 * cellHeads.count { regrid(Self.gridBuckets(for: 2 * pFeature.count)) }
        return s
    }

    /// The grid bucket of cell (gx, gy).
    @inline(__always) func bucket(_ gx: Int64, _ gy: Int64) -> Int {
        let k = UInt64(bitPattern: (gx &* -7046029254386353131) ^ (gy &* -4417276706812531889))
        let h = (k ^ (k >> 31)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> 24) & (cellHeads.count - 1)
    }

    /// Grid buckets for `ports` ports: a power of two, at least a quarter as many as ports (ports
    /// of one point share a bucket anyway; a full build reads candidates' coordinates from `portXY`).
    static func gridBuckets(for ports: Int) -> Int {
        var n = 1024
        while n * 4 < ports { n <<= 1 }
        return n
    }

    /// Chains every live port afresh into `count` buckets.
    mutating func regrid(_ count: Int) {
        cellHeads = [Int32](repeating: -1, count: count)
        for p in 0..<pFeature.count where pFeature[p] >= 0 {
            let (x, y) = portPosition(Int32(p))
            let b = bucket(grid(x), grid(y))
            pNext[p] = cellHeads[b]
            cellHeads[b] = Int32(p)
        }
    }

    @inline(__always) func grid(_ v: Double) -> Int64 { Int64((v / cellSize).rounded(.down)) }

    mutating func linkPort(_ p: Int32) {
        let (x, y) = portPosition(p)
        let b = bucket(grid(x), grid(y))
        pNext[Int(p)] = cellHeads[b]
        cellHeads[b] = p
    }

    mutating func unlinkPort(_ p: Int32) {
        let (x, y) = portPosition(p)
        let b = bucket(grid(x), grid(y))
        let head = cellHeads[b]
        if head < 0 { return }
        if head == p {
            cellHeads[b] = pNext[Int(p)]
        } else {
            var q = head
            while pNext[Int(q)] >= 0 && pNext[Int(q)] != p { q = pNext[Int(q)] }
            if pNext[Int(q)] == p { pNext[Int(q)] = pNext[Int(p)] }
        }
        pFeature[Int(p)] = -1
        pNode[Int(p)] = -1
    }

    /// A port's coordinates for grid searches: from `portXY` during a full build.
    @inline(__always) func searchPosition(_ p: Int32) -> (Double, Double) {
        let i = 2 * Int(p)
        return i + 1 < portXY.count ? (portXY[i], portXY[i + 1]) : portPosition(p)
    }

    /// Fills `portXY` and the bucket-sorted copy of the ports a full build searches (a counting
    /// sort by bucket).
    mutating func sortPortsByBucket() {
        let count = pFeature.count
        portXY = [Double](repeating: 0, count: 2 * count)
        var bucketOf = [Int32](repeating: -1, count: count)
        var start = [Int32](repeating: 0, count: cellHeads.count + 1)
        for p in 0..<count where pFeature[p] >= 0 {
            let (x, y) = portPosition(Int32(p))
            portXY[2 * p] = x
            portXY[2 * p + 1] = y
            let b = bucket(grid(x), grid(y))
            bucketOf[p] = Int32(b)
            start[b + 1] += 1
        }
        for b in 0..<cellHeads.count { start[b + 1] += start[b] }
        var next = start
        var ports = [Int32](repeating: 0, count: Int(start[cellHeads.count]))
        var xy = [Double](repeating: 0, count: 2 * ports.count)
        for p in 0..<count where bucketOf[p] >= 0 {
            let i = Int(next[Int(bucketOf[p])])
            next[Int(bucketOf[p])] += 1
            ports[i] = Int32(p)
            xy[2 * i] = portXY[2 * p]
            xy[2 * i + 1] = portXY[2 * p + 1]
        }
        bucketStart = start
        sortedPorts = ports
        sortedXY = xy
    }

    /// Live ports within the tolerance of `(x, y)`: from the bucket-sorted copy during a full build
    /// (no port goes away while it clusters, and a bucket's candidates lie side by side), else
    /// along the bucket chains.
    func ports(near x: Double, _ y: Double, _ body: (Int32) -> Void) {
        let t2 = tolerance * tolerance
        for gx in grid(x - tolerance)...grid(x + tolerance) {
            for gy in grid(y - tolerance)...grid(y + tolerance) {
                let b = bucket(gx, gy)
                if !bucketStart.isEmpty {
                    for i in Int(bucketStart[b])..<Int(bucketStart[b + 1]) {
                        let dx = sortedXY[2 * i] - x, dy = sortedXY[2 * i + 1] - y
                        if dx * dx + dy * dy <= t2 { body(sortedPorts[i]) }
                    }
                    continue
                }
                var q = cellHeads[b]
                while q >= 0 {
                    if pFeature[Int(q)] >= 0 {
                        let (qx, qy) = searchPosition(q)
                        let dx = qx - x, dy = qy - y
                        if dx * dx + dy * dy <= t2 { body(q) }
                    }
                    q = pNext[Int(q)]
                }
            }
        }
    }

    /// The ports that coincide with `p`, directly or through a chain of coincident ports.
    func cluster(of p: Int32, seen: inout Bitset) -> [Int32] {
        var members: [Int32] = [p]
        seen.insert(Int(p))
        // Members mostly lie at the very same point (line ends on a device): one search per point.
        var searched: [(Double, Double)] = []
        var i = 0
        while i < members.count {
            let (x, y) = searchPosition(members[i])
            i += 1
            if searched.contains(where: { $0 == x && $1 == y }) { continue }
            searched.append((x, y))
            ports(near: x, y) { q in
                if !seen.contains(Int(q)) { seen.insert(Int(q)); members.append(q) }
            }
        }
        return members
    }

    // MARK: Connectivity at one location

    /// Decides, by the connectivity rules, which ports of one cluster share a node; gives every
    /// connected set a fresh node and records coincidences that no rule allows.
    mutating func assignNodes(_ c: [Int32]) {
        if c.count == 1 {
            assignNode(alone: c[0])
            return
        }
        let n = c.count
        var parent = Array(0..<n)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        func union(_ a: Int, _ b: Int) { let ra = find(a), rb = find(b); if ra != rb { parent[ra] = rb } }

        var junctions: [(slot: Int32, locals: [Int])] = []
        var edges: [Int] = []
        for (i, p) in c.enumerated() {
            let s = pFeature[Int(p)]
            if isJunction(s) {
                if let k = junctions.firstIndex(where: { $0.slot == s }) { junctions[k].locals.append(i) } else { junctions.append((s, [i])) }
            } else {
                edges.append(i)
            }
        }
        for k in junctions.indices { junctions[k].locals.sort { portIndex(c[$0]) < portIndex(c[$1]) } }

        var refused: [(Int32, Int32)] = []
        func refuse(_ a: Int32, _ b: Int32) {
            let pair = a < b ? (a, b) : (b, a)
            if !refused.contains(where: { $0 == pair }) { refused.append(pair) }
        }
        var onJunction = [Bool](repeating: false, count: n)
        for e in edges {
            let es = pFeature[Int(c[e])]
            for j in junctions {
                if let t = net.junctionEdgeTerminal(junction: typeKey(j.slot), terminals: terminalNames(j.slot), edge: typeKey(es)), t < j.locals.count {
                    union(e, j.locals[t])
                    onJunction[e] = true
                } else {
                    refuse(j.slot, es)
                }
            }
        }
        for a in junctions.indices {
            for b in junctions.indices where b > a {
                let ja = junctions[a], jb = junctions[b]
                if let (ta, tb) = net.junctionJunctionTerminals(typeKey(ja.slot), terminalNames(ja.slot), typeKey(jb.slot), terminalNames(jb.slot)),
                   ta < ja.locals.count, tb < jb.locals.count {
                    union(ja.locals[ta], jb.locals[tb])
                } else {
                    refuse(ja.slot, jb.slot)
                }
            }
        }
        for (k, a) in edges.enumerated() {
            for b in edges[(k + 1)...] {
                let sa = pFeature[Int(c[a])], sb = pFeature[Int(c[b])]
                if sa == sb { union(a, b); continue }
                if net.edgeEdgeAllowed(typeKey(sa), typeKey(sb)) {
                    union(a, b)
                } else if junctions.isEmpty {
                    refuse(sa, sb)
                } else if !(onJunction[a] && onJunction[b]) {
                    // The refusal is already recorded between the junction and the edge that could not attach.
                    continue
                }
            }
        }

        // Nodes: one per connected set; a lone interior vertex of an edge is no node.
        var size = [Int](repeating: 0, count: n)
        var features = [Int32](repeating: -1, count: n)
        var shared = [Bool](repeating: false, count: n)
        for i in 0..<n {
            let r = find(i)
            size[r] += 1
            let s = pFeature[Int(c[i])]
            if features[r] == -1 { features[r] = s } else if features[r] != s { shared[r] = true }
        }
        var nodeOf = [Int32](repeating: -1, count: n)
        for (i, p) in c.enumerated() {
            let r = find(i)
            let s = pFeature[Int(p)]
            let junction = isJunction(s)
            let index = junction ? 0 : portIndex(p)
            let end = !junction && (index == 0 || index == vertexCount(s) - 1)
            if shared[r] { pConnected.insert(Int(p)) } else { pConnected.remove(Int(p)) }
            if !junction && !end && size[r] == 1 { pNode[Int(p)] = -1; continue }
            if nodeOf[r] < 0 {
                nodeOf[r] = nodeCount
                nodeCount += 1
                nodeJunctionPort.append(-1)
            }
            let node = nodeOf[r]
            pNode[Int(p)] = node
            if junction {
                let next = nodeJunctionPort[Int(node)]
                if next >= 0 {
                    hasNextAtNode.insert(Int(p))
                    nextAtNode[p] = next
                } else if hasNextAtNode.contains(Int(p)) {
                    hasNextAtNode.remove(Int(p))
                    nextAtNode[p] = nil
                }
                nodeJunctionPort[Int(node)] = p
            }
        }
        if !refused.isEmpty {
            let anchor = c.min()!
            let (x, y) = portPosition(anchor)
            clusterErrors[anchor] = refused.map { a, b in
                NetworkError(kind: .ruleMissing, features: [fId[Int(a)], fId[Int(b)]], location: Position(x, y),
                             message: "no connectivity rule lets \(describe(a)) connect to \(describe(b))")
            }
        }
    }

    /// ``assignNodes(_:)`` for a port that coincides with no other (the end of a line nothing
    /// meets, a lone device): its own node, unless it is an interior vertex of an edge.
    mutating func assignNode(alone p: Int32) {
        let s = pFeature[Int(p)]
        let junction = isJunction(s)
        pConnected.remove(Int(p))
        if !junction {
            let index = portIndex(p)
            if index != 0 && index != vertexCount(s) - 1 {
                pNode[Int(p)] = -1
                return
            }
        }
        let node = nodeCount
        nodeCount += 1
        nodeJunctionPort.append(junction ? p : -1)
        pNode[Int(p)] = node
        if junction && hasNextAtNode.contains(Int(p)) {
            hasNextAtNode.remove(Int(p))
            nextAtNode[p] = nil
        }
    }

    func describe(_ s: Int32) -> String {
        let k = typeKey(s)
        return "\(net.layerNames[Int(k.layer)]) \(k.group)/\(k.type)"
    }

    // MARK: Elements

    mutating func tombstone(_ e: Int32) {
        guard eKind[Int(e)] != .dead else { return }
        eKind[Int(e)] = .dead
        deadElements.insert(Int(e))
        deadSinceCompaction += 1
    }

    mutating func tombstoneElements(of s: Int32) {
        for e in elementRange(s) { tombstone(e) }
        fElemStart[Int(s)] = -1
    }

    mutating func appendElement(_ a: Int32, _ b: Int32, feature: Int32, from: Float, to: Float, kind: ElementKind, bulk: Bool) -> Int32 {
        let e = Int32(eKind.count)
        eA.append(a); eB.append(b); eFeature.append(feature); eFrom.append(from); eTo.append(to); eKind.append(kind)
        if !bulk {
            for n in a == b ? [a] : [a, b] {
                overlay[n, default: []].append(e)
                overlayNodes.insert(Int(n))
            }
            overlayElementCount += 1
        }
        return e
    }

    mutating func buildElements(of s: Int32, bulk: Bool) {
        fElemStart[Int(s)] = Int32(eKind.count)
        let ports = portRange(s)
        guard !ports.isEmpty else { return }
        if isJunction(s) {
            let a = fAsset[Int(s)]
            guard a >= 0 else { return }
            for (x, y) in net.assets[Int(a)].paths where x < ports.count && y < ports.count {
                _ = appendElement(pNode[Int(ports.lowerBound) + x], pNode[Int(ports.lowerBound) + y], feature: s, from: Float(x), to: Float(y), kind: .terminalPath, bulk: bulk)
            }
            return
        }
        // Fractions by length along the line.
        let v0 = Int(fVertexStart[Int(s)]), nv = Int(vertexCount(s))
        var cumulative = [Double](repeating: 0, count: nv)
        for i in 1..<nv { cumulative[i] = cumulative[i - 1] + hypot(xs[v0 + i] - xs[v0 + i - 1], ys[v0 + i] - ys[v0 + i - 1]) }
        let total = cumulative[nv - 1]
        func fraction(_ i: Int32) -> Float { Float(total > 0 ? cumulative[Int(i)] / total : Double(i) / Double(nv - 1)) }
        var previous: Int32 = -1
        for p in ports where pNode[Int(p)] >= 0 {
            if previous >= 0 {
                _ = appendElement(pNode[Int(previous)], pNode[Int(p)], feature: s, from: fraction(portIndex(previous)), to: fraction(portIndex(p)), kind: .edge, bulk: bulk)
            }
            previous = p
        }
    }

    /// The port an association attaches to: a named (or the first) terminal, or an edge's end.
    func associationPort(_ id: UUID, _ terminal: String?) -> Int32? {
        guard let s = slot(of: id), portCount(s) > 0 else { return nil }
        let r = portRange(s)
        if isJunction(s) {
            guard let t = terminal else { return r.lowerBound }
            guard let i = terminalNames(s).firstIndex(of: t) else { return nil }
            return r.lowerBound + Int32(i)
        }
        return terminal == "to" ? r.upperBound - 1 : r.lowerBound
    }

    mutating func buildAssociation(_ a: Association, bulk: Bool) -> Int32 {
        guard let pa = associationPort(a.from, a.fromTerminal), let pb = associationPort(a.to, a.toTerminal),
              pNode[Int(pa)] >= 0, pNode[Int(pb)] >= 0 else { return -1 }
        return appendElement(pNode[Int(pa)], pNode[Int(pb)], feature: -1, from: 0, to: 1, kind: .association, bulk: bulk)
    }

    mutating func updateConnectedStatus(_ s: Int32) {
        var connected = portRange(s).contains { pConnected.contains(Int($0)) }
        if !connected { connected = (associationsOf[fId[Int(s)]] ?? []).contains { (associationElement[$0] ?? -1) >= 0 } }
        if connected { unconnected.remove(s) } else { unconnected.insert(s) }
    }

    // MARK: Capacity

    /// Hands back the room that appends left in the arrays (up to half of each after a full build),
    /// keeping a sixty-fourth of each for the edits that follow.
    mutating func trimCapacity() {
        func trim<T>(_ a: inout [T]) {
            let keep = a.count + Swift.max(256, a.count / 64)
            guard a.capacity > keep + keep / 8 else { return }
            var b: [T] = []
            b.reserveCapacity(keep)
            b.append(contentsOf: a)
            a = b
        }
        trim(&fId); trim(&fLayer); trim(&fAsset)
        trim(&fVertexStart); trim(&fPortStart); trim(&fElemStart)
        trim(&xs); trim(&ys)
        for i in columns.indices { trim(&columns[i].present); trim(&columns[i].before); trim(&columns[i].values) }
        trim(&pFeature); trim(&pNode); trim(&pNext); trim(&pConnected.words); trim(&hasNextAtNode.words)
        trim(&nodeJunctionPort)
        trim(&eA); trim(&eB); trim(&eFeature); trim(&eFrom); trim(&eTo); trim(&eKind)
    }

    // MARK: Adjacency

    /// Packs every live element into the CSR adjacency and drops the overlay.
    public mutating func compact() {
        traceCache = DirectedTraceCache()
        let nodes = Int(nodeCount)
        var offset = [Int32](repeating: 0, count: nodes + 1)
        for e in 0..<eKind.count where eKind[e] != .dead {
            offset[Int(eA[e]) + 1] += 1
            if eB[e] != eA[e] { offset[Int(eB[e]) + 1] += 1 }
        }
        for i in 0..<nodes { offset[i + 1] += offset[i] }
        var fill = Array(offset[0..<nodes])
        var neighbor = [Int32](repeating: 0, count: Int(offset[nodes]))
        var element = [Int32](repeating: 0, count: Int(offset[nodes]))
        var passes = [UInt8](repeating: 3, count: Int(offset[nodes]))
        for e in 0..<eKind.count where eKind[e] != .dead {
            let a = Int(eA[e]), b = Int(eB[e])
            let path = eKind[e] == .terminalPath
            neighbor[Int(fill[a])] = Int32(b); element[Int(fill[a])] = Int32(e)
            if path { passes[Int(fill[a])] = passBits(e, from: Int32(a)) }
            fill[a] += 1
            if a != b {
                neighbor[Int(fill[b])] = Int32(a); element[Int(fill[b])] = Int32(e)
                if path { passes[Int(fill[b])] = passBits(e, from: Int32(b)) }
                fill[b] += 1
            }
        }
        csrOffset = offset
        csrNeighbor = neighbor
        csrElement = element
        csrPasses = passes
        overlay = [:]
        overlayNodes = Bitset(count: nodes)
        overlayElementCount = 0
        deadSinceCompaction = 0
    }
}
