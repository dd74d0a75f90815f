import Foundation
import GeoJournalCore
import PostgresNIO

extension Journal {
    /// One operation with its events, or nil.
    public func operation(workspace: String, id: UUID) async throws(JournalError) -> (OperationRecord, [StoredEvent])? {
        try await database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND id = $2", binds: try Self.binds(workspace, id)), logger: logger)
                var record: OperationRecord?
                for try await row in rows { record = try OperationColumns.decode(row) }
                guard let record else { return nil }
                let events = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT \(StoredEvent.select) FROM events
                    WHERE workspace_id = $1 AND position BETWEEN $2 AND $3 ORDER BY position
                    """, binds: try Self.binds(workspace, record.firstPosition, record.lastPosition)), logger: logger)
                var list: [StoredEvent] = []
                for try await row in events { list.append(try StoredEvent.decode(row)) }
                return (record, list)
            }
        }
    }

    /// The outcome of an earlier operation, for an idempotent replay.
    func operationOutcome(_ conn: PostgresConnection, workspace: String, id: UUID) async throws -> AppendOutcome? {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND id = $2", binds: try Self.binds(workspace, id)), logger: logger)
        var record: OperationRecord?
        for try await row in rows { record = try OperationColumns.decode(row) }
        guard let record else { return nil }
        let events = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT \(StoredEvent.select) FROM events WHERE workspace_id = $1 AND position BETWEEN $2 AND $3 ORDER BY position
            """, binds: try Self.binds(workspace, record.firstPosition, record.lastPosition)), logger: logger)
        var results: [EditResult] = []
        for try await row in events { if let r = try StoredEvent.decode(row).result { results.append(r) } }
        PositionWitness.observe(record.lastPosition)
        return AppendOutcome(operation: record, results: results, warnings: [], replayed: true)
    }

    /// Events after a position, in order: the change feed, up to the workspace's head (every write
    /// commits synchronously, so what is committed is durable and every position handed out stays
    /// what it is even if PostgreSQL crashes the next moment); `head` in the answer is that head.
    public func events(workspace: String, after: Int64, limit: Int) async throws(JournalError) -> (events: [StoredEvent], head: Int64) {
        try await database {
            // A replica serves the page if its durable head is past `after` (and the request's minimum).
            try await readClient(workspace: workspace, moments: [.position(after + 1)], durable: true).withLiveConnection { [self] conn in
                let headRows = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
                var head: Int64?
                for try await h in headRows.decode(Int64.self) { head = h }
                guard let head else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT \(StoredEvent.select) FROM events WHERE workspace_id = $1 AND position > $2 AND position <= $3
                    ORDER BY position LIMIT $4
                    """, binds: try Self.binds(workspace, after, head, Int64(limit))), logger: logger)
                var list: [StoredEvent] = []
                for try await row in rows { list.append(try StoredEvent.decode(row)) }
                return (list, head)
            }
        }
    }

    static func binds(_ values: any PostgresEncodable...) throws -> PostgresBindings {
        var b = PostgresBindings()
        for v in values { try b.append(v) }
        return b
    }
}
