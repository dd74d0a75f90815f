import Foundation
import GeoJournalCore
import PostgresNIO

/// A layer definition as the journal holds it.
public struct StoredLayer: Sendable {
    public var definition: LayerDefinition
    public var version: Int
    public var position: Int64
}

extension Workspaces {
    /// The layer definitions of a workspace, from the cache when it is current. A version's line
    /// has its workspace's.
    public func layerSet(workspace key: String, refresh: Bool = false) async throws(JournalError) -> (schemaPosition: Int64, layers: [String: LayerDefinition]) {
        let workspace = VersionLine.workspace(of: key)
        if !refresh, let cached = catalog.definitions(of: workspace) { return (cached.schemaPosition, cached.layers) }
        let set = try await journal.database {
            try await client.withLiveConnection { [self] conn in
                let rows = try await conn.query("SELECT schema_position FROM workspaces WHERE id = \(workspace)", logger: logger)
                var position: Int64?
                for try await p in rows.decode(Int64.self) { position = p }
                guard let position else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
                return try await layers(workspace: workspace, schemaPosition: position, conn: conn)
            }
        }
        return (set.schemaPosition, set.layers)
    }

    /// The layer definitions at `schemaPosition`, loading them when the cache is older.
    func layers(workspace key: String, schemaPosition: Int64, conn: PostgresConnection) async throws -> LayerSet {
        let workspace = VersionLine.workspace(of: key)
        if let cached = catalog.definitions(of: workspace), cached.schemaPosition == schemaPosition { return cached }
        var layers: [String: LayerDefinition] = [:]
        let rows = try await conn.query("SELECT name, definition::text FROM layers WHERE workspace_id = \(workspace)", logger: logger)
        for try await (name, text) in rows.decode((String, String).self) {
            switch LayerDefinition.parse(try JSONValue.parse(text), name: name) {
            case .success(let d): layers[name] = d
            case .failure(let p): throw JournalError.internalFailure("stored definition of layer \(name) is unreadable: \(p.violations)")
            }
        }
        let set = LayerSet(schemaPosition: schemaPosition, layers: layers)
        catalog.keep(set, workspace: workspace)
        return set
    }
}
