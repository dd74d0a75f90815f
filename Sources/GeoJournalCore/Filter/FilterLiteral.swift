/// A literal of a filter, already of the kind of what it is compared with.
public enum FilterLiteral: Sendable, Hashable {
    case integer(Int64)
    case double(Double)
    case string(String)
    case boolean(Bool)
    /// RFC 3339 text with an explicit offset (a bare time would be read in some session's zone).
    case timestamp(String)
    /// A lowercased UUID's text.
    case uuid(String)

    public var kind: FilterKind {
        switch self {
        case .integer: return .integer
        case .double: return .double
        case .string: return .string
        case .boolean: return .boolean
        case .timestamp: return .date
        case .uuid: return .uuid
        }
    }
}
