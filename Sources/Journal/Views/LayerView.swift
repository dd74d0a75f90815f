import Crypto
import Foundation
import GeoJournalCore

extension LayerDefinition {
    /// The current features' geometry as the layer's view and spatial index spell it (with the
    /// table `alias`). A box filter on this expression, with the workspace and layer compared to
    /// constants, is answered by the layer's index (Schema/0013: `features` has no other).
    func indexedGeometry(alias: String? = nil) -> String {
        "\(alias.map { "\($0)." } ?? "")geom::geometry(\(geometryType.rawValue), \(srid))"
    }
}

/// The SQL of a layer's view: one typed column per field, the geometry with its type and SRID,
/// and a partial spatial index on exactly the view's geometry expression.
///
/// A version's layer views (``init(line:schema:definition:)``, in the version's own schema) show
/// DEFAULT at the version's base overlaid by the version's line, and write into the line.
struct LayerView {
    let workspace: String
    let definition: LayerDefinition
    /// A version's line and the schema of its views (`gj_<workspace>__<name>`).
    var line: (key: String, schema: String)?
    /// Added to a created event's position to make its feature's OBJECTID (0 in DEFAULT).
    var objectIdOffset: Int64 = 0

    init(workspace: String, definition: LayerDefinition) {
        self.workspace = workspace
        self.definition = definition
    }

    init(line: VersionLine, schema: String, definition: LayerDefinition) {
        self.workspace = line.workspace
        self.definition = definition
        self.line = (line.key, schema)
        self.objectIdOffset = line.objectIdOffset
    }

    static func identifier(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    static func literal(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "''") + "'" }

    /// The schema of a version's views: `gj_<workspace>__<owner>_<name>`, lower case, letters,
    /// digits and `_` (63 characters at most).
    static func versionSchema(workspace: String, name: String) -> String {
        let part = String(name.lowercased().map { ($0.isLetter && $0.isASCII) || ($0.isNumber && $0.isASCII) ? $0 : "_" })
        return String("gj_\(workspace)__\(part)".prefix(63))
    }

    var schemaName: String { line?.schema ?? "gj_\(workspace)" }
    /// The key the view's rows are staged and written under: the workspace, or the version's line.
    var key: String { line?.key ?? workspace }
    var qualifiedName: String { "\(Self.identifier(schemaName)).\(Self.identifier(definition.name))" }

