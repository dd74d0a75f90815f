import Foundation
import GeoJournalCore

extension NetworkGraph {
    /// What keeps `association` from connecting anything in this graph: a feature that is not a
    /// network feature of it, a terminal its asset type does not have, a feature associated with
    /// itself. Edges attach by their `from` or `to` end (`fromTerminal`/`toTerminal` "from" or "to",
    /// default the start). Paths in violations start with `path`.
    ///
    /// ```swift
    /// let problems = graph.associationProblems(Association(from: cabinet, to: meter, toTerminal: "High"), path: "adds[0]")
    /// ```
    public func associationProblems(_ association: Association, path: String) -> [Violation] {
        var problems: [Violation] = []
        if association.from == association.to {
            problems.append(Violation(path: "\(path).to", code: "association.self", message: "a feature cannot be associated with itself"))
        }
        for (id, terminal, member) in [(association.from, association.fromTerminal, "from"), (association.to, association.toTerminal, "to")] {
            guard let s = slot(of: id) else {
                problems.append(Violation(path: "\(path).\(member)", code: "association.feature",
                                          message: "feature \(id.uuidString.lowercased()) is not a live feature of a source layer of this network"))
                continue
            }
            guard let terminal else { continue }
            if isJunction(s) {
                let names = terminalNames(s)
                if !names.contains(terminal) {
                    let allowed = names.isEmpty ? "it has no terminals" : "one of \(names.joined(separator: ", "))"
                    problems.append(Violation(path: "\(path).\(member)Terminal", code: "association.terminal",
                                              message: "\(describe(s)) has no terminal \"\(terminal)\"; \(allowed)"))
                }
            } else if terminal != "from" && terminal != "to" {
                problems.append(Violation(path: "\(path).\(member)Terminal", code: "association.terminal",
                                          message: "an edge is associated at its \"from\" or \"to\" end, not \"\(terminal)\""))
            }
        }
        return problems
    }

    /// The associations the graph holds.
    public var associations: [Association] { Array(associationElement.keys) }
}
