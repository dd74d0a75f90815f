import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// The JSON of replicas: Esri's `replicas` list and `replicas/{id}` resource (with GeoJournal's
/// members: the line it syncs with, the versions keeping its refused uploads, whether it is a
/// read-only snapshot), a sync's per-feature results, and the `syncCapabilities` the service
/// document states.
///
/// ```swift
/// ReplicaDocuments.info(replica, layers: serviceLayers)   // {"replicaName": "...", "replicaID": "{…}", "replicaServerGen": 42, ...}
/// ```
enum ReplicaDocuments {
    /// What the FeatureServer says it can do (Esri's `syncCapabilities`), honestly.
    static func syncCapabilities(versions: Bool = true) -> JSONValue {
        .object([
            "supportsAsync": true,
            "supportsRegisteringExistingData": false,
            "supportsSyncDirectionControl": true,
            "supportsPerLayerSync": true,
            "supportsPerReplicaSync": true,
            "supportsSyncModelNone": true,
            "supportsRollbackOnFailure": true,
            "supportsAttachmentsSyncDirection": false,
            "supportsBiDirectionalSyncForServer": false,
            "supportsUploadWithItemId": false,
            "supportsQueryWithDatumTransformation": false,
            "supportsBranchVersionReconcile": .bool(versions),
            "supportsCloseReplica": true,
            "supportsReplicaOfPastMoment": true,
        ])
    }

    static func braced(_ id: UUID) -> JSONValue { .string(GeoServicesLayer.braced(id.uuidString)) }

    static func milliseconds(_ micros: Int64?) -> JSONValue { micros.map { .integer($0 / 1000) } ?? .null }

    /// The `replicas` list: name and id of each registered replica.
    static func list(_ replicas: [ReplicaInfo]) -> JSONValue {
        .array(replicas.map { .object(["replicaName": .string($0.name), "replicaID": braced($0.id)]) })
    }

    /// A replica's resource (`replicas/{id}`).
    static func info(_ replica: ReplicaInfo, definition: ReplicaDefinition, version: VersionInfo?, unusedAfter: Duration? = nil) -> JSONValue {
        var o: [String: JSONValue] = [
            "replicaName": .string(replica.name),
            "replicaID": braced(replica.id),
            "replicaOwner": .string(replica.owner),
            "layers": .array(definition.layers.map { .integer(Int64($0.id)) }),
            "layerServerGens": .array(definition.layers.map { .object(["id": .integer(Int64($0.id)), "serverGen": .integer(replica.generation(of: $0.name))]) }),
            "replicaServerGen": .integer(replica.serverGen),
            "creationDate": milliseconds(replica.createdMicros),
            "lastSyncDate": milliseconds(replica.lastSyncMicros),
            "syncModel": .string(definition.syncModel.rawValue),
            "syncDirection": .string(replica.readOnly ? "download" : definition.syncDirection.rawValue),
            "targetType": "client",
            "transportType": .string(definition.embedded ? "esriTransportTypeEmbedded" : "esriTransportTypeUrl"),
            "layerQueries": .object(Dictionary(uniqueKeysWithValues: definition.layers.map { l in
                var q: [String: JSONValue] = ["queryOption": .string(l.option.rawValue), "useGeometry": .bool(l.useGeometry)]
                if let w = l.whereText { q["where"] = .string(w) }
                return (String(l.id), JSONValue.object(q))
            })),
            "readOnly": .bool(replica.readOnly),
            "syncs": .integer(replica.syncs),
            // The version it syncs with (null: a version the caller may not see).
            "gdbVersion": version.map { .string($0.name) } ?? (VersionLine(key: replica.line) == nil ? .string(Versions.defaultVersionName) : .null),
            "keptInVersions": .array(replica.keptIn.map { v in
                .object(["versionName": v.name.map(JSONValue.string) ?? .null, "base": .integer(v.base)])
            }),
        ]
        if let geometry = definition.geometry { o["geometry"] = .string(geometry) }
        if let sr = definition.replicaSR { o["spatialReference"] = GeoServicesDocuments.spatialReference(sr) }
        if replica.readOnly { o["asOf"] = .integer(replica.serverGen) }
        if let unusedAfter {
            let unusedMicros = Int64(Date().timeIntervalSince1970 * 1_000_000) - replica.lastUsedMicros
            o["unused"] = .bool(Double(unusedMicros) / 1e6 > Double(unusedAfter.components.seconds))
        }
        return .object(o)
    }

    /// One feature's result in Esri's shape: `{"objectId", "globalId", "success", "error": {"code", "description"}}`.
    static func result(_ fate: ReplicaEditFate, globalId: UUID?) -> JSONValue {
        var o: [String: JSONValue] = ["success": .bool(fate.applied), "objectId": fate.objectId.map(JSONValue.integer) ?? .null,
                                      "globalId": globalId.map(braced) ?? .null]
        if !fate.applied {
            let code: Int64
            switch fate.refusal {
            case .missing?: code = 1019
            case .conflict?: code = 1020
            default: code = 1000
            }
            o["error"] = .object(["code": .integer(code), "description": .string(fate.message ?? "refused")])
            if let kept = fate.keptIn { o["keptInVersion"] = .string(kept) }
        }
        return .object(o)
    }

    /// The results of each layer edit, by the layer's id: `addResults`, `updateResults`, `deleteResults`.
    static func results(_ outcome: ReplicaSyncOutcome, upload: ReplicaUploadReader) -> [Int: [String: JSONValue]] {
        var out: [Int: [String: JSONValue]] = [:]
        for (k, fates) in outcome.fates.enumerated() where k < upload.edits.count {
            let edit = upload.edits[k]
            out[upload.layers[k].id] = [
                "addResults": .array(zip(fates.adds, edit.adds).map { result($0, globalId: $1.id) }),
                "updateResults": .array(zip(fates.updates, edit.updates).map { result($0, globalId: $1.id) }),
                "deleteResults": .array(zip(fates.deletes, edit.deletes).map { result($0, globalId: $1.id) }),
            ]
        }
        return out
    }

    /// A replica's log entry (for `/v1`).
    static func logEntry(_ e: ReplicaLogEntry) -> JSONValue {
        var o: [String: JSONValue] = ["kind": .string(e.kind.rawValue), "actor": .string(e.actor),
                                      "recordedAt": .string(RFC3339.string(micros: e.recordedMicros)), "detail": e.detail]
        if let f = e.fromGen { o["fromGen"] = .integer(f) }
        if let t = e.toGen { o["toGen"] = .integer(t) }
        return .object(o)
    }
}
