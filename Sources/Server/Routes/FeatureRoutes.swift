import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// Feature reads: a layer's features (bbox, paging, as-of) and single features.
struct FeatureRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get("workspaces/:ws/layers/:layer/features", use: listFeatures)
        group.get("workspaces/:ws/layers/:layer/features/:id", use: getFeature)
    }

    func listFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let layer = try context.parameter("layer")
        let limit = try request.queryInt("limit", default: ServerLimits.defaultPageSize, range: 1...ServerLimits.maxPageSize)
        let bbox = try request.queryBox("bbox")
        let page = try await journal.reads.features(workspace: ws, layer: layer, moment: try ReadMoment(asOf: request.query("asOf")),
                                              bbox: bbox, limit: limit, cursor: request.query("cursor"))
        var text = "{\"type\":\"FeatureCollection\",\"position\":\(page.position),\"numberReturned\":\(page.features.count),\"features\":["
        text += page.features.joined(separator: ",")
        text += "]"
        if let next = page.next {
            text += ",\"next\":" + JSONValue.string(next).jsonString()
        }
        text += "}"
        return JSONBody.response(text: text, contentType: "application/geo+json")
    }

    func getFeature(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let layer = try context.parameter("layer")
        let id = try context.uuidParameter("id")
        let moment = try ReadMoment(asOf: request.query("asOf"))
        guard let (feature, position) = try await journal.reads.feature(workspace: ws, layer: layer, id: id, moment: moment) else {
            throw Problem.notFound("feature \(id.lowercased) is not in layer \"\(layer)\" at that moment")
        }
        let text = String(feature.dropLast()) + ",\"position\":\(position)}"
        return JSONBody.response(text: text, contentType: "application/geo+json")
    }
}
