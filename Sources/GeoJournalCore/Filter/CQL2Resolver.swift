private extension FilterKind {
    var cql2Name: String {
        switch self {
        case .integer: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .boolean: return "a boolean"
        case .date: return "a date"
        case .uuid: return "a UUID"
        }
    }

    var cql2Expectation: String {
        switch self {
        case .integer: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .boolean: return "TRUE or FALSE"
        case .date: return "a TIMESTAMP('…') or DATE('…')"
        case .uuid: return "a UUID string"
        }
    }
}

/// A resolved scalar: a field (or a function of one) with its kind, or a literal still to take
/// the kind of what it meets.
private enum CQL2Operand {
    case typed(FilterValue, kind: FilterKind, label: String, place: CQL2Place)
    case literal(CQL2Node)
    /// A function applied to a literal (`CASEI('Oak%')`): the function's value once the literal is typed.
    case literalFunction(FilterFunction, CQL2Node)

    var place: CQL2Place {
        switch self {
        case .typed(_, _, _, let p): return p
        case .literal(let n), .literalFunction(_, let n): return n.place
        }
    }

    var shown: String {
        switch self {
        case .typed(_, _, let label, _): return label
        case .literal(let n): return n.shown
        case .literalFunction(let f, let n): return "\(f == .lower ? "CASEI" : "\(f)")(\(n.shown))"
        }
    }
}

struct CQL2Resolver {
    let queryables: CQL2Queryables
    /// Lowercased name → the real names that lowercase to it.
    let folded: [String: [String]]
    var depth = 0

    init(queryables: CQL2Queryables) {
        self.queryables = queryables
        var folded: [String: [String]] = [:]
        for name in queryables.fields.keys { folded[name.lowercased(), default: []].append(name) }
        self.folded = folded
    }

    static let comparisons: [String: FilterComparison] = [
        "=": .equal, "<>": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
    ]
    static let spatial: Set<String> = ["s_intersects", "s_disjoint", "s_within", "s_contains"]
    static let temporal: Set<String> = ["t_before", "t_after", "t_equals", "t_intersects", "t_disjoint", "t_during"]
    static let supported = "AND, OR, NOT, =, <>, <, <=, >, >=, LIKE, BETWEEN, IN, IS NULL, CASEI, S_INTERSECTS, S_DISJOINT, S_WITHIN, S_CONTAINS, T_BEFORE, T_AFTER, T_EQUALS, T_INTERSECTS, T_DISJOINT, T_DURING"

    mutating func enter(_ place: CQL2Place) throws(CQL2Failure) {
        depth += 1
        if depth > CQL2.maximumDepth { throw .syntax("nesting deeper than \(CQL2.maximumDepth) levels", at: place) }
    }

    func arity(_ name: String, _ args: [CQL2Node], _ count: Int, _ place: CQL2Place) throws(CQL2Failure) {
        guard args.count == count else {
            throw .syntax("\(name.uppercased()) takes \(count) argument\(count == 1 ? "" : "s"), not \(args.count)", at: place)
        }
    }

