import Foundation
import GeoJournalCore
import Synchronization

/// What this process remembers of the workspaces' layers, read from PostgreSQL on first need:
/// the layer definitions at their schema position, the layers' order (GeoServices layer ids),
/// and features' OBJECTIDs (a feature's never changes). The journal owns one
/// (``Journal/catalog``); the reads and the writer consult it, and a failover empties it.
///
/// ```swift
/// let kept = journal.catalog.definitions.withLock { $0["demo"] }
/// journal.catalog.forget()
/// ```
final class LayerCatalog: Sendable {
    /// Per workspace: its layer definitions as of a schema position.
    let definitions = Locked<[String: LayerSet]>([:])
    /// Per workspace: its layers in the order they were first defined, at a schema position.
    let orders = Locked<[String: LayerOrder]>([:])
    /// Per workspace: OBJECTIDs read before, see ``Journal/objectIds(workspace:ids:at:scanAbove:)``.
    let objectIds = Locked<[String: [UUID: Int64]]>([:])

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

/// A value behind a lock, owned by a reference (so a type can hand its state to another
/// without copying the lock).
///
/// ```swift
/// let counts = Locked<[String: Int]>([:])
/// counts.withLock { $0["a", default: 0] += 1 }
/// ```
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    func withLock<R, E: Error>(_ body: (inout sending Value) throws(E) -> sending R) throws(E) -> sending R {
        try mutex.withLock(body)
    }
}
