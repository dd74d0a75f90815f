import Foundation
import GeoJournalCore
import PostgresNIO

/// Reads of a line's features and head that reconcile, post, replicas and geometry edits share.
extension Reads {
    /// The live states of `ids` in a line at a position (a version's line: its overlay).
    func featureStates(_ conn: PostgresConnection, key: String, position: Int64, current: Bool, ids: [UUID]) async throws -> [UUID: FeatureState] {
        guard !ids.isEmpty else { return [:] }
        var state = LayerState(workspace: key, layer: nil, position: position, current: current)
        state.ids = ids
        var sql = BoundSQL()
        let from = try state.from(&sql)
        sql.text = "SELECT f.id, f.layer, f.version, f.attributes::text, f.geometry::text, f.object_id FROM \(from)"
        var out: [UUID: FeatureState] = [:]
        for try await (id, layer, version, attributes, geometry, objectId) in try await conn.query(sql.query, logger: logger).decode((UUID, String, Int32, String, String, Int64).self) {
            out[id] = try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, geometry: geometry, objectId: objectId)
        }
        return out
    }

    /// The features a line's events touched after `after`, up to `upTo`.
    func touchedIds(_ conn: PostgresConnection, line: String, after: Int64 = 0, upTo: Int64) async throws -> Set<UUID> {
        var out = Set<UUID>()
        for try await id in try await conn.query("""
            SELECT DISTINCT feature_id FROM events WHERE workspace_id = \(line) AND position > \(after) AND position <= \(upTo) AND feature_id IS NOT NULL
            """, logger: logger).decode(UUID.self) { out.insert(id) }
        return out
    }

    func headPosition(_ conn: PostgresConnection, workspace: String) async throws -> Int64 {
        for try await head in try await conn.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger).decode(Int64.self) { return head }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }
}
