import Foundation
import HTTPTypes
import Hummingbird
import Journal

/// Honours `GeoJournal-Min-Position: N` (docs/api.md: "Positions on every answer"): the request is
/// answered only from state at or past position N of the workspace it names. A workspace whose
/// head is behind is waited for (woken by the change notifier), until shortly before the
/// request's deadline (``DeadlineResponder``); then the answer is 503 with `Retry-After` and a
/// problem that says which position was asked for and which was reached. A header that is not a
/// whole number 0 or more is a 400.
///
/// ```
/// GET /v1/workspaces/demo/layers/Poles/features
/// GeoJournal-Min-Position: 1042        → 200, GeoJournal-Position: 1042 (or later)
/// ```
///
/// Behind it the reads of the request may use a streaming replica that has replayed N
/// (``MinimumPosition``, ``ReadReplicas``). In a version (``VersionMiddleware``, which runs
/// before it), N is a position of the version's line, as its answers' `GeoJournal-Position` are.
public struct MinPositionMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext
    let journal: Journal

    public init(journal: Journal) {
        self.journal = journal
    }

    /// How long before the request's deadline the wait gives up, so the 503 is this one (which
    /// says what was waited for) rather than the deadline's: a quarter of the request's time left,
    /// at least 200 ms and at most a second (on a loaded machine 200 ms was not enough: a read of
    /// the OGC face with a 2 s deadline got the deadline's generic 503, 2026-12-04).
    static func margin(before deadline: ContinuousClock.Instant) -> Duration {
        min(max(.milliseconds(200), ContinuousClock.now.duration(to: deadline) / 4), .seconds(1))
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let field = request.headers[.geojournalMinPosition] else { return try await next(request, context) }
        let text = field.trimmingCharacters(in: .whitespaces)
        guard let position = Int64(text), position >= 0 else {
            throw Problem.badRequest("GeoJournal-Min-Position must be a journal position (a whole number, 0 or more), got \"\(field)\"",
                                     path: "GeoJournal-Min-Position", code: "minPosition.invalid")
        }
        guard let workspace = context.version?.line ?? Self.workspace(in: request.uri.path) else { return try await next(request, context) }
        let end = RequestDeadline.current ?? .now + .seconds(10)
        let deadline = end - Self.margin(before: end)
        switch try await journal.reads.waitForPosition(position, workspace: workspace, until: deadline) {
        case .reached, .unknownWorkspace:
            return try await MinimumPosition.$current.withValue(position) { try await next(request, context) }
        case .behind(let head):
            var problem = Problem(status: .serviceUnavailable, type: "position-not-reached", title: "Position not reached",
                                  detail: "\(context.version.map { "version \"\($0.name)\"" } ?? "workspace \"\(workspace)\"") is at position \(head), not yet at \(position) (GeoJournal-Min-Position), within the request's time; retry later",
                                  extra: ["minPosition": .integer(position), "position": .integer(head)])
            problem.retryAfterSeconds = 1
            throw problem
        }
    }

    /// The workspace a path of `/v1`, `/ogc` or `/arcgis/rest/services` names, if any.
    static func workspace(in path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let index: Int
        switch parts.first {
        case "v1": guard parts.count > 2, parts[1] == "workspaces" else { return nil }; index = 2
        case "ogc": index = 1
        case "arcgis": guard parts.count > 3, parts[1] == "rest", parts[2] == "services" else { return nil }; index = 3
        default: return nil
        }
        return parts.count > index ? String(parts[index]) : nil
    }
}

extension HTTPField.Name {
    static let geojournalMinPosition = HTTPField.Name("GeoJournal-Min-Position")!
}