    var statements: [String] {
        let schema = Self.identifier(schemaName)
        let view = "\(schema).\(Self.identifier(definition.name))"
        // `expected_version` reads NULL; an UPDATE that sets it names the version the client read
        // (QGIS sends it with a default value `"version"` applied on update).
        var columns = ["r.id", "r.version", "NULL::integer AS expected_version", "r.position AS journal_position"]
        for field in definition.fields {
            let member = "r.attributes->\(Self.literal(field.name))"
            let text = "r.attributes->>\(Self.literal(field.name))"
            let expression: String
            switch field.type {
            case .integer: expression = "CASE WHEN jsonb_typeof(\(member)) = 'number' THEN (\(text))::numeric::bigint END"
            case .smallint: expression = "CASE WHEN jsonb_typeof(\(member)) = 'number' THEN (\(text))::numeric::smallint END"
            case .double: expression = "CASE WHEN jsonb_typeof(\(member)) = 'number' THEN (\(text))::double precision END"
            case .boolean: expression = "CASE WHEN jsonb_typeof(\(member)) = 'boolean' THEN (\(text))::boolean END"
            case .date: expression = "(\(text))::timestamptz"
            case .uuid: expression = "(\(text))::uuid"
            case .string: expression = field.length.map { "(\(text))::varchar(\($0))" } ?? "(\(text))"
            }
            columns.append("\(expression) AS \(Self.identifier(field.name))")
        }
        columns.append("r.geom")
        let ws = Self.literal(key)
        let staging = "(SELECT public.geojournal_view_staging(\(ws)))"
        let mine = "s.txid = txid_current_if_assigned() AND s.workspace_id = \(ws)"
        // The current features, overlaid (only in a transaction that staged rows through the
        // views: the one-time filters keep other reads plain) by the transaction's own staged rows
        // (Schema/functions/geojournal_view_edit.sql): a feature's last staged row replaces it.
        let current = """
            SELECT f.id, f.version, f.attributes, \(definition.indexedGeometry(alias: "f")) AS geom, f.position FROM public.features f
            WHERE \(filter(alias: "f")) AND NOT \(staging)
            UNION ALL
            SELECT f.id, f.version, f.attributes, \(definition.indexedGeometry(alias: "f")), f.position FROM public.features f
            WHERE \(filter(alias: "f")) AND \(staging)
              AND NOT EXISTS (SELECT FROM public.view_staged_rows s WHERE \(mine) AND s.feature_id = f.id)
            """
        let staged = """
            SELECT s.feature_id, s.version, s.attributes, \(definition.indexedGeometry(alias: "s")), NULL::bigint FROM public.view_staged_rows s
            WHERE \(mine) AND s.layer = \(Self.literal(definition.name)) AND s.type <> 'featureDeleted' AND \(staging)
              AND NOT EXISTS (SELECT FROM public.view_staged_rows l WHERE l.txid = s.txid AND l.workspace_id = s.workspace_id
                              AND l.feature_id = s.feature_id AND l.seq > s.seq)
            """
        var parts = [current]
        if let line {
            // A version: its line's features as above, then DEFAULT's features valid at the
            // version's base that the line never touched, less the transaction's staged ones; only
            // for a login that may read the version. What geojournal_line_state says, written out:
            // the tables of a SQL function inlined into a view are checked against the login
            // reading the view, which may read the views only (Views/README.md).
            let key = Self.literal(line.key)
            let readable = "(SELECT public.geojournal_version_readable(\(key)))"
            let base = "(SELECT public.geojournal_version_base(\(key), 9223372036854775807))"
            let untouched = "NOT EXISTS (SELECT FROM public.line_touched t WHERE t.line = \(key) AND t.feature_id = f.id)"
            let unstaged = "(NOT \(staging) OR NOT EXISTS (SELECT FROM public.view_staged_rows s WHERE \(mine) AND s.feature_id = f.id))"
            let parent = "f.workspace_id = \(Self.literal(workspace)) AND f.layer = \(Self.literal(definition.name))"
            parts = ["SELECT * FROM (\(current)) own WHERE \(readable)", """
                SELECT f.id, f.version, f.attributes, \(definition.indexedGeometry(alias: "f")), f.position FROM public.features f
                WHERE \(parent) AND f.position <= \(base) AND \(untouched) AND \(unstaged) AND \(readable)
                """, """
                SELECT f.id, f.version, f.attributes, \(definition.indexedGeometry(alias: "f")), f.valid_from FROM public.feature_versions f
                WHERE \(parent) AND f.valid_to IS NOT NULL AND validity_line(f.valid_from, f.valid_to) && validity_point(\(base))
                  AND geojournal_valid_at(f.valid_from, f.valid_to, \(base))
                  AND \(untouched) AND \(unstaged) AND \(readable)
                """, "SELECT * FROM (\(staged)) mine WHERE \(readable)"]
        } else {
            parts.append(staged)
        }
        let rows = parts.joined(separator: "\nUNION ALL\n")
        return [
            // The service role must be able to replace the view later, whoever defines the layer
            // first (`geojournal sample` runs as the database owner): create it as that role.
            """
            DO $$ BEGIN
                IF current_user <> 'geojournal_service' AND pg_has_role(current_user, 'geojournal_service', 'MEMBER') THEN
                    SET LOCAL ROLE geojournal_service;
                END IF;
            END $$
            """,
            "CREATE SCHEMA IF NOT EXISTS \(schema)",
            "GRANT USAGE ON SCHEMA \(schema) TO geojournal_reader",
            "GRANT USAGE, CREATE ON SCHEMA \(schema) TO geojournal_views",
            "DROP VIEW IF EXISTS \(view)",
            "CREATE VIEW \(view) AS SELECT \(columns.joined(separator: ", ")) FROM (\(rows)) r",
            // Owned by a role that may only read (Schema/0021): what a login does through the
            // view (SELECT … FOR UPDATE, LOCK TABLE) cannot lock what writers need.
            "ALTER VIEW \(view) OWNER TO geojournal_views",
            "GRANT SELECT ON \(view) TO geojournal_reader",
            // Writable: INSERT, UPDATE and DELETE are staged and written at COMMIT as journal
            // events (Schema/0021), checked with the layer's compiled checks.
            """
            INSERT INTO public.layer_view_checks (workspace_id, layer, checks)
            VALUES (\(ws), \(Self.literal(definition.name)), \(Self.literal(checks))::jsonb)
            ON CONFLICT (workspace_id, layer) DO UPDATE SET checks = EXCLUDED.checks
            """,
            "ALTER VIEW \(view) ALTER COLUMN id SET DEFAULT public.geojournal_new_feature_id()",
            """
            CREATE TRIGGER edit INSTEAD OF INSERT OR UPDATE OR DELETE ON \(view)
            FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_edit(\(ws), \(Self.literal(definition.name)))
            """,
            "GRANT INSERT, UPDATE, DELETE ON \(view) TO geojournal_editor",
            // The layer's spatial indexes on the workspace's partitions (a version's line gets
            // its own with its partitions).
        ] + (line == nil ? ["SELECT public.geojournal_line_indexes(\(ws))"] : [])
    }

