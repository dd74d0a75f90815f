import Crypto
import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// A layer definition as the journal holds it.
public struct StoredLayer: Sendable {
    public var definition: LayerDefinition
    public var version: Int
    public var position: Int64
}

extension Journal {
    /// The layer definitions of a workspace, from the cache when it is current.
    public func layerSet(workspace: String, refresh: Bool = false) async throws(JournalError) -> (schemaPosition: Int64, layers: [String: LayerDefinition]) {
        if !refresh, let cached = layerCache.withLock({ $0[workspace] }) { return (cached.schemaPosition, cached.layers) }
        let set = try await database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query("SELECT schema_position FROM workspaces WHERE id = \(workspace)", logger: logger)
                var position: Int64?
                for try await p in rows.decode(Int64.self) { position = p }
                guard let position else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
                return try await layers(workspace: workspace, schemaPosition: position, conn: conn)
            }
        }
        return (set.schemaPosition, set.layers)
    }

    /// The layer definitions at `schemaPosition`, loading them when the cache is older.
    func layers(workspace: String, schemaPosition: Int64, conn: PostgresConnection) async throws -> LayerSet {
        if let cached = layerCache.withLock({ $0[workspace] }), cached.schemaPosition == schemaPosition { return cached }
        var layers: [String: LayerDefinition] = [:]
        let rows = try await conn.query("SELECT name, definition::text FROM layers WHERE workspace_id = \(workspace)", logger: logger)
        for try await (name, text) in rows.decode((String, String).self) {
            switch LayerDefinition.parse(try JSONValue.parse(text), name: name) {
            case .success(let d): layers[name] = d
            case .failure(let p): throw JournalError.internalFailure("stored definition of layer \(name) is unreadable: \(p.violations)")
            }
        }
        let set = LayerSet(schemaPosition: schemaPosition, layers: layers)
        layerCache.withLock { cache in
            if (cache[workspace]?.schemaPosition ?? -1) <= schemaPosition { cache[workspace] = set }
        }
        return set
    }

    /// Defines or changes a layer: a `schema` operation. A change that would make existing features
    /// invalid is refused with their list unless `force` is set (then the operation records it).
    /// Returns the outcome and whether the layer is new; an unchanged definition writes nothing.
    public func defineLayer(workspace: String, name: String, body: JSONValue, force: Bool, context: AppendContext) async throws(JournalError) -> (AppendOutcome, created: Bool) {
        let definition: LayerDefinition
        switch LayerDefinition.parse(body, name: name) {
        case .success(let d): definition = d
        case .failure(let p): throw JournalError.invalid(p.violations)
        }
        var context = context
        context.kind = .schema
        let existed = try await layerSet(workspace: workspace, refresh: true).layers[name] != nil
        let result = await writer(for: workspace).submit(.defineLayer(definition, force: force), context: context, featureCount: 1)
        return (try result.get(), !existed)
    }

    func commitLayerDefinition(_ definition: LayerDefinition, force: Bool, workspace: String, context: AppendContext) async throws -> AppendOutcome {
        let outcome: AppendOutcome = try await client.withLiveTransaction(logger: logger) { [self] conn in
            let head = try await lockHead(conn, workspace: workspace)
            // The per-layer index is built on the workspace's partition of features. Take the lock
            // that CREATE INDEX needs before this transaction writes rows (which would take a
            // weaker one first and deadlock with another layer definition upgrading the same way).
            // The partition only: a lock on the partitioned table is a lock on every workspace's
            // partition, so a layer defined in one workspace waited for every write in flight in
            // any workspace, and every write queued behind it.
            let partition = LayerView.identifier(ProjectionPartition.name("features", workspace: workspace))
            try await conn.query(PostgresQuery(unsafeSQL: "LOCK TABLE public.\(partition) IN SHARE ROW EXCLUSIVE MODE"), logger: logger)
            var current: StoredLayer?
            let rows = try await conn.query("SELECT version, definition::text, position FROM layers WHERE workspace_id = \(workspace) AND name = \(definition.name)", logger: logger)
            for try await (version, text, position) in rows.decode((Int32, String, Int64).self) {
                if case .success(let d) = LayerDefinition.parse(try JSONValue.parse(text), name: definition.name) {
                    current = StoredLayer(definition: d, version: Int(version), position: position)
                }
            }
            if let current {
                if current.definition.json == definition.json, let op = try await operation(conn, workspace: workspace, atPosition: current.position) {
                    return AppendOutcome(operation: op, results: [], warnings: [], replayed: true)
                }
                let problems = current.definition.changeProblems(to: definition)
                if !problems.isEmpty { throw JournalError.invalid(problems) }
                if !force {
                    var broken: [Violation] = []
                    let features = try await conn.query("SELECT id, attributes::text FROM features WHERE workspace_id = \(workspace) AND layer = \(definition.name) ORDER BY id", logger: logger)
                    for try await (id, text) in features.decode((UUID, String).self) {
                        let attributes = try JSONValue.parse(text).objectValue ?? [:]
                        for v in current.definition.compatibilityProblems(of: definition, for: attributes) {
                            broken.append(v.prefixed("features[\(id.lowercased)]"))
                        }
                        if broken.count >= 1000 { break }
                    }
                    if !broken.isEmpty {
                        throw JournalError.invalid(broken, .breaksFeatures)
                    }
                }
            }
            let version = (current?.version ?? 0) + 1
            var data: [String: JSONValue] = ["definition": definition.json, "version": .integer(Int64(version))]
            if force { data["forced"] = true }
            let event = PendingEvent(featureId: nil, featureVersion: nil, layer: definition.name, type: .layerDefined, data: .object(data), resulting: nil)
            var plan = BatchPlan(workspace: workspace, head: head)
            let message = current == nil ? "define layer \(definition.name)" : "change layer \(definition.name) to version \(version)"
            var decision = EditDecision(events: [event], results: [], warnings: [])
            let record = plan.add(&decision, sessionId: nil, message: message, context: context, layers: [:])
            try await plan.write(conn, logger: logger)
            try await projectLayer(conn, workspace: workspace, definition: definition, version: version, position: record.lastPosition)
            PositionWitness.observe(record.lastPosition)
            return AppendOutcome(operation: record, results: [], warnings: [], replayed: false)
        }
        layerCache.withLock { _ = $0.removeValue(forKey: workspace) }
        return outcome
    }

    /// The layer projections: current definition, its versions, and the per-layer SQL view with
    /// typed columns (and a matching spatial index) that GDAL and QGIS open like a PostGIS table.
    func projectLayer(_ conn: PostgresConnection, workspace: String, definition: LayerDefinition, version: Int, position: Int64) async throws {
        let json = definition.json.jsonString(sortedKeys: true)
        let v = Int32(version)
        try await conn.query("""
            INSERT INTO layers (workspace_id, name, version, definition, position) VALUES (\(workspace), \(definition.name), \(v), \(json)::jsonb, \(position))
            ON CONFLICT (workspace_id, name) DO UPDATE SET version = EXCLUDED.version, definition = EXCLUDED.definition, position = EXCLUDED.position
            """, logger: logger)
        try await conn.query("UPDATE layer_versions SET valid_to = \(position) WHERE workspace_id = \(workspace) AND name = \(definition.name) AND valid_to IS NULL", logger: logger)
        try await conn.query("""
            INSERT INTO layer_versions (workspace_id, name, version, definition, valid_from) VALUES (\(workspace), \(definition.name), \(v), \(json)::jsonb, \(position))
            """, logger: logger)
        // The layer's count and extent (Schema/0018), kept by the batch writes from here on.
        try await conn.query("""
            INSERT INTO layer_stats (workspace_id, layer) VALUES (\(workspace), \(definition.name)) ON CONFLICT (workspace_id, layer) DO NOTHING
            """, logger: logger)
        for statement in LayerView(workspace: workspace, definition: definition).statements {
            try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
    }

    /// The operation whose positions include `position`.
    func operation(_ conn: PostgresConnection, workspace: String, atPosition position: Int64) async throws -> OperationRecord? {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT \(OperationColumns.select) FROM operations
            WHERE workspace_id = $1 AND first_position <= $2 AND last_position >= $2
            """, binds: try Self.binds(workspace, position)), logger: logger)
        for try await row in rows { return try OperationColumns.decode(row) }
        return nil
    }
}

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
struct LayerView {
    let workspace: String
    let definition: LayerDefinition

    static func identifier(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    static func literal(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "''") + "'" }

    var schemaName: String { "gj_\(workspace)" }

    var statements: [String] {
        let schema = Self.identifier(schemaName)
        let view = "\(schema).\(Self.identifier(definition.name))"
        // `expected_version` reads NULL; an UPDATE that sets it names the version the client read
        // (QGIS sends it with a default value `"version"` applied on update).
        var columns = ["id", "version", "NULL::integer AS expected_version", "position AS journal_position"]
        for field in definition.fields {
            let member = "attributes->\(Self.literal(field.name))"
            let text = "attributes->>\(Self.literal(field.name))"
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
        columns.append("\(geometryExpression) AS geom")
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
            "DROP VIEW IF EXISTS \(view)",
            "CREATE VIEW \(view) AS SELECT \(columns.joined(separator: ", ")) FROM public.features WHERE \(filter)",
            "GRANT SELECT ON \(view) TO geojournal_reader",
            // Writable: INSERT, UPDATE and DELETE become journal events (Schema/0020), checked
            // with the layer's compiled checks.
            """
            INSERT INTO public.layer_view_checks (workspace_id, layer, checks)
            VALUES (\(Self.literal(workspace)), \(Self.literal(definition.name)), \(Self.literal(checks))::jsonb)
            ON CONFLICT (workspace_id, layer) DO UPDATE SET checks = EXCLUDED.checks
            """,
            "ALTER VIEW \(view) ALTER COLUMN id SET DEFAULT public.geojournal_new_feature_id()",
            """
            CREATE TRIGGER edit INSTEAD OF INSERT OR UPDATE OR DELETE ON \(view)
            FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_edit(\(Self.literal(workspace)), \(Self.literal(definition.name)))
            """,
            "GRANT INSERT, UPDATE, DELETE ON \(view) TO geojournal_editor",
            indexStatement(on: ProjectionPartition.name("features", workspace: workspace), named: indexName, ifNotExists: true),
        ]
    }

    /// The layer's compiled checks for writes through the view, as JSON.
    var checks: String {
        guard case .object(var document) = definition.viewChecks(maxVertices: EditLimits().maxVerticesPerGeometry) else { return "{}" }
        // The view's own layout: a `migrate` recreates views written with another.
        document["viewLayout"] = .integer(Self.layout)
        return JSONValue.object(document).jsonString(sortedKeys: true)
    }

    /// The layout of the view's columns and triggers (2: `expected_version`).
    static let layout: Int64 = 2

    var geometryExpression: String { definition.indexedGeometry() }
    var filter: String { "workspace_id = \(Self.literal(workspace)) AND layer = \(Self.literal(definition.name))" }

    /// The layer's spatial index lives on the workspace's partition of `features`.
    var indexName: String {
        "features_layer_" + SHA256.hash(data: Array("\(workspace)/\(definition.name)".utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
    }

    /// The partial spatial index on exactly the view's geometry expression, on `table` (the
    /// workspace's partition, or a table a rebuild loads before it swaps it in).
    func indexStatement(on table: String, named name: String, ifNotExists: Bool = false) -> String {
        "CREATE INDEX \(ifNotExists ? "IF NOT EXISTS " : "")\(Self.identifier(name)) ON public.\(Self.identifier(table)) USING gist ((\(geometryExpression))) WHERE \(filter)"
    }
}
