/// A CQL2 expression as written, before names and kinds are resolved: the shape of CQL2 JSON
/// (an operator with arguments, a property, a literal), each part with its place.
struct CQL2Node: Sendable {
    indirect enum Form: Sendable {
        /// An operator or function by its lowercased CQL2 name (`and`, `=`, `like`, `isnull`,
        /// `s_intersects`, `casei`, …).
        case op(String, [CQL2Node])
        case property(String)
        case string(String)
        /// A number as written.
        case number(String)
        case boolean(Bool)
        case timestamp(String)
        case date(String)
        /// Two bounds: timestamps, dates, strings, or `..` (open).
        case interval(CQL2Node, CQL2Node)
        case geometry(Geometry)
        case bbox(BoundingBox)
        case list([CQL2Node])
    }

    var form: Form
    var place: CQL2Place

    init(_ form: Form, _ place: CQL2Place) {
        self.form = form
        self.place = place
    }

    /// What a message calls this part.
    var shown: String {
        switch form {
        case .op(let name, _): return name.uppercased()
        case .property(let p): return "property \(filterExcerpt(p, quote: "\""))"
        case .string(let s): return filterExcerpt(s)
        case .number(let n): return n.count > 40 ? String(n.prefix(37)) + "..." : n
        case .boolean(let b): return b ? "TRUE" : "FALSE"
        case .timestamp(let t): return "TIMESTAMP(\(filterExcerpt(t)))"
        case .date(let d): return "DATE(\(filterExcerpt(d)))"
        case .interval: return "an INTERVAL"
        case .geometry(let g): return "a \(g.type.rawValue)"
        case .bbox: return "a BBOX"
        case .list: return "a list"
        }
    }
}
