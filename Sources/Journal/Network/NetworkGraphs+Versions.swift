import Foundation
import GeoJournalCore
import GeoJournalNetwork
import PostgresNIO

extension NetworkGraphs {
    /// The graph of a network as a version (its line, ``VersionLine``) shows it: DEFAULT's graph at
    /// its head, with every source feature that DEFAULT changed since the version's base, or that
    /// the version changed, set to its state in the version (read through the version's overlay).
    /// The work grows with those changes, not with the network; the graph is made again when the
    /// version or DEFAULT moves (the last one of each version is kept). The network definition and
    /// the associations are DEFAULT's: they are changed on DEFAULT only.
    func versionGraph(_ line: VersionLine, name: String) async throws(JournalError) -> Snapshot {
        let head = try await current(workspace: line.workspace, name: name)
        let journal = self.journal
        let key = Key(workspace: line.key, name: name)
        let (lineHead, base): (Int64, Int64) = try await journal.database {
            try await journal.withSnapshot { conn in
                guard let (position, _) = try await journal.position(of: .head, workspace: line.key, conn: conn) else {
                    throw JournalError.notFound("there is no version line \(line.key)")
                }
                return (position, try await journal.versions.base(conn, line: line.key))
            }
        }
        if let kept = await store.versionGraph(key, line: lineHead, defaultPosition: head.position) { return kept }
        let box = Exclusive(head.graph)
        let definition = head.network.definition
        try await journal.database {
            try await journal.withSnapshot { conn in
                let layers = definition.sources.map(\.layer)
                var ids = Set<UUID>()
                for (workspace, after, upTo) in [(line.workspace, min(base, head.position), max(base, head.position)), (line.key, Int64(0), lineHead)] {
                    let rows = try await conn.query("""
                        SELECT DISTINCT feature_id FROM events
                        WHERE workspace_id = \(workspace) AND position > \(after) AND position <= \(upTo) AND layer = ANY(\(layers)) AND feature_id IS NOT NULL
                        """, logger: journal.logger)
                    for try await id in rows.decode(UUID.self) { ids.insert(id) }
                }
                guard !ids.isEmpty else { return }
                let states = try await Self.features(conn, journal: journal, workspace: line.key, definition: definition, at: nil, ids: Array(ids))
                let live = Set(states.map(\.id))
                let removed = ids.filter { !live.contains($0) }
                try await journal.compute.run {
                    box.value.apply(upserted: states, deleted: Array(removed), associationsAdded: [], associationsRemoved: [])
                }
            }
        }
        let snapshot = Snapshot(graph: box.value, network: head.network, position: lineHead, source: .memory(from: head.position))
        await store.keepVersionGraph(snapshot, key: key, line: lineHead, defaultPosition: head.position)
        return snapshot
    }

    /// The graph of a network as a version showed it at a past moment (a position of its line, or
    /// a time): DEFAULT's graph at the base in effect then (``graph(workspace:name:moment:)``:
    /// derived in memory from a graph near it, or built), with every source feature the line had
    /// changed by then set to its state in the line then. The network definition and the
    /// associations are DEFAULT's at that base. Not kept: the line's head graph is.
    func pastVersionGraph(_ line: VersionLine, name: String, moment: ReadMoment) async throws(JournalError) -> Snapshot {
        let journal = self.journal
        let (position, lineHead, base): (Int64, Int64, Int64) = try await journal.database {
            try await journal.withSnapshot { conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: line.key, conn: conn) else {
                    throw JournalError.notFound("there is no version line \(line.key)")
                }
                return (position, head, try await journal.versions.base(conn, line: line.key, at: position))
            }
        }
        if position >= lineHead { return try await current(workspace: line.key, name: name) }
        let parent = try await graph(workspace: line.workspace, name: name, moment: .position(base))
        let box = Exclusive(parent.graph)
        let definition = parent.network.definition
        try await journal.database {
            try await journal.withSnapshot { conn in
                let layers = definition.sources.map(\.layer)
                var ids: [UUID] = []
                let rows = try await conn.query("""
                    SELECT DISTINCT feature_id FROM events
                    WHERE workspace_id = \(line.key) AND position <= \(position) AND layer = ANY(\(layers)) AND feature_id IS NOT NULL
                    """, logger: journal.logger)
                for try await id in rows.decode(UUID.self) { ids.append(id) }
                guard !ids.isEmpty else { return }
                let states = try await Self.features(conn, journal: journal, workspace: line.key, definition: definition, at: position, ids: ids)
                let live = Set(states.map(\.id))
                let removed = ids.filter { !live.contains($0) }
                try await journal.compute.run {
                    box.value.apply(upserted: states, deleted: removed, associationsAdded: [], associationsRemoved: [])
                }
            }
        }
        return Snapshot(graph: box.value, network: parent.network, position: position, source: .memory(from: parent.position))
    }
}
