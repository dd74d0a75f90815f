import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging
import PostgresNIO

/// The in-memory graph of each utility network: the live network projection. Built from the
/// current-features projection and the network definition on first use, then kept current from
/// the journal: every read first folds the events after the graph's position (this process's
/// commits and other nodes' alike), re-reading only the features those events touched, as they
/// were at the last folded position. A `networkDefined` event for the network rebuilds it.
///
/// It keeps no state of its own. The graphs in memory (the heads', past moments', versions') and
/// the loads under way have one owner, ``NetworkGraphStore``, whose every step is short: the reads,
/// builds and derivations happen here, outside it, on the pool and the compute threads. The edge
/// tables have theirs, ``EdgeTableWriter``.
///
/// ```swift
/// let graphs = journal.networks.graphs
/// let snapshot = try await graphs.current(workspace: "naperville", name: "Electric")
/// let result = snapshot.graph.trace(request)
/// ```
public final class NetworkGraphs: JournalRoomWithState {
    struct Key: Hashable, Sendable {
        var workspace: String
        var name: String
    }

    /// A graph with what it was built from.
    public struct Snapshot: Sendable {
        public var graph: NetworkGraph
        public var network: StoredNetwork
        /// The journal position the graph reflects.
        public var position: Int64
        var generation = 0
        /// How a graph of a past moment was made.
        public var source: Source = .head

        public enum Source: Sendable, Hashable {
            /// The live graph of the head.
            case head
            /// Derived in memory from the graph of another position (the head's or a past one
            /// kept from an earlier request), with the journal's changes between the two.
            case memory(from: Int64)
            /// Built from the feature versions of the moment (the moment lies outside the history
            /// window, or the network was redefined since).
            case rebuilt

            /// `{"source":"memory","from":120}`, for answers.
            public var json: JSONValue {
                switch self {
                case .head: return ["source": "head"]
                case .memory(let from): return ["source": "memory", "from": .integer(from)]
                case .rebuilt: return ["source": "rebuild"]
                }
            }
        }
    }

    /// How far graphs of past moments are derived in memory (``graph(workspace:name:moment:)``).
    public struct History: Sendable, Hashable {
        /// A past moment at most this many positions from a graph in memory (the head's, or one
        /// kept) is derived from it; an older one is built from the feature versions of the moment.
        public var window: Int64
        /// Graphs of past moments kept per network, most recently used first, so a time slider
        /// moves from one to the next with only the changes between them.
        public var kept: Int

        public init(window: Int64 = 1_000_000, kept: Int = 2) {
            self.window = window
            self.kept = kept
        }
    }

    /// The journal whose networks these are (the graphs belong to its ``Networks``).
    let reference: JournalReference
    /// The graphs held in memory and the loads under way: their one owner.
    let store: NetworkGraphStore
    /// The edge tables' writer and what it knows of them.
    let edgeTables: EdgeTableWriter
    /// The points where the store's pause (``setPause(_:)``) is awaited.
    enum Pause: Sendable {
        /// ``current(workspace:name:)`` found the graph in memory and is about to catch it up.
        case found
        /// A load of the graph is about to read it.
        case loading
    }
    /// Events read per catch-up step.
    static let catchUpPage = 5000
    /// Changed features (and associations) a catch-up step applies to the graph in place, in one
    /// step of the store; a step with more is applied on the compute threads.
    static let catchUpInPlace = 1000
    /// Loads and catch-ups one read of the head's graph tries before it gives up (each lost
    /// attempt means the network was redefined under it).
    static let currentAttempts = 8

    init(_ reference: JournalReference, history: History = History()) {
        self.reference = reference
        self.store = NetworkGraphStore(history: history)
        self.edgeTables = EdgeTableWriter(reference)
    }

    /// The position each head's graph held in memory reflects, by workspace and network name.
    public var positions: [(workspace: String, network: String, position: Int64)] {
        get async { await store.positions }
    }

    /// How far graphs of past moments are derived in memory, and how many are kept (the setting
    /// the journal was made with).
    public var history: History { store.history }

    /// Holds each read of a head's graph at the ``Pause`` points in `pause` (tests; nil: none).
    func setPause(_ pause: (@Sendable (Pause, Key) async -> Void)?) async {
        await store.setPause(pause)
    }

