import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

@Suite("The OpenAPI document")
struct OpenAPITests {
    @Test func everyRegisteredRouteIsDescribed() async throws {
        let env = try await TestEnvironment.shared.get()
        let router = GeoJournalServer.makeRouter(journal: env.journal, tokens: env.tokens, metrics: ServiceMetrics())
        try router.validate()
        let world = try await TestWorld.make()
        let document = try await world.withClient { client in
            try await client.send(.get, "/openapi.json", token: world.viewer).json
        }
        #expect(document["openapi"].stringValue == "3.0.3")
        var described = 0
        // The GeoServices face speaks Esri's GeoServices REST specification (its own parameters,
        // answers and error envelope), which its clients know; the document describes the rest.
        for route in router.routes where !route.path.description.hasPrefix("/arcgis") && !route.path.description.hasPrefix("arcgis") {
            // ":ws" in the router is "{ws}" in OpenAPI.
            let path = "/" + route.path.description.split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
            let method = route.method.rawValue.lowercased()
            #expect(document["paths"][path][method] != .null, "\(method) \(path) is not in /openapi.json")
            described += 1
        }
        #expect(described >= 20)
    }

    @Test func minPositionHeaderAndItsAnswersAreDescribedOnEveryV1AndOGCRoute() async throws {
        let world = try await TestWorld.make()
        let document = try await world.withClient { client in
            try await client.send(.get, "/openapi.json", token: world.viewer).json
        }
        var checked = 0
        for (path, item) in document["paths"].objectValue ?? [:] where path.hasPrefix("/v1/") || path.hasPrefix("/ogc/") {
            for (method, operation) in item.objectValue ?? [:] {
                let headers = (operation["parameters"].arrayValue ?? []).filter { $0["in"].stringValue == "header" }.compactMap { $0["name"].stringValue }
                #expect(headers.contains("GeoJournal-Min-Position"), "\(method) \(path) does not take GeoJournal-Min-Position")
                #expect(operation["responses"]["503"]["content"]["application/problem+json"] != .null, "\(method) \(path) has no 503 problem")
                #expect(operation["responses"]["400"] != .null, "\(method) \(path) has no 400 for a malformed GeoJournal-Min-Position")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    @Test func aTilesAnswerHeadersAreDescribed() async throws {
        let world = try await TestWorld.make()
        let document = try await world.withClient { client in
            try await client.send(.get, "/openapi.json", token: world.viewer).json
        }
        for path in ["/ogc/{ws}/tiles/{tms}/{z}/{y}/{x}", "/ogc/{ws}/collections/{layer}/tiles/{tms}/{z}/{y}/{x}"] {
            let responses = document["paths"][path]["get"]["responses"]
            for status in ["200", "204"] {
                let headers = responses[status]["headers"]
                #expect(headers["GeoJournal-Tile-Thinned"]["description"].stringValue?.contains("thinned") == true, "\(path) \(status)")
                #expect(headers["ETag"]["schema"]["type"] == "string", "\(path) \(status)")
                #expect(headers["Cache-Control"] != .null, "\(path) \(status)")
            }
            #expect(responses["304"]["headers"]["ETag"] != .null, "\(path) 304")
            #expect(responses["304"]["headers"]["GeoJournal-Tile-Thinned"] == .null, "a 304 carries no tile")
        }
    }
}
