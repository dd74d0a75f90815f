import GeoJournalCore

/// Recursive descent over the tokens of a where clause, into a ``FeatureFilter``; names resolve
/// through a ``WhereColumnTable`` as they are read.
struct WhereParser {
    var tokens: [FilterToken]
    var columns: WhereColumnTable
    var position = 0
    var depth = 0

    init(tokens: [FilterToken], columns: WhereColumnTable) {
        self.tokens = tokens
        self.columns = columns
    }

    static let comparisons: [String: FilterComparison] = [
        "=": .equal, "<>": .notEqual, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
    ]
    static let functions: [String: FilterFunction] = [
        "UPPER": .upper,
        "LOWER": .lower,
        "CHAR_LENGTH": .characterLength,
        "CHARACTER_LENGTH": .characterLength,
        "LENGTH": .characterLength,
    ]

    var current: FilterToken { tokens[position] }
    var next: FilterToken { tokens[min(position + 1, tokens.count - 1)] }

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
                let written = "\(upper) \(filterExcerpt(s, quote: "'"))"
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
            let written = filterExcerpt(real, quote: "\"")
            return .typed(.field(column), kind: column.kind, label: "field \(written)", written: written, offset: offset)
        case .ambiguous(let names):
            let list = names.map { filterExcerpt($0, quote: "\"") }.joined(separator: ", ")
            throw .field("field name \(filterExcerpt(name, quote: "\"")) matches several fields (\(list)); quote it in its exact case", at: offset)
        case .missing:
            if bare {
                let upper = name.asciiUppercased
                if FilterDialect.esriWhere.statementWords.contains(upper) {
                    throw .syntax("\(upper) is not allowed (a where clause takes field names, literals, and the supported operators and functions)", at: offset)
                }
                if FilterDialect.esriWhere.keywords.contains(upper) {
                    throw .syntax("expected a field name or a value, found \(upper)", at: offset)
                }
            }
            throw .field("unknown field \(filterExcerpt(name, quote: "\""))", at: offset)
        }
    }

    mutating func function(_ name: String, at offset: Int) throws(WhereFailure) -> WhereOperand {
        let upper = name.asciiUppercased
        guard let function = Self.functions[upper] else {
            throw .function("unknown function \(filterExcerpt(name, quote: "\"")) (supported: UPPER, LOWER, CHAR_LENGTH, LENGTH)", at: offset)
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
}
