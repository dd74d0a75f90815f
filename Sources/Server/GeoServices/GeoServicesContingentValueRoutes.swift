import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// Contingent values in Esri's JSON (EsriContingentValues.swift): per layer, and for the layers
/// of the service in one answer (`layers=[0,2]`, or all), and a layer's field groups.
struct GeoServicesContingentValueRoutes: GeoServicesResource {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        for method in [HTTPRequest.Method.get, .post] {
            group.on("services/:ws/FeatureServer/queryContingentValues", method: method, use: queryContingentValues)
            group.on("services/:ws/FeatureServer/:layer/contingentValues", method: method, use: contingentValues)
            group.on("services/:ws/FeatureServer/:layer/fieldGroups", method: method, use: fieldGroups)
        }
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
}
