import GeoJournalCore

/// The `where` parameter of a GeoServices REST `query`: the SQL-92 subset ArcGIS clients send,
/// parsed into a ``FeatureFilter`` (the filter tree every face shares; the Journal turns it into
/// bound SQL) without letting any of its text through unparsed.
///
/// Field names are looked up in the layer's fields (``LayerDefinition/filterFields(objectIdField:globalIdField:)``,
/// case-insensitively), every literal becomes a typed ``FilterLiteral`` of the kind of what it is
/// compared with, and anything outside the grammar is refused with a ``Violation`` at path
/// `where` (codes `where.syntax`, `where.field`, `where.type`, `where.function`) whose message
/// names the offending text and its offset, counted in characters (Unicode scalars) from 0.
///
/// Supported: `AND`, `OR`, `NOT`, parentheses; `= <> != < <= > >=`; `[NOT] LIKE 'p' [ESCAPE 'c']`
/// (SQL-92: no escape character unless one is given); `[NOT] IN (literal, …)`;
/// `[NOT] BETWEEN a AND b`; `IS [NOT] NULL`; numbers, `'strings'` (`''` for a quote),
/// `DATE '…'`, `TIMESTAMP '…'` (read as UTC unless an offset is given), `CURRENT_DATE` (UTC),
/// `CURRENT_TIMESTAMP`, `TRUE`, `FALSE`; `UPPER`, `LOWER`, `CHAR_LENGTH`/`LENGTH`.
/// Comparisons between literals only (`1=1`) are decided here and become constants.
///
/// ```swift
/// let fields = ["NAME": FilterField(.attribute("NAME"), kind: .string)]
/// EsriWhere.parse("1=1", fields: fields)                    // .success(.constant(true))
/// EsriWhere.parse("upper(name) LIKE 'OAK%'", fields: fields)
/// // .success(.like(.function(.upper, .field(NAME)), pattern: .literal(.string("OAK%")), escape: nil, negated: false))
/// EsriWhere.parse("1=1; DROP TABLE t", fields: fields)      // .failure(where.syntax)
/// ```
public enum EsriWhere {
    /// The longest where text accepted, in UTF-8 bytes.
    public static let maximumLength = 65_536
    /// The deepest nesting of parentheses, `NOT`s and function calls accepted.
    public static let maximumDepth = 64
    /// Parses `text` into a filter tree. Field names are matched case-insensitively against the
    /// keys of `fields` (keys given in their real case; an exact match wins over a
    /// case-insensitive one). Empty or whitespace-only text is ``FeatureFilter/constant(_:)`` true.
    public static func parse(_ text: String, fields: [String: FilterField]) -> Result<FeatureFilter, Violation> {
        guard text.utf8.count <= maximumLength else {
            return .failure(WhereFailure.syntax("where is longer than \(maximumLength) bytes", at: 0).violation)
        }
        do throws(WhereFailure) {
            let tokens = try WhereLexer.tokens(Array(text.unicodeScalars))
            var parser = WhereParser(tokens: tokens, columns: WhereColumnTable(fields))
            return .success(try parser.parseWhere().simplified)
        } catch {
            return .failure(error.violation)
        }
    }
}

// MARK: - Failures

private struct WhereFailure: Error {
    var violation: Violation

    init(code: String, _ message: String, at offset: Int) {
        violation = Violation(path: "where", code: code, message: "\(message) in where (at \(offset))")
    }

    static func syntax(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.syntax", message, at: offset) }
    static func field(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.field", message, at: offset) }
    static func type(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.type", message, at: offset) }
    static func function(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.function", message, at: offset) }
}

/// Client text quoted for a message (the quote doubled inside), cut short.
private func excerpt(_ text: String, quote: Character) -> String {
    var escaped = ""
    for c in text {
        escaped.append(c)
        if c == quote { escaped.append(c) }
    }
    let short = escaped.count > 40 ? String(escaped.prefix(37)) + "..." : escaped
    return "\(quote)\(short)\(quote)"
}

private extension String {
    /// Uppercased in ASCII only, for matching keywords (so no Unicode case mapping can turn a
    /// word into one).
    var asciiUppercased: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.value >= 0x61 && $0.value <= 0x7A ? Unicode.Scalar($0.value - 0x20)! : $0 }))
    }
}

// MARK: - Tokens

private struct WhereToken {
    enum Kind: Equatable {
        /// A bare word: keyword, function or field name.
        case word(String)
        /// A double-quoted field name.
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

