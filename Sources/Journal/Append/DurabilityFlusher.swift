import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle

/// Makes asynchronously committed edit batches durable before anyone hears of them.
///
/// Workspace writers commit with `synchronous_commit = off` the edit batches they start with
/// ``Journal/startEdits`` (long batches, and batches written alongside another, see ``EditWrite``)
/// and the one-by-one retries after a failed group commit, so the next batch can commit without
/// waiting for the WAL flush; a short batch written with nothing under way commits synchronously
/// and needs no flusher. The flusher then runs one small, synchronously committed
/// statement that moves `durable_heads.position` up to each workspace's committed head and
/// NOTIFYs the feed: its commit record follows every batch it covers in the WAL, so when it
/// returns they are all on disk. Only
/// then are the batches' callers answered. While one flush is on its way, newly committed batches
/// gather for the next one, so many batches (and many requests) share one flush.
///
/// As a service it also sweeps every few seconds: a head left ahead of its durable mark (a
/// process killed between commit and flush) is made durable without waiting for the next edit.
public actor DurabilityFlusher: Service {
    private struct Waiter {
        var workspace: String
        var resume: @Sendable (Result<Void, JournalError>) -> Void
    }

    /// The current primary's pool (``PrimaryPool``): a flush after a failover goes to the new one.
    private let primary: PrimaryPool
    private var client: PostgresClient { primary.client }
    private let logger: Logger
    private let notifier: ChangeNotifier
    private let background: BackgroundTasks
    private var waiting: [Waiter] = []
    private var flushing = false
    /// Flushes done and batches covered, for `/metrics`.
    public private(set) var flushes = 0
    public private(set) var coveredBatches = 0

    static let sweepInterval: Duration = .seconds(2)

    init(primary: PrimaryPool, logger: Logger, notifier: ChangeNotifier, background: BackgroundTasks) {
        self.primary = primary
        self.logger = logger
        self.notifier = notifier
        self.background = background
    }

    /// Calls `then` once everything the workspace committed so far is durable (or the flush
    /// failed: the commit's fate is then unknown to this process, and the caller must say so).
    nonisolated func afterFlush(workspace: String, then: @escaping @Sendable (Result<Void, JournalError>) -> Void) {
        background.start("the durability flush") { await self.enqueue(Waiter(workspace: workspace, resume: then)) }
    }

    private func enqueue(_ waiter: Waiter) {
        waiting.append(waiter)
        guard !flushing else { return }
        flushing = true
        background.start("the durability flush") { await self.drain() }
    }

    private func drain() async {
        while !waiting.isEmpty {
            let batch = waiting
            waiting.removeAll(keepingCapacity: true)
            let workspaces = Array(Set(batch.map(\.workspace))).sorted()
            let result: Result<Void, JournalError>
            do {
                try await moveDurableHeads(only: workspaces)
                result = .success(())
            } catch {
                logger.warning("durability flush failed: \(String(describing: error))")
                result = .failure(.unavailable("the commit could not be confirmed durable (\(JournalError.from(error))); retry with the same Idempotency-Key to learn its outcome"))
            }
            flushes += 1
            coveredBatches += batch.count
            for waiter in batch { waiter.resume(result) }
        }
        flushing = false
    }

    /// One synchronously committed statement: durable heads up to the committed heads (of the
    /// named workspaces, or of all), with a NOTIFY per moved head. When nothing moves, nothing is
    /// written and nothing needs flushing: a head is only committed ahead of its durable mark by
    /// an asynchronous commit, and the statement that last moved the mark past it was itself
    /// flushed before it became visible.
    private func moveDurableHeads(only workspaces: [String]?) async throws {
        let moved = try await client.withLiveConnection { [logger] conn in
            var moved: [(String, Int64)] = []
            if let workspaces {
                // Once per batch of edits: prepared, so PostgreSQL plans it once per connection.
                for try await row in try await conn.execute(MoveDurableHeads(workspaces: workspaces), logger: logger) { moved.append(row) }
            } else {
                let rows = try await conn.query(PostgresQuery(unsafeSQL: MoveDurableHeads.everyWorkspace), logger: logger)
                for try await row in rows.decode((String, Int64).self) { moved.append(row) }
            }
            return moved
        }
        for (workspace, position) in moved {
            notifier.moved(workspace: workspace, head: position)
        }
    }

    /// Makes every workspace's committed head durable and announces it (what the service does
    /// every ``sweepInterval``).
    public func sweep() async throws(JournalError) {
        do {
            try await moveDurableHeads(only: nil)
        } catch {
            throw JournalError.from(error)
        }
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                // While PostgreSQL is down the wait for a connection has no end of its own: a
                // graceful shutdown cancels it.
                try await cancelWhenGracefulShutdown { try await self.sweep() }
            } catch {
                logger.debug("durability sweep failed: \(String(describing: error))")
            }
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: Self.sweepInterval) }
            } catch {
                break
            }
        }
    }
}

/// Durable heads up to the committed heads of the named workspaces, with a NOTIFY per moved head:
/// a function that keeps its statement's generic plan (Schema/0014).
private struct MoveDurableHeads: PostgresPreparedStatement {
    typealias Row = (String, Int64)
    let workspaces: [String]

    static let sql = "SELECT moved_workspace, moved_position FROM geojournal_move_durable_heads($1::text[])"
    /// Named once: postgres-nio's default name is the type's name, built by reflection on
    /// every execution.
    static let name = "geojournal_move_durable_heads"
    /// The sweep's statement.
    static let everyWorkspace = "SELECT moved_workspace, moved_position FROM geojournal_move_durable_heads(ARRAY(SELECT id FROM workspaces))"

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(workspaces)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}
