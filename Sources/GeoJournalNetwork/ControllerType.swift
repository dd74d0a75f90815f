import GeoJournalCore

/// Whether subnetworks are fed from sources (electric, gas) or drain into sinks (sewer).
public enum ControllerType: String, Sendable, Hashable, CaseIterable {
    case source, sink
}
