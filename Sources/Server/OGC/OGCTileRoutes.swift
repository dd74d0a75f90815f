import Crypto
import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal
import NIOCore

/// OGC API – Tiles at `/ogc/{ws}`: Mapbox Vector Tiles of each collection and of the workspace's
/// layers together, in the WebMercatorQuad tile matrix set, now, as of a moment (`datetime=` an
/// instant, or `asOf=` a position or a time) and in a version (`version=`), with the attributes
/// chosen by `properties=`. A tileset's metadata is also TileJSON 3.0 (`?f=tilejson`).
///
/// A tile of a past position never changes: its `ETag` names the layers, the position and the
/// tile, and in a public workspace it says `Cache-Control: public, max-age=31536000, immutable`.
/// A tile of now carries the head it reflects; `If-None-Match` with its tag answers `304` while
/// no edit since touched the tile (``Reads/tileUnchanged(workspace:layers:tile:since:head:scanLimit:)``).
///
/// ```
/// GET /ogc/demo/collections/Poles/tiles/WebMercatorQuad/12/1381/2145?datetime=2026-11-22T10:00:00Z
/// GET /ogc/demo/tiles/WebMercatorQuad/12/1381/2145?version=ana.design1&properties=NAME
/// GET /ogc/demo/collections/Poles/tiles/WebMercatorQuad?f=tilejson
/// ```
struct OGCTileRoutes {
    let journal: Journal
    let access: WorkspaceAccess?

