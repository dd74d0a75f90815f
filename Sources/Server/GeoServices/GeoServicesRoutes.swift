import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// The GeoServices REST face at `/arcgis/rest`: one FeatureServer per workspace, one layer id per
/// layer (in the order the layers were first defined), `query` over the current features or any
/// past moment (`historicMoment`), and `applyEdits` as journaled operations. Every endpoint takes
/// its parameters from the query string or a form body, GET or POST (``GeoServicesParameters``).
///
/// ```
/// GET  /arcgis/rest/services/demo/FeatureServer/0/query?where=N%3E5&outFields=*&f=json
/// POST /arcgis/rest/services/demo/FeatureServer/0/applyEdits   adds=[{"geometry":{"x":1,"y":2},"attributes":{"N":1}}]
/// ```
struct GeoServicesRoutes {
    let journal: Journal
    let tokens: TokenStore
    var pages = GeoServicesPageCache()
    /// Which services anyone may read without a token (`info` and the service document say so).
    var access: WorkspaceAccess? = nil

    func add(open: RouterGroup<GeoJournalContext>, authenticated group: RouterGroup<GeoJournalContext>) {
        addUtilityNetwork(to: group)
        for method in [HTTPRequest.Method.get, .post] {
            open.on("rest/info", method: method, use: info)
            // A client that logs in with a user name and a password (ArcGIS Pro, QGIS's Esri
            // token with credentials) gets its token back: the password is a GeoJournal token.
            open.on("tokens/generateToken", method: method, use: generateToken)
            open.on("sharing/rest/generateToken", method: method, use: generateToken)
            // Anything else under /arcgis answers in Esri's envelope too.
            open.on("**", method: method, use: unknownResource)
            group.on("services", method: method, use: listServices)
            group.on("services/:ws/FeatureServer", method: method, use: featureServer)
            group.on("services/:ws/FeatureServer/layers", method: method, use: listLayers)
            group.on("services/:ws/FeatureServer/extractChanges", method: method, use: extractChanges)
            // Contingent values in Esri's JSON (EsriContingentValues.swift): per layer, and for
            // the layers of the service in one answer (`layers=[0,2]`, or all).
            group.on("services/:ws/FeatureServer/queryContingentValues", method: method, use: queryContingentValues)
            group.on("services/:ws/FeatureServer/:layer/contingentValues", method: method, use: contingentValues)
            group.on("services/:ws/FeatureServer/:layer/fieldGroups", method: method, use: fieldGroups)
            group.on("services/:ws/FeatureServer/:layer", method: method, use: layerInfo)
            group.on("services/:ws/FeatureServer/:layer/query", method: method, use: query)
        }
        group.post("services/:ws/FeatureServer/:layer/applyEdits", use: applyLayerEdits)
        group.post("services/:ws/FeatureServer/:layer/addFeatures", use: addFeatures)
        group.post("services/:ws/FeatureServer/:layer/updateFeatures", use: updateFeatures)
        group.post("services/:ws/FeatureServer/:layer/deleteFeatures", use: deleteFeatures)
        group.post("services/:ws/FeatureServer/applyEdits", use: applyServiceEdits)
    }

    // MARK: handlers

    func info(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let open = try await access?.publicWorkspaces().map(\.id) ?? []
        return JSONBody.response(GeoServicesDocuments.info(tokenServicesURL: origin(request) + "/arcgis/tokens/generateToken", publicServices: open))
    }

    func generateToken(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        guard let password = p["password"], let principal = try await tokens.authenticate(password) else {
            throw Problem(status: .badRequest, type: "bad-request", title: "Bad request", detail: "Unable to generate token: the password must be a GeoJournal token",
                          violations: [Violation(path: "password", code: "token.invalid", message: "Invalid username or password.")])
        }
        let expires = Int64(Date().timeIntervalSince1970 * 1000) + 24 * 3_600_000
        return JSONBody.response(.object(["token": .string(password), "expires": .integer(expires), "ssl": false,
                                          "user": .string(principal.actor)]))
    }

