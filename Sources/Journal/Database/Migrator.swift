import Crypto
import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// Applies the numbered SQL migrations of `Schema/` in order, once each, recording them in
/// `schema_migrations` with a SHA-256 of their text, then installs every function of
/// `Schema/functions/` (`CREATE OR REPLACE`, each run). A migration that was applied with another
/// text than its file now has is refused by name: a committed migration is never edited, a change
/// is a new migration (or, for a function, a change to its file). Run as the database owner;
/// concurrent migrators wait on an advisory lock.
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

    /// A file of `Schema/functions/`: one `CREATE OR REPLACE FUNCTION`.
    public struct Function: Sendable {
        public var name: String
        public var sql: String
    }

    public let migrations: [Migration]
    public let functions: [Function]

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
        let functionDirectory = directory.appendingPathComponent("functions")
        let functionFiles = ((try? FileManager.default.contentsOfDirectory(atPath: functionDirectory.path)) ?? []).filter { $0.hasSuffix(".sql") }.sorted()
        functions = try functionFiles.map { file in
            Function(name: "functions/\(file)", sql: try String(contentsOf: functionDirectory.appendingPathComponent(file), encoding: .utf8))
        }
    }

    /// The checksum recorded for a migration: SHA-256 of its text, hex.
    static func checksum(_ sql: String) -> String {
        SHA256.hash(data: Array(sql.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// Finds a folder of the repository GeoJournal runs from: `environment`'s value when set, else
    /// the nearest folder called `name` that holds `file`, above the executable, the working
    /// directory or this source file. (`Schema/`, the console's `Console/`.)
    public static func locateRepositoryFolder(_ name: String, holding file: String, environment: String) -> URL? {
        if let dir = ProcessInfo.processInfo.environment[environment] { return URL(fileURLWithPath: dir) }
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
        ]
        for start in starts {
            var dir = start.standardizedFileURL
            while dir.path != "/" {
                let candidate = dir.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(file).path) { return candidate }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Finds `Schema/`: `GEOJOURNAL_SCHEMA_DIR`, else the nearest folder named `Schema` holding
    /// migrations above the executable or the working directory.
    public static func locateSchemaDirectory() throws -> URL {
        if let dir = locateRepositoryFolder("Schema", holding: "0001_journal.sql", environment: "GEOJOURNAL_SCHEMA_DIR") { return dir }
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
                try await conn.query("ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text", logger: logger)
                var applied: [Int: String?] = [:]
                for try await (v, sum) in try await conn.query("SELECT version, checksum FROM schema_migrations", logger: logger).decode((Int, String?).self) {
                    applied[v] = sum
                }
                try await checkApplied(applied, conn: conn, logger: logger)
                var done: [String] = []
                for m in migrations where applied[m.version] == nil {
                    logger.info("applying migration \(m.name)")
                    let version = m.version
                    let name = m.name
                    let sum = Self.checksum(m.sql)
                    try await conn.withTransaction(logger: logger) { tx in
                        for statement in SQLScript(m.sql).statements {
                            try await tx.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                        }
                        try await tx.query("INSERT INTO schema_migrations (version, name, checksum) VALUES (\(version), \(name), \(sum))", logger: logger)
                    }
                    done.append(m.name)
                }
                let functions = self.functions
                try await conn.withTransaction(logger: logger) { tx in
                    // The files go in name order; a function may call one installed after it.
                    try await tx.query("SET LOCAL check_function_bodies = false", logger: logger)
                    for f in functions {
                        for statement in SQLScript(f.sql).statements {
                            try await tx.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                        }
                    }
                }
                try await Self.refreshLayerViews(conn, logger: logger)
                try await conn.query("SELECT pg_advisory_unlock(727274)", logger: logger)
                return done
            } catch {
                _ = try? await conn.query("SELECT pg_advisory_unlock(727274)", logger: logger)
                throw error
            }
        }
    }

    /// Recreates the layer views that an earlier GeoJournal made (without the triggers and checks
    /// of Schema/0020) or whose compiled checks this GeoJournal writes differently: DEFAULT's and
    /// every live version's (``LayerView/init(line:schema:definition:)``).
    static func refreshLayerViews(_ conn: PostgresConnection, logger: Logger) async throws {
        var layers: [(String, LayerDefinition)] = []
        let rows = try await conn.query("""
            SELECT l.workspace_id, l.name, l.definition::text, c.checks::text
            FROM layers l LEFT JOIN layer_view_checks c ON c.workspace_id = l.workspace_id AND c.layer = l.name
            ORDER BY l.workspace_id, l.name
            """, logger: logger)
        for try await (workspace, name, text, checks) in rows.decode((String, String, String, String?).self) {
            guard case .success(let definition) = LayerDefinition.parse(try JSONValue.parse(text), name: name) else { continue }
            let view = LayerView(workspace: workspace, definition: definition)
            // Only views whose checks are missing or were compiled differently.
            if let checks, try JSONValue.parse(checks) == JSONValue.parse(view.checks) { continue }
            layers.append((workspace, definition))
        }
        // The views of every live version (its own schema, over its line), the same way.
        var versionViews: [LayerView] = []
        let versionRows = try await conn.query("""
            SELECT v.line, v.view_schema, l.name, l.definition::text, c.checks::text
            FROM versions v JOIN layers l ON l.workspace_id = v.workspace_id
            LEFT JOIN layer_view_checks c ON c.workspace_id = v.line AND c.layer = l.name
            WHERE v.deleted_at IS NULL AND v.view_schema IS NOT NULL
            ORDER BY v.line, l.name
            """, logger: logger)
        for try await (key, schema, name, text, checks) in versionRows.decode((String, String, String, String, String?).self) {
            guard let line = VersionLine(key: key), case .success(let definition) = LayerDefinition.parse(try JSONValue.parse(text), name: name) else { continue }
            let view = LayerView(line: line, schema: schema, definition: definition)
            if let checks, try JSONValue.parse(checks) == JSONValue.parse(view.checks) { continue }
            versionViews.append(view)
        }
        guard !layers.isEmpty || !versionViews.isEmpty else { return }
        try await conn.withTransaction(logger: logger) { tx in
            for view in layers.map({ LayerView(workspace: $0.0, definition: $0.1) }) + versionViews {
                for statement in view.statements {
                    try await tx.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
            }
        }
    }

    /// Refuses a database whose applied migrations differ from their files (by name); records the
    /// checksum of migrations applied before checksums were kept.
    private func checkApplied(_ applied: [Int: String?], conn: PostgresConnection, logger: Logger) async throws {
        for m in migrations {
            guard let recorded = applied[m.version] else { continue }
            let sum = Self.checksum(m.sql)
            if let recorded {
                if recorded != sum {
                    throw JournalError.configuration("migration \(m.name) was applied with another text than its file has now (checksum \(recorded.prefix(12)) in the database, \(sum.prefix(12)) in the file): an applied migration is never edited; restore the file and put the change in a new migration")
                }
            } else {
                let version = m.version
                try await conn.query("UPDATE schema_migrations SET checksum = \(sum) WHERE version = \(version) AND checksum IS NULL", logger: logger)
            }
        }
    }
}
