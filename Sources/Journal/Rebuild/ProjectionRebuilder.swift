import Foundation
import GeoJournalCore
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// Rebuilds the projections of a workspace (current features, feature versions, layers, layer
/// versions and the per-layer views) from its events alone.
///
/// The events are read in position order, a page at a time (the next page is fetched while the
/// current one is folded), folded in memory with the journal's replay rule, and copied with COPY
/// into fresh tables while the fold goes on. For ``Mode/swap`` these are ordinary tables shaped
/// like the workspace's partitions of `features` and `feature_versions` (Schema/0006); once
/// loaded, their indexes are built on two connections at once and they are analyzed. Then, in one
/// transaction holding the workspace row lock (as the writer does), the events appended meanwhile
/// are folded too, the rows of the features they touched are replaced, and the fresh tables are
/// swapped in for the workspace's partitions (the layers, which are few, are replaced row by
/// row). For ``Mode/compare`` the rebuild goes to temporary tables and is compared with the live
/// projections instead.
///
/// Every line is rebuilt: a workspace's DEFAULT first, then each version's line that has events
/// (``VersionLine``; its features are those it touched, folded from DEFAULT's state at the base
/// in effect where it first touched them: ``ProjectionFold/init(line:layers:)``). A line's
/// partition gets its workspace's per-layer spatial indexes; its layer views (in the version's
/// schema) read the parent tables and stay as they are.
///
/// ```swift
/// let rebuilder = ProjectionRebuilder(client: client, logger: logger) { print($0.line) }
/// let summaries = try await rebuilder.run(workspace: "demo", mode: .swap)
/// let check = try await rebuilder.run(workspace: nil, mode: .compare)   // differences, nothing written
/// ```
public struct ProjectionRebuilder: Sendable {
    public enum Mode: Sendable {
        /// Replace the live projections by the rebuild.
        case swap
        /// Only compare the rebuild with the live projections.
        case compare
    }

    /// What a rebuild of one workspace did.
    public struct Summary: Sendable {
        public var workspace: String
        public var events: Int
        public var features: Int
        public var seconds: Double
        /// Differences between the live projections and the rebuild (``Mode/compare`` only).
        public var differences: [ProjectionComparer.Difference]?
        public var eventsPerSecond: Double { seconds > 0 ? Double(events) / seconds : 0 }
    }

    public static let pageSize = 20_000
    /// First key of the session advisory lock that keeps two rebuilds of one workspace apart.
    static let lockKey: Int32 = 727_275

    let client: PostgresClient
    let logger: Logger
    let progress: @Sendable (RebuildProgress) -> Void

    public init(client: PostgresClient, logger: Logger, progress: @escaping @Sendable (RebuildProgress) -> Void = { _ in }) {
        self.client = client
        self.logger = logger
        self.progress = progress
    }

