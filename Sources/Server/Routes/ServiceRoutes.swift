import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// `/health`, `/metrics` and `/openapi.json`. The document and `/health` need no token: the
/// document describes routes, not data (a public workspace's readers, and API tools, read it
/// first); `/metrics` needs a viewer's.
struct ServiceRoutes {
    let journal: Journal
    let metrics: ServiceMetrics
    /// A replica neither made nor synchronized for this long is reported unused (abandoned) in `/metrics`.
    var replicaUnusedAfter: Duration = GeoJournalServer.defaultReplicaUnusedAfter

    func add(to router: Router<GeoJournalContext>, authenticated: RouterGroup<GeoJournalContext>) {
        router.get("health", use: health)
        authenticated.get("metrics", use: getMetrics)
        router.get("openapi.json", use: getOpenAPI)
    }

    func health(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let database = await journal.databaseAnswers()
        return JSONBody.response(.object(["status": .string(database ? "ok" : "degraded"), "database": .bool(database)]),
                                 status: database ? .ok : .serviceUnavailable)
    }

    func getMetrics(_ request: Request, context: GeoJournalContext) async throws -> Response {
        _ = try context.require(.viewer)
        return JSONBody.response(text: metrics.prometheusText() + (await JournalGauges(journal).prometheusText())
                                 + (await journal.replicas.replicaGauges(unusedFor: replicaUnusedAfter)), contentType: "text/plain; version=0.0.4")
    }

    func getOpenAPI(_ request: Request, context: GeoJournalContext) async throws -> Response {
        JSONBody.response(OpenAPIDocument.json)
    }
}
