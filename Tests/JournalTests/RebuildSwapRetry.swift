import Foundation
import PostgresNIO
@testable import Journal

extension ProjectionRebuilder {
    /// A swap, run again (up to four times in all) when it gives up for want of its locks: it takes
    /// ACCESS EXCLUSIVE on the projections' parents, which the other suites' writers (running beside
    /// the rebuild tests) hold in turns; a rebuild that gives up says so (unavailable, nothing
    /// swapped) and an operator runs it again — so do the tests.
    func swapRetrying(workspace: String?) async throws -> [Summary] {
        var attempt = 1
        while true {
            do {
                return try await run(workspace: workspace, mode: .swap)
            } catch where attempt < 4 && Self.gaveUp(error) {
                attempt += 1
            }
        }
    }

    /// Whether a rebuild gave up for want of its locks (unavailable: run it again).
    static func gaveUp(_ error: any Error) -> Bool {
        let inner = (error as? PostgresTransactionError)?.closureError ?? error
        return (inner as? JournalError)?.isUnavailable == true
    }
}
