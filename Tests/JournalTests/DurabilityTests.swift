import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import PostgresNIO
import Synchronization
import Testing

/// Edit batches commit synchronously, or (written two at a time) asynchronously and are confirmed
/// by a synchronously committed flush: these tests pin down what callers and feed readers may rely on.
@Suite("Durable heads")
struct DurabilityTests {
    func durableHead(_ world: TestWorld) async throws -> Int64 {
        let rows = try await world.env.owner.query("SELECT position FROM durable_heads WHERE workspace_id = \(world.workspace)")
        for try await p in rows.decode(Int64.self) { return p }
        throw TestSetupError("no durable head for \(world.workspace)")
    }

    @Test func everyAcknowledgedOperationIsCoveredByTheDurableHead() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        #expect(try await durableHead(world) == (try await world.head()))
        // Concurrent operations share batches and flushes; each answer must come after its flush.
        try await withThrowingTaskGroup(of: Int64.self) { group in
            for n in 0..<24 {
                group.addTask {
                    let request = try EditRequest.parse(try JSONValue.parse(TestWorld.addBody(n))).get()
                    let outcome = try await world.journal.applyEdits(workspace: world.workspace, request: request, context: AppendContext(actor: "ed"))
                    let durable = try await durableHead(world)
                    #expect(durable >= outcome.operation.lastPosition, "answered before its flush")
                    return outcome.operation.lastPosition
                }
            }
            var last: Int64 = 0
            for try await p in group { last = max(last, p) }
            #expect(try await world.head() == last)
        }
    }

    @Test func theFeedStopsAtTheDurableHeadAndTheSweepCatchesUp() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        for n in 0..<3 {
            let request = try EditRequest.parse(try JSONValue.parse(TestWorld.addBody(n))).get()
            _ = try await world.journal.applyEdits(workspace: world.workspace, request: request, context: AppendContext(actor: "ed"))
        }
        let head = try await world.head()
        // What a process killed between its asynchronous commit and its flush leaves behind.
        try await world.env.owner.query("UPDATE durable_heads SET position = \(head - 2) WHERE workspace_id = \(world.workspace)")
        let (held, reported) = try await world.journal.events(workspace: world.workspace, after: 0, limit: 100)
        #expect(reported == head - 2)
        #expect(held.map(\.position) == Array(1...(head - 2)))

        try await world.journal.flusher.sweep()
        #expect(try await durableHead(world) == head)
        let (all, now) = try await world.journal.events(workspace: world.workspace, after: 0, limit: 100)
        #expect(now == head)
        #expect(all.map(\.position) == Array(1...head))
    }

    @Test func aStatementOnAConnectionPostgreSQLClosedFailsInsteadOfWaitingForever() async throws {
        let world = try await TestWorld.make()
        let outcome = Outcome()
        try await world.env.service.withConnection { conn in
            var pid: Int32 = 0
            for try await p in try await conn.query("SELECT pg_backend_pid()", logger: world.env.logger).decode(Int32.self) { pid = p }
            try await world.env.owner.query("SELECT pg_terminate_backend(\(pid))")
            let closing = ContinuousClock.now
            while !conn.isClosed, ContinuousClock.now - closing < .seconds(10) { try await Task.sleep(for: .milliseconds(20)) }
            #expect(conn.isClosed, "PostgreSQL did not close the terminated connection")
            // A statement handed to the closed connection: without the close watch it never ends,
            // so it runs in a task of its own and the test gives it a bounded time.
            let logger = world.env.logger
            let attempt = Task { [conn] in
                do {
                    _ = try await conn.failingWhenClosed { c in try await c.query("SELECT 1", logger: logger).collect() }
                    outcome.set(nil)
                } catch {
                    outcome.set(error)
                }
            }
            let started = ContinuousClock.now
            while !outcome.value.done, ContinuousClock.now - started < .seconds(10) { try await Task.sleep(for: .milliseconds(20)) }
            _ = attempt
        }
        let (done, error) = outcome.value
        #expect(done, "the statement on the closed connection was still waiting after 10 s")
        guard done else { return }
        guard let error else {
            Issue.record("a statement on a closed connection succeeded")
            return
        }
        guard case .unavailable = JournalError.from(error) else {
            Issue.record("expected unavailable, got \(error)")
            return
        }
    }

    final class Outcome: Sendable {
        private let state = Mutex<(done: Bool, error: (any Error)?)>((false, nil))
        func set(_ error: (any Error)?) { state.withLock { $0 = (true, error) } }
        var value: (done: Bool, error: (any Error)?) { state.withLock { $0 } }
    }
}
