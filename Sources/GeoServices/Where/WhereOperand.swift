import GeoJournalCore

/// One side of a predicate: a typed field (or function of one), or a literal still to be typed.
enum WhereOperand {
    /// A field or a function of one: its value in the tree, kind, what messages call it (`field "NAME"`)
    /// and how it was written (`"NAME"`, `UPPER("NAME")`).
    case typed(FilterValue, kind: FilterKind, label: String, written: String, offset: Int)
    case literal(WhereLiteral, offset: Int)

    var offset: Int {
        switch self {
        case .typed(_, _, _, _, let o), .literal(_, let o): return o
        }
    }

    var shown: String {
        switch self {
        case .typed(_, _, let label, _, _): return label
        case .literal(let l, _): return l.shown
        }
    }

    var written: String {
        switch self {
        case .typed(_, _, _, let written, _): return written
        case .literal(let l, _): return l.shown
        }
    }
}