    mutating func condition(_ node: CQL2Node) throws(CQL2Failure) -> FeatureFilter {
        try enter(node.place)
        defer { depth -= 1 }
        switch node.form {
        case .boolean(let b):
            return .constant(b)
        case .property:
            let operand = try scalar(node)
            guard case .typed(let value, .boolean, _, _) = operand else {
                throw .type("\(operand.shown) is not a condition (only a boolean property stands alone)", at: node.place)
            }
            return .compare(value, .equal, .literal(.boolean(true)))
        case .op(let name, let args):
            switch name {
            case "and", "or":
                guard args.count >= 2 else { throw .syntax("\(name.uppercased()) takes at least 2 arguments, not \(args.count)", at: node.place) }
                var items: [FeatureFilter] = []
                for a in args { items.append(try condition(a)) }
                return name == "and" ? .all(items) : .any(items)
            case "not":
                try arity(name, args, 1, node.place)
                return .not(try condition(args[0]))
            case let op where Self.comparisons[op] != nil:
                try arity(op, args, 2, node.place)
                let values = try resolve([try scalar(args[0]), try scalar(args[1])])
                return .compare(values[0], Self.comparisons[op]!, values[1])
            case "like":
                try arity(name, args, 2, node.place)
                let subject = try scalar(args[0])
                let pattern = try scalar(args[1])
                for operand in [subject, pattern] {
                    if case .typed(_, let kind, let label, let place) = operand, kind != .string {
                        throw .type("LIKE needs strings, but \(label) is \(kind.cql2Name)", at: place)
                    }
                }
                switch pattern {
                case .typed: throw .type("the pattern of LIKE must be a string literal, not \(pattern.shown)", at: pattern.place)
                default: break
                }
                let values = try resolve([subject, pattern], anchor: .string)
                return .like(values[0], pattern: values[1], escape: .literal(.string("\\")), negated: false)
            case "between":
                try arity(name, args, 3, node.place)
                let operands = [try scalar(args[0]), try scalar(args[1]), try scalar(args[2])]
                if case .typed(_, let kind, let label, let place) = operands[0], !(kind.isNumeric || kind == .date) {
                    throw .type("BETWEEN needs a number or a date, but \(label) is \(kind.cql2Name)", at: place)
                }
                let values = try resolve(operands)
                return .between(values[0], values[1], values[2], negated: false)
            case "in":
                try arity(name, args, 2, node.place)
                guard case .list(let items) = args[1].form else {
                    throw .syntax("IN needs a list of values, found \(args[1].shown)", at: args[1].place)
                }
                guard !items.isEmpty else { throw .syntax("an IN list needs at least one value", at: args[1].place) }
                var operands = [try scalar(args[0])]
                for item in items {
                    let o = try scalar(item)
                    if case .typed = o { throw .syntax("an IN list takes literal values only, found \(o.shown)", at: o.place) }
                    operands.append(o)
                }
                let values = try resolve(operands)
                return .member(values[0], Array(values.dropFirst()), negated: false)
            case "isnull":
                try arity("IS NULL", args, 1, node.place)
                switch try scalar(args[0]) {
                case .typed(let value, _, _, _): return .isNull(value, negated: false)
                case .literal, .literalFunction: return .constant(false)
                }
            case let s where Self.spatial.contains(s):
                try arity(s, args, 2, node.place)
                return try spatial(s, args, node.place)
            case let t where Self.temporal.contains(t):
                try arity(t, args, 2, node.place)
                return try temporal(t, args, node.place)
            case "casei", "accenti":
                throw .type("\(name.uppercased()) gives a string, not a condition", at: node.place)
            default:
                throw .function("\(name.uppercased()) is not supported (supported: \(Self.supported))", at: node.place)
            }
        default:
            throw .syntax("expected a condition, found \(node.shown)", at: node.place)
        }
    }

    // MARK: Scalars

