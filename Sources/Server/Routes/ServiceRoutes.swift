import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// `/health`, `/metrics` and `/openapi.json`.
struct ServiceRoutes {
    let journal: Journal
    let metrics: ServiceMetrics
    /// A replica neither made nor synchronized for this long is reported unused (abandoned) in `/metrics`.
    var replicaUnusedAfter: Duration = GeoJournalServer.defaultReplicaUnusedAfter

    func add(to router: Router<GeoJournalContext>, authenticated: RouterGroup<GeoJournalContext>) {
        router.get("health", use: health)
        authenticated.get("metrics", use: getMetrics)
        authenticated.get("openapi.json", use: getOpenAPI)
    }

    func health(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let database = await journal.databaseAnswers()
        return JSONBody.response(.object(["status": .string(database ? "ok" : "degraded"), "database": .bool(database)]),
                                 status: database ? .ok : .serviceUnavailable)
    }

    func getMetrics(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try context.require(.viewer)
        return JSONBody.response(text: metrics.prometheusText() + (await journal.prometheusGauges())
                                 + (await journal.replicaGauges(unusedFor: replicaUnusedAfter)), contentType: "text/plain; version=0.0.4")
    }

    func getOpenAPI(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try context.require(.viewer)
        return JSONBody.response(OpenAPIDocument.json)
    }
}
