import Foundation
import GeoJournalCore
import Logging
import PostgresNIO
import Synchronization

/// Which workspaces' extent follow-ups run in this process (``Extents/follow(workspace:after:)``):
/// at most one per workspace; one asked for while it runs makes it go once more.
final class LayerExtentFollowUps: Sendable {
    /// Per workspace whose follow-up runs: whether it is to go once more.
    private let running = Mutex<[String: Bool]>([:])

    /// True when the caller is to start the workspace's follow-up (none runs); otherwise the one
    /// running goes once more.
    func ask(_ workspace: String) -> Bool {
        running.withLock { r in
            if r[workspace] != nil {
                r[workspace] = true
                return false
            }
            r[workspace] = false
            return true
        }
    }

    /// True when the workspace's follow-up is to go once more; otherwise it has ended.
    func again(_ workspace: String) -> Bool {
        running.withLock { r in
            if r[workspace] == true {
                r[workspace] = false
                return true
            }
            r[workspace] = nil
            return false
        }
    }
}

extension Extents {
    /// The write path's follow-up of a commit: makes the layer extents the commit left inexact
    /// exact again, so `layer_stats` is written by the write path only and readers only read it.
    ///
    /// A batch write moves each layer's count and extent by arithmetic (`geojournal_count_layers`,
    /// under the workspace's row lock); an extent cannot shrink so, and a write that takes away a
    /// geometry at the extent's edge (a delete, a move) marks it inexact. Making it exact means
    /// scanning the layer: `ST_Extent` and `count(*)` over 1,000,000 points (a `features`
    /// partition shaped as the import benchmark's layer) took 0.18–0.22 s on the development
    /// machine (0.35 s with the plan's instrumentation). Inside the batch write that scan would hold the workspace's row lock —
    /// every writer of the workspace waiting — on each such delete; before the answer it would
    /// delay the callers and the writer's next batch as much. So it runs after the commit, in the
    /// background, keeping neither the callers nor the writer waiting: at most one per workspace
    /// (``LayerExtentFollowUps``; batches committed meanwhile make it go once more), each inexact
    /// layer of the workspace computed and stored in one statement that lands only if no write
    /// moved the row meanwhile (`generation`, read in the statement's snapshot). A reader that
    /// meets the row inexact before it lands computes the exact answer for itself and stores
    /// nothing (``Extents/layerExtent(workspace:layer:output:)``).
    ///
    /// Started only after operations that updated or deleted features (an add only grows the
    /// extent, which stays exact); a version's line keeps no counts. Every inexact layer of the
    /// workspace is made exact, so the next follow-up also repairs what writers without one left
    /// inexact (a transaction through the layer views commits in the database). A follow-up whose
    /// store lost to a write looks again, twice; after that the next follow-up does. A command that
    /// ends right after its last batch (`geojournal edits`) closes its pool under a follow-up still
    /// running: that layer stays inexact until the service's next follow-up of the workspace.
    func follow(workspace: String, after results: [Result<AppendOutcome, JournalError>]) {
        guard VersionLine(key: workspace) == nil else { return }
        let tookAway = results.contains { result in
            guard case .success(let outcome) = result, !outcome.replayed else { return false }
            return outcome.results.contains { $0.action != .add }
        }
        guard tookAway, followUps.ask(workspace) else { return }
        // The task keeps its journal (which owns this room) until it ends.
        journal.background.start("the layer extents of workspace \(workspace)") { [self, journal] in
            defer { withExtendedLifetime(journal) {} }
            repeat {
                await storeExactExtents(workspace: workspace)
            } while followUps.again(workspace)
        }
    }

    /// Computes and stores the extent of every layer of the workspace whose row is inexact.
    func storeExactExtents(workspace: String) async {
        do {
            // The body keeps the journal its room reaches: when the connection closes under it
            // (a command's pool shut down at its end), `withLiveConnection` answers at once and
            // leaves the body to finish its statement, after the follow-up, and the journal with
            // it, may have ended.
            try await client.withLiveConnection { [self, journal] conn in
                defer { withExtendedLifetime(journal) {} }
                for _ in 0..<3 {
                    var inexact: [String] = []
                    let rows = try await conn.query("SELECT layer FROM layer_stats WHERE workspace_id = \(workspace) AND NOT extent_exact", logger: logger)
                    for try await layer in rows.decode(String.self) { inexact.append(layer) }
                    var lost = false
                    for layer in inexact {
                        if try await !storeExactExtent(conn, workspace: workspace, layer: layer) { lost = true }
                    }
                    if !lost { return }
                }
            }
        } catch {
            // Readers compute what stays inexact, and the next follow-up tries again. A lost
            // connection is no news (a command that ends right after its last batch closes its
            // pool under the follow-up); anything else is.
            let message: Logger.Message = "the inexact layer extents of workspace \(workspace) were not made exact (readers compute them; the next follow-up tries again): \(String(reflecting: error).prefix(500))"
            if case .unavailable = JournalError.from(error) { logger.debug(message) } else { logger.warning(message) }
        }
    }

    /// Computes a layer's count and extent from its features and stores them as exact, in one
    /// statement: the row's generation, the count and the extent come from one snapshot, and the
    /// update lands only on that generation (re-checked on the row as it is when the update
    /// reaches it, after the scan: a batch that committed meanwhile moved it, and its row tells
    /// more than this snapshot did). Holds no lock while it scans, and the row's for a moment
    /// after. False when a write moved the row first; true when it stored, or the row was exact.
    func storeExactExtent(_ conn: PostgresConnection, workspace: String, layer: String) async throws -> Bool {
        let rows = try await conn.query("""
            WITH s AS (SELECT generation FROM layer_stats WHERE workspace_id = \(workspace) AND layer = \(layer) AND NOT extent_exact),
            x AS (SELECT count(*) AS n, ST_Extent(geom) AS box FROM features WHERE workspace_id = \(workspace) AND layer = \(layer)),
            u AS (UPDATE layer_stats t
                  SET feature_count = x.n, min_x = ST_XMin(x.box), min_y = ST_YMin(x.box), max_x = ST_XMax(x.box), max_y = ST_YMax(x.box),
                      extent_exact = true, generation = t.generation + 1
                  FROM s, x
                  WHERE t.workspace_id = \(workspace) AND t.layer = \(layer) AND t.generation = s.generation
                  RETURNING t.generation)
            SELECT NOT EXISTS (SELECT FROM s) OR EXISTS (SELECT FROM u)
            """, logger: logger)
        for try await done in rows.decode(Bool.self) { return done }
        return false
    }
}
