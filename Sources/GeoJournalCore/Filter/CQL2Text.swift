/// CQL2 text (`filter-lang=cql2-text`) read into a ``CQL2Node`` tree, every part with its
/// character offset (Unicode scalars from 0). Nothing of the text reaches SQL: the resolver
/// (``CQL2Resolver``) types every literal and ``FilterSQL`` binds it.
///
/// ```swift
/// let node = try CQL2TextParser.parse("NAME LIKE 'Oak%' AND S_INTERSECTS(geometry, POINT(7 50))")
/// ```
enum CQL2TextParser {
    static func parse(_ text: String) throws(CQL2Failure) -> CQL2Node {
        let tokens: [FilterToken]
        do throws(FilterSyntaxError) {
            tokens = try FilterLexer.tokens(Array(text.unicodeScalars), dialect: .cql2Text)
        } catch {
            throw .syntax(error.message, at: .offset(error.offset))
        }
        var parser = TextParser(tokens: tokens)
        if parser.current.kind == .end { throw .syntax("the filter is empty", at: .offset(0)) }
        let node = try parser.parseOr()
        guard parser.current.kind == .end else {
            if parser.current.isSymbol(")") { throw .syntax("unbalanced \")\"", at: .offset(parser.current.offset)) }
            throw .syntax("unexpected \(parser.current.shown) after a complete condition", at: .offset(parser.current.offset))
        }
        return node
    }
}

private extension FilterToken {
    var shown: String { shown(end: FilterDialect.cql2Text.endShown) }
}

private struct TextParser {
    var tokens: [FilterToken]
    var position = 0
    var depth = 0

    init(tokens: [FilterToken]) { self.tokens = tokens }

    static let comparisons: Set<String> = ["=", "<>", "<", "<=", ">", ">="]
    static let geometryWords: Set<String> = ["POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON", "GEOMETRYCOLLECTION", "BBOX"]

