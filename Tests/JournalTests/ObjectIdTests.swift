import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HummingbirdTesting
@testable import Journal
import PostgresNIO
import Testing

/// OBJECTIDs (Schema/0019): a feature's is the position of its created event, recorded in that
/// event, kept through updates, carried by its delete, given back by an undo that restores it, and
/// the same after a rebuild of the projections.
@Suite("OBJECTIDs of features")
struct ObjectIdTests {
    /// id → OBJECTID of the current features, read from the projection.
    static func current(_ world: TestWorld) async throws -> [UUID: Int64] {
        var out: [UUID: Int64] = [:]
        let rows = try await world.env.owner.query("SELECT id, object_id FROM features WHERE workspace_id = \(world.workspace)")
        for try await (id, objectId) in rows.decode((UUID, Int64).self) { out[id] = objectId }
        return out
    }

    /// The position of each feature's version 1 and the `objectId` its created events record.
    static func created(_ world: TestWorld) async throws -> [UUID: (position: Int64, recorded: [Int64?])] {
        var out: [UUID: (position: Int64, recorded: [Int64?])] = [:]
        let rows = try await world.env.owner.query("""
            SELECT e.feature_id, e.feature_version, e.position, (p.payload->>'objectId')::int8
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(world.workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(world.workspace) AND e.type = 'featureCreated' ORDER BY e.position
            """)
        for try await (id, version, position, recorded) in rows.decode((UUID, Int32, Int64, Int64?).self) {
            var entry = out[id] ?? (0, [])
            if version == 1 { entry.position = position }
            entry.recorded.append(recorded)
            out[id] = entry
        }
        return out
    }