    /// The graph as of the head, current with every committed event. Throws notFound when the
    /// network does not exist.
    public func current(workspace: String, name: String) async throws(JournalError) -> Snapshot {
        if let line = VersionLine(key: workspace) { return try await versionGraph(line, name: name) }
        let key = Key(workspace: workspace, name: name)
        // A catch-up that meets a redefinition of the network forgets the graph and loads it
        // afresh; a reader that found the old graph and catches up meanwhile finds none, and
        // loads it too instead of reporting a network that exists as missing. (A network that
        // does not exist ends in `load`'s 404.)
        for _ in 0..<Self.currentAttempts {
            if await store.position(key) == nil {
                try await sharedLoad(key)
            } else if let hold = await store.pause {
                await hold(.found, key)
            }
            try await catchUp(key)
            if let snapshot = await store.snapshot(key) { return snapshot }
        }
        throw JournalError.unavailable("the network \"\(name)\" of workspace \"\(workspace)\" was redefined \(Self.currentAttempts) times while it was read; retry")
    }

    /// The graph at a moment: the head's live graph; for a past moment within the history window
    /// of a graph in memory (the head's, or a past one kept), that graph with the journal's
    /// changes between the two undone or redone (``derive``); otherwise one built from the feature
    /// versions valid at that position and the network definition of that moment. Either way the
    /// same graph a build at that moment gives (``Snapshot/source`` says which way). In a version,
    /// DEFAULT's graph at the base in effect then with the line's changes until then
    /// (``pastVersionGraph(_:name:moment:)``).
    public func graph(workspace: String, name: String, moment: ReadMoment) async throws(JournalError) -> Snapshot {
        if case .head = moment { return try await current(workspace: workspace, name: name) }
        if let line = VersionLine(key: workspace) { return try await pastVersionGraph(line, name: name, moment: moment) }
        let journal = self.journal
        let key = Key(workspace: workspace, name: name)
        let resolved: (position: Int64, head: Int64, network: StoredNetwork)? = try await journal.database {
            try await journal.withSnapshot { conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                if position >= head { return nil }
                guard let network = try await journal.networks.storedNetwork(conn, workspace: workspace, name: name, at: position) else {
                    throw JournalError.notFound("there was no network \"\(name)\" in workspace \"\(workspace)\" at position \(position)")
                }
                return (position, head, network)
            }
        }
        guard let resolved else { return try await current(workspace: workspace, name: name) }
        let target = resolved.position
        let window = store.history.window

        // The nearest graph in memory of the same network version: a kept one (taken out, so it
        // changes in place when no reader holds it any more) or the head's.
        var base = await store.takeKept(key, version: resolved.network.version, near: target, within: window)
        if base?.position == target, let found = base {
            await store.keep(found, key: key)
            return found
        }
        let head = try await current(workspace: workspace, name: name)
        if head.network.version == resolved.network.version, abs(head.position - target) <= window,
           base.map({ abs(head.position - target) < abs($0.position - target) }) ?? true {
            if let unused = base { await store.keep(unused, key: key) }
            base = head
        }
        var snapshot: Snapshot
        if let from = base, from.network.version == resolved.network.version {
            let start = from.position
            // The only reference to the graph goes into the box, so a kept graph no reader holds
            // any more changes in place instead of being copied.
            let box = Exclusive(from.graph)
            base = nil
            try await journal.database {
                try await journal.client.withLiveConnection { conn in
                    try await Self.derive(box, from: start, to: target, conn: conn, journal: journal, workspace: workspace, network: name,
                                          definition: resolved.network.definition)
                }
            }
            snapshot = Snapshot(graph: box.value, network: resolved.network, position: target, source: .memory(from: start))
        } else {
            if let unused = base { await store.keep(unused, key: key) }
            let graph: NetworkGraph = try await journal.database {
                try await journal.withSnapshot { conn in
                    try await Self.graph(conn, journal: journal, workspace: workspace, network: name, definition: resolved.network.definition, at: target)
                }
            }
            snapshot = Snapshot(graph: graph, network: resolved.network, position: target, source: .rebuilt)
        }
        await store.keep(snapshot, key: key)
        return snapshot
    }

    /// A trace on a graph and its answer's body (``TraceResult/jsonBytes(extra:)`` with the graph's
    /// position, the count and how the graph was made), both made on the compute threads: a trace
    /// of a whole network visits every element, and its answer lists them — tens of megabytes,
    /// whose copy into a buffer on an event loop held that loop's other connections up.
    public func trace(_ request: TraceRequest, on snapshot: Snapshot) async throws(JournalError) -> Result<(result: TraceResult, body: ByteBuffer), TraceFailure> {
        let (graph, position, source) = (snapshot.graph, snapshot.position, snapshot.source)
        return try await journal.compute.run {
            graph.trace(request).map { result in
                (result, ByteBuffer(bytes: result.jsonBytes(extra: ["position": String(position), "count": String(result.count), "graph": source.json.jsonString()])))
            }
        }
    }

