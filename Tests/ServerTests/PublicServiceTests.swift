import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

/// A public service behind a reverse proxy: `--trusted-proxy` makes `X-Forwarded-For` from those
/// peers the client (per-client rate limits for requests without a token), `/openapi.json` is read
/// without a token, a workspace says whether it is public, and a change of the flag reaches every
/// node through the change notifier at once.
@Suite("A public service behind a proxy")
struct PublicServiceTests {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    @Test func forwardedForNamesTheClientOnlyFromATrustedProxy() throws {
        let proxies = try TrustedProxies(["10.0.0.0/8", "192.168.1.7", "fd00::/8"])
        #expect(proxies.contains("10.200.3.4") && proxies.contains("192.168.1.7") && !proxies.contains("192.168.1.8"))
        #expect(proxies.contains("fd12::1") && !proxies.contains("fe80::1") && proxies.contains("::ffff:10.1.1.1"))
        // From a trusted proxy: the rightmost forwarded address that is no trusted proxy.
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["203.0.113.9"]) == "203.0.113.9")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.1, 203.0.113.9, 10.0.0.2"]) == "203.0.113.9",
                "what a client wrote left of the last untrusted hop decides nothing")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.1", "203.0.113.9:4711"]) == "203.0.113.9")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["[2001:db8::7]:443"]) == "2001:db8::7")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["not-an-address, 10.0.0.3"]) == "10.0.0.3", "a hop that is no address stops the walk")
        // From any other peer the header is ignored.
        #expect(proxies.client(peer: "203.0.113.50", forwardedFor: ["198.51.100.1"]) == "203.0.113.50")
        #expect(TrustedProxies.none.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.1"]) == "10.0.0.1")
        for bad in ["10.0.0.0/33", "example.org", "10.0.0/8", "::/129", ""] {
            #expect(throws: TrustedProxies.InvalidRange.self, "\(bad)") { try TrustedProxies([bad]) }
        }
    }

    /// The real server on a socket (the peer is 127.0.0.1), with a rate of 2 requests per client.
    static func live<T: Sendable>(_ world: TestWorld, trusted: [String], _ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        let responder = GeoJournalServer.makeResponder(journal: world.journal, tokens: world.env.tokens, metrics: world.metrics,
                                                       limits: RequestLimits(requestsPerSecond: 0.001, burst: 2), trustedProxies: try TrustedProxies(trusted))
        let app = Application(responder: responder, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        return try await app.test(.live) { client in try await body(client) }
    }

    @Test func behindATrustedProxyEachAnonymousClientHasItsOwnRateLimit() async throws {
        let world = try await TestWorld.make("trustedproxy")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        _ = try await WorkspaceAccess(client: world.env.service).setPublic(world.workspace, true)
        let path = "/v1/workspaces/\(world.workspace)/layers"
        // The statuses of anonymous reads, each from the client X-Forwarded-For names.
        let behindTrusted = try await Self.statuses(world, path, trusted: ["127.0.0.1/32"],
                                                    ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2", "198.51.100.5, 203.0.113.1"])
        #expect(behindTrusted[0] == .ok && behindTrusted[1] == .ok)
        #expect(behindTrusted[2] == .tooManyRequests, "the third request of one client is over its limit")
        #expect(behindTrusted[3] == .ok, "another client behind the same proxy has its own limit")
        #expect(behindTrusted[4] == .tooManyRequests, "an address the client wrote itself changes nothing")
        // Without --trusted-proxy the header is the client's word: every request is the peer's.
        let untrusted = try await Self.statuses(world, path, trusted: [], ["203.0.113.3", "203.0.113.4", "203.0.113.5"])
        #expect(untrusted == [.ok, .ok, .tooManyRequests], "all share the peer's limit: \(untrusted)")
    }

    /// The statuses of anonymous GETs of `path`, one per `X-Forwarded-For` value, in order.
    static func statuses(_ world: TestWorld, _ path: String, trusted: [String], _ forwarded: [String]) async throws -> [HTTPResponse.Status] {
        try await live(world, trusted: trusted) { (client: any TestClientProtocol) async throws -> [HTTPResponse.Status] in
            var out: [HTTPResponse.Status] = []
            for value in forwarded {
                out.append(try await client.send(.get, path, token: nil, headers: [Self.forwardedFor: value]).status)
            }
            return out
        }
    }

    @Test func theOpenAPIDocumentIsReadWithoutAToken() async throws {
        let world = try await TestWorld.make("openapiopen")
        try await world.withClient { client in
            let r = try await client.send(.get, "/openapi.json", token: nil)
            #expect(r.status == .ok, "\(r.text.prefix(200))")
            #expect(r.json["openapi"].stringValue == "3.0.3")
            #expect(r.json["paths"]["/openapi.json"]["get"]["security"] == .array([]), "the document says it needs no token")
            // Data still needs one.
            #expect(try await client.send(.get, "/v1/workspaces", token: nil).status == .unauthorized)
            #expect(try await client.send(.get, "/metrics", token: nil).status == .unauthorized)
        }
    }

    @Test func aWorkspaceSaysWhetherItIsPublic() async throws {
        let world = try await TestWorld.make("saypublic")
        try await world.withClient { client in
            let ws = world.workspace
            let before = try await client.send(.get, "/v1/workspaces/\(ws)", token: world.viewer)
            #expect(before.status == .ok && before.json["public"] == false, "\(before.text)")
            #expect(try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.admin, body: #"{"public": true}"#).status == .ok)
            let after = try await client.send(.get, "/v1/workspaces/\(ws)", token: world.viewer)
            #expect(after.json["public"] == true, "\(after.text)")
            let anonymous = try await client.send(.get, "/v1/workspaces/\(ws)", token: nil)
            #expect(anonymous.status == .ok && anonymous.json == after.json)
            let list = try await client.send(.get, "/v1/workspaces", token: world.viewer)
            #expect(list.json["workspaces"].arrayValue?.first { $0["id"].stringValue == ws }?["public"] == true)
        }
    }

    @Test func aChangeOfThePublicFlagReachesAnotherNodeAtOnce() async throws {
        let world = try await TestWorld.make("publicnotify")
        let ws = world.workspace
        // Another node: its own notifier, and flags it would otherwise trust for ten minutes.
        let notifier = ChangeNotifier(client: world.env.service, logger: world.env.logger)
        let listening = Task { try await notifier.run() }
        defer { listening.cancel() }
        let other = WorkspaceAccess(primary: PrimaryPool(client: world.env.service), cacheLifetime: .seconds(600), notifier: notifier)
        let started = ContinuousClock.now
        while !notifier.isListening {
            #expect(ContinuousClock.now - started < .seconds(10), "the notifier listens")
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await other.isPublic(ws) == false)
        /// How long until `other` sees `flag` (nil: not within 3 s).
        func seen(_ flag: Bool) async throws -> Duration? {
            let changed = ContinuousClock.now
            while ContinuousClock.now - changed < .seconds(3) {
                if try await other.isPublic(ws) == flag { return ContinuousClock.now - changed }
                try await Task.sleep(for: .milliseconds(10))
            }
            return nil
        }
        // Made public through this node's API path…
        _ = try await WorkspaceAccess(client: world.env.service).setPublic(ws, true)
        let madePublic = try await seen(true)
        #expect(madePublic != nil, "the other node saw the workspace made public")
        // …and private again by hand (psql), which only the trigger can tell.
        try await world.env.owner.query("UPDATE workspaces SET public_read = false WHERE id = \(ws)")
        let madePrivate = try await seen(false)
        #expect(madePrivate != nil, "the other node saw the workspace made private")
        #expect((madePublic ?? .seconds(9)) < .seconds(1) && (madePrivate ?? .seconds(9)) < .seconds(1),
                "seen in \(String(describing: madePublic)) and \(String(describing: madePrivate))")
    }
}
