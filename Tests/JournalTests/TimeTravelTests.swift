import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
import Journal
import Testing

@Suite("Time travel: as-of reads, history and diffs")
struct TimeTravelTests {
    /// Replays the events up to `position` naively: the oracle for as-of reads.
    static func replay(_ events: [StoredEvent], upTo position: Int64) throws -> [UUID: FeatureState] {
        var streams: [UUID: StreamState] = [:]
        for e in events where e.position <= position {
            guard let id = e.featureId, let version = e.featureVersion, let type = EventType(rawValue: e.type) else { continue }
            streams[id] = try (streams[id] ?? .none).applying(type: type, featureId: id, version: version, layer: e.layer, data: e.data)
        }
        // The reads compared with this oracle (the JSON API's features) do not show OBJECTIDs.
        return streams.compactMapValues { stream in stream.live.map { var state = $0; state.objectId = nil; return state } }
    }

    static func readAll(_ journal: Journal, _ ws: String, moment: ReadMoment, bbox: BoundingBox? = nil) async throws -> (Int64, [UUID: FeatureState]) {
        var out: [UUID: FeatureState] = [:]
        var cursor: String?
        var position: Int64 = -1
        repeat {
            let page = try await journal.reads.features(workspace: ws, layer: "Points", moment: moment, bbox: bbox, limit: 7, cursor: cursor)
            position = page.position
            for text in page.features {
                let json = try JSONValue.parse(text)
                let id = UUID(uuidString: json["id"].stringValue!)!
                out[id] = FeatureState(id: id, layer: "Points", version: Int(json["version"].intValue!), attributes: json["properties"].objectValue ?? [:],
                                       geometry: try Geometry.parse(json["geometry"]).get())
            }
            cursor = page.next
        } while cursor != nil
        return (position, out)
    }

