import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// Change tracking: `extractChanges` between server generations (journal positions).
struct GeoServicesChangeRoutes: GeoServicesResource {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        for method in [HTTPRequest.Method.get, .post] {
            group.on("services/:ws/FeatureServer/extractChanges", method: method, use: extractChanges)
        }
    }

    /// `extractChanges`: adds, updates and deleted OBJECTIDs of each layer asked for between two
    /// server generations, which are journal positions (`layerServerGens` per layer, or
    /// `serverGens=[from, to]`; none: since the beginning).
    func extractChanges(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, layers) = try await service(context)
        let p = try parameters(context)
        var wanted = layers
        if let value = try p.json("layers") ?? p["layers"].map({ .array($0.split(separator: ",").compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) }.map(JSONValue.integer)) }) {
            let ids = (value.arrayValue ?? [value]).compactMap(\.intValue)
            wanted = try ids.map { id in
                guard let l = layers.first(where: { Int64($0.id) == id }) else {
                    throw Problem.badRequest("layers names \(id), which is not a layer of this service", path: "layers", code: "parameter.layer")
                }
                return l
            }
        }
        var from: [Int: Int64] = [:]
        var to: Int64?
        if case .array(let gens)? = try p.json("serverGens") {
            guard gens.count == 2, let a = gens[0].intValue, let b = gens[1].intValue, a <= b else {
                throw Problem.badRequest("serverGens is [minServerGen, serverGen]", path: "serverGens", code: "parameter.serverGens")
            }
            for l in wanted { from[l.id] = a }
            to = b
        }
        if case .array(let gens)? = try p.json("layerServerGens") {
            for g in gens {
                guard let id = g["id"].intValue, let gen = g["serverGen"].intValue else {
                    throw Problem.badRequest("layerServerGens is [{\"id\": layer, \"serverGen\": n}]", path: "layerServerGens", code: "parameter.serverGens")
                }
                from[Int(id)] = gen
            }
        }
        let inserts = try p.bool("returnInserts", default: true), updates = try p.bool("returnUpdates", default: true), deletes = try p.bool("returnDeletes", default: true)
        let idsOnly = try p.bool("returnIdsOnly")
        var generations: [JSONValue] = []
        var edits: [JSONValue] = []
        for layer in wanted {
            let changes = try await journal.reads.layerChanges(workspace: ws, layer: layer.name, from: from[layer.id] ?? 0, to: to, output: .layer)
            generations.append(.object(["id": .integer(Int64(layer.id)), "serverGen": .integer(changes.to), "minServerGen": .integer(changes.from)]))
            let writer = EsriFeatureWriter(layer: layer, fields: nil)
            func features(_ rows: [FeatureQueryRow]) throws -> JSONValue {
                var out: [UInt8] = [UInt8(ascii: "[")]
                for (k, row) in rows.enumerated() {
                    if k > 0 { out.append(UInt8(ascii: ",")) }
                    try writer.writeEsri(row, into: &out)
                }
                out.append(UInt8(ascii: "]"))
                return try JSONValue.parse(out)
            }
            var entry: [String: JSONValue] = ["id": .integer(Int64(layer.id))]
            if idsOnly {
                var ids: [String: JSONValue] = [:]
                if inserts { ids["adds"] = .array(changes.adds.map { .integer($0.objectId) }) }
                if updates { ids["updates"] = .array(changes.updates.map { .integer($0.objectId) }) }
                if deletes { ids["deletes"] = .array(changes.deleteIds.map(JSONValue.integer)) }
                entry["objectIds"] = .object(ids)
            } else {
                var f: [String: JSONValue] = [:]
                if inserts { f["adds"] = try features(changes.adds) }
                if updates { f["updates"] = try features(changes.updates) }
                if deletes { f["deleteIds"] = .array(changes.deleteIds.map(JSONValue.integer)) }
                entry["features"] = .object(f)
            }
            edits.append(.object(entry))
        }
        return JSONBody.response(.object(["layerServerGens": .array(generations), "edits": .array(edits)]))
    }
}
