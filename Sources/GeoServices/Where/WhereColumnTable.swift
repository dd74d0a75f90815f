import GeoJournalCore

/// The layer's fields by name, looked up exactly first, then case-insensitively.
struct WhereColumnTable {
    var exact: [String: FilterField]
    /// Lowercased name → the real names that lowercase to it.
    var folded: [String: [String]]

    init(_ columns: [String: FilterField]) {
        exact = columns
        folded = [:]
        for name in columns.keys { folded[name.lowercased(), default: []].append(name) }
    }

    enum Lookup {
        case found(name: String, column: FilterField)
        case missing
        /// Several names differ from the one asked for only in case, none matches it exactly.
        case ambiguous([String])
    }

    func lookup(_ name: String) -> Lookup {
        if let column = exact[name] { return .found(name: name, column: column) }
        guard let names = folded[name.lowercased()] else { return .missing }
        guard names.count == 1, let column = exact[names[0]] else { return .ambiguous(names.sorted()) }
        return .found(name: names[0], column: column)
    }
}
