import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

@Suite("Per-token limits")
struct LimitsTests {
    func application(_ world: TestWorld, _ limits: RequestLimits) -> some ApplicationProtocol {
        Application(responder: GeoJournalServer.makeResponder(journal: world.env.journal, tokens: world.env.tokens, metrics: world.metrics,
                                                              requestTimeout: .seconds(60), limits: limits))
    }

    /// One token every 20 s: the fourth request is refused even when the machine is slow enough
    /// that the first three take seconds.
    @Test func aTokenOverItsRequestRateGets429WithRetryAfterAndOtherTokensDoNot() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await application(world, RequestLimits(requestsPerSecond: 0.05, burst: 3)).test(.router) { client in
            let path = "/v1/workspaces/\(world.workspace)/layers/Points/features"
            for _ in 0..<3 {
                #expect(try await client.send(.get, path, token: world.viewer).status == .ok)
            }
            let refused = try await client.send(.get, path, token: world.viewer)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.contentType] == "application/problem+json")
            #expect(refused.headers[.retryAfter].flatMap(Int.init).map { $0 >= 1 } == true)
            #expect(refused.json["type"].stringValue?.hasSuffix("too-many-requests") == true)
            // A refused edit writes nothing.
            let before = try await world.eventCount()
            let edit = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.viewer, body: TestWorld.addBody(1))
            #expect(edit.status == .tooManyRequests)
            #expect(try await world.eventCount() == before)
            // The limit is per token.
            #expect(try await client.send(.get, path, token: world.editor).status == .ok)
        }
    }

    @Test func aTokenMayHoldOnlySoManyOpenEventStreams() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let head = try await world.head()
        try await application(world, RequestLimits(streamsPerToken: 1)).test(.router) { client in
            let stream = "/v1/workspaces/\(world.workspace)/events/stream"
            // The first stream stays open until position head + 1 exists. A probe below may hold the
            // token's one slot for a moment when it arrives; then it asks again.
            let open = Task {
                while true {
                    let r = try await client.send(.get, "\(stream)?after=\(head)&until=\(head + 1)", token: world.viewer)
                    if r.status != .tooManyRequests { return r }
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
            var refused: TestResponse?
            for _ in 0..<100 {
                let r = try await client.send(.get, "\(stream)?after=\(head)&until=\(head)", token: world.viewer)
                if r.status == .tooManyRequests { refused = r; break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(refused?.headers[.contentType] == "application/problem+json")
            #expect(refused?.json["status"].intValue == 429)
            // Another token is not affected.
            #expect(try await client.send(.get, "\(stream)?after=\(head)&until=\(head)", token: world.editor).status == .ok)
            // The first stream ends with the next position; then its slot is free again.
            #expect(try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(1)).status == .ok)
            #expect(try await open.value.status == .ok)
            #expect(try await client.send(.get, "\(stream)?after=\(head)&until=\(head + 1)", token: world.viewer).status == .ok)
        }
    }
}
