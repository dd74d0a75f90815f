import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Testing

/// The request deadline (``DeadlineResponder``): a route that does not answer in time gets a 503
/// with `Retry-After`, in the words of the face asked — Esri's envelope under `/arcgis/rest`, which
/// ArcGIS clients read, problem+json elsewhere.
@Suite("The request deadline")
struct DeadlineTests {
    static func slowRouter() -> Router<GeoJournalContext> {
        let router = Router(context: GeoJournalContext.self)
        for path in ["/v1/slow", "/arcgis/rest/services/slow"] {
            router.get(RouterPath(path)) { _, _ -> String in
                try await Task.sleep(for: .seconds(60))
                return "late"
            }
        }
        return router
    }

    @Test func aRouteThatOverrunsIsA503InTheWordsOfItsFace() async throws {
        let app = Application(responder: DeadlineResponder(Self.slowRouter().buildResponder(), timeout: .milliseconds(300)))
        try await app.test(.router) { client in
            let started = ContinuousClock.now
            try await client.execute(uri: "/v1/slow", method: .get) { r in
                #expect(r.status == .serviceUnavailable)
                #expect(r.headers[.retryAfter] == "1")
                #expect(r.headers[.contentType] == "application/problem+json")
                let body = try JSONValue.parse(Array(r.body.readableBytesView))
                #expect(body["type"].stringValue == Problem.typeBase + "unavailable")
            }
            try await client.execute(uri: "/arcgis/rest/services/slow", method: .get) { r in
                #expect(r.status == .serviceUnavailable)
                #expect(r.headers[.retryAfter] == "1")
                let body = try JSONValue.parse(Array(r.body.readableBytesView))
                #expect(body["error"]["code"].intValue == 503)
                #expect(body["error"]["message"].stringValue?.contains("not answered within") == true)
            }
            // Answered by the deadline, not by the route (which sleeps a minute).
            #expect(ContinuousClock.now - started < .seconds(30))
        }
    }
}
