import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The rows one group commit writes: operations, events with their positions and chained
/// hashes, and the changes to the current-features and feature-versions projections. Built in
/// memory from the head the batch starts at, written with one call of `geojournal_write_batch`.
struct BatchPlan {
    let workspace: String
    /// The head the batch starts from, position and hash: the write fails unless the workspace is
    /// still there.
    let startPosition: Int64
    let startHash: [UInt8]
    let schemaPosition: Int64
    private(set) var position: Int64
    private(set) var hash: [UInt8]
    let micros: Int64

    private var operations: [JSONValue] = []
    // events (the text and uuid columns already in the form they are bound in: ArrayParameter)
    private var positions: [Int64] = []
    private var operationIds = ArrayParameter.uuid()
    private var featureIds = ArrayParameter.uuid()
    private var featureVersions: [Int32] = []
    private var eventLayers = ArrayParameter.text()
    private var types = ArrayParameter.text()
    private var datas = ArrayParameter.text()
    private var hashes = ArrayParameter.text()
    // feature versions
    private var versionIds = ArrayParameter.uuid()
    private var versionNumbers: [Int32] = []
    private var versionLayers = ArrayParameter.text()
    private var versionAttributes = ArrayParameter.text()
    private var versionGeometries = ArrayParameter.text()
    private var versionGeoms = ArrayParameter.text()
    private var versionOperations = ArrayParameter.uuid()
    private var versionFrom: [Int64] = []
    private var versionTo: [Int64] = []
    /// Per feature the batch touches: its open version row, and whether its first event here
    /// creates it (then it has no current-features row before the batch).
    private var touched: [UUID: (open: Int?, fresh: Bool)] = [:]
    private var versionFresh: [Bool] = []
    /// The OBJECTID of each version's feature (Schema/0019).
    private var versionObjectIds: [Int64] = []
    /// Versions open before the batch that it supersedes: the write copies each from its current
    /// features row into feature_versions, closed at the given position.
    private var closeIds: [UUID] = []
    private var closeVersions: [Int32] = []
    private var closePositions: [Int64] = []
    // Features whose last event in the batch deletes them. The current features after the batch
    // are the version rows left open (valid_to 0); only the closed ones are stored as versions.
    private var deleted: Set<UUID> = []
    private var schemaChanged = false

    var isEmpty: Bool { operations.isEmpty }

