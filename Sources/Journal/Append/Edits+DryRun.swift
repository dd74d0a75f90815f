import Foundation
import GeoJournalCore

/// What a dry run of an edit operation found: it was checked against the layer schemas exactly as
/// an append checks it, and nothing was written.
public struct EditDryRun: Sendable {
    /// Non-restrictive contingent-value violations and other warnings an append would report.
    public var warnings: [Violation]
    /// Time spent validating (attributes, domains, subtypes, contingent values, geometry).
    public var validation: Duration
}

extension Edits {
    /// Validates an edit operation against the current layer schemas without appending it
    /// (`POST .../edits?dryRun=true`). Refusals are the same ``JournalError/invalid(_:status:)`` an
    /// append throws; version checks against the journal's state are not made.
    ///
    /// ```swift
    /// let run = try await journal.edits.validate(workspace: "demo", request: request)
    /// run.validation   // e.g. 41 ms for 10,000 features with contingent values
    /// ```
    public func validate(workspace: String, request: EditRequest) async throws(JournalError) -> EditDryRun {
        let layers = try await journal.workspaces.layerSet(workspace: workspace).layers
        let clock = ContinuousClock()
        let start = clock.now
        let prepared = EditPreparation.prepare(request, layers: layers, limits: journal.limits)
        let elapsed = clock.now - start
        switch prepared {
        case .failure(.invalid(let v)): throw JournalError.invalid(v)
        case .failure(.conflict(let c)): throw JournalError.conflict("version conflict", c)
        case .success(let p): return EditDryRun(warnings: p.warnings, validation: elapsed)
        }
    }
}
