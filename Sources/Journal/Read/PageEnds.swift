import Foundation
import Synchronization

/// What the feature reads remember between requests: where offset pages of feature queries
/// ended (``FeatureQuery/PageEnd``), so the next page by offset starts after that OBJECTID
/// instead of skipping the rows before it again. The reads hold one (``Reads/pageEnds``).
///
/// ```swift
/// if let after = journal.reads.pageEnds.pageEnd(key) { state.afterObjectId = after }
/// journal.reads.pageEnds.keep(pageEnd: key, lastObjectId: 4711)
/// ```
final class PageEnds: Sendable {
    private let pageEnds = Mutex<[FeatureQuery.PageEnd: Int64]>([:])
    /// Page ends kept: enough for the clients paging now; old listings are forgotten.
    static let keptPageEnds = 1024

    /// The last OBJECTID of the page that ended where `key` starts, if one did.
    func pageEnd(_ key: FeatureQuery.PageEnd) -> Int64? { pageEnds.withLock { $0[key] } }

    func keep(pageEnd key: FeatureQuery.PageEnd, lastObjectId: Int64) {
        pageEnds.withLock { ends in
            if ends.count >= Self.keptPageEnds { ends.removeAll(keepingCapacity: true) }
            ends[key] = lastObjectId
        }
    }

    /// Forgets every page end (another database server took over).
    func forget() { pageEnds.withLock { $0.removeAll() } }
}
