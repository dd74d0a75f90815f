import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// OGC API – Features at `/ogc/{ws}`: Part 1 core with GeoJSON and OpenAPI 3.0, Part 2 CRS by
/// reference, Part 3 filtering with CQL2 (``OGCFilter``: `filter`, `filter-lang`, `filter-crs`,
/// `queryables`) and `sortby`, Part 5 schemas, and the Versioned Features proposal for transaction time (`datetime=` selects the
/// versions valid at an instant, `items/{id}/versions` is the Time Map). Writes (Part 4) are in
/// ``OGCTransactionRoutes``.
///
/// ```
/// GET /ogc/demo/collections/Poles/items?bbox=7,50,8,51&limit=100
/// GET /ogc/demo/collections/Poles/items?filter=HEIGHT>10 AND NAME LIKE 'pole 1%'&sortby=-HEIGHT
/// GET /ogc/demo/collections/Poles/items/{id}?datetime=2026-11-22T10:00:00Z   → 200 + Memento-Datetime, or 410
/// ```
struct OGCRoutes {
    let journal: Journal
    let metrics: ServiceMetrics
    var pages = OGCPageCache()

    static let defaultLimit = 100

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get(":ws", use: landingPage)
        group.get(":ws/conformance", use: conformance)
        group.get(":ws/collections", use: listCollections)
        group.get(":ws/collections/:layer", use: getCollection)
        group.get(":ws/collections/:layer/schema", use: getSchema)
        group.get(":ws/collections/:layer/queryables", use: getQueryables)
        group.get(":ws/collections/:layer/items", use: getItems)
        group.get(":ws/collections/:layer/items/:id", use: getItem)
        group.get(":ws/collections/:layer/items/:id/versions", use: getVersions)
    }

    func landingPage(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        try OGCQuery.check(request, allowed: [])
        guard let info = try await journal.workspaces.list(only: [ws]).first else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        return JSONBody.response(OGCDocuments.landing(OGCAddress(request: request, workspace: ws), title: info.title))
    }

    func conformance(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        try OGCQuery.check(request, allowed: [])
        guard try await journal.workspaces.list(only: [ws]).first != nil else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        return JSONBody.response(.object(["conformsTo": .array(OGCDocuments.conformance.map(JSONValue.string))]))
    }

    func listCollections(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        try OGCQuery.check(request, allowed: [])
        let address = OGCAddress(request: request, workspace: ws)
        let layers = try await journal.workspaces.layerSet(workspace: ws).layers.values.sorted { $0.name < $1.name }
        var collections: [JSONValue] = []
        for definition in layers {
            collections.append(try await collection(address, definition))
        }
        return JSONBody.response(.object([
            "collections": .array(collections),
            "links": [OGCLink(href: address.collections, rel: "self", type: OGCMedia.json).json],
        ]))
    }

    func getCollection(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try OGCQuery.check(request, allowed: [])
        return JSONBody.response(try await collection(OGCAddress(request: request, workspace: ws), definition))
    }

    func getSchema(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try OGCQuery.check(request, allowed: [])
        return JSONBody.response(bytes: OGCDocuments.schema(OGCAddress(request: request, workspace: ws), definition: definition).jsonBytes(),
                                 contentType: OGCMedia.schema)
    }

    func getQueryables(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try OGCQuery.check(request, allowed: [])
        // application/schema+json, unless the client asks for JSON and not for it (GDAL up to 3.6
        // refuses any other type for the queryables).
        let accept = request.headers[.accept]?.lowercased() ?? ""
        let type = accept.contains("application/json") && !accept.contains("schema+json") ? OGCMedia.json : OGCMedia.schema
        return JSONBody.response(bytes: OGCFilter.queryables(OGCAddress(request: request, workspace: ws), definition: definition).jsonBytes(),
                                 contentType: type)
    }

    func getItems(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition, schemaPosition) = try await layerAndSchema(context)
        try OGCQuery.check(request, allowed: ["limit", "bbox", "bbox-crs", "crs", "datetime", "cursor", "filter", "filter-lang", "filter-crs", "sortby"])
        let transformable = try await journal.spatialReferences.knowsSRID(definition.srid)
        let query = try OGCItemsQuery(request, definition: definition, transformable: transformable, defaultLimit: Self.defaultLimit)
        let address = OGCAddress(request: request, workspace: ws)
        let key = OGCPageKey(workspace: ws, layer: definition.name, schemaPosition: schemaPosition, origin: address.origin, sent: query.sent)
        let page: OGCItemsPage
        if let kept = try await keptPage(key) {
            page = kept
            PositionWitness.observe(kept.position)
            metrics.recordItemsPage(kept: true)
        } else {
            metrics.recordItemsPage(kept: false)
            page = try await items(query, definition: definition, address: address)
            pages.keep(page, for: key)
        }
        if let next = page.next, query.cursor != nil || query.limit >= OGCPageCache.bulkLimit {
            let following = query.following(next)
            let nextKey = OGCPageKey(workspace: ws, layer: definition.name, schemaPosition: schemaPosition, origin: address.origin, sent: following.sent)
            pages.readAhead(nextKey, in: journal.background) { [self] in try? await items(following, definition: definition, address: address) }
        }
        return Response(status: .ok, headers: [.contentType: OGCMedia.geoJSON, .contentCrs: page.contentCRS], body: .init(byteBuffer: page.body))
    }

    func getItem(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try OGCQuery.check(request, allowed: ["crs", "datetime"])
        let id = try context.uuidParameter("id")
        let transformable = try await journal.spatialReferences.knowsSRID(definition.srid)
        let outputSRID = try OGCQuery.crs(request, "crs", layer: definition, transformable: transformable)
        let address = OGCAddress(request: request, workspace: ws)
        let memento = OGCMemento(address: address, layer: definition.name, id: id, requestURI: address.origin + request.uri.string)
        guard let timeline = try await journal.reads.featureTimeline(workspace: ws, layer: definition.name, id: id, moment: try OGCQuery.instant(request), output: .epsg(outputSRID)) else {
            throw Problem.notFound("feature \(id.lowercased) has never been in layer \"\(definition.name)\"")
        }
        guard let selected = timeline.selected else {
            return try memento.gone(timeline, request: request, context: context)
        }
        var headers = memento.headers(selected, timeline: timeline)
        headers[.contentCrs] = "<\(OGCCRS.uri(srid: outputSRID))>"
        let text = OGCFeatureWriter(definition: definition).feature(selected, links: memento.links(selected, timeline: timeline))
        return JSONBody.response(text: text, contentType: OGCMedia.geoJSON, headers: headers)
    }

    func getVersions(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("layer")
        try OGCQuery.check(request, allowed: [])
        let id = try context.uuidParameter("id")
        guard let timeline = try await journal.reads.featureTimeline(workspace: ws, layer: name, id: id, moment: .head, output: .layer) else {
            throw Problem.notFound("feature \(id.lowercased) has never been in layer \"\(name)\"")
        }
        let address = OGCAddress(request: request, workspace: ws)
        let memento = OGCMemento(address: address, layer: name, id: id, requestURI: address.versions(name, id))
        return JSONBody.response(memento.timeMap(timeline))
    }

    /// The workspace and the layer of the path, for a viewer; 404 for a layer that is not defined now.
    private func layer(_ context: GeoJournalContext) async throws -> (String, LayerDefinition) {
        let (ws, definition, _) = try await layerAndSchema(context)
        return (ws, definition)
    }

    /// ``layer(_:)`` and the schema position its definition is current at.
    private func layerAndSchema(_ context: GeoJournalContext) async throws -> (String, LayerDefinition, Int64) {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("layer")
        let set = try await journal.workspaces.layerSet(workspace: ws)
        guard let definition = set.layers[name] else {
            throw Problem.notFound("there is no collection \"\(name)\" in workspace \"\(ws)\"")
        }
        return (ws, definition, set.schemaPosition)
    }

    /// The page kept for `key` if it still is what a read now would give: while the workspace's
    /// head is where it was when the page was read (see ``OGCPageCache``).
    private func keptPage(_ key: OGCPageKey) async throws -> OGCItemsPage? {
        guard let kept = await pages.page(key) else { return nil }
        let head = try await journal.workspaces.list(only: [key.workspace]).first?.headPosition
        return head == kept.head ? kept : nil
    }

    /// Reads and writes one `items` page: a FeatureCollection with its links, written from the
    /// stored GeoJSON text without parsing it.
    private func items(_ query: OGCItemsQuery, definition: LayerDefinition, address: OGCAddress) async throws -> OGCItemsPage {
        let page = try await journal.reads.versionedFeatures(
            workspace: address.key, layer: definition.name, moment: query.moment, condition: query.condition, order: query.order, limit: query.limit,
            cursor: query.cursor, output: .epsg(query.outputSRID), countMatched: query.cursor == nil)
        let linkQuery = query.linkQuery
        var links = [
            OGCLink(href: address.items(definition.name, query: linkQuery + (query.cursor.map { [("cursor", $0)] } ?? [])), rel: "self", type: OGCMedia.geoJSON),
            OGCLink(href: address.collection(definition.name), rel: "collection", type: OGCMedia.json),
        ]
        if let next = page.next {
            links.append(OGCLink(href: address.items(definition.name, query: linkQuery + [("cursor", next)]), rel: "next", type: OGCMedia.geoJSON, title: "Next page"))
        }
        let writer = OGCFeatureWriter(definition: definition)
        var out: [UInt8] = []
        out.reserveCapacity(page.features.count * 256 + 512)
        out += Array("{\"type\":\"FeatureCollection\",\"numberReturned\":\(page.features.count),".utf8)
        if let matched = page.matched { out += Array("\"numberMatched\":\(matched),".utf8) }
        out += Array("\"timeStamp\":\"\(RFC3339.string(micros: Int64(Date().timeIntervalSince1970 * 1_000_000)))\",\"position\":\(page.position),\"links\":".utf8)
        JSONValue.array(links.map(\.json)).write(into: &out)
        out += Array(",\"features\":[".utf8)
        for (k, row) in page.features.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            writer.write(row, into: &out)
        }
        out += Array("]}".utf8)
        return OGCItemsPage(body: ByteBuffer(bytes: out), contentCRS: "<\(OGCCRS.uri(srid: query.outputSRID))>",
                            position: page.position, head: page.head, next: page.next)
    }

    private func collection(_ address: OGCAddress, _ definition: LayerDefinition) async throws -> JSONValue {
        let transformable = try await journal.spatialReferences.knowsSRID(definition.srid)
        let extent = try await journal.extents.layerExtent(workspace: address.key, layer: definition.name, output: transformable ? .epsg(4326) : .layer)
        return OGCDocuments.collection(address, definition: definition, extent: extent, transformable: transformable)
    }
}

