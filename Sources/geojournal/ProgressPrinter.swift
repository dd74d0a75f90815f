import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import PostgresNIO
import Synchronization

/// Progress lines on standard error, at most one a second per phase.
final class ProgressPrinter: Sendable {
    private let last = Mutex<(ContinuousClock.Instant, RebuildProgress.Phase)?>(nil)

    func report(_ p: RebuildProgress) {
        let now = ContinuousClock.now
        let show = last.withLock { last in
            defer { if p.phase != .folding || last == nil || now - last!.0 >= .seconds(1) { last = (now, p.phase) } }
            guard let (at, phase) = last else { return true }
            return p.phase != phase || p.phase != .folding || now - at >= .seconds(1)
        }
        if show { FileHandle.standardError.write(Data((p.line + "\n").utf8)) }
    }
}
