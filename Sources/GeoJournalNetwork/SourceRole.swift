import GeoJournalCore

/// Junction layers hold point devices; edge layers hold lines.
public enum SourceRole: String, Sendable, Hashable, CaseIterable {
    case junction, edge
}
