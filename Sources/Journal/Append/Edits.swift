import Foundation
import GeoJournalCore
import Synchronization

/// Feature edits into the journal: an operation appended and answered (``apply(workspace:request:context:)``),
/// handed in without waiting (``submit(workspace:request:context:)``), checked without writing
/// (``validate(workspace:request:)``), and vertex-level geometry edits. Every one goes through the
/// workspace's ``Appender``. The room holds the appenders of the workspaces written in this
/// process (every append goes through one: a layer, a session step and a network too) and the
/// database's ids of the row types their batch writes take. Reached as ``Journal/edits``.
///
/// ```swift
/// let outcome = try await journal.edits.apply(workspace: "naperville", request: request, context: AppendContext(actor: "ana"))
/// let appender = journal.edits.appender(for: "naperville")
/// ```
public final class Edits: JournalRoomWithState {
    /// The journal whose workspaces are edited: its pool and layers.
    let reference: JournalReference
    /// One appender per workspace written in this process.
    private let appenders = Mutex<[String: Appender]>([:])
    /// The database's ids of the row types the batch write takes.
    let rowTypeIds = RowTypeIds()

    init(_ reference: JournalReference) { self.reference = reference }

    /// The workspace's appender, made on its first append in this process.
    func appender(for workspace: String) -> Appender {
        appenders.withLock { appenders in
            if let a = appenders[workspace] { return a }
            let a = Appender(workspace: workspace, journal: journal, rowTypes: rowTypeIds)
            appenders[workspace] = a
            return a
        }
    }

    /// Every appender made so far, by workspace (for `/metrics`).
    var allAppenders: [String: Appender] { appenders.withLock { $0 } }
}

extension Edits {
    /// Appends one edit operation (all or nothing). Validation against the layer schemas runs here,
    /// in the caller's task; versions and merged attributes are checked by the workspace writer.
    public func apply(workspace: String, request: EditRequest, context: AppendContext) async throws(JournalError) -> AppendOutcome {
        try await submit(workspace: workspace, request: request, context: context).outcome()
    }

    /// Validates one edit operation and hands it to the workspace writer without waiting for it
    /// to land: the writer takes operations in the order they were handed in. A refusal of the
    /// request itself is thrown here; the rest comes from ``PendingEdit/outcome()``. With a
    /// ``AppendContext/chain``, nothing handed in after an operation the writer refused lands (a
    /// refusal thrown here leaves the chain whole: the caller hears of it before it hands in
    /// anything after it).
    public func submit(workspace: String, request: EditRequest, context: AppendContext) async throws(JournalError) -> PendingEdit {
        // In a version another session is editing (one at a time), an edit of another session is
        // refused here, whichever face it came through; a reconcile's merges are checked as the
        // reconcile itself is.
        if VersionLine(key: workspace) != nil, context.kind != .reconcile {
            try await journal.versions.checkVersionEditLock(line: workspace, session: request.sessionId)
        }
        var (schemaPosition, layers) = try await journal.workspaces.layerSet(workspace: workspace)
        var prepared = EditPreparation.prepare(request, layers: layers, limits: journal.limits)
        if case .failure(.invalid(let v)) = prepared, v.contains(where: { $0.code == "layer.unknown" }) {
            // Another node may have defined the layer since this one cached the schema.
            (schemaPosition, layers) = try await journal.workspaces.layerSet(workspace: workspace, refresh: true)
            prepared = EditPreparation.prepare(request, layers: layers, limits: journal.limits)
        }
        switch prepared {
        case .failure(.invalid(let v)): throw JournalError.invalid(v)
        case .failure(.conflict(let c)): throw JournalError.conflict("version conflict", c)
        case .success(let p):
            return PendingEdit(reply: await appender(for: workspace).enqueue(.edit(p, schemaPosition: schemaPosition), context: context, featureCount: request.featureCount))
        }
    }
}

/// An edit operation handed to its workspace's writer (``Edits/submit(workspace:request:context:)``).
public struct PendingEdit: Sendable {
    let reply: Once<Result<AppendOutcome, JournalError>>

    /// Waits until the operation has landed (durably) or was refused.
    public func outcome() async throws(JournalError) -> AppendOutcome {
        let outcome = try await reply.value.get()
        PositionWitness.observe(outcome.operation.lastPosition)
        return outcome
    }
}
