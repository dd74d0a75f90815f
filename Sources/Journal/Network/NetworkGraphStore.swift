import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// The graphs ``NetworkGraphs`` holds in memory, and their one owner: the head's graph of each
/// network with the generation it was built in, the graphs of past moments kept, the last graph
/// of each version's line, the loads under way and the test pause.
///
/// Each method is one synchronous step: a step sees and leaves the graphs whole, and no step
/// waits for the database or the compute threads. ``NetworkGraphs`` reads, builds and derives
/// graphs outside it, and hands the results to it (a step that finds the graph moved on from the
/// position the work started at leaves it). The one change made here to a graph itself is a
/// small catch-up step, applied in place (``apply(upserted:deleted:associationsAdded:associationsRemoved:to:from:upTo:)``).
///
/// ```swift
/// let store = NetworkGraphStore(history: NetworkGraphs.History())
/// await store.install(key, graph: graph, network: network, position: head)
/// let snapshot = await store.snapshot(key)
/// ```
actor NetworkGraphStore {
    typealias Key = NetworkGraphs.Key
    typealias Snapshot = NetworkGraphs.Snapshot

    /// The head's graph of a network.
    struct Entry: Sendable {
        var graph: NetworkGraph
        var network: StoredNetwork
        var position: Int64
        /// Tells graphs built afresh apart: element numbers are only comparable within one.
        var generation: Int
    }

    /// The last graph made for a version: at which position of its line and of DEFAULT.
    struct VersionGraph: Sendable {
        var snapshot: Snapshot
        var line: Int64
        var defaultPosition: Int64
    }

    /// A load of a head's graph, shared by the readers that wait for it (``load(_:starting:)``).
    typealias Load = Task<Result<Void, JournalError>, Never>

    private var entries: [Key: Entry] = [:]
    private var generations = 0
    /// Graphs of past moments, per network, most recently used first (``NetworkGraphs/History/kept``).
    private var pastGraphs: [Key: [Snapshot]] = [:]
    /// The last graph made for each version's line, by the line's key and the network.
    private var versionGraphs: [Key: VersionGraph] = [:]
    /// Graph loads under way, one per key.
    private var loads: [Key: Load] = [:]
    /// How far graphs of past moments are derived in memory, and how many are kept.
    let history: NetworkGraphs.History
    /// Awaited at each ``NetworkGraphs/Pause`` point with the graph's key. Tests set it to hold a
    /// read of the head's graph there; the service leaves it nil.
    private(set) var pause: (@Sendable (NetworkGraphs.Pause, Key) async -> Void)?

    init(history: NetworkGraphs.History) { self.history = history }

    // MARK: The head's graphs

    /// The head's graph of a network, if it is in memory.
    func snapshot(_ key: Key) -> Snapshot? {
        entries[key].map { Snapshot(graph: $0.graph, network: $0.network, position: $0.position, generation: $0.generation) }
    }

    /// Where the head's graph of a network is, and the network it was built from, without the
    /// graph (a caller holding the graph would make the next change in place copy it whole).
    func position(_ key: Key) -> (position: Int64, network: StoredNetwork)? {
        entries[key].map { ($0.position, $0.network) }
    }

    /// The head's graph of a network if it is still at `position`.
    func graph(_ key: Key, at position: Int64) -> NetworkGraph? {
        guard let entry = entries[key], entry.position == position else { return nil }
        return entry.graph
    }

    /// The position each head's graph reflects, by workspace and network name.
    var positions: [(workspace: String, network: String, position: Int64)] {
        entries.map { (workspace: $0.key.workspace, network: $0.key.name, position: $0.value.position) }
    }

    /// Takes a graph loaded at `position` as the head's graph of its network, in a generation of
    /// its own, unless the one in memory is newer (or as new, unless `replacingSamePosition`: a
    /// graph built afresh to release slots).
    func install(_ key: Key, graph: NetworkGraph, network: StoredNetwork, position: Int64, replacingSamePosition: Bool = false) {
        let current = entries[key]?.position ?? -1
        guard current < position || (replacingSamePosition && current == position) else { return }
        generations += 1
        entries[key] = Entry(graph: graph, network: network, position: position, generation: generations)
    }

    /// Forgets the head's graph of a network if it is still at `position` (the network was
    /// redefined after it: the graph is loaded afresh).
    func forget(_ key: Key, at position: Int64) {
        if entries[key]?.position == position { entries[key] = nil }
    }

    /// One catch-up step from `start` to `last`, applied to the head's graph in place if it is
    /// still at `start` (a copy would share the graph's arrays, and the first change would copy
    /// them whole). Returns whether the graph now needs building afresh (dead slots outnumber
    /// the live features).
    func apply(upserted: [NetworkFeature], deleted: [UUID], associationsAdded: [Association], associationsRemoved: [Association],
               to key: Key, from start: Int64, upTo last: Int64) -> Bool {
        guard var current = entries.removeValue(forKey: key) else { return false }
        if current.position == start {
            if !upserted.isEmpty || !deleted.isEmpty || !associationsAdded.isEmpty || !associationsRemoved.isEmpty {
                current.graph.apply(upserted: upserted, deleted: deleted, associationsAdded: associationsAdded, associationsRemoved: associationsRemoved)
            }
            current.position = last
        }
        entries[key] = current
        return current.graph.needsRebuild
    }

    /// One catch-up step from `start` to `last` applied elsewhere (on the compute threads, to a
    /// copy): `graph` replaces the head's graph unless another reader caught it up first. Returns
    /// whether the graph now needs building afresh.
    func replace(_ key: Key, from start: Int64, with graph: NetworkGraph, upTo last: Int64) -> Bool {
        guard entries[key]?.position == start else { return false }
        entries[key]!.graph = graph
        entries[key]!.position = last
        return graph.needsRebuild
    }

    // MARK: Loads

    /// The load of a head's graph under way, or the one `start` starts (a background task that
    /// ends with ``loadEnded(_:)``): one per key, however many readers wait for it.
    func load(_ key: Key, starting start: @Sendable () -> Load) -> Load {
        if let running = loads[key] { return running }
        let started = start()
        loads[key] = started
        return started
    }

    /// The load of a head's graph is over (loaded or failed): the next reader that finds no
    /// graph starts another.
    func loadEnded(_ key: Key) {
        loads[key] = nil
    }

    // MARK: Graphs of past moments

    /// Takes out the kept graph of `version` nearest to `target`, if it lies within `window` of
    /// it (the one at `target` whatever the window), so the caller holds its only reference and a
    /// derivation changes it in place. The caller keeps it again (``keep(_:key:)``) if unused.
    func takeKept(_ key: Key, version: Int, near target: Int64, within window: Int64) -> Snapshot? {
        guard let list = pastGraphs[key],
              let k = list.indices.filter({ list[$0].network.version == version })
                  .min(by: { abs(list[$0].position - target) < abs(list[$1].position - target) }),
              list[k].position == target || abs(list[k].position - target) <= window
        else { return nil }
        return pastGraphs[key]!.remove(at: k)
    }

    /// Keeps a graph of a past moment for the next request near it (the most recently used first).
    func keep(_ snapshot: Snapshot, key: Key) {
        // A graph that many derivations left full of dead slots is not worth keeping: the next
        // request near it starts again from the head's graph.
        guard !snapshot.graph.needsRebuild else { return }
        var list = pastGraphs[key] ?? []
        list.removeAll { $0.position == snapshot.position && $0.network.version == snapshot.network.version }
        list.insert(snapshot, at: 0)
        if list.count > history.kept { list.removeLast(list.count - history.kept) }
        pastGraphs[key] = list.isEmpty ? nil : list
    }

    /// The graphs of past moments kept: how many, and the bytes of their arrays.
    var pastGraphFootprint: (count: Int, bytes: Int) {
        let all = pastGraphs.values.joined()
        return (all.count, all.reduce(0) { $0 + $1.graph.memoryFootprint })
    }

    // MARK: Versions

    /// The graph last made for a version's line, if it was made at these positions of the line
    /// and of DEFAULT.
    func versionGraph(_ key: Key, line: Int64, defaultPosition: Int64) -> Snapshot? {
        guard let kept = versionGraphs[key], kept.line == line, kept.defaultPosition == defaultPosition else { return nil }
        return kept.snapshot
    }

    /// Keeps the graph made for a version's line (the last one of each line).
    func keepVersionGraph(_ snapshot: Snapshot, key: Key, line: Int64, defaultPosition: Int64) {
        versionGraphs[key] = VersionGraph(snapshot: snapshot, line: line, defaultPosition: defaultPosition)
    }

    // MARK: Settings and forgetting

    func setPause(_ pause: (@Sendable (NetworkGraphs.Pause, Key) async -> Void)?) { self.pause = pause }

    /// Forgets the head's graphs and the graphs of past moments (tests, or after a failover).
    func reset() {
        entries.removeAll()
        pastGraphs.removeAll()
    }
}
