import Foundation
import GeoJournalCore

extension NetworkGraph {
    // MARK: Directed traces

    /// Upstream, downstream and subnetwork: find the controllers that feed the start, give every node
    /// its hop level from them, then walk with (or against) the flow, or by controller.
    func directedTrace(_ request: TraceRequest, _ plan: TracePlan) -> Result<TraceResult, TraceFailure> {
        // The controllers that count: those of the requested tier, or of every tier of the start's domain network.
        var controllerEndpoints: [CompiledNetwork.Endpoint] = []
        var controllerType = ControllerType.source
        var topology = TierTopology.radial
        if let name = request.tier {
            guard let (d, t) = definition.tier(named: name) else {
                return .failure(TraceFailure(kind: .invalidRequest, message: "no tier named \"\(name)\"", violations: [Violation(path: "tier", code: "trace.tier", message: "no tier named \"\(name)\"")]))
            }
            controllerEndpoints = t.subnetworkControllers.compactMap(net.endpoint)
            controllerType = d.controllerType
            topology = t.topology
        } else {
            let startLayer = plan.startSlots.first.map { net.layerDomain[Int(fLayer[Int($0)])] }
            for d in definition.domainNetworks where d.name == startLayer {
                controllerType = d.controllerType
                for t in d.tiers { controllerEndpoints += t.subnetworkControllers.compactMap(net.endpoint) }
            }
        }
        let (isController, controllerStops) = traceCache.controllers(of: controllerEndpoints) { controllerSlots(controllerEndpoints) }

        // 1. The start's connected area (controllers' upstream terminals bound it).
        var areaPlan = plan
        let controllers: [Int32]
        for n in controllerStops { areaPlan.stop.insert(Int(n)) }
        areaPlan.hasStop = !areaPlan.stop.isEmpty
        let meshSubnetwork = request.type == .subnetwork && topology == .mesh
        var area: Traversal?
        if !meshSubnetwork, let known = knownAreaControllers(areaPlan, isController) {
            controllers = known
        } else {
            var walk = Traversal(self, areaPlan)
            walk.run()
            controllers = self.controllers(at: walk.queue, isController)
            area = walk
        }
        if request.type == .subnetwork && controllers.isEmpty {
            return .failure(TraceFailure(kind: .noSubnetworkController, message: "no subnetwork controller of tier \"\(request.tier ?? "")\" feeds the starting location"))
        }
        if meshSubnetwork, let area {
            return .success(area.result())
        }

        // 2. Hop levels (and the feeding controller) from the controllers, with the flow through devices.
        let (level, label) = flowLevels(controllers, plan, withFlow: controllerType == .source)

        // 3. The walk.
        var walkPlan = plan
        switch request.type {
        case .subnetwork:
            var labels = Set<Int32>()
            for s in plan.starts {
                for n in s.nodes(self) where label[Int(n)] >= 0 { labels.insert(label[Int(n)]) }
            }
            walkPlan.mode = .labels(label, labels)
            walkPlan.levelsForLabels = .levels(level, increasing: true, pathWithFlow: true)
        case .downstream:
            walkPlan.mode = .levels(level, increasing: controllerType == .source, pathWithFlow: true)
        default:
            walkPlan.mode = .levels(level, increasing: controllerType == .sink, pathWithFlow: false)
        }
        if case .levels(_, let increasing, let pathWithFlow) = walkPlan.mode, plan.rawWalks, plan.cuts.isEmpty, overlayElementCount == 0 {
            walkPlan.levelSteps = traceCache.steps(controllers: controllers, withFlow: controllerType == .source, stop: plan.stop.words, blocked: plan.blocked.words,
                                                   direction: (increasing ? 2 : 0) + (pathWithFlow ? 1 : 0)) { level in
                levelSteps(level, increasing: increasing, withFlow: pathWithFlow)
            }
        }
        var walk = Traversal(self, walkPlan)
        walk.run()
        return .success(walk.result())
    }

