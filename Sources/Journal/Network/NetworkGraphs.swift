import Foundation
import GeoJournalCore
import GeoJournalNetwork
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
/// let graphs = journal.networkGraphs
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
        /// Tells graphs built afresh apart: element numbers are only comparable within one.
        var generation: Int
    }

    /// What the persisted edge table of a network holds, against the graph in memory.
    struct TableState: Sendable {
        var generation: Int
        var mark: NetworkGraph.EdgeTableMark
        var position: Int64
        var edges: Int
        var costAttribute: String?
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

    unowned let journal: Journal
    private let entries = Mutex<[Key: Entry]>([:])
    private let generations = Mutex(0)
    private let tables = Mutex<[Key: TableState]>([:])
    /// Keys whose edge table is being rewritten in full in the background.
    private let rewriting = Mutex<Set<Key>>([])
    /// Per workspace: each network's source layers (filled on first need, dropped when a network is defined).
    private let sourceLayers = Mutex<[String: [String: Set<String>]]>([:])
    private let tableLocks = Mutex<[Key: AsyncSerialLock]>([:])
    /// Graphs of past moments, per network, most recently used first (``History/kept``).
    private let pastGraphs = Mutex<[Key: [Snapshot]]>([:])
    /// The last graph made for each version's line (``versionGraph(_:name:)``).
    let versionGraphs = Mutex<[Key: VersionGraph]>([:])
    public let history = Mutex(History())
    /// Graph loads under way, one per key (``sharedLoad(_:)``).
    private let loads = Mutex<[Key: Task<Result<Void, JournalError>, Never>]>([:])
    /// The points where ``pause`` is awaited.
    enum Pause: Sendable {
        /// ``current(workspace:name:)`` found the graph in memory and is about to catch it up.
        case found
        /// A load of the graph is about to read it.
        case loading
    }
    /// Awaited at each ``Pause`` point with the graph's key. Tests set it to hold a read of the
    /// head's graph there; the service leaves it nil.
    let pause = Mutex<(@Sendable (Pause, Key) async -> Void)?>(nil)
    /// Graphs of at most this many features get their edge table rewritten inline, larger ones in the background.
    static let inlineRewriteFeatures = 10_000
    /// Events read per catch-up step.
    static let catchUpPage = 5000
    /// Changed features (and associations) a catch-up step applies to the graph in place, under
    /// the lock of the graphs; a step with more is applied on the compute threads.
    static let catchUpInPlace = 1000
    /// Loads and catch-ups one read of the head's graph tries before it gives up (each lost
    /// attempt means the network was redefined under it).
    static let currentAttempts = 8

    init(journal: Journal) { self.journal = journal }

    /// The position each graph held in memory reflects, by workspace and network name.
    public var positions: [(workspace: String, network: String, position: Int64)] {
        entries.withLock { $0.map { (workspace: $0.key.workspace, network: $0.key.name, position: $0.value.position) } }
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
            if entries.withLock({ $0[key] }) == nil {
                try await sharedLoad(key)
            } else if let hold = pause.withLock({ $0 }) {
                await hold(.found, key)
            }
            try await catchUp(key)
            if let e = entries.withLock({ $0[key] }) {
                return Snapshot(graph: e.graph, network: e.network, position: e.position, generation: e.generation)
            }
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
                guard let network = try await journal.storedNetwork(conn, workspace: workspace, name: name, at: position) else {
                    throw JournalError.notFound("there was no network \"\(name)\" in workspace \"\(workspace)\" at position \(position)")
                }
                return (position, head, network)
            }
        }
        guard let resolved else { return try await current(workspace: workspace, name: name) }
        let target = resolved.position
        let settings = history.withLock { $0 }

        // The nearest graph in memory of the same network version: a kept one (taken out, so it
        // changes in place when no reader holds it any more) or the head's.
        var base: Snapshot? = pastGraphs.withLock { kept in
            guard let list = kept[key], let k = list.indices.filter({ list[$0].network.version == resolved.network.version })
                .min(by: { abs(list[$0].position - target) < abs(list[$1].position - target) }), list[k].position == target || abs(list[k].position - target) <= settings.window
            else { return nil }
            return kept[key]!.remove(at: k)
        }
        if base?.position == target, let found = base {
            keep(found, key: key)
            return found
        }
        let head = try await current(workspace: workspace, name: name)
        if head.network.version == resolved.network.version, abs(head.position - target) <= settings.window,
           base.map({ abs(head.position - target) < abs($0.position - target) }) ?? true {
            if let unused = base { keep(unused, key: key) }
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
            if let unused = base { keep(unused, key: key) }
            let graph: NetworkGraph = try await journal.database {
                try await journal.withSnapshot { conn in
                    try await Self.graph(conn, journal: journal, workspace: workspace, network: name, definition: resolved.network.definition, at: target)
                }
            }
            snapshot = Snapshot(graph: graph, network: resolved.network, position: target, source: .rebuilt)
        }
        keep(snapshot, key: key)
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

    /// Keeps a graph of a past moment for the next request near it (the most recently used first).
    private func keep(_ snapshot: Snapshot, key: Key) {
        // A graph that many derivations left full of dead slots is not worth keeping: the next
        // request near it starts again from the head's graph.
        guard !snapshot.graph.needsRebuild else { return }
        let limit = history.withLock { $0.kept }
        pastGraphs.withLock { kept in
            var list = kept[key] ?? []
            list.removeAll { $0.position == snapshot.position && $0.network.version == snapshot.network.version }
            list.insert(snapshot, at: 0)
            if list.count > limit { list.removeLast(list.count - limit) }
            kept[key] = list.isEmpty ? nil : list
        }
    }

    /// The graphs of past moments kept: how many, and the bytes of their arrays (shared with the
    /// head's graph where unchanged, so an upper bound).
    public var pastGraphFootprint: (count: Int, bytes: Int) {
        pastGraphs.withLock { kept in
            let all = kept.values.joined()
            return (all.count, all.reduce(0) { $0 + $1.graph.memoryFootprint })
        }
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
            let then = try await Journal.associations(conn, journal: journal, workspace: workspace, network: network, at: target)
            let now = Set(graph.value.associations)
            let wanted = Set(then)
            added = then.filter { !now.contains($0) }
            dropped = now.filter { !wanted.contains($0) }
        }
        try await journal.compute.run { [removed, added, dropped] in
            graph.value.apply(upserted: states, deleted: removed, associationsAdded: added, associationsRemoved: dropped)
        }
    }

    /// Forgets every graph (tests, or after a restore).
    public func reset() {
        entries.withLock { $0.removeAll() }
        pastGraphs.withLock { $0.removeAll() }
        tables.withLock { $0.removeAll() }
        sourceLayers.withLock { $0.removeAll() }
    }

    // MARK: Loading and catching up

    /// Loads a graph once for every reader that needs it: the first starts the load as a
    /// background task, the others wait for the same one. A reader whose request times out
    /// stops waiting, but the load goes on, so the next reader finds the graph (a graph of a
    /// million edges takes longer to load than one request may wait).
    private func sharedLoad(_ key: Key) async throws(JournalError) {
        let task: Task<Result<Void, JournalError>, Never> = loads.withLock { loads in
            if let running = loads[key] { return running }
            let started = journal.background.start("the load of network \(key.name) in workspace \(key.workspace)") { [self] () -> Result<Void, JournalError> in
                defer { _ = self.loads.withLock { $0.removeValue(forKey: key) } }
                do { try await load(key) } catch { return .failure(JournalError.from(error)) }
                return .success(())
            }
            loads[key] = started
            return started
        }
        try await task.value.get()
    }

    private func load(_ key: Key, replacingSamePosition: Bool = false) async throws(JournalError) {
        if let hold = pause.withLock({ $0 }) { await hold(.loading, key) }
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
                let graph = try await Self.graph(conn, journal: journal, workspace: key.workspace, network: key.name, definition: network.definition, at: nil)
                let generation = generations.withLock { g in g += 1; return g }
                return Entry(graph: graph, network: network, position: head, generation: generation)
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
            // Associations added or removed, in journal order: the last event of each decides.
            var associationChanges: [Association: Bool] = [:]
            for event in events {
                if event.type == EventType.networkDefined.rawValue, event.layer == key.name { redefined = true }
                if let id = event.featureId, sources.contains(event.layer), seen.insert(id).inserted { touched.append(id) }
                if event.layer == key.name, event.type == EventType.associationAdded.rawValue || event.type == EventType.associationDeleted.rawValue,
                   let a = Association.from(eventData: event.data) {
                    associationChanges[a] = event.type == EventType.associationAdded.rawValue
                }
            }
            if redefined {
                entries.withLock { e in if e[key]?.position == start { e[key] = nil } }
                try await sharedLoad(key)
                continue
            }
            var upserted: [NetworkFeature] = []
            if !touched.isEmpty {
                let journal = self.journal
                let definition = entry.network.definition
                let ids = touched
                upserted = try await journal.database {
                    try await journal.client.withLiveConnection { conn in
                        try await Self.features(conn, journal: journal, workspace: key.workspace, definition: definition, at: last, ids: ids)
                    }
                }
            }
            let live = Set(upserted.map(\.id))
            let deleted = touched.filter { !live.contains($0) }
            let added = associationChanges.filter { $0.value }.map(\.key), removed = associationChanges.filter { !$0.value }.map(\.key)
            let rebuild: Bool
            if touched.count + associationChanges.count >= Self.catchUpInPlace {
                // A large step is applied on the compute threads to a copy of the graph (readers
                // meanwhile use the graph as it was), which then replaces it unless another reader
                // caught up first.
                let copy = Exclusive(entry.graph)
                try await journal.compute.run { [upserted] in
                    copy.value.apply(upserted: upserted, deleted: deleted, associationsAdded: added, associationsRemoved: removed)
                }
                rebuild = entries.withLock { e in
                    guard e[key]?.position == start else { return false }
                    e[key]!.graph = copy.value
                    e[key]!.position = last
                    return e[key]!.graph.needsRebuild
                }
            } else {
                rebuild = entries.withLock { e in
                    guard var current = e.removeValue(forKey: key) else { return false }
                    if current.position == start {
                        // In place: a copy of the entry would share the graph's arrays, and the
                        // first change would then copy them whole (copy on write).
                        if !touched.isEmpty || !associationChanges.isEmpty {
                            current.graph.apply(upserted: upserted, deleted: deleted, associationsAdded: added, associationsRemoved: removed)
                        }
                        current.position = last
                    }
                    e[key] = current
                    return current.graph.needsRebuild
                }
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

    /// The whole graph of a network from the current features (`at` nil) or the versions valid at
    /// a position. Each part of the features read goes to the graph while the next is read (the
    /// parts are slots and ports; nodes and connectivity are derived once all are in).
    static func graph(_ conn: PostgresConnection, journal: Journal, workspace: String, network: String, definition: NetworkDefinition,
                      at position: Int64?) async throws -> NetworkGraph {
        let builder = Exclusive(NetworkGraphBuilder(definition: definition))
        try await Self.features(conn, journal: journal, workspace: workspace, definition: definition, at: position, ids: nil) { builder.value.add($0) }
        let associations = try await Journal.associations(conn, journal: journal, workspace: workspace, network: network, at: position)
        return try await journal.compute.run { builder.value.finish(associations: associations) }
    }

    /// The network features of the source layers: current ones (`at` nil) or the versions valid
    /// at a position; only `ids` when given.
    static func features(_ conn: PostgresConnection, journal: Journal, workspace: String, definition: NetworkDefinition, at position: Int64?, ids: [UUID]?) async throws -> [NetworkFeature] {
        let out = Exclusive([NetworkFeature]())
        try await features(conn, journal: journal, workspace: workspace, definition: definition, at: position, ids: ids) { out.value.append(contentsOf: $0) }
        return out.value
    }

    /// The network features as ``features(_:journal:workspace:definition:at:ids:)`` reads them,
    /// handed to `deliver` in parts of a few thousand as the rows arrive. The rows are decoded,
    /// and `deliver` called, on the compute threads (one part at a time, in order).
    ///
    /// A graph load reads every network feature, so a row carries only what the graph uses:
    /// geometry as WKB (binary coordinates cost far less than parsing GeoJSON text) and, instead of
    /// the attribute document, the value of each member the network reads (asset group and type of
    /// every source, the network attributes), each a small JSON text (a dictionary per feature
    /// cost more than the rest of its row).
    static func features(_ conn: PostgresConnection, journal: Journal, workspace: String, definition: NetworkDefinition, at position: Int64?, ids: [UUID]?,
                         deliver: @escaping @Sendable ([NetworkFeature]) -> Void) async throws {
        let layers = definition.sources.map(\.layer)
        var fields: [String] = []
        for field in definition.sources.flatMap({ [$0.assetGroupField, $0.assetTypeField] }) + definition.attributes.map(\.field)
        where !fields.contains(field) {
            fields.append(field)
        }
        var state = LayerState(workspace: workspace, layer: nil, position: position ?? 0, current: position == nil)
        state.layers = layers
        state.ids = ids
        var sql = BoundSQL()
        let from = try state.from(&sql)
        var columns = "f.id, f.layer, ST_AsBinary(f.geom)"
        for field in fields { columns += ", (f.attributes -> \(try sql.bind(field)))::text" }
        sql.text = "SELECT \(columns) FROM \(from)"
        let rows = try await conn.query(sql.query, logger: journal.logger)
        let sourceFields = Dictionary(definition.sources.map { source in
            (source.layer, (fields.firstIndex(of: source.assetGroupField)!, fields.firstIndex(of: source.assetTypeField)!))
        }, uniquingKeysWith: { first, _ in first })
        let attributeFields = definition.attributes.map { ($0.field, fields.firstIndex(of: $0.field)!) }
        let fieldCount = fields.count
        try await journal.compute.forEachBatch(of: rows, size: Self.featuresPerPart) { batch in
            var part: [NetworkFeature] = []
            part.reserveCapacity(batch.count)
            var values = [JSONValue?](repeating: nil, count: fieldCount)
            for row in batch {
                var cells = row.makeIterator()
                let id = try cells.next()!.decode(UUID.self)
                let layer = try cells.next()!.decode(String.self)
                guard let wkb = try cells.next()!.decode(ByteBuffer?.self) else { continue }
                guard let (group, type) = sourceFields[layer] else { continue }
                for i in values.indices { values[i] = try cells.next()!.decode(String?.self).map(Self.memberValue) }
                guard let geometry = wkb.withUnsafeReadableBytes({ Geometry(wkb: $0) }) else {
                    throw JournalError.internalFailure("stored geometry of \(id.lowercased) is unreadable")
                }
                var attributes: Attributes = [:]
                for (field, i) in attributeFields { if let v = values[i] { attributes[field] = v } }
                part.append(NetworkFeature(id: id, layer: layer, assetGroup: Int(values[group]?.intValue ?? 0), assetType: Int(values[type]?.intValue ?? 0),
                                           geometry: geometry, attributes: attributes))
            }
            if !part.isEmpty { deliver(part) }
        }
    }

    /// One member's value from its JSON text: integers (asset groups and types) without a parser.
    static func memberValue(_ text: String) -> JSONValue {
        var n: Int64 = 0
        var digits = 0
        var negative = false
        for byte in text.utf8 {
            if digits == 0 && !negative && byte == UInt8(ascii: "-") { negative = true; continue }
            let d = byte &- UInt8(ascii: "0")
            guard d < 10, digits < 18 else { return (try? JSONValue.parse(text)) ?? .null }
            n = n * 10 + Int64(d)
            digits += 1
        }
        guard digits > 0 else { return (try? JSONValue.parse(text)) ?? .null }
        return .integer(negative ? -n : n)
    }

    static let featuresPerPart = 4096

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
        journal.background.start("the edge table of network \(key.name) in workspace \(key.workspace)") { [self] in
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
