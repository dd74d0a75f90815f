import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// Operations and the change feed.
struct JournalRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get("workspaces/:ws/operations/:id", use: getOperation)
        group.get("workspaces/:ws/events", use: listEvents)
    }

    func getOperation(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let id = try context.uuidParameter("id")
        guard let (operation, events) = try await journal.reads.operation(workspace: ws, id: id) else {
            throw Problem.notFound("operation \(id.lowercased) is not in workspace \"\(ws)\"")
        }
        var json = operation.json.objectValue ?? [:]
        json["events"] = .array(events.map(\.json))
        return JSONBody.response(.object(json))
    }

    func listEvents(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let after = try request.queryInt("after", default: 0, range: 0...Int.max)
        let limit = try request.queryInt("limit", default: 1000, range: 1...ServerLimits.maxEventPage)
        let (events, head) = try await journal.reads.events(workspace: ws, after: Int64(after), limit: limit)
        let last = events.last?.position ?? Int64(after)
        return JSONBody.response(.object(["events": .array(events.map(\.json)), "lastPosition": .integer(last), "headPosition": .integer(head)]))
    }
}
