import Foundation
import GeoJournalCore

extension NetworkGraph {
    // MARK: Shortest path

    func shortestPath(_ request: TraceRequest, _ plan: TracePlan) -> TraceResult {
        var costColumn: AttributeColumn?
        if let name = request.costAttribute, let k = definition.attributes.firstIndex(where: { $0.name == name || $0.field == name }) {
            costColumn = columns[k]
        }
        func cost(_ e: Int) -> Double {
            guard eKind[e] == .edge else { return 0 }
            let s = eFeature[e]
            let span = Double(eTo[e] - eFrom[e])
            if let c = costColumn?.number(Int(s)), !c.isNaN { return c * span }
            return length(ofSlot: s) * span
        }
        var dist = [Double](repeating: .infinity, count: Int(nodeCount))
        var via = [Int32](repeating: -1, count: Int(nodeCount))
        var heap = MinHeap()
        let source = plan.starts[0], target = plan.starts[1]
        var startNodes = Set<Int32>()
        func seed(_ n: Int32, _ d: Double) {
            if d < dist[Int(n)] { dist[Int(n)] = d; heap.push(d, n); startNodes.insert(n) }
        }
        switch source {
        case .nodes(let ns): for n in ns { seed(n, 0) }
        case .point(let e, let f):
            let c = cost(Int(e)), span = Double(eTo[Int(e)] - eFrom[Int(e)])
            let toA = span > 0 ? c * Double(f - eFrom[Int(e)]) / span : 0
            seed(eA[Int(e)], toA)
            seed(eB[Int(e)], c - toA)
        case .wholeEdge(let es): for e in es { seed(eA[Int(e)], 0); seed(eB[Int(e)], 0) }
        }
        while let (d, n) = heap.pop() {
            if d > dist[Int(n)] { continue }
            if plan.hasStop && plan.stop.contains(Int(n)) && !(plan.ignoreAtStart && startNodes.contains(n)) { continue }
            forEachNeighbor(n) { e, m in
                if plan.hasBlocked && plan.blocked.contains(e) { return }
                if plan.cuts[Int32(e)] != nil { return }
                let nd = d + cost(e)
                if nd < dist[Int(m)] { dist[Int(m)] = nd; via[Int(m)] = Int32(e); heap.push(nd, m) }
            }
        }
        // The best way onto the target.
        var best = Double.infinity
        var endNode: Int32 = -1
        var endPartial: TraceResult.Entry?
        var direct: TraceResult.Entry?
        switch target {
        case .nodes(let ns):
            for n in ns where dist[Int(n)] < best { best = dist[Int(n)]; endNode = n }
        case .wholeEdge(let es):
            for e in es { for n in [eA[Int(e)], eB[Int(e)]] where dist[Int(n)] < best { best = dist[Int(n)]; endNode = n } }
        case .point(let e, let f):
            let c = cost(Int(e)), span = Double(eTo[Int(e)] - eFrom[Int(e)])
            let fromA = span > 0 ? c * Double(f - eFrom[Int(e)]) / span : 0
            if dist[Int(eA[Int(e)])] + fromA < best { best = dist[Int(eA[Int(e)])] + fromA; endNode = eA[Int(e)]; endPartial = .init(slot: eFeature[Int(e)], terminal: -1, from: eFrom[Int(e)], to: f) }
            if dist[Int(eB[Int(e)])] + (c - fromA) < best { best = dist[Int(eB[Int(e)])] + c - fromA; endNode = eB[Int(e)]; endPartial = .init(slot: eFeature[Int(e)], terminal: -1, from: f, to: eTo[Int(e)]) }
            if case .point(let e0, let f0) = source, e0 == e {
                let d = span > 0 ? c * Double(abs(f - f0)) / span : 0
                if d <= best { best = d; endNode = -1; endPartial = nil; direct = .init(slot: eFeature[Int(e)], terminal: -1, from: min(f, f0), to: max(f, f0)) }
            }
        }
        var entries: [TraceResult.Entry] = []
        guard best.isFinite else { return TraceResult(entries: [], graph: self, pathCost: nil) }
        if let d = direct { return TraceResult(entries: [d], graph: self, pathCost: best) }
        if let p = endPartial { entries.append(p) }
        var pathNodes: [Int32] = []
        var n = endNode
        while n >= 0 {
            pathNodes.append(n)
            let e = via[Int(n)]
            if e < 0 { break }
            if eKind[Int(e)] == .edge { entries.append(.init(slot: eFeature[Int(e)], terminal: -1, from: eFrom[Int(e)], to: eTo[Int(e)])) }
            n = eA[Int(e)] == n ? eB[Int(e)] : eA[Int(e)]
        }
        if case .point(let e, let f) = source, let first = pathNodes.last {
            entries.append(first == eA[Int(e)] ? .init(slot: eFeature[Int(e)], terminal: -1, from: eFrom[Int(e)], to: f)
                                               : .init(slot: eFeature[Int(e)], terminal: -1, from: f, to: eTo[Int(e)]))
        }
        for n in pathNodes {
            var p = nodeJunctionPort[Int(n)]
            while p >= 0 {
                entries.append(.init(slot: pFeature[Int(p)], terminal: terminalNames(pFeature[Int(p)]).isEmpty ? -1 : portIndex(p), from: 0, to: 1))
                p = nextJunctionPort(p)
            }
        }
        return TraceResult(entries: entries, graph: self, pathCost: best)
    }
}
