import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging
import PostgresNIO

/// The writer of the networks' pgRouting edge tables (`network_edges`, with their
/// `network_edge_positions` row), and the one owner of what it knows: what each table holds
/// against the graph in memory, the full rewrites under way in the background, the order of the
/// writes to each table, and each workspace's networks' source layers (which operations touch a
/// network at all).
///
/// After an operation, ``write(_:snapshot:background:latest:)`` brings a table up to its graph:
/// the rows of what changed since the table was last written, or the whole table when it was
/// written from another graph (after a start, or a graph built afresh). Writes to one table run
/// one at a time, in the order they come; writes to different tables run side by side.
///
/// ```swift
/// let tables = EdgeTableWriter(reference)
/// try await tables.write(key, snapshot: snapshot, background: true) { try await graphs.current(workspace: ws, name: name) }
/// ```
actor EdgeTableWriter {
    typealias Key = NetworkGraphs.Key
    typealias Snapshot = NetworkGraphs.Snapshot
    /// The graph of a network as of now, read when a write starts its turn.
    typealias Latest = @Sendable () async throws(JournalError) -> Snapshot

    /// What the persisted edge table of a network holds, against the graph in memory.
    struct TableState: Sendable {
        var generation: Int
        var mark: NetworkGraph.EdgeTableMark
        var position: Int64
        var edges: Int
        var costAttribute: String?
    }

    /// The journal whose networks' tables these are.
    let reference: JournalReference
    nonisolated var journal: Journal { reference.journal }

    private var tables: [Key: TableState] = [:]
    /// Keys whose edge table is being rewritten in full in the background.
    private var rewriting: Set<Key> = []
    /// Keys with a write under way, and the writes waiting for their turn after it.
    private var writing: Set<Key> = []
    private var waiting: [Key: [CheckedContinuation<Void, Never>]] = [:]
    /// Per workspace: each network's source layers (filled on first need, dropped when a network is defined).
    private var sourceLayers: [String: [String: Set<String>]] = [:]

    /// Graphs of at most this many features get their edge table rewritten inline, larger ones in the background.
    static let inlineRewriteFeatures = 10_000
    /// Rows of a full rewrite inserted per statement.
    static let rowsPerInsert = 50_000

    init(_ reference: JournalReference) { self.reference = reference }

    // MARK: Which networks an operation touches

    /// The workspace's networks one of whose source layers is among `layers`, by name.
    func networks(of workspace: String, touching layers: Set<String>) async throws -> [String] {
        try await sources(of: workspace).filter { !$0.value.isDisjoint(with: layers) }.map(\.key).sorted()
    }

    /// Whether the workspace is known to have no network (so an operation needs no graph work).
    func knownToHaveNoNetworks(_ workspace: String) -> Bool {
        sourceLayers[workspace]?.isEmpty ?? false
    }

    /// Forgets the source layers of a workspace's networks (after a network definition).
    func forgetSources(of workspace: String) {
        sourceLayers[workspace] = nil
    }

    private func sources(of workspace: String) async throws -> [String: Set<String>] {
        if let known = sourceLayers[workspace] { return known }
        let journal = self.journal
        let found: [String: Set<String>] = try await journal.database {
            try await journal.client.withLiveConnection { conn in
                let rows = try await conn.query("SELECT name, definition::text FROM networks WHERE workspace_id = \(workspace)", logger: journal.logger)
                var out: [String: Set<String>] = [:]
                for try await (name, text) in rows.decode((String, String).self) {
                    if case .success(let d) = NetworkDefinition.parse(try JSONValue.parse(text)) { out[name] = Set(d.sources.map(\.layer)) }
                }
                return out
            }
        }
        sourceLayers[workspace] = found
        return found
    }

    // MARK: Writing

    /// Brings a network's edge table up to `snapshot`: the rows of elements that went away and of
    /// new ones, in one transaction. A table written from another graph is rewritten in full from
    /// the graph `latest` reads — in the background when `background` and the graph is large, so
    /// that acknowledging an operation never waits for a whole table.
    func write(_ key: Key, snapshot: Snapshot, background: Bool, latest: @escaping Latest) async throws {
        if let state = tables[key], state.generation == snapshot.generation {
            if state.position >= snapshot.position { return }
            try await inTurn(key) {
                // Another caller may have written a newer graph meanwhile.
                guard let now = tables[key], now.generation == snapshot.generation, now.position < snapshot.position else { return }
                try await writeChanges(key, snapshot: snapshot, since: now)
            }
            return
        }
        // A small table is rewritten before the operation is acknowledged.
        if !background || snapshot.graph.featureCount <= Self.inlineRewriteFeatures {
            try await inTurn(key) { try await rewrite(key, costAttribute: nil, keepStoredCost: true, latest: latest) }
            return
        }
        guard rewriting.insert(key).inserted else { return }
        journal.background.start("the edge table of network \(key.name) in workspace \(key.workspace)") { [self, journal] in
            defer { withExtendedLifetime(journal) {} }  // the journal owns this writer
            await rewriteInBackground(key, latest: latest)
        }
    }

    /// Rewrites the network's edge table from the graph `latest` reads with costs from
    /// `costAttribute` (nil: geometric length); later writes keep the same attribute. Returns the
    /// position it reflects and the number of rows.
    func refresh(_ key: Key, costAttribute: String?, latest: @escaping Latest) async throws -> (position: Int64, edges: Int) {
        try await inTurn(key) { try await rewrite(key, costAttribute: costAttribute, keepStoredCost: false, latest: latest) }
        let state = tables[key]
        return (state?.position ?? 0, state?.edges ?? 0)
    }

    /// Forgets what the tables hold and the source layers (tests, or after a failover): the next
    /// write rewrites each table in full.
    func reset() {
        tables.removeAll()
        sourceLayers.removeAll()
    }

    private func rewriteInBackground(_ key: Key, latest: @escaping Latest) async {
        do {
            try await inTurn(key) { try await rewrite(key, costAttribute: nil, keepStoredCost: true, latest: latest) }
            // Operations acknowledged during the rewrite: bring the table up to the graph.
            try await write(key, snapshot: try await latest(), background: false, latest: latest)
        } catch {
            journal.logger.warning("edge table of network \(key.name) in \(key.workspace) not rewritten: \(error)")
        }
        rewriting.remove(key)
    }

    /// Runs `body` when the writes to the key's table that came before it are done.
    private func inTurn<T: Sendable>(_ key: Key, _ body: () async throws -> T) async throws -> T {
        if !writing.insert(key).inserted {
            await withCheckedContinuation { waiting[key, default: []].append($0) }
        }
        defer {
            // The turn passes to the next waiting write, or the key is free.
            if var queue = waiting[key], !queue.isEmpty {
                let next = queue.removeFirst()
                waiting[key] = queue.isEmpty ? nil : queue
                next.resume()
            } else {
                writing.remove(key)
            }
        }
        return try await body()
    }

    private func writeChanges(_ key: Key, snapshot: Snapshot, since state: TableState) async throws {
        let journal = self.journal
        let (removed, added) = try await journal.compute.run { snapshot.graph.edgeTableChanges(since: state.mark, costAttribute: state.costAttribute) }
        let edges = state.edges - removed.count + added.count
        try await journal.client.withLiveTransaction(logger: journal.logger) { conn in
            // A projection that a rebuild re-derives: no need to wait for its own flush.
            try await conn.query("SET LOCAL synchronous_commit = off", logger: journal.logger)
            if !removed.isEmpty {
                let ids = removed.map(Int64.init)
                try await conn.query("DELETE FROM network_edges WHERE workspace_id = \(key.workspace) AND network = \(key.name) AND id = ANY(\(ids)::int8[])", logger: journal.logger)
            }
            try await Self.insert(conn, key: key, rows: added[...], logger: journal.logger)
            let position = snapshot.position, count = Int64(edges), cost = state.costAttribute
            try await conn.query("""
                INSERT INTO network_edge_positions (workspace_id, network, position, edges, refreshed_at, cost_attribute)
                VALUES (\(key.workspace), \(key.name), \(position), \(count), now(), \(cost))
                ON CONFLICT (workspace_id, network) DO UPDATE SET position = EXCLUDED.position, edges = EXCLUDED.edges, refreshed_at = EXCLUDED.refreshed_at
                """, logger: journal.logger)
        }
        tables[key] = TableState(generation: snapshot.generation, mark: snapshot.graph.edgeTableMark, position: snapshot.position, edges: edges, costAttribute: state.costAttribute)
    }

    /// Rewrites the network's rows of `network_edges` from the current graph in one transaction
    /// (in the key's turn). The cost attribute is the stored one when `keepStoredCost`, else
    /// `costAttribute`.
    private func rewrite(_ key: Key, costAttribute: String?, keepStoredCost: Bool, latest: Latest) async throws {
        let journal = self.journal
        let snapshot = try await latest()
        let written: TableState = try await journal.client.withLiveTransaction(logger: journal.logger) { conn in
            var cost = costAttribute
            if keepStoredCost {
                let stored = try await conn.query("SELECT cost_attribute FROM network_edge_positions WHERE workspace_id = \(key.workspace) AND network = \(key.name)", logger: journal.logger)
                for try await c in stored.decode(String?.self) { cost = c }
            }
            let rows = try await journal.compute.run { [cost] in snapshot.graph.edgeTable(costAttribute: cost) }
            try await conn.query("DELETE FROM network_edges WHERE workspace_id = \(key.workspace) AND network = \(key.name)", logger: journal.logger)
            var start = 0
            while start < rows.count {
                try await Self.insert(conn, key: key, rows: rows[start..<min(rows.count, start + Self.rowsPerInsert)], logger: journal.logger)
                start += Self.rowsPerInsert
            }
            let position = snapshot.position, count = Int64(rows.count)
            try await conn.query("""
                INSERT INTO network_edge_positions (workspace_id, network, position, edges, refreshed_at, cost_attribute)
                VALUES (\(key.workspace), \(key.name), \(position), \(count), now(), \(cost))
                ON CONFLICT (workspace_id, network) DO UPDATE SET position = EXCLUDED.position, edges = EXCLUDED.edges,
                    refreshed_at = EXCLUDED.refreshed_at, cost_attribute = EXCLUDED.cost_attribute
                """, logger: journal.logger)
            return TableState(generation: snapshot.generation, mark: snapshot.graph.edgeTableMark, position: snapshot.position, edges: rows.count, costAttribute: cost)
        }
        tables[key] = written
    }

    private static func insert(_ conn: PostgresConnection, key: Key, rows chunk: ArraySlice<NetworkGraph.EdgeRow>, logger: Logger) async throws {
        guard !chunk.isEmpty else { return }
        let ids = chunk.map { Int64($0.id) }, sources = chunk.map { Int64($0.source) }, targets = chunk.map { Int64($0.target) }
        let costs = chunk.map(\.cost), reverse = chunk.map(\.reverseCost), features = chunk.map(\.featureId), layers = chunk.map(\.layer)
        try await conn.query("""
            INSERT INTO network_edges (workspace_id, network, id, source, target, cost, reverse_cost, feature_id, layer)
            SELECT \(key.workspace), \(key.name), e.id, e.source, e.target, e.cost, e.reverse_cost, e.feature_id, e.layer
            FROM unnest(\(ids)::int8[], \(sources)::int8[], \(targets)::int8[], \(costs)::float8[], \(reverse)::float8[],
                        \(features)::uuid[], \(layers)::text[]) AS e(id, source, target, cost, reverse_cost, feature_id, layer)
            """, logger: logger)
    }
}
