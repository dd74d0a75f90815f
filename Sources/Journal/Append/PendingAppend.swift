import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// One append waiting in its workspace's ``Appender``, and its reply.
///
/// ```swift
/// let reply = appender.enqueue(.edit(prepared, schemaPosition: 12), context: context, featureCount: 1)
/// let outcome = await reply.value   // answered once, after the batch that holds it committed
/// ```
struct PendingAppend: Sendable {
    enum Work: Sendable {
        case edit(PreparedEdit, schemaPosition: Int64)
        case defineLayer(LayerDefinition, force: Bool)
        /// Undo (or redo) the next operation of a session's stack.
        case sessionStep(UndoRequest)
        case defineNetwork(name: String, NetworkDefinition)
        /// Add and remove connectivity associations of a network.
        case associate(network: String, AssociationRequest)
    }
    var work: Work
    var context: AppendContext
    var featureCount: Int
    /// Answered once: to a waiting caller, or to a ``PendingEdit`` collected later.
    var reply: Once<Result<AppendOutcome, JournalError>>
    /// The caller's ``RequestDeadline``: past it the caller has been answered 503 already.
    var deadline: ContinuousClock.Instant?

    var expired: Bool { RequestDeadline.expired(deadline) }

    static let expiredFailure = JournalError.unavailable("the request's deadline passed before the journal could write it; nothing was written, retry")

    /// The features an edit names (updated, deleted, or added with their ids); none for other work.
    var namedFeatureIds: [UUID] {
        if case .edit(let prepared, _) = work { return prepared.request.namedFeatureIds } else { return [] }
    }

    /// How many new ids deciding it may take (``NewIDs``): its operation's, and one for each
    /// feature it adds without an id.
    var idsNeeded: Int {
        guard case .edit(let prepared, _) = work else { return 1 }
        var count = 1
        for edit in prepared.request.edits {
            for add in edit.adds where add.id == nil { count += 1 }
        }
        return count
    }
}
