import Foundation
import GeoJournalCore
import Journal

/// JSON shapes of journal values in the API (docs/api.md).
extension OperationRecord {
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "id": .string(id.lowercased),
            "kind": .string(kind.rawValue),
            "firstPosition": .integer(firstPosition),
            "lastPosition": .integer(lastPosition),
            "actor": .string(actor),
            "recordedAt": .string(RFC3339.string(micros: recordedMicros)),
        ]
        o["sessionId"] = sessionId.map { .string($0.lowercased) } ?? .null
        o["message"] = message.map(JSONValue.string) ?? .null
        if let targetId {
            o[kind == .undo ? "undoes" : kind == .redo ? "redoes" : "target"] = .string(targetId.lowercased)
        }
        if case .object(let m) = metadata, !m.isEmpty { o["metadata"] = metadata }
        return .object(o)
    }
}

extension EditResult {
    public var json: JSONValue {
        var o: [String: JSONValue] = ["layer": .string(layer), "id": .string(id.lowercased), "action": .string(action.rawValue), "version": .integer(Int64(version))]
        // An add's OBJECTID: what people and ArcGIS clients tell features apart by.
        if action == .add, let objectId { o["objectId"] = .integer(objectId) }
        return .object(o)
    }
}

extension AppendOutcome {
    public var json: JSONValue {
        var o: [String: JSONValue] = ["operation": operation.json, "results": .array(results.map(\.json))]
        if !warnings.isEmpty { o["warnings"] = warningsJSON }
        return .object(o)
    }

    private var warningsJSON: JSONValue {
        .array(warnings.map { .object(["path": .string($0.path), "code": .string($0.code), "message": .string($0.message)]) })
    }

    /// The answer to an append, byte for byte `json.jsonBytes(sortedKeys: true)`: every object's
    /// members in the order of their names. The results (one per feature, a thousand for a large
    /// operation) are written straight out rather than built as objects first.
    public var jsonBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 * results.count + 512)
        out.append(contentsOf: #"{"operation":"#.utf8)
        operation.json.write(into: &out, sortedKeys: true)
        out.append(contentsOf: #","results":["#.utf8)
        for (k, r) in results.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"action":""#.utf8)
            out.append(contentsOf: r.action.rawValue.utf8)
            out.append(contentsOf: #"","id":""#.utf8)
            out.append(contentsOf: r.id.lowercased.utf8)
            out.append(contentsOf: #"","layer":"#.utf8)
            JSONValue.string(r.layer).write(into: &out)
            if r.action == .add, let objectId = r.objectId {
                out.append(contentsOf: #","objectId":"#.utf8)
                out.append(contentsOf: String(objectId).utf8)
            }
            out.append(contentsOf: #","version":"#.utf8)
            out.append(contentsOf: String(r.version).utf8)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        if !warnings.isEmpty {
            out.append(contentsOf: #","warnings":"#.utf8)
            warningsJSON.write(into: &out, sortedKeys: true)
        }
        out.append(UInt8(ascii: "}"))
        return out
    }
}

extension StoredEvent {
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "position": .integer(position),
            "operationId": .string(operationId.lowercased),
            "layer": .string(layer),
            "type": .string(type),
            "data": data,
            "recordedAt": .string(RFC3339.string(micros: recordedMicros)),
        ]
        o["hash"] = hash.map { .string($0) } ?? .null
        o["featureId"] = featureId.map { .string($0.lowercased) } ?? .null
        o["featureVersion"] = featureVersion.map { .integer(Int64($0)) } ?? .null
        return .object(o)
    }
}

extension WorkspaceInfo {
    public var json: JSONValue {
        .object([
            "id": .string(id), "title": .string(title), "createdBy": .string(createdBy),
            "createdAt": .string(RFC3339.string(micros: createdMicros)), "headPosition": .integer(headPosition), "public": .bool(isPublic),
        ])
    }
}

extension StoredLayer {
    public var json: JSONValue {
        var o = definition.json.objectValue ?? [:]
        o["name"] = .string(definition.name)
        o["version"] = .integer(Int64(version))
        o["position"] = .integer(position)
        return .object(o)
    }
}
