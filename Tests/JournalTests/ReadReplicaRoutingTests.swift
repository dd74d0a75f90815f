import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
@testable import Journal
import Testing

/// Where reads go with `serve --replica-url` (``ReadReplicas``): reads of moments a replica has
/// replayed (as-of, cursor pages, diff, feed pages, a `GeoJournal-Min-Position` it has reached) to
/// it, everything else to the primary. The "replica" here is a second pool on the test database:
/// a server that is not in recovery has replayed exactly what the primary has, so the routing
/// decisions are checked against real samples; a real streaming standby is in
/// Tests/scripts/cluster_replica_reads.sh.
@Suite("Reads routed to replicas that cover their moment")
struct ReadReplicaRoutingTests {
    static let minPosition = HTTPField.Name("GeoJournal-Min-Position")!

    @Test func readsOfMomentsTheReplicaHasReplayedGoToItAndNowReadsStayOnThePrimary() async throws {
        let world = try await TestWorld.make("replicarouting")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let replicas = ReadReplicas(urls: [world.env.serviceURL], maxConnections: 4, logger: world.env.logger)
        let journal = Journal(client: world.env.service, logger: world.env.logger, replicas: replicas)
        let sampling = Task { try await replicas.run() }
        defer { sampling.cancel() }
        let replica = replicas.replicas[0]
        try await world.withClient(journal: journal, requestTimeout: .seconds(20)) { client in
            let ws = world.workspace
            let base = "/v1/workspaces/\(ws)"
            var lasts: [Int64] = []
            for n in 1...3 {
                let r = try await client.send(.post, "\(base)/edits", token: world.editor,
                                              body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(n),1]}}]}]}"#)
                lasts.append(try #require(r.json["operation"]["lastPosition"].intValue))
            }
            let head = lasts[2]
            let editedBy = Date()
            // Until a sample has seen the head, every read stays on the primary.
            let sampled = ContinuousClock.now
            while (replica.replay?.heads[ws] ?? -1) < head {
                #expect(ContinuousClock.now - sampled < .seconds(10))
                try await Task.sleep(for: .milliseconds(20))
            }

            /// Sends a read and says where it went.
            @Sendable func routed(_ path: String, headers: HTTPFields = [:]) async throws -> (TestResponse, String) {
                let (before, primaryBefore) = (replica.readCount, replicas.primaryReadCount)
                let r = try await client.send(.get, path, token: world.viewer, headers: headers)
                let to = replica.readCount > before ? "replica" : replicas.primaryReadCount > primaryBefore ? "primary" : "none"
                return (r, to)
            }
            var (r, to) = try await routed("\(base)/layers/Points/features?asOf=\(lasts[0])")
            #expect(to == "replica")
            #expect(r.json["features"].arrayValue?.count == 1)
            (r, to) = try await routed("\(base)/layers/Points/features")
            #expect(to == "primary")
            #expect(r.json["features"].arrayValue?.count == 3)
            (r, to) = try await routed("\(base)/layers/Points/features", headers: [Self.minPosition: String(head)])
            #expect(to == "replica")
            #expect(r.headers[HTTPField.Name("GeoJournal-Position")!] == String(head))
            (r, to) = try await routed("\(base)/layers/Points/features?asOf=\(head + 50)")
            #expect(to == "primary")
            (r, to) = try await routed("\(base)/diff?from=\(lasts[0])&to=\(lasts[1])")
            #expect(to == "replica")
            (r, to) = try await routed("\(base)/events?after=0")
            #expect(to == "replica")
            #expect(r.json["events"].arrayValue?.count == Int(head))
            (r, to) = try await routed("\(base)/events?after=\(head)")
            #expect(to == "primary")
            // A time: once the replica has caught up with every head this process announced and
            // the sample lies a second past it.
            let time = RFC3339.string(micros: Int64(editedBy.timeIntervalSince1970 * 1_000_000))
            // Checked only while the replica's sample cannot yet lie a second past the time (on a
            // loaded machine the steps above may already have taken that long).
            let early = Date().timeIntervalSince(editedBy) < 0.8
            (r, to) = try await routed("\(base)/layers/Points/features?asOf=\(time)")
            if early { #expect(to == "primary") }
            // The replica's sample comes to lie a second past the time: 1.3 s on a quiet machine,
            // later while other suites load it; asked again until then (at most 15 s).
            try await Task.sleep(for: .milliseconds(1300))
            (r, to) = try await routed("\(base)/layers/Points/features?asOf=\(time)")
            let waitUntil = Date().addingTimeInterval(15)
            while to != "replica", Date() < waitUntil {
                try await Task.sleep(for: .milliseconds(250))
                (r, to) = try await routed("\(base)/layers/Points/features?asOf=\(time)")
            }
            #expect(to == "replica")
            #expect(r.json["features"].arrayValue?.count == 3)
            (r, to) = try await routed("/ogc/\(ws)/collections/Points/items?datetime=\(time)")
            #expect(to == "replica")
            #expect(r.json["features"].arrayValue?.count == 3)
            let ms = Int64(editedBy.timeIntervalSince1970 * 1000) + 1
            (r, to) = try await routed("/arcgis/rest/services/\(ws)/FeatureServer/0/query?where=1%3D1&returnCountOnly=true&historicMoment=\(ms)&f=json")
            #expect(to == "replica")
            #expect(r.json["count"].intValue == 3)

            let metrics = await JournalGauges(journal).prometheusText()
            #expect(metrics.contains("geojournal_replica_up{replica=\"\(replica.name)\"} 1"))
            #expect(metrics.contains("geojournal_replica_lag_seconds{replica=\"\(replica.name)\"} 0"))
            #expect(metrics.contains("geojournal_replica_lag_positions{replica=\"\(replica.name)\",workspace=\"\(ws)\"} 0"))
            #expect(metrics.contains("geojournal_replica_reads_total{replica=\"\(replica.name)\"} \(replica.readCount)"))
        }
    }
    @Test func versionReadsGoToAReplicaThatHasReplayedTheirLineAtItsPositions() async throws {
        let world = try await TestWorld.make("replicaversions")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let replicas = ReadReplicas(urls: [world.env.serviceURL], maxConnections: 4, logger: world.env.logger)
        let journal = Journal(client: world.env.service, logger: world.env.logger, replicas: replicas)
        let sampling = Task { try await replicas.run() }
        defer { sampling.cancel() }
        let replica = replicas.replicas[0]
        try await world.withClient(journal: journal, requestTimeout: .seconds(20)) { client in
            let ws = world.workspace
            let base = "/v1/workspaces/\(ws)"
            #expect(try await client.send(.post, "\(base)/edits", token: world.editor, body: TestWorld.addBody(1)).status == .ok)
            #expect(try await client.send(.post, "\(base)/versions", token: world.editor, body: #"{"name":"replicated","access":"protected"}"#).status == .created)
            let v = "ed.replicated"
            var lasts: [Int64] = []
            for n in 2...3 {
                let r = try await client.send(.post, "\(base)/edits?version=\(v)", token: world.editor, body: TestWorld.addBody(n, x: Double(n)))
                #expect(r.status == .ok, "\(r.text)")
                lasts.append(try #require(r.json["operation"]["lastPosition"].intValue))
            }
            let line = try #require(try await journal.versions.versionInfos(workspace: ws).first?.line)
            let head = lasts[1]
            @Sendable func routed(_ path: String, headers: HTTPFields = [:]) async throws -> (TestResponse, String) {
                let (before, primaryBefore) = (replica.readCount, replicas.primaryReadCount)
                let r = try await client.send(.get, path, token: world.viewer, headers: headers)
                let to = replica.readCount > before ? "replica" : replicas.primaryReadCount > primaryBefore ? "primary" : "none"
                return (r, to)
            }
            // The first read of the line goes to the primary and has it sampled from then on.
            var (r, to) = try await routed("\(base)/layers/Points/features?version=\(v)", headers: [Self.minPosition: String(head)])
            #expect(to == "primary" && r.status == .ok, "\(to) \(r.text)")
            let sampled = ContinuousClock.now
            while (replica.replay?.heads[line] ?? -1) < head {
                #expect(ContinuousClock.now - sampled < .seconds(10), "the line is sampled")
                try await Task.sleep(for: .milliseconds(20))
            }
            // Read your writes in the version: a position of its line, on the replica.
            (r, to) = try await routed("\(base)/layers/Points/features?version=\(v)", headers: [Self.minPosition: String(head)])
            #expect(to == "replica", "a read at the line's position goes to the replica that replayed it")
            #expect(r.headers[HTTPField.Name("GeoJournal-Position")!] == String(head))
            #expect(r.json["features"].arrayValue?.count == 3, "DEFAULT's feature and the version's two: \(r.text.prefix(300))")
            (r, to) = try await routed("\(base)/layers/Points/features?version=\(v)&asOf=\(lasts[0])")
            #expect(to == "replica" && r.json["features"].arrayValue?.count == 2, "as of the line's first edit")
            (r, to) = try await routed("/ogc/\(ws)/collections/Points/items?version=\(v)", headers: [Self.minPosition: String(head)])
            #expect(to == "replica" && r.json["features"].arrayValue?.count == 3)
        }
        // A position the line has not reached is waited for, then refused in the version's words.
        try await world.withClient(journal: journal, requestTimeout: .seconds(2)) { client in
            let head = try await journal.versions.versionInfos(workspace: world.workspace).first?.head ?? 0
            let ahead = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features?version=ed.replicated", token: world.viewer,
                                              headers: [Self.minPosition: String(head + 5)])
            #expect(ahead.status == .serviceUnavailable && ahead.json["detail"].stringValue?.hasPrefix("version \"ed.replicated\" is at position \(head)") == true,
                    "\(ahead.status) \(ahead.text)")
        }
    }
}
