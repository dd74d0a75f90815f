import Foundation

/// One operation as the editing-history projection sees it: its id, its kind, the session that
/// made it and, for an undo or a redo, the operation it inverts.
public struct SessionOperation: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case edit, undo, redo
    }

    public var id: UUID
    public var kind: Kind
    public var sessionId: UUID
    /// The operation an undo undoes (an entry of the undo stack) or a redo redoes (an entry of the
    /// redo stack, itself an undo); nil for an edit.
    public var target: UUID?

    public init(id: UUID, kind: Kind, sessionId: UUID, target: UUID? = nil) {
        self.id = id
        self.kind = kind
        self.sessionId = sessionId
        self.target = target
    }
}

/// An editing session of one actor and its undo and redo stacks: a projection folded from the
/// session's operations in journal order, so it rebuilds from the events like the others.
///
/// The stacks hold the operation whose events are the latest word on its features: an edit goes
/// on the undo stack; undoing it puts the *undo operation* on the redo stack (redo = the inverse of
/// that undo); redoing puts the *redo operation* back on the undo stack. That way the next undo
/// always inverts events that left the features at their current versions.
///
/// ```swift
/// var session = EditingSession(id: sid, actor: "alice", title: "Main street")
/// session.apply(SessionOperation(id: op1, kind: .edit, sessionId: sid))
/// session.apply(SessionOperation(id: u1, kind: .undo, sessionId: sid, target: op1))
/// session.undoStack   // []
/// session.redoStack   // [u1]: redo inverts u1
/// ```
public struct EditingSession: Sendable, Hashable {
    public var id: UUID
    public var actor: String
    public var title: String
    /// Oldest first; the last element is what the next undo inverts.
    public var undoStack: [UUID]
    /// Oldest first; the last element is what the next redo inverts.
    public var redoStack: [UUID]

    public init(id: UUID, actor: String, title: String, undoStack: [UUID] = [], redoStack: [UUID] = []) {
        self.id = id
        self.actor = actor
        self.title = title
        self.undoStack = undoStack
        self.redoStack = redoStack
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The operation the next undo inverts.
    public var nextUndo: UUID? { undoStack.last }
    /// The operation the next redo inverts.
    public var nextRedo: UUID? { redoStack.last }

    /// Folds one operation. Operations of other sessions change nothing. An undo or a redo whose
    /// target is not on the corresponding stack (a journal written by other rules) still records
    /// itself, so the projection never fails.
    public mutating func apply(_ operation: SessionOperation) {
        guard operation.sessionId == id else { return }
        switch operation.kind {
        case .edit:
            undoStack.append(operation.id)
            redoStack.removeAll()
        case .undo:
            if let target = operation.target, let k = undoStack.lastIndex(of: target) { undoStack.remove(at: k) }
            redoStack.append(operation.id)
        case .redo:
            if let target = operation.target, let k = redoStack.lastIndex(of: target) { redoStack.remove(at: k) }
            undoStack.append(operation.id)
        }
    }

    public func applying(_ operation: SessionOperation) -> EditingSession {
        var copy = self
        copy.apply(operation)
        return copy
    }

    /// The session after all its operations, in journal order (the projection's rebuild).
    public static func fold(id: UUID, actor: String, title: String, operations: some Sequence<SessionOperation>) -> EditingSession {
        var session = EditingSession(id: id, actor: actor, title: title)
        for operation in operations { session.apply(operation) }
        return session
    }
}
