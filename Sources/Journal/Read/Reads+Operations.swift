import Foundation
import GeoJournalCore
import PostgresNIO

extension Reads {
    /// One operation with its events, or nil.
    public func operation(workspace: String, id: UUID) async throws(JournalError) -> (OperationRecord, [StoredEvent])? {
        try await journal.database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND id = $2", binds: try Journal.binds(workspace, id)), logger: logger)
                var record: OperationRecord?
                for try await row in rows { record = try OperationColumns.decode(row) }
                guard let record else { return nil }
                let list = try await StoredEvent.read(conn, workspace: workspace, after: record.firstPosition - 1, upTo: record.lastPosition, logger: logger)
                return (record, list)
            }
        }
    }

    /// Events after a position, in order: the change feed, up to the workspace's head (every write
    /// commits synchronously, so what is committed is durable and every position handed out stays
    /// what it is even if PostgreSQL crashes the next moment); `head` in the answer is that head.
    public func events(workspace: String, after: Int64, limit: Int) async throws(JournalError) -> (events: [StoredEvent], head: Int64) {
        try await journal.database {
            // A replica serves the page if its head is past `after` (and the request's minimum).
            try await readClient(workspace: workspace, moments: [.position(after + 1)]).withLiveConnection { [self] conn in
                let headRows = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
                var head: Int64?
                for try await h in headRows.decode(Int64.self) { head = h }
                guard let head else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
                let list = try await StoredEvent.read(conn, workspace: workspace, after: after, upTo: head, limit: limit, logger: logger)
                return (list, head)
            }
        }
    }

}

extension Reads {
    /// The operation an actor's `Idempotency-Key` was first used for in a workspace, if it was,
    /// with the hash of the request it was used for: a face that answers retries with its first
    /// answer reads what it needs to answer again (the positions before it, its metadata). Read
    /// on the primary, where the key was written.
    ///
    /// ```swift
    /// if let (first, hash) = try await journal.operation(workspace: "demo", actor: "ed", idempotencyKey: key) { ... }
    /// ```
    public func operation(workspace: String, actor: String, idempotencyKey: String) async throws(JournalError) -> (record: OperationRecord, requestHash: [UInt8]?)? {
        try await journal.database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND actor = $2 AND idempotency_key = $3
                    """, binds: try Journal.binds(workspace, actor, idempotencyKey)), logger: logger)
                var record: OperationRecord?
                for try await row in rows { record = try OperationColumns.decode(row) }
                guard let record else { return nil }
                let hashes = try await conn.query("SELECT request_hash FROM operations WHERE workspace_id = \(workspace) AND id = \(record.id)", logger: logger)
                var hash: [UInt8]?
                for try await bytes in hashes.decode(ByteBuffer?.self) { hash = bytes.map { Array($0.readableBytesView) } }
                return (record, hash)
            }
        }
    }
}