    /// The layer's compiled checks for writes through the view, as JSON: the definition's checks
    /// (``LayerDefinition/viewChecks(maxVertices:)``) and the numbering of the features a
    /// transaction through the view creates, `objectIdOffset` (``VersionLine/objectIdOffset``, 0 in
    /// DEFAULT), which `geojournal_view_commit` adds to a created event's position: the one
    /// definition of a line's OBJECTIDs is Swift's, as the checks are the definition's.
    var checks: String {
        guard case .object(var document) = definition.viewChecks(maxVertices: EditLimits().maxVerticesPerGeometry) else { return "{}" }
        // The view's own layout: a `migrate` recreates views written with another.
        document["viewLayout"] = .integer(Self.layout)
        document["objectIdOffset"] = .integer(objectIdOffset)
        return JSONValue.object(document).jsonString(sortedKeys: true)
    }

    /// The layout of the view's columns and triggers (2: `expected_version`; 3: staged rows,
    /// owned by geojournal_views; 4: a version's closed versions at its base through the layer's
    /// index on them, Schema/0076).
    static let layout: Int64 = 4

    /// The rows of the layer in the key's line (SQL over `alias`).
    func filter(alias: String) -> String {
        "\(alias).workspace_id = \(Self.literal(key)) AND \(alias).layer = \(Self.literal(definition.name))"
    }

    /// The names of the layer's spatial indexes on the key's partitions, as
    /// `geojournal_line_indexes` gives them: the digest of "<key>/<layer>" after the table's prefix.
    var indexNames: (features: String, versions: String) {
        let digest = SHA256.hash(data: Array("\(key)/\(definition.name)".utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
        return ("features_layer_" + digest, "feature_versions_layer_" + digest)
    }

    /// The layer's spatial indexes as `geojournal_line_indexes` makes them on a line's partitions,
    /// built instead on the tables a rebuild loads before it swaps them in, under the given names:
    /// the current features' on exactly the view's geometry expression, the closed versions' on it
    /// and their validity line.
    func indexStatements(features: String, versions: String, named names: (features: String, versions: String)) -> [String] {
        let filter = "workspace_id = \(Self.literal(key)) AND layer = \(Self.literal(definition.name))"  // as geojournal_line_indexes writes it
        return [
            "CREATE INDEX \(Self.identifier(names.features)) ON public.\(Self.identifier(features)) USING gist ((\(definition.indexedGeometry()))) WHERE \(filter)",
            "CREATE INDEX \(Self.identifier(names.versions)) ON public.\(Self.identifier(versions)) USING gist ((\(definition.indexedGeometry())), "
                + "validity_line(valid_from, valid_to)) WHERE \(filter) AND valid_to IS NOT NULL",
        ]
    }
}