    static let thinnedHeader = HTTPField.Name("GeoJournal-Tile-Thinned")!
    static let immutable = "public, max-age=31536000, immutable"

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get(":ws/tileMatrixSets", use: tileMatrixSets)
        group.get(":ws/tileMatrixSets/:tms", use: tileMatrixSet)
        group.get(":ws/tiles", use: datasetTilesets)
        group.get(":ws/tiles/:tms", use: datasetTileset)
        group.get(":ws/tiles/:tms/:z/:y/:x", use: datasetTile)
        group.get(":ws/collections/:layer/tiles", use: collectionTilesets)
        group.get(":ws/collections/:layer/tiles/:tms", use: collectionTileset)
        group.get(":ws/collections/:layer/tiles/:tms/:z/:y/:x", use: collectionTile)
    }

    func tileMatrixSets(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try await workspace(context)
        try Self.check(request, allowed: [], formats: ["json"])
        return JSONBody.response(OGCTileDocuments.tileMatrixSets(OGCAddress(request: request, workspace: ws)))
    }

    func tileMatrixSet(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try await workspace(context)
        try Self.check(request, allowed: [], formats: ["json"])
        try Self.matrixSet(context)
        return JSONBody.response(OGCTileDocuments.webMercatorQuad)
    }

    func datasetTilesets(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try await workspace(context)
        try Self.check(request, allowed: [], formats: ["json"])
        return JSONBody.response(OGCTileDocuments.tilesets(OGCAddress(request: request, workspace: ws), .dataset))
    }

    func collectionTilesets(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try Self.check(request, allowed: [], formats: ["json"])
        return JSONBody.response(OGCTileDocuments.tilesets(OGCAddress(request: request, workspace: ws), .collection(definition.name)))
    }

    func datasetTileset(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try await workspace(context)
        try Self.check(request, allowed: Self.tileParameters.union(["collections"]), formats: ["json", "tilejson"])
        try Self.matrixSet(context)
        let definitions = try await datasetLayers(request, workspace: ws)
        return try await tileset(request, workspace: ws, scope: .dataset, definitions: definitions)
    }

    func collectionTileset(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try Self.check(request, allowed: Self.tileParameters, formats: ["json", "tilejson"])
        try Self.matrixSet(context)
        try await requireProjectable([definition])
        return try await tileset(request, workspace: ws, scope: .collection(definition.name), definitions: [definition])
    }

    func datasetTile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try await workspace(context)
        try Self.check(request, allowed: Self.tileParameters.union(["collections"]), formats: ["mvt"])
        let tile = try Self.tile(context)
        let definitions = try await datasetLayers(request, workspace: ws)
        return try await answer(request, context: context, workspace: ws, tile: tile, layers: try Self.layers(request, definitions))
    }

    func collectionTile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, definition) = try await layer(context)
        try Self.check(request, allowed: Self.tileParameters, formats: ["mvt"])
        let tile = try Self.tile(context)
        try await requireProjectable([definition])
        return try await answer(request, context: context, workspace: ws, tile: tile, layers: try Self.layers(request, [definition]))
    }

    // MARK: - A tile

    /// The tile of `layers`: `304` when `If-None-Match` names what it still is, `204` when empty,
    /// else the Mapbox Vector Tile.
    private func answer(_ request: Request, context: GeoJournalContext, workspace ws: String, tile: TileAddress, layers: [TileLayer]) async throws -> Response {
        let moment = try Self.moment(request)
        let shared = try await isPublic(ws, context: context)
        let names = layers.map(\.name)
        if let wanted = request.headers[.ifNoneMatch] {
            let resolved = try await journal.reads.tileMoment(workspace: ws, moment: moment)
            let tag = Self.tag(workspace: ws, layers: layers, tile: tile, position: resolved.position)
            if resolved.isPast {
                if AuthMiddleware.matches(wanted, tag) { return Self.notModified(tag, past: true, shared: shared) }
            } else {
                // A tile of now read at an earlier position is still the tile of now while no edit
                // since touched it.
                for sent in Self.tags(in: wanted) {
                    guard let since = Self.position(ofTag: sent), since <= resolved.head,
                          sent == Self.tag(workspace: ws, layers: layers, tile: tile, position: since) else { continue }
                    if try await journal.reads.tileUnchanged(workspace: ws, layers: names, tile: tile, since: since, head: resolved.head) {
                        return Self.notModified(sent, past: false, shared: shared)
                    }
                }
            }
        }
        let made = try await journal.reads.vectorTile(workspace: ws, tile: tile, layers: layers, moment: moment)
        var headers = HTTPFields()
        headers[.eTag] = Self.tag(workspace: ws, layers: layers, tile: tile, position: made.position)
        headers[.cacheControl] = Self.cacheControl(past: made.position < made.head, shared: shared)
        if !made.thinned.isEmpty { headers[Self.thinnedHeader] = made.thinned.joined(separator: ", ") }
        guard made.data.readableBytes > 0 else { return Response(status: .noContent, headers: headers) }
        headers[.contentType] = OGCTileDocuments.mvt
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: made.data))
    }

    static func cacheControl(past: Bool, shared: Bool) -> String {
        shared ? (past ? immutable : "public, no-cache") : "private, no-cache"
    }

    static func notModified(_ tag: String, past: Bool, shared: Bool) -> Response {
        Response(status: .notModified, headers: [.eTag: tag, .cacheControl: cacheControl(past: past, shared: shared)])
    }

    /// `"t<position>-<digest>"`: the digest of the workspace or line, the layers with their
    /// properties, the tile, the feature limit and the position; the position is there in clear
    /// so that a tile of now can be revalidated against the edits since.
    static func tag(workspace: String, layers: [TileLayer], tile: TileAddress, position: Int64) -> String {
        var text = "\(workspace)\n\(tile)\n\(VectorTile.featureLimit)\n\(position)"
        for layer in layers { text += "\n\(layer.name)=\(layer.properties?.joined(separator: ",") ?? "*")" }
        let digest = SHA256.hash(data: Array(text.utf8)).prefix(12).map { String(format: "%02x", $0) }.joined()
        return "\"t\(position)-\(digest)\""
    }

    static func position(ofTag tag: String) -> Int64? {
        guard tag.hasPrefix("\"t"), let dash = tag.firstIndex(of: "-") else { return nil }
        return Int64(tag[tag.index(tag.startIndex, offsetBy: 2)..<dash])
    }

    /// The entity tags of an `If-None-Match` list, without `W/`.
    static func tags(in header: String) -> [String] {
        header.split(separator: ",").map { part in
            let t = part.trimmingCharacters(in: .whitespaces)
            return t.hasPrefix("W/") ? String(t.dropFirst(2)) : t
        }
    }

    // MARK: - Tilesets

    private func tileset(_ request: Request, workspace ws: String, scope: OGCTileDocuments.Scope, definitions: [LayerDefinition]) async throws -> Response {
        let address = OGCAddress(request: request, workspace: ws)
        _ = try Self.moment(request)
        _ = try Self.layers(request, definitions)
        // The query that chose the moment and the properties goes on into every tile's address.
        var query: [(String, String)] = []
        for name in ["datetime", "asOf", "properties", "collections"] { if let value = request.query(name) { query.append((name, value)) } }
        if request.query("f") == "tilejson" {
            var bounds: BoundingBox?
            for definition in definitions {
                guard try await journal.spatialReferences.knowsSRID(definition.srid),
                      let b = try await journal.extents.layerExtent(workspace: ws, layer: definition.name, output: .epsg(4326)).bbox else { continue }
                bounds = bounds.map { BoundingBox(minX: min($0.minX, b.minX), minY: min($0.minY, b.minY), maxX: max($0.maxX, b.maxX), maxY: max($0.maxY, b.maxY)) } ?? b
            }
            return JSONBody.response(OGCTileDocuments.tileJSON(address, scope, layers: definitions, query: query, bounds: bounds))
        }
        return JSONBody.response(OGCTileDocuments.tilesetMetadata(address, scope, layers: definitions, query: query))
    }

    // MARK: - Parameters

    static let tileParameters: Set<String> = ["datetime", "asOf", "properties"]

    /// Only the parameters a resource defines (400 for any other); `f` among `formats`.
    static func check(_ request: Request, allowed: Set<String>, formats: Set<String>) throws {
        for (name, value) in request.uri.queryParameters {
            let key = String(name)
            if key == "f" {
                guard formats.contains(String(value).lowercased()) else {
                    throw Problem.badRequest("f must be \(formats.sorted().joined(separator: " or ")) here", path: "f", code: "query.f")
                }
                continue
            }
            if key == "version" { continue }
            guard allowed.contains(key) else {
                throw Problem.badRequest("unknown query parameter \"\(key)\"" + (allowed.isEmpty ? "" : "; this resource takes \(allowed.sorted().joined(separator: ", "))"),
                                         path: key, code: "query.unknown")
            }
        }
    }

    /// `datetime=` (an RFC 3339 instant) or `asOf=` (a position or a time); absent: now.
    static func moment(_ request: Request) throws -> ReadMoment {
        if request.query("datetime") != nil, request.query("asOf") != nil {
            throw Problem.badRequest("datetime and asOf both name a moment: send one", path: "asOf", code: "query.moment")
        }
        if request.query("asOf") != nil {
            do { return try ReadMoment(asOf: request.query("asOf")) } catch { throw Problem(error) }
        }
        return try OGCQuery.instant(request)
    }

    static func matrixSet(_ context: GeoJournalContext) throws {
        let tms = try context.parameter("tms")
        guard tms == OGCTileDocuments.tileMatrixSetId else {
            throw Problem.notFound("tile matrix set \"\(tms)\" is not served; \(OGCTileDocuments.tileMatrixSetId) is")
        }
    }

    /// The tile of the path: inside WebMercatorQuad, else a 400.
    static func tile(_ context: GeoJournalContext) throws -> TileAddress {
        try matrixSet(context)
        let text = (try context.parameter("z"), try context.parameter("y"), try context.parameter("x"))
        guard let z = Int(text.0), let y = Int(text.1), let x = Int(text.2) else {
            throw Problem.badRequest("a tile is {tileMatrix}/{tileRow}/{tileCol}, whole numbers", path: "tileMatrix", code: "tile.invalid")
        }
        guard let tile = TileAddress(z: z, x: x, y: y) else {
            let n = z >= 0 && z <= TileAddress.maxZoom ? (1 << z) - 1 : 0
            throw Problem.badRequest("tile \(z)/\(y)/\(x) is outside \(OGCTileDocuments.tileMatrixSetId): tileMatrix 0 to \(TileAddress.maxZoom)"
                                     + (z >= 0 && z <= TileAddress.maxZoom ? ", tileRow and tileCol 0 to \(n) at \(z)" : ""),
                                     path: z >= 0 && z <= TileAddress.maxZoom ? (y < 0 || y > n ? "tileRow" : "tileCol") : "tileMatrix", code: "tile.outside")
        }
        return tile
    }

    /// The layers with the attributes `properties=` names (each must be a field of one of them,
    /// or `id`/`OBJECTID`, which every feature carries anyway).
    static func layers(_ request: Request, _ definitions: [LayerDefinition]) throws -> [TileLayer] {
        guard let text = request.query("properties") else { return definitions.map { TileLayer(name: $0.name) } }
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let known = Set(definitions.flatMap { $0.fields.map(\.name) }).union(["id", "OBJECTID"])
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw Problem.badRequest("properties names \"\(unknown)\", which is no attribute of \(definitions.count == 1 ? definitions[0].name : "these layers")",
                                     path: "properties", code: "query.properties")
        }
        return definitions.map { definition in
            let fields = Set(definition.fields.map(\.name))
            return TileLayer(name: definition.name, properties: names.filter { fields.contains($0) })
        }
    }

    // MARK: - Workspace and layers

    private func workspace(_ context: GeoJournalContext) async throws -> String {
        let ws = try context.workspace(.viewer)
        guard try await journal.workspaces.list(only: [VersionLine.workspace(of: ws)]).first != nil else {
            throw Problem.notFound("workspace \"\(VersionLine.workspace(of: ws))\" does not exist")
        }
        return ws
    }

    private func layer(_ context: GeoJournalContext) async throws -> (String, LayerDefinition) {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("layer")
        guard let definition = try await journal.workspaces.layerSet(workspace: ws).layers[name] else {
            throw Problem.notFound("there is no collection \"\(name)\" in workspace \"\(VersionLine.workspace(of: ws))\"")
        }
        return (ws, definition)
    }

    /// The workspace's layers (by name) that can be drawn in WebMercatorQuad, or those
    /// `collections=` names (each of which must be: ``requireProjectable(_:)``).
    private func datasetLayers(_ request: Request, workspace ws: String) async throws -> [LayerDefinition] {
        let set = try await journal.workspaces.layerSet(workspace: ws).layers
        guard let text = request.query("collections") else {
            var out: [LayerDefinition] = []
            for definition in set.values.sorted(by: { $0.name < $1.name }) where try await projectable(definition) { out.append(definition) }
            return out
        }
        var out: [LayerDefinition] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let definition = set[name] else {
                throw Problem.badRequest("collections names \"\(name)\", which is no collection of this workspace", path: "collections", code: "query.collections")
            }
            if !out.contains(where: { $0.name == name }) { out.append(definition) }
        }
        try await requireProjectable(out)
        return out
    }

    /// Whether PostGIS can project the layer's geometries to EPSG:3857 (its spatial reference is
    /// one `spatial_ref_sys` holds with a projection).
    private func projectable(_ definition: LayerDefinition) async throws -> Bool {
        if definition.srid == 3857 || definition.srid == 4326 { return true }
        do { return try await journal.spatialReferences.knowsSRID(definition.srid) } catch { throw Problem(error) }
    }

    /// A 422 naming the first layer whose geometries cannot be drawn in WebMercatorQuad.
    private func requireProjectable(_ definitions: [LayerDefinition]) async throws {
        for definition in definitions where try await !projectable(definition) {
            throw Problem.invalid([Violation(path: "collections", code: "tiles.srid",
                                             message: "collection \"\(definition.name)\" is in EPSG:\(definition.srid), which PostGIS cannot project to WebMercatorQuad (EPSG:3857): it has no tiles")])
        }
    }

    /// Whether anyone may read the workspace without a token: then its tiles may be kept by shared caches.
    private func isPublic(_ ws: String, context: GeoJournalContext) async throws -> Bool {
        // A version's tiles are for everyone only where the version is public too.
        if VersionLine(key: ws) != nil, context.version?.access != .public { return false }
        if context.principal?.isAnonymous == true { return true }
        guard let access else { return false }
        do { return try await access.isPublic(VersionLine.workspace(of: ws)) } catch { throw Problem(error) }
    }
}
