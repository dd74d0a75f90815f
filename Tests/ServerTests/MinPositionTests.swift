import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

/// `GeoJournal-Min-Position` (docs/api.md: "Positions on every answer"): a read is answered only from
/// state at or past the position asked for; a workspace that is behind is waited for, within the
/// request's time, then 503 with `Retry-After`; a malformed header is a 400.
@Suite("Reads at or past a minimum position")
struct MinPositionTests {
    static let position = HTTPField.Name("GeoJournal-Position")!
    static let minPosition = HTTPField.Name("GeoJournal-Min-Position")!

    static func at(_ n: Int64) -> HTTPFields { [minPosition: String(n)] }

    static func add(_ client: any TestClientProtocol, _ world: TestWorld, _ n: Int) async throws -> Int64 {
        let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                      body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(n),1]}}]}]}"#)
        #expect(r.status == .ok)
        return try #require(r.json["operation"]["lastPosition"].intValue)
    }

    /// The router behind a deadline of `timeout`, for tests that wait for it.
    static func withClient<T: Sendable>(_ world: TestWorld, timeout: Duration, _ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        let app = Application(responder: GeoJournalServer.makeResponder(journal: world.env.journal, tokens: world.env.tokens, metrics: world.metrics, requestTimeout: timeout))
        return try await app.test(.router) { client in try await body(client) }
    }

    @Test func aPositionAlreadyReachedIsAnsweredAtOnceOnEveryFace() async throws {
        let world = try await TestWorld.make("minposreached")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let head = try await Self.add(client, world, 1)
            let ws = world.workspace
            for path in ["/v1/workspaces/\(ws)/layers/Points/features", "/ogc/\(ws)/collections/Points/items",
                         "/arcgis/rest/services/\(ws)/FeatureServer/0/query?where=1%3D1&returnCountOnly=true&f=json"] {
                let started = ContinuousClock.now
                let r = try await client.send(.get, path, token: world.viewer, headers: Self.at(head))
                #expect(r.status == .ok, "\(path)")
                #expect(r.headers[Self.position].flatMap { Int64($0) } ?? -1 >= head, "\(path)")
                #expect(ContinuousClock.now - started < .seconds(2), "\(path)")
            }
            // An as-of read of an earlier position still shows that position: the minimum is about
            // the state the answer comes from, not the moment it shows.
            let r = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Points/features?asOf=1", token: world.viewer, headers: Self.at(head))
            #expect(r.status == .ok)
            #expect(r.headers[Self.position] == "1")
        }
    }

    @Test func aReadAheadOfTheHeadWaitsForTheEditThatReachesIt() async throws {
        let world = try await TestWorld.make("minposwaits")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let head = try await Self.add(client, world, 1)
            let ws = world.workspace
            let started = ContinuousClock.now
            async let read = client.send(.get, "/v1/workspaces/\(ws)/layers/Points/features", token: world.viewer, headers: Self.at(head + 1))
            try await Task.sleep(for: .milliseconds(600))
            let later = try await Self.add(client, world, 2)
            let r = try await read
            #expect(later == head + 1)
            #expect(r.status == .ok)
            #expect(ContinuousClock.now - started >= .milliseconds(500))
            #expect(r.headers[Self.position] == String(later))
            #expect(r.json["features"].arrayValue?.count == 2)
        }
    }

    @Test func aPositionNotReachedWithinTheRequestTimeIsA503WithRetryAfterOnEveryFace() async throws {
        let world = try await TestWorld.make("minpos503")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let head = try await world.head()
        // Two seconds, so that the first look at the head has time enough on a loaded machine.
        try await Self.withClient(world, timeout: .seconds(2)) { client in
            let ws = world.workspace
            for path in ["/v1/workspaces/\(ws)/layers/Points/features", "/v1/workspaces/\(ws)/events?after=0",
                         "/ogc/\(ws)/collections/Points/items", "/arcgis/rest/services/\(ws)/FeatureServer/0/query?where=1%3D1&f=json"] {
                let started = ContinuousClock.now
                let r = try await client.send(.get, path, token: world.viewer, headers: Self.at(head + 5))
                let waited = ContinuousClock.now - started
                #expect(r.status == .serviceUnavailable, "\(path)")
                #expect(r.headers[.retryAfter] == "1", "\(path)")
                #expect(waited >= .milliseconds(1_500) && waited < .seconds(3), "\(path) waited \(waited)")
                if path.hasPrefix("/arcgis") {
                    #expect(r.json["error"]["code"].intValue == 503)
                    #expect(r.json["error"]["message"].stringValue?.contains("not yet at \(head + 5)") == true)
                } else {
                    #expect(r.headers[.contentType] == "application/problem+json", "\(path)")
                    #expect(r.json["type"].stringValue == Problem.typeBase + "position-not-reached", "\(path)")
                    #expect(r.json["minPosition"].intValue == head + 5)
                    #expect(r.json["position"].intValue == head)
                }
            }
        }
    }

    @Test func aMalformedMinimumPositionIsA400() async throws {
        let world = try await TestWorld.make("minpos400")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            for value in ["abc", "-1", "1.5", "", "12 13"] {
                let headers: HTTPFields = [Self.minPosition: value]
                var r = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Points/features", token: world.viewer, headers: headers)
                #expect(r.status == .badRequest, "\(value)")
                #expect(r.headers[.contentType] == "application/problem+json")
                #expect(r.json["violations"][0]["code"].stringValue == "minPosition.invalid", "\(value)")
                r = try await client.send(.get, "/ogc/\(ws)/collections/Points/items", token: world.viewer, headers: headers)
                #expect(r.status == .badRequest, "\(value)")
                r = try await client.send(.get, "/arcgis/rest/services/\(ws)/FeatureServer/0/query?where=1%3D1&f=json", token: world.viewer, headers: headers)
                #expect(r.status == .badRequest, "\(value)")
                #expect(r.json["error"]["code"].intValue == 400, "\(value)")
            }
        }
    }
}
