import Foundation
import GeoJournalCore

extension NetworkGraph {
    /// Runs a trace on the graph as it is (API.md trace semantics; see ``TraceRequest``).
    public func trace(_ request: TraceRequest) -> Result<TraceResult, TraceFailure> {
        trace(request, rawWalks: true)
    }

    /// `rawWalks: false` walks every trace the general way (tests compare the two).
    func trace(_ request: TraceRequest, rawWalks: Bool) -> Result<TraceResult, TraceFailure> {
        var plan: TracePlan
        switch prepare(request) {
        case .success(let p): plan = p
        case .failure(let f): return .failure(f)
        }
        plan.rawWalks = rawWalks
        var result: TraceResult
        switch request.type {
        case .connected:
            var t = Traversal(self, plan)
            t.run()
            result = t.result()
        case .isolation:
            for s in slotsMatching({ $0.categories.contains("Isolating") }) where isJunction(s) && !plan.startSlots.contains(s) {
                for p in portRange(s) { plan.stop.insert(Int(pNode[Int(p)])) }
                plan.isolating.insert(Int(s))
            }
            plan.hasStop = !plan.stop.isEmpty
            var t = Traversal(self, plan)
            t.run()
            result = t.result(isolation: true, includeRegion: request.includeIsolatedFeatures)
        case .upstream, .downstream, .subnetwork:
            switch directedTrace(request, plan) {
            case .success(let r): result = r
            case .failure(let f): return .failure(f)
            }
        case .shortestPath:
            result = shortestPath(request, plan)
        }
        if request.validateConsistency {
            var reached = Set<Int32>()
            for e in result.entries { reached.insert(e.slot) }
            let problems = errors.filter { $0.features.contains { id in slot(of: id).map { reached.contains($0) } ?? false } }
            if !problems.isEmpty {
                return .failure(TraceFailure(kind: .inconsistentNetwork, message: "\(problems.count) network error(s) lie in the traced area", errors: problems))
            }
        }
        return .success(result)
    }

    /// Feature slots whose asset type satisfies `predicate`.
    func slotsMatching(_ predicate: (CompiledNetwork.AssetInfo) -> Bool) -> [Int32] {
        let wanted = net.assets.map(predicate)
        guard wanted.contains(true) else { return [] }
        var out: [Int32] = []
        for s in 0..<fAsset.count where fLayer[s] >= 0 && fAsset[s] >= 0 && wanted[Int(fAsset[s])] { out.append(Int32(s)) }
        return out
    }

    // MARK: Preparing a trace

    func prepare(_ request: TraceRequest) -> Result<TracePlan, TraceFailure> {
        var plan = TracePlan(nodes: Int(nodeCount), elements: eKind.count, features: fId.count)
        plan.includeBarriers = request.includeBarriers
        plan.ignoreAtStart = request.ignoreBarriersAtStartingPoints
        var problems: [Violation] = []

        // Condition barriers become one bit per feature, then per element and per node.
        if let c = request.conditionBarriers {
            let (bits, v) = evaluate(c, path: "conditionBarriers")
            if v.isEmpty { plan.barrierFeatures.formUnion(bits) } else { problems.append(contentsOf: v) }
        }
        for (i, b) in request.barriers.enumerated() {
            guard let s = slot(of: b.featureId) else {
                problems.append(Violation(path: "barriers[\(i)].featureId", code: "trace.notFound", message: "no network feature \(b.featureId.uuidString.lowercased())")); continue
            }
            if isJunction(s) {
                guard let ports = ports(of: s, terminal: b.terminal) else {
                    problems.append(Violation(path: "barriers[\(i)].terminal", code: "trace.terminal", message: "the feature has no terminal \"\(b.terminal ?? "")\"")); continue
                }
                for p in ports where pNode[Int(p)] >= 0 { plan.stop.insert(Int(pNode[Int(p)])) }
                plan.explicitBarrierJunctions.insert(Int(s))
            } else if let f = b.fractionAlongEdge, let e = element(of: s, at: f) {
                plan.cuts[e, default: []].append(Float(f))
            } else {
                plan.barrierFeatures.insert(Int(s))
            }
        }
        var starts: [TracePlan.Start] = []
        for (i, l) in request.startingLocations.enumerated() {
            guard let s = slot(of: l.featureId), portCount(s) > 0 else {
                problems.append(Violation(path: "startingLocations[\(i)].featureId", code: "trace.notFound", message: "no network feature \(l.featureId.uuidString.lowercased())")); continue
            }
            plan.startSlots.insert(s)
            if isJunction(s) {
                guard let ports = ports(of: s, terminal: l.terminal) else {
                    problems.append(Violation(path: "startingLocations[\(i)].terminal", code: "trace.terminal", message: "the feature has no terminal \"\(l.terminal ?? "")\"")); continue
                }
                starts.append(.nodes(ports.map { pNode[Int($0)] }))
            } else if let f = l.fractionAlongEdge, let e = element(of: s, at: f) {
                starts.append(.point(e, Float(f)))
            } else {
                starts.append(.wholeEdge(Array(elementRange(s))))
            }
        }
        if !problems.isEmpty {
            let notFound = problems.allSatisfy { $0.code == "trace.notFound" }
            return .failure(TraceFailure(kind: notFound ? .featureNotFound : .invalidRequest, message: problems[0].message, violations: problems))
        }
        plan.starts = starts
        for k in plan.cuts.keys { plan.cuts[k]!.sort() }

        // Blocked elements: dead ones, and those of barrier features (edges, device paths).
        if deadSinceCompaction > 0 || overlayElementCount > 0 { plan.blocked.formUnion(deadElements) }
        if !plan.barrierFeatures.isEmpty {
            plan.barrierFeatures.forEach { s in
                let s32 = Int32(s)
                guard s < fLayer.count, fLayer[s] >= 0 else { return }
                for e in elementRange(s32) { plan.blocked.insert(Int(e)) }
                if isJunction(s32) { for p in portRange(s32) where pNode[Int(p)] >= 0 { plan.stop.insert(Int(pNode[Int(p)])) } }
            }
        }
        plan.hasBlocked = !plan.blocked.isEmpty
        plan.hasStop = !plan.stop.isEmpty
        return .success(plan)
    }

