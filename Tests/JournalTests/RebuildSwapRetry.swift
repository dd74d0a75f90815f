import Foundation
import PostgresNIO
@testable import Journal

extension ProjectionRebuilder {
    /// A swap, run again when it gives up for want of its locks: it takes
    /// ACCESS EXCLUSIVE on the projections' parents, which the other suites' writers (running beside
    /// the rebuild tests) hold in turns; a rebuild that gives up says so (unavailable, nothing
    /// swapped) and an operator runs it again — so do the tests.
    ///
    /// While the whole suite runs (hundreds of tests writing and reading beside it), a window of
    /// 100 ms with no lock on the parents can be minutes away: the swap is tried again until ten
    /// minutes have passed, which is past the end of the rest of the suite.
    func swapRetrying(workspace: String?) async throws -> [Summary] {
        let deadline = ContinuousClock.now + .seconds(600)
        while true {
            do {
                return try await run(workspace: workspace, mode: .swap)
            } catch where ContinuousClock.now < deadline && Self.gaveUp(error) {
                continue
            }
        }
    }

    /// Whether a rebuild gave up for want of its locks (unavailable: run it again).
    static func gaveUp(_ error: any Error) -> Bool {
        let inner = (error as? PostgresTransactionError)?.closureError ?? error
        return (inner as? JournalError)?.isUnavailable == true
    }
}
