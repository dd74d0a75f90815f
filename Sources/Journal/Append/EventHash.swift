import Crypto
import Foundation
import GeoJournalCore

/// The tamper-evident chain: each event's hash is SHA-256 over the previous event's hash and the
/// event's canonical bytes. The database computes it when a batch is written
/// (`geojournal_write_batch` over `geojournal_event_bytes`, Schema/0050); `verify` recomputes it
/// here from the stored rows: ``writeStored(into:workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:data:ewkb:)``
/// for events in the stored form, ``canonical(workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:dataJSON:)``
/// for events written before it (their payload re-serialised with sorted members).
///
/// ```swift
/// let hash = EventHash.chain(previous: head, canonical: EventHash.canonical(...))
/// ```
public enum EventHash {
    /// The canonical text of an event, as bytes. `dataJSON` is the payload serialized with sorted
    /// keys (``JSONValue/jsonString(sortedKeys:)``).
    public static func canonical(
        workspace: String, position: Int64, operationId: UUID, featureId: UUID?, featureVersion: Int?,
        layer: String, type: String, recordedMicros: Int64, dataJSON: String
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(dataJSON.utf8.count + workspace.utf8.count + layer.utf8.count + 140)
        writeCanonical(into: &out, workspace: workspace, position: position, operationId: operationId.lowercased, featureId: featureId,
                       featureVersion: featureVersion, layer: layer, type: type, recordedMicros: recordedMicros, data: dataJSON.utf8)
        return out
    }

    /// Appends the canonical bytes of an event (``canonical(workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:dataJSON:)``)
    /// to `out`, the operation id given as its lowercase text and the payload as its bytes: the
    /// writer renders an operation's id once for all its events and keeps a payload as bytes.
    static func writeCanonical(
        into out: inout [UInt8], workspace: String, position: Int64, operationId: String, featureId: UUID?, featureVersion: Int?,
        layer: String, type: String, recordedMicros: Int64, data: some Sequence<UInt8>
    ) {
        func line<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            out.append(contentsOf: bytes)
            out.append(0x0A)
        }
        line(workspace.utf8)
        line(String(position).utf8)
        line(operationId.utf8)
        line((featureId?.lowercased ?? "").utf8)
        line((featureVersion.map(String.init) ?? "").utf8)
        line(layer.utf8)
        line(type.utf8)
        line(String(recordedMicros).utf8)
        out.append(contentsOf: data)
    }

    /// Appends the canonical bytes of an event in the stored form (`geojournal_event_bytes`): the
    /// lines of ``writeCanonical(into:workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:data:)``,
    /// then the payload exactly as PostgreSQL writes `data::text`, a newline, and the EWKB of the
    /// event's geometry (nothing when it carries none).
    public static func writeStored(
        into out: inout [UInt8], workspace: String, position: Int64, operationId: String, featureId: UUID?, featureVersion: Int?,
        layer: String, type: String, recordedMicros: Int64, data: some Sequence<UInt8>, ewkb: (some Sequence<UInt8>)?
    ) {
        writeCanonical(into: &out, workspace: workspace, position: position, operationId: operationId, featureId: featureId,
                       featureVersion: featureVersion, layer: layer, type: type, recordedMicros: recordedMicros, data: data)
        out.append(0x0A)
        if let ewkb { out.append(contentsOf: ewkb) }
    }

    public static func chain(previous: [UInt8], canonical: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: previous)
        hasher.update(data: canonical)
        return hasher.finalize().withUnsafeBytes { Array($0) }
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
