import Foundation
import GeoJournalCore
import PostgresNIO

/// A statement being written: its text grows piece by piece and every value goes in as a
/// placeholder of ``bindings``, never as text.
///
/// ```swift
/// var sql = BoundSQL()
/// let ws = try sql.bind("demo")
/// sql.text = "SELECT count(*) FROM features WHERE workspace_id = \(ws)"
/// try await conn.query(sql.query, logger: logger)
/// ```
struct BoundSQL {
    var text = ""
    private(set) var bindings = PostgresBindings()
    private(set) var count = 0
    /// Names written into the text as quoted literals instead of placeholders, for a statement
    /// prepared once and run with a generic plan (``TileStatement``): the workspace and the
    /// layers a plan depends on. Their partial indexes (`WHERE workspace_id = … AND layer = …`)
    /// can serve a plan only when it sees the names themselves; a bound name gives a plan that
    /// reads the whole layer. A string bound with the same cast means the same as its literal.
    var literals: Set<String> = []

    /// Binds a value; returns its placeholder (`$n`), or the quoted literal of a string of ``literals``.
    mutating func bind(_ value: some PostgresEncodable & Sendable) throws -> String {
        if let name = value as? String, literals.contains(name), !name.contains("\\") {
            return "'" + name.replacingOccurrences(of: "'", with: "''") + "'"
        }
        try bindings.append(value)
        count += 1
        return "$\(count)"
    }

    /// Appends a compiled filter's values (placeholders numbered from ``nextPlaceholder``).
    mutating func append(_ compiled: CompiledFilter) {
        for text in compiled.binds { bindings.append(text) }
        count += compiled.binds.count
    }

    /// The number the next placeholder gets.
    var nextPlaceholder: Int { count + 1 }

    var query: PostgresQuery { PostgresQuery(unsafeSQL: text, binds: bindings) }
}
