import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// Rule-based snapping: which features of each snap source an edited feature may snap to, from
/// the connectivity rules of the workspace's utility networks (docs/api.md: "Snapping").
///
/// For each source, the first network that has both the edited layer and the source layer as
/// network sources decides: `rulesLimitSnapping` (only features whose asset type some rule lets
/// the edited type connect to; only end vertices when those types use `endVertex`),
/// `rulesPreventSnapping` (a network source no rule connects to the edited type) or `none`
/// (no such network, or no `editing` context: plain snapping).
///
/// ```swift
/// let rules = try await NetworkSnapRules.rules(journal: journal, workspace: ws, request: snap)
/// let result = try await journal.reads.snapIndexes.snap(workspace: ws, request: snap, rules: rules)
/// ```
public enum NetworkSnapRules {
    /// The rule for each source, given the network definitions and a look-up of a feature's asset
    /// key (nil when the feature is not a network feature of that definition).
    public static func rules(for request: SnapRequest, definitions: [NetworkDefinition],
                             features: @escaping @Sendable (_ definition: Int, _ id: UUID) -> AssetKey?) -> @Sendable (SnapSource) -> SnapSourceRule {
        guard let editing = request.editing else { return { _ in .none } }
        let key = AssetKey(layer: editing.layer, assetGroup: editing.assetGroup ?? 0, assetType: editing.assetType ?? 0)
        var bySource: [String: SnapSourceRule] = [:]
        for source in request.sources where bySource[source.layer] == nil {
            guard let (index, definition) = definitions.enumerated().first(where: { $0.element.source(layer: editing.layer) != nil && $0.element.source(layer: source.layer) != nil }) else {
                bySource[source.layer] = SnapSourceRule.none
                continue
            }
            let c = definition.snapBehavior(editing: key, sourceLayer: source.layer)
            switch c.behavior {
            case .none:
                bySource[source.layer] = SnapSourceRule.none
            case .rulesPreventSnapping:
                bySource[source.layer] = SnapSourceRule(behavior: .rulesPreventSnapping, endVertexOnly: false) { _, _ in false }
            case .rulesLimitSnapping:
                let allowed = c.allowedTargets
                bySource[source.layer] = SnapSourceRule(behavior: .rulesLimitSnapping, endVertexOnly: c.endVertexOnly) { id, _ in
                    guard let target = features(index, id) else { return false }
                    return allowed(target)
                }
            }
        }
        let table = bySource
        return { source in table[source.layer] ?? .none }
    }

    /// The rules for a snap request from the current graphs of every network of the workspace.
    public static func rules(journal: Journal, workspace: String, request: SnapRequest) async throws(JournalError) -> @Sendable (SnapSource) -> SnapSourceRule {
        guard request.editing != nil else { return { _ in .none } }
        let networks = try await journal.networks.list(workspace: workspace, moment: .head).networks
        guard !networks.isEmpty else { return { _ in .none } }
        var graphs: [NetworkGraph] = []
        for n in networks {
            graphs.append(try await journal.networks.graphs.current(workspace: workspace, name: n.name).graph)
        }
        let frozen = graphs
        return rules(for: request, definitions: frozen.map(\.definition), features: { i, id in frozen[i].assetKey(of: id) })
    }
}