/// The query parameters of the OGC face: only those a resource defines are accepted (Part 1
/// asks for a 400 on any other), `f` may ask for JSON.
enum OGCQuery {
    static func check(_ request: Request, allowed: Set<String>) throws {
        for (name, value) in request.uri.queryParameters {
            let key = String(name)
            if key == "f" {
                guard ["json", "geojson", "application/json", "application/geo+json"].contains(String(value).lowercased()) else {
                    throw Problem.badRequest("f must be json or geojson (the only encodings served)", path: "f", code: "query.f")
                }
                continue
            }
            // Every resource of a workspace is read in a version when one is named (VersionMiddleware).
            if key == "version" { continue }
            guard allowed.contains(key) else {
                throw Problem.badRequest("unknown query parameter \"\(key)\"" + (allowed.isEmpty ? "" : "; this resource takes \(allowed.sorted().joined(separator: ", "))"),
                                         path: key, code: "query.unknown")
            }
        }
    }

    /// The EPSG code a `crs`/`bbox-crs` parameter (or `Content-Crs` header) names, which must be one
    /// the layer is served in; CRS84 when absent and PostGIS can transform the layer's CRS.
    static func crs(_ request: Request, _ name: String, layer: LayerDefinition, transformable: Bool) throws -> Int32 {
        let supported = OGCCRS.supported(layerSRID: layer.srid, transformable: transformable)
        guard let text = request.query(name) else { return transformable ? 4326 : layer.srid }
        guard let srid = OGCCRS.srid(text), supported.contains(OGCCRS.uri(srid: srid)) else {
            throw Problem.badRequest("\(name) must be one of \(supported.joined(separator: ", "))", path: name, code: "query.crs")
        }
        return srid
    }

    /// `datetime=<instant>` as the moment to read (transaction time); absent: now. Intervals are
    /// refused: this face answers snapshots.
    static func instant(_ request: Request) throws -> ReadMoment {
        guard let text = request.query("datetime") else { return .head }
        guard !text.contains("/"), let date = ReadMoment.parseTime(text) else {
            throw Problem.badRequest("datetime must be an RFC 3339 instant such as 2026-11-22T10:00:00Z (intervals are not supported)",
                                     path: "datetime", code: "query.datetime")
        }
        return .time(date)
    }
}
