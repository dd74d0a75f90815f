import Foundation
import GeoJournalCore

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
            let key = graph.typeKey(e.slot)
            return TraceElement(layer: graph.net.layerNames[Int(graph.fLayer[s])], featureId: graph.fId[s], assetGroup: Int(key.group),
                                assetType: Int(key.type), terminal: e.terminal >= 0 && Int(e.terminal) < names.count ? names[Int(e.terminal)] : nil,
                                fractionFrom: Double(e.from), fractionTo: Double(e.to))
        }
    }

    /// The names of the network's source layers: `forEachElement` gives an index into them.
    public var layerNames: [String] { graph.net.layerNames }

    /// Each element, in the order the trace found them, without building ``TraceElement``s (for
    /// answers of hundreds of thousands of elements): its layer's index in ``layerNames``, the
    /// feature id, asset group and type, its terminal's index among its asset type's terminals in
    /// the definition's order (-1: none), and the fractions of an edge.
    public func forEachElement(_ body: (_ layer: Int, _ id: UUID, _ group: Int, _ type: Int, _ terminal: Int, _ from: Float, _ to: Float) -> Void) {
        for e in entries {
            let s = Int(e.slot)
            let key = graph.typeKey(e.slot)
            body(Int(graph.fLayer[s]), graph.fId[s], Int(key.group), Int(key.type), Int(e.terminal), e.from, e.to)
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
    public var json: JSONValue { (try? JSONValue.parse(jsonText())) ?? .null }

    /// The API body as JSON text, written directly (a trace may reach hundreds of thousands of
    /// elements): `{"elements":[...],"bySource":{...}}`, plus `pathCost` for a shortest path and
    /// the members of `extra` (already JSON) at the end.
    ///
    /// ```swift
    /// respond(text: result.jsonText(extra: ["position": "42"]))
    /// ```
    public func jsonText(extra: KeyValuePairs<String, String> = [:]) -> String {
        String(decoding: jsonBytes(extra: extra), as: UTF8.self)
    }

    /// ``jsonText(extra:)`` as UTF-8 bytes, for an answer sent without another copy.
    public func jsonBytes(extra: KeyValuePairs<String, String> = [:]) -> [UInt8] {
        // Sort keys computed once per element, compared as integers: the layer's rank among the
        // names, then the id's 128 bits (their order is the order of the lowercase text), then
        // the terminal's name and the fraction.
        let layers = graph.net.layerNames
        var layerRank = [Int32](repeating: 0, count: layers.count)
        for (rank, i) in layers.indices.sorted(by: { layers[$0] < layers[$1] }).enumerated() { layerRank[i] = Int32(rank) }
        struct Key {
            var layer: Int32
            var terminal: Int32
            var hi: UInt64
            var lo: UInt64
            var from: Float
        }
        var keys: [Key] = []
        keys.reserveCapacity(entries.count)
        var terminals = [String?](repeating: nil, count: entries.count)
        for (k, e) in entries.enumerated() {
            let s = Int(e.slot)
            let (hi, lo) = withUnsafeBytes(of: graph.fId[s].uuid) { raw in
                (UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
                 UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            }
            if e.terminal >= 0 {
                let names = graph.terminalNames(e.slot)
                if Int(e.terminal) < names.count { terminals[k] = names[Int(e.terminal)] }
            }
            keys.append(Key(layer: layerRank[Int(graph.fLayer[s])], terminal: e.terminal, hi: hi, lo: lo, from: e.from))
        }
        var order = Array(entries.indices)
        order.sort { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.layer != kb.layer { return ka.layer < kb.layer }
            if ka.hi != kb.hi { return ka.hi < kb.hi }
            if ka.lo != kb.lo { return ka.lo < kb.lo }
            if ka.terminal != kb.terminal {
                let ta = terminals[a] ?? "", tb = terminals[b] ?? ""
                if ta != tb { return ta < tb }
            }
            if ka.from != kb.from { return ka.from < kb.from }
            return a < b   // equal keys keep the order they were found in
        }
        var out: [UInt8] = []
        out.reserveCapacity(entries.count * 150 + 128)
        out.append(contentsOf: #"{"elements":["#.utf8)
        let layerText = layers.map { name -> [UInt8] in var b: [UInt8] = []; JSONValue.writeString(name, into: &b); return b }
        for (n, k) in order.enumerated() {
            let e = entries[k], s = Int(e.slot)
            if n > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"layer":"#.utf8)
            out.append(contentsOf: layerText[Int(graph.fLayer[s])])
            out.append(contentsOf: #","featureId":""#.utf8)
            out.append(contentsOf: graph.fId[s].lowercased.utf8)
            out.append(contentsOf: #"","assetGroup":"#.utf8)
            let key = graph.typeKey(e.slot)
            out.append(contentsOf: String(key.group).utf8)
            out.append(contentsOf: #","assetType":"#.utf8)
            out.append(contentsOf: String(key.type).utf8)
            if let t = terminals[k] {
                out.append(contentsOf: #","terminal":"#.utf8)
                JSONValue.writeString(t, into: &out)
            }
            out.append(contentsOf: #","fractionFrom":"#.utf8)
            JSONValue.writeDouble(Double(e.from), into: &out)
            out.append(contentsOf: #","fractionTo":"#.utf8)
            JSONValue.writeDouble(Double(e.to), into: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: #"],"bySource":"#.utf8)
        JSONValue.object(bySource.mapValues { .integer(Int64($0)) }).write(into: &out, sortedKeys: true)
        if let c = pathCost {
            out.append(contentsOf: #","pathCost":"#.utf8)
            JSONValue.writeDouble(c, into: &out)
        }
        for (key, value) in extra {
            out.append(UInt8(ascii: ","))
            JSONValue.writeString(key, into: &out)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: value.utf8)
        }
        out.append(UInt8(ascii: "}"))
        return out
    }
}
