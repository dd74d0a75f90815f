import Foundation
import GeoJournalCore

/// The in-memory graph of a utility network: the projection that traces run on.
///
/// Nodes are junction terminals and the connection points of edges; elements are network edges
/// (the stretch of a line between two consecutive connection points, with its fraction range),
/// internal terminal paths of devices, and connectivity associations. Features connect where their
/// geometry coincides within the tolerance (found by hashing coordinates onto a grid), and only where
/// a connectivity rule allows it; other coincidences become ``NetworkError``s. Storage is flat arrays
/// with a CSR adjacency, so a trace is a breadth-first search over integer arrays.
///
/// ```swift
/// var graph = NetworkGraph(definition: definition, features: features)
/// graph.apply(upserted: [movedLine], deleted: [removedSwitch])   // incremental, after an edit
/// let result = graph.trace(request)                                // Result<TraceResult, TraceFailure>
/// let rows = graph.edgeTable(costAttribute: "Length")              // pgRouting edge table
/// ```
public struct NetworkGraph: Sendable {
    public let definition: NetworkDefinition
    let net: CompiledNetwork
    let tolerance: Double
    let cellSize: Double

    // Features, by slot. A deleted or replaced feature leaves a dead slot (fLayer == -1).
    var fId: [UUID] = []
    var fLayer: [Int16] = []
    /// The asset type (an index into the compiled network's assets), or -1 for a group and type
    /// the definition does not name (kept in `untypedKeys`).
    var fAsset: [Int16] = []
    var untypedKeys: [Int32: CompiledNetwork.TypeKey] = [:]
    // A slot's vertices and ports run up to the next slot's (see `vertexCount`, `portCount`).
    var fVertexStart: [Int32] = []
    var fPortStart: [Int32] = []
    /// A slot's first element (-1: none); its elements follow one another (see `elementRange`).
    var fElemStart: [Int32] = []
    var slotOf = SlotIndex()
    var xs: [Double] = []
    var ys: [Double] = []
    var columns: [AttributeColumn]

    // Ports: a junction terminal, or an edge vertex where the edge may connect.
    // A port's vertex or terminal index follows from its place among its feature's ports (`portIndex`).
    var pFeature: [Int32] = []
    var pNode: [Int32] = []
    var pNext: [Int32] = []
    var pConnected = Bitset(count: 0)
    /// The next junction port at the same node, for the few ports that have one (a node mostly
    /// holds one junction terminal): `hasNextAtNode` marks them, `nextAtNode` names the next.
    var hasNextAtNode = Bitset(count: 0)
    var nextAtNode: [Int32: Int32] = [:]
    /// Port coordinates (x, y interleaved) while a full build clusters them; empty otherwise.
    var portXY: [Double] = []
    /// While a full build clusters the ports: every live port grouped by grid bucket (bucket `b`
    /// holds `sortedPorts[bucketStart[b] ..< bucketStart[b + 1]]`), its coordinates beside it in
    /// `sortedXY`, so a search reads a bucket's candidates from consecutive memory instead of
    /// following a chain through three arrays. Empty otherwise.
    var bucketStart: [Int32] = []
    var sortedPorts: [Int32] = []
    var sortedXY: [Double] = []
    /// The coordinate grid: the first port of each hash bucket of grid cells (chained by `pNext`).
    /// Cells that share a bucket share a chain, which only adds candidates to a search.
    var cellHeads = [Int32](repeating: -1, count: 1024)

    // Nodes.
    var nodeCount: Int32 = 0
    var nodeJunctionPort: [Int32] = []

    // Elements.
    var eA: [Int32] = []
    var eB: [Int32] = []
    var eFeature: [Int32] = []
    /// Fraction range along the line for network edges; terminal indices for terminal paths.
    var eFrom: [Float] = []
    var eTo: [Float] = []
    var eKind: [ElementKind] = []
    var deadElements = Bitset(count: 0)
    var deadSinceCompaction = 0

