import GeoJournalCore

/// A network definition turned into integer look-ups for graph building and tracing:
/// layers by index, asset types by (layer, group, type), rules with integer endpoints.
struct CompiledNetwork: Sendable {
    struct TypeKey: Hashable, Sendable {
        var layer: Int32
        var group: Int32
        var type: Int32
    }

    struct Endpoint: Sendable, Hashable {
        var layer: Int32
        var group: Int32?
        var type: Int32?
        var terminal: String?

        @inline(__always) func matches(_ k: TypeKey) -> Bool {
            layer == k.layer && (group == nil || group == k.group) && (type == nil || type == k.type)
        }
    }

    struct Rule: Sendable {
        var kind: RuleKind
        var from: Endpoint
        var via: Endpoint?
        var to: Endpoint
    }

    struct AssetInfo: Sendable {
        var terminals: [String]
        var upstream: [Bool]
        var paths: [(Int, Int)]
        var policy: ConnectivityPolicy
        var categories: Set<String>
    }

    let definition: NetworkDefinition
    var layerNames: [String] = []
    var layerRole: [SourceRole] = []
    var layerDomain: [String] = []
    var layerIndex: [String: Int32] = [:]
    var types: [TypeKey: Int32] = [:]
    var assets: [AssetInfo] = []
    /// Per asset: bit t set when terminal t is upstream (0: no upstream terminal), for tracing.
    var upstreamMask: [UInt64] = []
    /// Per asset: whether it has terminals.
    var hasTerminals: [Bool] = []
    /// Per asset: its (layer, group, type) and whether lines of it connect at any vertex.
    var assetKeys: [TypeKey] = []
    var anyVertex: [Bool] = []
    var rules: [Rule] = []

    init(_ definition: NetworkDefinition) {
        self.definition = definition
        for (i, s) in definition.sources.enumerated() {
            layerNames.append(s.layer)
            layerRole.append(s.role)
            layerDomain.append(s.domainNetwork)
            layerIndex[s.layer] = Int32(i)
        }
        for a in definition.assetTypes {
            guard let l = layerIndex[a.layer] else { continue }
            let key = TypeKey(layer: l, group: Int32(truncatingIfNeeded: a.assetGroup), type: Int32(truncatingIfNeeded: a.assetType))
            types[key] = Int32(assets.count)
            assetKeys.append(key)
            anyVertex.append(a.connectivityPolicy == .anyVertex)
            let t = a.terminals
            let names = t?.names ?? []
            let paths: [(Int, Int)] = (t?.paths ?? []).compactMap { p in
                guard p.count == 2, let x = names.firstIndex(of: p[0]), let y = names.firstIndex(of: p[1]) else { return nil }
                return (x, y)
            }
            assets.append(AssetInfo(terminals: names, upstream: names.map { t?.upstream.contains($0) ?? false }, paths: paths,
                                    policy: a.connectivityPolicy, categories: Set(a.categories)))
        }
        for a in assets {
            var mask: UInt64 = 0
            for (t, up) in a.upstream.enumerated() where up && t < 64 { mask |= 1 << UInt64(t) }
            upstreamMask.append(mask)
            hasTerminals.append(!a.terminals.isEmpty)
        }
        for r in definition.rules {
            guard let f = endpoint(r.from), let t = endpoint(r.to) else { continue }
            let v = r.via.flatMap(endpoint)
            if r.kind == .edgeJunctionEdge && v == nil { continue }
            rules.append(Rule(kind: r.kind, from: f, via: v, to: t))
        }
    }

    func endpoint(_ e: RuleEndpoint) -> Endpoint? {
        guard let l = layerIndex[e.layer] else { return nil }
        return Endpoint(layer: l, group: e.assetGroup.map { Int32(truncatingIfNeeded: $0) }, type: e.assetType.map { Int32(truncatingIfNeeded: $0) }, terminal: e.terminal)
    }

    func asset(_ k: TypeKey) -> AssetInfo? { types[k].map { assets[Int($0)] } }

    /// The terminal of junction `j` an edge `e` connects to, when a junction–edge or
    /// edge–junction–edge rule lets them connect (0 when the rule names no terminal).
    func junctionEdgeTerminal(junction j: TypeKey, terminals: [String], edge e: TypeKey) -> Int? {
        for r in rules {
            switch r.kind {
            case .junctionEdge:
                if r.from.matches(j) && r.to.matches(e) {
                    if let t = r.from.terminal { if let i = terminals.firstIndex(of: t) { return i } else { continue } }
                    return 0
                }
            case .edgeJunctionEdge:
                if let v = r.via, v.matches(j), r.from.matches(e) || r.to.matches(e) {
                    if let t = v.terminal { if let i = terminals.firstIndex(of: t) { return i } else { continue } }
                    return 0
                }
            default: continue
            }
        }
        return nil
    }

    /// The terminals through which two junctions connect, when a junction–junction rule allows it.
    func junctionJunctionTerminals(_ a: TypeKey, _ ta: [String], _ b: TypeKey, _ tb: [String]) -> (Int, Int)? {
        func term(_ name: String?, _ names: [String]) -> Int? {
            guard let name else { return 0 }
            return names.firstIndex(of: name)
        }
        for r in rules where r.kind == .junctionJunction {
            if r.from.matches(a) && r.to.matches(b), let x = term(r.from.terminal, ta), let y = term(r.to.terminal, tb) { return (x, y) }
            if r.from.matches(b) && r.to.matches(a), let x = term(r.to.terminal, ta), let y = term(r.from.terminal, tb) { return (x, y) }
        }
        return nil
    }

    func edgeEdgeAllowed(_ a: TypeKey, _ b: TypeKey) -> Bool {
        rules.contains { $0.kind == .edgeEdge && (($0.from.matches(a) && $0.to.matches(b)) || ($0.from.matches(b) && $0.to.matches(a))) }
    }
}
