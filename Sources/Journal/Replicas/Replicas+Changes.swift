import Foundation
import GeoJournalCore
import PostgresNIO

/// What changed in one layer of a replica between two of its generations, as the replica sees it
/// (its layer query applied at both ends): features that came into it (adds: created, or moved or
/// changed into its filter), changed in it (updates, their state at the later generation), and
/// left it (deleted, or moved out of its filter).
public struct ReplicaLayerChanges: Sendable {
    public var adds: [FeatureQueryRow] = []
    public var updates: [FeatureQueryRow] = []
    /// The features that left it (GlobalIDs), with their OBJECTIDs when they had one in it.
    public var deletes: [(id: UUID, objectId: Int64?)] = []

    public var count: Int { adds.count + updates.count + deletes.count }
}

extension Replicas {
    /// The changes of a replica's layers between its generations `from` (per layer name) and `to`
    /// (both positions of `line`), read in one snapshot; geometries in each query's output. In a
    /// version's line, a move of the version's base (reconcile, post) changes what it shows: the
    /// features DEFAULT touched between the two bases are read too. What the replica's own upload
    /// wrote, and the replica therefore has (`replica`), is left out unless the server changed it
    /// again since.
    public func replicaChanges(line: String, layers: [ReplicaLayerQuery], from: [String: Int64], to: Int64,
                               replica: UUID?) async throws(JournalError) -> [ReplicaLayerChanges] {
        let set = try await journal.workspaces.layerSet(workspace: line)
        return try await journal.database {
            try await journal.withSnapshot { [self] conn in
                let head = try await journal.reads.headPosition(conn, workspace: line)
                let b = min(to, head)
                var own: [UUID: (version: Int, deleted: Bool, position: Int64)] = [:]
                if let replica {
                    for try await (id, version, deleted, position) in try await conn.query("""
                        SELECT feature_id, version, deleted, position FROM replica_features WHERE replica_id = \(replica)
                        """, logger: logger).decode((UUID, Int32, Bool, Int64).self) { own[id] = (Int(version), deleted, position) }
                }
                var out: [ReplicaLayerChanges] = []
                for query in layers {
                    guard query.features, let definition = set.layers[query.layer] else { out.append(ReplicaLayerChanges()); continue }
                    let a = min(max(from[query.layer] ?? b, 0), b)
                    guard a < b else { out.append(ReplicaLayerChanges()); continue }
                    var sql = BoundSQL()
                    let touched: String
                    if let version = VersionLine(key: line) {
                        var ids = try await journal.reads.touchedIds(conn, line: line, after: a, upTo: b)
                        let (baseA, baseB) = (try await journal.versions.base(conn, line: line, at: a), try await journal.versions.base(conn, line: line, at: b))
                        if baseA != baseB {
                            ids.formUnion(try await journal.reads.touchedIds(conn, line: version.workspace, after: min(baseA, baseB), upTo: max(baseA, baseB)))
                        }
                        touched = "WITH \(TouchedFeatures.name) AS (SELECT unnest(\(try sql.bind(Array(ids)))::uuid[]) AS id)"
                    } else {
                        touched = try TouchedFeatures(workspace: line, from: a, to: b, layer: query.layer).with(&sql)
                    }
                    let ownIds = own.filter { $0.value.position > a }.map(\.key)
                    let boxes = try await journal.reads.prepareBoxes(conn, query.filter, layer: definition)
                    var before = LayerState(workspace: line, layer: definition, position: a, current: false)
                    before.touchedOnly = true
                    before.filter = query.filter
                    before.boxes = boxes
                    var after = before
                    after.position = b
                    after.current = b == head
                    let geometry = query.output.expression(layerSRID: definition.srid, alias: "fb")
                    sql.text = """
                        \(touched)
                        SELECT coalesce(fb.object_id, fa.object_id), t.id, fa.version, fb.version, fb.attributes::text, \(geometry)
                        FROM \(TouchedFeatures.name) t
                        LEFT JOIN LATERAL \(try before.from(&sql, as: "fa")) ON true
                        LEFT JOIN LATERAL \(try after.from(&sql, as: "fb")) ON true
                        WHERE fa.version IS DISTINCT FROM fb.version OR t.id = ANY(\(try sql.bind(ownIds))::uuid[])
                        ORDER BY 1
                        """
                    var changes = ReplicaLayerChanges()
                    let rows = try await conn.query(sql.query, logger: logger)
                    for try await (objectId, id, was, version, attributes, text) in rows.decode((Int64?, UUID, Int32?, Int32?, String?, String?).self) {
                        if let mine = own[id], mine.position > a {
                            // The replica wrote this state itself: it has it, unless it left its query.
                            if mine.deleted && version == nil { continue }
                            if !mine.deleted && version.map(Int.init) == mine.version { continue }
                        } else if was == version {
                            continue
                        }
                        guard let version, let attributes, let objectId else {
                            changes.deletes.append((id, objectId))
                            continue
                        }
                        _ = version
                        let row = FeatureQueryRow(objectId: objectId, id: id, attributes: attributes, geometry: text)
                        if was != nil { changes.updates.append(row) } else { changes.adds.append(row) }
                    }
                    out.append(changes)
                }
                return out
            }
        }
    }
}
