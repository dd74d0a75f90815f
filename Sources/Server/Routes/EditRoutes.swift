import Crypto
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// `POST /v1/workspaces/{ws}/edits`: one atomic operation of adds, updates and deletes.
struct EditRoutes {
    let journal: Journal
    let metrics: ServiceMetrics

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/edits", use: applyEdits)
    }

    func applyEdits(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.editor)
        let (body, bytes) = try await JSONBody.read(request, context: context)
        let edit: EditRequest
        switch EditRequest.parse(body, limits: journal.limits) {
        case .success(let e): edit = e
        case .failure(let problems):
            throw Problem(problems.violations, problems.refusal)
        }
        // `?dryRun=true` (not in the public API; used by the validation benchmark): validate the
        // operation exactly as an append would, write nothing, and report the validation time.
        if request.query("dryRun") == "true" {
            let run = try await journal.edits.validate(workspace: ws, request: edit)
            return JSONBody.response(run.json(features: edit.featureCount))
        }
        let appendContext = try context.appendContext(request, principal: principal, fingerprint: bytes)
        let outcome = try await journal.edits.apply(workspace: ws, request: edit, context: appendContext)
        metrics.recordAppend(features: outcome.results.count, position: outcome.operation.lastPosition, replayed: outcome.replayed)
        var headers: HTTPFields = [:]
        if outcome.replayed { headers[.idempotentReplayed] = "true" }
        return JSONBody.response(bytes: outcome.jsonBytes, headers: headers)
    }

    /// The request's `Idempotency-Key` (``GeoJournalContext/idempotencyKey(_:)``).
    static func idempotencyKey(_ request: Request) throws -> String? { try GeoJournalContext.idempotencyKey(request) }
}

extension EditDryRun {
    /// The answer of `POST .../edits?dryRun=true` for an operation of `features` features.
    func json(features: Int) -> JSONValue {
        let seconds = Double(validation.components.seconds) + Double(validation.components.attoseconds) / 1e18
        return .object(["dryRun": true, "features": .integer(Int64(features)), "validationSeconds": .double(seconds),
                        "warnings": .array(warnings.map { .object(["path": .string($0.path), "code": .string($0.code), "message": .string($0.message)]) })])
    }
}

extension HTTPField.Name {
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
    static let idempotentReplayed = HTTPField.Name("Idempotent-Replayed")!
}

/// `POST /v1/workspaces/{ws}/features/{id}/geometry-edits`: one vertex-level edit of a feature.
struct GeometryEditRoutes {
    let journal: Journal
    let metrics: ServiceMetrics

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/features/:id/geometry-edits", use: applyGeometryEdit)
    }

    func applyGeometryEdit(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.editor)
        let id = try context.uuidParameter("id")
        let (body, _) = try await JSONBody.read(request, context: context)
        let parsed: GeometryEditRequest
        switch GeometryEditRequest.parse(body) {
        case .success(let r): parsed = r
        case .failure(let problems): throw Problem(problems.violations, problems.refusal)
        }
        let outcome = try await journal.edits.applyGeometryEdit(
            workspace: ws, featureId: id, edit: parsed.edit, expectedVersion: parsed.expectedVersion, sessionId: parsed.sessionId, message: parsed.message,
            context: try context.appendContext(request, principal: principal))
        metrics.recordAppend(features: outcome.results.count, position: outcome.operation.lastPosition, replayed: outcome.replayed)
        return JSONBody.response(bytes: outcome.jsonBytes)
    }
}
