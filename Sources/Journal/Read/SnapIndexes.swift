import Foundation
import GeoJournalCore
import PostgresNIO
import Synchronization

/// The in-memory snap index of each workspace: loaded from the current-features projection on
/// first use, then kept current from the journal (this process's commits and other nodes' ones,
/// by reading events after the index's position whenever the head has moved).
///
/// ```swift
/// let result = try await journal.reads.snapIndexes.snap(workspace: "naperville", request: request)
/// ```
public final class SnapIndexes: Sendable {
    struct Entry: Sendable {
        var index: SnapIndex
        var position: Int64
        var checked: ContinuousClock.Instant
    }

    unowned let journal: Journal
    private let entries = Mutex<[String: Entry]>([:])
    /// How long an index trusts notifications alone before it asks PostgreSQL for new events.
    static let recheck: Duration = .seconds(1)

    init(journal: Journal) { self.journal = journal }

    public func snap(workspace: String, request: SnapRequest, rules: @escaping (SnapSource) -> SnapSourceRule = { _ in .none }) async throws(JournalError) -> SnapResult {
        try await ensureCurrent(workspace)
        // The entry ensureCurrent made; gone only if the workspace's index was dropped meanwhile.
        guard let result = entries.withLock({ $0[workspace]?.index.snap(request, rules: rules) }) else {
            throw JournalError.unavailable("the snap index of workspace \"\(workspace)\" was dropped while it was read; try again")
        }
        return result
    }

    /// The position the workspace's index reflects.
    public func position(workspace: String) -> Int64? { entries.withLock { $0[workspace]?.position } }

    /// The position each loaded index reflects.
    public var positions: [String: Int64] { entries.withLock { $0.mapValues(\.position) } }

    func ensureCurrent(_ workspace: String) async throws(JournalError) {
        let now = ContinuousClock.now
        let state = entries.withLock { $0[workspace].map { ($0.position, $0.checked) } }
        guard let (position, checked) = state else {
            try await load(workspace)
            return
        }
        let known = journal.notifier.knownHead(workspace: workspace) ?? 0
        guard known > position || now - checked > Self.recheck else { return }
        if try await catchUp(workspace, from: position) {
            // A version's base moved (a reconcile or a post): DEFAULT's changes come with it.
            entries.withLock { _ = $0.removeValue(forKey: workspace) }
            try await load(workspace)
        }
    }

    private func load(_ workspace: String) async throws(JournalError) {
        let loaded: Entry = try await journal.database {
            try await journal.client.withLiveTransaction(logger: journal.logger) { [self] conn in
                try await conn.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", logger: journal.logger)
                let heads = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: journal.logger)
                var head: Int64?
                for try await h in heads.decode(Int64.self) { head = h }
                guard let head else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
                // Parsed and indexed on the compute threads, not on the event loop.
                let byLayer = Exclusive([String: [(id: UUID, geometry: Geometry)]]())
                // The current features (of a version: DEFAULT at its base overlaid by its own).
                var sql = BoundSQL()
                let from = try LayerState(workspace: workspace, layer: nil, position: head, current: true).from(&sql)
                sql.text = "SELECT f.id, f.layer, f.geometry::text FROM \(from)"
                let rows = try await conn.query(sql.query, logger: journal.logger)
                try await journal.compute.forEachBatch(of: rows, size: 4096) { batch in
                    for row in batch {
                        let (id, layer, text) = try row.decode((UUID, String, String).self)
                        if case .success(let g) = Geometry.parse(try JSONValue.parse(text)) { byLayer.value[layer, default: []].append((id, g)) }
                    }
                }
                let index = try await journal.compute.run {
                    var index = SnapIndex()
                    for (layer, features) in byLayer.value { index.insert(layer: layer, features: features) }
                    return index
                }
                return Entry(index: index, position: head, checked: .now)
            }
        }
        entries.withLock { e in
            if (e[workspace]?.position ?? -1) < loaded.position { e[workspace] = loaded }
        }
        // Events that committed after the snapshot are picked up on the next call.
    }

    /// Applies the events after `position`; true when one of them moved a version's base, so
    /// the index is to be loaded again.
    private func catchUp(_ workspace: String, from position: Int64) async throws(JournalError) -> Bool {
        var after = position
        while true {
            let (events, _) = try await journal.reads.events(workspace: workspace, after: after, limit: 5000)
            if events.contains(where: { $0.type == EventType.versionRebased.rawValue }) { return true }
            let start = after
            entries.withLock { e in
                guard e[workspace]?.position == start else { return }
                // In place: a copy of the entry would share the index's arrays, and the first
                // change would then copy every vertex of the layer (copy on write).
                for event in events {
                    if let id = event.featureId, let type = EventType(rawValue: event.type) {
                        e[workspace]!.index.apply(type: type, featureId: id, layer: event.layer, data: event.data)
                    }
                    e[workspace]!.position = event.position
                }
                e[workspace]!.checked = .now
            }
            guard let last = events.last?.position, events.count == 5000 else { break }
            after = last
        }
        return false
    }
}