    /// The features the endpoints name as subnetwork controllers, and the nodes of their upstream
    /// terminals (which bound subnetwork areas).
    func controllerSlots(_ endpoints: [CompiledNetwork.Endpoint]) -> (Bitset, [Int32]) {
        // Whether each asset type is a controller, decided once per type rather than per feature.
        var assetIsController = [Bool](repeating: false, count: net.assets.count)
        for (key, a) in net.types where endpoints.contains(where: { $0.matches(key) }) { assetIsController[Int(a)] = true }
        var isController = Bitset(count: fId.count)
        var stops: [Int32] = []
        for s in 0..<fId.count where fLayer[s] >= 0 && isJunction(Int32(s)) {
            let a = fAsset[s]
            if a >= 0 ? assetIsController[Int(a)] : endpoints.contains(where: { $0.matches(typeKey(Int32(s))) }) {
                isController.insert(s)
                for p in upstreamPorts(Int32(s)) where pNode[Int(p)] >= 0 { stops.append(pNode[Int(p)]) }
            }
        }
        return (isController, stops)
    }

    /// The controllers (sorted) with a terminal at any of `nodes`.
    func controllers(at nodes: [Int32], _ isController: Bitset) -> [Int32] {
        var found: [Int32] = []
        for n in nodes {
            var p = nodeJunctionPort[Int(n)]
            while p >= 0 {
                let s = pFeature[Int(p)]
                if isController.contains(Int(s)) && !found.contains(s) { found.append(s) }
                p = nextJunctionPort(p)
            }
        }
        return found.sorted()
    }

    /// The controllers of the areas that hold the trace's starting locations, from the areas the
    /// graph's trace cache knows for these barriers; an area not known yet is walked from one of
    /// its nodes alone and remembered. Nil where a start needs the full walk: cuts on edges, or a
    /// start on a stop node whose barrier the trace ignores.
    func knownAreaControllers(_ areaPlan: TracePlan, _ isController: Bitset) -> [Int32]? {
        guard areaPlan.rawWalks, areaPlan.cuts.isEmpty else { return nil }
        // The nodes a plain walk starts from (as `Traversal.seedStarts` picks them).
        var seeds: [Int32] = []
        for s in areaPlan.starts {
            switch s {
            case .nodes(let ns): seeds += ns
            case .wholeEdge(let es):
                for e in es where !(areaPlan.hasBlocked && areaPlan.blocked.contains(Int(e)) && !areaPlan.ignoreAtStart) { seeds += [eA[Int(e)], eB[Int(e)]] }
            case .point(let e, _):
                if !(areaPlan.hasBlocked && areaPlan.blocked.contains(Int(e)) && !areaPlan.ignoreAtStart) { seeds += [eA[Int(e)], eB[Int(e)]] }
            }
        }
        let stop = areaPlan.stop, blocked = areaPlan.blocked.words
        func isStop(_ n: Int32) -> Bool { areaPlan.hasStop && stop.contains(Int(n)) }
        var found = Set<Int32>()
        for n in seeds {
            if isStop(n) {
                // A stop node is reached but not walked from: only its own devices count.
                if areaPlan.ignoreAtStart { return nil }
                found.formUnion(controllers(at: [n], isController))
            } else if let known = traceCache.controllers(ofAreaAt: n, stop: stop.words, blocked: blocked) {
                found.formUnion(known)
            } else {
                var one = areaPlan
                one.starts = [.nodes([n])]
                var walk = Traversal(self, one)
                walk.run()
                let cs = controllers(at: walk.queue, isController)
                traceCache.remember(area: walk.queue, controllers: cs, stop: stop.words, blocked: blocked, nodeCount: Int(nodeCount), isStop: isStop)
                found.formUnion(cs)
            }
        }
        return found.sorted()
    }