    var kind: Kind
    var offset: Int

    /// The token as a message shows it.
    var shown: String {
        switch kind {
        case .word(let w): return "\"\(w.count > 40 ? String(w.prefix(37)) + "..." : w)\""
        case .quotedName(let n): return excerpt(n, quote: "\"")
        case .string(let s): return excerpt(s, quote: "'")
        case .number(let n): return n.count > 40 ? String(n.prefix(37)) + "..." : n
        case .symbol(let s): return "\"\(s)\""
        case .minus: return "\"-\""
        case .end: return "the end of the text"
        }
    }

    func isWord(_ keyword: String) -> Bool {
        if case .word(let w) = kind { return w.asciiUppercased == keyword }
        return false
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }
}

private enum WhereLexer {
    static func tokens(_ s: [Unicode.Scalar]) throws(WhereFailure) -> [WhereToken] {
        var tokens: [WhereToken] = []
        var i = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
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
                    if s[i] == "\0" { throw .syntax("a NUL character is not allowed", at: i) }
                    text.append(s[i])
                    i += 1
                }
                let value = String(text)
                if c == "'" {
                    guard closed else { throw .syntax("unterminated string (the quote opened here is never closed)", at: start) }
                    tokens.append(WhereToken(kind: .string(value), offset: start))
                } else {
                    guard closed else { throw .syntax("unterminated quoted field name (the quote opened here is never closed)", at: start) }
                    guard !value.isEmpty else { throw .syntax("empty quoted field name", at: start) }
                    tokens.append(WhereToken(kind: .quotedName(value), offset: start))
                }
            case "0"..."9", ".":
                guard c != "." || (at(i + 1).map(isDigit) ?? false) else { throw .syntax("unexpected \".\"", at: i) }
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
                if let next = at(i), isWordPart(next) || next == "." {
                    throw .syntax("malformed number", at: start)
                }
                tokens.append(WhereToken(kind: .number(String(String.UnicodeScalarView(s[start..<i]))), offset: start))
            case "-":
                if at(i + 1) == "-" { throw .syntax("comments (\"--\") are not allowed", at: i) }
                tokens.append(WhereToken(kind: .minus, offset: i))
                i += 1
            case "/":
                if at(i + 1) == "*" { throw .syntax("comments (\"/*\") are not allowed", at: i) }
                throw .syntax("unexpected \"/\" (arithmetic is not supported)", at: i)
            case "(", ")", ",", "=":
                tokens.append(WhereToken(kind: .symbol(String(c)), offset: i))
                i += 1
            case "<":
                if at(i + 1) == "=" || at(i + 1) == ">" {
                    tokens.append(WhereToken(kind: .symbol("<" + String(s[i + 1])), offset: i))
                    i += 2
                } else {
                    tokens.append(WhereToken(kind: .symbol("<"), offset: i))
                    i += 1
                }
            case ">":
                if at(i + 1) == "=" {
                    tokens.append(WhereToken(kind: .symbol(">="), offset: i))
                    i += 2
                } else {
                    tokens.append(WhereToken(kind: .symbol(">"), offset: i))
                    i += 1
                }
            case "!":
                guard at(i + 1) == "=" else { throw .syntax("unexpected \"!\"", at: i) }
                tokens.append(WhereToken(kind: .symbol("!="), offset: i))
                i += 2
            default:
                guard isWordStart(c) else {
                    if c == ";" { throw .syntax("unexpected \";\" (a where clause is one condition, not statements)", at: i) }
                    let shown = c.properties.generalCategory == .control || c == "\0" ? "U+\(String(c.value, radix: 16, uppercase: true))" : "\"\(c)\""
                    throw .syntax("unexpected \(shown)", at: i)
                }
                while let w = at(i), isWordPart(w) { i += 1 }
                tokens.append(WhereToken(kind: .word(String(String.UnicodeScalarView(s[start..<i]))), offset: start))
            }
        }
        tokens.append(WhereToken(kind: .end, offset: s.count))
        return tokens
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isWordStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || c == "_" || (c.value > 0x7F && c.properties.isAlphabetic)
    }

    static func isWordPart(_ c: Unicode.Scalar) -> Bool {
        isWordStart(c) || isDigit(c) || (c.value > 0x7F && c.properties.numericType != nil)
    }
}

// MARK: - Columns

