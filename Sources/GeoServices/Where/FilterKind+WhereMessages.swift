import GeoJournalCore

extension FilterKind {
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
