import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The reads of the journal: features now and at any past moment (pages, single features, OGC
/// and FeatureServer queries, versioned items and timelines), a feature's history, the changes
/// between two moments, operations and events, and waiting for a position. Every state of a layer
/// at a moment comes from ``LayerState``; a read that names the moments it shows may run on a
/// streaming standby (``Journal/readClient(workspace:moments:)``). Reached as ``Journal/reads``.
///
/// ```swift
/// let page = try await journal.reads.features(workspace: "naperville", layer: "Poles", moment: .head,
///                                             bbox: nil, limit: 100, cursor: nil)
/// let history = try await journal.reads.history(workspace: "naperville", featureId: id)
/// ```
public struct Reads: JournalRoom {
    /// The journal read: its pools (primary and standbys), its layer catalog, what its pages remember.
    let journal: Journal
}

extension Journal {
    /// The journal's reads (``Reads``).
    public var reads: Reads { Reads(journal: self) }
}
