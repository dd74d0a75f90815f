import Foundation
import GeoJournalCore

extension NetworkGraph {
    /// Runs a trace on the graph as it is (docs/networks.md: trace semantics; see ``TraceRequest``).
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
}
