/// The tokens of a filter written as text, for both text dialects GeoJournal reads: the Esri
/// `where` clause (GeoServices) and CQL2 text (OGC API – Features). One lexer, told by a
/// ``FilterDialect`` what differs between them (the words each refuses, `!=`, a leading `+`,
/// what a double-quoted name is called); each parser maps a ``FilterSyntaxError`` to its own
/// violation.
///
/// ```swift
/// let tokens = try FilterLexer.tokens(Array("NAME = 'Oak'".unicodeScalars), dialect: .cql2Text)
/// // word NAME at 0, symbol "=" at 5, string "Oak" at 7, end at 12
/// ```
package enum FilterLexer {
    package static func tokens(_ s: [Unicode.Scalar], dialect: FilterDialect) throws(FilterSyntaxError) -> [FilterToken] {
        var tokens: [FilterToken] = []
        var i = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func isWordPart(_ c: Unicode.Scalar) -> Bool { dialect.isWordPart(c) }
        while i < s.count {
            let c = s[i]
            let start = i
            switch c {
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}":
                i += 1
            case "'", "\"":
                var text = String.UnicodeScalarView()
                i += 1
                var closed = false
                while i < s.count {
                    if s[i] == c {
                        if at(i + 1) == c {
                            text.append(c)
                            i += 2
                            continue
                        }
                        i += 1
                        closed = true
                        break
                    }
                    if s[i] == "\0" { throw .init("a NUL character is not allowed", at: i) }
                    text.append(s[i])
                    i += 1
                }
                let value = String(text)
                guard closed else {
                    throw .init("unterminated \(c == "'" ? "string" : "quoted \(dialect.nameNoun)") (the quote opened here is never closed)", at: start)
                }
                if c == "'" {
                    tokens.append(FilterToken(kind: .string(value), offset: start))
                } else {
                    guard !value.isEmpty else { throw .init("empty quoted \(dialect.nameNoun)", at: start) }
                    tokens.append(FilterToken(kind: .quotedName(value), offset: start))
                }
            case "0"..."9", ".":
                guard c != "." || (at(i + 1).map(isDigit) ?? false) else { throw .init("unexpected \".\"", at: i) }
                while let d = at(i), isDigit(d) { i += 1 }
                if at(i) == "." {
                    i += 1
                    while let d = at(i), isDigit(d) { i += 1 }
                }
                if let e = at(i), e == "e" || e == "E" {
                    var k = i + 1
                    if at(k) == "+" || at(k) == "-" { k += 1 }
                    if let d = at(k), isDigit(d) {
                        i = k
                        while let d = at(i), isDigit(d) { i += 1 }
                    }
                }
                if let next = at(i), isWordPart(next) || next == "." { throw .init("malformed number", at: start) }
                tokens.append(FilterToken(kind: .number(String(String.UnicodeScalarView(s[start..<i]))), offset: start))
            case "-":
                if at(i + 1) == "-" { throw .init("comments (\"--\") are not allowed", at: i) }
                tokens.append(FilterToken(kind: .minus, offset: i))
                i += 1
            case "+" where dialect.plusSignsNumbers:
                i += 1  // a sign of a number: `+5` is 5
                guard let d = at(i), isDigit(d) || d == "." else { throw .init("unexpected \"+\" (arithmetic is not supported)", at: start) }
            case "/":
                if at(i + 1) == "*" { throw .init("comments (\"/*\") are not allowed", at: i) }
                throw .init("unexpected \"/\" (arithmetic is not supported)", at: i)
            case "(", ")", ",", "=":
                tokens.append(FilterToken(kind: .symbol(String(c)), offset: i))
                i += 1
            case "<":
                if at(i + 1) == "=" || at(i + 1) == ">" {
                    tokens.append(FilterToken(kind: .symbol("<" + String(s[i + 1])), offset: i))
                    i += 2
                } else {
                    tokens.append(FilterToken(kind: .symbol("<"), offset: i))
                    i += 1
                }
            case ">":
                if at(i + 1) == "=" {
                    tokens.append(FilterToken(kind: .symbol(">="), offset: i))
                    i += 2
                } else {
                    tokens.append(FilterToken(kind: .symbol(">"), offset: i))
                    i += 1
                }
            case "!" where dialect.bangEqualsIsNotEqual:
                guard at(i + 1) == "=" else { throw .init("unexpected \"!\"", at: i) }
                tokens.append(FilterToken(kind: .symbol("!="), offset: i))
                i += 2
            default:
                guard isWordStart(c) else {
                    if let refusal = dialect.refusedCharacters[c] { throw .init(refusal, at: i) }
                    let shown = c.properties.generalCategory == .control || c == "\0" ? "U+\(String(c.value, radix: 16, uppercase: true))" : "\"\(c)\""
                    throw .init("unexpected \(shown)", at: i)
                }
                while let w = at(i), isWordPart(w) { i += 1 }
                tokens.append(FilterToken(kind: .word(String(String.UnicodeScalarView(s[start..<i]))), offset: start))
            }
        }
        tokens.append(FilterToken(kind: .end, offset: s.count))
        return tokens
    }

    package static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    package static func isWordStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || c == "_" || (c.value > 0x7F && c.properties.isAlphabetic)
    }
}

/// A lexical error: what was found and its offset in Unicode scalars from 0.
package struct FilterSyntaxError: Error {
    package var message: String
    package var offset: Int

    package init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Client text quoted for a message (the quote doubled inside), cut short.
package func filterExcerpt(_ text: String, quote: Character = "'") -> String {
    var escaped = ""
    for c in text {
        escaped.append(c)
        if c == quote { escaped.append(c) }
    }
    let short = escaped.count > 40 ? String(escaped.prefix(37)) + "..." : escaped
    return "\(quote)\(short)\(quote)"
}

package extension String {
    /// Uppercased in ASCII only, for matching keywords (so no Unicode case mapping can turn a
    /// word into one).
    var asciiUppercased: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.value >= 0x61 && $0.value <= 0x7A ? Unicode.Scalar($0.value - 0x20)! : $0 }))
    }
}
