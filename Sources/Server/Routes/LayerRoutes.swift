import GeoJournalCore
import Hummingbird
import Journal

/// `/v1/workspaces/{ws}/layers`: layer schemas, each change a `schema` operation.
struct LayerRoutes {
    let journal: Journal

    static func isValidLayerName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, (1...63).contains(name.utf8.count),
            first.properties.isAlphabetic && first.isASCII
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.put("workspaces/:ws/layers/:layer", use: defineLayer)
        group.get("workspaces/:ws/layers", use: listLayers)
        group.get("workspaces/:ws/layers/:layer", use: getLayer)
    }

    func defineLayer(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.admin)
        let name = try context.parameter("layer")
        guard Self.isValidLayerName(name) else {
            throw Problem.invalid([Violation(path: "layer", code: "layer.name", message: "a layer name starts with a letter and has up to 63 letters, digits and _")])
        }
        let (body, _) = try await JSONBody.read(request, context: context)
        let force = request.query("force") == "true"
        let (outcome, created) = try await journal.workspaces.defineLayer(
            workspace: ws, name: name, body: body, force: force,
            context: try context.appendContext(request, principal: principal, kind: .schema))
        let layers = try await journal.workspaces.layers(workspace: ws, moment: .head).layers
        var json = layers.first { $0.definition.name == name }?.json.objectValue ?? [:]
        json["operation"] = outcome.operation.json
        return JSONBody.response(.object(json), status: created ? .created : .ok)
    }

    func listLayers(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let moment = try ReadMoment(asOf: request.query("asOf"))
        let (position, layers) = try await journal.workspaces.layers(workspace: ws, moment: moment)
        return JSONBody.response(.object(["layers": .array(layers.map(\.json)), "position": .integer(position)]))
    }

    func getLayer(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("layer")
        let moment = try ReadMoment(asOf: request.query("asOf"))
        let (position, layers) = try await journal.workspaces.layers(workspace: ws, moment: moment)
        guard let layer = layers.first(where: { $0.definition.name == name }) else {
            throw Problem.notFound("there is no layer \"\(name)\" in workspace \"\(ws)\" at position \(position)")
        }
        var json = layer.json.objectValue ?? [:]
        json["asOfPosition"] = .integer(position)
        return JSONBody.response(.object(json))
    }
}
