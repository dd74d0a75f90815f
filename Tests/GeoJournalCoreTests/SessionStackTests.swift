import Foundation
import GeoJournalCore
import Testing

@Suite("Editing session undo and redo stacks")
struct SessionStackTests {
    @Test func anEditPushesUndoAndClearsRedo() {
        let sid = UUID()
        var session = EditingSession(id: sid, actor: "alice", title: "Main street")
        let e1 = UUID(), e2 = UUID(), u2 = UUID(), e3 = UUID()
        session.apply(SessionOperation(id: e1, kind: .edit, sessionId: sid))
        session.apply(SessionOperation(id: e2, kind: .edit, sessionId: sid))
        session.apply(SessionOperation(id: u2, kind: .undo, sessionId: sid, target: e2))
        #expect(session.undoStack == [e1])
        #expect(session.redoStack == [u2])
        #expect(session.canUndo && session.canRedo)
        session.apply(SessionOperation(id: e3, kind: .edit, sessionId: sid))
        #expect(session.undoStack == [e1, e3])
        #expect(session.redoStack.isEmpty)
        #expect(!session.canRedo)
    }

    @Test func undoMovesToRedoAndRedoMovesBack() {
        let sid = UUID()
        let e1 = UUID(), u1 = UUID(), r1 = UUID()
        let session = EditingSession.fold(id: sid, actor: "alice", title: "", operations: [
            SessionOperation(id: e1, kind: .edit, sessionId: sid),
            SessionOperation(id: u1, kind: .undo, sessionId: sid, target: e1),
            SessionOperation(id: r1, kind: .redo, sessionId: sid, target: u1),
        ])
        #expect(session.undoStack == [r1])
        #expect(session.redoStack.isEmpty)
        #expect(session.nextUndo == r1)
    }

    @Test func operationsOfOtherSessionsChangeNothing() {
        let sid = UUID()
        let session = EditingSession(id: sid, actor: "alice", title: "t")
        #expect(session.applying(SessionOperation(id: UUID(), kind: .edit, sessionId: UUID())) == session)
    }

    /// Random sequences of edits, undos and redos, checked against the textbook model: two stacks
    /// of edits, where undo moves the top edit across and redo moves it back.
    @Test func randomSequencesMatchASimpleStackModel() {
        var random = SeededRandom(seed: 99)
        for _ in 0..<200 {
            let sid = UUID()
            var session = EditingSession(id: sid, actor: "a", title: "t")
            var modelUndo: [Int] = [], modelRedo: [Int] = []
            var logical: [UUID: Int] = [:]   // operation id → the model edit it stands for
            var edits = 0
            var operations: [SessionOperation] = []
            for _ in 0..<60 {
                let id = UUID()
                let operation: SessionOperation
                switch random.next() % 3 {
                case 0 where session.canUndo:
                    let target = session.nextUndo!
                    operation = SessionOperation(id: id, kind: .undo, sessionId: sid, target: target)
                    logical[id] = logical[target]
                    modelRedo.append(modelUndo.removeLast())
                case 1 where session.canRedo:
                    let target = session.nextRedo!
                    operation = SessionOperation(id: id, kind: .redo, sessionId: sid, target: target)
                    logical[id] = logical[target]
                    modelUndo.append(modelRedo.removeLast())
                default:
                    edits += 1
                    operation = SessionOperation(id: id, kind: .edit, sessionId: sid)
                    logical[id] = edits
                    modelUndo.append(edits)
                    modelRedo.removeAll()
                }
                session.apply(operation)
                operations.append(operation)
                if random.next() % 4 == 0 {
                    operations.append(SessionOperation(id: UUID(), kind: .edit, sessionId: UUID()))
                }
                #expect(session.undoStack.map { logical[$0]! } == modelUndo)
                #expect(session.redoStack.map { logical[$0]! } == modelRedo)
                #expect(session.canUndo == !modelUndo.isEmpty)
                #expect(session.canRedo == !modelRedo.isEmpty)
            }
            // The projection rebuilds from the operations alone.
            #expect(EditingSession.fold(id: sid, actor: "a", title: "t", operations: operations) == session)
        }
    }
}
