import Foundation
import GeoJournalCore
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
    public var hash: String

    static var select: String {
        "e.position, e.operation_id, e.feature_id, e.feature_version, e.layer, e.type, p.payload::text, (extract(epoch FROM e.recorded_at) * 1000000)::bigint, encode(e.hash, 'hex')"
    }

    /// The events with their payloads (`geojournal_event_payload`, derived from the versions for a
    /// stateless event, Schema/0077), for ``select``: the query's `$1` is the events' line.
    static var from: String {
        "events e CROSS JOIN LATERAL geojournal_event_payload($1, e.feature_id, e.feature_version, e.type, e.data, e.geom) p"
    }

    static func decode(_ row: PostgresRow) throws -> StoredEvent {
        let (position, op, feature, version, layer, type, data, micros, hash) = try row.decode(
            (Int64, UUID, UUID?, Int32?, String, String, String, Int64, String).self)
        return StoredEvent(position: position, operationId: op, featureId: feature, featureVersion: version.map(Int.init), layer: layer,
                           type: type, data: try JSONValue.parse(data), recordedMicros: micros, hash: hash)
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
