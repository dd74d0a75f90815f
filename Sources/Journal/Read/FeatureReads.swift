import Foundation
import Synchronization

/// What the feature reads remember between requests: where offset pages of feature queries
/// ended (``FeatureQuery/PageEnd``), so the next page by offset starts after that OBJECTID
/// instead of skipping the rows before it again. The journal owns one (``Journal/reads``).
///
/// ```swift
/// let after = journal.reads.pageEnds.withLock { $0[key] }
/// ```
final class FeatureReads: Sendable {
    let pageEnds = Locked<[FeatureQuery.PageEnd: Int64]>([:])

    /// Forgets every page end (another database server took over).
    func forget() { pageEnds.withLock { $0.removeAll() } }
}