    // Adjacency: CSR as of the last compaction, plus elements added since.
    var csrOffset: [Int32] = [0]
    var csrNeighbor: [Int32] = []
    var csrElement: [Int32] = []
    /// Per adjacency entry: bit 0 when its element may be walked from the entry's node with the
    /// flow, bit 1 against it (a device's terminal paths pass one way; anything else both).
    var csrPasses: [UInt8] = []
    var overlay: [Int32: [Int32]] = [:]
    var overlayNodes = Bitset(count: 0)
    var overlayElementCount = 0

    // Associations and their elements.
    var associationElement: [Association: Int32] = [:]
    var associationsOf: [UUID: Set<Association>] = [:]

    // Errors.
    var clusterErrors: [Int32: [NetworkError]] = [:]
    var unconnected: Set<Int32> = []
    var invalid: [Int32: NetworkError] = [:]

    /// Areas and hop levels of directed traces, true for this graph as it is (replaced on change).
    var traceCache = DirectedTraceCache()

    enum ElementKind: UInt8, Sendable {
        case dead = 0, edge = 1, terminalPath = 2, association = 3
    }

    /// Builds the graph of `features` (features of layers that are not network sources are ignored).
    public init(definition: NetworkDefinition, features: [NetworkFeature], associations: [Association] = []) {
        var builder = NetworkGraphBuilder(definition: definition, expectedFeatures: features.count)
        builder.add(features)
        self = builder.finish(associations: associations)
    }

    /// A graph without features, sized for `capacity` of them.
    init(empty definition: NetworkDefinition, capacity: Int) {
        self.definition = definition
        self.net = CompiledNetwork(definition)
        self.tolerance = definition.tolerance
        self.cellSize = Swift.max(definition.tolerance * 2, 1e-9)
        self.columns = definition.attributes.map { _ in AttributeColumn() }
        self.slotOf = SlotIndex(capacity: capacity)
        self.cellHeads = [Int32](repeating: -1, count: Self.gridBuckets(for: 2 * capacity))
    }

    /// Brings the graph up to date after an operation: re-derives the connectivity of the touched
    /// features and of the features that coincide with them, nothing else.
    public mutating func apply(upserted: [NetworkFeature], deleted: [UUID], associationsAdded: [Association] = [], associationsRemoved: [Association] = []) {
        update(upserted: upserted, deleted: deleted, associationsAdded: associationsAdded, associationsRemoved: associationsRemoved, bulk: false)
        let live = eKind.count - deadElements.words.reduce(0) { $0 + $1.nonzeroBitCount }
        if overlayElementCount > Swift.max(4096, live / 8) || deadSinceCompaction > Swift.max(4096, live / 8) { compact() }
    }

    // MARK: Reading

    /// Live network features in the graph.
    public var featureCount: Int { slotOf.count }
    /// Feature slots allocated: an incremental update gives a changed feature a new slot and leaves
    /// the old one (with its ports and elements) behind until the graph is built afresh.
    public var allocatedFeatureSlots: Int { fId.count }
    /// Whether so much of the graph is left behind by updates that it should be built afresh
    /// (memory would otherwise grow with every edit of a network feature).
    public var needsRebuild: Bool { fId.count > Swift.max(4096, 2 * slotOf.count) }
    /// Live network-edge elements (stretches of lines between connection points).
    public var edgeElementCount: Int {
        var n = 0
        for e in 0..<eKind.count where eKind[e] == .edge { n += 1 }
        return n
    }
    /// Live elements (network edges, terminal paths, associations).
    public var elementCount: Int { eKind.count - deadElements.words.reduce(0) { $0 + $1.nonzeroBitCount } }
    /// Nodes allocated (including nodes orphaned by incremental updates until the next rebuild).
    public var nodeTotal: Int { Int(nodeCount) }

    public func contains(_ id: UUID) -> Bool { slotOf.find(id, fId) != nil }

