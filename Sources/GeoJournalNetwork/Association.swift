import Foundation
import GeoJournalCore

/// An explicit connectivity association between two features that need not touch
/// (journaled like any edit). For a junction, `terminal` names the terminal (default: the first);
/// for an edge, `"from"` or `"to"` names the end (default: the first vertex).
public struct Association: Sendable, Hashable {
    public var from: UUID
    public var fromTerminal: String?
    public var to: UUID
    public var toTerminal: String?

    public init(from: UUID, fromTerminal: String? = nil, to: UUID, toTerminal: String? = nil) {
        self.from = from
        self.fromTerminal = fromTerminal
        self.to = to
        self.toTerminal = toTerminal
    }
}
