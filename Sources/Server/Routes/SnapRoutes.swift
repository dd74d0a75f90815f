import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// `POST /v1/workspaces/{ws}/snap`: the snapped position for a point, from the in-memory index.
struct SnapRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/snap", use: snap)
    }

    func snap(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let (body, _) = try await JSONBody.read(request, context: context)
        let snap: SnapRequest
        switch SnapRequest.parse(body) {
        case .success(let s): snap = s
        case .failure(let p): throw Problem.invalid(p.violations)
        }
        let layers = try await journal.workspaces.layerSet(workspace: ws).layers
        let unknown = snap.unknownLayers(layers)
        if !unknown.isEmpty { throw Problem.invalid(unknown) }
        let result = try await journal.reads.snapIndexes.snap(workspace: ws, request: snap, rules: NetworkSnapRules.rules(journal: journal, workspace: ws, request: snap))
        return JSONBody.response(bytes: result.jsonBytes)
    }
}

extension SnapRequest {
    /// A violation for each source whose layer the workspace does not define.
    func unknownLayers(_ layers: [String: LayerDefinition]) -> [Violation] {
        sources.enumerated().filter { layers[$0.element.layer] == nil }.map {
            Violation(path: "sources[\($0.offset)].layer", code: "layer.unknown", message: "there is no layer \"\($0.element.layer)\" in this workspace")
        }
    }
}
