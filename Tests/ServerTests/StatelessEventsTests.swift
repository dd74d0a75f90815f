import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HummingbirdTesting
import Journal
import PostgresNIO
import Testing

/// An event of a feature keeps no copy of its state (Schema/0077): the version's row is the one
/// place of it, and what a reader sees of an event — a created feature's state, an update's
/// changes old → new and its new geometry, a deleted feature's last state — is derived from the
/// versions. What the event keeps of its own (a geometry edit, a restore) is all it stores, the
/// feed reads as the decision wrote it, and the chain covers the version rows.
@Suite("Events of features keep no state: their payloads come from the versions")
struct StatelessEventsTests {
    @Test func theFeedReadsWhatEachEditDecidedWhileTheEventsStoreNoState() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.defineLayer("Lines", #"{"geometryType":"LineString","srid":3857,"fields":[{"name":"N","type":"integer"}]}"#)
        let start = try await world.head()
        try await world.withClient { client in
            func edit(_ body: String) async throws -> JSONValue {
                let r = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: body)
                #expect(r.status == .ok, "\(r.text)")
                return r.json
            }
            let session = try await client.send(.post, "/v1/workspaces/\(ws)/sessions", token: world.editor, body: #"{"title":"stateless"}"#).json["id"].stringValue!
            let added = try await edit(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1,"NAME":"a"},"geometry":{"type":"Point","coordinates":[1.5,2.25]}}]},"#
                                       + #"{"layer":"Lines","adds":[{"attributes":{"N":7},"geometry":{"type":"LineString","coordinates":[[0,0],[10,0]]}}]}]}"#)
            let point = added["results"][0]["id"].stringValue!
            let line = added["results"][1]["id"].stringValue!
            _ = try await edit(#"{"edits":[{"layer":"Points","updates":[{"id":"\#(point)","expectedVersion":1,"attributes":{"N":2,"NAME":"a"}}]}]}"#)
            _ = try await edit(#"{"edits":[{"layer":"Points","updates":[{"id":"\#(point)","expectedVersion":2,"geometry":{"type":"Point","coordinates":[3,4.5]}}]}]}"#)
            _ = try await edit(#"{"edits":[{"layer":"Points","updates":[{"id":"\#(point)","expectedVersion":3,"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[3,4.5]}}]}]}"#)
            let moved = try await client.send(.post, "/v1/workspaces/\(ws)/features/\(line)/geometry-edits", token: world.editor,
                                              body: #"{"expectedVersion":1,"edit":{"kind":"moveVertex","index":1,"to":[10,100]}}"#)
            #expect(moved.status == .ok, "\(moved.text)")
            _ = try await edit(#"{"sessionId":"\#(session)","edits":[{"layer":"Points","deletes":[{"id":"\#(point)","expectedVersion":4}]}]}"#)
            let undo = try await client.send(.post, "/v1/workspaces/\(ws)/sessions/\(session)/undo", token: world.editor)
            #expect(undo.status == .ok, "\(undo.text)")

            let feed = try await client.send(.get, "/v1/workspaces/\(ws)/events?after=\(start)&limit=100", token: world.viewer).json["events"].arrayValue ?? []
            let data = feed.map { $0["data"] }
            try #require(feed.count == 8, "\(feed)")
            let objectId = feed[0]["position"]
            #expect(data[0] == ["attributes": ["N": 1, "NAME": "a"], "geometry": ["type": "Point", "coordinates": [1.5, 2.25]], "objectId": objectId])
            #expect(data[1]["attributes"] == ["N": 7] && data[1]["geometry"]["coordinates"] == [[0, 0], [10, 0]])
            #expect(data[2] == ["changes": ["N": ["old": 1, "new": 2]]], "only what changed; NAME was sent unchanged")
            #expect(data[3] == ["changes": [:], "geometry": ["type": "Point", "coordinates": [3, 4.5]]])
            #expect(data[4] == ["changes": [:]], "the same values and geometry: no change")
            #expect(data[5]["geometryEdit"]["kind"] == "moveVertex" && data[5]["geometry"]["coordinates"] == [[0, 0], [10, 100]], "\(data[5])")
            #expect(data[6] == ["attributes": ["N": 2, "NAME": "a"], "geometry": ["type": "Point", "coordinates": [3, 4.5]], "objectId": objectId])
            #expect(feed[7]["type"] == "featureCreated" && data[7]["restores"] == 5 && data[7]["attributes"] == ["N": 2, "NAME": "a"]
                    && data[7]["objectId"] == objectId, "\(data[7])")
        }
        // What the events store: nothing but the geometry edit and the restore.
        var kept: [String] = []
        for try await text in try await world.env.owner.query("""
            SELECT coalesce(data::text, '-') || ' ' || coalesce(encode(ST_AsEWKB(geom), 'hex'), '-') FROM events
            WHERE workspace_id = \(ws) AND position > \(start) ORDER BY position
            """).decode(String.self) { kept.append(text) }
        #expect(kept.count == 8)
        #expect(kept.filter { $0 != "- -" }.count == 2, "\(kept)")
        #expect(kept[5].hasPrefix(#"{"geometryEdit""#) && kept[7] == #"{"restores": 5} -"#, "\(kept)")
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: ws)
        #expect(report.isIntact, "\(report.findings)")
        // It says up to which position and hash it verified the line (a restore's check).
        let head = try await world.head()
        let hash = try await world.env.owner.query("SELECT encode(head_hash, 'hex') FROM workspaces WHERE id = \(ws)").collect().first?.decode(String.self)
        #expect(report.verified.map { "\($0.workspace) \($0.head) \($0.headHash)" } == ["\(ws) \(head) \(hash ?? "")"], "\(report.verified)")
    }
}
