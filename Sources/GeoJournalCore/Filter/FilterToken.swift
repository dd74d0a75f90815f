/// One token of a filter's text, as ``FilterLexer`` reads it, with its offset in Unicode scalars
/// from 0.
///
/// ```swift
/// let token = FilterToken(kind: .word("and"), offset: 4)
/// token.isWord("AND")                          // true (keywords match in ASCII upper case)
/// token.shown(end: "the end of the filter")    // "\"and\""
/// ```
package struct FilterToken: Sendable {
    package enum Kind: Equatable, Sendable {
        /// A bare word: keyword, function or name.
        case word(String)
        /// A double-quoted name.
        case quotedName(String)
        /// A single-quoted string.
        case string(String)
        /// An unsigned number as written.
        case number(String)
        /// `( ) , = <> != < <= > >=`
        case symbol(String)
        case minus
        case end
    }

    package var kind: Kind
    package var offset: Int

    package init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The token as a message shows it; `end` is what the dialect calls the end of its text.
    package func shown(end: String) -> String {
        switch kind {
        case .word(let w): return "\"\(w.count > 40 ? String(w.prefix(37)) + "..." : w)\""
        case .quotedName(let n): return filterExcerpt(n, quote: "\"")
        case .string(let s): return filterExcerpt(s, quote: "'")
        case .number(let n): return n.count > 40 ? String(n.prefix(37)) + "..." : n
        case .symbol(let s): return "\"\(s)\""
        case .minus: return "\"-\""
        case .end: return end
        }
    }

    package func isWord(_ keyword: String) -> Bool {
        if case .word(let w) = kind { return w.asciiUppercased == keyword }
        return false
    }

    package func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }
}
