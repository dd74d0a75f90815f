import Foundation
import GeoJournalTestSupport
import Journal
import Logging
import PostgresNIO
import Testing

/// A statement whose client went away does not run on: the service's connections ask PostgreSQL to
/// check the client every second while a statement runs (`DatabaseURL.configuration`).
@Suite("Client gone")
struct ClientGoneTests {
    /// Backends running the statement marked with `marker`.
    static func running(_ env: TestEnvironment.Ready, _ marker: String) async throws -> Int {
        let rows = try await env.owner.query(PostgresQuery(unsafeSQL: """
            SELECT count(*)::int8 FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%\(marker)%' AND pid <> pg_backend_pid()
            """))
        for try await n in rows.decode(Int64.self) { return Int(n) }
        return 0
    }

    @Test func aStatementWhoseConnectionClosesIsCancelledWithinSeconds() async throws {
        let env = try await TestEnvironment.shared.get()
        let marker = "gj_gone_\(UUID().uuidString.prefix(8).lowercased())"
        let setting = try await env.service.query("SELECT current_setting('client_connection_check_interval')")
        for try await value in setting.decode(String.self) { #expect(value == "1s") }

        var elapsed = Duration.zero
        try await env.service.withConnection { conn in
            async let sleeping: Void = { _ = try? await conn.query(PostgresQuery(unsafeSQL: "SELECT pg_sleep(30) /* \(marker) */"), logger: Logger(label: "client-gone")) }()
            var seen = false
            for _ in 0..<100 where !seen {
                seen = try await Self.running(env, marker) == 1
                if !seen { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(seen, "the statement never showed as running")
            let closed = ContinuousClock.now
            try? await conn.close()
            // The backend is gone once PostgreSQL noticed the closed connection (not after 30 s).
            for _ in 0..<100 {
                if try await Self.running(env, marker) == 0 { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            elapsed = ContinuousClock.now - closed
            await sleeping
        }
        #expect(try await Self.running(env, marker) == 0)
        #expect(elapsed < .seconds(8), "the statement ran on for \(elapsed) after its connection closed")
    }
}
