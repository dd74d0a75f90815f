import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// A layer's `query`: a page of features (kept for a while, the next read ahead), OBJECTIDs, a
/// count, an extent or statistics, now or at a past moment, filtered by `where`, `objectIds` and
/// `geometry`/`spatialRel` (one ``FeatureFilter``).
struct GeoServicesQueryRoutes: GeoServicesResource {
    let journal: Journal
    var pages = GeoServicesPageCache()

    func add(to group: RouterGroup<GeoJournalContext>) {
        for method in [HTTPRequest.Method.get, .post] {
            group.on("services/:ws/FeatureServer/:layer/query", method: method, use: query)
        }
    }

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
        if let text = p["where"] { q.filter = try layer.filter(where: text) }
        q.objectIds = try p.integers("objectIds")
        if let text = p["geometry"] {
            let parsed: EsriQueryGeometry
            switch EsriQueryGeometry.parse(text, geometryType: p["geometryType"]) {
            case .success(let g): parsed = g
            case .failure(let problems): throw Problem(status: .badRequest, type: "bad-request", title: "Bad request", detail: "geometry cannot be read", violations: problems.violations)
            }
            let shapeSRID = try await srid(p, "inSR") ?? parsed.srid
            let relation: SpatialRelation
            switch EsriSpatialFilter.relation(p["spatialRel"]) {
            case .success(let r): relation = r
            case .failure(let v): throw Problem.badRequest(v.message, path: v.path, code: v.code)
            }
            q.filter = FeatureFilter.both(q.filter, EsriSpatialFilter.condition(parsed, relation: relation, srid: shapeSRID))
        }
        if let ms = p["historicMoment"] {
            guard let n = Double(ms), n.isFinite else {
                throw Problem.badRequest("historicMoment must be epoch milliseconds, got \"\(ms)\"", path: "historicMoment", code: "parameter.type")
            }
            q.moment = .time(Date(timeIntervalSince1970: n / 1000))
        }
        let outSRID = try await srid(p, "outSR")
        let transformable = try await journal.spatialReferences.knowsSRID(layer.definition.srid)
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
            let result = try await journal.reads.queryFeatures(workspace: ws, q)
            return JSONBody.response(.object(["objectIdFieldName": .string(GeoServicesLayer.objectIdField), "objectIds": .array(result.objectIds.map(JSONValue.integer))]))
        }
        if extentOnly {
            q.answer = .extent
            let result = try await journal.reads.queryFeatures(workspace: ws, q)
            if format == .geojson {
                let bbox: JSONValue = result.extent.map { .array([.double($0.minX), .double($0.minY), .double($0.maxX), .double($0.maxY)]) } ?? .null
                return JSONBody.response(bytes: Array(#"{"type":"FeatureCollection","bbox":"#.utf8) + bbox.jsonBytes() + Array(#","features":[]}"#.utf8),
                                         contentType: "application/geo+json")
            }
            return JSONBody.response(.object(["count": .integer(Int64(result.count)), "extent": GeoServicesDocuments.extent(result.extent, srid: srid)]))
        }
        if try p.bool("returnCountOnly") {
            q.answer = .count
            let result = try await journal.reads.queryFeatures(workspace: ws, q)
            return JSONBody.response(.object(["count": .integer(Int64(result.count))]))
        }
        let schemaPosition = try await journal.workspaces.layerSet(workspace: ws).schemaPosition
        let key = GeoServicesPageKey(workspace: ws, layer: layer.id, schemaPosition: schemaPosition, parameters: p.canonical)
        let head = try await journal.workspaces.list(only: [ws]).first?.headPosition
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
        let result = try await journal.reads.queryFeatures(workspace: ws, q)
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
        let columns = layer.filterFields
        func column(_ name: String, _ path: String) throws -> (String, FilterField) {
            guard let found = columns.first(where: { $0.key.lowercased() == name.lowercased() }) else {
                throw Problem.badRequest("\(path) names \"\(name)\", which is not a field of layer \"\(layer.name)\"", path: path, code: "parameter.field")
            }
            return (found.key, found.value)
        }
        var fields: [JSONValue] = []
        for name in (p["groupByFieldsForStatistics"] ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            let (real, c) = try column(name, "groupByFieldsForStatistics")
            q.groupBy.append(FeatureQuery.Group(name: real, field: c))
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
            q.statistics.append(FeatureQuery.Statistic(function: function, field: c, name: name))
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
        let result = try await journal.reads.queryFeatures(workspace: ws, q)
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

    private func orderBy(_ text: String, _ layer: GeoServicesLayer) throws -> [FeatureQuery.Order] {
        let columns = layer.filterFields
        var out: [FeatureQuery.Order] = []
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
            out.append(FeatureQuery.Order(column, descending: direction == "DESC"))
        }
        return out
    }
}

/// The GeoServices face's pages (see ``PageCache``).
typealias GeoServicesPageCache = PageCache<GeoServicesPageKey, GeoServicesPage>
