import Foundation
import Logging
import GeoJournalCore
import PostgresNIO

/// An editing session with its stacks (folded from the operations that name it).
public struct SessionView: Sendable {
    public var session: EditingSession
    public var createdMicros: Int64
    /// The operations on the stacks, by id, for summaries.
    public var operations: [UUID: (record: OperationRecord, features: Int, layers: [String])]
}

/// The editing sessions of the journal's workspaces: creating one and reading its undo and redo
/// stacks with their operations. Undo and redo themselves are writes (``Sessions/step(workspace:request:metadata:)``,
/// the one write path). Reached as ``Journal/sessions``.
///
/// ```swift
/// let id = try await journal.sessions.createSession(workspace: "naperville", actor: "ana", title: "poles")
/// let view = try await journal.sessions.session(workspace: "naperville", id: id)
/// ```
public struct Sessions: JournalRoom {
    /// The journal whose sessions these are: its pool.
    let journal: Journal
}

extension Journal {
    /// The editing sessions of the workspaces (``Sessions``).
    public var sessions: Sessions { Sessions(journal: self) }
}

extension Sessions {
    public func createSession(workspace: String, actor: String, title: String) async throws(JournalError) -> UUID {
        let id = UUID()
        try await journal.database {
            let rows = try await client.query("""
                INSERT INTO sessions (workspace_id, id, actor, title)
                SELECT id, \(id), \(actor), \(title) FROM workspaces WHERE id = \(workspace) RETURNING id
                """, logger: logger)
            var made = false
            for try await _ in rows { made = true }
            if !made { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
        }
        return id
    }

    /// A session and its stacks, or nil.
    public func session(workspace: String, id: UUID) async throws(JournalError) -> SessionView? {
        try await journal.database {
            try await client.withLiveConnection { [self] conn in try await sessionView(conn, workspace: workspace, id: id) }
        }
    }

    func sessionView(_ conn: PostgresConnection, workspace: String, id: UUID) async throws -> SessionView? {
        let rows = try await conn.query("""
            SELECT actor, title, (extract(epoch FROM created_at) * 1000000)::bigint FROM sessions WHERE workspace_id = \(workspace) AND id = \(id)
            """, logger: logger)
        var found: (String, String, Int64)?
        for try await row in rows.decode((String, String, Int64).self) { found = row }
        guard let (actor, title, created) = found else { return nil }
        var session = EditingSession(id: id, actor: actor, title: title)
        var records: [UUID: OperationRecord] = [:]
        let ops = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND session_id = $2 ORDER BY first_position
            """, binds: try Journal.binds(workspace, id)), logger: logger)
        for try await row in ops {
            let record = try OperationColumns.decode(row)
            records[record.id] = record
            let kind: SessionOperation.Kind = record.kind == .undo ? .undo : record.kind == .redo ? .redo : .edit
            session.apply(SessionOperation(id: record.id, kind: kind, sessionId: id, target: record.targetId))
        }
        var operations: [UUID: (record: OperationRecord, features: Int, layers: [String])] = [:]
        let onStacks = session.undoStack + session.redoStack
        if !onStacks.isEmpty {
            // An operation's events are the positions first_position...last_position.
            let counts = try await conn.query("""
                SELECT o.id, count(e.feature_id)::int8, array_agg(DISTINCT e.layer) FROM operations o
                JOIN events e ON e.workspace_id = o.workspace_id AND e.position BETWEEN o.first_position AND o.last_position
                WHERE o.workspace_id = \(workspace) AND o.id = ANY(\(onStacks)::uuid[]) GROUP BY o.id
                """, logger: logger)
            for try await (op, n, layers) in counts.decode((UUID, Int64, [String]).self) {
                if let r = records[op] { operations[op] = (r, Int(n), layers) }
            }
        }
        return SessionView(session: session, createdMicros: created, operations: operations)
    }
}