    @Test func createdFeaturesGetThePositionOfTheirEventAndKeepItThroughUpdatesDeletesAndUndo() async throws {
        let world = try await TestWorld.make("objectids")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let s = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions", token: world.editor, body: #"{"title":"oid"}"#)
            let session = try #require(s.json["id"].stringValue)
            let a = UUID().lowercased, b = UUID().lowercased, c = UUID().lowercased
            // Three adds in one operation, then another operation: each add's event has its own position.
            let first = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: #"""
                {"edits":[{"layer":"Points","adds":[
                  {"id":"\#(a)","attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1,1]}},
                  {"id":"\#(b)","attributes":{"N":2},"geometry":{"type":"Point","coordinates":[2,2]}},
                  {"id":"\#(c)","attributes":{"N":3},"geometry":{"type":"Point","coordinates":[3,3]}}]}]}
                """#)
            #expect(first.status == .ok, "\(first.text)")
            var ids = try await Self.current(world)
            let created = try await Self.created(world)
            #expect(ids.count == 3)
            for (id, objectId) in ids {
                #expect(objectId == created[id]?.position, "OBJECTID of \(id) is its created event's position")
                #expect(created[id]?.recorded == [objectId], "the created event records it")
            }
            #expect(Set(ids.values).count == 3)
            let before = ids
            // An update keeps it; a delete in a session carries it; undo gives it back.
            let update = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                               body: #"{"edits":[{"layer":"Points","updates":[{"id":"\#(a)","attributes":{"N":10}}]}]}"#)
            #expect(update.status == .ok, "\(update.text)")
            let delete = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                               body: #"{"sessionId":"\#(session)","edits":[{"layer":"Points","deletes":[{"id":"\#(b)"}]}]}"#)
            #expect(delete.status == .ok, "\(delete.text)")
            ids = try await Self.current(world)
            #expect(ids[UUID(uuidString: a)!] == before[UUID(uuidString: a)!])
            #expect(ids[UUID(uuidString: b)!] == nil)
            let undo = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(session)/undo", token: world.editor)
            #expect(undo.status == .ok, "\(undo.text)")
            ids = try await Self.current(world)
            #expect(ids == before, "the restored feature has its OBJECTID again, nothing else changed")
            // A new feature after all that gets a new one, larger than any before.
            let later = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                              body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":4},"geometry":{"type":"Point","coordinates":[4,4]}}]}]}"#)
            #expect(later.status == .ok, "\(later.text)")
            ids = try await Self.current(world)
            let fresh = try #require(Set(ids.keys).subtracting(before.keys).first)
            #expect(ids[fresh]! > before.values.max()!)
            // Closed versions carry the OBJECTID of their feature.
            let versions = try await world.env.owner.query("""
                SELECT count(*)::int8 FROM feature_versions v JOIN features f ON f.workspace_id = v.workspace_id AND f.id = v.id
                WHERE v.workspace_id = \(world.workspace) AND v.object_id <> f.object_id
                """)
            for try await n in versions.decode(Int64.self) { #expect(n == 0) }
        }
        // A rebuild folds the same ids from the events.
        let check = try await ProjectionRebuilder(client: world.env.service, logger: world.env.logger).run(workspace: world.workspace, mode: .compare)
        #expect(check.first?.differences?.isEmpty == true, "\(String(describing: check.first?.differences))")
    }

    @Test func eventsWithoutRecordedObjectIdsReplayToThePositionOfVersionOne() throws {
        // What an event written before OBJECTIDs were recorded replays to: version 1 takes the
        // event's position, a restore the OBJECTID the feature had.
        let id = UUID()
        let geometry = JSONValue.object(["type": "Point", "coordinates": [1, 2]])
        var s = try StreamState.none.applying(type: .featureCreated, featureId: id, version: 1, layer: "P",
                                              data: ["attributes": ["N": 1], "geometry": geometry], position: 17)
        #expect(s.live?.objectId == 17)
        s = try s.applying(type: .featureUpdated, featureId: id, version: 2, layer: "P", data: ["changes": ["N": ["old": 1, "new": 2]]], position: 20)
        #expect(s.live?.objectId == 17)
        s = try s.applying(type: .featureDeleted, featureId: id, version: 3, layer: "P", data: ["attributes": ["N": 2], "geometry": geometry], position: 25)
        #expect(s.live == nil)
        s = try s.applying(type: .featureCreated, featureId: id, version: 4, layer: "P",
                           data: ["attributes": ["N": 2], "geometry": geometry, "restores": 3], position: 30)
        #expect(s.live?.objectId == 17)
        // A recorded OBJECTID wins over the rule.
        let t = try StreamState.none.applying(type: .featureCreated, featureId: id, version: 1, layer: "P",
                                              data: ["attributes": [:], "geometry": geometry, "objectId": 5], position: 9)
        #expect(t.live?.objectId == 5)
    }

    /// The operation that wrote each position (GeoServices' edit-tracking fields): read as one range
    /// of operations, or probed position by position when too many lie between, the same answer
    /// as the operations table's ranges.
    @Test func theOperationOfAPositionIsFoundByRangeAndByProbes() async throws {
        let world = try await TestWorld.make("opspans")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            for (k, token) in [world.editor, world.admin, world.editor, world.admin, world.admin].enumerated() {
                let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: token, body: #"""
                    {"edits":[{"layer":"Points","adds":[{"attributes":{"N":\#(k)},"geometry":{"type":"Point","coordinates":[\#(k),0]}},
                                                        {"attributes":{"N":\#(k + 10)},"geometry":{"type":"Point","coordinates":[\#(k),1]}}]}]}
                    """#)
                #expect(r.status == .ok, "\(r.text)")
            }
        }
        var truth: [(first: Int64, last: Int64, actor: String)] = []
        let rows = try await world.env.owner.query("SELECT first_position, last_position, actor FROM operations WHERE workspace_id = \(world.workspace) ORDER BY first_position")
        for try await row in rows.decode((Int64, Int64, String).self) { truth.append(row) }
        let positions = Array(try await Self.current(world).values) + [truth[1].first, truth.last!.last]
        func expected(_ p: Int64) -> String? { truth.first { $0.first <= p && p <= $0.last }?.actor }
        #expect(Set(positions.compactMap(expected)) == ["ed", "ada"])
        for limit in [OperationSpans.rangeLimit, 2] {
            let spans = try await world.env.owner.withConnection { conn in
                try await OperationSpans.covering(positions, workspace: world.workspace, conn: conn, logger: world.env.journal.logger, rangeLimit: limit)
            }
            for p in positions { #expect(spans.operation(at: p)?.actor == expected(p), "position \(p), range limit \(limit)") }
            #expect(spans.operation(at: 0) == nil || truth[0].first == 0)
        }
    }

    /// OBJECTIDs by feature id: probed, or read with the whole workspace when many are missing,
    /// kept afterwards; the same as the projection's either way, deleted features too as of before.
    @Test func objectIdsByFeatureIdAreTheProjectionsWhicheverWayTheyAreRead() async throws {
        let world = try await TestWorld.make("oidlookup")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let adds = (0..<6).map { #"{"attributes":{"N":\#($0)},"geometry":{"type":"Point","coordinates":[\#($0),0]}}"# }.joined(separator: ",")
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: #"{"edits":[{"layer":"Points","adds":[\#(adds)]}]}"#)
            #expect(r.status == .ok, "\(r.text)")
        }
        let truth = try await Self.current(world)
        let ids = Array(truth.keys)
        // Probed (a fresh journal object has kept nothing), then from what it kept.
        let probing = Journal(client: world.env.service, logger: world.journal.logger)
        #expect(try await probing.reads.objectIds(workspace: world.workspace, ids: Array(ids.prefix(3))) == truth.filter { ids.prefix(3).contains($0.key) })
        #expect(try await probing.reads.objectIds(workspace: world.workspace, ids: ids) == truth)
        // Read with the whole workspace.
        let scanning = Journal(client: world.env.service, logger: world.journal.logger)
        #expect(try await scanning.reads.objectIds(workspace: world.workspace, ids: ids, scanAbove: 0) == truth)
        // A deleted feature's, as of a position before the delete.
        let before = try await world.head()
        let gone = ids[0]
        try await world.withClient { client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                          body: #"{"edits":[{"layer":"Points","deletes":[{"id":"\#(gone.uuidString.lowercased())"}]}]}"#)
            #expect(r.status == .ok, "\(r.text)")
        }
        let fresh = Journal(client: world.env.service, logger: world.journal.logger)
        #expect(try await fresh.reads.objectIds(workspace: world.workspace, ids: [gone]).isEmpty)
        #expect(try await fresh.reads.objectIds(workspace: world.workspace, ids: [gone], at: before) == [gone: truth[gone]!])
    }
}
