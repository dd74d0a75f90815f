import Foundation
import PostgresNIO
import Synchronization

extension Reads {
    /// The pool a read of `workspace` uses: a replica whose last sample has replayed every moment
    /// in `moments` and the request's ``MinimumPosition``, else the primary. A "now" read without a
    /// minimum position always stays on the primary.
    func readClient(workspace: String, moments: [ReadMoment]) -> PostgresClient {
        guard let replicas = readReplicas, !replicas.replicas.isEmpty else { return client }
        if VersionLine(key: workspace) != nil { replicas.watch(workspace) }
        let floor = MinimumPosition.current
        var needed = floor ?? 0
        var times: [Date] = []
        for moment in moments {
            switch moment {
            case .head:
                // The newest state: only as new as the minimum asked for, if one was.
                guard floor != nil else { replicas.primaryReads.add(1, ordering: .relaxed); return client }
            case .position(let p): needed = max(needed, p)
            case .time(let t): times.append(t)
            }
        }
        let primaryHead = journal.notifier.knownHead(workspace: workspace)
        return replicas.choose { replay in
            let head = replay.heads[workspace] ?? -1
            guard head >= needed else { return false }
            for t in times {
                // Covered if the replica replayed a commit well after t, or it has caught up with
                // every head the primary announced and t lies well before the sample.
                let replayed = replay.replayedAt.map { $0.timeIntervalSince(t) >= ReadReplicas.timeMargin } ?? false
                let current = primaryHead.map { head >= $0 } ?? false && replay.sampledAt.timeIntervalSince(t) >= ReadReplicas.timeMargin
                if !replayed && !current { return false }
            }
            return true
        } ?? client
    }
}
