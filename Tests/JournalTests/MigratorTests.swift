import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// `migrate` refuses a database whose applied migration differs from its file, naming the file,
/// and installs the functions of `Schema/functions/` every time.
@Suite("Migrations")
struct MigratorTests {
    /// A copy of `Schema/` in a temporary folder, with `edit` applied to the named file.
    static func schemaCopy(editing name: String, _ edit: (String) -> String) throws -> URL {
        let source = try Migrator.locateSchemaDirectory()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        let file = copy.appendingPathComponent(name)
        try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        return copy
    }

    @Test func anAppliedMigrationEditedSinceIsRefusedByName() async throws {
        let env = try await TestEnvironment.shared.get()
        let copy = try Self.schemaCopy(editing: "0003_sessions.sql") { $0 + "\n-- edited after it was applied\n" }
        defer { try? FileManager.default.removeItem(at: copy) }
        do {
            try await Migrator(directory: copy).migrate(env.owner, logger: env.logger)
            Issue.record("migrate accepted an applied migration whose text changed")
        } catch {
            #expect("\(error)".contains("0003_sessions.sql"), "the error names the file: \(error)")
        }
        // The files as they are pass again, and record nothing new.
        #expect(try await Migrator(directory: Migrator.locateSchemaDirectory()).migrate(env.owner, logger: env.logger).isEmpty)
        let rows = try await env.owner.query("SELECT count(*) FROM schema_migrations WHERE checksum IS NULL")
        for try await n in rows.decode(Int64.self) { #expect(n == 0) }
    }

    @Test func functionsAreInstalledFromTheirFilesOnEveryRun() async throws {
        let env = try await TestEnvironment.shared.get()
        let copy = try Self.schemaCopy(editing: "functions/geojournal_event_bytes.sql") {
            $0.replacingOccurrences(of: "PARALLEL SAFE AS $$", with: "PARALLEL SAFE AS $$ -- a comment only this copy has\n")
        }
        defer { try? FileManager.default.removeItem(at: copy) }
        try await Migrator(directory: copy).migrate(env.owner, logger: env.logger)
        func body() async throws -> String {
            let rows = try await env.owner.query("SELECT prosrc FROM pg_proc WHERE proname = 'geojournal_event_bytes'")
            for try await text in rows.decode(String.self) { return text }
            return ""
        }
        #expect(try await body().contains("a comment only this copy has"))
        try await Migrator(directory: Migrator.locateSchemaDirectory()).migrate(env.owner, logger: env.logger)
        #expect(try await !body().contains("a comment only this copy has"))
    }

    /// An event's type is stored as the enum `event_type` (Schema/0081): every type the journal
    /// writes has its label there, so a type added in Swift without its `ALTER TYPE ... ADD VALUE`
    /// is found here rather than by the first write of it.
    @Test func everyEventTypeHasItsStoredLabel() async throws {
        let env = try await TestEnvironment.shared.get()
        var labels: [String] = []
        let rows = try await env.owner.query("SELECT enumlabel::text FROM pg_enum WHERE enumtypid = 'event_type'::regtype ORDER BY enumsortorder")
        for try await label in rows.decode(String.self) { labels.append(label) }
        #expect(Set(labels) == Set(EventType.allCases.map(\.rawValue)), "stored labels \(labels)")
        #expect(labels.count == EventType.allCases.count)
    }
}