private struct WhereColumnTable {
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

// MARK: - Syntax tree

/// A literal as written, before it takes the kind of what it is compared with.
private enum WhereLiteral {
    case number(String)
    case string(String)
    case boolean(Bool)
    /// Normalised RFC 3339 text (with an offset).
    case timestamp(String, written: String)
    case currentDate
    case currentTimestamp

    var shown: String {
        switch self {
        case .number(let n): return n.count > 40 ? String(n.prefix(37)) + "..." : n
        case .string(let s): return excerpt(s, quote: "'")
        case .boolean(let b): return b ? "TRUE" : "FALSE"
        case .timestamp(_, let written): return written
        case .currentDate: return "CURRENT_DATE"
        case .currentTimestamp: return "CURRENT_TIMESTAMP"
        }
    }

    /// The kind a literal has on its own.
    var naturalKind: FilterKind {
        switch self {
        case .number(let n): return WhereNumber.integer(n) != nil ? .integer : .double
        case .string: return .string
        case .boolean: return .boolean
        case .timestamp, .currentDate, .currentTimestamp: return .date
        }
    }
}

private enum WhereOperand {
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

private extension FilterKind {
    var name: String {
        switch self {
        case .integer: return "integer"
        case .double: return "double"
        case .string: return "string"
        case .boolean: return "boolean"
        case .date: return "date"
        case .uuid: return "uuid"
        }
    }

    /// The kind's name with its article, for messages.
    var described: String { self == .integer ? "an integer" : "a \(name)" }

