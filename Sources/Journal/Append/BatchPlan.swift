import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The rows one batch writes: operations, events with their positions and chained hashes, and
/// the changes to the current-features and feature-versions projections. Built in memory from the
/// head the batch starts at (``add(_:sessionId:message:context:layers:targetId:)``), written with
/// one call of `geojournal_write_batch` (``write(_:logger:rowTypes:)``), which lands it only on
/// that head.
struct BatchPlan {
    let workspace: String
    /// The head the batch starts from, position and (when known) hash: the write fails unless the
    /// workspace is still there. The events' hashes are the database's to compute
    /// (``write(_:logger:rowTypes:)`` answers the last one); a batch decided from the head a write
    /// under way will leave knows its position only.
    let startPosition: Int64
    let startHash: [UInt8]?
    let schemaPosition: Int64
    private(set) var position: Int64
    let micros: Int64
    /// Added to a created event's position to make its feature's OBJECTID (``VersionLine/objectIdOffset``).
    let objectIdOffset: Int64

    private var operations = RowArray(.operation)
    private var events = RowArray(.event)
    /// The versions the batch makes, encoded at the write: a later event of the batch may still
    /// close one (its `validTo`).
    private var versions: [VersionRow] = []
    /// Per feature the batch touches: its open version row, and whether its first event here
    /// creates it (then it has no current-features row before the batch).
    private var touched: [UUID: (open: Int?, fresh: Bool)] = [:]
    /// Versions current before the batch that it supersedes.
    private var superseded = RowArray(.superseded)
    // Features whose last event in the batch deletes them.
    private var deleted: Set<UUID> = []
    /// Each insertion into `deleted`, in order: the write binds them in the batch's order, not a
    /// set's (which differs from one set to another), so equal plans send equal statements.
    private var deletedOrder: [UUID] = []

    private struct VersionRow {
        var id: UUID
        var version: Int32
        var layer: String
        var attributes: ArraySlice<UInt8>
        var ewkb: [UInt8]
        var validFrom: Int64
        var validTo: Int64?
        var fresh: Bool
        var objectId: Int64?
    }

    var isEmpty: Bool { operations.count == 0 }

    /// The next new id of the batch (a created feature's, for ``EditDecider``).
    mutating func newId() -> UUID { ids.next() }

    /// What the write will send beside the head and the time, as bytes: the operations, events,
    /// versions and superseded rows in the binary form of their SQL row types, and the deleted
    /// features' ids (two plans with equal rows send the same statement).
    var encodedRows: [[UInt8]] {
        rowArrays.map(\.bytes) + [deletedIds.flatMap { id in withUnsafeBytes(of: id.uuid) { Array($0) } }]
    }

    /// The row arrays the write binds, in its parameters' order (``RowType/all``).
    private var rowArrays: [RowArray] {
        var versionRows = RowArray(.version)
        for v in versions {
            versionRows.row { row in
                row.uuid(v.id)
                row.int4(v.version)
                row.text(v.layer)
                row.jsonb(v.attributes)
                row.bytea(v.ewkb)
                row.int8(v.validFrom)
                row.int8(v.validTo)
                row.bool(v.fresh)
                row.int8(v.objectId)
            }
        }
        return [operations, events, versionRows, superseded]
    }

    /// The features whose last event in the batch deletes them, in the order they were deleted.
    var deletedIds: [UUID] {
        // Each insertion appended one id: with no removal, the order holds the set exactly.
        guard deletedOrder.count != deleted.count else { return deletedOrder }
        var seen = Set<UUID>(minimumCapacity: deleted.count)
        return deletedOrder.filter { deleted.contains($0) && seen.insert($0).inserted }
    }

    /// Where the batch's new ids come from (operations here, created features in ``EditDecider``).
    private var ids: NewIDs

