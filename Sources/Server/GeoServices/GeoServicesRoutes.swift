import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// The GeoServices REST face at `/arcgis/rest`: one FeatureServer per workspace, one layer id per
/// layer (in the order the layers were first defined), `query` over the current features or any
/// past moment (`historicMoment`), and `applyEdits` as journaled operations. Every endpoint takes
/// its parameters from the query string or a form body, GET or POST (``GeoServicesParameters``).
/// One file per resource, each with the table of its routes: the service and its layers
/// (``GeoServicesServiceRoutes``), a layer's `query` (``GeoServicesQueryRoutes``), edits
/// (``GeoServicesEditRoutes``), change tracking (``GeoServicesChangeRoutes``), offline replicas
/// (``GeoServicesReplicaRoutes``), contingent values
/// (``GeoServicesContingentValueRoutes``) and the utility network (``UtilityNetworkServerRoutes``).
///
/// ```
/// GET  /arcgis/rest/services/demo/FeatureServer/0/query?where=N%3E5&outFields=*&f=json
/// POST /arcgis/rest/services/demo/FeatureServer/0/applyEdits   adds=[{"geometry":{"x":1,"y":2},"attributes":{"N":1}}]
/// ```
struct GeoServicesRoutes {
    let journal: Journal
    let tokens: TokenStore
    /// Which services anyone may read without a token (`info` and the service document say so).
    var access: WorkspaceAccess? = nil

    func add(open: RouterGroup<GeoJournalContext>, authenticated group: RouterGroup<GeoJournalContext>) {
        UtilityNetworkServerRoutes(journal: journal).add(to: group)
        VersionManagementServerRoutes(journal: journal).add(to: group)
        GeoServicesServiceRoutes(journal: journal, tokens: tokens, access: access).add(open: open, to: group)
        GeoServicesChangeRoutes(journal: journal).add(to: group)
        GeoServicesReplicaRoutes(journal: journal).add(to: group)
        GeoServicesContingentValueRoutes(journal: journal).add(to: group)
        GeoServicesQueryRoutes(journal: journal).add(to: group)
        GeoServicesEditRoutes(journal: journal).add(to: group)
    }
}

/// What every GeoServices resource reads the same way: the parameters, the service (workspace)
/// and layer of the path, a layer's document, a spatial reference parameter.
protocol GeoServicesResource {
    var journal: Journal { get }
}

extension GeoServicesResource {
    func parameters(_ context: GeoJournalContext) throws -> GeoServicesParameters {
        guard let p = context.geoServices else { throw Problem(status: .internalServerError, type: "internal", title: "Internal error", detail: "parameters were not read") }
        return p
    }

    /// `http://host:port` as the client reached the service (through a proxy too; see ``OGCAddress``).
    func origin(_ request: Request) -> String { OGCAddress(request: request, workspace: "").origin }

    /// The workspace of the path (for a viewer) and its layers in service order.
    func service(_ context: GeoJournalContext) async throws -> (String, [GeoServicesLayer]) {
        let ws = try context.workspace(.viewer)
        let set = try await journal.workspaces.layerSet(workspace: ws)
        let order = try await journal.reads.layerOrder(workspace: ws)
        if order.isEmpty, try await journal.workspaces.list(only: [ws]).isEmpty { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        let layers = order.enumerated().compactMap { k, name in set.layers[name].map { GeoServicesLayer(id: k, definition: $0) } }
        return (ws, layers)
    }

    func layer(_ context: GeoJournalContext) async throws -> (String, GeoServicesLayer) {
        let (ws, layers) = try await service(context)
        let text = try context.parameter("layer")
        guard let id = Int(text), let layer = layers.first(where: { $0.id == id }) else {
            throw Problem.notFound("there is no layer \(text) in the FeatureServer of workspace \"\(ws)\"")
        }
        return (ws, layer)
    }

    func layerDocument(_ ws: String, _ layer: GeoServicesLayer) async throws -> JSONValue {
        let extent = try await journal.extents.layerExtent(workspace: ws, layer: layer.name, output: .layer).bbox
        return GeoServicesDocuments.layer(layer, extent: extent, hasContingentValues: !layer.definition.fieldGroups.isEmpty)
    }

    /// A spatial reference parameter (`4326`, `102100`, `{"wkid": 3857}`); nil when absent or empty.
    func srid(_ p: GeoServicesParameters, _ name: String) async throws -> Int32? {
        guard let text = p[name] else { return nil }
        let value: JSONValue = Int64(text.trimmingCharacters(in: .whitespaces)).map(JSONValue.integer) ?? ((try? JSONValue.parse(Array(text.utf8))) ?? .string(text))
        guard let srid = EsriGeometry.spatialReference(value) else {
            throw Problem.badRequest("\(name) must be a well-known id such as 4326 or {\"wkid\": 3857}", path: name, code: "parameter.sr")
        }
        guard try await journal.spatialReferences.knowsSRID(srid) else {
            throw Problem.badRequest("\(name) names EPSG:\(srid), which this service cannot transform to", path: name, code: "parameter.sr")
        }
        return srid
    }
}
