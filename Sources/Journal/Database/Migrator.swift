import Foundation
import Logging
import PostgresNIO

/// Applies the numbered SQL migrations of `Schema/` in order, once each, recording them in
/// `schema_migrations`. Run as the database owner; concurrent migrators wait on an advisory lock.
///
/// ```swift
/// let applied = try await Migrator(directory: Migrator.locateSchemaDirectory()).migrate(client, logger: logger)
/// ```
public struct Migrator: Sendable {
    public struct Migration: Sendable {
        public var version: Int
        public var name: String
        public var sql: String
    }

    public let migrations: [Migration]

    public init(directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".sql") }.sorted()
        migrations = try files.map { file in
            guard let version = Int(file.prefix { $0.isNumber }) else {
                throw JournalError.configuration("migration \(file) must start with its number")
            }
            let sql = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            return Migration(version: version, name: file, sql: sql)
        }
        if Set(migrations.map(\.version)).count != migrations.count {
            throw JournalError.configuration("two migrations in \(directory.path) share a number")
        }
    }

    /// Finds `Schema/`: `GEOJOURNAL_SCHEMA_DIR`, else the nearest folder named `Schema` holding
    /// migrations above the executable or the working directory.
    public static func locateSchemaDirectory() throws -> URL {
        if let dir = ProcessInfo.processInfo.environment["GEOJOURNAL_SCHEMA_DIR"] { return URL(fileURLWithPath: dir) }
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
        ]
        for start in starts {
            var dir = start.standardizedFileURL
            while dir.path != "/" {
                let candidate = dir.appendingPathComponent("Schema")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("0001_journal.sql").path) { return candidate }
                dir = dir.deletingLastPathComponent()
            }
        }
        throw JournalError.configuration("cannot find the Schema folder; set GEOJOURNAL_SCHEMA_DIR")
    }

    /// Applies what is missing; returns the names applied now.
    @discardableResult
    public func migrate(_ client: PostgresClient, logger: Logger) async throws -> [String] {
        try await client.withLiveConnection { [self] conn in
            try await conn.query("SELECT pg_advisory_lock(727274)", logger: logger)
            do {
                try await conn.query("""
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
                    """, logger: logger)
                var applied: Set<Int> = []
                for try await v in try await conn.query("SELECT version FROM schema_migrations", logger: logger).decode(Int.self) {
                    applied.insert(v)
                }
                var done: [String] = []
                for m in migrations where !applied.contains(m.version) {
                    logger.info("applying migration \(m.name)")
                    let version = m.version
                    let name = m.name
                    try await conn.withTransaction(logger: logger) { tx in
                        for statement in SQLScript(m.sql).statements {
                            try await tx.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                        }
                        try await tx.query("INSERT INTO schema_migrations (version, name) VALUES (\(version), \(name))", logger: logger)
                    }
                    done.append(m.name)
                }
                try await conn.query("SELECT pg_advisory_unlock(727274)", logger: logger)
                return done
            } catch {
                _ = try? await conn.query("SELECT pg_advisory_unlock(727274)", logger: logger)
                throw error
            }
        }
    }
}