    var current: FilterToken { tokens[position] }
    var next: FilterToken { tokens[min(position + 1, tokens.count - 1)] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    mutating func take(word: String) -> Bool {
        guard current.isWord(word) else { return false }
        advance()
        return true
    }

    mutating func expect(_ symbol: String, _ what: String) throws(CQL2Failure) {
        guard current.isSymbol(symbol) else {
            throw .syntax("expected \"\(symbol)\" \(what), found \(current.shown)", at: .offset(current.offset))
        }
        advance()
    }

    mutating func enter(at offset: Int) throws(CQL2Failure) {
        depth += 1
        if depth > CQL2.maximumDepth { throw .syntax("nesting deeper than \(CQL2.maximumDepth) levels", at: .offset(offset)) }
    }

    mutating func parseOr() throws(CQL2Failure) -> CQL2Node {
        let start = current.offset
        var items = [try parseAnd()]
        while take(word: "OR") { items.append(try parseAnd()) }
        return items.count == 1 ? items[0] : CQL2Node(.op("or", items), .offset(start))
    }

    mutating func parseAnd() throws(CQL2Failure) -> CQL2Node {
        let start = current.offset
        var items = [try parseNot()]
        while take(word: "AND") { items.append(try parseNot()) }
        return items.count == 1 ? items[0] : CQL2Node(.op("and", items), .offset(start))
    }

    mutating func parseNot() throws(CQL2Failure) -> CQL2Node {
        let start = current.offset
        if current.isWord("NOT") {
            try enter(at: start)
            defer { depth -= 1 }
            advance()
            return CQL2Node(.op("not", [try parseNot()]), .offset(start))
        }
        if current.isSymbol("(") {
            try enter(at: start)
            defer { depth -= 1 }
            advance()
            let inner = try parseOr()
            guard current.isSymbol(")") else {
                if current.kind == .end { throw .syntax("the \"(\" at \(start) is never closed", at: .offset(current.offset)) }
                throw .syntax("expected \")\" for the \"(\" at \(start), found \(current.shown)", at: .offset(current.offset))
            }
            advance()
            return inner
        }
        return try parsePredicate()
    }

    /// Whether the current token ends a condition (so a lone value is the whole predicate).
    var atConditionEnd: Bool { current.kind == .end || current.isSymbol(")") || current.isWord("AND") || current.isWord("OR") }

    mutating func parsePredicate() throws(CQL2Failure) -> CQL2Node {
        let start = current.offset
        let left = try parseScalar()
        if case .symbol(let op) = current.kind, Self.comparisons.contains(op) {
            advance()
            return CQL2Node(.op(op, [left, try parseScalar()]), .offset(start))
        }
        if atConditionEnd {
            switch left.form {
            case .op, .boolean, .property: return left
            default: break
            }
        }
        let notAt = current.offset
        let negated = take(word: "NOT")
        if negated, !(current.isWord("LIKE") || current.isWord("ILIKE") || current.isWord("IN") || current.isWord("BETWEEN")) {
            throw .syntax("expected LIKE, IN or BETWEEN after NOT, found \(current.shown)", at: .offset(current.offset))
        }
        var predicate: CQL2Node
        if take(word: "LIKE") {
            predicate = CQL2Node(.op("like", [left, try parseScalar()]), .offset(start))
        } else if current.isWord("ILIKE") {
            // The draft's ILIKE (GDAL's OAPIF driver up to 3.6 writes it): CASEI on both sides.
            let at = CQL2Place.offset(current.offset)
            advance()
            let pattern = try parseScalar()
            predicate = CQL2Node(.op("like", [CQL2Node(.op("casei", [left]), at), CQL2Node(.op("casei", [pattern]), pattern.place)]), .offset(start))
        } else if take(word: "BETWEEN") {
            let low = try parseScalar()
            guard take(word: "AND") else { throw .syntax("expected AND in BETWEEN, found \(current.shown)", at: .offset(current.offset)) }
            predicate = CQL2Node(.op("between", [left, low, try parseScalar()]), .offset(start))
        } else if current.isWord("IN") {
            advance()
            let open = current.offset
            try expect("(", "after IN")
            var items: [CQL2Node] = []
            if current.isSymbol(")") { throw .syntax("an IN list needs at least one value", at: .offset(current.offset)) }
            while true {
                items.append(try parseScalar())
                guard current.isSymbol(",") else { break }
                advance()
            }
            guard current.isSymbol(")") else {
                if current.kind == .end { throw .syntax("the \"(\" at \(open) is never closed", at: .offset(current.offset)) }
                throw .syntax("expected \",\" or \")\" in the IN list, found \(current.shown)", at: .offset(current.offset))
            }
            advance()
            predicate = CQL2Node(.op("in", [left, CQL2Node(.list(items), .offset(open))]), .offset(start))
        } else if take(word: "IS") {
            let not = take(word: "NOT")
            guard take(word: "NULL") else {
                throw .syntax("expected NULL after IS\(not ? " NOT" : ""), found \(current.shown)", at: .offset(current.offset))
            }
            let isNull = CQL2Node(.op("isnull", [left]), .offset(start))
            return not ? CQL2Node(.op("not", [isNull]), .offset(start)) : isNull
        } else {
            throw .syntax("expected a comparison (=, <>, <, <=, >, >=, LIKE, BETWEEN, IN or IS) after \(left.shown), found \(current.shown)",
                          at: .offset(current.offset))
        }
        if negated { predicate = CQL2Node(.op("not", [predicate]), .offset(notAt)) }
        return predicate
    }

    mutating func parseScalar() throws(CQL2Failure) -> CQL2Node {
        let token = current
        let place = CQL2Place.offset(token.offset)
        switch token.kind {
        case .minus:
            advance()
            guard case .number(let n) = current.kind else {
                throw .syntax("\"-\" must be followed by a number (arithmetic is not supported)", at: place)
            }
            advance()
            return CQL2Node(.number("-" + n), place)
        case .number(let n):
            advance()
            return CQL2Node(.number(n), place)
        case .string(let s):
            advance()
            return CQL2Node(.string(s), place)
        case .quotedName(let name):
            advance()
            return CQL2Node(.property(name), place)
        case .word(let word):
            let upper = word.asciiUppercased
            switch upper {
            case "TRUE", "FALSE":
                advance()
                return CQL2Node(.boolean(upper == "TRUE"), place)
            case "NULL":
                throw .syntax("NULL can only follow IS (write IS NULL or IS NOT NULL)", at: place)
            default:
                break
            }
            if next.isSymbol("(") { return try function(upper, at: token.offset) }
            if FilterDialect.cql2Text.statementWords.contains(upper) {
                throw .syntax("\(upper) is not allowed (a filter takes properties, literals, and the supported operators and functions)", at: place)
            }
            if FilterDialect.cql2Text.keywords.contains(upper) { throw .syntax("expected a property or a value, found \(upper)", at: place) }
            advance()
            return CQL2Node(.property(word), place)
        case .symbol("("):
            throw .syntax("unexpected \"(\" where a property or a value belongs", at: place)
        default:
            throw .syntax("expected a property or a value, found \(token.shown)", at: place)
        }
    }

    /// A function call or a literal written like one (`TIMESTAMP('…')`, `POINT(…)`).
    mutating func function(_ upper: String, at offset: Int) throws(CQL2Failure) -> CQL2Node {
        let place = CQL2Place.offset(offset)
        try enter(at: offset)
        defer { depth -= 1 }
        if Self.geometryWords.contains(upper) { return try geometry(upper, at: offset) }
        advance()  // name
        advance()  // (
        switch upper {
        case "TIMESTAMP", "DATE":
            guard case .string(let s) = current.kind else {
                throw .syntax("\(upper) needs a quoted \(upper == "DATE" ? "date" : "time"), found \(current.shown)", at: .offset(current.offset))
            }
            advance()
            try expect(")", "to close \(upper)(")
            return CQL2Node(upper == "DATE" ? .date(s) : .timestamp(s), place)
        case "INTERVAL":
            let a = try parseScalar()
            try expect(",", "between the bounds of INTERVAL")
            let b = try parseScalar()
            try expect(")", "to close INTERVAL(")
            return CQL2Node(.interval(a, b), place)
        default:
            var args: [CQL2Node] = []
            if !current.isSymbol(")") {
                while true {
                    args.append(try argument())
                    guard current.isSymbol(",") else { break }
                    advance()
                }
            }
            guard current.isSymbol(")") else {
                if current.kind == .end { throw .syntax("the \"(\" of \(upper) is never closed", at: .offset(current.offset)) }
                throw .syntax("expected \",\" or \")\" in \(upper)(…), found \(current.shown)", at: .offset(current.offset))
            }
            advance()
            return CQL2Node(.op(upper.lowercased(), args), place)
        }
    }

    /// An argument of a function: a value, or a condition where functions take them.
    mutating func argument() throws(CQL2Failure) -> CQL2Node {
        let start = position
        let value = try parseScalar()
        if current.isSymbol(",") || current.isSymbol(")") { return value }
        position = start
        return try parseOr()
    }

    // MARK: WKT

    mutating func geometry(_ upper: String, at offset: Int) throws(CQL2Failure) -> CQL2Node {
        let place = CQL2Place.offset(offset)
        advance()  // the word; current is "("
        if current.isWord("Z") || current.isWord("M") || current.isWord("ZM") { advance() }
        switch upper {
        case "BBOX":
            try expect("(", "after BBOX")
            var numbers: [Double] = []
            while true {
                numbers.append(try number())
                guard current.isSymbol(",") else { break }
                advance()
            }
            try expect(")", "to close BBOX(")
            guard numbers.count == 4 || numbers.count == 6 else {
                throw .syntax("BBOX takes 4 numbers (or 6 with heights), not \(numbers.count)", at: place)
            }
            let half = numbers.count / 2
            guard numbers[0] <= numbers[half], numbers[1] <= numbers[half + 1] else {
                throw .syntax("BBOX needs its minimum corner first", at: place)
            }
            return CQL2Node(.bbox(BoundingBox(minX: numbers[0], minY: numbers[1], maxX: numbers[half], maxY: numbers[half + 1])), place)
        case "POINT":
            try expect("(", "after POINT")
            let p = try coordinate()
            try expect(")", "to close POINT(")
            return CQL2Node(.geometry(.point(p)), place)
        case "LINESTRING":
            return CQL2Node(.geometry(.lineString(try positions())), place)
        case "POLYGON":
            return CQL2Node(.geometry(.polygon(try rings())), place)
        case "MULTIPOINT":
            try expect("(", "after MULTIPOINT")
            var points: [Position] = []
            while true {
                if current.isSymbol("(") {
                    advance()
                    points.append(try coordinate())
                    try expect(")", "after a point of MULTIPOINT")
                } else {
                    points.append(try coordinate())
                }
                guard current.isSymbol(",") else { break }
                advance()
            }
            try expect(")", "to close MULTIPOINT(")
            return CQL2Node(.geometry(.multiPoint(points)), place)
        case "MULTILINESTRING":
            return CQL2Node(.geometry(.multiLineString(try rings())), place)
        case "MULTIPOLYGON":
            try expect("(", "after MULTIPOLYGON")
            var polygons: [[[Position]]] = []
            while true {
                polygons.append(try rings())
                guard current.isSymbol(",") else { break }
                advance()
            }
            try expect(")", "to close MULTIPOLYGON(")
            return CQL2Node(.geometry(.multiPolygon(polygons)), place)
        default:
            throw .function("\(upper) is not supported (POINT, LINESTRING, POLYGON, MULTIPOINT, MULTILINESTRING, MULTIPOLYGON and BBOX are)", at: place)
        }
    }

    var atNumber: Bool {
        if case .number = current.kind { return true }
        return false
    }

    mutating func number() throws(CQL2Failure) -> Double {
        let offset = current.offset
        var sign = 1.0
        if current.kind == .minus {
            sign = -1
            advance()
        }
        guard case .number(let n) = current.kind, let d = Double(n), d.isFinite else {
            throw .syntax("expected a number, found \(current.shown)", at: .offset(current.kind == .minus ? offset : current.offset))
        }
        advance()
        return sign * d
    }

    mutating func coordinate() throws(CQL2Failure) -> Position {
        let x = try number()
        let y = try number()
        if current.kind == .minus || atNumber {
            return Position(x, y, try number())
        }
        return Position(x, y)
    }

    /// `( x y, x y, … )`
    mutating func positions() throws(CQL2Failure) -> [Position] {
        try expect("(", "before coordinates")
        var out: [Position] = []
        while true {
            out.append(try coordinate())
            guard current.isSymbol(",") else { break }
            advance()
        }
        try expect(")", "after coordinates")
        return out
    }

    /// `( (…), (…) )`
    mutating func rings() throws(CQL2Failure) -> [[Position]] {
        try expect("(", "before a list of coordinate lists")
        var out: [[Position]] = []
        while true {
            out.append(try positions())
            guard current.isSymbol(",") else { break }
            advance()
        }
        try expect(")", "after a list of coordinate lists")
        return out
    }
}
