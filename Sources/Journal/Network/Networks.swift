import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging
import PostgresNIO

/// A utility-network definition as the journal holds it.
public struct StoredNetwork: Sendable {
    public var name: String
    public var definition: NetworkDefinition
    public var version: Int
    /// The position of the `networkDefined` event of this version.
    public var position: Int64

    public var json: JSONValue {
        var o = definition.json.objectValue ?? [:]
        o["name"] = .string(name)
        o["version"] = .integer(Int64(version))
        o["position"] = .integer(position)
        return .object(o)
    }
}

/// The utility networks of the journal's workspaces: defining them, reading their stored
/// definitions now or at a past moment, their associations and the operations that touched
/// them. Definitions and associations are written through the one write path (their own kinds of
/// work in the workspace's writer); the graphs held in memory, the traces and the edge tables are
/// ``NetworkGraphs``, held by this room (``graphs``). Reached as ``Journal/networks``.
///
/// ```swift
/// let (outcome, created) = try await journal.networks.defineNetwork(workspace: "naperville", name: "Electric",
///                                                                   body: definition, context: AppendContext(actor: "ana"))
/// let (position, defined) = try await journal.networks.list(workspace: "naperville", moment: .head)
/// ```
public final class Networks: JournalRoomWithState {
    /// The journal whose workspaces hold the networks: its pool, its writers and its reads.
    let reference: JournalReference
    /// The utility networks' graphs held in memory, kept current from the journal, and their
    /// edge tables.
    public let graphs: NetworkGraphs

    init(_ reference: JournalReference, history: NetworkGraphs.History = NetworkGraphs.History()) {
        self.reference = reference
        self.graphs = NetworkGraphs(reference, history: history)
    }
}

extension Networks {
    /// Defines or changes a utility network: a `schema` operation with one `networkDefined` event.
    /// The definition must parse and every source layer must exist. An unchanged definition writes
    /// nothing (the outcome replays the operation that wrote it). Returns whether it is new.
    public func defineNetwork(workspace: String, name: String, body: JSONValue, context: AppendContext) async throws(JournalError) -> (AppendOutcome, created: Bool) {
        let definition: NetworkDefinition
        switch NetworkDefinition.parse(body) {
        case .success(let d): definition = d
        case .failure(let p): throw JournalError.invalid(p.violations)
        }
        var context = context
        context.kind = .schema
        let existed = try await network(workspace: workspace, name: name, moment: .head) != nil
        let result = await journal.edits.appender(for: workspace).submit(.defineNetwork(name: name, definition), context: context, featureCount: 1)
        return (try result.get(), !existed)
    }

    /// Commits the network work (a definition, associations) of a writer batch and answers it.
    func commitNetworkWork(_ pending: PendingAppend, workspace: String) async {
        let result: Result<AppendOutcome, JournalError>
        let network: String
        do {
            switch pending.work {
            case .defineNetwork(let name, let definition):
                network = name
                result = .success(try await commitNetworkDefinition(name: name, definition: definition, workspace: workspace, context: pending.context))
            case .associate(let name, let request):
                network = name
                result = .success(try await commitAssociations(network: name, request: request, workspace: workspace, context: pending.context))
            default:
                throw JournalError.internalFailure("commitNetworkWork was given work that is not a network's")
            }
        } catch {
            result = .failure(JournalError.from(error))
            pending.reply.resume(result)
            return
        }
        if case .success(let outcome) = result, !outcome.replayed {
            journal.notifier.moved(workspace: workspace, head: outcome.operation.lastPosition)
            if case .defineNetwork = pending.work { await graphs.forgetSources(of: workspace) }
            // The graph (and its edge table) reflect the operation before it is acknowledged.
            await graphs.maintain(workspace: workspace, networks: [network])
        }
        pending.reply.resume(result)
    }

