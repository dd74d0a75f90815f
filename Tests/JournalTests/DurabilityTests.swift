import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import PostgresNIO
import Synchronization
import Testing

/// A connection PostgreSQL closed under the journal fails what is handed to it, so a writer
/// never waits forever on it.
@Suite("Closed connections")
struct DurabilityTests {
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
