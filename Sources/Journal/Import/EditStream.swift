import Foundation
import GeoJournalCore

/// Edit operations applied in the order given, as the same operations sent one after another as
/// `/v1` edits would be, but handed to the workspace writer without waiting for each to land: the
/// writer puts many of them in one batch (group commit) while the next are parsed and checked.
/// The journal comes out the same as from single edits (the same events, versions, positions and
/// chain; only the operations' ids and times differ), which is how a long history (a migration
/// from another system, or `bench_years`' seeded years) is written in minutes instead of hours.
///
/// The operations form an ``OperationChain``: once one is refused, nothing handed in after it
/// lands, and the stream stops there with the operation's number.
///
/// ```swift
/// let stream = EditStream(journal: journal, workspace: "demo", actor: "migration")
/// let summary = try await stream.run(next: { lines.next() }) { n, outcome in print(outcome.operation.lastPosition) }
/// ```
public struct EditStream: Sendable {
    public let journal: Journal
    public let workspace: String
    public let actor: String

    /// Operations handed in and not yet landed: enough for the writer's largest batch and the one
    /// being decided behind it.
    public static let inFlight = 2 * Appender.maxOperationsPerBatch

    public init(journal: Journal, workspace: String, actor: String) {
        self.journal = journal
        self.workspace = workspace
        self.actor = actor
    }

    public struct Summary: Sendable {
        public var operations = 0
        public var features = 0
        public var lastPosition: Int64 = 0
    }

    /// Why the stream stopped before its end: the operation's number (1-based) and the refusal.
    public struct Stopped: Error, Sendable {
        public var operation: Int
        public var error: JournalError
    }

    /// Applies the operations `next` gives (nil at the end) in order; `landed` hears of each one as
    /// it lands, in order. Throws ``Stopped`` at the first refused operation (and what `next` throws),
    /// after every one before it has landed.
    public func run(next nextRequest: () throws -> EditRequest?,
                    landed: (Int, AppendOutcome) -> Void) async throws -> Summary {
        let chain = OperationChain()
        var pending: [(number: Int, edit: PendingEdit)] = []  // oldest first
        var summary = Summary()
        var handed = 0
        func land() async throws {
            let (number, edit) = pending.removeFirst()
            let outcome: AppendOutcome
            do {
                outcome = try await edit.outcome()
            } catch {
                throw Stopped(operation: number, error: error)
            }
            summary.operations += 1
            summary.features += outcome.results.count
            summary.lastPosition = outcome.operation.lastPosition
            landed(number, outcome)
        }
        while true {
            let next: EditRequest?
            do {
                next = try nextRequest()
            } catch {
                // The input ends badly: what was handed in before still lands.
                while !pending.isEmpty { try await land() }
                throw error
            }
            guard let request = next else { break }
            handed += 1
            while pending.count >= Self.inFlight { try await land() }
            do {
                let edit = try await journal.edits.submit(workspace: workspace, request: request,
                                                         context: AppendContext(actor: actor, chain: chain))
                pending.append((handed, edit))
            } catch {
                // Refused before it was handed in: what came before it still lands.
                while !pending.isEmpty { try await land() }
                throw Stopped(operation: handed, error: error)
            }
        }
        while !pending.isEmpty { try await land() }
        return summary
    }
}
