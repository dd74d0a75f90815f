import Crypto
import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

extension Workspaces {
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
        let result = await journal.edits.appender(for: workspace).submit(.defineLayer(definition, force: force), context: context, featureCount: 1)
        return (try result.get(), !existed)
    }

    func commitLayerDefinition(_ definition: LayerDefinition, force: Bool, workspace: String, context: AppendContext) async throws -> AppendOutcome {
        let outcome: AppendOutcome = try await client.withLiveTransaction(logger: logger) { [self] conn in
            // The layer's view is replaced: a database session that has read it (QGIS with the
            // layer open in a transaction) holds a lock on it until its transaction ends. Wait for
            // that a moment, before the workspace's lock, so no writer waits behind this one.
            let view = LayerView(workspace: workspace, definition: definition)
            try await conn.query("SET LOCAL lock_timeout = '2s'", logger: logger)
            try await conn.query(PostgresQuery(unsafeSQL: "DROP VIEW IF EXISTS \(view.qualifiedName)"), logger: logger)
            // The same layer's views in the workspace's versions (recreated by projectLayer).
            let schemas = try await conn.query("SELECT view_schema FROM versions WHERE workspace_id = \(workspace) AND deleted_at IS NULL AND view_schema IS NOT NULL", logger: logger)
            var versionViews: [String] = []
            for try await schema in schemas.decode(String.self) { versionViews.append("\(LayerView.identifier(schema)).\(LayerView.identifier(definition.name))") }
            for name in versionViews { try await conn.query(PostgresQuery(unsafeSQL: "DROP VIEW IF EXISTS \(name)"), logger: logger) }
            try await conn.query("SET LOCAL lock_timeout = DEFAULT", logger: logger)
            let head = try await journal.lockHead(conn, workspace: workspace)
            // The per-layer indexes are built on the workspace's partitions of features and
            // feature_versions (geojournal_line_indexes). Take the lock that CREATE INDEX needs
            // before this transaction writes rows (which would take a weaker one first and
            // deadlock with another layer definition upgrading the same way). The partitions
            // only: a lock on a partitioned table is a lock on every workspace's partition, so a
            // layer defined in one workspace waited for every write in flight in any workspace,
            // and every write queued behind it.
            let partitions = ["features", "feature_versions"].map { "public." + LayerView.identifier(ProjectionPartition.name($0, workspace: workspace)) }
            try await conn.query(PostgresQuery(unsafeSQL: "LOCK TABLE \(partitions.joined(separator: ", ")) IN SHARE ROW EXCLUSIVE MODE"), logger: logger)
            var current: StoredLayer?
            let rows = try await conn.query("SELECT version, definition::text, position FROM layers WHERE workspace_id = \(workspace) AND name = \(definition.name)", logger: logger)
            for try await (version, text, position) in rows.decode((Int32, String, Int64).self) {
                if case .success(let d) = LayerDefinition.parse(try JSONValue.parse(text), name: definition.name) {
                    current = StoredLayer(definition: d, version: Int(version), position: position)
                }
            }
            if let current {
                if current.definition.json == definition.json, let op = try await operation(conn, workspace: workspace, atPosition: current.position) {
                    // Unchanged: the view dropped above comes back as it was.
                    for statement in view.statements { try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
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
            var plan = BatchPlan(workspace: workspace, head: head, now: JournalClock.nowMicros(), ids: .reserved(count: 1))
            let message = current == nil ? "define layer \(definition.name)" : "change layer \(definition.name) to version \(version)"
            var decision = EditDecision(events: [event], results: [], warnings: [])
            let record = plan.add(&decision, sessionId: nil, message: message, context: context, layers: [:])
            try await plan.write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
            try await projectLayer(conn, workspace: workspace, definition: definition, version: version, position: record.lastPosition)
            PositionWitness.observe(record.lastPosition)
            return AppendOutcome(operation: record, results: [], warnings: [], replayed: false)
        }
        catalog.forgetDefinitions(of: workspace)
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
        try await journal.versions.projectVersionViews(conn, workspace: workspace, definition: definition)
    }

    /// The operation whose positions include `position`.
    func operation(_ conn: PostgresConnection, workspace: String, atPosition position: Int64) async throws -> OperationRecord? {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT \(OperationColumns.select) FROM operations
            WHERE workspace_id = $1 AND first_position <= $2 AND last_position >= $2
            """, binds: try Journal.binds(workspace, position)), logger: logger)
        for try await row in rows { return try OperationColumns.decode(row) }
        return nil
    }
}
