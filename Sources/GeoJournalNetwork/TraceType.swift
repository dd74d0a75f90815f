import Foundation
import GeoJournalCore

/// The kinds of trace (docs/networks.md: `POST .../networks/{name}/trace`).
public enum TraceType: String, Sendable, Hashable, CaseIterable {
    case connected, subnetwork, upstream, downstream, shortestPath, isolation
}
