import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging
import PostgresNIO
import Synchronization

extension NetworkGraphs {
    // MARK: Keeping graphs and edge tables current with every operation

    /// Brings the graphs of the workspace's networks whose source layers include `layers` up to the
    /// journal's durable head, and their edge tables with them (called after an operation is
    /// durable, before it is acknowledged). A graph not in memory yet is loaded first. Failures
    /// are logged, not thrown: the operation is committed, and the next one (or a read) catches up.
    public func maintain(workspace: String, layers: Set<String>) async {
        let networks: [String]
        do {
            networks = try await sources(of: workspace).filter { !$0.value.isDisjoint(with: layers) }.map(\.key).sorted()
        } catch {
            journal.logger.warning("network graphs of \(workspace) not brought up to date: \(error)")
            return
        }
        await maintain(workspace: workspace, networks: networks)
    }

    /// Whether the workspace is known to have no network (so an operation needs no graph work).
    public func knownToHaveNoNetworks(_ workspace: String) -> Bool {
        sourceLayers.withLock { $0[workspace]?.isEmpty ?? false }
    }

    /// Brings the named networks' graphs and edge tables up to the durable head.
    public func maintain(workspace: String, networks: [String]) async {
        for name in networks {
            let key = Key(workspace: workspace, name: name)
            do {
                let snapshot = try await current(workspace: workspace, name: name)
                try await syncEdgeTable(key, snapshot: snapshot, background: true)
            } catch {
                journal.logger.warning("network \(name) of \(workspace) not brought up to date: \(error)")
            }
        }
    }

    /// Forgets the cached source layers of a workspace's networks (after a network definition).
    func forgetSources(of workspace: String) {
        _ = sourceLayers.withLock { $0.removeValue(forKey: workspace) }
    }

    private func sources(of workspace: String) async throws -> [String: Set<String>] {
        if let known = sourceLayers.withLock({ $0[workspace] }) { return known }
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
        sourceLayers.withLock { $0[workspace] = found }
        return found
    }

    private func lock(_ key: Key) -> AsyncSerialLock {
        tableLocks.withLock { locks in
            if let l = locks[key] { return l }
            let l = AsyncSerialLock()
            locks[key] = l
            return l
        }
    }

    /// Writes what changed in the graph since the edge table was last written: the rows of
    /// elements that went away and of new ones, in one transaction. A table written from another
    /// graph (after a start or a graph built afresh) is rewritten in full — in the background when
    /// `background`, so that acknowledging an operation never waits for a whole table.
    private func syncEdgeTable(_ key: Key, snapshot: Snapshot, background: Bool) async throws {
        let state = tables.withLock { $0[key] }
        if let state, state.generation == snapshot.generation {
            if state.position >= snapshot.position { return }
            try await lock(key).run {
                // Another caller may have written a newer graph meanwhile.
                guard let now = tables.withLock({ $0[key] }), now.generation == snapshot.generation, now.position < snapshot.position else { return }
                try await writeChanges(key, snapshot: snapshot, since: now)
            }
            return
        }
        // A small table is rewritten before the operation is acknowledged.
        if !background || snapshot.graph.featureCount <= Self.inlineRewriteFeatures {
            try await lock(key).run { try await rewrite(key, costAttribute: nil, keepStoredCost: true) }
            return
        }
        guard rewriting.withLock({ $0.insert(key).inserted }) else { return }
        journal.background.start("the edge table of network \(key.name) in workspace \(key.workspace)") { [self, journal] in
            defer { withExtendedLifetime(journal) {} }  // the journal owns this room
            defer { _ = rewriting.withLock { $0.remove(key) } }
            do {
                try await lock(key).run { try await rewrite(key, costAttribute: nil, keepStoredCost: true) }
                // Operations acknowledged during the rewrite: bring the table up to the graph.
                let latest = try await current(workspace: key.workspace, name: key.name)
                try await syncEdgeTable(key, snapshot: latest, background: false)
            } catch {
                journal.logger.warning("edge table of network \(key.name) in \(key.workspace) not rewritten: \(error)")
            }
        }
    }