    /// The slot of a live feature.
    @inline(__always) func slot(of id: UUID) -> Int32? { slotOf.find(id, fId) }

    /// Every network error: coincidences no rule allows, unconnected features, unusable geometry.
    public var errors: [NetworkError] {
        var all = clusterErrors.values.flatMap { $0 }
        for s in unconnected {
            all.append(NetworkError(kind: .unconnected, features: [fId[Int(s)]], location: position(ofSlot: s), message: "\(layerName(s)) feature is not connected to the network"))
        }
        all.append(contentsOf: invalid.values)
        return all.sorted { ($0.kind.rawValue, $0.features.map(\.uuidString).joined(), $0.location.x, $0.location.y) < ($1.kind.rawValue, $1.features.map(\.uuidString).joined(), $1.location.x, $1.location.y) }
    }

    /// Approximate bytes held by the graph's arrays and tables.
    public var memoryFootprint: Int { memoryBreakdown.reduce(0) { $0 + $1.bytes } }

    /// Approximate bytes per part of the graph: features, vertices, attribute columns, ports,
    /// the coordinate grid, nodes, elements and the adjacency.
    public var memoryBreakdown: [(part: String, bytes: Int)] {
        func a<T>(_ x: [T]) -> Int { x.capacity * MemoryLayout<T>.stride }
        return [
            ("features", a(fId) + a(fLayer) + a(fAsset) + a(fVertexStart) + a(fPortStart) + a(fElemStart) + untypedKeys.capacity * 20),
            ("featureIndex", slotOf.bytes),
            ("vertices", a(xs) + a(ys)),
            ("attributes", columns.reduce(0) { $0 + $1.bytes }),
            ("ports", a(pFeature) + a(pNode) + a(pNext) + a(pConnected.words) + a(hasNextAtNode.words) + nextAtNode.capacity * 9),
            ("grid", a(cellHeads)),
            ("nodes", a(nodeJunctionPort)),
            ("elements", a(eA) + a(eB) + a(eFeature) + a(eFrom) + a(eTo) + a(eKind) + a(deadElements.words)),
            ("adjacency", a(csrOffset) + a(csrNeighbor) + a(csrElement) + a(csrPasses) + overlay.count * 64 + overlayElementCount * 4),
            ("traceCache", traceCache.bytes),
        ]
    }

    func layerName(_ slot: Int32) -> String { net.layerNames[Int(fLayer[Int(slot)])] }

    func position(ofSlot s: Int32) -> Position {
        let v = Int(fVertexStart[Int(s)])
        return v < xs.count && vertexCount(s) > 0 ? Position(xs[v], ys[v]) : Position(0, 0)
    }

    @inline(__always) func portPosition(_ p: Int32) -> (Double, Double) {
        let s = Int(pFeature[Int(p)])
        let v = Int(fVertexStart[s]) + (net.layerRole[Int(fLayer[s])] == .edge ? Int(portIndex(p)) : 0)
        return (xs[v], ys[v])
    }

    /// The junction port after `p` at its node, or -1.
    @inline(__always) func nextJunctionPort(_ p: Int32) -> Int32 {
        hasNextAtNode.contains(Int(p)) ? nextAtNode[p] ?? -1 : -1
    }

    /// The elements of slot `s`: built one after another, they run from its first while they name it.
    func elementRange(_ s: Int32) -> Range<Int32> {
        let start = fElemStart[Int(s)]
        guard start >= 0 else { return 0..<0 }
        var end = Int(start)
        while end < eKind.count && eFeature[end] == s && eKind[end] != .dead { end += 1 }
        return start..<Int32(end)
    }

    /// Vertices of slot `s` (they run up to the next slot's first).
    @inline(__always) func vertexCount(_ s: Int32) -> Int32 {
        let i = Int(s)
        return (i + 1 < fVertexStart.count ? fVertexStart[i + 1] : Int32(xs.count)) - fVertexStart[i]
    }

