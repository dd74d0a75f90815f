import Foundation
import GeoJournalCore
import PostgresNIO

extension Edits {
    /// The live state of one feature, or nil.
    public func currentFeature(workspace: String, id: UUID) async throws(JournalError) -> FeatureState? {
        try await journal.database {
            try await client.withLiveConnection { [self] conn in
                try await journal.reads.featureStates(conn, key: workspace, position: 0, current: true, ids: [id])[id]
            }
        }
    }

    /// Applies one vertex-level geometry edit to a feature as an update operation. The edit is
    /// applied to the version it was computed from: when the caller names no version and another
    /// operation lands in between, the edit is recomputed on the newer geometry (a few times at most).
    public func applyGeometryEdit(workspace: String, featureId: UUID, edit: GeometryEdit, expectedVersion: Int?,
                                  sessionId: UUID?, message: String?, context: AppendContext) async throws(JournalError) -> AppendOutcome {
        var attempts = 0
        while true {
            attempts += 1
            guard let current = try await currentFeature(workspace: workspace, id: featureId) else {
                throw JournalError.notFound("feature \(featureId.lowercased) does not exist in workspace \"\(workspace)\"")
            }
            if let expectedVersion, expectedVersion != current.version {
                throw JournalError.conflict("feature \(featureId.lowercased) is at version \(current.version), not \(expectedVersion)", [
                    VersionConflict(path: "expectedVersion", featureId: featureId, expectedVersion: expectedVersion, currentVersion: current.version,
                                    message: "feature \(featureId.lowercased) is at version \(current.version), not \(expectedVersion)")
                ])
            }
            guard let layer = try await journal.workspaces.layerSet(workspace: workspace).layers[current.layer] else {
                throw JournalError.internalFailure("layer \(current.layer) of feature \(featureId.lowercased) is unknown")
            }
            let geometry: Geometry
            switch edit.apply(to: current.geometry, expected: layer.geometryType, srid: layer.srid, maxVertices: journal.limits.maxVerticesPerGeometry) {
            case .success(let g): geometry = g
            case .failure(let problems): throw JournalError.invalid(problems.violations.map { $0.prefixed("edit") })
            }
            let request = EditRequest(sessionId: sessionId, message: message, edits: [
                LayerEdits(layer: current.layer, updates: [
                    FeatureUpdate(id: featureId, expectedVersion: current.version, geometry: geometry, geometryEdit: edit.json)
                ])
            ])
            do {
                return try await apply(workspace: workspace, request: request, context: context)
            } catch JournalError.conflict(let detail, let conflicts) {
                if expectedVersion != nil || attempts >= 3 { throw JournalError.conflict(detail, conflicts) }
            }
        }
    }
}
