import GeoJournalCore

/// The number forms accepted, written or quoted: `-12`, `3.5`, `.5`, `5.`, `1e-3`.
enum WhereNumber {
    static func isValid(_ text: Substring) -> Bool {
        var s = text.unicodeScalars[...]
        if let f = s.first, f == "-" || f == "+" { s = s.dropFirst() }
        var digits = 0
        while let f = s.first, FilterLexer.isDigit(f) { s = s.dropFirst(); digits += 1 }
        if s.first == "." {
            s = s.dropFirst()
            while let f = s.first, FilterLexer.isDigit(f) { s = s.dropFirst(); digits += 1 }
        }
        guard digits > 0 else { return false }
        if let f = s.first, f == "e" || f == "E" {
            s = s.dropFirst()
            if let f = s.first, f == "-" || f == "+" { s = s.dropFirst() }
            guard let f = s.first, FilterLexer.isDigit(f) else { return false }
            while let f = s.first, FilterLexer.isDigit(f) { s = s.dropFirst() }
        }
        return s.isEmpty
    }

    /// The value when `text` is a whole number that fits 64 bits.
    static func integer(_ text: String) -> Int64? {
        guard !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return nil }
        return Int64(text)
    }

    /// The value as a finite double.
    static func double(_ text: String) -> Double? {
        guard let d = Double(text), d.isFinite else { return nil }
        return d
    }
}