    var expectation: String {
        switch self {
        case .integer: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .boolean: return "a boolean (TRUE, FALSE, 1 or 0)"
        case .date: return "a date (DATE 'yyyy-mm-dd' or TIMESTAMP 'yyyy-mm-dd hh:mm:ss')"
        case .uuid: return "a GlobalID"
        }
    }

}

// MARK: - Literals

/// The number forms accepted, written or quoted: `-12`, `3.5`, `.5`, `5.`, `1e-3`.
private enum WhereNumber {
    static func isValid(_ text: Substring) -> Bool {
        var s = text.unicodeScalars[...]
        if let f = s.first, f == "-" || f == "+" { s = s.dropFirst() }
        var digits = 0
        while let f = s.first, WhereLexer.isDigit(f) { s = s.dropFirst(); digits += 1 }
        if s.first == "." {
            s = s.dropFirst()
            while let f = s.first, WhereLexer.isDigit(f) { s = s.dropFirst(); digits += 1 }
        }
        guard digits > 0 else { return false }
        if let f = s.first, f == "e" || f == "E" {
            s = s.dropFirst()
            if let f = s.first, f == "-" || f == "+" { s = s.dropFirst() }
            guard let f = s.first, WhereLexer.isDigit(f) else { return false }
            while let f = s.first, WhereLexer.isDigit(f) { s = s.dropFirst() }
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

private enum WhereTimestamp {
    /// `yyyy-mm-dd`, `yyyy-mm-dd hh:mm:ss[.fff]` (UTC) or an RFC 3339 time with an offset, as
    /// RFC 3339 text with an explicit offset (PostgreSQL would read a bare time in the
    /// session's time zone).
    static func normalized(_ text: String) -> String? {
        let t = text.trimmingASCIIWhitespace.asciiUppercased
        if t.utf8.count == 10 {
            return RFC3339.seconds(t) != nil ? t + "T00:00:00Z" : nil
        }
        if RFC3339.seconds(t) != nil { return t }
        if RFC3339.seconds(t + "Z") != nil { return t + "Z" }
        return nil
    }
}

private extension String {
    var trimmingASCIIWhitespace: String {
        let ws: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        var scalars = unicodeScalars[...]
        while let f = scalars.first, ws.contains(f) { scalars = scalars.dropFirst() }
        while let l = scalars.last, ws.contains(l) { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}

extension WhereLiteral {
    /// The literal read as a value of `kind`, or nil when it is not one.
    func value(as kind: FilterKind) -> FilterValue? {
        switch kind {
        case .integer, .double:
            let text: String
            switch self {
            case .number(let n): text = n
            case .string(let s):
                text = s.trimmingASCIIWhitespace
                guard WhereNumber.isValid(text[...]) else { return nil }
            default: return nil
            }
            if kind == .integer, let i = WhereNumber.integer(text) { return .literal(.integer(i)) }
            guard let d = WhereNumber.double(text) else { return nil }
            return .literal(.double(d))
        case .string:
            switch self {
            case .string(let s): return .literal(.string(s))
            case .number(let n): return .literal(.string(n))
            default: return nil
            }
        case .boolean:
            switch self {
            case .boolean(let b): return .literal(.boolean(b))
            case .number(let n):
                switch WhereNumber.integer(n) {
                case 1: return .literal(.boolean(true))
                case 0: return .literal(.boolean(false))
                default: return nil
                }
            case .string(let s):
                switch s.trimmingASCIIWhitespace.asciiUppercased {
                case "TRUE", "1": return .literal(.boolean(true))
                case "FALSE", "0": return .literal(.boolean(false))
                default: return nil
                }
            default: return nil
            }
        case .date:
            switch self {
            case .timestamp(let t, _): return .literal(.timestamp(t))
            case .string(let s): return WhereTimestamp.normalized(s).map { .literal(.timestamp($0)) }
            case .currentDate: return .currentDate
            case .currentTimestamp: return .currentTimestamp
            default: return nil
            }
        case .uuid:
            guard case .string(let s) = self else { return nil }
            var t = s.trimmingASCIIWhitespace
            if t.hasPrefix("{") && t.hasSuffix("}") && t.count >= 2 { t = String(t.dropFirst().dropLast()) }
            t = t.lowercased()
            return UUIDText.isValid(t) ? .literal(.uuid(t)) : nil
        }
    }
}

// MARK: - Parser

private struct WhereParser {
    var tokens: [WhereToken]
    var columns: WhereColumnTable
    var position = 0
    var depth = 0

    init(tokens: [WhereToken], columns: WhereColumnTable) {
        self.tokens = tokens
        self.columns = columns
    }

    static let comparisons: [String: FilterComparison] = [
        "=": .equal, "<>": .notEqual, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
    ]
    /// Words that are never a value; a bare one that is not a field is a syntax error.
    static let keywords: Set<String> = ["AND", "OR", "NOT", "LIKE", "ESCAPE", "IN", "BETWEEN", "IS", "NULL"]
    /// SQL that has no place in a where clause, named as such when it is not a field.
    static let statementWords: Set<String> = [
        "SELECT", "FROM", "WHERE", "UNION", "INTERSECT", "EXCEPT", "INSERT", "UPDATE", "DELETE", "DROP",
        "CREATE", "ALTER", "TRUNCATE", "GRANT", "REVOKE", "EXEC", "EXECUTE", "WITH", "INTO", "VALUES",
        "CASE", "WHEN", "THEN", "ELSE", "END", "CAST", "EXISTS", "ANY", "ALL", "SOME", "COPY", "DO",
        "BEGIN", "COMMIT", "ROLLBACK", "SET", "RETURNING", "LIMIT", "OFFSET", "ORDER", "GROUP", "HAVING",
    ]
    static let functions: [String: FilterFunction] = [
        "UPPER": .upper,
        "LOWER": .lower,
        "CHAR_LENGTH": .characterLength,
        "CHARACTER_LENGTH": .characterLength,
        "LENGTH": .characterLength,
    ]

    var current: WhereToken { tokens[position] }
    var next: WhereToken { tokens[min(position + 1, tokens.count - 1)] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    mutating func take(word: String) -> Bool {
        guard current.isWord(word) else { return false }
        advance()
        return true
    }

    mutating func enter(at offset: Int) throws(WhereFailure) {
        depth += 1
        if depth > EsriWhere.maximumDepth {
            throw .syntax("nesting deeper than \(EsriWhere.maximumDepth) levels", at: offset)
        }
    }

    mutating func parseWhere() throws(WhereFailure) -> FeatureFilter {
        if current.kind == .end { return .constant(true) }
        let condition = try parseOr()
        guard current.kind == .end else {
            if current.isSymbol(")") { throw .syntax("unbalanced \")\"", at: current.offset) }
            throw .syntax("unexpected \(current.shown) after a complete condition", at: current.offset)
        }
        return condition
    }

    mutating func parseOr() throws(WhereFailure) -> FeatureFilter {
        var items = [try parseAnd()]
        while take(word: "OR") { items.append(try parseAnd()) }
        return items.count == 1 ? items[0] : .any(items)
    }

    mutating func parseAnd() throws(WhereFailure) -> FeatureFilter {
        var items = [try parseNot()]
        while take(word: "AND") { items.append(try parseNot()) }
        return items.count == 1 ? items[0] : .all(items)
    }

    mutating func parseNot() throws(WhereFailure) -> FeatureFilter {
        if current.isWord("NOT") {
            try enter(at: current.offset)
            defer { depth -= 1 }
            advance()
            return .not(try parseNot())
        }
        if current.isSymbol("(") {
            let open = current.offset
            try enter(at: open)
            defer { depth -= 1 }
            advance()
            let inner = try parseOr()
            guard current.isSymbol(")") else {
                if current.kind == .end { throw .syntax("the \"(\" at \(open) is never closed", at: current.offset) }
                throw .syntax("expected \")\" for the \"(\" at \(open), found \(current.shown)", at: current.offset)
            }
            advance()
            return inner
        }
        return try parsePredicate()
    }

    mutating func parsePredicate() throws(WhereFailure) -> FeatureFilter {
        let left = try parseOperand()
        let token = current
        if case .symbol(let op) = token.kind, Self.comparisons[op] != nil {
            advance()
            let right = try parseOperand()
            return try comparison(left, Self.comparisons[op]!, right)
        }
        var negated = false
        if take(word: "NOT") {
            negated = true
            guard current.isWord("LIKE") || current.isWord("IN") || current.isWord("BETWEEN") else {
                throw .syntax("expected LIKE, IN or BETWEEN after NOT, found \(current.shown)", at: current.offset)
            }
        }
        if take(word: "LIKE") { return try like(left, negated: negated) }
        if take(word: "IN") { return try member(left, negated: negated) }
        if take(word: "BETWEEN") {
            let low = try parseOperand()
            guard take(word: "AND") else {
                throw .syntax("expected AND in BETWEEN, found \(current.shown)", at: current.offset)
            }
            let high = try parseOperand()
            let values = try resolve([left, low, high])
            return .between(values[0], values[1], values[2], negated: negated)
        }
        if take(word: "IS") {
            let not = take(word: "NOT")
            guard take(word: "NULL") else {
                throw .syntax("expected NULL after IS\(not ? " NOT" : ""), found \(current.shown)", at: current.offset)
            }
            switch left {
            case .typed(let value, _, _, _, _): return .isNull(value, negated: not)
            case .literal: return .constant(not)
            }
        }
        throw .syntax("expected a comparison (=, <>, <, <=, >, >=, LIKE, IN, BETWEEN or IS) after \(left.shown), found \(token.shown)", at: token.offset)
    }

    mutating func like(_ left: WhereOperand, negated: Bool) throws(WhereFailure) -> FeatureFilter {
        let subject: FilterValue
        switch left {
        case .typed(let value, let kind, let label, _, let offset):
            guard kind == .string else {
                throw .type("LIKE needs a string, but \(label) is \(kind.described)", at: offset)
            }
            subject = value
        case .literal(let literal, let offset):
            guard let value = literal.value(as: .string) else {
                throw .type("LIKE needs a string, not \(literal.shown)", at: offset)
            }
            subject = value
        }
        guard case .string(let pattern) = current.kind else {
            throw .syntax("LIKE needs a quoted pattern, found \(current.shown)", at: current.offset)
        }
        advance()
        var escape: FilterValue?
        if take(word: "ESCAPE") {
            guard case .string(let e) = current.kind else {
                throw .syntax("ESCAPE needs a quoted character, found \(current.shown)", at: current.offset)
            }
            guard e.unicodeScalars.count == 1 else {
                throw .syntax("ESCAPE needs exactly one character, found \(current.shown)", at: current.offset)
            }
            escape = .literal(.string(e))
            advance()
        }
        return .like(subject, pattern: .literal(.string(pattern)), escape: escape, negated: negated)
    }

    mutating func member(_ left: WhereOperand, negated: Bool) throws(WhereFailure) -> FeatureFilter {
        guard current.isSymbol("(") else {
            throw .syntax("expected \"(\" after IN, found \(current.shown)", at: current.offset)
        }
        let open = current.offset
        advance()
        var items: [WhereOperand] = []
        if current.isSymbol(")") { throw .syntax("an IN list needs at least one value", at: current.offset) }
        while true {
            let item = try parseOperand()
            guard case .literal = item else {
                throw .syntax("an IN list takes literal values only, found \(item.shown)", at: item.offset)
            }
            items.append(item)
            guard current.isSymbol(",") else { break }
            advance()
        }
        guard current.isSymbol(")") else {
            if current.kind == .end { throw .syntax("the \"(\" at \(open) is never closed", at: current.offset) }
            throw .syntax("expected \",\" or \")\" in the IN list, found \(current.shown)", at: current.offset)
        }
        advance()
        let values = try resolve([left] + items)
        return .member(values[0], Array(values.dropFirst()), negated: negated)
    }

    mutating func parseOperand() throws(WhereFailure) -> WhereOperand {
        let token = current
        switch token.kind {
        case .minus:
            advance()
            guard case .number(let n) = current.kind else {
                throw .syntax("\"-\" must be followed by a number (arithmetic is not supported)", at: token.offset)
            }
            advance()
            return .literal(.number("-" + n), offset: token.offset)
        case .number(let n):
            advance()
            return .literal(.number(n), offset: token.offset)
        case .string(let s):
            advance()
            return .literal(.string(s), offset: token.offset)
        case .quotedName(let name):
            advance()
            return try field(name, at: token.offset)
        case .word(let word):
            let upper = word.asciiUppercased
            if next.isSymbol("(") { return try function(word, at: token.offset) }
            switch upper {
            case "TRUE", "FALSE":
                advance()
                return .literal(.boolean(upper == "TRUE"), offset: token.offset)
            case "CURRENT_DATE":
                advance()
                return .literal(.currentDate, offset: token.offset)
            case "CURRENT_TIMESTAMP":
                advance()
                return .literal(.currentTimestamp, offset: token.offset)
            case "NULL":
                throw .syntax("NULL can only follow IS (write IS NULL or IS NOT NULL)", at: token.offset)
            case "DATE", "TIMESTAMP":
                guard case .string(let s) = next.kind else { break }
                advance()
                let written = "\(upper) \(excerpt(s, quote: "'"))"
                guard let t = WhereTimestamp.normalized(s) else {
                    throw .syntax("\(written) is not a valid \(upper == "DATE" ? "date (yyyy-mm-dd)" : "timestamp (yyyy-mm-dd hh:mm:ss)")", at: token.offset)
                }
                advance()
                return .literal(.timestamp(t, written: written), offset: token.offset)
            default:
                break
            }
            advance()
            return try field(word, at: token.offset, bare: true)
        case .symbol("("):
            throw .syntax("unexpected \"(\" where a field name or value belongs (subqueries are not allowed)", at: token.offset)
        default:
            throw .syntax("expected a field name or a value, found \(token.shown)", at: token.offset)
        }
    }

    func field(_ name: String, at offset: Int, bare: Bool = false) throws(WhereFailure) -> WhereOperand {
        switch columns.lookup(name) {
        case .found(let real, let column):
            let written = excerpt(real, quote: "\"")
            return .typed(.field(column), kind: column.kind, label: "field \(written)", written: written, offset: offset)
        case .ambiguous(let names):
            let list = names.map { excerpt($0, quote: "\"") }.joined(separator: ", ")
            throw .field("field name \(excerpt(name, quote: "\"")) matches several fields (\(list)); quote it in its exact case", at: offset)
        case .missing:
            if bare {
                let upper = name.asciiUppercased
                if Self.statementWords.contains(upper) {
                    throw .syntax("\(upper) is not allowed (a where clause takes field names, literals, and the supported operators and functions)", at: offset)
                }
                if Self.keywords.contains(upper) {
                    throw .syntax("expected a field name or a value, found \(upper)", at: offset)
                }
            }
            throw .field("unknown field \(excerpt(name, quote: "\""))", at: offset)
        }
    }

    mutating func function(_ name: String, at offset: Int) throws(WhereFailure) -> WhereOperand {
        let upper = name.asciiUppercased
        guard let function = Self.functions[upper] else {
            throw .function("unknown function \(excerpt(name, quote: "\"")) (supported: UPPER, LOWER, CHAR_LENGTH, LENGTH)", at: offset)
        }
        try enter(at: offset)
        defer { depth -= 1 }
        advance()  // name
        advance()  // (
        let argument = try parseOperand()
        guard current.isSymbol(")") else {
            throw .syntax("expected \")\" to close \(upper)(, found \(current.shown)", at: current.offset)
        }
        advance()
        let value: FilterValue
        switch argument {
        case .typed(let v, let kind, let label, _, let o):
            guard kind == .string else {
                throw .type("\(upper) needs a string, but \(label) is \(kind.described)", at: o)
            }
            value = v
        case .literal(let literal, let o):
            guard let v = literal.value(as: .string) else { throw .type("\(upper) needs a string, not \(literal.shown)", at: o) }
            value = v
        }
        let written = "\(upper)(\(argument.written))"
        return .typed(.function(function, value), kind: function.kind, label: written, written: written, offset: offset)
    }

    // MARK: Types

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
