import Crypto
import Foundation
import GeoJournalCore

/// The tamper-evident chain: each event's hash is SHA-256 over the previous event's hash and the
/// event's canonical bytes. The writer computes it when it appends; `verify` recomputes it from
/// the stored rows (the data re-read from jsonb serializes to the same canonical bytes).
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
        var s = workspace
        s.reserveCapacity(dataJSON.utf8.count + 160)
        s += "\n"
        s += String(position)
        s += "\n"
        s += operationId.lowercased
        s += "\n"
        s += featureId?.lowercased ?? ""
        s += "\n"
        s += featureVersion.map(String.init) ?? ""
        s += "\n"
        s += layer
        s += "\n"
        s += type
        s += "\n"
        s += String(recordedMicros)
        s += "\n"
        s += dataJSON
        return Array(s.utf8)
    }

    public static func chain(previous: [UInt8], canonical: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: previous)
        hasher.update(data: canonical)
        return Array(hasher.finalize())
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
