import GeoJournalCore

/// A network attribute: a name traces use, read from a field of the network sources.
public struct NetworkAttribute: Sendable, Hashable {
    public var name: String
    public var field: String

    public init(name: String, field: String) {
        self.name = name
        self.field = field
    }
}
