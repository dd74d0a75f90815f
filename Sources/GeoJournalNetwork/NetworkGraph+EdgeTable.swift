import Foundation
import GeoJournalCore

extension NetworkGraph {
    /// One row of the pgRouting-compatible edge table.
    public typealias EdgeRow = (id: Int, source: Int, target: Int, cost: Double, reverseCost: Double, featureId: UUID, layer: String)

    /// The graph as a pgRouting edge table (`id, source, target, cost, reverse_cost` plus feature id
    /// and layer): one row per live element, ids and node numbers starting at 1. Network edges cost
    /// the `costAttribute` value of their feature times their share of the line (geometric length
    /// when there is no such attribute or value); terminal paths and associations cost 0. The network
    /// is undirected, so the reverse cost equals the cost. Associations carry their `from` feature.
    ///
    /// ```swift
    /// for row in graph.edgeTable(costAttribute: "Length") { insert(row.id, row.source, row.target, row.cost, row.reverseCost) }
    /// ```
    public func edgeTable(costAttribute: String? = nil) -> [EdgeRow] {
        edgeRows(elements: 0..<eKind.count, costAttribute: costAttribute)
    }

    /// Where a persisted edge table stands against this graph: the elements allocated and those
    /// dead when it was written. Elements are never renumbered or reused while a graph lives
    /// (an update tombstones the elements of every feature it re-derives and appends new ones), so
    /// a mark and the graph later tell exactly which rows went away and which are new.
    public struct EdgeTableMark: Sendable {
        let elements: Int
        let dead: Bitset
    }

    /// The mark of the graph as it is now.
    public var edgeTableMark: EdgeTableMark { EdgeTableMark(elements: eKind.count, dead: deadElements) }

    /// The rows to delete (by id) and to insert so that an edge table written at `mark` equals
    /// ``edgeTable(costAttribute:)`` of the graph as it is now.
    ///
    /// ```swift
    /// let mark = graph.edgeTableMark
    /// graph.apply(upserted: [moved], deleted: [])
    /// let (removed, added) = graph.edgeTableChanges(since: mark, costAttribute: nil)
    /// ```
    public func edgeTableChanges(since mark: EdgeTableMark, costAttribute: String? = nil) -> (removed: [Int], added: [EdgeRow]) {
        var removed: [Int] = []
        let words = (mark.elements + 63) >> 6
        for w in 0..<Swift.min(words, deadElements.words.count) {
            let before = w < mark.dead.words.count ? mark.dead.words[w] : 0
            var died = deadElements.words[w] & ~before
            while died != 0 {
                let e = w << 6 + died.trailingZeroBitCount
                if e < mark.elements { removed.append(e + 1) }
                died &= died - 1
            }
        }
        return (removed, edgeRows(elements: mark.elements..<eKind.count, costAttribute: costAttribute))
    }

    /// The rows of the live elements in `elements`.
    func edgeRows(elements: Range<Int>, costAttribute: String?) -> [EdgeRow] {
        var column: AttributeColumn?
        if let name = costAttribute, let k = definition.attributes.firstIndex(where: { $0.name == name || $0.field == name }) { column = columns[k] }
        var lengths: [Int32: Double] = [:]
        var associationFeature: [Int32: UUID] = [:]
        for (a, e) in associationElement where e >= 0 && elements.contains(Int(e)) { associationFeature[e] = a.from }
        var rows: [EdgeRow] = []
        rows.reserveCapacity(elements.count)
        for e in elements where eKind[e] != .dead {
            var cost = 0.0
            let s = eFeature[e]
            if eKind[e] == .edge {
                let span = Double(eTo[e] - eFrom[e])
                if let c = column?.number(Int(s)), !c.isNaN {
                    cost = c * span
                } else {
                    if lengths[s] == nil { lengths[s] = length(ofSlot: s) }
                    cost = lengths[s]! * span
                }
            }
            let id: UUID
            let layer: String
            if s >= 0 {
                id = fId[Int(s)]
                layer = layerName(s)
            } else {
                id = associationFeature[Int32(e)] ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
                layer = slot(of: id).map { layerName($0) } ?? ""
            }
            rows.append((id: e + 1, source: Int(eA[e]) + 1, target: Int(eB[e]) + 1, cost: cost, reverseCost: cost, featureId: id, layer: layer))
        }
        return rows
    }

    /// A description of the connectivity that does not depend on internal numbering: one line per
    /// live element naming its feature, fractions (or terminals) and the features and terminals or
    /// vertices attached at each end. Two graphs with equal signatures connect the same way.
    public func connectivitySignature() -> [String] {
        var label = [String](repeating: "", count: Int(nodeCount))
        var parts = [[String]](repeating: [], count: Int(nodeCount))
        for p in 0..<pFeature.count where pFeature[p] >= 0 && pNode[p] >= 0 {
            let s = Int(pFeature[p])
            parts[Int(pNode[p])].append("\(fId[s].uuidString.prefix(8))\(isJunction(Int32(s)) ? ":" : "@")\(portIndex(Int32(p)))")
        }
        for n in 0..<Int(nodeCount) where !parts[n].isEmpty { label[n] = parts[n].sorted().joined(separator: ",") }
        var out: [String] = []
        for e in 0..<eKind.count where eKind[e] != .dead {
            let ends = [label[Int(eA[e])], label[Int(eB[e])]].sorted().joined(separator: " | ")
            let s = eFeature[e]
            let who = s >= 0 ? String(fId[Int(s)].uuidString.prefix(8)) : "association"
            out.append("\(eKind[e]) \(who) \(String(format: "%.5f-%.5f", eFrom[e], eTo[e])) [\(ends)]")
        }
        return out.sorted()
    }
}
