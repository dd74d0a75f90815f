import Foundation
import GeoJournalCore

/// The kinds of operation (docs/concepts.md): an applyEdits call, an undo, a redo, an import batch, a
/// schema change.
public enum OperationKind: String, Sendable, Hashable {
    case edit, undo, redo, `import`, schema
    /// A version's base moved to DEFAULT's head, with the merges of changes made on both sides.
    case reconcile
    /// A version's changes written to DEFAULT as one operation.
    case post
}

/// A committed operation: a contiguous run of positions with who, when and why.
public struct OperationRecord: Sendable, Hashable {
    public var id: UUID
    public var kind: OperationKind
    public var firstPosition: Int64
    public var lastPosition: Int64
    public var actor: String
    public var sessionId: UUID?
    public var targetId: UUID?
    public var message: String?
    public var recordedMicros: Int64
    public var metadata: JSONValue

    public var recordedAt: Date { Date(timeIntervalSince1970: Double(recordedMicros) / 1_000_000) }
}

/// Who asks for an append and how: the actor comes from the bearer token, never from the body.
public struct AppendContext: Sendable {
    public var actor: String
    public var kind: OperationKind
    public var idempotencyKey: String?
    /// SHA-256 of the request, stored with the key so that a key reused for another request is refused.
    public var requestHash: [UInt8]?
    /// Request id and similar facts, stored on the operation.
    public var metadata: JSONValue
    /// Operations handed in one after another without waiting: nothing after a refused one lands.
    public var chain: OperationChain?
    /// For an operation in a version's line: move the version's base to this DEFAULT position
    /// (a `versionRebased` event ends the operation, its data these members and `base`).
    public var rebase: (base: Int64, data: [String: JSONValue])?

    public init(actor: String, kind: OperationKind = .edit, idempotencyKey: String? = nil, requestHash: [UInt8]? = nil, metadata: JSONValue = .object([:]), chain: OperationChain? = nil) {
        self.actor = actor
        self.chain = chain
        self.kind = kind
        self.idempotencyKey = idempotencyKey
        self.requestHash = requestHash
        self.metadata = metadata
    }
}

/// What an append returns: the operation and one result per feature.
public struct AppendOutcome: Sendable {
    public var operation: OperationRecord
    public var results: [EditResult]
    public var warnings: [Violation]
    /// True when an idempotency key matched an earlier operation: nothing new was written.
    public var replayed: Bool
}

/// Microseconds since 1970, the journal's clock unit.
enum JournalClock {
    static func nowMicros() -> Int64 { Int64((Date().timeIntervalSince1970 * 1_000_000).rounded()) }
}
