import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// The GeoServices service resources: `rest/info`, tokens, the service list, a workspace's
/// FeatureServer, its layers and each layer's document; anything else under `/arcgis` answers a
/// 404 in Esri's envelope.
struct GeoServicesServiceRoutes: GeoServicesResource {
    let journal: Journal
    let tokens: TokenStore
    /// Which services anyone may read without a token (`info` and the service document say so).
    var access: WorkspaceAccess? = nil

    func add(open: RouterGroup<GeoJournalContext>, to group: RouterGroup<GeoJournalContext>) {
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
            group.on("services/:ws/FeatureServer/:layer", method: method, use: layerInfo)
        }
    }

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
        let services = try await journal.workspaces.list().filter { principal.may(reach: $0.id) }
        return JSONBody.response(.object([
            "currentVersion": .double(GeoServicesDocuments.currentVersion), "folders": [],
            "services": .array(services.map { .object(["name": .string($0.id), "type": "FeatureServer"]) }),
        ]))
    }

    func featureServer(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let (ws, layers) = try await service(context)
        guard let info = try await journal.workspaces.list(only: [ws]).first else { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
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
            if let box = try await journal.extents.layerExtent(workspace: ws, layer: layer.name, output: .layer).bbox {
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

    func layerInfo(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try parameters(context).format()
        let (ws, layer) = try await self.layer(context)
        return JSONBody.response(try await layerDocument(ws, layer))
    }
}