    private mutating func scalar(_ node: CQL2Node) throws(CQL2Failure) -> CQL2Operand {
        switch node.form {
        case .property(let name):
            if name == queryables.geometry || name.lowercased() == queryables.geometry.lowercased(), queryables.fields[name] == nil {
                throw .type("the geometry can only be used in a spatial function (S_INTERSECTS, S_DISJOINT, S_WITHIN, S_CONTAINS)", at: node.place)
            }
            let field = try lookup(name, node.place)
            return .typed(.field(field.1), kind: field.1.kind, label: "property \(filterExcerpt(field.0, quote: "\""))", place: node.place)
        case .string, .number, .boolean, .timestamp, .date:
            return .literal(node)
        case .op(let name, let args):
            switch name {
            case "casei":
                try arity(name, args, 1, node.place)
                try enter(node.place)
                defer { depth -= 1 }
                let inner = try scalar(args[0])
                switch inner {
                case .typed(let value, let kind, let label, let place):
                    guard kind == .string else { throw .type("CASEI needs a string, but \(label) is \(kind.cql2Name)", at: place) }
                    return .typed(.function(.lower, value), kind: .string, label: "CASEI(\(label))", place: node.place)
                case .literal(let literal):
                    guard case .string = literal.form else { throw .type("CASEI needs a string, not \(literal.shown)", at: literal.place) }
                    return .literalFunction(.lower, literal)
                case .literalFunction:
                    return inner
                }
            case "accenti":
                throw .function("ACCENTI is not supported (accent-insensitive comparison is not served; CASEI is)", at: node.place)
            case "upper", "lower":
                throw .function("\(name.uppercased()) is not a CQL2 function; use CASEI for case-insensitive comparison", at: node.place)
            default:
                if Self.comparisons[name] != nil || ["and", "or", "not", "like", "between", "in", "isnull"].contains(name)
                    || Self.spatial.contains(name) || Self.temporal.contains(name) {
                    throw .type("expected a value, found the condition \(name.uppercased())", at: node.place)
                }
                throw .function("\(name.uppercased()) is not supported (supported: \(Self.supported))", at: node.place)
            }
        case .geometry, .bbox:
            throw .type("\(node.shown) can only be used in a spatial function", at: node.place)
        case .interval:
            throw .type("an INTERVAL can only be used in a temporal function (T_…)", at: node.place)
        case .list:
            throw .type("a list can only follow IN", at: node.place)
        }
    }

    private func lookup(_ name: String, _ place: CQL2Place) throws(CQL2Failure) -> (String, FilterField) {
        if let field = queryables.fields[name] { return (name, field) }
        if let names = folded[name.lowercased()] {
            guard names.count == 1, let field = queryables.fields[names[0]] else {
                throw .field("property \(filterExcerpt(name, quote: "\"")) matches several queryables (\(names.sorted().map { filterExcerpt($0, quote: "\"") }.joined(separator: ", "))); write it in its exact case", at: place)
            }
            return (names[0], field)
        }
        throw .field("\(filterExcerpt(name, quote: "\"")) is not a queryable of this collection (see its queryables)", at: place)
    }

    /// The operands of one predicate as values of one kind: the kind of the first field among
    /// them (or `anchor`), or, when all are literals, the kind they share.
    private func resolve(_ operands: [CQL2Operand], anchor given: FilterKind? = nil) throws(CQL2Failure) -> [FilterValue] {
        var anchor: (kind: FilterKind, label: String)? = given.map { ($0, "LIKE") }
        for operand in operands {
            guard case .typed(_, let kind, let label, let place) = operand else { continue }
            if let a = anchor {
                guard a.kind.isComparable(with: kind) else {
                    throw .type("cannot compare \(a.label) (\(a.kind.cql2Name)) with \(label) (\(kind.cql2Name))", at: place)
                }
            } else {
                anchor = (kind, label)
            }
        }
        if anchor == nil {
            // Literals only: the kind of the first, numbers widening to double.
            var kind: FilterKind?
            for operand in operands {
                let node: CQL2Node
                switch operand {
                case .literal(let n), .literalFunction(_, let n): node = n
                case .typed: continue
                }
                let k = Self.naturalKind(node)
                if let current = kind, current != k {
                    guard current.isNumeric && k.isNumeric else { throw .type("cannot compare \(operands[0].shown) with \(node.shown)", at: node.place) }
                    kind = .double
                } else if kind == nil {
                    kind = k
                }
            }
            anchor = kind.map { ($0, operands[0].shown) }
        }
        guard let anchor else { return [] }
        var values: [FilterValue] = []
        for operand in operands {
            switch operand {
            case .typed(let value, _, _, _): values.append(value)
            case .literal(let node):
                values.append(.literal(try Self.literal(node, as: anchor.kind, for: anchor.label)))
            case .literalFunction(let f, let node):
                values.append(.function(f, .literal(try Self.literal(node, as: anchor.kind, for: anchor.label))))
            }
        }
        return values
    }

    static func naturalKind(_ node: CQL2Node) -> FilterKind {
        switch node.form {
        case .number(let n): return Int64(n) != nil ? .integer : .double
        case .boolean: return .boolean
        case .timestamp, .date: return .date
        default: return .string
        }
    }

    /// A literal as a value of `kind`.
    static func literal(_ node: CQL2Node, as kind: FilterKind, for label: String) throws(CQL2Failure) -> FilterLiteral {
        func refuse() -> CQL2Failure { .type("\(node.shown) is not \(kind.cql2Expectation) for \(label)", at: node.place) }
        switch (kind, node.form) {
        case (.integer, .number(let n)):
            if let i = Int64(n) { return .integer(i) }
            guard let d = Double(n), d.isFinite else { throw refuse() }
            return .double(d)
        case (.double, .number(let n)):
            guard let d = Double(n), d.isFinite else { throw refuse() }
            return .double(d)
        case (.string, .string(let s)): return .string(s)
        case (.boolean, .boolean(let b)): return .boolean(b)
        case (.date, .timestamp(let t)), (.date, .string(let t)):
            guard let normalized = timestamp(t) else {
                throw .type("\(node.shown) is not an RFC 3339 time (2026-11-22T10:00:00Z)", at: node.place)
            }
            return .timestamp(normalized)
        case (.date, .date(let d)):
            guard d.utf8.count == 10, RFC3339.seconds(d) != nil else { throw .type("\(node.shown) is not a date (yyyy-mm-dd)", at: node.place) }
            return .timestamp(d + "T00:00:00Z")
        case (.uuid, .string(let s)):
            let t = s.lowercased()
            guard UUIDText.isValid(t) else { throw refuse() }
            return .uuid(t)
        default:
            throw refuse()
        }
    }

    /// RFC 3339 text with an offset (`Z` added to a time without one; a date is its midnight UTC).
    static func timestamp(_ text: String) -> String? {
        if text.utf8.count == 10 { return RFC3339.seconds(text) != nil ? text + "T00:00:00Z" : nil }
        if RFC3339.seconds(text) != nil { return text }
        if RFC3339.seconds(text + "Z") != nil { return text + "Z" }
        return nil
    }

    // MARK: Spatial and temporal functions

    private func spatial(_ name: String, _ args: [CQL2Node], _ place: CQL2Place) throws(CQL2Failure) -> FeatureFilter {
        func isGeometry(_ n: CQL2Node) -> Bool {
            if case .property(let p) = n.form, p.lowercased() == queryables.geometry.lowercased() { return true }
            return false
        }
        func shape(_ n: CQL2Node) throws(CQL2Failure) -> FilterShape {
            switch n.form {
            case .geometry(let g): return FilterShape(.geometry(g), srid: queryables.filterSRID)
            case .bbox(let b): return FilterShape(.box(b), srid: queryables.filterSRID)
            case .property(let p):
                throw .type("\(name.uppercased()) compares the geometry (\"\(queryables.geometry)\") with a geometry literal; \(filterExcerpt(p, quote: "\"")) is not the geometry", at: n.place)
            default:
                throw .type("\(name.uppercased()) needs a geometry (WKT, GeoJSON or BBOX), not \(n.shown)", at: n.place)
            }
        }
        let featureFirst: Bool
        let given: FilterShape
        if isGeometry(args[0]) {
            featureFirst = true
            given = try shape(args[1])
        } else if isGeometry(args[1]) {
            featureFirst = false
            given = try shape(args[0])
        } else {
            _ = try shape(args[0])
            throw .type("\(name.uppercased()) needs the geometry (\"\(queryables.geometry)\") as one of its arguments", at: args[1].place)
        }
        switch name {
        case "s_intersects": return .spatial(.intersects, given)
        case "s_disjoint": return .not(.spatial(.intersects, given))
        // The feature within the shape: the shape contains it.
        case "s_within": return .spatial(featureFirst ? .contains : .within, given)
        default: return .spatial(featureFirst ? .within : .contains, given)
        }
    }

    private mutating func temporal(_ name: String, _ args: [CQL2Node], _ place: CQL2Place) throws(CQL2Failure) -> FeatureFilter {
        var first = args[0], second = args[1]
        var flipped = false
        if case .property = second.form, !isProperty(first) {
            swap(&first, &second)
            flipped = true
        }
        let subject = try scalar(first)
        guard case .typed(let value, .date, _, _) = subject else {
            throw .type("\(name.uppercased()) needs a date property, not \(subject.shown)", at: first.place)
        }
        func instant(_ n: CQL2Node) throws(CQL2Failure) -> FilterValue? {
            if case .string("..") = n.form { return nil }
            return .literal(try Self.literal(n, as: .date, for: "\(name.uppercased())"))
        }
        let operation = flipped ? Self.mirrored(name) : name
        switch second.form {
        case .interval(let a, let b):
            let low = try instant(a), high = try instant(b)
            func after(_ bound: FilterValue?, _ strict: Bool) -> FeatureFilter {
                bound.map { .compare(value, strict ? .greater : .greaterOrEqual, $0) } ?? .constant(true)
            }
            func before(_ bound: FilterValue?, _ strict: Bool) -> FeatureFilter {
                bound.map { .compare(value, strict ? .less : .lessOrEqual, $0) } ?? .constant(true)
            }
            switch operation {
            case "t_before": return low.map { .compare(value, .less, $0) } ?? .constant(false)
            case "t_after": return high.map { .compare(value, .greater, $0) } ?? .constant(false)
            case "t_intersects": return .all([after(low, false), before(high, false)])
            case "t_disjoint": return .not(.all([after(low, false), before(high, false)]))
            case "t_during": return .all([after(low, true), before(high, true)])
            default:
                throw .function("\(name.uppercased()) of a date property and an INTERVAL is not supported (T_BEFORE, T_AFTER, T_INTERSECTS, T_DISJOINT, T_DURING are)", at: place)
            }
        case .timestamp, .date, .string:
            guard let moment = try instant(second) else { throw .type("\(name.uppercased()) needs a time, not \"..\"", at: second.place) }
            switch operation {
            case "t_before": return .compare(value, .less, moment)
            case "t_after": return .compare(value, .greater, moment)
            case "t_equals", "t_intersects": return .compare(value, .equal, moment)
            case "t_disjoint": return .compare(value, .notEqual, moment)
            default:
                throw .function("\(name.uppercased()) needs an INTERVAL", at: second.place)
            }
        default:
            throw .type("\(name.uppercased()) needs a TIMESTAMP, DATE or INTERVAL, not \(second.shown)", at: second.place)
        }
    }

    private func isProperty(_ n: CQL2Node) -> Bool {
        if case .property = n.form { return true }
        return false
    }

    /// The relation with its arguments swapped.
    static func mirrored(_ name: String) -> String {
        switch name {
        case "t_before": return "t_after"
        case "t_after": return "t_before"
        case "t_during": return "t_contains"
        default: return name
        }
    }
}