    func commitNetworkDefinition(name: String, definition: NetworkDefinition, workspace: String, context: AppendContext) async throws -> AppendOutcome {
        try await client.withLiveTransaction(logger: logger) { [self] conn in
            let head = try await journal.lockHead(conn, workspace: workspace)
            let layerSet = try await journal.workspaces.layers(workspace: workspace, schemaPosition: head.schemaPosition, conn: conn)
            var problems: [Violation] = []
            for (i, source) in definition.sources.enumerated() {
                guard let layer = layerSet.layers[source.layer] else {
                    problems.append(Violation(path: "sources[\(i)].layer", code: "network.layerMissing", message: "layer \"\(source.layer)\" does not exist in workspace \"\(workspace)\""))
                    continue
                }
                let wanted: [GeometryType] = source.role == .junction ? [.point, .multiPoint] : [.lineString, .multiLineString]
                if !wanted.contains(layer.geometryType) {
                    problems.append(Violation(path: "sources[\(i)].role", code: "network.geometryType",
                                              message: "a \(source.role.rawValue) source needs a \(source.role == .junction ? "point" : "line") layer; \"\(source.layer)\" holds \(layer.geometryType.rawValue)"))
                }
                for (field, key) in [(source.assetGroupField, "assetGroupField"), (source.assetTypeField, "assetTypeField")] where !layer.fields.contains(where: { $0.name == field }) {
                    problems.append(Violation(path: "sources[\(i)].\(key)", code: "network.fieldMissing", message: "layer \"\(source.layer)\" has no field \"\(field)\""))
                }
            }
            if !problems.isEmpty { throw JournalError.invalid(problems) }

            let current = try await storedNetwork(conn, workspace: workspace, name: name, at: nil)
            if let current, current.definition.json == definition.json, let op = try await networkOperation(conn, workspace: workspace, atPosition: current.position) {
                return AppendOutcome(operation: op, results: [], warnings: [], replayed: true)
            }
            let version = (current?.version ?? 0) + 1
            let data: JSONValue = .object(["network": .string(name), "definition": definition.json, "version": .integer(Int64(version))])
            let event = PendingEvent(featureId: nil, featureVersion: nil, layer: name, type: .networkDefined, data: data, resulting: nil)
            var plan = BatchPlan(workspace: workspace, head: head, now: JournalClock.nowMicros(), ids: .reserved(count: 1))
            let message = current == nil ? "define network \(name)" : "change network \(name) to version \(version)"
            var decision = EditDecision(events: [event], results: [], warnings: [])
            let record = plan.add(&decision, sessionId: nil, message: message, context: context, layers: [:])
            try await plan.write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
            try await projectNetwork(conn, workspace: workspace, name: name, definition: definition, version: version, position: record.lastPosition)
            PositionWitness.observe(record.lastPosition)
            return AppendOutcome(operation: record, results: [], warnings: [], replayed: false)
        }
    }

    /// The network projections: the current definition and every version with its validity.
    func projectNetwork(_ conn: PostgresConnection, workspace: String, name: String, definition: NetworkDefinition, version: Int, position: Int64) async throws {
        let json = definition.json.jsonString(sortedKeys: true)
        let v = Int32(version)
        try await conn.query("""
            INSERT INTO networks (workspace_id, name, version, definition, position) VALUES (\(workspace), \(name), \(v), \(json)::jsonb, \(position))
            ON CONFLICT (workspace_id, name) DO UPDATE SET version = EXCLUDED.version, definition = EXCLUDED.definition, position = EXCLUDED.position
            """, logger: logger)
        try await conn.query("UPDATE network_versions SET valid_to = \(position) WHERE workspace_id = \(workspace) AND name = \(name) AND valid_to IS NULL", logger: logger)
        try await conn.query("""
            INSERT INTO network_versions (workspace_id, name, version, definition, valid_from) VALUES (\(workspace), \(name), \(v), \(json)::jsonb, \(position))
            """, logger: logger)
    }

    /// The definition of a network at a moment (nil when it did not exist then), with the position read.
    public func network(workspace: String, name: String, moment: ReadMoment) async throws(JournalError) -> (network: StoredNetwork, position: Int64)? {
        try await journal.database {
            // One snapshot: at the head, the definition read is the one of the position read.
            try await journal.withSnapshot { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let stored = try await storedNetwork(conn, workspace: workspace, name: name, at: position == head ? nil : position)
                return stored.map { ($0, position) }
            }
        }
    }

