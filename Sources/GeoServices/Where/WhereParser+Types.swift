import GeoJournalCore

/// Typing a predicate's operands: literals take the kind of the field they meet, and comparisons
/// of literals only are decided here.
extension WhereParser {
    /// The operands of one predicate as values of one kind: the kind of the first field (or
    /// function) among them, or, when all are literals, the kind they share.
    func resolve(_ operands: [WhereOperand]) throws(WhereFailure) -> [FilterValue] {
        var anchor: (kind: FilterKind, label: String)?
        for operand in operands {
            guard case .typed(_, let kind, let label, _, let offset) = operand else { continue }
            if let a = anchor {
                guard a.kind.isComparable(with: kind) else {
                    throw .type("cannot compare \(a.label) (\(a.kind.name)) with \(label) (\(kind.name))", at: offset)
                }
            } else {
                anchor = (kind, label)
            }
        }
        if let anchor {
            var values: [FilterValue] = []
            for operand in operands {
                switch operand {
                case .typed(let value, _, _, _, _): values.append(value)
                case .literal(let literal, let offset):
                    guard let value = literal.value(as: anchor.kind) else {
                        throw .type("\(literal.shown) is not \(anchor.kind.expectation) for \(anchor.label)", at: offset)
                    }
                    values.append(value)
                }
            }
            return values
        }
        // Literals only.
        var kind: FilterKind?
        var first: WhereLiteral?
        var literals: [(WhereLiteral, Int)] = []
        for case .literal(let literal, let offset) in operands {
            literals.append((literal, offset))
            let k = literal.naturalKind
            guard let current = kind, let f = first else {
                kind = k
                first = literal
                continue
            }
            if current == k { continue }
            if current.isNumeric && k.isNumeric { kind = .double; continue }
            if current == .string { kind = k; continue }
            if k == .string { continue }
            throw .type("cannot compare \(f.shown) with \(literal.shown)", at: offset)
        }
        guard let kind, let first else { return [] }
        var values: [FilterValue] = []
        for (literal, offset) in literals {
            guard let value = literal.value(as: kind) else {
                throw .type("cannot compare \(first.shown) with \(literal.shown)", at: offset)
            }
            values.append(value)
        }
        return values
    }

    func comparison(_ left: WhereOperand, _ op: FilterComparison, _ right: WhereOperand) throws(WhereFailure) -> FeatureFilter {
        let values = try resolve([left, right])
        if case .literal = left, case .literal = right, let decided = Self.decide(values[0], op, values[1]) {
            return .constant(decided)
        }
        return .compare(values[0], op, values[1])
    }

    /// The outcome of a comparison of two literals, when it does not depend on the database
    /// (text ordering depends on its collation).
    static func decide(_ a: FilterValue, _ op: FilterComparison, _ b: FilterValue) -> Bool? {
        guard case .literal(let x) = a, case .literal(let y) = b else { return nil }
        let order: Int
        func sign<T: Comparable>(_ l: T, _ r: T) -> Int { l < r ? -1 : l > r ? 1 : 0 }
        switch (x, y) {
        case (.integer(let l), .integer(let r)): order = sign(l, r)
        case (.integer(let l), .double(let r)): order = sign(Double(l), r)
        case (.double(let l), .integer(let r)): order = sign(l, Double(r))
        case (.double(let l), .double(let r)): order = sign(l, r)
        case (.boolean(let l), .boolean(let r)): order = sign(l ? 1 : 0, r ? 1 : 0)
        case (.timestamp(let l), .timestamp(let r)):
            guard let l = RFC3339.seconds(l), let r = RFC3339.seconds(r) else { return nil }
            order = sign(l, r)
        case (.string(let l), .string(let r)):
            guard op == .equal || op == .notEqual else { return nil }
            order = l.utf8.elementsEqual(r.utf8) ? 0 : 1
        default:
            return nil
        }
        return op.holds(order: order)
    }
}
