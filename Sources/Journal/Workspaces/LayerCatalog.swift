import Foundation
import GeoJournalCore
import Synchronization

/// What this process remembers of the workspaces' layers, read from PostgreSQL on first need:
/// the layer definitions at their schema position, the layers' order (GeoServices layer ids),
/// and features' OBJECTIDs (a feature's never changes). The journal owns one
/// (``Workspaces/catalog``); the reads and the writer consult it, and a failover empties it.
///
/// ```swift
/// let (known, missing) = journal.workspaces.catalog.objectIds(of: ids, workspace: "demo")
/// journal.workspaces.catalog.keep(objectIds: read, workspace: "demo")
/// journal.workspaces.catalog.forget()
/// ```
final class LayerCatalog: Sendable {
    /// Per workspace: its layer definitions as of a schema position.
    private let definitions = Mutex<[String: LayerSet]>([:])
    /// Per workspace: its layers in the order they were first defined, at a schema position.
    private let orders = Mutex<[String: LayerOrder]>([:])
    /// Per workspace: OBJECTIDs read before, see ``Reads/objectIds(workspace:ids:at:scanAbove:)``.
    private let objectIds = Mutex<[String: [UUID: Int64]]>([:])
    /// OBJECTIDs kept per workspace (about 50 bytes each); past it a workspace's are forgotten.
    static let keptObjectIds = 2_500_000

    /// The layer definitions kept for a workspace (at their schema position).
    func definitions(of workspace: String) -> LayerSet? { definitions.withLock { $0[workspace] } }

    /// Keeps a workspace's layer definitions unless newer ones are kept.
    func keep(_ set: LayerSet, workspace: String) {
        definitions.withLock { if ($0[workspace]?.schemaPosition ?? -1) <= set.schemaPosition { $0[workspace] = set } }
    }

    /// Forgets a workspace's layer definitions (a layer was defined).
    func forgetDefinitions(of workspace: String) { _ = definitions.withLock { $0.removeValue(forKey: workspace) } }

    /// The OBJECTIDs known of `ids`, and the ids not known.
    func objectIds(of ids: [UUID], workspace: String) -> (known: [UUID: Int64], missing: [UUID]) {
        objectIds.withLock { cache in
            var known: [UUID: Int64] = [:]
            known.reserveCapacity(ids.count)
            var missing: [UUID] = []
            let kept = cache[workspace] ?? [:]
            for id in ids {
                if let n = kept[id] { known[id] = n } else { missing.append(id) }
            }
            return (known, missing)
        }
    }

    /// Keeps OBJECTIDs read (a feature's never changes), within a bounded memory.
    func keep(objectIds read: [UUID: Int64], workspace: String) {
        objectIds.withLock { cache in
            if (cache[workspace]?.count ?? 0) + read.count > Self.keptObjectIds { cache[workspace] = [:] }
            cache[workspace, default: [:]].merge(read) { a, _ in a }
        }
    }

    /// The layer order kept for a workspace at `schemaPosition`, if it is the one kept.
    func order(workspace: String, schemaPosition: Int64) -> [String]? {
        orders.withLock { o in o[workspace].flatMap { $0.schemaPosition == schemaPosition ? $0.names : nil } }
    }

    func keep(order names: [String], workspace: String, schemaPosition: Int64) {
        orders.withLock { $0[workspace] = LayerOrder(schemaPosition: schemaPosition, names: names) }
    }

    /// The names of a workspace's layers in the order they were first defined.
    struct LayerOrder: Sendable {
        var schemaPosition: Int64
        var names: [String]
    }

    /// Forgets everything (another database server took over).
    func forget() {
        definitions.withLock { $0.removeAll() }
        orders.withLock { $0.removeAll() }
        objectIds.withLock { $0.removeAll() }
    }
}
