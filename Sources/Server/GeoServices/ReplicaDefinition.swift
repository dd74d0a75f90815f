import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// What a `createReplica` asked for, in Esri's words, as it is kept with the replica
/// (``ReplicaInfo/definition``) and read again at every download: the layers and their queries
/// (`queryOption` all/useFilter/none, `where`, `useGeometry`), the replica's geometry (`geometry`,
/// `geometryType`, `inSR`), `replicaSR`, `syncModel`, `syncDirection` and `transportType`.
///
/// The ArcGIS API for Python's spellings are read as it sends them: JSON-encoded lists and
/// booleans, `layers` as `[0, 1]` or `0,1`, the service's `fullExtent` as a geometry with numbers
/// padded with spaces, `syncModel=none`.
///
/// ```swift
/// let definition = try await ReplicaDefinition.parse(p, layers: serviceLayers, journal: journal)
/// let queries = try definition.queries(serviceLayers)   // one ReplicaLayerQuery per layer
/// ```
struct ReplicaDefinition: Sendable {
    enum QueryOption: String, Sendable { case all, useFilter, none }
    enum SyncModel: String, Sendable { case none, perReplica, perLayer }
    enum Direction: String, Sendable { case bidirectional, download, upload, snapshot }

    struct Layer: Sendable {
        var id: Int
        var name: String
        var option: QueryOption
        var whereText: String?
        var useGeometry: Bool
    }

    var layers: [Layer]
    var geometry: String?
    var geometryType: String?
    var inSR: Int32?
    var replicaSR: Int32?
    var syncModel: SyncModel
    var syncDirection: Direction
    var embedded: Bool
    /// A replica of a past moment (read-only): the moment as asked.
    var asOf: String?

    // MARK: - Reading a createReplica request