    func unknownResource(_ request: Request, context: GeoJournalContext) async throws -> Response {
        throw Problem.notFound("GeoJournal's GeoServices face has no resource \(request.uri.path) (it serves FeatureServer layers, query, applyEdits and extractChanges)")
    }

    func listServices(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let principal = try context.require(.viewer)
        let services = try await journal.workspaces().filter { principal.may(reach: $0.id) }
        return JSONBody.response(.object([
            "currentVersion": .double(GeoServicesDocuments.currentVersion), "folders": [],
            "services": .array(services.map { .object(["name": .string($0.id), "type": "FeatureServer"]) }),
        ]))
    }

    func featureServer(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let (ws, layers) = try await service(context)
        guard let info = try await journal.workspaces(only: [ws]).first else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        let (extent, srid) = try await serviceExtent(ws, layers)
        let auth = GeoServicesDocuments.authInfo(tokenServicesURL: origin(request) + "/arcgis/tokens/generateToken", isPublic: try await access?.isPublic(ws) ?? false)
        return JSONBody.response(GeoServicesDocuments.service(title: info.title, layers: layers, extent: extent, srid: srid, head: info.headPosition, auth: auth))
    }

    /// The service's full extent: the union of the extents of the layers in the first layer's
    /// spatial reference (4326 when there is no layer), and that reference.
    private func serviceExtent(_ ws: String, _ layers: [GeoServicesLayer]) async throws -> (BoundingBox?, Int32) {
        var extent: BoundingBox?
        let srid = layers.first?.definition.srid ?? 4326
        for layer in layers where layer.definition.srid == srid {
            if let box = try await journal.layerExtent(workspace: ws, layer: layer.name, output: .layer).bbox {
                extent = extent.map { BoundingBox(minX: min($0.minX, box.minX), minY: min($0.minY, box.minY), maxX: max($0.maxX, box.maxX), maxY: max($0.maxY, box.maxY)) } ?? box
            }
        }
        return (extent, srid)
    }

    func listLayers(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let (ws, layers) = try await service(context)
        var documents: [JSONValue] = []
        for layer in layers { documents.append(try await layerDocument(ws, layer)) }
        return JSONBody.response(.object(["layers": .array(documents), "tables": []]))
    }

    func queryContingentValues(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        let (_, layers) = try await service(context)
        let wanted = try p.integers("layers").map(Set.init)
        return JSONBody.response(.object(["layers": .array(layers.filter { wanted?.contains(Int64($0.id)) ?? !$0.definition.fieldGroups.isEmpty }.map { layer in
            var o = layer.contingentValuesJSON.objectValue ?? [:]
            o["id"] = .integer(Int64(layer.id))
            o["name"] = .string(layer.name)
            return .object(o)
        })]))
    }

    func contingentValues(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        return JSONBody.response(try await self.layer(context).1.contingentValuesJSON)
    }

    func fieldGroups(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        return JSONBody.response(try await self.layer(context).1.fieldGroupsJSON)
    }

    func layerInfo(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let (ws, layer) = try await self.layer(context)
        return JSONBody.response(try await layerDocument(ws, layer))
    }

    func applyLayerEdits(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(context, endpoint: "applyEdits")
    }