    /// Rebuilds one workspace (with its versions' lines; a line's key rebuilds that line), or
    /// every workspace when `workspace` is nil.
    public func run(workspace: String?, mode: Mode) async throws -> [Summary] {
        var ids: [String] = []
        // DEFAULT before its lines (a line's fold reads DEFAULT's states); a line without events
        // has nothing to rebuild (and no partitions).
        var query: PostgresQuery = "SELECT id FROM workspaces WHERE parent_id IS NULL OR head_position > 0 ORDER BY parent_id IS NOT NULL, id"
        if let workspace {
            query = """
                SELECT id FROM workspaces WHERE id = \(workspace) OR (parent_id = \(workspace) AND head_position > 0)
                ORDER BY parent_id IS NOT NULL, id
                """
        }
        for try await id in try await client.query(query, logger: logger).decode(String.self) { ids.append(id) }
        if let workspace, ids.isEmpty { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
        var out: [Summary] = []
        for id in ids { out.append(try await run(one: id, mode: mode)) }
        return out
    }

    /// Where one rebuild writes (table names, unqualified as COPY takes them): the fresh tables
    /// of the feature projections, in `public` or temporary, and the temporary tables of the layers.
    struct Staging {
        var features: String
        var featureVersions: String
        var layers = "rebuild_layers"
        var layerVersions = "rebuild_layer_versions"
        /// Projections small enough to rebuild in temporary tables and copy over (`rebuild_<name>`).
        static let smallTables = ["layers", "layer_versions", "networks", "network_versions", "network_associations"]
        /// The fresh feature tables are ordinary tables to swap in (else temporary ones).
        var fresh: Bool
        /// Per-layer spatial indexes built on the fresh tables: usual name → the projection
        /// table and the suffix of its name there.
        var layerIndexes: [String: (table: String, suffix: String)] = [:]

        /// A staging table's name qualified for SQL text.
        func sql(_ table: String) -> String {
            (fresh && (table == features || table == featureVersions) ? "public." : "pg_temp.") + LayerView.identifier(table)
        }
    }

    private func run(one ws: String, mode: Mode) async throws -> Summary {
        try await client.withLiveConnection { [self] writer in
            try await client.withLiveConnection { [self] reader in
                try await execute(writer, "SELECT pg_advisory_lock(\(Self.lockKey), hashtext(\(ws)))")
                var staging: Staging?
                do {
                    let summary = try await rebuild(ws, mode: mode, writer: writer, reader: reader) { staging = $0 }
                    try await execute(writer, "SELECT pg_advisory_unlock(\(Self.lockKey), hashtext(\(ws)))")
                    return summary
                } catch {
                    if let staging { try? await dropStaging(writer, staging, all: true) }
                    _ = try? await writer.query("RESET maintenance_work_mem", logger: logger)
                    _ = try? await reader.query("RESET maintenance_work_mem", logger: logger)
                    _ = try? await writer.query("SELECT pg_advisory_unlock(\(Self.lockKey), hashtext(\(ws)))", logger: logger)
                    throw error
                }
            }
        }
    }

    private func rebuild(_ ws: String, mode: Mode, writer: PostgresConnection, reader: PostgresConnection,
                         staged: (Staging) -> Void) async throws -> Summary {
        let clock = ContinuousClock()
        let start = clock.now
        let line = VersionLine(key: ws)
        // A line's layers are its workspace's (the layers a line's fold and indexes need).
        var lineLayers: [LayerDefinition] = []
        if let line { lineLayers = try await workspaceLayers(writer, workspace: line.workspace) }
        let target = try await head(writer, workspace: ws)
        if line != nil, target == 0 {
            return Summary(workspace: ws, events: 0, features: 0, seconds: 0, differences: mode == .compare ? [] : nil)
        }
        var staging = try await createStaging(writer, workspace: ws, mode: mode)
        staged(staging)
        var fold = line.map { ProjectionFold(line: $0, layers: lineLayers) } ?? ProjectionFold(workspace: ws)

        // Fold, sending closed rows on the writer while the reader fetches the next page.
        var sending: Task<Void, any Error>?
        func send(_ rows: [(String, CopyText)]) {
            let previous = sending
            sending = Task {
                try await previous?.value
                for (table, copy) in rows { try await self.copy(writer, table, copy) }
            }
        }
        var pending: Task<RebuildPage, any Error>? = Task { try await fetchPage(reader, workspace: ws, after: 0, upTo: target) }
        do {
            while let task = pending {
                let (page, inherited) = try await task.value
                if page.count == Self.pageSize, let last = page.last?.position {
                    pending = Task { try await fetchPage(reader, workspace: ws, after: last, upTo: target) }
                } else {
                    pending = nil
                }
                fold.inherit(inherited)
                for e in page { try fold.apply(e) }
                let closed = fold.takeClosed()
                send([(staging.featureVersions, closed.versions), (staging.layerVersions, closed.layerVersions)])
                progress(RebuildProgress(workspace: ws, phase: .folding, eventsFolded: fold.eventsFolded, eventsTotal: target, elapsed: clock.now - start))
            }
            send([(staging.features, fold.currentFeatureRows())])
            try await sending?.value
        } catch {
            // Do not hand a connection back to the pool with a query in flight.
            if let pending { _ = try? await pending.value }
            if let sending { _ = try? await sending.value }
            throw error
        }

        if staging.fresh {
            progress(RebuildProgress(workspace: ws, phase: .indexing, eventsFolded: fold.eventsFolded, eventsTotal: target, elapsed: clock.now - start))
            try await buildIndexes(&staging, layers: line == nil ? fold.layerRows().currentLayers : lineLayers, workspace: ws, on: [writer, reader])
        }
        let final = staging

        let differences: [ProjectionComparer.Difference]? = try await writer.withTransaction(logger: logger) { conn in
            // The swap needs ACCESS EXCLUSIVE on the parents: take it before the workspace row.
            // An edit batch holds its table locks while it waits for that row (it takes no row
            // lock up front), so the other order would leave the two waiting for each other.
            if case .swap = mode { try await lockParents(conn) }
            // The writer's lock: no append can land between the catch-up and the swap.
            let locked = try await head(conn, workspace: ws, lock: true)
            progress(RebuildProgress(workspace: ws, phase: .finishing, eventsFolded: fold.eventsFolded, eventsTotal: locked, elapsed: clock.now - start))
            fold.trackChanges()
            var after = fold.position
            while after < locked {
                let (page, inherited) = try await fetchPage(conn, workspace: ws, after: after, upTo: locked)
                guard !page.isEmpty else { break }
                fold.inherit(inherited)
                for e in page { try fold.apply(e) }
                after = fold.position
            }
            guard fold.position == locked else {
                throw JournalError.internalFailure("workspace \(ws): the events end at position \(fold.position) but the head is \(locked)")
            }
            // The current rows of the features the catch-up touched replace their rows of the
            // first pass (the versions it closed are among the closed rows).
            let touched = Array(fold.touched ?? [])
            if !touched.isEmpty {
                try await conn.query(PostgresQuery(unsafeSQL: "DELETE FROM \(final.sql(final.features)) WHERE id = ANY($1::uuid[])", binds: try Journal.binds(touched)), logger: logger)
            }
            let closed = fold.takeClosed()
            let current = fold.currentFeatureRows(only: Set(touched))
            let layers = fold.layerRows()
            let networks = fold.networkRows()
            try await copy(conn, "rebuild_networks", networks.networks)
            try await copy(conn, "rebuild_network_versions", networks.networkVersions)
            try await copy(conn, "rebuild_network_associations", networks.associations)
            try await copy(conn, final.featureVersions, closed.versions)
            try await copy(conn, final.features, current)
            try await copy(conn, final.layerVersions, closed.layerVersions)
            try await copy(conn, final.layers, layers.layers)
            try await copy(conn, final.layerVersions, layers.layerVersions)
            switch mode {
            case .swap:
                try await swap(conn, workspace: ws, staging: final, layers: layers.currentLayers)
                if line != nil {
                    // A line defines no layers: the layer views to make again are none (a
                    // version's read the parent tables), the spatial indexes its workspace's.
                    try await execute(conn, "SELECT geojournal_line_indexes(\(ws))")
                }
                return nil
            case .compare:
                return try await ProjectionComparer(logger: logger).compare(conn, workspace: ws)
            }
        }
        try await dropStaging(writer, staging, all: false)
        if staging.fresh {
            try await writer.query("RESET maintenance_work_mem", logger: logger)
            try await reader.query("RESET maintenance_work_mem", logger: logger)
        }
        let done = RebuildProgress(workspace: ws, phase: .done, eventsFolded: fold.eventsFolded, eventsTotal: fold.position, elapsed: clock.now - start)
        progress(done)
        return Summary(workspace: ws, events: fold.eventsFolded, features: fold.liveFeatureCount, seconds: done.seconds, differences: differences)
    }

    /// The layers always go to temporary tables. The feature projections go to fresh ordinary
    /// tables for a swap, to temporary ones (named as ``ProjectionComparer`` expects) for a compare.
    private func createStaging(_ conn: PostgresConnection, workspace ws: String, mode: Mode) async throws -> Staging {
        for t in Staging.smallTables {
            try await conn.query(PostgresQuery(unsafeSQL: "DROP TABLE IF EXISTS pg_temp.rebuild_\(t)"), logger: logger)
            try await conn.query(PostgresQuery(unsafeSQL: "CREATE TEMP TABLE rebuild_\(t) (LIKE public.\(t) INCLUDING DEFAULTS)"), logger: logger)
        }
        switch mode {
        case .compare:
            for t in ["features", "feature_versions"] {
                try await conn.query(PostgresQuery(unsafeSQL: "DROP TABLE IF EXISTS pg_temp.rebuild_\(t)"), logger: logger)
                try await conn.query(PostgresQuery(unsafeSQL: "CREATE TEMP TABLE rebuild_\(t) (LIKE public.\(t) INCLUDING DEFAULTS)"), logger: logger)
            }
            return Staging(features: "rebuild_features", featureVersions: "rebuild_feature_versions", fresh: false)
        case .swap:
            var names: [String] = []
            for t in ["features", "feature_versions"] {
                let rows = try await conn.query("SELECT create_rebuild_table(\(t), \(ws))", logger: logger)
                for try await name in rows.decode(String.self) { names.append(name) }
            }
            guard names.count == 2 else { throw JournalError.internalFailure("create_rebuild_table returned no table") }
            return Staging(features: names[0], featureVersions: names[1], fresh: true)
        }
    }

    /// Drops the temporary tables and, when `all` (a failed rebuild), the fresh ones too.
    private func dropStaging(_ conn: PostgresConnection, _ staging: Staging, all: Bool) async throws {
        var tables = Staging.smallTables.map { "rebuild_\($0)" }
        if !staging.fresh || all { tables += [staging.features, staging.featureVersions] }
        for t in tables {
            try await conn.query(PostgresQuery(unsafeSQL: "DROP TABLE IF EXISTS \(staging.sql(t))"), logger: logger)
        }
    }

    /// Builds on the fresh tables every index their parents have (Schema/0006,
    /// `projection_index_statements`) and the per-layer spatial indexes, spread over the given
    /// connections (CREATE INDEX on one table may run in several sessions at once), then
    /// analyzes them so the planner knows the swapped-in partitions at once.
    private func buildIndexes(_ staging: inout Staging, layers: [LayerDefinition], workspace ws: String, on connections: [PostgresConnection]) async throws {
        var statements: [String] = []
        for (parent, fresh) in [("feature_versions", staging.featureVersions), ("features", staging.features)] {
            let rows = try await connections[0].query("SELECT projection_index_statements(\(parent), \(fresh))", logger: logger)
            for try await statement in rows.decode(String.self) { statements.append(statement) }
        }
        for (k, definition) in layers.sorted(by: { $0.name < $1.name }).enumerated() {
            let view = LayerView(workspace: ws, definition: definition)
            let names = view.indexNames
            staging.layerIndexes[names.features] = ("features", "_l\(k + 1)")
            staging.layerIndexes[names.versions] = ("feature_versions", "_l\(k + 1)")
            statements += view.indexStatements(features: staging.features, versions: staging.featureVersions,
                                               named: (staging.features + "_l\(k + 1)", staging.featureVersions + "_l\(k + 1)"))
        }
        let queue = StatementQueue(statements)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for conn in connections {
                group.addTask {
                    try await conn.query("SET maintenance_work_mem = '256MB'", logger: logger)
                    while let statement = queue.next() {
                        try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                }
            }
            try await group.waitForAll()
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (conn, table) in zip(connections, [staging.featureVersions, staging.features]) {
                let name = staging.sql(table)
                group.addTask { try await conn.query(PostgresQuery(unsafeSQL: "ANALYZE \(name)"), logger: logger) }
            }
            try await group.waitForAll()
        }
    }

    private func head(_ conn: PostgresConnection, workspace: String, lock: Bool = false) async throws -> Int64 {
        let rows = lock
            ? try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace) FOR UPDATE", logger: logger)
            : try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
        for try await h in rows.decode(Int64.self) { return h }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }

