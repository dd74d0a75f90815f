import HTTPTypes
import Hummingbird
import Journal

/// Writes `GeoJournal-Position: N` on every answer that reflects a journal state: the position
/// a read resolved its moment to (the head, an `asOf`, a cursor's position, a `historicMoment`)
/// or the last position of the operation a write appended (``PositionWitness``).
///
/// ```
/// POST /v1/workspaces/demo/edits   → 200, GeoJournal-Position: 1042
/// GET  /v1/workspaces/demo/layers/Poles/features?asOf=1000   → 200, GeoJournal-Position: 1000
/// ```
public struct PositionMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let witness = PositionWitness()
        var response = try await PositionWitness.$current.withValue(witness) { try await next(request, context) }
        if let position = witness.position { response.headers[.geojournalPosition] = String(position) }
        return response
    }
}

extension HTTPField.Name {
    static let geojournalPosition = HTTPField.Name("GeoJournal-Position")!
}
