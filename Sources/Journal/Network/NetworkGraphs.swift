import Foundation
import GeoJournalCore
import Logging
import PostgresNIO
import Synchronization

/// The in-memory graph of each utility network: the live network projection. Built from the
/// current-features projection and the network definition on first use, then kept current from
/// the journal: every read first folds the events after the graph's position (this process's
/// commits and other nodes' alike), re-reading only the features those events touched, as they
/// were at the last folded position. A `networkDefined` event for the network rebuilds it.
///
/// ```swift
/// let graphs = NetworkGraphs.of(journal)
/// let (graph, network, position) = try await graphs.current(workspace: "naperville", name: "Electric")
/// let result = graph.trace(request)
/// ```
public final class NetworkGraphs: Sendable {
    struct Key: Hashable, Sendable {
        var workspace: String
        var name: String
    }

    struct Entry: Sendable {
        var graph: NetworkGraph
        var network: StoredNetwork
        var position: Int64
    }

    /// A graph with what it was built from.
    public struct Snapshot: Sendable {
        public var graph: NetworkGraph
        public var network: StoredNetwork
        /// The journal position the graph reflects.
        public var position: Int64
    }

    unowned let journal: Journal
    private let entries = Mutex<[Key: Entry]>([:])
    private static let registry = Mutex<[ObjectIdentifier: NetworkGraphs]>([:])
    /// Events read per catch-up step.
    static let catchUpPage = 5000

    init(journal: Journal) { self.journal = journal }

    /// The graphs of a journal (one set per journal object, created on first use).
    public static func of(_ journal: Journal) -> NetworkGraphs {
        registry.withLock { r in
            if let g = r[ObjectIdentifier(journal)] { return g }
            let g = NetworkGraphs(journal: journal)
            r[ObjectIdentifier(journal)] = g
            return g
        }
    }

    /// The position each graph held in memory reflects, by workspace and network name.
    public var positions: [(workspace: String, network: String, position: Int64)] {
        entries.withLock { $0.map { (workspace: $0.key.workspace, network: $0.key.name, position: $0.value.position) } }
    }

    /// The graph as of the head, current with every committed event. Throws notFound when the
    /// network does not exist.
    public func current(workspace: String, name: String) async throws(JournalError) -> Snapshot {
        let key = Key(workspace: workspace, name: name)
        if entries.withLock({ $0[key] }) == nil {
            try await load(key)
        }
        try await catchUp(key)
        guard let e = entries.withLock({ $0[key] }) else { throw JournalError.notFound("there is no network \"\(name)\" in workspace \"\(workspace)\"") }
        return Snapshot(graph: e.graph, network: e.network, position: e.position)
    }

    /// The graph at a moment: the head's live graph, or one built from the feature versions valid
    /// at that position and the network definition of that moment.
    public func graph(workspace: String, name: String, moment: ReadMoment) async throws(JournalError) -> Snapshot {
        if case .head = moment { return try await current(workspace: workspace, name: name) }
        let journal = self.journal
        let built: Snapshot? = try await journal.database {
            try await journal.client.withLiveConnection { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                if position >= head { return nil }
                guard let network = try await journal.storedNetwork(conn, workspace: workspace, name: name, at: position) else {
                    throw JournalError.notFound("there was no network \"\(name)\" in workspace \"\(workspace)\" at position \(position)")
                }
                let features = try await Self.features(conn, journal: journal, workspace: workspace, definition: network.definition, at: position, ids: nil)
                return Snapshot(graph: NetworkGraph(definition: network.definition, features: features), network: network, position: position)
            }
        }
        if let built { return built }
        return try await current(workspace: workspace, name: name)
    }

    /// Forgets every graph (tests, or after a restore).
    public func reset() { entries.withLock { $0.removeAll() } }

    // MARK: Loading and catching up

    private func load(_ key: Key, replacingSamePosition: Bool = false) async throws(JournalError) {
        let journal = self.journal
        let loaded: Entry = try await journal.database {
            try await journal.client.withLiveTransaction(logger: journal.logger) { [self] conn in
                try await conn.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", logger: journal.logger)
                let heads = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(key.workspace)", logger: journal.logger)
                var head: Int64?
                for try await h in heads.decode(Int64.self) { head = h }
                guard let head else { throw JournalError.notFound("workspace \"\(key.workspace)\" does not exist") }
                guard let network = try await journal.storedNetwork(conn, workspace: key.workspace, name: key.name, at: nil) else {
                    throw JournalError.notFound("there is no network \"\(key.name)\" in workspace \"\(key.workspace)\"")
                }
                let features = try await Self.features(conn, journal: journal, workspace: key.workspace, definition: network.definition, at: nil, ids: nil)
                return Entry(graph: NetworkGraph(definition: network.definition, features: features), network: network, position: head)
            }
        }
        entries.withLock { e in
            let current = e[key]?.position ?? -1
            if current < loaded.position || (replacingSamePosition && current == loaded.position) { e[key] = loaded }
        }
    }

