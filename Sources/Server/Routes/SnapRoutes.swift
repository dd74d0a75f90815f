import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// `POST /v1/workspaces/{ws}/snap`: the snapped position for a point, from the in-memory index.
struct SnapRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/snap") { request, context in
            let ws = try context.workspace(.viewer)
            let (body, _) = try await JSONBody.read(request, context: context)
            let snap: SnapRequest
            switch SnapRequest.parse(body) {
            case .success(let s): snap = s
            case .failure(let p): throw Problem.invalid(p.violations)
            }
            let layers = try await journal.layerSet(workspace: ws).layers
            let unknown = snap.sources.enumerated().filter { layers[$0.element.layer] == nil }
            if !unknown.isEmpty {
                throw Problem.invalid(unknown.map { Violation(path: "sources[\($0.offset)].layer", code: "layer.unknown", message: "there is no layer \"\($0.element.layer)\" in this workspace") })
            }
            let result = try await journal.snapIndexes.snap(workspace: ws, request: snap, rules: NetworkSnapRules.rules(journal: journal, workspace: ws, request: snap))
            return JSONBody.response(bytes: result.jsonBytes)
        }
    }
}