    func addFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(context, endpoint: "addFeatures")
    }

    func updateFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(context, endpoint: "updateFeatures")
    }

    func deleteFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(context, endpoint: "deleteFeatures")
    }

    /// The edits of one layer: `applyEdits` (adds, updates, deletes) or one of `addFeatures`,
    /// `updateFeatures`, `deleteFeatures` (which answers with its one kind of results).
    private func editLayer(_ context: GeoJournalContext, endpoint: String) async throws -> Response {
        let (ws, layer) = try await self.layer(context)
        let principal = try context.require(.editor, workspace: ws)
        let p = try parameters(context)
        _ = try p.format()
        var input = GeoServicesEdits.LayerInput(layer: layer)
        if endpoint == "applyEdits" || endpoint == "addFeatures" { input.adds = try features(p, endpoint == "addFeatures" ? "features" : "adds") }
        if endpoint == "applyEdits" || endpoint == "updateFeatures" { input.updates = try features(p, endpoint == "updateFeatures" ? "features" : "updates") }
        if endpoint == "applyEdits" || endpoint == "deleteFeatures" {
            input.deletes = try deletes(p)
            if endpoint == "deleteFeatures", input.deletes.isEmpty, let text = p["where"] {
                // deleteFeatures by where: the OBJECTIDs it matches now.
                var q = FeatureQuery(layer: layer.name)
                q.predicate = try compileWhere(text, layer)
                q.answer = .objectIds
                input.deletes = try await journal.queryFeatures(workspace: ws, q).objectIds.map(String.init)
            }
        }
        let options = try editOptions(p)
        let answer = try await GeoServicesEdits(journal: journal, workspace: ws, actor: principal.actor).apply([input], options)
        if endpoint == "applyEdits" { return JSONBody.response(answer.json(serviceLevel: false)) }
        let key = endpoint == "addFeatures" ? "addResults" : endpoint == "updateFeatures" ? "updateResults" : "deleteResults"
        return JSONBody.response(.object([key: answer.json(serviceLevel: false)[key]]))
    }

    func applyServiceEdits(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, layers) = try await service(context)
        let principal = try context.require(.editor, workspace: ws)
        let p = try parameters(context)
        _ = try p.format()
        let inputs = try GeoServicesEdits.LayerInput.parse(edits: try p.json("edits"), layers: layers)
        let answer = try await GeoServicesEdits(journal: journal, workspace: ws, actor: principal.actor).apply(inputs, try editOptions(p))
        return JSONBody.response(answer.json(serviceLevel: true))
    }

    func parameters(_ context: GeoJournalContext) throws -> GeoServicesParameters {
        guard let p = context.geoServices else { throw Problem(status: .internalServerError, type: "internal", title: "Internal error", detail: "parameters were not read") }
        return p
    }

    /// `http://host:port` as the client reached the service (through a proxy too; see ``OGCAddress``).
    private func origin(_ request: Request) -> String { OGCAddress(request: request, workspace: "").origin }

    /// The workspace of the path (for a viewer) and its layers in service order.
    func service(_ context: GeoJournalContext) async throws -> (String, [GeoServicesLayer]) {
        let ws = try context.workspace(.viewer)
        let set = try await journal.layerSet(workspace: ws)
        let order = try await journal.layerOrder(workspace: ws)
        if order.isEmpty, try await journal.workspaces(only: [ws]).isEmpty { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        let layers = order.enumerated().compactMap { k, name in set.layers[name].map { GeoServicesLayer(id: k, definition: $0) } }
        return (ws, layers)
    }

    private func layer(_ context: GeoJournalContext) async throws -> (String, GeoServicesLayer) {
        let (ws, layers) = try await service(context)
        let text = try context.parameter("layer")
        guard let id = Int(text), let layer = layers.first(where: { $0.id == id }) else {
            throw Problem.notFound("there is no layer \(text) in the FeatureServer of workspace \"\(ws)\"")
        }
        return (ws, layer)
    }

    private func layerDocument(_ ws: String, _ layer: GeoServicesLayer) async throws -> JSONValue {
        let extent = try await journal.layerExtent(workspace: ws, layer: layer.name, output: .layer).bbox
        return GeoServicesDocuments.layer(layer, extent: extent, hasContingentValues: !layer.definition.fieldGroups.isEmpty)
    }

    private func compileWhere(_ text: String, _ layer: GeoServicesLayer) throws -> CompiledWhere {
        switch EsriWhere.compile(text, columns: layer.whereColumns, firstBind: FeatureQuery.firstPredicateBind) {
        case .success(let compiled): return compiled
        case .failure(let v): throw Problem.badRequest(v.message, path: "where", code: v.code)
        }
    }

    /// A spatial reference parameter (`4326`, `102100`, `{"wkid": 3857}`); nil when absent or empty.
    func srid(_ p: GeoServicesParameters, _ name: String) async throws -> Int32? {
        guard let text = p[name] else { return nil }
        let value: JSONValue = Int64(text.trimmingCharacters(in: .whitespaces)).map(JSONValue.integer) ?? ((try? JSONValue.parse(Array(text.utf8))) ?? .string(text))
        guard let srid = EsriGeometry.spatialReference(value) else {
            throw Problem.badRequest("\(name) must be a well-known id such as 4326 or {\"wkid\": 3857}", path: name, code: "parameter.sr")
        }
        guard try await journal.knowsSRID(srid) else {
            throw Problem.badRequest("\(name) names EPSG:\(srid), which this service cannot transform to", path: name, code: "parameter.sr")
        }
        return srid
    }

    private func features(_ p: GeoServicesParameters, _ name: String) throws -> [JSONValue] {
        guard let value = try p.json(name) else { return [] }
        guard case .array(let list) = value else { throw Problem.badRequest("\(name) must be a JSON array of features", path: name, code: "parameter.type") }
        return list
    }

    /// `deletes`: OBJECTIDs (or GlobalIDs) separated by commas, or as a JSON array.
    private func deletes(_ p: GeoServicesParameters) throws -> [String] {
        guard let text = p["deletes"] ?? p["objectIds"] else { return [] }
        if let json = try? JSONValue.parse(Array(text.utf8)), case .array(let list) = json {
            return list.map { $0.stringValue ?? $0.intValue.map(String.init) ?? "" }
        }
        return text.split(separator: ",").map(String.init)
    }

    private func editOptions(_ p: GeoServicesParameters) throws -> GeoServicesEdits.Options {
        var options = GeoServicesEdits.Options()
        options.rollbackOnFailure = try p.bool("rollbackOnFailure", default: true)
        options.useGlobalIds = try p.bool("useGlobalIds")
        options.returnEditMoment = try p.bool("returnEditMoment")
        if let text = p["sessionID"] {
            guard let id = UUID(uuidString: text.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))) else {
                throw Problem.badRequest("sessionID must be the id of a GeoJournal editing session", path: "sessionID", code: "parameter.session")
            }
            options.sessionId = id
        }
        return options
    }

    // MARK: query

    /// A `query` request read: the selection, the format and the output spatial reference.
    private struct ParsedQuery {
        var q: FeatureQuery
        var format: GeoServicesParameters.Format
        var srid: Int32
        var extentOnly: Bool
    }

    private func parse(_ layer: GeoServicesLayer, _ p: GeoServicesParameters) async throws -> ParsedQuery {
        let format = try p.format(allowingGeoJSON: true)
        var q = FeatureQuery(layer: layer.name)
        if let text = p["where"] { q.predicate = try compileWhere(text, layer) }
        q.objectIds = try p.integers("objectIds")
        if let text = p["geometry"] {
            let parsed: EsriQueryGeometry
            switch EsriQueryGeometry.parse(text, geometryType: p["geometryType"]) {
            case .success(let g): parsed = g
            case .failure(let problems): throw Problem(status: .badRequest, type: "bad-request", title: "Bad request", detail: "geometry cannot be read", violations: problems.violations)
            }
            switch parsed.shape {
            case .envelope(let box): q.shape = .box(box)
            case .geometry(let g): q.shape = .geometry(g)
            }
            q.shapeSRID = try await srid(p, "inSR") ?? parsed.srid
            switch p["spatialRel"]?.lowercased() {
            case nil, "esrispatialrelintersects": q.relation = .intersects
            case "esrispatialrelenvelopeintersects", "esrispatialrelindexintersects": q.relation = .envelopeIntersects
            case "esrispatialrelcontains": q.relation = .contains
            case "esrispatialrelwithin": q.relation = .within
            case let other?:
                throw Problem.badRequest("spatialRel \(other) is not supported; use esriSpatialRelIntersects, esriSpatialRelEnvelopeIntersects, esriSpatialRelContains or esriSpatialRelWithin",
                                         path: "spatialRel", code: "parameter.spatialRel")
            }
        }
        if let ms = p["historicMoment"] {
            guard let n = Double(ms), n.isFinite else {
                throw Problem.badRequest("historicMoment must be epoch milliseconds, got \"\(ms)\"", path: "historicMoment", code: "parameter.type")
            }
            q.moment = .time(Date(timeIntervalSince1970: n / 1000))
        }
        let outSRID = try await srid(p, "outSR")
        let transformable = try await journal.knowsSRID(layer.definition.srid)
        // GeoJSON is longitude/latitude unless another spatial reference is asked for; an
        // extent is in the layer's own (what GDAL compares with the layer it read as Esri JSON).
        let extentOnly = try p.bool("returnExtentOnly")
        let srid = outSRID ?? (format == .geojson && transformable && !extentOnly ? 4326 : layer.definition.srid)
        q.output = .epsg(srid)
        if try p.bool("returnDistinctValues") {
            throw Problem.badRequest("returnDistinctValues is not supported (supportsDistinct is false); use outStatistics with groupByFieldsForStatistics",
                                     path: "returnDistinctValues", code: "parameter.unsupported")
        }
        return ParsedQuery(q: q, format: format, srid: srid, extentOnly: extentOnly)
    }

    /// Answers `query`: statistics, ids, an extent or a count, or a page of features (kept for a
    /// while, and the next page read ahead for a client paging through: ``PageCache``).
    func query(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, layer) = try await self.layer(context)
        let p = try parameters(context)
        let parsed = try await parse(layer, p)
        var q = parsed.q
        let format = parsed.format, srid = parsed.srid, extentOnly = parsed.extentOnly
        if let value = try p.json("outStatistics") {
            return try await statistics(ws, layer, q, value, p)
        }
        if try p.bool("returnIdsOnly") {
            q.answer = .objectIds
            let result = try await journal.queryFeatures(workspace: ws, q)
            return JSONBody.response(.object(["objectIdFieldName": .string(GeoServicesLayer.objectIdField), "objectIds": .array(result.objectIds.map(JSONValue.integer))]))
        }
        if extentOnly {
            q.answer = .extent
            let result = try await journal.queryFeatures(workspace: ws, q)
            if format == .geojson {
                let bbox: JSONValue = result.extent.map { .array([.double($0.minX), .double($0.minY), .double($0.maxX), .double($0.maxY)]) } ?? .null
                return JSONBody.response(bytes: Array(#"{"type":"FeatureCollection","bbox":"#.utf8) + bbox.jsonBytes() + Array(#","features":[]}"#.utf8),
                                         contentType: "application/geo+json")
            }
            return JSONBody.response(.object(["count": .integer(Int64(result.count)), "extent": GeoServicesDocuments.extent(result.extent, srid: srid)]))
        }
        if try p.bool("returnCountOnly") {
            q.answer = .count
            let result = try await journal.queryFeatures(workspace: ws, q)
            return JSONBody.response(.object(["count": .integer(Int64(result.count))]))
        }
        let schemaPosition = try await journal.layerSet(workspace: ws).schemaPosition
        let key = GeoServicesPageKey(workspace: ws, layer: layer.id, schemaPosition: schemaPosition, parameters: p.canonical)
        let head = try await journal.workspaces(only: [ws]).first?.headPosition
        let page: GeoServicesPage
        if let kept = await pages.page(key), kept.head == head {
            page = kept
            PositionWitness.observe(kept.position)
        } else {
            page = try await featuresPage(ws, layer, parsed, p)
            pages.keep(page, for: key)
        }
        let offset = try p.int("resultOffset") ?? 0
        if page.more, offset > 0 || page.count >= GeoServicesPageCache.bulkLimit {
            let following = p.with("resultOffset", String(offset + page.count))
            let nextKey = GeoServicesPageKey(workspace: ws, layer: layer.id, schemaPosition: schemaPosition, parameters: following.canonical)
            pages.readAhead(nextKey, in: journal.background) { [self] in
                guard let next = try? await parse(layer, following) else { return nil }
                return try? await featuresPage(ws, layer, next, following)
            }
        }
        return JSONBody.response(bytes: page.body, contentType: page.contentType)
    }

    /// One page of features, written.
    private func featuresPage(_ ws: String, _ layer: GeoServicesLayer, _ parsed: ParsedQuery, _ p: GeoServicesParameters) async throws -> GeoServicesPage {
        var q = parsed.q
        let format = parsed.format, srid = parsed.srid
        let fields = try layer.outFields(p["outFields"])
        q.returnGeometry = try p.bool("returnGeometry", default: true)
        q.editInfo = GeoServicesLayer.wantsEditInfo(fields)
        q.offset = try p.int("resultOffset") ?? 0
        q.limit = min(try p.int("resultRecordCount", range: 1...Int.max) ?? GeoServicesLayer.maxRecordCount, GeoServicesLayer.maxRecordCount)
        if let text = p["orderByFields"] { q.orderBy = try orderBy(text, layer) }
        let result = try await journal.queryFeatures(workspace: ws, q)
        var out: [UInt8] = []
        out.reserveCapacity(result.rows.count * 200 + 1024)
        let writer = EsriFeatureWriter(layer: layer, fields: fields)
        if format == .geojson {
            out += Array(#"{"type":"FeatureCollection","features":["#.utf8)
            for (k, row) in result.rows.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                try writer.writeGeoJSON(row, into: &out)
            }
            out += Array("]".utf8)
            if result.more { out += Array(#","properties":{"exceededTransferLimit":true}"#.utf8) }
            out += Array("}".utf8)
            return GeoServicesPage(body: out, contentType: "application/geo+json", position: result.position, head: result.head, more: result.more, count: result.rows.count)
        }
        var head: [String: JSONValue] = [
            "objectIdFieldName": .string(GeoServicesLayer.objectIdField),
            "globalIdFieldName": .string(GeoServicesLayer.globalIdField),
            "geometryType": .string(EsriGeometry.typeName(layer.definition.geometryType)),
            "spatialReference": GeoServicesDocuments.spatialReference(srid),
            "hasZ": false, "hasM": false,
            "fields": .array(layer.fieldsJSON.filter { f in fields.map { $0.contains(f["name"].stringValue?.lowercased() ?? "") } ?? true }),
        ]
        if result.more { head["exceededTransferLimit"] = true }
        let headBytes = JSONValue.object(head).jsonBytes()
        out += headBytes.dropLast()
        out += Array(#","features":["#.utf8)
        for (k, row) in result.rows.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            try writer.writeEsri(row, into: &out)
        }
        out += Array("]}".utf8)
        return GeoServicesPage(body: out, contentType: "application/json", position: result.position, head: result.head, more: result.more, count: result.rows.count)
    }

    /// `outStatistics=[{"statisticType","onStatisticField","outStatisticFieldName"}]` with
    /// `groupByFieldsForStatistics`: one feature per group, attributes only.
    private func statistics(_ ws: String, _ layer: GeoServicesLayer, _ base: FeatureQuery, _ value: JSONValue, _ p: GeoServicesParameters) async throws -> Response {
        var q = base
        q.answer = .statistics
        let columns = layer.whereColumns
        func column(_ name: String, _ path: String) throws -> (String, WhereColumn) {
            guard let found = columns.first(where: { $0.key.lowercased() == name.lowercased() }) else {
                throw Problem.badRequest("\(path) names \"\(name)\", which is not a field of layer \"\(layer.name)\"", path: path, code: "parameter.field")
            }
            return (found.key, found.value)
        }
        var fields: [JSONValue] = []
        for name in (p["groupByFieldsForStatistics"] ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            let (real, c) = try column(name, "groupByFieldsForStatistics")
            q.groupBy.append((real, c.sql))
            fields.append(layer.fieldsJSON.first { $0["name"].stringValue == real } ?? .object(["name": .string(real)]))
        }
        guard case .array(let list) = value, !list.isEmpty else {
            throw Problem.badRequest("outStatistics is a JSON array of {statisticType, onStatisticField, outStatisticFieldName}", path: "outStatistics", code: "parameter.type")
        }
        var dates: Set<String> = []
        for (k, entry) in list.enumerated() {
            let path = "outStatistics[\(k)]"
            guard let typeName = entry["statisticType"].stringValue?.lowercased(), let function = FeatureQuery.Statistic.Function(rawValue: typeName) else {
                throw Problem.badRequest("\(path).statisticType must be count, min, max, sum, avg, stddev or var", path: path, code: "parameter.statistic")
            }
            guard let fieldName = entry["onStatisticField"].stringValue else {
                throw Problem.badRequest("\(path).onStatisticField names the field", path: path, code: "parameter.statistic")
            }
            let (real, c) = try column(fieldName, "\(path).onStatisticField")
            if [.sum, .avg, .stddev, .variance].contains(function), ![.integer, .double].contains(c.kind) {
                throw Problem.badRequest("\(path): \(typeName) needs a numeric field, \"\(real)\" is not", path: path, code: "parameter.statistic")
            }
            let name = entry["outStatisticFieldName"].stringValue ?? "\(typeName)_\(real)"
            q.statistics.append(FeatureQuery.Statistic(function: function, sql: c.sql, name: name))
            let type: String
            switch function {
            case .count: type = "esriFieldTypeInteger"
            case .avg, .stddev, .variance, .sum: type = c.kind == .integer && function == .sum ? "esriFieldTypeInteger" : "esriFieldTypeDouble"
            case .min, .max:
                type = layer.fieldsJSON.first { $0["name"].stringValue == real }?["type"].stringValue ?? "esriFieldTypeDouble"
                if c.kind == .date { dates.insert(name) }
            }
            fields.append(.object(["name": .string(name), "type": .string(type), "alias": .string(name)]))
        }
        let result = try await journal.queryFeatures(workspace: ws, q)
        let features: [JSONValue] = result.groups.map { group in
            var attributes = group.objectValue ?? [:]
            // Dates as epoch milliseconds, booleans as 0/1, as in every other answer.
            for (key, v) in attributes {
                if dates.contains(key) || q.groupBy.contains(where: { $0.name == key && layer.definition.field(named: key)?.type == .date }),
                   let text = v.stringValue, let seconds = RFC3339.seconds(text.replacingOccurrences(of: " ", with: "T")) {
                    attributes[key] = .integer(Int64((seconds * 1000).rounded()))
                } else if case .bool(let b) = v {
                    attributes[key] = .integer(b ? 1 : 0)
                }
            }
            return .object(["attributes": .object(attributes)])
        }
        return JSONBody.response(.object(["displayFieldName": "", "fields": .array(fields), "features": .array(features)]))
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
            let changes = try await journal.layerChanges(workspace: ws, layer: layer.name, from: from[layer.id] ?? 0, to: to, output: .layer)
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

    private func orderBy(_ text: String, _ layer: GeoServicesLayer) throws -> [(sql: String, descending: Bool)] {
        let columns = layer.whereColumns
        var out: [(sql: String, descending: Bool)] = []
        for part in text.split(separator: ",") {
            let words = part.split(separator: " ", omittingEmptySubsequences: true)
            guard let name = words.first, words.count <= 2 else {
                throw Problem.badRequest("orderByFields is FIELD [ASC|DESC], separated by commas", path: "orderByFields", code: "parameter.orderBy")
            }
            let key = String(name)
            guard let column = columns[key] ?? columns.first(where: { $0.key.lowercased() == key.lowercased() })?.value else {
                throw Problem.badRequest("orderByFields names \"\(key)\", which is not a field of layer \"\(layer.name)\"", path: "orderByFields", code: "parameter.field")
            }
            let direction = words.count == 2 ? words[1].uppercased() : "ASC"
            guard direction == "ASC" || direction == "DESC" else {
                throw Problem.badRequest("orderByFields direction must be ASC or DESC", path: "orderByFields", code: "parameter.orderBy")
            }
            out.append((column.sql, direction == "DESC"))
        }
        return out
    }
}

/// A written `query` page of features and the head it was read at.
struct GeoServicesPage: KeptPage {
    let body: [UInt8]
    let contentType: String
    /// The position the page shows the layer at.
    let position: Int64
    /// The workspace's head when the page was read.
    let head: Int64
    let more: Bool
    let count: Int
    var byteCount: Int { body.count }
}

/// What decides a `query` page's body, besides the head.
struct GeoServicesPageKey: Hashable, Sendable {
    var workspace: String
    var layer: Int
    var schemaPosition: Int64
    /// The request's parameters in one canonical form (``GeoServicesParameters/canonical``).
    var parameters: String
}

/// The GeoServices face's pages (see ``PageCache``).
typealias GeoServicesPageCache = PageCache<GeoServicesPageKey, GeoServicesPage>
