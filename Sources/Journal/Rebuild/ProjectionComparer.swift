import Foundation
import Logging
import PostgresNIO

/// Compares the staging tables of a rebuild (`rebuild_features`, `rebuild_feature_versions`,
/// `rebuild_layers`, `rebuild_layer_versions`, `rebuild_networks`, `rebuild_network_versions`,
/// `rebuild_network_associations` in the same session) with the live projections of
/// one workspace, row by row: ids and versions, attributes as jsonb, geometry as
/// EWKB, positions and validity ranges in positions and in time.
///
/// ```swift
/// let differences = try await ProjectionComparer(logger: logger).compare(conn, workspace: "demo")
/// for d in differences { print(d.description) }   // "features 3f2b…: attributes differ"
/// ```
public struct ProjectionComparer: Sendable {
    /// One row that differs between the live projection and the rebuild.
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            /// In the rebuild but not in the live projection.
            case missing
            /// In the live projection but not in the rebuild.
            case unexpected
            /// In both, with different columns.
            case differs
        }
        public var table: String
        /// The row's key as text (`id`, `id v3`, `layer`, `layer v2`; more keys separated by spaces).
        public var key: String
        public var kind: Kind
        /// The columns that differ (for ``Kind/differs``).
        public var columns: [String]

        public var description: String {
            switch kind {
            case .missing: return "\(table) \(key): missing from the live projection"
            case .unexpected: return "\(table) \(key): in the live projection but not in the rebuild"
            case .differs: return "\(table) \(key): \(columns.joined(separator: ", ")) differ"
            }
        }
    }

    /// Most differences reported per table.
    public var limit: Int
    let logger: Logger

    public init(logger: Logger, limit: Int = 1000) {
        self.logger = logger
        self.limit = limit
    }

    public func compare(_ conn: PostgresConnection, workspace: String) async throws -> [Difference] {
        var out: [Difference] = []
        for table in Self.tables {
            out += try await compare(conn, workspace: workspace, table: table)
        }
        return out
    }

    struct Table {
        var name: String
        var keys: [String]
        /// Column name and the SQL that is true when the live row `l` and the rebuilt row `r` differ.
        var columns: [(String, String)]
    }

    static func distinct(_ c: String) -> (String, String) { (c, "l.\(c) IS DISTINCT FROM r.\(c)") }

    /// A version's pointer at the one before it (Schema/0083), where the live row has one: a row
    /// written before the pointer holds NULL, and its readers find the version before by number.
    static let pointer = ("prev_from", "l.prev_from IS NOT NULL AND l.prev_from IS DISTINCT FROM r.prev_from")

    static let tables: [Table] = [
        Table(name: "features", keys: ["id"], columns: [
            distinct("layer"), distinct("version"), distinct("attributes"),
            ("geom", "ST_AsEWKB(l.geom) IS DISTINCT FROM ST_AsEWKB(r.geom)"), distinct("position"), distinct("updated_at"), distinct("object_id"),
            pointer,
        ]),
        // A closed version's operation is the one at the position it is valid from (Schema/0079):
        // a rebuild leaves it to be read by position, as every version written since is.
        Table(name: "feature_versions", keys: ["id", "version"], columns: [
            distinct("layer"), distinct("attributes"),
            ("geom", "ST_AsEWKB(l.geom) IS DISTINCT FROM ST_AsEWKB(r.geom)"),
            distinct("valid_from"), distinct("valid_to"), distinct("valid_from_time"), distinct("valid_to_time"), distinct("object_id"),
            pointer,
        ]),
        Table(name: "layers", keys: ["name"], columns: [distinct("version"), distinct("definition"), distinct("position")]),
        Table(name: "layer_versions", keys: ["name", "version"], columns: [distinct("definition"), distinct("valid_from"), distinct("valid_to")]),
        Table(name: "networks", keys: ["name"], columns: [distinct("version"), distinct("definition"), distinct("position")]),
        Table(name: "network_versions", keys: ["name", "version"], columns: [distinct("definition"), distinct("valid_from"), distinct("valid_to")]),
        Table(name: "network_associations", keys: ["network", "from_id", "from_terminal", "to_id", "to_terminal", "valid_from"], columns: [distinct("valid_to")]),
    ]

    private func compare(_ conn: PostgresConnection, workspace: String, table: Table) async throws -> [Difference] {
        let join = table.keys.map { "l.\($0) = r.\($0)" }.joined(separator: " AND ")
        let parts = table.keys.map { "coalesce(l.\($0), r.\($0))::text" }
        let key = parts.count == 2 ? "\(parts[0]) || ' v' || \(parts[1])" : "concat_ws(' ', \(parts.joined(separator: ", ")))"
        let which = "array_to_string(ARRAY[" + table.columns.map { "CASE WHEN \($0.1) THEN '\($0.0)' END" }.joined(separator: ", ") + "], ',')"
        let anyDiffers = table.columns.map { "(\($0.1))" }.joined(separator: " OR ")
        // Table names come from the fixed list above; the workspace is a bound parameter.
        let sql = """
            SELECT \(key), CASE WHEN l.\(table.keys[0]) IS NULL THEN 'missing' WHEN r.\(table.keys[0]) IS NULL THEN 'unexpected' ELSE 'differs' END, \(which)
            FROM (SELECT * FROM public.\(table.name) WHERE workspace_id = $1) l
            FULL JOIN (SELECT * FROM pg_temp.rebuild_\(table.name) WHERE workspace_id = $1) r ON \(join)
            WHERE l.\(table.keys[0]) IS NULL OR r.\(table.keys[0]) IS NULL OR \(anyDiffers)
            ORDER BY 1 LIMIT \(limit)
            """
        var binds = PostgresBindings()
        binds.append(workspace)
        let rows = try await conn.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
        var out: [Difference] = []
        for try await (k, kind, columns) in rows.decode((String, String, String).self) {
            out.append(Difference(table: table.name, key: k, kind: Difference.Kind(rawValue: kind) ?? .differs,
                                  columns: columns.split(separator: ",").map(String.init)))
        }
        return out
    }
}
