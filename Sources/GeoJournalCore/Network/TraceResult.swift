import Foundation

/// One network element a trace reached: a junction (with its terminal, if it has terminals) or
/// the stretch of an edge between two fractions of its length.
public struct TraceElement: Sendable, Hashable {
    public var layer: String
    public var featureId: UUID
    public var assetGroup: Int
    public var assetType: Int
    public var terminal: String?
    public var fractionFrom: Double
    public var fractionTo: Double

    public init(layer: String, featureId: UUID, assetGroup: Int, assetType: Int, terminal: String? = nil, fractionFrom: Double = 0, fractionTo: Double = 1) {
        self.layer = layer
        self.featureId = featureId
        self.assetGroup = assetGroup
        self.assetType = assetType
        self.terminal = terminal
        self.fractionFrom = fractionFrom
        self.fractionTo = fractionTo
    }

    public var json: JSONValue {
        var o: [String: JSONValue] = ["layer": .string(layer), "featureId": .string(featureId.uuidString.lowercased()),
                                      "assetGroup": .integer(Int64(assetGroup)), "assetType": .integer(Int64(assetType)),
                                      "fractionFrom": .double(fractionFrom), "fractionTo": .double(fractionTo)]
        if let t = terminal { o["terminal"] = .string(t) }
        return .object(o)
    }
}

/// What a trace found. Held compactly (feature slot, terminal, fractions); `elements` expands it.
///
/// ```swift
/// let result = try graph.trace(request).get()
/// result.count(layer: "Line")          // elements per source
/// respond(result.json)                 // {"elements": [...], "bySource": {...}}
/// ```
public struct TraceResult: Sendable {
    struct Entry: Sendable, Hashable {
        var slot: Int32
        var terminal: Int32   // -1: none
        var from: Float
        var to: Float
    }

    var entries: [Entry]
    let graph: NetworkGraph
    /// For `shortestPath`: the cost of the path found.
    public var pathCost: Double?

    /// Number of elements.
    public var count: Int { entries.count }

    public var elements: [TraceElement] {
        entries.map { e in
            let s = Int(e.slot)
            let names = graph.terminalNames(e.slot)
            return TraceElement(layer: graph.net.layerNames[Int(graph.fLayer[s])], featureId: graph.fId[s], assetGroup: Int(graph.fGroup[s]),
                                assetType: Int(graph.fType[s]), terminal: e.terminal >= 0 && Int(e.terminal) < names.count ? names[Int(e.terminal)] : nil,
                                fractionFrom: Double(e.from), fractionTo: Double(e.to))
        }
    }

    /// Distinct features reached.
    public var featureIds: Set<UUID> { Set(entries.map { graph.fId[Int($0.slot)] }) }

    /// Elements per source layer.
    public var bySource: [String: Int] {
        var counts = [Int](repeating: 0, count: graph.net.layerNames.count)
        for e in entries { counts[Int(graph.fLayer[Int(e.slot)])] += 1 }
        var out: [String: Int] = [:]
        for (i, c) in counts.enumerated() where c > 0 { out[graph.net.layerNames[i]] = c }
        return out
    }

    public func count(layer: String) -> Int { bySource[layer] ?? 0 }

    /// The API body: elements sorted by layer, feature, terminal and fraction, and counts per source.
    public var json: JSONValue {
        let sorted = elements.sorted { ($0.layer, $0.featureId.uuidString, $0.terminal ?? "", $0.fractionFrom) < ($1.layer, $1.featureId.uuidString, $1.terminal ?? "", $1.fractionFrom) }
        var o: [String: JSONValue] = ["elements": .array(sorted.map(\.json)),
                                      "bySource": .object(bySource.mapValues { .integer(Int64($0)) })]
        if let c = pathCost { o["pathCost"] = .double(c) }
        return .object(o)
    }
}