    /// A page of events and, in a version's line, the states in DEFAULT its features start from.
    typealias RebuildPage = (events: [RebuildEvent], inherited: [FeatureState])

    /// The next page (``fetch(_:workspace:after:upTo:logger:)``); in a version's line, with the
    /// state in DEFAULT of each feature of the page at the base in effect before its first event
    /// in the page (``ProjectionFold/inherit(_:)`` keeps those of features the line has not touched).
    private func fetchPage(_ conn: PostgresConnection, workspace: String, after: Int64, upTo: Int64) async throws -> RebuildPage {
        let page = try await Self.fetch(conn, workspace: workspace, after: after, upTo: upTo, logger: logger)
        guard let line = VersionLine(key: workspace) else { return (page, []) }
        var first: [UUID: Int64] = [:]
        for e in page { if let id = e.featureId, first[id] == nil { first[id] = e.position } }
        guard !first.isEmpty else { return (page, []) }
        let ids = Array(first.keys)
        let positions = ids.map { first[$0]! }
        let rows = try await conn.query("""
            SELECT f.id, f.layer, f.version, f.attributes::text, f.geom, f.object_id
            FROM unnest(\(ids)::uuid[], \(positions)::int8[]) AS u(id, p)
            JOIN LATERAL (SELECT a.* FROM all_feature_versions a
                          WHERE a.workspace_id = \(line.workspace) AND a.id = u.id
                            AND geojournal_valid_at(a.valid_from, a.valid_to, geojournal_version_base(\(line.key), u.p - 1))) f ON true
            """, logger: logger)
        var inherited: [FeatureState] = []
        for try await (id, layer, version, attributes, geom, objectId) in rows.decode((UUID, String, Int32, String, ByteBuffer, Int64).self) {
            inherited.append(try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, ewkb: geom, objectId: objectId))
        }
        return (page, inherited)
    }

    /// The current layer definitions of a workspace (a line's layers).
    private func workspaceLayers(_ conn: PostgresConnection, workspace: String) async throws -> [LayerDefinition] {
        var out: [LayerDefinition] = []
        for try await (name, text) in try await conn.query("SELECT name, definition::text FROM layers WHERE workspace_id = \(workspace) ORDER BY name", logger: logger).decode((String, String).self) {
            guard case .success(let definition) = LayerDefinition.parse(try JSONValue.parse(text), name: name) else {
                throw RebuildError("layer \(name) of workspace \(workspace) has an unreadable definition")
            }
            out.append(definition)
        }
        return out
    }

    /// The next page of a workspace's events after position `after`, up to `upTo`, in position order.
    static func fetch(_ conn: PostgresConnection, workspace: String, after: Int64, upTo: Int64, logger: Logger) async throws -> [RebuildEvent] {
        let limit = Int64(Self.pageSize)
        // An event's time is its operation's (Schema/0079; an event written before keeps its own):
        // the page's operations in one read (a line's positions have no gaps, so a
        // page holds at most `limit` of them).
        let operations = try await OperationSpans.within(after: after, upTo: min(upTo, after + limit), workspace: workspace, conn: conn, logger: logger)
        let rows = try await conn.query("""
            SELECT e.position, e.feature_id, e.feature_version, e.layer, e.type::text, p.payload::text,
                   (extract(epoch FROM e.recorded_at) * 1000000)::bigint
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(workspace) AND e.position > \(after) AND e.position <= \(upTo)
            ORDER BY e.position LIMIT \(limit)
            """, logger: logger)
        var page: [RebuildEvent] = []
        page.reserveCapacity(Self.pageSize)
        for try await (position, feature, version, layer, type, payload, storedMicros) in rows.decode(
            (Int64, UUID?, Int32?, String, String, String?, Int64?).self)
        {
            guard let micros = storedMicros ?? operations.operation(at: position)?.micros else {
                throw RebuildError("no operation of workspace \(workspace) holds position \(position) (run `geojournal verify`)")
            }
            // A stateless event's payload is its version's row (Schema/0077): without it there is
            // nothing to fold, and the journal does not verify.
            guard let data = payload else {
                throw RebuildError("the event at position \(position) of workspace \(workspace) has no version row to read its state from (run `geojournal verify`)")
            }
            page.append(RebuildEvent(position: position, featureId: feature, featureVersion: version,
                                     layer: layer, type: type, data: data, recordedMicros: micros))
        }
        return page
    }

    private func copy(_ conn: PostgresConnection, _ table: String, _ rows: CopyText) async throws {
        guard !rows.isEmpty else { return }
        try await conn.copyFrom(table: table, logger: logger) { writer in
            let chunk = 1 << 20
            var offset = 0
            let bytes = rows.bytes
            while offset < bytes.count {
                let end = min(offset + chunk, bytes.count)
                try await writer.write(ByteBuffer(bytes: bytes[offset..<end]))
                offset = end
            }
        }
    }

    /// Swaps the fresh tables in for the workspace's partitions, replaces its layer rows by the
    /// staging rows and recreates the per-layer views.
    /// Needs the parents' ACCESS EXCLUSIVE lock (``lockParents(_:)``), taken before the workspace row.
    private func swap(_ conn: PostgresConnection, workspace ws: String, staging: Staging, layers: [LayerDefinition]) async throws {
        for (parent, fresh) in [("features", staging.features), ("feature_versions", staging.featureVersions)] {
            try await execute(conn, "SELECT swap_projection_partition(\(parent), \(ws), \(fresh))")
        }
        // The per-layer indexes built on the fresh table take their usual names.
        // (swap_projection_partition gave them the partition's prefix.)
        for (usual, (table, suffix)) in staging.layerIndexes.sorted(by: { $0.key < $1.key }) {
            let partition = ProjectionPartition.name(table, workspace: ws)
            try await conn.query(PostgresQuery(unsafeSQL: "DROP INDEX IF EXISTS public.\(LayerView.identifier(usual))"), logger: logger)
            try await conn.query(PostgresQuery(unsafeSQL: "ALTER INDEX public.\(LayerView.identifier(partition + suffix)) RENAME TO \(LayerView.identifier(usual))"), logger: logger)
        }
        for t in Staging.smallTables {
            try await conn.query(PostgresQuery(unsafeSQL: "DELETE FROM public.\(t) WHERE workspace_id = $1", binds: try Journal.binds(ws)), logger: logger)
            try await conn.query(PostgresQuery(unsafeSQL: "INSERT INTO public.\(t) SELECT * FROM pg_temp.rebuild_\(t)"), logger: logger)
        }
        // The features a version's line touched (Schema/0084), folded from its events again
        // (DEFAULT has none).
        if VersionLine(key: ws) != nil {
            try await execute(conn, "DELETE FROM line_touched WHERE line = \(ws)")
            try await execute(conn, """
                INSERT INTO line_touched (line, feature_id, first_position)
                SELECT e.workspace_id, e.feature_id, min(e.position) FROM events e
                WHERE e.workspace_id = \(ws) AND e.feature_id IS NOT NULL
                GROUP BY e.workspace_id, e.feature_id
                """)
        }
        for definition in layers.sorted(by: { $0.name < $1.name }) {
            for statement in LayerView(workspace: ws, definition: definition).statements {
                try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }
        // The layers' counts and extents (Schema/0018) of the swapped-in features (a line's
        // layers are its workspace's).
        let owner = VersionLine.workspace(of: ws)
        try await execute(conn, "DELETE FROM layer_stats WHERE workspace_id = \(ws)")
        try await execute(conn, """
            INSERT INTO layer_stats (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y)
            SELECT \(ws), l.name, coalesce(f.n, 0), ST_XMin(f.box), ST_YMin(f.box), ST_XMax(f.box), ST_YMax(f.box)
            FROM layers l LEFT JOIN (SELECT layer, count(*) AS n, ST_Extent(geom) AS box FROM features WHERE workspace_id = \(ws) GROUP BY layer) f
              ON f.layer = l.name
            WHERE l.workspace_id = \(owner)
            """)
    }
}