    /// Stands for "no feature" (schema events) in the bound arrays, which cannot hold nulls.
    static let noFeature = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    init(workspace: String, head: Journal.Head) {
        self.workspace = workspace
        self.startPosition = head.position
        self.startHash = head.hash
        self.schemaPosition = head.schemaPosition
        self.position = head.position
        self.hash = head.hash
        // Time never runs backwards along positions, so "as of a time" is "as of a position".
        self.micros = max(JournalClock.nowMicros(), head.timeMicros)
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
        let opId = UUID.timeOrdered()
        let opIdText = opId.lowercased
        let first = position + 1
        touched.reserveCapacity(touched.count + decision.events.count)
        var data: [UInt8] = []
        var state: [UInt8] = []
        var canonical: [UInt8] = []
        var layer = ""
        var srid: Int32 = 0
        var assigned: [UUID: Int64] = [:]
        for index in decision.events.indices {
            position += 1
            if decision.events[index].type == .featureCreated, let id = decision.events[index].featureId,
               var resulting = decision.events[index].resulting, resulting.objectId == nil {
                resulting.objectId = position
                decision.events[index].resulting = resulting
                assigned[id] = position
            }
            let event = decision.events[index]
            if event.layer != layer {
                layer = event.layer
                srid = layers[layer]?.srid ?? 0
            }
            data.removeAll(keepingCapacity: true)
            state.removeAll(keepingCapacity: true)
            // Where the resulting attributes and geometry documents are: in `data` when the
            // payload is exactly {"attributes", "geometry"} of a created feature (already in
            // canonical order), else in `state`.
            var attributesRange = 0..<0
            var geometryRange = 0..<0
            var documentsInData = false
            if event.type == .featureCreated, let resulting = event.resulting, let objectId = resulting.objectId, event.data.objectValue?.count == 2 {
                data.append(contentsOf: #"{"attributes":"#.utf8)
                let a = data.count
                JSONValue.object(resulting.attributes).write(into: &data, sortedKeys: true)
                attributesRange = a..<data.count
                data.append(contentsOf: #","geometry":"#.utf8)
                let g = data.count
                resulting.geometry.writeGeoJSON(into: &data)
                geometryRange = g..<data.count
                data.append(contentsOf: #","objectId":"#.utf8)
                data.append(contentsOf: String(objectId).utf8)
                data.append(UInt8(ascii: "}"))
                documentsInData = true
            } else {
                var payload = event.data
                if event.type == .featureCreated, let objectId = event.resulting?.objectId, case .object(var members) = payload, members["objectId"] == nil {
                    members["objectId"] = .integer(objectId)
                    payload = .object(members)
                }
                payload.write(into: &data, sortedKeys: true)
                if let resulting = event.resulting {
                    JSONValue.object(resulting.attributes).write(into: &state, sortedKeys: true)
                    attributesRange = 0..<state.count
                    resulting.geometry.writeGeoJSON(into: &state)
                    geometryRange = attributesRange.upperBound..<state.count
                }
            }
            canonical.removeAll(keepingCapacity: true)
            EventHash.writeCanonical(
                into: &canonical, workspace: workspace, position: position, operationId: opIdText, featureId: event.featureId,
                featureVersion: event.featureVersion, layer: event.layer, type: event.type.rawValue,
                recordedMicros: micros, data: data)
            hash = EventHash.chain(previous: hash, canonical: canonical)

            positions.append(position)
            operationIds.append(opId)
            featureIds.append(event.featureId ?? BatchPlan.noFeature)
            featureVersions.append(Int32(event.featureVersion ?? 0))
            eventLayers.append(event.layer)
            types.append(event.type.rawValue)
            datas.append(bytes: data)
            hashes.append(hexOf: hash)

            guard let id = event.featureId else {
                if event.type == .layerDefined { schemaChanged = true }
                continue
            }
            // Close the version this event supersedes.
            let known = touched[id]
            let fresh = known?.fresh ?? (event.type == .featureCreated)
            if let open = known?.open {
                versionTo[open] = position
            } else if event.type != .featureCreated {
                closeIds.append(id)
                // Updates and deletes carry the next version number: the open one is the one before.
                closeVersions.append(Int32((event.featureVersion ?? 1) - 1))
                closePositions.append(position)
            }
            if let resulting = event.resulting {
                let row = versionNumbers.count
                versionIds.append(id)
                versionNumbers.append(Int32(resulting.version))
                versionLayers.append(resulting.layer)
                let documents = documentsInData ? data : state
                versionAttributes.append(bytes: documents[attributesRange])
                versionGeometries.append(bytes: documents[geometryRange])
                versionGeoms.append(hexOf: resulting.geometry.ewkb(srid: srid), uppercase: true)
                versionOperations.append(opId)
                versionFrom.append(position)
                versionTo.append(0)
                versionFresh.append(fresh)
                versionObjectIds.append(resulting.objectId ?? 0)
                touched[id] = (row, fresh)
                if !deleted.isEmpty { deleted.remove(id) }
            } else {
                touched[id] = (nil, fresh)
                deleted.insert(id)
            }
        }
        if !assigned.isEmpty {
            for k in decision.results.indices where decision.results[k].action == .add {
                if let objectId = assigned[decision.results[k].id] { decision.results[k].objectId = objectId }
            }
        }
        var op: [String: JSONValue] = [
            "id": .string(opIdText),
            "kind": .string(context.kind.rawValue),
            "first_position": .integer(first),
            "last_position": .integer(position),
            "actor": .string(context.actor),
            "metadata": context.metadata,
            "recorded_micros": .integer(micros),
        ]
        if let s = sessionId { op["session_id"] = .string(s.lowercased) }
        if let t = targetId { op["target_id"] = .string(t.lowercased) }
        if let m = message { op["message"] = .string(m) }
        if let k = context.idempotencyKey { op["idempotency_key"] = .string(k) }
        if let h = context.requestHash { op["request_hash"] = .string(EventHash.hex(h)) }
        operations.append(.object(op))
        return OperationRecord(id: opId, kind: context.kind, firstPosition: first, lastPosition: position, actor: context.actor,
                               sessionId: sessionId, targetId: targetId, message: message, recordedMicros: micros, metadata: context.metadata)
    }

    /// Writes the whole batch with one call of `geojournal_write_batch`
    /// (Schema/functions/geojournal_write_batch.sql): the claim of the start head, the moved head, the versions it supersedes (copied from the current features), deleted
    /// features, operations, events, versions it creates and closes itself, and current features
    /// (whose rows are the open versions). One round trip and, per connection, one plan of its
    /// inserts however many operations ride along.
    ///
    /// The call fails as a whole (SQLSTATE `GJ409`) unless the workspace head is where the plan
    /// started: the same position and the same hash (the batch's events chain from it); checked
    /// first (before anything is written, under a lock writes from the same head take in turn) and
    /// again last, when the head moves. A
    /// synchronously committed write also moves the durable head and NOTIFYs the feed (delivered
    /// at commit, after the flush). An `asynchronousCommit` write commits without
    /// waiting for its WAL flush and leaves both to the ``DurabilityFlusher``; it needs no explicit
    /// transaction (the call is one statement). The head checks are the guard; the call's advisory
    /// locks order the writers (geojournal_head_lock_key): writes from the same head take turns, and
    /// a write that follows one of its own process still under way waits for it before its last check.
    func write(_ conn: PostgresConnection, logger: Logger, asynchronousCommit: Bool = false) async throws {
        let operationsJSON = JSONValue.array(operations).jsonString()
        var bindings = PostgresBindings(capacity: 32)
        bindings.append(workspace)
        bindings.append(micros)
        bindings.append(operationsJSON)
        bindings.append(positions)
        bindings.append(operationIds)
        bindings.append(featureIds)
        bindings.append(featureVersions)
        bindings.append(eventLayers)
        bindings.append(types)
        bindings.append(datas)
        bindings.append(hashes)
        bindings.append(closeIds)
        bindings.append(closeVersions)
        bindings.append(closePositions)
        bindings.append(versionIds)
        bindings.append(versionNumbers)
        bindings.append(versionLayers)
        bindings.append(versionAttributes)
        bindings.append(versionGeometries)
        bindings.append(versionGeoms)
        bindings.append(versionOperations)
        bindings.append(versionFrom)
        bindings.append(versionTo)
        bindings.append(versionFresh)
        bindings.append(versionObjectIds)
        bindings.append(Array(deleted))
        bindings.append(position)
        bindings.append(EventHash.hex(hash))
        bindings.append(schemaChanged)
        bindings.append(asynchronousCommit)
        bindings.append(BatchPlan.noFeature)
        bindings.append(startPosition)
        bindings.append(EventHash.hex(startHash))
        for try await _ in try await conn.execute(WriteStatement(bindings: bindings), logger: logger) {}
    }
}

/// The batch write as a prepared call: the arrays are single parameters, so its text never
/// changes, and PostgreSQL parses it once per connection.
private struct WriteStatement: PostgresPreparedStatement {
    typealias Row = Void
    let bindings: PostgresBindings
    func makeBindings() throws -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws {}

    static let sql = "SELECT geojournal_write_batch(" + (1...33).map { "$\($0)" }.joined(separator: ", ") + ")"
    /// Named once: postgres-nio's default name is the type's name, built by reflection on
    /// every execution.
    static let name = "geojournal_write_batch"
}
