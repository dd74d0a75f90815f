import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging

extension NetworkGraphs {
    // MARK: Keeping graphs and edge tables current with every operation

    /// Brings the graphs of the workspace's networks whose source layers include `layers` up to the
    /// journal's durable head, and their edge tables with them (called after an operation is
    /// durable, before it is acknowledged). A graph not in memory yet is loaded first. Failures
    /// are logged, not thrown: the operation is committed, and the next one (or a read) catches up.
    public func maintain(workspace: String, layers: Set<String>) async {
        let networks: [String]
        do {
            networks = try await edgeTables.networks(of: workspace, touching: layers)
        } catch {
            journal.logger.warning("network graphs of \(workspace) not brought up to date: \(error)")
            return
        }
        await maintain(workspace: workspace, networks: networks)
    }

    /// Whether the workspace is known to have no network (so an operation needs no graph work).
    public func knownToHaveNoNetworks(_ workspace: String) async -> Bool {
        await edgeTables.knownToHaveNoNetworks(workspace)
    }

    /// Brings the named networks' graphs and edge tables up to the durable head.
    public func maintain(workspace: String, networks: [String]) async {
        for name in networks {
            let key = Key(workspace: workspace, name: name)
            do {
                let snapshot = try await current(workspace: workspace, name: name)
                try await edgeTables.write(key, snapshot: snapshot, background: true, latest: latest(key))
            } catch {
                journal.logger.warning("network \(name) of \(workspace) not brought up to date: \(error)")
            }
        }
    }

    /// Forgets the cached source layers of a workspace's networks (after a network definition).
    func forgetSources(of workspace: String) async {
        await edgeTables.forgetSources(of: workspace)
    }

    /// Rewrites the network's edge table from the current graph with costs from `costAttribute`
    /// (nil: geometric length); later operations keep it current with the same attribute.
    /// Returns the position it reflects and the number of rows.
    public func refreshEdgeTable(workspace: String, name: String, costAttribute: String? = nil) async throws(JournalError) -> (position: Int64, edges: Int) {
        let key = Key(workspace: workspace, name: name)
        _ = try await current(workspace: workspace, name: name)   // notFound before anything else
        return try await journal.database {
            try await edgeTables.refresh(key, costAttribute: costAttribute, latest: latest(key))
        }
    }

    /// The head's graph of a network as the edge-table writer reads it when a write's turn comes.
    private func latest(_ key: Key) -> EdgeTableWriter.Latest {
        { [self] () async throws(JournalError) -> Snapshot in try await current(workspace: key.workspace, name: key.name) }
    }
}
