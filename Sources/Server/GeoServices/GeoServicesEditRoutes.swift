import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// A layer's edits (`applyEdits`, `addFeatures`, `updateFeatures`, `deleteFeatures`) and the
/// service's `applyEdits`, each one journaled operation (``GeoServicesEdits``); a retry with the
/// same `Idempotency-Key` answers what the first attempt answered.
struct GeoServicesEditRoutes: GeoServicesResource {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("services/:ws/FeatureServer/:layer/applyEdits", use: applyLayerEdits)
        group.post("services/:ws/FeatureServer/:layer/addFeatures", use: addFeatures)
        group.post("services/:ws/FeatureServer/:layer/updateFeatures", use: updateFeatures)
        group.post("services/:ws/FeatureServer/:layer/deleteFeatures", use: deleteFeatures)
        group.post("services/:ws/FeatureServer/applyEdits", use: applyServiceEdits)
    }

    func applyLayerEdits(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(request, context, endpoint: "applyEdits")
    }

    func addFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(request, context, endpoint: "addFeatures")
    }

    func updateFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(request, context, endpoint: "updateFeatures")
    }

    func deleteFeatures(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await editLayer(request, context, endpoint: "deleteFeatures")
    }

    /// The edits of one layer: `applyEdits` (adds, updates, deletes) or one of `addFeatures`,
    /// `updateFeatures`, `deleteFeatures` (which answers with its one kind of results).
    private func editLayer(_ request: Request, _ context: GeoJournalContext, endpoint: String) async throws -> Response {
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
                q.filter = try layer.filter(where: text)
                q.answer = .objectIds
                input.deletes = try await journal.reads.queryFeatures(workspace: ws, q).objectIds.map(String.init)
            }
        }
        let options = try editOptions(p)
        try await journal.versions.checkVersionEditLock(line: ws, session: options.sessionId)
        let append = try context.appendContext(request, principal: principal, fingerprint: Array(p.canonical.utf8), via: "geoservices")
        let answer = try await GeoServicesEdits(journal: journal, workspace: ws, context: append).apply([input], options)
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
        let append = try context.appendContext(request, principal: principal, fingerprint: Array(p.canonical.utf8), via: "geoservices")
        let options = try editOptions(p)
        try await journal.versions.checkVersionEditLock(line: ws, session: options.sessionId)
        let answer = try await GeoServicesEdits(journal: journal, workspace: ws, context: append).apply(inputs, options)
        return JSONBody.response(answer.json(serviceLevel: true))
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
}
