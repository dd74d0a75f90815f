import Crypto
import Foundation
import PostgresNIO
import Synchronization

/// A vector tile's statement as a named prepared statement of the connection that runs it.
///
/// A tile's SQL text depends only on the shape of what it reads (the layers, their spatial
/// references, geometry types and chosen properties, now or a position): the tile's box, its
/// address, the position and the names are bound values. Prepared once per connection under a
/// name made from its text, PostgreSQL parses it once and, after its first executions, runs it
/// with a generic plan instead of planning the as-of reader's inlined functions again at every
/// tile (for a small tile the planning cost more than the reading).
///
/// postgres-nio asks a prepared statement's name and text of its type; the type reads them from
/// the task-local ``text`` that ``run(_:on:logger:)`` sets around the one call that prepares or
/// executes it.
///
/// ```swift
/// var sql = BoundSQL()
/// sql.text = "SELECT \(try sql.bind(Int32(1)))::int4, ..."
/// for try await row in try await TileStatement.run(sql, on: client, logger: logger) { ... }
/// ```
struct TileStatement: PostgresPreparedStatement {
    typealias Row = PostgresRow

    struct Text: Sendable {
        var name: String
        var sql: String
    }

    @TaskLocal static var text = Text(name: "geojournal_tile", sql: "")
    static var name: String { text.name }
    static var sql: String { text.sql }

    let bindings: PostgresBindings

    func makeBindings() throws -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }

    /// The most statement texts the process prepares; a shape past them runs unnamed (planned at
    /// each call), so that a connection never holds more than this many tile statements.
    static let maxTexts = 64
    private static let names = Mutex<[String: String]>([:])

    /// The name `text` is prepared under (`geojournal_tile_` and the start of its digest), or nil
    /// when ``maxTexts`` other texts were prepared first.
    static func name(for text: String) -> String? {
        names.withLock { names in
            if let name = names[text] { return name }
            guard names.count < maxTexts else { return nil }
            let digest = SHA256.hash(data: Array(text.utf8)).prefix(10).map { String(format: "%02x", $0) }.joined()
            let name = "geojournal_tile_\(digest)"
            names[text] = name
            return name
        }
    }

    /// The rows of `sql`, run as the named prepared statement of its text on a connection of
    /// `client` (prepared there first if it is not yet), or unnamed past ``maxTexts``.
    static func run(_ sql: BoundSQL, on client: PostgresClient, logger: Logger) async throws -> [PostgresRow] {
        try await rows(of: sql, unnamed: { try await client.query(sql.query, logger: logger) },
                       named: { try await client.execute($0, logger: logger) })
    }

    /// The same on `connection` (a tile read inside a snapshot).
    static func run(_ sql: BoundSQL, on connection: PostgresConnection, logger: Logger) async throws -> [PostgresRow] {
        try await rows(of: sql, unnamed: { try await connection.query(sql.query, logger: logger) },
                       named: { try await connection.execute($0, logger: logger) })
    }

    private static func rows<Unnamed: AsyncSequence, Named: AsyncSequence>(
        of sql: BoundSQL, unnamed: () async throws -> Unnamed, named: (TileStatement) async throws -> Named
    ) async throws -> [PostgresRow] where Unnamed.Element == PostgresRow, Named.Element == PostgresRow {
        var rows: [PostgresRow] = []
        guard let name = name(for: sql.text) else {
            for try await row in try await unnamed() { rows.append(row) }
            return rows
        }
        try await $text.withValue(Text(name: name, sql: sql.text)) {
            for try await row in try await named(TileStatement(bindings: sql.bindings)) { rows.append(row) }
        }
        return rows
    }
}