extension ProjectionRebuilder {
    /// Runs a statement and reads its rows, so an error raised while it runs is thrown here (a
    /// query's rows stream in after it starts; an error among them surfaces only when read).
    func execute(_ conn: PostgresConnection, _ query: PostgresQuery) async throws {
        for try await _ in try await conn.query(query, logger: logger) {}
    }

    /// Takes ACCESS EXCLUSIVE on `features` and `feature_versions`, which dropping and attaching
    /// a partition needs. Appenders of other workspaces lock these tables in either order while
    /// they hold their own workspace lock, so waiting for one while holding the other could
    /// deadlock: each attempt waits at most 100 ms (less than PostgreSQL's deadlock_timeout) and
    /// gives back what it got before the next one.
    func lockParents(_ conn: PostgresConnection) async throws {
        for _ in 0..<Self.lockAttempts {
            try await execute(conn, "SAVEPOINT rebuild_swap_locks")
            try await execute(conn, "SET LOCAL lock_timeout = '100ms'")
            do {
                try await execute(conn, "LOCK TABLE public.features, public.feature_versions IN ACCESS EXCLUSIVE MODE")
                try await execute(conn, "SET LOCAL lock_timeout = DEFAULT")
                try await execute(conn, "RELEASE SAVEPOINT rebuild_swap_locks")
                return
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "55P03" {
                try await execute(conn, "ROLLBACK TO SAVEPOINT rebuild_swap_locks")
                try await Task.sleep(for: .milliseconds(Int.random(in: 10...100)))
            }
        }
        throw JournalError.unavailable("the rebuild could not lock features and feature_versions for its swap; retry when the journal is quieter")
    }

    static let lockAttempts = 300
}

/// Statements handed out one at a time to the connections that run them.
final class StatementQueue: Sendable {
    private let statements: Mutex<[String]>

    init(_ statements: [String]) { self.statements = Mutex(statements.reversed()) }

    func next() -> String? { statements.withLock { $0.popLast() } }
}