    @Test(arguments: [UInt64(7), 2026])
    func asOfReadsEqualANaiveReplayAtRandomPositions(seed: UInt64) async throws {
        var rng = SeededGenerator(seed: seed)
        let world = try await TestWorld.make("asof\(seed)")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let journal = world.journal
        let ws = world.workspace
        var live: [UUID: Int] = [:]  // id → version
        for _ in 0..<220 {
            var adds: [String] = []
            var updates: [String] = []
            var deletes: [String] = []
            var touched: Set<UUID> = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let roll = Int.random(in: 0..<10, using: &rng)
                let x = Double(Int.random(in: 0...1000, using: &rng))
                let y = Double(Int.random(in: 0...1000, using: &rng))
                if roll < 4 || live.count < 5 {
                    adds.append(#"{"attributes":{"N":\#(Int.random(in: 0...99, using: &rng))},"geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}}"#)
                } else if let (id, version) = live.randomElement(using: &rng), !touched.contains(id) {
                    touched.insert(id)
                    if roll < 8 {
                        let geometry = roll < 6 ? #","geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}"# : ""
                        updates.append(#"{"id":"\#(id.lowercased)","expectedVersion":\#(version),"attributes":{"N":\#(Int.random(in: 100...199, using: &rng))}\#(geometry)}"#)
                    } else {
                        deletes.append(#"{"id":"\#(id.lowercased)","expectedVersion":\#(version)}"#)
                    }
                }
            }
            let body = #"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))],"updates":[\#(updates.joined(separator: ","))],"deletes":[\#(deletes.joined(separator: ","))]}]}"#
            let outcome = try await journal.edits.apply(workspace: ws, request: try EditRequest.parse(JSONValue.parse(body)).get(), context: AppendContext(actor: "p"))
            for r in outcome.results {
                if r.action == .delete { live[r.id] = nil } else { live[r.id] = r.version }
            }
        }
        let (events, head) = try await journal.reads.events(workspace: ws, after: 0, limit: 10_000)
        #expect(events.count == Int(head))
        var positions = (0..<12).map { _ in Int64.random(in: 1...head, using: &rng) }
        positions.append(head)
        for p in positions {
            let (shown, read) = try await Self.readAll(journal, ws, moment: .position(p))
            #expect(shown == p)
            let expected = try Self.replay(events, upTo: p)
            #expect(read == expected, "as of \(p)")
            // A bbox as-of read equals the replay filtered by the box.
            let box = BoundingBox(minX: 200, minY: 200, maxX: 700, maxY: 600)
            let (_, boxed) = try await Self.readAll(journal, ws, moment: .position(p), bbox: box)
            #expect(boxed == expected.filter { box.contains($0.value.geometry.bbox) }, "bbox as of \(p)")
        }
    }

    @Test func timeAndPositionAsOfAgreeOnTheSameMoment() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        var times: [(Int64, Date)] = []
        for n in 0..<6 {
            let outcome = try await world.journal.edits.apply(workspace: world.workspace, request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(n))).get(), context: AppendContext(actor: "t"))
            times.append((outcome.operation.lastPosition, outcome.operation.recordedAt))
            try await Task.sleep(for: .milliseconds(20))
        }
        for (position, time) in times {
            let byPosition = try await Self.readAll(world.journal, world.workspace, moment: .position(position))
            let byTime = try await Self.readAll(world.journal, world.workspace, moment: .time(time.addingTimeInterval(0.001)))
            #expect(byTime.0 == position)
            #expect(byTime.1 == byPosition.1)
        }
        let before = try await Self.readAll(world.journal, world.workspace, moment: .time(times[0].1.addingTimeInterval(-5)))
        #expect(before.1.isEmpty)
    }

    @Test func historyDiffAndOperationsTellWhoChangedWhat() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let url = "/v1/workspaces/\(world.workspace)/edits"
            let created = try await client.send(.post, url, token: world.editor, body: TestWorld.addBody(1, x: 10, y: 10))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            let afterCreate = try #require(created.json["operation"]["lastPosition"].intValue)
            let other = try await client.send(.post, url, token: world.admin, body: TestWorld.addBody(2, x: 500, y: 500))
            let otherId = try #require(other.json["results"][0]["id"].stringValue)
            _ = try await client.send(.post, url, token: world.editor, body: #"{"message":"fix N","edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":5}}]}]}"#)
            let moved = try await client.send(.post, "/v1/workspaces/\(world.workspace)/features/\(id)/geometry-edits", token: world.editor,
                                              body: #"{"expectedVersion":2,"edit":{"kind":"moveVertex","index":0,"to":[11,12]}}"#)
            #expect(moved.status == .ok, "\(moved.text)")
            _ = try await client.send(.post, url, token: world.admin, body: #"{"edits":[{"layer":"Points","deletes":[{"id":"\#(otherId)"}]}]}"#)

            let history = try await client.send(.get, "/v1/workspaces/\(world.workspace)/features/\(id)/history", token: world.viewer)
            let versions = history.json["versions"].arrayValue ?? []
            #expect(versions.count == 3)
            #expect(versions[0]["type"].stringValue == "featureCreated")
            #expect(versions[1]["changes"]["N"] == ["old": 1, "new": 5])
            #expect(versions[1]["message"].stringValue == "fix N")
            #expect(versions[1]["actor"].stringValue == "ed")
            #expect(versions[2]["geometryEditKind"].stringValue == "moveVertex")
            #expect(versions[2]["geometryChanged"] == true)

            let diff = try await client.send(.get, "/v1/workspaces/\(world.workspace)/diff?from=\(afterCreate)", token: world.viewer)
            #expect(diff.status == .ok, "\(diff.text)")
            #expect(diff.json["added"].arrayValue?.count == 0)  // the other point was added and deleted inside the range
            #expect(diff.json["modified"].arrayValue?.count == 1)
            #expect(diff.json["modified"][0]["old"]["properties"]["N"] == 1)
            #expect(diff.json["modified"][0]["new"]["properties"]["N"] == 5)
            let fromStart = try await client.send(.get, "/v1/workspaces/\(world.workspace)/diff?from=1&bbox=0,0,100,100", token: world.viewer)
            #expect(fromStart.json["added"].arrayValue?.count == 1)
            #expect(fromStart.json["deleted"].arrayValue?.count == 0)

            let byAdmin = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations?actor=ada", token: world.viewer)
            #expect(byAdmin.json["operations"].arrayValue?.count == 3)  // the layer definition, an add and a delete
            let paged = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations?limit=2", token: world.viewer)
            #expect(paged.json["operations"].arrayValue?.count == 2)
            let next = try #require(paged.json["next"].stringValue)
            let rest = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations?limit=10&cursor=\(next)", token: world.viewer)
            #expect(rest.json["operations"].arrayValue?.count == 4)  // 6 operations in all, the layer definition included

            // The deleted feature is still readable as of a moment it existed.
            let old = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(otherId)?asOf=\(afterCreate + 1)", token: world.viewer)
            #expect(old.status == .ok)
            #expect(old.json["properties"]["N"] == 2)
            let gone = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(otherId)", token: world.viewer)
            #expect(gone.status == .notFound)
        }
    }
}
