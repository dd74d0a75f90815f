import GeoJournalCore

/// A literal as written, before it takes the kind of what it is compared with.
enum WhereLiteral {
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
        case .string(let s): return filterExcerpt(s, quote: "'")
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

extension String {
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