    /// One bit per adjacency entry: whether a walk over hop levels `level` may take it (toward
    /// higher levels when `increasing`, else lower; through devices with or against the flow).
    func levelSteps(_ level: [Int32], increasing: Bool, withFlow: Bool) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (csrNeighbor.count + 63) >> 6)
        let want: UInt8 = withFlow ? 1 : 2
        level.withUnsafeBufferPointer { level in
            csrOffset.withUnsafeBufferPointer { offset in
                csrNeighbor.withUnsafeBufferPointer { neighbor in
                    csrPasses.withUnsafeBufferPointer { passes in
                        for n in 0..<(offset.count - 1) {
                            let ln = level[n]
                            if ln == .max { continue }
                            for k in Int(offset[n])..<Int(offset[n + 1]) {
                                let lm = level[Int(neighbor[k])]
                                if lm == .max || passes[k] & want == 0 { continue }
                                if increasing ? lm > ln : lm < ln { bits[k >> 6] |= 1 << UInt64(k & 63) }
                            }
                        }
                    }
                }
            }
        }
        return bits
    }

    /// The upstream terminals of a device (all its ports when it defines none).
    func upstreamPorts(_ s: Int32) -> [Int32] {
        let r = portRange(s)
        let a = fAsset[Int(s)]
        guard a >= 0 else { return Array(r) }
        let up = net.assets[Int(a)].upstream
        guard up.contains(true) else { return [] }
        return r.filter { up[Int($0 - r.lowerBound)] }
    }

    /// Whether terminal path element `e` may be walked from node `from`, with the flow (upstream
    /// terminal to another) or against it. Devices without upstream terminals pass both ways.
    @inline(__always) func pathPasses(_ e: Int, from: Int32, withFlow: Bool) -> Bool {
        let s = Int(eFeature[e])
        let a = fAsset[s]
        guard a >= 0 else { return true }
        let mask = net.upstreamMask[Int(a)]
        if mask == 0 { return true }
        let x = UInt64(eFrom[e]), y = UInt64(eTo[e])
        let (t1, t2) = from == eA[e] ? (x, y) : (y, x)
        let up1 = t1 < 64 && (mask >> t1) & 1 == 1, up2 = t2 < 64 && (mask >> t2) & 1 == 1
        return withFlow ? (up1 && !up2) : (!up1 && up2)
    }

    /// The `csrPasses` byte of element `e` walked from node `n`: bit 0 when it may be walked with
    /// the flow, bit 1 against it (both for anything but a device's terminal path).
    func passBits(_ e: Int, from n: Int32) -> UInt8 {
        guard eKind[e] == .terminalPath else { return 3 }
        return (pathPasses(e, from: n, withFlow: true) ? 1 : 0) | (pathPasses(e, from: n, withFlow: false) ? 2 : 0)
    }

    /// Breadth-first hop levels from the controllers; `label` is the controller slot that reached a node first.
    func flowLevels(_ controllers: [Int32], _ plan: TracePlan, withFlow: Bool) -> (level: [Int32], label: [Int32]) {
        if plan.rawWalks && plan.cuts.isEmpty && overlayElementCount == 0,
           let known = traceCache.knownLevels(controllers: controllers, withFlow: withFlow, stop: plan.stop.words, blocked: plan.blocked.words) {
            return known
        }
        var level = [Int32](repeating: .max, count: Int(nodeCount))
        var label = [Int32](repeating: -1, count: Int(nodeCount))
        var queue: [Int32] = []
        for c in controllers {
            let up = Set(upstreamPorts(c).map { pNode[Int($0)] })
            for p in portRange(c) {
                let n = pNode[Int(p)]
                let seedLevel: Int32 = up.isEmpty || up.contains(n) ? 0 : 1
                if level[Int(n)] > seedLevel { level[Int(n)] = seedLevel; label[Int(n)] = c }
                if up.isEmpty || !up.contains(n) { queue.append(n) }
            }
        }
        queue.sort { level[Int($0)] < level[Int($1)] }
        queue.reserveCapacity(Int(nodeCount))
        let hasCuts = !plan.cuts.isEmpty
        if plan.rawWalks && !hasCuts && overlayElementCount == 0 {
            flowLevelsCompacted(&level, &label, queue, plan, withFlow: withFlow)
            traceCache.remember(level: level, label: label, controllers: controllers, withFlow: withFlow, stop: plan.stop.words, blocked: plan.blocked.words)
            return (level, label)
        }
        var head = 0
        while head < queue.count {
            let n = queue[head]
            head += 1
            if plan.hasStop && plan.stop.contains(Int(n)) && level[Int(n)] > 1 { continue }
            forEachNeighbor(n) { e, m in
                if plan.hasBlocked && plan.blocked.contains(e) { return }
                if hasCuts && plan.cuts[Int32(e)] != nil { return }
                if eKind[e] == .terminalPath && !pathPasses(e, from: n, withFlow: withFlow) { return }
                if level[Int(m)] == .max {
                    level[Int(m)] = level[Int(n)] + 1
                    label[Int(m)] = label[Int(n)]
                    queue.append(m)
                }
            }
        }
        return (level, label)
    }

    /// The breadth-first pass of `flowLevels` over raw buffers, for a compacted graph and no cuts.
    private func flowLevelsCompacted(_ level: inout [Int32], _ label: inout [Int32], _ seeds: [Int32], _ plan: TracePlan, withFlow: Bool) {
        let nodes = Int(nodeCount)
        var q = [Int32](repeating: 0, count: nodes + seeds.count)
        var tail = 0
        for n in seeds { q[tail] = n; tail += 1 }
        let hasStop = plan.hasStop, hasBlocked = plan.hasBlocked
        let stop = plan.stop.words, blocked = plan.blocked.words
        var head = 0
        let want: UInt8 = withFlow ? 1 : 2
        csrOffset.withUnsafeBufferPointer { offset in
            csrNeighbor.withUnsafeBufferPointer { neighbor in
                csrElement.withUnsafeBufferPointer { element in
                    csrPasses.withUnsafeBufferPointer { passes in
                        stop.withUnsafeBufferPointer { stop in
                            blocked.withUnsafeBufferPointer { blocked in
                                level.withUnsafeMutableBufferPointer { level in
                                    label.withUnsafeMutableBufferPointer { label in
                                        q.withUnsafeMutableBufferPointer { qp in
                                            while head < tail {
                                                let n = Int(qp[head])
                                                head += 1
                                                let ln = level[n]
                                                if hasStop, n >> 6 < stop.count, stop[n >> 6] & (1 << UInt64(n & 63)) != 0, ln > 1 { continue }
                                                guard n + 1 < offset.count else { continue }
                                                var k = Int(offset[n])
                                                let end = Int(offset[n + 1])
                                                while k < end {
                                                    let m = Int(neighbor[k])
                                                    let pass = passes[k]
                                                    let e = Int(element[k])
                                                    k += 1
                                                    if level[m] != .max || pass & want == 0 { continue }
                                                    if hasBlocked, e >> 6 < blocked.count, blocked[e >> 6] & (1 << UInt64(e & 63)) != 0 { continue }
                                                    level[m] = ln + 1
                                                    label[m] = label[n]
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

    /// Calls `body(element, neighbor)` for every element at node `n`.
    @inline(__always) func forEachNeighbor(_ n: Int32, _ body: (Int, Int32) -> Void) {
        let ni = Int(n)
        if ni + 1 < csrOffset.count {
            for k in Int(csrOffset[ni])..<Int(csrOffset[ni + 1]) { body(Int(csrElement[k]), csrNeighbor[k]) }
        }
        if overlayElementCount > 0 && overlayNodes.contains(ni), let extra = overlay[n] {
            for e in extra { body(Int(e), eA[Int(e)] == n ? eB[Int(e)] : eA[Int(e)]) }
        }
    }
}
