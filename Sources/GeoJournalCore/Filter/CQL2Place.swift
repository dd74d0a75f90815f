/// Where a part of a filter is: a character offset in CQL2 text, a JSON path in CQL2 JSON.
enum CQL2Place: Sendable {
    case offset(Int)
    case path(String)

    var shown: String {
        switch self {
        case .offset(let o): return "(at \(o))"
        case .path(let p): return "(at \(p))"
        }
    }
}
