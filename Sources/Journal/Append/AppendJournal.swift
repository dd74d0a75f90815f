import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// What an ``Appender`` may use of the journal it appends for, and nothing else: the database and
/// its settings, the process's feed and background tasks, the reads a batch's decision needs, the
/// work of other rooms that goes through the appender's queue alone (a layer, a session step, a
/// network), and what follows a batch's commit. ``Journal`` is the one conformer
/// (Journal+Commit.swift).
///
/// ```swift
/// let appender = Appender(workspace: "demo", journal: journal, rowTypes: journal.edits.rowTypeIds)   // journal: any AppendJournal
/// ```
protocol AppendJournal: AnyObject, Sendable {
    /// The current primary's pool.
    var client: PostgresClient { get }
    var logger: Logger { get }
    var limits: EditLimits { get }
    /// The heads this process has heard of, and the one to tell of a head it moved.
    var notifier: ChangeNotifier { get }
    var background: BackgroundTasks { get }

    /// Locks the workspace's row for the rest of the transaction and reads its head.
    func lockHead(_ conn: PostgresConnection, workspace: String) async throws -> Journal.Head
    /// The layer definitions at a schema position.
    func layers(workspace: String, schemaPosition: Int64, conn: PostgresConnection) async throws -> LayerSet
    /// The state of each feature, as the head the connection sees leaves it.
    func loadStreams(_ conn: PostgresConnection, workspace: String, ids: [UUID]) async throws -> [UUID: StreamState]
    /// The outcome of an earlier operation, for an idempotent replay.
    func operationOutcome(_ conn: PostgresConnection, workspace: String, id: UUID) async throws -> AppendOutcome?

    /// Writes work that is not an edit (alone, under the row lock, in its own room) and answers it.
    func commit(_ pending: PendingAppend, workspace: String) async
    /// An edit batch committed: what the process follows it with before its callers hear of it
    /// (the network graphs and their edge tables; the layer extents' follow-up, started).
    func landed(workspace: String, results: [Result<AppendOutcome, JournalError>]) async
}
