import Foundation
import GeoJournalCore
import PostgresNIO

extension Replicas {
    /// Reads a replica's layers as of `position` of `line`, in one snapshot, and hands their
    /// features over in batches as PostgreSQL sends them: what is held at any time is one batch,
    /// however large the layers (the query's rows are pulled as the batches are consumed, so a
    /// slow client slows the read instead of filling memory). `each` gets the index of the layer
    /// in `layers` and a batch of its features; a layer without features (``ReplicaLayerQuery/features``
    /// false) gets none.
    ///
    /// ```swift
    /// try await journal.readReplicaData(line: "demo", position: replica.serverGen, layers: queries) { layer, rows in
    ///     for row in rows { writer.write(row) }
    /// }
    /// ```
    public func readReplicaData(line: String, position: Int64, layers: [ReplicaLayerQuery], batchSize: Int = 1000,
                                _ each: (_ layer: Int, _ rows: [FeatureQueryRow]) async throws -> Void) async throws {
        let set = try await journal.workspaces.layerSet(workspace: line)
        try await client.withConnection { conn in
            try await conn.query("START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", logger: logger)
            do {
                let head = try await journal.reads.headPosition(conn, workspace: line)
                for (k, query) in layers.enumerated() where query.features {
                    guard let definition = set.layers[query.layer] else { throw JournalError.notFound("there is no layer \"\(query.layer)\" in \(line)") }
                    var state = LayerState(workspace: line, layer: definition, position: min(position, head), current: position >= head)
                    state.filter = query.filter
                    state.boxes = try await journal.reads.prepareBoxes(conn, query.filter, layer: definition)
                    var sql = BoundSQL()
                    let from = try state.from(&sql)
                    sql.text = "SELECT f.object_id, f.id, f.attributes::text, \(query.output.expression(layerSRID: definition.srid, alias: "f")) FROM \(from)"
                    var batch: [FeatureQueryRow] = []
                    batch.reserveCapacity(batchSize)
                    for try await (objectId, id, attributes, geometry) in try await conn.query(sql.query, logger: logger).decode((Int64, UUID, String, String?).self) {
                        batch.append(FeatureQueryRow(objectId: objectId, id: id, attributes: attributes, geometry: geometry))
                        if batch.count == batchSize {
                            try await each(k, batch)
                            batch.removeAll(keepingCapacity: true)
                        }
                    }
                    if !batch.isEmpty { try await each(k, batch) }
                }
                try await conn.query("COMMIT", logger: logger)
            } catch {
                _ = try? await conn.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// How many features each of a replica's layers holds as of `position` of `line` (the counts
    /// of ``readReplicaData(line:position:layers:batchSize:_:)``).
    public func countReplicaData(line: String, position: Int64, layers: [ReplicaLayerQuery]) async throws(JournalError) -> [Int] {
        let set = try await journal.workspaces.layerSet(workspace: line)
        return try await journal.database {
            try await journal.withSnapshot { [self] conn in
                let head = try await journal.reads.headPosition(conn, workspace: line)
                var out: [Int] = []
                for query in layers {
                    guard query.features, let definition = set.layers[query.layer] else { out.append(0); continue }
                    var state = LayerState(workspace: line, layer: definition, position: min(position, head), current: position >= head)
                    state.filter = query.filter
                    state.boxes = try await journal.reads.prepareBoxes(conn, query.filter, layer: definition)
                    var sql = BoundSQL()
                    sql.text = "SELECT count(*) FROM \(try state.from(&sql))"
                    var n: Int64 = 0
                    for try await c in try await conn.query(sql.query, logger: logger).decode(Int64.self) { n = c }
                    out.append(Int(n))
                }
                return out
            }
        }
    }
}