    private func writeChanges(_ key: Key, snapshot: Snapshot, since state: TableState) async throws {
        let journal = self.journal
        let (removed, added) = try await journal.compute.run { snapshot.graph.edgeTableChanges(since: state.mark, costAttribute: state.costAttribute) }
        let edges = state.edges - removed.count + added.count
        try await journal.client.withLiveTransaction(logger: journal.logger) { [self] conn in
            // A projection that a rebuild re-derives: no need to wait for its own flush.
            try await conn.query("SET LOCAL synchronous_commit = off", logger: journal.logger)
            if !removed.isEmpty {
                let ids = removed.map(Int64.init)
                try await conn.query("DELETE FROM network_edges WHERE workspace_id = \(key.workspace) AND network = \(key.name) AND id = ANY(\(ids)::int8[])", logger: journal.logger)
            }
            try await insert(conn, key: key, rows: added[...])
            let position = snapshot.position, count = Int64(edges), cost = state.costAttribute
            try await conn.query("""
                INSERT INTO network_edge_positions (workspace_id, network, position, edges, refreshed_at, cost_attribute)
                VALUES (\(key.workspace), \(key.name), \(position), \(count), now(), \(cost))
                ON CONFLICT (workspace_id, network) DO UPDATE SET position = EXCLUDED.position, edges = EXCLUDED.edges, refreshed_at = EXCLUDED.refreshed_at
                """, logger: journal.logger)
        }
        tables.withLock { $0[key] = TableState(generation: snapshot.generation, mark: snapshot.graph.edgeTableMark, position: snapshot.position, edges: edges, costAttribute: state.costAttribute) }
    }

    /// Rewrites the network's rows of `network_edges` from the current graph in one transaction
    /// (called holding the key's lock). The cost attribute is the stored one when
    /// `keepStoredCost`, else `costAttribute`.
    private func rewrite(_ key: Key, costAttribute: String?, keepStoredCost: Bool) async throws {
        let journal = self.journal
        let snapshot = try await current(workspace: key.workspace, name: key.name)
        let written: TableState = try await journal.client.withLiveTransaction(logger: journal.logger) { [self] conn in
            var cost = costAttribute
            if keepStoredCost {
                let stored = try await conn.query("SELECT cost_attribute FROM network_edge_positions WHERE workspace_id = \(key.workspace) AND network = \(key.name)", logger: journal.logger)
                for try await c in stored.decode(String?.self) { cost = c }
            }
            let rows = try await journal.compute.run { [cost] in snapshot.graph.edgeTable(costAttribute: cost) }
            try await conn.query("DELETE FROM network_edges WHERE workspace_id = \(key.workspace) AND network = \(key.name)", logger: journal.logger)
            var start = 0
            while start < rows.count {
                try await insert(conn, key: key, rows: rows[start..<min(rows.count, start + 50_000)])
                start += 50_000
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
        tables.withLock { $0[key] = written }
    }

    private func insert(_ conn: PostgresConnection, key: Key, rows chunk: ArraySlice<NetworkGraph.EdgeRow>) async throws {
        guard !chunk.isEmpty else { return }
        let ids = chunk.map { Int64($0.id) }, sources = chunk.map { Int64($0.source) }, targets = chunk.map { Int64($0.target) }
        let costs = chunk.map(\.cost), reverse = chunk.map(\.reverseCost), features = chunk.map(\.featureId), layers = chunk.map(\.layer)
        try await conn.query("""
            INSERT INTO network_edges (workspace_id, network, id, source, target, cost, reverse_cost, feature_id, layer)
            SELECT \(key.workspace), \(key.name), e.id, e.source, e.target, e.cost, e.reverse_cost, e.feature_id, e.layer
            FROM unnest(\(ids)::int8[], \(sources)::int8[], \(targets)::int8[], \(costs)::float8[], \(reverse)::float8[],
                        \(features)::uuid[], \(layers)::text[]) AS e(id, source, target, cost, reverse_cost, feature_id, layer)
            """, logger: journal.logger)
    }

    /// Rewrites the network's edge table from the current graph with costs from `costAttribute`
    /// (nil: geometric length); later operations keep it current with the same attribute.
    /// Returns the position it reflects and the number of rows.
    public func refreshEdgeTable(workspace: String, name: String, costAttribute: String? = nil) async throws(JournalError) -> (position: Int64, edges: Int) {
        let key = Key(workspace: workspace, name: name)
        _ = try await current(workspace: workspace, name: name)   // notFound before anything else
        try await journal.database {
            try await lock(key).run { try await rewrite(key, costAttribute: costAttribute, keepStoredCost: false) }
        }
        let state = tables.withLock { $0[key] }
        return (state?.position ?? 0, state?.edges ?? 0)
    }
}
