import Foundation
import GeoJournalCore
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
}
