import Synchronization

/// Operations one caller hands to the journal one after another without waiting for each to
/// land (an import's batches). The workspace writer decides operations in the order they were
/// handed in; once one operation of a chain is refused or fails, every later one of the chain is
/// refused without being written. So nothing after a refused operation lands, however many were
/// still on their way.
///
/// ```swift
/// let chain = OperationChain()
/// let first = try await journal.edits.submit(workspace: "demo", request: a, context: .init(actor: "ana", chain: chain))
/// let second = try await journal.edits.submit(workspace: "demo", request: b, context: .init(actor: "ana", chain: chain))
/// _ = try await first.outcome()   // if this throws, second.outcome() throws too, and b wrote nothing
/// ```
public final class OperationChain: Sendable {
    private let broken = Mutex(false)

    public init() {}

    /// Whether an operation of the chain was refused or failed.
    public var isBroken: Bool { broken.withLock { $0 } }

    func breakChain() { broken.withLock { $0 = true } }

    /// The refusal of an operation that comes after a refused one.
    static let refusal = JournalError.conflict("an earlier operation handed in with this one was refused or failed, so this one was not written", [])
}
