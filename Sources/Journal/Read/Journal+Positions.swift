import Foundation
import GeoJournalCore
import PostgresNIO

/// What every room of the journal reads the same way: a read moment resolved to a position, bound
/// parameters, the answer an operation already gave (an Idempotency-Key replay).
extension Journal {
    /// Resolves a read moment to a position (a time becomes the last position recorded at or
    /// before it). Returns nil for an unknown workspace.
    func position(of moment: ReadMoment, workspace: String, conn: PostgresConnection) async throws -> (position: Int64, head: Int64)? {
        let rows = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
        var head: Int64?
        for try await h in rows.decode(Int64.self) { head = h }
        guard let head else { return nil }
        let position: Int64
        switch moment {
        case .head: position = head
        case .position(let p): position = min(p, head)
        case .time(let date):
            let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
            let found = try await conn.query("""
                SELECT coalesce(max(last_position), 0) FROM operations
                WHERE workspace_id = \(workspace) AND recorded_at <= timestamptz 'epoch' + \(micros) * interval '1 microsecond'
                """, logger: logger)
            var p: Int64 = 0
            for try await last in found.decode(Int64.self) { p = last }
            position = p
        }
        PositionWitness.observe(position)
        return (position, head)
    }

    /// The outcome of an earlier operation, for an idempotent replay.
    func operationOutcome(_ conn: PostgresConnection, workspace: String, id: UUID) async throws -> AppendOutcome? {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: "SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND id = $2", binds: try Self.binds(workspace, id)), logger: logger)
        var record: OperationRecord?
        for try await row in rows { record = try OperationColumns.decode(row) }
        guard let record else { return nil }
        let events = try await StoredEvent.read(conn, workspace: workspace, after: record.firstPosition - 1, upTo: record.lastPosition, logger: logger)
        var results: [EditResult] = []
        for event in events {
            guard var result = event.result else { continue }
            // An add's answer tells the OBJECTID it got, which its created event records.
            if result.action == .add { result.objectId = event.data.objectValue?["objectId"]?.intValue }
            results.append(result)
        }
        PositionWitness.observe(record.lastPosition)
        return AppendOutcome(operation: record, results: results, warnings: [], replayed: true)
    }

    static func binds(_ values: any PostgresEncodable...) throws -> PostgresBindings {
        var b = PostgresBindings()
        for v in values { try b.append(v) }
        return b
    }
}
