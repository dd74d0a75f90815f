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
        for try await row in events {
            let event = try StoredEvent.decode(row)
            guard var result = event.result else { continue }
            // An add's answer tells the OBJECTID it got, which its created event records.
            if result.action == .add { result.objectId = event.data.objectValue?["objectId"]?.intValue }
            results.append(result)
        }
        PositionWitness.observe(record.lastPosition)
        return AppendOutcome(operation: record, results: results, warnings: [], replayed: true)
    }

    /// Events after a position, in order: the change feed, up to the workspace's head (every write
    /// commits synchronously, so what is committed is durable and every position handed out stays
    /// what it is even if PostgreSQL crashes the next moment); `head` in the answer is that head.
    public func events(workspace: String, after: Int64, limit: Int) async throws(JournalError) -> (events: [StoredEvent], head: Int64) {
        try await database {
            // A replica serves the page if its head is past `after` (and the request's minimum).
            try await readClient(workspace: workspace, moments: [.position(after + 1)]).withLiveConnection { [self] conn in
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

extension Journal {
    /// The operation an actor's `Idempotency-Key` was first used for in a workspace, if it was,
    /// with the hash of the request it was used for: a face that answers retries with its first
    /// answer reads what it needs to answer again (the positions before it, its metadata). Read
    /// on the primary, where the key was written.
    ///
    /// ```swift
    /// if let (first, hash) = try await journal.operation(workspace: "demo", actor: "ed", idempotencyKey: key) { ... }
    /// ```
    public func operation(workspace: String, actor: String, idempotencyKey: String) async throws(JournalError) -> (record: OperationRecord, requestHash: [UInt8]?)? {
        try await database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND actor = $2 AND idempotency_key = $3
                    """, binds: try Self.binds(workspace, actor, idempotencyKey)), logger: logger)
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