    static func parse(_ p: GeoServicesParameters, layers all: [GeoServicesLayer], srid: (String) async throws -> Int32?) async throws -> ReplicaDefinition {
        guard let names = p["layers"] else { throw Problem.badRequest("layers is required: the ids of the layers to replicate, such as 0,1 or [0,1]", path: "layers", code: "parameter.required") }
        let ids = try Self.layerIds(names)
        guard !ids.isEmpty else { throw Problem.badRequest("layers names no layer", path: "layers", code: "parameter.layer") }
        var queries: [String: JSONValue] = [:]
        if let value = try p.json("layerQueries") {
            guard case .object(let members) = value else {
                throw Problem.badRequest("layerQueries is a JSON object: {\"0\": {\"queryOption\": \"useFilter\", \"where\": \"...\", \"useGeometry\": true}}", path: "layerQueries", code: "parameter.type")
            }
            queries = members
        }
        var layers: [Layer] = []
        for id in ids {
            guard let layer = all.first(where: { $0.id == id }) else {
                throw Problem.badRequest("layers names \(id), which is not a layer of this service", path: "layers", code: "parameter.layer")
            }
            guard !layers.contains(where: { $0.id == id }) else { continue }
            var entry = Layer(id: id, name: layer.name, option: .useFilter, whereText: nil, useGeometry: true)
            if let q = queries[String(id)] {
                guard case .object(let o) = q else { throw Problem.badRequest("layerQueries.\(id) is a JSON object", path: "layerQueries.\(id)", code: "parameter.type") }
                if let option = o["queryOption"] {
                    guard let text = option.stringValue, let parsed = QueryOption(rawValue: text) ?? (text.lowercased() == "usefilter" ? .useFilter : nil) else {
                        throw Problem.badRequest("layerQueries.\(id).queryOption is all, useFilter or none", path: "layerQueries.\(id).queryOption", code: "parameter.type")
                    }
                    entry.option = parsed
                } else {
                    entry.option = .useFilter
                }
                if let w = o["where"], !w.isNull {
                    guard let text = w.stringValue else { throw Problem.badRequest("layerQueries.\(id).where is text", path: "layerQueries.\(id).where", code: "parameter.type") }
                    if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                        _ = try layer.filter(where: text)   // refused now, with its place, when it cannot be read
                        entry.whereText = text
                    }
                }
                if let g = o["useGeometry"], !g.isNull {
                    guard let b = g.boolValue else { throw Problem.badRequest("layerQueries.\(id).useGeometry is true or false", path: "layerQueries.\(id).useGeometry", code: "parameter.type") }
                    entry.useGeometry = b
                }
            }
            layers.append(entry)
        }
        for key in queries.keys where !layers.contains(where: { String($0.id) == key }) {
            throw Problem.badRequest("layerQueries names layer \(key), which is not among layers", path: "layerQueries.\(key)", code: "parameter.layer")
        }
        var definition = ReplicaDefinition(layers: layers, geometry: nil, geometryType: nil, inSR: nil, replicaSR: nil, syncModel: .none,
                                           syncDirection: .bidirectional, embedded: false, asOf: nil)
        if let text = p["geometry"] {
            guard case .success(let parsed) = EsriQueryGeometry.parse(text, geometryType: p["geometryType"]) else {
                throw Problem.badRequest("geometry cannot be read: an envelope xmin,ymin,xmax,ymax or an Esri JSON geometry", path: "geometry", code: "parameter.geometry")
            }
            definition.geometry = text
            definition.geometryType = p["geometryType"]
            definition.inSR = try await srid("inSR") ?? parsed.srid
        }
        definition.replicaSR = try await srid("replicaSR")
        if let text = p["syncModel"] {
            guard let model = SyncModel(rawValue: text.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) else {
                throw Problem.badRequest("syncModel is none, perReplica or perLayer", path: "syncModel", code: "parameter.syncModel")
            }
            definition.syncModel = model
        }
        if let text = p["syncDirection"] {
            guard let direction = Direction(rawValue: text.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))), direction != .snapshot else {
                throw Problem.badRequest("a replica's syncDirection is bidirectional, download or upload", path: "syncDirection", code: "parameter.syncDirection")
            }
            definition.syncDirection = direction
        }
        definition.embedded = try Self.embedded(p)
        if let format = p["dataFormat"], format.lowercased() != "json" {
            throw Problem.badRequest("dataFormat \(format) is not offered: GeoJournal writes replicas as JSON (dataFormat=json)", path: "dataFormat", code: "parameter.dataFormat")
        }
        // returnAttachments: GeoJournal's layers have no attachments (hasAttachments is false), so a
        // replica's are always empty, whatever was asked.
        _ = try p.bool("returnAttachments")
        if let target = p["targetType"], target.lowercased() != "client" {
            throw Problem.badRequest("targetType \(target) is not offered: replicas are for clients (targetType=client)", path: "targetType", code: "parameter.targetType")
        }
        return definition
    }

    /// `transportType`: esriTransportTypeUrl (the default) or esriTransportTypeEmbedded.
    static func embedded(_ p: GeoServicesParameters) throws -> Bool {
        switch p["transportType"]?.lowercased() {
        case nil, "esritransporttypeurl": return false
        case "esritransporttypeembedded": return true
        case let other?:
            throw Problem.badRequest("transportType \(other) is esriTransportTypeUrl or esriTransportTypeEmbedded", path: "transportType", code: "parameter.transportType")
        }
    }

    /// `0,1`, `[0, 1]` or `"0"`.
    static func layerIds(_ text: String) throws -> [Int] {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t\""))
        var out: [Int] = []
        for part in trimmed.split(separator: ",") {
            guard let n = Int(part.trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))) else {
                throw Problem.badRequest("layers must be layer ids such as 0,1 or [0,1], got \"\(text)\"", path: "layers", code: "parameter.layer")
            }
            out.append(n)
        }
        return out
    }

    // MARK: - Stored form

    var json: JSONValue {
        var o: [String: JSONValue] = [
            "layers": .array(layers.map { l in
                var e: [String: JSONValue] = ["id": .integer(Int64(l.id)), "name": .string(l.name), "queryOption": .string(l.option.rawValue), "useGeometry": .bool(l.useGeometry)]
                if let w = l.whereText { e["where"] = .string(w) }
                return .object(e)
            }),
            "syncModel": .string(syncModel.rawValue), "syncDirection": .string(syncDirection.rawValue),
            "transportType": .string(embedded ? "esriTransportTypeEmbedded" : "esriTransportTypeUrl"),
        ]
        if let geometry { o["geometry"] = .string(geometry) }
        if let geometryType { o["geometryType"] = .string(geometryType) }
        if let inSR { o["inSR"] = .integer(Int64(inSR)) }
        if let replicaSR { o["replicaSR"] = .integer(Int64(replicaSR)) }
        if let asOf { o["asOf"] = .string(asOf) }
        return .object(o)
    }

    init(layers: [Layer], geometry: String?, geometryType: String?, inSR: Int32?, replicaSR: Int32?, syncModel: SyncModel, syncDirection: Direction,
         embedded: Bool, asOf: String?) {
        self.layers = layers
        self.geometry = geometry
        self.geometryType = geometryType
        self.inSR = inSR
        self.replicaSR = replicaSR
        self.syncModel = syncModel
        self.syncDirection = syncDirection
        self.embedded = embedded
        self.asOf = asOf
    }

    init(json: JSONValue) throws {
        guard let list = json["layers"].arrayValue else { throw Problem(status: .internalServerError, type: "internal", title: "Internal error", detail: "a replica's definition cannot be read") }
        layers = list.compactMap { l in
            guard let id = l["id"].intValue, let name = l["name"].stringValue else { return nil }
            return Layer(id: Int(id), name: name, option: l["queryOption"].stringValue.flatMap(QueryOption.init(rawValue:)) ?? .all,
                         whereText: l["where"].stringValue, useGeometry: l["useGeometry"].boolValue ?? true)
        }
        geometry = json["geometry"].stringValue
        geometryType = json["geometryType"].stringValue
        inSR = json["inSR"].intValue.map(Int32.init)
        replicaSR = json["replicaSR"].intValue.map(Int32.init)
        syncModel = json["syncModel"].stringValue.flatMap(SyncModel.init(rawValue:)) ?? .none
        syncDirection = json["syncDirection"].stringValue.flatMap(Direction.init(rawValue:)) ?? .bidirectional
        embedded = json["transportType"].stringValue == "esriTransportTypeEmbedded"
        asOf = json["asOf"].stringValue
    }

    // MARK: - What the journal reads

    /// The replica's layers as the journal reads them: each layer's condition (its `where` and,
    /// unless its query says otherwise, the replica's geometry), in the replica's spatial reference.
    /// A layer no longer in the service is a 409: the replica cannot be read as it was made.
    func queries(_ all: [GeoServicesLayer]) throws -> [(GeoServicesLayer, ReplicaLayerQuery)] {
        var spatial: FeatureFilter?
        if let geometry, case .success(let parsed) = EsriQueryGeometry.parse(geometry, geometryType: geometryType) {
            spatial = EsriSpatialFilter.condition(parsed, relation: .intersects, srid: inSR)
        }
        return try layers.map { entry in
            guard let layer = all.first(where: { $0.name == entry.name }) else {
                throw Problem(status: .conflict, type: "conflict", title: "Conflict", detail: "layer \"\(entry.name)\" of the replica is no longer in the service")
            }
            var query = ReplicaLayerQuery(layer: entry.name, output: replicaSR.map { .epsg($0) } ?? .layer)
            switch entry.option {
            case .none: query.features = false
            case .all: break
            case .useFilter:
                let attributes = try entry.whereText.map { try layer.filter(where: $0) }
                query.filter = FeatureFilter.both(attributes, entry.useGeometry ? spatial : nil)
            }
            return (layer, query)
        }
    }
}
