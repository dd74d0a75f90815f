import Foundation
import GeoJournalCore
import PostgresNIO

extension Versions {
    /// How long a version's read or edit lock lasts without being renewed (a dead client's expires).
    static let versionLockLifetime = "30 minutes"

    /// Starts reading (shared) or editing (exclusive: one editing session per version) a version
    /// in an ArcGIS session. The session is also a GeoJournal editing session of the version's
    /// line, so `stopEditing` without saving undoes its operations.
    public func startVersionSession(line: String, session: UUID, editing: Bool, principal: Principal) async throws(JournalError) {
        try await journal.database {
            try await client.withLiveTransaction(logger: logger) { [self] conn in
                // Editing starts under the line's row lock, which every write of the line holds
                // while the write checks the lock (geojournal_version_edit_lock): an edit of
                // another session either lands before this commits or is refused.
                if editing { _ = try await journal.lockHead(conn, workspace: line) }
                try await conn.query("DELETE FROM version_locks WHERE line = \(line) AND expires_at <= now()", logger: logger)
                if editing {
                    for try await holder in try await conn.query("""
                        SELECT session_id FROM version_locks WHERE line = \(line) AND editing AND session_id <> \(session)
                        """, logger: logger).decode(UUID.self) {
                        throw JournalError.conflict("the version is being edited in session {\(holder.uuidString)}; one editing session per version (purgeLock removes a stale one)", [])
                    }
                }
                try await conn.query("""
                    INSERT INTO version_locks (line, session_id, editing, actor, expires_at)
                    VALUES (\(line), \(session), \(editing), \(principal.actor), now() + \(Self.versionLockLifetime)::interval)
                    ON CONFLICT (line, session_id) DO UPDATE SET editing = version_locks.editing OR EXCLUDED.editing, expires_at = EXCLUDED.expires_at
                    """, logger: logger)
                try await conn.query("""
                    INSERT INTO sessions (workspace_id, id, actor, title) VALUES (\(line), \(session), \(principal.actor), 'ArcGIS edit session')
                    ON CONFLICT DO NOTHING
                    """, logger: logger)
            }
        }
    }

    /// Ends a session's read or edit of a version. Stopping an edit with `save == false` undoes
    /// the session's operations in the version (journaled as undo; nothing is rewritten). Returns
    /// how many operations were undone.
    @discardableResult
    public func stopVersionSession(line: String, session: UUID, editing: Bool, save: Bool, principal: Principal) async throws(JournalError) -> Int {
        var undone = 0
        if editing && !save {
            while undone < 10_000 {
                do {
                    _ = try await journal.sessions.step(workspace: line, request: UndoRequest(sessionId: session, redo: false, force: true, actor: principal.actor, isAdmin: principal.role == .admin),
                                       metadata: .object(["stopEditing": .bool(true)]))
                    undone += 1
                } catch .conflict {
                    break     // nothing left to undo
                } catch .notFound {
                    break     // the session wrote nothing
                }
            }
        }
        try await journal.database {
            if editing {
                try await client.query("DELETE FROM version_locks WHERE line = \(line) AND session_id = \(session)", logger: logger)
            } else {
                try await client.query("DELETE FROM version_locks WHERE line = \(line) AND session_id = \(session) AND NOT editing", logger: logger)
            }
        }
        return undone
    }

    /// Removes every lock of a version (its owner or an admin): a client that died holding it.
    public func purgeVersionLocks(line: String) async throws(JournalError) {
        try await journal.database { try await client.query("DELETE FROM version_locks WHERE line = \(line)", logger: logger) }
    }

    /// Refuses an edit of a version that another session is editing (409); renews the session's own
    /// lock. Every write to a version's line asks it (edits from every face, undo and redo,
    /// reconcile, post, restore); the layer views ask `version_locks` with the same words
    /// (geojournal_view_edit). This early answer spares the writer a refused batch; what decides
    /// is the write itself: the operation's insert is refused under the line's row lock
    /// (geojournal_version_edit_lock, SQLSTATE GJ423), and a post checks again under it.
    public func checkVersionEditLock(line: String, session: UUID?) async throws(JournalError) {
        guard VersionLine(key: line) != nil else { return }
        try await journal.database {
            try await client.withLiveConnection { [self] conn in try await checkVersionEditLock(conn, line: line, session: session) }
            if let session {
                try await client.query("UPDATE version_locks SET expires_at = now() + \(Self.versionLockLifetime)::interval WHERE line = \(line) AND session_id = \(session)", logger: logger)
            }
        }
    }

    /// An operation's metadata with the editing session of a reconcile or a post, whose
    /// operations carry no session of their own: the write checks the version's edit lock against
    /// it (`editSession`, geojournal_version_edit_lock).
    static func withEditSession(_ metadata: JSONValue, _ session: UUID) -> JSONValue {
        var object = metadata.objectValue ?? [:]
        object["editSession"] = .string(session.lowercased)
        return .object(object)
    }

    /// ``checkVersionEditLock(line:session:)`` on a connection: in a transaction that holds the
    /// line's row lock, the answer holds until it commits (editing starts under that lock).
    func checkVersionEditLock(_ conn: PostgresConnection, line: String, session: UUID?) async throws {
        for try await holder in try await conn.query("""
            SELECT session_id FROM version_locks WHERE line = \(line) AND editing AND expires_at > now()
            """, logger: logger).decode(UUID.self) where holder != session {
            throw JournalError.conflict("the version is being edited in session {\(holder.uuidString)}; edit in that session or wait until it stops editing", [])
        }
    }

    /// Undoes the operations of an edit session of a version recorded after `micros` (ArcGIS
    /// `deleteForwardEdits`), newest first, each an undo operation. Returns how many.
    public func undoSession(line: String, session: UUID, after micros: Int64, principal: Principal) async throws(JournalError) -> Int {
        var undone = 0
        while let view = try await journal.sessions.session(workspace: line, id: session), let top = view.session.undoStack.last,
              let record = view.operations[top]?.record, record.recordedMicros > micros {
            _ = try await journal.sessions.step(workspace: line, request: UndoRequest(sessionId: session, redo: false, force: true, actor: principal.actor, isAdmin: principal.role == .admin),
                               metadata: .object(["deleteForwardEdits": .bool(true)]))
            undone += 1
        }
        return undone
    }
}
