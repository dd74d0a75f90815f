import Foundation
import GeoJournalCore
import Logging
import PostgresNIO
import Synchronization

/// The reads of the journal: features now and at any past moment (pages, single features, OGC
/// and FeatureServer queries, versioned items and timelines), a feature's history, the changes
/// between two moments, operations and events, and waiting for a position. Every state of a layer
/// at a moment comes from ``LayerState``; a read that names the moments it shows may run on a
/// streaming standby (``readClient(workspace:moments:)``). Reached as ``Journal/reads``.
///
/// The room holds what reads remember between requests (where offset pages ended, the moments of
/// versions' lines), the in-memory snap indexes and the streaming standbys.
///
/// ```swift
/// let page = try await journal.reads.features(workspace: "naperville", layer: "Poles", moment: .head,
///                                             bbox: nil, limit: 100, cursor: nil)
/// let history = try await journal.reads.history(workspace: "naperville", featureId: id)
/// let snapped = try await journal.reads.snapIndexes.snap(workspace: "naperville", request: request)
/// ```
public final class Reads: JournalRoomWithState {
    /// The journal read: its pools and its layer catalog.
    let reference: JournalReference
    /// Streaming standbys that serve reads of moments they have replayed (``readClient(workspace:moments:)``).
    public let readReplicas: ReadReplicas?
    /// Where offset pages of feature queries ended.
    let pageEnds = PageEnds()
    /// The bases of versions' lines at their positions, once read (``LineMoment``).
    let lineMoments = LineMoments()
    private let _snapIndexes = Mutex<SnapIndexes?>(nil)

    init(_ reference: JournalReference, replicas: ReadReplicas?) {
        self.reference = reference
        self.readReplicas = replicas
    }

    /// In-memory snap indexes, one per workspace, kept current from the journal: made on first
    /// use, and again after a failover (``forgetServerState()``).
    public var snapIndexes: SnapIndexes { _snapIndexes.withLock { s in
        if let s { return s }
        let made = SnapIndexes(journal: journal)
        s = made
        return made
    } }

    /// Forgets what reads remember of the database server (another one took over): page ends,
    /// and the snap indexes, loaded again on their next use.
    func forgetServerState() {
        pageEnds.forget()
        _snapIndexes.withLock { $0 = nil }
    }
}