    /// A plan starting at `head`, its events recorded at `now` (microseconds; never before the
    /// head's time) with new ids from `ids`: the clock and the ids are the caller's, so deciding
    /// a batch twice from the same inputs gives the same plan.
    init(workspace: String, head: Journal.Head, now: Int64, ids: NewIDs) {
        self.workspace = workspace
        self.startPosition = head.position
        self.startHash = head.hash
        self.schemaPosition = head.schemaPosition
        self.position = head.position
        // Time never runs backwards along positions, so "as of a time" is "as of a position".
        self.micros = max(now, head.timeMicros)
        self.ids = ids
        self.objectIdOffset = VersionLine(key: workspace)?.objectIdOffset ?? 0
    }

    /// Adds an accepted operation; returns its record with positions assigned.
    ///
    /// Each event's payload is serialized once, into bytes that feed its hash and its bound
    /// parameters alike; a created feature's payload is its resulting attributes and geometry,
    /// whose byte ranges are also the version's documents.
    ///
    /// A feature the operation creates gets its OBJECTID here: the position of its created event,
    /// recorded in the event and set in the decision's resulting states and results.
    mutating func add(_ decision: inout EditDecision, sessionId: UUID?, message: String?, context: AppendContext, layers: [String: LayerDefinition], targetId: UUID? = nil) -> OperationRecord {
        let opId = ids.next()
        let first = position + 1
        touched.reserveCapacity(touched.count + decision.events.count)
        var data: [UInt8] = []
        var state: [UInt8] = []
        var layer = ""
        var srid: Int32 = 0
        var assigned: [UUID: Int64] = [:]
        for index in decision.events.indices {
            position += 1
            if decision.events[index].type == .featureCreated, let id = decision.events[index].featureId,
               var resulting = decision.events[index].resulting, resulting.objectId == nil {
                resulting.objectId = objectIdOffset + position
                decision.events[index].resulting = resulting
                assigned[id] = objectIdOffset + position
            }
            let event = decision.events[index]
            if event.layer != layer {
                layer = event.layer
                srid = layers[layer]?.srid ?? 0
            }
            data.removeAll(keepingCapacity: true)
            state.removeAll(keepingCapacity: true)
            // The version's attributes document: in `data` when the payload is exactly
            // {"attributes", "geometry"} of a created feature, else in `state`. The geometry is
            // never in the payload: the event carries it as EWKB (`geom`, Schema/0050), the one
            // form the version keeps too.
            var attributesRange = 0..<0
            var documentsInData = false
            let versionEWKB = event.resulting.map { $0.geometry.ewkb(srid: srid) }
            var eventEWKB: [UInt8]?
            if event.type == .featureCreated, let resulting = event.resulting, let objectId = resulting.objectId, event.data.objectValue?.count == 2 {
                data.append(contentsOf: #"{"attributes":"#.utf8)
                let a = data.count
                JSONValue.object(resulting.attributes).write(into: &data, sortedKeys: true)
                attributesRange = a..<data.count
                data.append(contentsOf: #","objectId":"#.utf8)
                data.append(contentsOf: String(objectId).utf8)
                data.append(UInt8(ascii: "}"))
                documentsInData = true
                eventEWKB = versionEWKB
            } else {
                var payload = event.data
                if case .object(var members) = payload {
                    if event.type == .featureCreated, let objectId = event.resulting?.objectId, members["objectId"] == nil {
                        members["objectId"] = .integer(objectId)
                    }
                    if let g = members.removeValue(forKey: "geometry"), !g.isNull, event.featureId != nil {
                        if let versionEWKB {
                            eventEWKB = versionEWKB
                        } else if case .success(let last) = Geometry.parse(g) {
                            eventEWKB = last.ewkb(srid: srid)
                        }
                    }
                    payload = .object(members)
                }
                payload.write(into: &data, sortedKeys: true)
                if let resulting = event.resulting {
                    JSONValue.object(resulting.attributes).write(into: &state, sortedKeys: true)
                    attributesRange = 0..<state.count
                }
            }

            let eventPosition = position
            events.row { row in
                row.int8(eventPosition)
                row.uuid(opId)
                row.uuid(event.featureId)
                row.int4(event.featureVersion.map(Int32.init))
                row.text(event.layer)
                row.text(event.type.rawValue)
                row.jsonb(data)
                row.null(.bytea)
                if let eventEWKB { row.bytea(eventEWKB) } else { row.null(.bytea) }
            }

            guard let id = event.featureId else { continue }
            // Close the version this event supersedes.
            let known = touched[id]
            let fresh = known?.fresh ?? (event.type == .featureCreated)
            if let open = known?.open {
                versions[open].validTo = position
            } else if event.type != .featureCreated {
                // Updates and deletes carry the next version number: the open one is the one before.
                let closed = Int32((event.featureVersion ?? 1) - 1)
                superseded.row { row in
                    row.uuid(id)
                    row.int4(closed)
                    row.int8(eventPosition)
                }
            }
            if let resulting = event.resulting {
                let documents = documentsInData ? data : state
                touched[id] = (versions.count, fresh)
                versions.append(VersionRow(
                    id: id, version: Int32(resulting.version), layer: resulting.layer,
                    attributes: documents[attributesRange],
                    ewkb: versionEWKB ?? resulting.geometry.ewkb(srid: srid), validFrom: position, validTo: nil,
                    fresh: fresh, objectId: resulting.objectId))
                if !deleted.isEmpty { deleted.remove(id) }
            } else {
                touched[id] = (nil, fresh)
                if deleted.insert(id).inserted { deletedOrder.append(id) }
            }
        }
        if !assigned.isEmpty {
            for k in decision.results.indices where decision.results[k].action == .add {
                if let objectId = assigned[decision.results[k].id] { decision.results[k].objectId = objectId }
            }
        }
        let last = position
        operations.row { row in
            row.uuid(opId)
            row.text(context.kind.rawValue)
            row.int8(first)
            row.int8(last)
            row.text(context.actor)
            row.uuid(sessionId)
            row.uuid(targetId)
            row.text(message)
            row.text(context.idempotencyKey)
            if let h = context.requestHash { row.bytea(h) } else { row.null(.bytea) }
            row.jsonb(Array(context.metadata.jsonString().utf8))
        }
        return OperationRecord(id: opId, kind: context.kind, firstPosition: first, lastPosition: position, actor: context.actor,
                               sessionId: sessionId, targetId: targetId, message: message, recordedMicros: micros, metadata: context.metadata)
    }

    /// Writes the whole batch with one call of `geojournal_write_batch`
    /// (Schema/functions/geojournal_write_batch.sql): under the workspace's row lock, it refuses
    /// the batch (SQLSTATE `GJ409`) unless the head is still exactly where the plan started (the
    /// same position and hash: the batch's events chain from it), then writes operations, events,
    /// the versions it supersedes and makes, and the current features, moves the head and NOTIFYs
    /// the feed. One round trip; committed synchronously with the caller's transaction, or alone.
    /// Answers the hash of the batch's last event, which the database chained.
    @discardableResult
    func write(_ conn: PostgresConnection, logger: Logger, rowTypes: RowTypeIds) async throws -> [UInt8] {
        var bindings = PostgresBindings(capacity: 9)
        bindings.append(workspace)
        bindings.append(startPosition)
        if let startHash { bindings.append(ByteBuffer(bytes: startHash)) } else { bindings.appendNull() }
        bindings.append(micros)
        for var rows in rowArrays {
            rows.ids = try await rowTypes.of(rows.type, conn: conn, logger: logger)
            bindings.append(rows)
        }
        bindings.append(deletedIds)
        var head: [UInt8] = []
        for try await hash in try await conn.execute(WriteStatement(bindings: bindings), logger: logger) {
            head = Array(buffer: hash)
        }
        return head
    }
}

/// The batch write as a prepared call: its text never changes, and PostgreSQL parses it once per
/// connection.
private struct WriteStatement: PostgresPreparedStatement {
    typealias Row = ByteBuffer
    let bindings: PostgresBindings
    func makeBindings() throws -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws -> ByteBuffer { try row.decode(ByteBuffer.self) }

    static let sql = "SELECT geojournal_write_batch($1, $2, $3, $4, $5, $6, $7, $8, $9)"
    /// Named once: postgres-nio's default name is the type's name, built by reflection on
    /// every execution.
    static let name = "geojournal_write_batch"
}
