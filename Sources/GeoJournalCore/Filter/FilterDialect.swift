/// What one text dialect of filters makes of the shared lexical rules (``FilterLexer``), and
/// its keyword table: the words that are never a name. GeoServices defines the Esri `where`
/// dialect; ``cql2Text`` is CQL2 text.
///
/// ```swift
/// let dialect = FilterDialect.cql2Text
/// dialect.keywords.contains("ILIKE")     // true
/// dialect.bangEqualsIsNotEqual           // false: CQL2 writes <>
/// ```
package struct FilterDialect: Sendable {
    /// What a double-quoted name is called in messages ("field name", "property name").
    package var nameNoun: String
    /// What messages call the end of the text.
    package var endShown: String
    /// `!=` is a comparison (Esri), or `!` is refused (CQL2).
    package var bangEqualsIsNotEqual: Bool
    /// A `+` before a number is its sign (CQL2), or refused as arithmetic (Esri).
    package var plusSignsNumbers: Bool
    /// Characters other than letters and digits that may continue a word (CQL2: `:`).
    package var wordPunctuation: Set<Unicode.Scalar>
    /// Characters refused with a message of the dialect's own.
    package var refusedCharacters: [Unicode.Scalar: String]
    /// Words that are never a name; a bare one where a value belongs is a syntax error.
    package var keywords: Set<String>
    /// SQL that has no place in a filter, named as such.
    package var statementWords: Set<String>

    package init(
        nameNoun: String, endShown: String, bangEqualsIsNotEqual: Bool, plusSignsNumbers: Bool,
        wordPunctuation: Set<Unicode.Scalar>, refusedCharacters: [Unicode.Scalar: String],
        keywords: Set<String>, statementWords: Set<String>
    ) {
        self.nameNoun = nameNoun
        self.endShown = endShown
        self.bangEqualsIsNotEqual = bangEqualsIsNotEqual
        self.plusSignsNumbers = plusSignsNumbers
        self.wordPunctuation = wordPunctuation
        self.refusedCharacters = refusedCharacters
        self.keywords = keywords
        self.statementWords = statementWords
    }

    package func isWordPart(_ c: Unicode.Scalar) -> Bool {
        FilterLexer.isWordStart(c) || FilterLexer.isDigit(c) || wordPunctuation.contains(c)
            || (c.value > 0x7F && c.properties.numericType != nil)
    }

    /// CQL2 text (OGC API – Features Part 3, `filter-lang=cql2-text`).
    package static let cql2Text = FilterDialect(
        nameNoun: "property name",
        endShown: "the end of the filter",
        bangEqualsIsNotEqual: false,
        plusSignsNumbers: true,
        wordPunctuation: [":"],
        refusedCharacters: [
            ";": "unexpected \";\" (a filter is one condition, not statements)",
            "!": "unexpected \"!\" (CQL2 writes \"<>\" for not equal)",
        ],
        keywords: ["AND", "OR", "NOT", "LIKE", "ILIKE", "IN", "BETWEEN", "IS", "NULL"],
        statementWords: [
            "SELECT", "FROM", "WHERE", "UNION", "INSERT", "UPDATE", "DELETE", "DROP", "CREATE", "ALTER", "TRUNCATE",
            "GRANT", "EXEC", "EXECUTE", "WITH", "INTO", "VALUES", "CASE", "CAST", "EXISTS", "COPY", "SET", "ORDER", "LIMIT",
        ]
    )
}