    private func catchUp(_ key: Key) async throws(JournalError) {
        while true {
            guard let entry = entries.withLock({ $0[key] }) else { return }
            let start = entry.position
            let (events, head) = try await journal.events(workspace: key.workspace, after: start, limit: Self.catchUpPage)
            guard let last = events.last?.position else { return }
            let sources = Set(entry.network.definition.sources.map(\.layer))
            var redefined = false
            var touched: [UUID] = []
            var seen = Set<UUID>()
            for event in events {
                if event.type == EventType.networkDefined.rawValue, event.layer == key.name { redefined = true }
                if let id = event.featureId, sources.contains(event.layer), seen.insert(id).inserted { touched.append(id) }
            }
            if redefined {
                entries.withLock { e in if e[key]?.position == start { e[key] = nil } }
                try await load(key)
                continue
            }
            var upserted: [NetworkFeature] = []
            if !touched.isEmpty {
                let journal = self.journal
                let definition = entry.network.definition
                let ids = touched
                upserted = try await journal.database {
                    try await journal.client.withLiveConnection { [self] conn in
                        try await Self.features(conn, journal: journal, workspace: key.workspace, definition: definition, at: last, ids: ids)
                    }
                }
            }
            let live = Set(upserted.map(\.id))
            let deleted = touched.filter { !live.contains($0) }
            let rebuild: Bool = entries.withLock { e in
                guard var current = e.removeValue(forKey: key) else { return false }
                if current.position == start {
                    if !touched.isEmpty { current.graph.apply(upserted: upserted, deleted: deleted) }
                    current.position = last
                }
                e[key] = current
                return current.graph.needsRebuild
            }
            if rebuild {
                // Slots left behind by updates outnumber the live features: build the graph afresh
                // from the current features (the entry in use stays until the new one is ready).
                journal.logger.info("rebuilding network graph \(key.name) of \(key.workspace) to release slots left by updates")
                try await load(key, replacingSamePosition: true)
            }
            if last >= head || events.count < Self.catchUpPage { return }
        }
    }

