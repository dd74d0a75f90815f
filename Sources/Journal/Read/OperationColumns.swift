import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// The one way operation rows are selected and decoded.
enum OperationColumns {
    /// Columns in the order ``decode(_:)`` reads them (unqualified: use with `FROM operations`).
    static var select: String {
        "id, kind, first_position, last_position, actor, session_id, target_id, message, metadata::text, (extract(epoch FROM recorded_at) * 1000000)::bigint"
    }

    static func decode(_ row: PostgresRow) throws -> OperationRecord {
        let (id, kind, first, last, actor, session, target, message, metadata, micros) = try row.decode(
            (UUID, String, Int64, Int64, String, UUID?, UUID?, String?, String, Int64).self)
        return OperationRecord(
            id: id, kind: OperationKind(rawValue: kind) ?? .edit, firstPosition: first, lastPosition: last, actor: actor,
            sessionId: session, targetId: target, message: message, recordedMicros: micros,
            metadata: (try? JSONValue.parse(metadata)) ?? .object([:]))
    }
}

/// A stored event as readers see it.
public struct StoredEvent: Sendable, Hashable {
    public var position: Int64
    public var operationId: UUID
    public var featureId: UUID?
    public var featureVersion: Int?
    public var layer: String
    public var type: String
    public var data: JSONValue
    public var recordedMicros: Int64
    /// The chain's hash after this event, in hex: stored with an operation's last event (and with
    /// every event written before Schema/0082), nil inside an operation.
    public var hash: String?

    /// The events of positions `after + 1 ... upTo` of a line, in order (at most `limit`), with
    /// their payloads (`geojournal_event_payload`, derived from the versions for a stateless event,
    /// Schema/0077) and their operations' ids and times: an event's are the operation's that holds
    /// its position (Schema/0079; an event written before keeps its own), read for the range in one
    /// query beside the events' and looked up in memory.
    static func read(_ conn: PostgresConnection, workspace: String, after: Int64, upTo: Int64, limit: Int? = nil,
                     logger: Logger) async throws -> [StoredEvent] {
        let last = limit.map { min(upTo, after + Int64($0)) } ?? upTo
        let operations = try await OperationSpans.within(after: after, upTo: last, workspace: workspace, conn: conn, logger: logger)
        let rows = try await conn.query("""
            SELECT e.position, e.operation_id, e.feature_id, e.feature_version, e.layer, e.type::text, p.payload::text,
                   (extract(epoch FROM e.recorded_at) * 1000000)::bigint, encode(e.hash, 'hex')
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(workspace) AND e.position > \(after) AND e.position <= \(last) ORDER BY e.position
            """, logger: logger)
        var events: [StoredEvent] = []
        for try await (position, storedOperation, feature, version, layer, type, data, storedMicros, hash)
            in rows.decode((Int64, UUID?, UUID?, Int32?, String, String, String, Int64?, String?).self) {
            guard let operation = operations.resolve(position, storedId: storedOperation, storedMicros: storedMicros) else {
                throw JournalError.internalFailure("no operation of workspace \(workspace) holds position \(position)")
            }
            events.append(StoredEvent(position: position, operationId: operation.id, featureId: feature, featureVersion: version.map(Int.init), layer: layer,
                                      type: type, data: try JSONValue.parse(data), recordedMicros: operation.micros, hash: hash))
        }
        return events
    }

    /// The per-feature result an event stands for in an operation's answer.
    var result: EditResult? {
        guard let featureId, let featureVersion else { return nil }
        let action: EditResult.Action
        switch type {
        case EventType.featureCreated.rawValue: action = .add
        case EventType.featureDeleted.rawValue: action = .delete
        default: action = .update
        }
        return EditResult(layer: layer, id: featureId, action: action, version: featureVersion)
    }
}
