import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal
import NIOCore

/// `GET /v1/workspaces/{ws}/events/stream`: Server-Sent Events. The backlog after `after` (or
/// `Last-Event-ID`) is sent first, then live events as they commit; every event is read by
/// position, so there is no gap and no duplicate at the switch. A comment line keeps idle streams
/// alive. `until=<position>` ends the stream once that position is sent (for scripts and tests).
struct FeedRoutes {
    let journal: Journal
    let limiter: TokenLimiter
    static let heartbeat: Duration = .seconds(15)

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get("workspaces/:ws/events/stream", use: streamEvents)
    }

    func streamEvents(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.viewer)
        var after = Int64(try request.queryInt("after", default: 0, range: 0...Int.max))
        if let last = request.headers[.lastEventID] {
            guard let p = Int64(last.trimmingCharacters(in: .whitespaces)), p >= 0 else {
                throw Problem.badRequest("Last-Event-ID must be a position", path: "Last-Event-ID", code: "header.lastEventId")
            }
            after = p
        }
        let until: Int64? = request.query("until") == nil ? nil : Int64(try request.queryInt("until", default: 0, range: 0...Int.max))
        // Fail before the stream starts when the workspace does not exist.
        _ = try await journal.reads.events(workspace: ws, after: after, limit: 1)
        guard limiter.openStream(principal.tokenId) else {
            throw Problem.tooManyRequests("this token already holds \(limiter.limits.streamsPerToken) open event streams", retryAfter: .seconds(5))
        }
        let stream = EventStream(journal: journal, workspace: ws, after: after, until: until, heartbeat: Self.heartbeat)
        let limiter = self.limiter
        let body = ResponseBody { writer in
            defer { limiter.closeStream(principal.tokenId) }
            try await stream.send(to: &writer)
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: body)
    }
}

extension HTTPField.Name {
    static let lastEventID = HTTPField.Name("Last-Event-ID")!
}
