import Foundation
import GeoJournalCore

extension Journal {
    /// Appends one edit operation (all or nothing). Validation against the layer schemas runs here,
    /// in the caller's task; versions and merged attributes are checked by the workspace writer.
    public func applyEdits(workspace: String, request: EditRequest, context: AppendContext) async throws(JournalError) -> AppendOutcome {
        let writer = writer(for: workspace)
        await writer.announce()
        var submitted = false
        defer { if !submitted { Task { await writer.withdraw() } } }
        var (schemaPosition, layers) = try await layerSet(workspace: workspace)
        var prepared = EditPreparation.prepare(request, layers: layers, limits: limits)
        if case .failure(.invalid(let v)) = prepared, v.contains(where: { $0.code == "layer.unknown" }) {
            // Another node may have defined the layer since this one cached the schema.
            (schemaPosition, layers) = try await layerSet(workspace: workspace, refresh: true)
            prepared = EditPreparation.prepare(request, layers: layers, limits: limits)
        }
        switch prepared {
        case .failure(.invalid(let v)): throw JournalError.invalid(v)
        case .failure(.conflict(let c)): throw JournalError.conflict("version conflict", c)
        case .success(let p):
            submitted = true
            let result = await writer.submit(.edit(p, schemaPosition: schemaPosition), context: context, featureCount: request.featureCount, announced: true)
            return try result.get()
        }
    }
}