    /// Ports of slot `s` (they run up to the next slot's first).
    @inline(__always) func portCount(_ s: Int32) -> Int32 {
        let i = Int(s)
        return (i + 1 < fPortStart.count ? fPortStart[i + 1] : Int32(pFeature.count)) - fPortStart[i]
    }

    /// The terminal index of a junction's port, or the vertex index of a line's: a line connects
    /// at every vertex under `anyVertex`, else at its first and last.
    @inline(__always) func portIndex(_ p: Int32) -> Int32 {
        let s = Int(pFeature[Int(p)])
        let k = p - fPortStart[s]
        if net.layerRole[Int(fLayer[s])] == .junction { return k }
        let a = fAsset[s]
        if a >= 0 && net.anyVertex[Int(a)] { return k }
        return k == 0 ? 0 : vertexCount(Int32(s)) - 1
    }

    func typeKey(_ s: Int32) -> CompiledNetwork.TypeKey {
        let a = fAsset[Int(s)]
        if a >= 0 { return net.assetKeys[Int(a)] }
        return untypedKeys[s] ?? CompiledNetwork.TypeKey(layer: Int32(fLayer[Int(s)]), group: 0, type: 0)
    }

    func terminalNames(_ s: Int32) -> [String] {
        let a = fAsset[Int(s)]
        return a >= 0 ? net.assets[Int(a)].terminals : []
    }

    func isJunction(_ s: Int32) -> Bool { net.layerRole[Int(fLayer[Int(s)])] == .junction }

    /// Length of an edge feature in map units.
    func length(ofSlot s: Int32) -> Double {
        let start = Int(fVertexStart[Int(s)]), n = Int(vertexCount(s))
        var total = 0.0
        if n > 1 { for i in start..<(start + n - 1) { total += hypot(xs[i + 1] - xs[i], ys[i + 1] - ys[i]) } }
        return total
    }
}

/// The values of one network attribute, by feature slot: numbers packed for the slots that have
/// one (an attribute often belongs to one source only, e.g. a device status), anything else
/// (strings, booleans) in a side table. Slots are appended in order.
struct AttributeColumn: Sendable {
    /// One bit per slot that holds a number; `before[w]` counts the numbers of the words before `w`.
    var present: [UInt64] = []
    var before: [Int32] = []
    var values: [Double] = []
    var others: [Int32: JSONValue] = [:]

    mutating func append(_ v: JSONValue?, slot: Int32) {
        let w = Int(slot) >> 6
        while present.count <= w {
            present.append(0)
            before.append(Int32(values.count))
        }
        if let d = v?.doubleValue {
            present[w] |= 1 << UInt64(Int(slot) & 63)
            values.append(d)
        } else if let v, !v.isNull {
            others[slot] = v
        }
    }

    /// The number of a slot, NaN when it has none.
    @inline(__always) func number(_ slot: Int) -> Double {
        let w = slot >> 6
        guard w < present.count else { return .nan }
        let bit: UInt64 = 1 << UInt64(slot & 63)
        let word = present[w]
        guard word & bit != 0 else { return .nan }
        return values[Int(before[w]) + (word & (bit &- 1)).nonzeroBitCount]
    }

    /// Every slot that holds a number, in slot order, with its number.
    func forEachNumber(_ body: (Int, Double) -> Void) {
        var i = 0
        for (w, word) in present.enumerated() {
            var x = word
            while x != 0 {
                body(w << 6 | x.trailingZeroBitCount, values[i])
                i += 1
                x &= x - 1
            }
        }
    }

    var bytes: Int {
        present.capacity * 8 + before.capacity * 4 + values.capacity * 8 + others.count * 48
    }

    func value(_ slot: Int32) -> JSONValue {
        let d = number(Int(slot))
        if !d.isNaN { return d.rounded() == d && abs(d) < 9e15 ? .integer(Int64(d)) : .double(d) }
        return others[slot] ?? .null
    }
}