    /// The graphs of past moments kept: how many, and the bytes of their arrays (shared with the
    /// head's graph where unchanged, so an upper bound).
    public var pastGraphFootprint: (count: Int, bytes: Int) {
        get async { await store.pastGraphFootprint }
    }

    /// Turns the graph at `base` into the graph at `target` (earlier or later; the network version
    /// is the same at both): every source feature an event between the two touched is set to its
    /// state at `target` (read from the feature versions; a feature created after `target` when
    /// going back is simply removed), and the associations to those of `target`. The journal is the
    /// history: nothing is kept in memory for it, and the work grows with the changes between the
    /// two positions, not with the network.
    static func derive(_ graph: Exclusive<NetworkGraph>, from base: Int64, to target: Int64, conn: PostgresConnection, journal: Journal,
                       workspace: String, network: String, definition: NetworkDefinition) async throws {
        guard base != target else { return }
        let (low, high) = (min(base, target), max(base, target))
        let layers = definition.sources.map(\.layer)
        var read: [UUID] = []
        var removed: [UUID] = []
        let touched = try await conn.query("""
            SELECT feature_id, bool_or(feature_version = 1) FROM events
            WHERE workspace_id = \(workspace) AND position > \(low) AND position <= \(high) AND layer = ANY(\(layers)) AND feature_id IS NOT NULL
            GROUP BY feature_id
            """, logger: journal.logger)
        for try await (id, created) in touched.decode((UUID, Bool).self) {
            // Created after the moment gone back to: it did not exist then.
            if target == low && created { removed.append(id) } else { read.append(id) }
        }
        let states = read.isEmpty ? [] : try await features(conn, journal: journal, workspace: workspace, definition: definition, at: target, ids: read)
        let live = Set(states.map(\.id))
        removed += read.filter { !live.contains($0) }
        var added: [Association] = []
        var dropped: [Association] = []
        let changes = try await conn.query("""
            SELECT count(*) FROM events WHERE workspace_id = \(workspace) AND position > \(low) AND position <= \(high) AND layer = \(network)
              AND type IN ('associationAdded', 'associationDeleted')
            """, logger: journal.logger)
        var associationEvents: Int64 = 0
        for try await n in changes.decode(Int64.self) { associationEvents = n }
        if associationEvents > 0 {
            let then = try await Networks.associations(conn, journal: journal, workspace: workspace, network: network, at: target)
            let now = Set(graph.value.associations)
            let wanted = Set(then)
            added = then.filter { !now.contains($0) }
            dropped = now.filter { !wanted.contains($0) }
        }
        try await journal.compute.run { [removed, added, dropped] in
            graph.value.apply(upserted: states, deleted: removed, associationsAdded: added, associationsRemoved: dropped)
        }
    }

    /// Forgets every head's graph and graph of past moments, and what the edge tables hold
    /// (tests, or after a failover): each is read again on its next use.
    public func reset() async {
        await store.reset()
        await edgeTables.reset()
    }

    /// The features of a trace result as GeoJSON text: current ones, or the versions valid at a position.
    public func featureCollection(workspace: String, ids: [UUID], at position: Int64?) async throws(JournalError) -> String {
        let journal = self.journal
        return try await journal.database {
            try await journal.client.withLiveConnection { conn in
                var state = LayerState(workspace: workspace, layer: nil, position: position ?? 0, current: position == nil)
                state.ids = ids
                var sql = BoundSQL()
                sql.text = "SELECT f.id, f.version, f.attributes::text, f.geometry::text FROM \(try state.from(&sql)) ORDER BY f.id"
                let rows = try await conn.query(sql.query, logger: journal.logger)
                var parts: [String] = []
                for try await (id, version, attributes, geometry) in rows.decode((UUID, Int32, String, String?).self) {
                    parts.append(GeoJSONText.feature(id: id, version: Int(version), attributes: attributes, geometry: geometry ?? "null"))
                }
                return "{\"type\":\"FeatureCollection\",\"features\":[" + parts.joined(separator: ",") + "]}"
            }
        }
    }
}
