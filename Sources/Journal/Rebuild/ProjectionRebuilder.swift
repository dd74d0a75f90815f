import Foundation
import GeoJournalCore
import Logging
import NIOCore
import PostgresNIO

/// Rebuilds the projections of a workspace (current features, feature versions, layers, layer
/// versions and the per-layer views) from its events alone.
///
/// The events are read in position order, 10,000 per page (the next page is fetched while the
/// current one is folded), folded in memory with the journal's replay rule, and copied into
/// session-local staging tables (`rebuild_*`). Then, in one transaction holding the workspace row
/// lock (as the writer does), the events appended meanwhile are folded too and the workspace's
/// projection rows are replaced by the staging rows, or, for ``Mode/compare``, compared with them.
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

    public static let pageSize = 10_000

    let client: PostgresClient
    let logger: Logger
    let progress: @Sendable (RebuildProgress) -> Void

    public init(client: PostgresClient, logger: Logger, progress: @escaping @Sendable (RebuildProgress) -> Void = { _ in }) {
        self.client = client
        self.logger = logger
        self.progress = progress
    }

    /// Rebuilds one workspace, or every workspace when `workspace` is nil.
    public func run(workspace: String?, mode: Mode) async throws -> [Summary] {
        var ids: [String] = []
        let rows = try await client.query("SELECT id FROM workspaces ORDER BY id", logger: logger)
        for try await id in rows.decode(String.self) where workspace == nil || workspace == id { ids.append(id) }
        if let workspace, ids.isEmpty { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
        var out: [Summary] = []
        for id in ids { out.append(try await run(one: id, mode: mode)) }
        return out
    }

    private func run(one ws: String, mode: Mode) async throws -> Summary {
        let clock = ContinuousClock()
        let start = clock.now
        return try await client.withConnection { writer in
            try await createStaging(writer)
            var fold = ProjectionFold(workspace: ws)
            let target = try await head(writer, workspace: ws)
            try await client.withConnection { reader in
                var pending: Task<[RebuildEvent], any Error>? = Task { try await fetch(reader, workspace: ws, after: 0, upTo: target) }
                do {
                    while let task = pending {
                        let page = try await task.value
                        if page.count == Self.pageSize, let last = page.last?.position {
                            pending = Task { try await fetch(reader, workspace: ws, after: last, upTo: target) }
                        } else {
                            pending = nil
                        }
                        for e in page { try fold.apply(e) }
                        try await flushClosed(&fold, writer)
                        progress(RebuildProgress(workspace: ws, phase: .folding, eventsFolded: fold.eventsFolded, eventsTotal: target, elapsed: clock.now - start))
                    }
                } catch {
                    // Do not hand the reader back to the pool with a query in flight.
                    if let pending { _ = try? await pending.value }
                    throw error
                }
            }
            let differences: [ProjectionComparer.Difference]? = try await writer.withTransaction(logger: logger) { conn in
                // The swap recreates the per-layer views and indexes on `features`: take that lock
                // before the workspace row, in the order appends take theirs (an edit batch holds
                // its table locks while it waits for the row), or the two deadlock.
                if case .swap = mode {
                    try await conn.query("LOCK TABLE features IN SHARE ROW EXCLUSIVE MODE", logger: logger)
                }
                // The writer's lock: no append can land between the catch-up and the swap.
                let locked = try await head(conn, workspace: ws, lock: true)
                progress(RebuildProgress(workspace: ws, phase: .finishing, eventsFolded: fold.eventsFolded, eventsTotal: locked, elapsed: clock.now - start))
                var after = fold.position
                while after < locked {
                    let page = try await fetch(conn, workspace: ws, after: after, upTo: locked)
                    guard !page.isEmpty else { break }
                    for e in page { try fold.apply(e) }
                    after = fold.position
                }
                guard fold.position == locked else {
                    throw JournalError.internalFailure("workspace \(ws): the events end at position \(fold.position) but the head is \(locked)")
                }
                try await flushClosed(&fold, conn)
                let rest = fold.finish()
                try await copy(conn, "rebuild_feature_versions", rest.versions)
                try await copy(conn, "rebuild_features", rest.features)
                try await copy(conn, "rebuild_layers", rest.layers)
                try await copy(conn, "rebuild_layer_versions", rest.layerVersions)
                switch mode {
                case .swap:
                    try await swap(conn, workspace: ws, layers: rest.currentLayers)
                    return nil
                case .compare:
                    return try await ProjectionComparer(logger: logger).compare(conn, workspace: ws)
                }
            }
            try await dropStaging(writer)
            let elapsed = clock.now - start
            let done = RebuildProgress(workspace: ws, phase: .done, eventsFolded: fold.eventsFolded, eventsTotal: fold.position, elapsed: elapsed)
            progress(done)
            return Summary(workspace: ws, events: fold.eventsFolded, features: fold.liveFeatureCount, seconds: done.seconds, differences: differences)
        }
    }

    static let stagedTables = ["features", "feature_versions", "layers", "layer_versions"]

    private func createStaging(_ conn: PostgresConnection) async throws {
        try await dropStaging(conn)
        for t in Self.stagedTables {
            try await conn.query(PostgresQuery(unsafeSQL: "CREATE TEMP TABLE rebuild_\(t) (LIKE public.\(t) INCLUDING DEFAULTS)"), logger: logger)
        }
    }

    private func dropStaging(_ conn: PostgresConnection) async throws {
        for t in Self.stagedTables {
            try await conn.query(PostgresQuery(unsafeSQL: "DROP TABLE IF EXISTS pg_temp.rebuild_\(t)"), logger: logger)
        }
    }

    private func head(_ conn: PostgresConnection, workspace: String, lock: Bool = false) async throws -> Int64 {
        let rows = lock
            ? try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace) FOR UPDATE", logger: logger)
            : try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger)
        for try await h in rows.decode(Int64.self) { return h }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }

    private func fetch(_ conn: PostgresConnection, workspace: String, after: Int64, upTo: Int64) async throws -> [RebuildEvent] {
        let limit = Int64(Self.pageSize)
        let rows = try await conn.query("""
            SELECT position, operation_id, feature_id, feature_version, layer, type, data::text,
                   (extract(epoch FROM recorded_at) * 1000000)::bigint
            FROM events WHERE workspace_id = \(workspace) AND position > \(after) AND position <= \(upTo)
            ORDER BY position LIMIT \(limit)
            """, logger: logger)
        var page: [RebuildEvent] = []
        page.reserveCapacity(Self.pageSize)
        for try await (position, op, feature, version, layer, type, data, micros) in rows.decode(
            (Int64, UUID, UUID?, Int32?, String, String, String, Int64).self)
        {
            page.append(RebuildEvent(position: position, operationId: op, featureId: feature, featureVersion: version,
                                     layer: layer, type: type, data: data, recordedMicros: micros))
        }
        return page
    }

    private func flushClosed(_ fold: inout ProjectionFold, _ conn: PostgresConnection) async throws {
        if !fold.closedVersions.isEmpty {
            try await copy(conn, "rebuild_feature_versions", fold.closedVersions)
            fold.closedVersions.removeAll()
        }
        if !fold.closedLayerVersions.isEmpty {
            try await copy(conn, "rebuild_layer_versions", fold.closedLayerVersions)
            fold.closedLayerVersions.removeAll()
        }
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

    /// Replaces the workspace's projection rows by the staging rows and recreates the per-layer views.
    private func swap(_ conn: PostgresConnection, workspace ws: String, layers: [LayerDefinition]) async throws {
        for t in Self.stagedTables {
            var binds = PostgresBindings()
            binds.append(ws)
            try await conn.query(PostgresQuery(unsafeSQL: "DELETE FROM public.\(t) WHERE workspace_id = $1", binds: binds), logger: logger)
            try await conn.query(PostgresQuery(unsafeSQL: "INSERT INTO public.\(t) SELECT * FROM pg_temp.rebuild_\(t)"), logger: logger)
        }
        for definition in layers.sorted(by: { $0.name < $1.name }) {
            for statement in LayerView(workspace: ws, definition: definition).statements {
                try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }
    }
}
