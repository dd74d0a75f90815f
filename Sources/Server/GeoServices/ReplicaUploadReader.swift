import Crypto
import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// The `edits` of a `synchronizeReplica` read into the journal's edits: per layer of the
/// replica, adds (each with its GlobalID), updates named by GlobalID and `deleteIds` (GlobalIDs),
/// geometries in the layer's spatial reference (given in the feature's `spatialReference`, else
/// the replica's `replicaSR`, else the layer's).
///
/// Unlike `applyEdits`, an upload that cannot be read at all is refused whole, before anything is
/// written (Esri's error envelope naming the place): a layer outside the replica, a feature
/// without attributes or GlobalID, a geometry that is not one. Values the layer refuses are each
/// feature's own refusal, decided by the journal.
///
/// ```swift
/// let upload = try await ReplicaUploadReader.read(p.json("edits"), replica: layers, replicaSR: 4326, journal: journal)
/// upload.edits      // [LayerEdits], in the order of the request
/// upload.layerIds   // the service's layer id of each
/// ```
struct ReplicaUploadReader {
    var edits: [LayerEdits] = []
    var layers: [GeoServicesLayer] = []

    static func read(_ value: JSONValue?, replica layers: [GeoServicesLayer], replicaSR: Int32?, journal: Journal) async throws -> ReplicaUploadReader {
        var out = ReplicaUploadReader()
        guard let value else { return out }
        guard case .array(let entries) = value else {
            throw Problem.badRequest("edits is a JSON array: [{\"id\": 0, \"features\": {\"adds\": [], \"updates\": [], \"deleteIds\": []}}]", path: "edits", code: "parameter.type")
        }
        for (k, entry) in entries.enumerated() {
            let path = "edits[\(k)]"
            guard case .object(let members) = entry, let id = members["id"]?.intValue else {
                throw Problem.badRequest("\(path) is an object with the id of a layer of the replica", path: path, code: "parameter.type")
            }
            guard let layer = layers.first(where: { $0.id == id }) else {
                throw Problem.badRequest("\(path).id: layer \(id) is not a layer of this replica", path: "\(path).id", code: "replica.layer")
            }
            guard !out.layers.contains(where: { $0.id == id }) else {
                throw Problem.badRequest("\(path).id: layer \(id) is named twice", path: "\(path).id", code: "replica.layer")
            }
            let features = members["features"] ?? entry
            guard case .object = features else { throw Problem.badRequest("\(path).features is an object", path: "\(path).features", code: "parameter.type") }
            var edit = LayerEdits(layer: layer.name)
            for (j, feature) in try Self.list(features["adds"], "\(path).features.adds").enumerated() {
                let place = "\(path).features.adds[\(j)]"
                let (attributes, given) = try Self.attributes(feature, place)
                guard let gid = given else { throw Problem.badRequest("\(place): an uploaded add carries its GlobalID", path: place, code: "replica.globalId") }
                let g = feature["geometry"]
                guard !g.isNull else {
                    throw Problem.badRequest("\(place).geometry: a feature of layer \"\(layer.name)\" needs a geometry", path: "\(place).geometry", code: "replica.geometry")
                }
                let geometry = try await Self.geometry(g, layer: layer, replicaSR: replicaSR, place: "\(place).geometry", journal: journal)
                edit.adds.append(FeatureAdd(id: gid, attributes: layer.journalAttributes(attributes), geometry: geometry))
            }
            for (j, feature) in try Self.list(features["updates"], "\(path).features.updates").enumerated() {
                let place = "\(path).features.updates[\(j)]"
                let (attributes, given) = try Self.attributes(feature, place)
                guard let gid = given else { throw Problem.badRequest("\(place): an uploaded update names its feature by GlobalID", path: place, code: "replica.globalId") }
                var geometry: Geometry?
                if !feature["geometry"].isNull {
                    geometry = try await Self.geometry(feature["geometry"], layer: layer, replicaSR: replicaSR, place: "\(place).geometry", journal: journal)
                }
                edit.updates.append(FeatureUpdate(id: gid, attributes: layer.journalAttributes(attributes), geometry: geometry))
            }
            for (j, text) in try Self.list(features["deleteIds"], "\(path).features.deleteIds").enumerated() {
                guard let s = text.stringValue, let gid = GeoServicesLayer.uuid(s) else {
                    throw Problem.badRequest("\(path).features.deleteIds[\(j)] is a GlobalID", path: "\(path).features.deleteIds[\(j)]", code: "replica.globalId")
                }
                edit.deletes.append(FeatureDelete(id: gid))
            }
            let named = edit.adds.compactMap(\.id) + edit.updates.map(\.id) + edit.deletes.map(\.id)
            if Set(named).count != named.count {
                throw Problem.badRequest("\(path): a GlobalID is named twice in one layer's edits", path: path, code: "replica.globalId")
            }
            out.edits.append(edit)
            out.layers.append(layer)
        }
        return out
    }