    /// The names of the networks of a workspace at a moment.
    /// A version's line has its workspace's networks as they are now.
    public func list(workspace key: String, moment: ReadMoment) async throws(JournalError) -> (position: Int64, networks: [StoredNetwork]) {
        let workspace = VersionLine.workspace(of: key)
        return try await journal.database {
            try await journal.withSnapshot { [self] conn in
                guard let (position, _) = try await journal.position(of: key == workspace ? moment : .head, workspace: workspace, conn: conn),
                      let (answered, _) = try await journal.position(of: key == workspace ? .position(position) : .head, workspace: key, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(key)\" does not exist")
                }
                var list: [StoredNetwork] = []
                let rows = try await conn.query("""
                    SELECT name, version, definition::text, valid_from FROM network_versions
                    WHERE workspace_id = \(workspace) AND geojournal_valid_at(valid_from, valid_to, \(position))
                    ORDER BY name
                    """, logger: logger)
                for try await (name, version, text, from) in rows.decode((String, Int32, String, Int64).self) {
                    list.append(try Self.decodeNetwork(name: name, version: version, text: text, position: from))
                }
                return (answered, list)
            }
        }
    }

    /// The operation whose positions include `position`.
    func networkOperation(_ conn: PostgresConnection, workspace: String, atPosition position: Int64) async throws -> OperationRecord? {
        let rows = try await conn.query(PostgresQuery(unsafeSQL: """
            SELECT \(OperationColumns.select) FROM operations WHERE workspace_id = $1 AND first_position <= $2 AND last_position >= $2
            """, binds: try Journal.binds(workspace, position)), logger: logger)
        for try await row in rows { return try OperationColumns.decode(row) }
        return nil
    }

    /// A network as of `position` (nil: the current one).
    func storedNetwork(_ conn: PostgresConnection, workspace key: String, name: String, at given: Int64?) async throws -> StoredNetwork? {
        // A version's line has its workspace's networks as they are now.
        let workspace = VersionLine.workspace(of: key)
        let position = workspace == key ? given : nil
        let rows: PostgresRowSequence
        if let position {
            rows = try await conn.query("""
                SELECT version, definition::text, valid_from FROM network_versions
                WHERE workspace_id = \(workspace) AND name = \(name) AND geojournal_valid_at(valid_from, valid_to, \(position))
                """, logger: logger)
        } else {
            rows = try await conn.query("SELECT version, definition::text, position FROM networks WHERE workspace_id = \(workspace) AND name = \(name)", logger: logger)
        }
        for try await (version, text, at) in rows.decode((Int32, String, Int64).self) {
            return try Self.decodeNetwork(name: name, version: version, text: text, position: at)
        }
        return nil
    }

    static func decodeNetwork(name: String, version: Int32, text: String, position: Int64) throws -> StoredNetwork {
        switch NetworkDefinition.parse(try JSONValue.parse(text)) {
        case .success(let d): return StoredNetwork(name: name, definition: d, version: Int(version), position: position)
        case .failure(let p): throw JournalError.internalFailure("stored definition of network \(name) is unreadable: \(p.violations)")
        }
    }
}

extension Networks {
    /// The geometries of features (now, or of their versions valid `at` a past position) gathered
    /// into one multi-line of their lines and one multi-point of their points, as GeoJSON text in
    /// `output` (what GeoServices calls a trace's aggregated geometry); nil where there are none.
    public func aggregatedGeometry(workspace: String, ids: [UUID], at position: Int64?, output: OutputSRID) async throws(JournalError)
        -> (lines: String?, points: String?) {
        guard !ids.isEmpty else { return (nil, nil) }
        return try await journal.database {
            var state = LayerState(workspace: workspace, layer: nil, position: position ?? 0, current: position == nil)
            state.ids = ids
            var sql = BoundSQL()
            let from = try state.from(&sql)
            let part = try output.srid.map { "ST_Transform(d.geom, \(try sql.bind($0)))" } ?? "d.geom"
            sql.text = """
                SELECT ST_AsGeoJSON(ST_Multi(ST_Collect(\(part)) FILTER (WHERE ST_Dimension(d.geom) = 1)), 9),
                       ST_AsGeoJSON(ST_Multi(ST_Collect(\(part)) FILTER (WHERE ST_Dimension(d.geom) = 0)), 9)
                FROM \(from), LATERAL ST_Dump(f.geom) d
                """
            let rows = try await client.query(sql.query, logger: logger)
            for try await (lines, points) in rows.decode((String?, String?).self) { return (lines, points) }
            return (nil, nil)
        }
    }
}

extension Networks {
    /// The operations with an event between two positions (after `after`, up to `through`) that
    /// touched a network: a feature of one of its source layers, an association of it, or its
    /// definition. Oldest first, at most `limit`.
    public func networkOperations(workspace: String, network: String, sources: [String], after: Int64, through: Int64, limit: Int) async throws(JournalError) -> [OperationRecord] {
        try await journal.database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query(PostgresQuery(unsafeSQL: """
                    SELECT \(OperationColumns.select) FROM operations o
                    WHERE o.workspace_id = $1 AND o.last_position > $2 AND o.first_position <= $3
                      AND EXISTS (SELECT 1 FROM events e WHERE e.workspace_id = $1 AND e.position BETWEEN greatest(o.first_position, $2 + 1) AND least(o.last_position, $3)
                                  AND (e.layer = ANY($4::text[]) OR e.layer = $5))
                    ORDER BY o.first_position LIMIT $6
                    """, binds: try Journal.binds(workspace, after, through, sources, network, limit)), logger: logger)
                var out: [OperationRecord] = []
                for try await row in rows { out.append(try OperationColumns.decode(row)) }
                return out
            }
        }
    }
}

extension Networks {
    /// Brings the workspace's network graphs (and their edge tables) up to date with what
    /// committed operations touched: the write path calls it after a commit, before the callers
    /// hear of it.
    func maintain(workspace: String, after results: [Result<AppendOutcome, JournalError>]) async {
        var layers = Set<String>()
        for case .success(let outcome) in results where !outcome.replayed {
            for r in outcome.results { layers.insert(r.layer) }
        }
        guard !layers.isEmpty else { return }
        await graphs.maintain(workspace: workspace, layers: layers)
    }
}