    /// The ports of junction `s` for a terminal name (all of them when nil).
    func ports(of s: Int32, terminal: String?) -> [Int32]? {
        let r = portRange(s)
        guard let t = terminal else { return Array(r) }
        guard let i = terminalNames(s).firstIndex(of: t) else { return nil }
        return [r.lowerBound + Int32(i)]
    }

    /// The element of edge `s` that contains fraction `f`.
    func element(of s: Int32, at f: Double) -> Int32? {
        let range = elementRange(s)
        guard let first = range.first, let last = range.last else { return nil }
        for e in range where Double(eFrom[Int(e)]) <= f && f <= Double(eTo[Int(e)]) { return e }
        return f <= Double(eFrom[Int(first)]) ? first : last
    }

    /// Feature slots that satisfy a condition, as a bitset.
    func evaluate(_ c: TraceCondition, path: String) -> (Bitset, [Violation]) {
        let n = fId.count
        switch c {
        case .category(let name):
            var bits = Bitset(count: n)
            for s in slotsMatching({ $0.categories.contains(name) }) { bits.insert(Int(s)) }
            return (bits, [])
        case .and(let cs), .or(let cs):
            var isAnd = false
            if case .and = c { isAnd = true }
            var acc: Bitset?
            var problems: [Violation] = []
            for (i, sub) in cs.enumerated() {
                let (bits, v) = evaluate(sub, path: isAnd ? "\(path).and[\(i)]" : "\(path)[\(i)]")
                problems += v
                if var a = acc {
                    a.combine(bits, and: isAnd)
                    acc = a
                } else {
                    acc = bits
                }
            }
            return (acc ?? Bitset(count: n), problems)
        case .compare(let attribute, let op, let value):
            guard let k = definition.attributes.firstIndex(where: { $0.name == attribute }) ?? definition.attributes.firstIndex(where: { $0.field == attribute }) else {
                return (Bitset(count: n), [Violation(path: "\(path).field", code: "trace.unknownAttribute", message: "no network attribute \"\(attribute)\"")])
            }
            let column = columns[k]
            var bits = Bitset(count: n)
            if op == .in {
                let wanted = value.arrayValue ?? []
                let wantedNumbers = Set(wanted.compactMap(\.doubleValue))
                for s in 0..<n where fLayer[s] >= 0 {
                    let d = column.number(s)
                    if !d.isNaN { if wantedNumbers.contains(d) { bits.insert(s) } } else if let v = column.others[Int32(s)], wanted.contains(v) { bits.insert(s) }
                }
            } else if let target = value.doubleValue {
                // A slot without a number satisfies no comparison with one.
                column.forEachNumber { s, d in
                    let hit: Bool
                    switch op {
                    case .eq: hit = d == target
                    case .ne: hit = d != target
                    case .lt: hit = d < target
                    case .le: hit = d <= target
                    case .gt: hit = d > target
                    case .ge: hit = d >= target
                    case .in: hit = false
                    }
                    if hit { bits.insert(s) }
                }
            } else {
                for (s, v) in column.others where fLayer[Int(s)] >= 0 {
                    switch op {
                    case .eq: if v == value { bits.insert(Int(s)) }
                    case .ne: if v != value { bits.insert(Int(s)) }
                    case .lt, .le, .gt, .ge:
                        if let a = v.stringValue, let b = value.stringValue {
                            let hit = op == .lt ? a < b : op == .le ? a <= b : op == .gt ? a > b : a >= b
                            if hit { bits.insert(Int(s)) }
                        }
                    case .in: break
                    }
                }
            }
            return (bits, [])
        }
    }

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

/// A binary min-heap of (cost, node) for Dijkstra.
struct MinHeap {
    var items: [(Double, Int32)] = []

    mutating func push(_ d: Double, _ n: Int32) {
        items.append((d, n))
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if items[p].0 <= items[i].0 { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func pop() -> (Double, Int32)? {
        guard !items.isEmpty else { return nil }
        let top = items[0]
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l].0 < items[m].0 { m = l }
                if r < items.count && items[r].0 < items[m].0 { m = r }
                if m == i { break }
                items.swapAt(m, i)
                i = m
            }
        }
        return top
    }
}
