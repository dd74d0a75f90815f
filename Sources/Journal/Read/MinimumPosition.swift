import Foundation
import PostgresNIO

/// The position the reads of the request being served must reflect at least
/// (`GeoJournal-Min-Position` in the API). The HTTP layer sets it once the workspace's committed
/// head has reached it (``Journal/waitForPosition(_:workspace:until:)``); the journal's reads then
/// may go to a streaming replica only if that replica has replayed it (``ReadReplicas``).
///
/// ```swift
/// guard case .reached = try await journal.waitForPosition(1042, workspace: "demo", until: deadline) else { … 503 … }
/// let page = try await MinimumPosition.$current.withValue(1042) { try await journal.features(…) }
/// ```
public enum MinimumPosition {
    @TaskLocal public static var current: Int64?
}

/// How a wait for a workspace position ended.
public enum PositionWait: Sendable, Equatable {
    /// The workspace's head is at or past the position (the head seen).
    case reached(Int64)
    /// The deadline passed first (the head last seen).
    case behind(Int64)
    /// There is no such workspace (the read that follows says so).
    case unknownWorkspace
}

extension Reads {
    /// Waits until the workspace's committed head on the primary is at or past `position`, or
    /// `deadline` passes. It wakes on the change notifier (this process's commits and the NOTIFYs
    /// of others') and looks at the head in PostgreSQL at least every half second, so a lost
    /// notification only delays it.
    public func waitForPosition(_ position: Int64, workspace: String, until deadline: ContinuousClock.Instant) async throws(JournalError) -> PositionWait {
        var seen: Int64?
        while true {
            if let known = journal.notifier.knownHead(workspace: workspace), known >= position { return .reached(known) }
            // PostgreSQL is asked first (that tells an unknown workspace) and then again only
            // while an answer can still come well before the deadline: on a loaded server a look
            // begun near it could outlast the request's own deadline, and the caller would get
            // the deadline's 503 instead of the one that says which position was reached.
            if seen == nil || ContinuousClock.now.duration(to: deadline) > Self.lookAllowance {
                guard let head = try await committedHead(workspace: workspace) else { return .unknownWorkspace }
                if head >= position { return .reached(head) }
                seen = head
            }
            let head = seen ?? 0
            let remaining = ContinuousClock.now.duration(to: deadline)
            if remaining <= .zero {
                let known = journal.notifier.knownHead(workspace: workspace) ?? head
                return known >= position ? .reached(known) : .behind(max(known, head))
            }
            _ = await journal.notifier.wait(workspace: workspace, after: position - 1, timeout: min(remaining, .milliseconds(500)))
            if Task.isCancelled { return .behind(head) }
        }
    }

    /// How much of the wait must be left for another look at the head in PostgreSQL.
    static let lookAllowance: Duration = .milliseconds(400)

    /// The workspace's committed head on the primary; nil for an unknown workspace.
    func committedHead(workspace: String) async throws(JournalError) -> Int64? {
        try await journal.database {
            let rows = try await client.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
            for try await head in rows.decode(Int64.self) { return head }
            return nil
        }
    }
}
