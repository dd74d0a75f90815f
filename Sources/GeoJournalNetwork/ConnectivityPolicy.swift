import GeoJournalCore

/// Where an edge may connect: only at its end vertices, or at any vertex.
public enum ConnectivityPolicy: String, Sendable, Hashable, CaseIterable {
    case endVertex, anyVertex
}