    /// The SHA-256 that names an upload: the generations it was made from, the rollback rule and
    /// the edits as sent.
    static func fingerprint(generations: [String: Int64], rollback: Bool, edits: String) -> [UInt8] {
        var text = generations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        text += "\nrollback=\(rollback)\n" + edits
        return Array(SHA256.hash(data: Array(text.utf8)))
    }

    private static func list(_ value: JSONValue, _ path: String) throws -> [JSONValue] {
        if value.isNull { return [] }
        guard case .array(let list) = value else { throw Problem.badRequest("\(path) is a JSON array", path: path, code: "parameter.type") }
        return list
    }

    private static func attributes(_ feature: JSONValue, _ place: String) throws -> ([String: JSONValue], UUID?) {
        guard case .object = feature, case .object(let attributes) = feature["attributes"] else {
            throw Problem.badRequest("\(place) is a feature: {\"attributes\": {...}, \"geometry\": {...}}", path: place, code: "parameter.type")
        }
        guard let entry = attributes.first(where: { $0.key.lowercased() == GeoServicesLayer.globalIdField.lowercased() }) else { return (attributes, nil) }
        guard let text = entry.value.stringValue, let id = GeoServicesLayer.uuid(text) else {
            throw Problem.badRequest("\(place).attributes.\(entry.key) is not a GlobalID", path: "\(place).attributes.\(entry.key)", code: "replica.globalId")
        }
        return (attributes, id)
    }

    private static func geometry(_ value: JSONValue, layer: GeoServicesLayer, replicaSR: Int32?, place: String, journal: Journal) async throws -> Geometry {
        let geometry: Geometry
        switch EsriGeometry.parse(value, expected: layer.definition.geometryType) {
        case .success(let g): geometry = g
        case .failure(let problems):
            throw Problem(status: .badRequest, type: "bad-request", title: "Bad request", detail: "\(place) is not a geometry of layer \"\(layer.name)\"",
                          violations: problems.violations.map { Violation(path: place + ($0.path.isEmpty ? "" : "." + $0.path), code: $0.code, message: $0.message) })
        }
        var srid = replicaSR ?? layer.definition.srid
        let named = value["spatialReference"]
        if !named.isNull {
            guard let given = EsriGeometry.spatialReference(named) else {
                throw Problem.badRequest("\(place).spatialReference: only spatial references with a wkid are supported", path: "\(place).spatialReference", code: "replica.geometry")
            }
            srid = given
        }
        guard srid != layer.definition.srid else { return geometry }
        guard try await journal.spatialReferences.knowsSRID(srid) else {
            throw Problem.badRequest("\(place): EPSG:\(srid) is not a spatial reference this service can transform", path: "\(place).spatialReference", code: "replica.geometry")
        }
        return try await journal.spatialReferences.transform(geometry, from: srid, to: layer.definition.srid, path: place)
    }
}