    /// The network features of the source layers: current ones (`at` nil) or the versions valid
    /// at a position; only `ids` when given.
    static func features(_ conn: PostgresConnection, journal: Journal, workspace: String, definition: NetworkDefinition, at position: Int64?, ids: [UUID]?) async throws -> [NetworkFeature] {
        let layers = definition.sources.map(\.layer)
        let rows: PostgresRowSequence
        switch (position, ids) {
        case (nil, nil):
            rows = try await conn.query("""
                SELECT id, layer, version, attributes::text, geometry::text FROM features
                WHERE workspace_id = \(workspace) AND layer = ANY(\(layers)::text[])
                """, logger: journal.logger)
        case (nil, let ids?):
            rows = try await conn.query("""
                SELECT id, layer, version, attributes::text, geometry::text FROM features
                WHERE workspace_id = \(workspace) AND id = ANY(\(ids)::uuid[]) AND layer = ANY(\(layers)::text[])
                """, logger: journal.logger)
        case (let p?, nil):
            rows = try await conn.query("""
                SELECT id, layer, version, attributes::text, geometry::text FROM feature_versions
                WHERE workspace_id = \(workspace) AND layer = ANY(\(layers)::text[])
                  AND valid_from <= \(p) AND (valid_to IS NULL OR valid_to > \(p))
                """, logger: journal.logger)
        case (let p?, let ids?):
            rows = try await conn.query("""
                SELECT id, layer, version, attributes::text, geometry::text FROM feature_versions
                WHERE workspace_id = \(workspace) AND id = ANY(\(ids)::uuid[]) AND layer = ANY(\(layers)::text[])
                  AND valid_from <= \(p) AND (valid_to IS NULL OR valid_to > \(p))
                """, logger: journal.logger)
        }
        var out: [NetworkFeature] = []
        for try await (id, layer, version, attributes, geometry) in rows.decode((UUID, String, Int32, String, String?).self) {
            guard let geometry else { continue }
            let state = try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, geometry: geometry)
            if let f = NetworkFeature(state: state, definition: definition) { out.append(f) }
        }
        return out
    }

    // MARK: The persisted edge table

    /// Rewrites the network's rows of `network_edges` from the current graph (in one transaction)
    /// and records the position they reflect. Returns that position and the number of rows.
    public func refreshEdgeTable(workspace: String, name: String, costAttribute: String? = nil) async throws(JournalError) -> (position: Int64, edges: Int) {
        let snapshot = try await current(workspace: workspace, name: name)
        let rows = snapshot.graph.edgeTable(costAttribute: costAttribute)
        let journal = self.journal
        let position = snapshot.position
        return try await journal.database {
            try await journal.client.withLiveTransaction(logger: journal.logger) { [self] conn in
                // Serialise refreshes of one network.
                try await conn.query("SELECT pg_advisory_xact_lock(hashtext('network_edges/' || \(workspace) || '/' || \(name)))", logger: journal.logger)
                let stored = try await conn.query("SELECT position, edges FROM network_edge_positions WHERE workspace_id = \(workspace) AND network = \(name)", logger: journal.logger)
                for try await (p, n) in stored.decode((Int64, Int64).self) where p >= position {
                    return (p, Int(n))   // already as new (or newer, from another node)
                }
                try await conn.query("DELETE FROM network_edges WHERE workspace_id = \(workspace) AND network = \(name)", logger: journal.logger)
                var start = 0
                while start < rows.count {
                    let chunk = rows[start..<min(rows.count, start + 50_000)]
                    let ids = chunk.map { Int64($0.id) }, sources = chunk.map { Int64($0.source) }, targets = chunk.map { Int64($0.target) }
                    let costs = chunk.map(\.cost), reverse = chunk.map(\.reverseCost), features = chunk.map(\.featureId), layers = chunk.map(\.layer)
                    try await conn.query("""
                        INSERT INTO network_edges (workspace_id, network, id, source, target, cost, reverse_cost, feature_id, layer)
                        SELECT \(workspace), \(name), e.id, e.source, e.target, e.cost, e.reverse_cost, e.feature_id, e.layer
                        FROM unnest(\(ids)::int8[], \(sources)::int8[], \(targets)::int8[], \(costs)::float8[], \(reverse)::float8[],
                                    \(features)::uuid[], \(layers)::text[]) AS e(id, source, target, cost, reverse_cost, feature_id, layer)
                        """, logger: journal.logger)
                    start += 50_000
                }
                let count = Int64(rows.count)
                try await conn.query("""
                    INSERT INTO network_edge_positions (workspace_id, network, position, edges, refreshed_at) VALUES (\(workspace), \(name), \(position), \(count), now())
                    ON CONFLICT (workspace_id, network) DO UPDATE SET position = EXCLUDED.position, edges = EXCLUDED.edges, refreshed_at = EXCLUDED.refreshed_at
                    """, logger: journal.logger)
                return (position, rows.count)
            }
        }
    }

    /// The features of a trace result as GeoJSON text: current ones, or the versions valid at a position.
    public func featureCollection(workspace: String, ids: [UUID], at position: Int64?) async throws(JournalError) -> String {
        let journal = self.journal
        return try await journal.database {
            try await journal.client.withLiveConnection { [self] conn in
                let rows: PostgresRowSequence
                if let p = position {
                    rows = try await conn.query("""
                        SELECT id, version, attributes::text, geometry::text FROM feature_versions
                        WHERE workspace_id = \(workspace) AND id = ANY(\(ids)::uuid[]) AND valid_from <= \(p) AND (valid_to IS NULL OR valid_to > \(p))
                        ORDER BY id
                        """, logger: journal.logger)
                } else {
                    rows = try await conn.query("""
                        SELECT id, version, attributes::text, geometry::text FROM features
                        WHERE workspace_id = \(workspace) AND id = ANY(\(ids)::uuid[]) ORDER BY id
                        """, logger: journal.logger)
                }
                var parts: [String] = []
                for try await (id, version, attributes, geometry) in rows.decode((UUID, Int32, String, String?).self) {
                    parts.append(GeoJSONText.feature(id: id, version: Int(version), attributes: attributes, geometry: geometry ?? "null"))
                }
                return "{\"type\":\"FeatureCollection\",\"features\":[" + parts.joined(separator: ",") + "]}"
            }
        }
    }
}
