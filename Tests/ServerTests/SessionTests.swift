import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

@Suite("Editing sessions: undo and redo as new operations")
struct SessionTests {
    struct Expected: Equatable {
        var n: Int64
        var x: Double
    }

    /// The live features of the layer: id → (N, x).
    static func current(_ client: some TestClientProtocol, _ world: TestWorld) async throws -> [String: Expected] {
        let r = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features?limit=1000", token: world.viewer)
        var out: [String: Expected] = [:]
        for f in r.json["features"].arrayValue ?? [] {
            out[f["id"].stringValue!] = Expected(n: f["properties"]["N"].intValue!, x: f["geometry"]["coordinates"][0].doubleValue!)
        }
        return out
    }

    @Test(arguments: [UInt64(11), 42])
    func randomEditsUndosAndRedosMatchAReplayOfWhatRemainsDone(seed: UInt64) async throws {
        let world = try await TestWorld.make("session\(seed)")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let s = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions", token: world.editor, body: #"{"title":"random"}"#)
            #expect(s.status == .created)
            let session = try #require(s.json["id"].stringValue)
            var rng = SeededGenerator(seed: seed)
            // The model: each edit is a closure over the state; done = undo stack, undone = redo stack.
            typealias Step = @Sendable ([String: Expected]) -> [String: Expected]
            var done: [Step] = []
            var undone: [Step] = []
            var model: [String: Expected] = [:]
            for _ in 0..<60 {
                let roll = Int.random(in: 0..<10, using: &rng)
                if roll < 2, !done.isEmpty {
                    let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(session)/undo", token: world.editor)
                    #expect(r.status == .ok, "\(r.text)")
                    undone.append(done.removeLast())
                } else if roll < 3, !undone.isEmpty {
                    let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(session)/redo", token: world.editor)
                    #expect(r.status == .ok, "\(r.text)")
                    done.append(undone.removeLast())
                } else {
                    // An edit: add a feature, or update or delete a live one.
                    let live = Array(model.keys).sorted()
                    let n = Int64.random(in: 0...999, using: &rng)
                    let x = Double(Int.random(in: 0...500, using: &rng))
                    let body: String
                    let step: Step
                    if live.isEmpty || roll < 6 {
                        let id = UUID().lowercased
                        body = #"{"sessionId":"\#(session)","edits":[{"layer":"Points","adds":[{"id":"\#(id)","attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(x),1]}}]}]}"#
                        step = { var s = $0; s[id] = Expected(n: n, x: x); return s }
                    } else if roll < 9 {
                        let id = live.randomElement(using: &rng)!
                        body = #"{"sessionId":"\#(session)","edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(x),1]}}]}]}"#
                        step = { var s = $0; s[id] = Expected(n: n, x: x); return s }
                    } else {
                        let id = live.randomElement(using: &rng)!
                        body = #"{"sessionId":"\#(session)","edits":[{"layer":"Points","deletes":[{"id":"\#(id)"}]}]}"#
                        step = { var s = $0; s[id] = nil; return s }
                    }
                    let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
                    #expect(r.status == .ok, "\(r.text)")
                    done.append(step)
                    undone.removeAll()
                }
                model = done.reduce([:]) { state, step in step(state) }
                let actual = try await Self.current(client, world)
                #expect(actual == model)
                let view = try await client.send(.get, "/v1/workspaces/\(world.workspace)/sessions/\(session)", token: world.viewer)
                #expect(view.json["canUndo"] == .bool(!done.isEmpty))
                #expect(view.json["canRedo"] == .bool(!undone.isEmpty))
                #expect(view.json["undoStack"].arrayValue?.count == done.count)
                #expect(view.json["redoStack"].arrayValue?.count == undone.count)
            }
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
            #expect(report.isIntact)
        }
    }

    @Test func undoAfterAnotherSessionsEditIs409UnlessForced() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let other = try await world.env.tokenAdmin.create(role: .editor, actor: "other").token
        try await world.withClient { client in
            let s1 = try #require(try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions", token: world.editor, body: "{}").json["id"].stringValue)
            let s2 = try #require(try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions", token: other, body: "{}").json["id"].stringValue)
            let created = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(1))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            let mine = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                             body: #"{"sessionId":"\#(s1)","edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":2}}]}]}"#)
            #expect(mine.status == .ok)
            let theirs = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: other,
                                               body: #"{"sessionId":"\#(s2)","edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":3}}]}]}"#)
            #expect(theirs.status == .ok)
            let head = try await world.head()
            let refused = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(s1)/undo", token: world.editor)
            #expect(refused.status == .conflict)
            #expect(refused.json["conflicts"][0]["featureId"].stringValue == id)
            #expect(try await world.head() == head)
            // Someone else's session is not theirs to undo.
            let foreign = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(s1)/undo", token: other)
            #expect(foreign.status == .forbidden)
            let forced = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(s1)/undo?force=true", token: world.editor)
            #expect(forced.status == .ok, "\(forced.text)")
            #expect(forced.json["operation"]["kind"].stringValue == "undo")
            #expect(forced.json["operation"]["undoes"].stringValue == mine.json["operation"]["id"].stringValue)
            let feature = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(id)", token: world.viewer)
            #expect(feature.json["properties"]["N"] == 1)
            let history = try await client.send(.get, "/v1/workspaces/\(world.workspace)/features/\(id)/history", token: world.viewer)
            let kinds = (history.json["versions"].arrayValue ?? []).compactMap { $0["kind"].stringValue }
            #expect(kinds == ["edit", "edit", "edit", "undo"])
            let actors = (history.json["versions"].arrayValue ?? []).compactMap { $0["actor"].stringValue }
            #expect(actors == ["ed", "ed", "other", "ed"])
        }
    }

    /// A forced undo whose feature someone else already put back, and the undo of an update that
    /// changed no value: nothing to change, yet the step is journaled (one `featuresUnchanged`
    /// event), answers 200 with an `undo.unchanged` warning, and moves the stacks; redo and undo
    /// keep working after it, and the projections still rebuild from the events.
    @Test func aStepWithNothingToChangeIsJournaledAndMovesTheStacks() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let other = try await world.env.tokenAdmin.create(role: .editor, actor: "other").token
        try await world.withClient { client in
            let ws = "/v1/workspaces/\(world.workspace)"
            let s1 = try #require(try await client.send(.post, "\(ws)/sessions", token: world.editor, body: "{}").json["id"].stringValue)
            let created = try await client.send(.post, "\(ws)/edits", token: world.editor, body: TestWorld.addBody(1))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            let mine = try await client.send(.post, "\(ws)/edits", token: world.editor,
                                             body: #"{"sessionId":"\#(s1)","edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":2}}]}]}"#)
            #expect(mine.status == .ok)
            // Someone else puts N back by hand: the feature is already as the undo would leave it.
            let theirs = try await client.send(.post, "\(ws)/edits", token: other,
                                               body: #"{"edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":1}}]}]}"#)
            #expect(theirs.status == .ok)
            let refused = try await client.send(.post, "\(ws)/sessions/\(s1)/undo", token: world.editor)
            #expect(refused.status == .conflict)

            let head = try await world.head()
            let forced = try await client.send(.post, "\(ws)/sessions/\(s1)/undo?force=true", token: world.editor)
            #expect(forced.status == .ok, "\(forced.text)")
            #expect(forced.json["operation"]["kind"].stringValue == "undo")
            #expect(forced.json["operation"]["firstPosition"].intValue == head + 1)
            #expect(forced.json["operation"]["lastPosition"].intValue == head + 1)
            #expect(forced.json["results"].arrayValue?.isEmpty == true)
            #expect(forced.json["warnings"][0]["code"].stringValue == "undo.unchanged")
            #expect(try await world.head() == head + 1)
            let undoId = try #require(forced.json["operation"]["id"].stringValue)
            let operation = try await client.send(.get, "\(ws)/operations/\(undoId)", token: world.viewer)
            let events = operation.json["events"].arrayValue ?? []
            #expect(events.count == 1)
            #expect(events.first?["type"].stringValue == "featuresUnchanged")
            #expect(events.first?["data"]["features"][0]["id"].stringValue == id)
            #expect(events.first?["data"]["features"][0]["version"].intValue == 3)

            // The feature did not move; the stacks did.
            let feature = try await client.send(.get, "\(ws)/layers/Points/features/\(id)", token: world.viewer)
            #expect(feature.json["version"].intValue == 3)
            #expect(feature.json["properties"]["N"] == 1)
            var view = try await client.send(.get, "\(ws)/sessions/\(s1)", token: world.viewer)
            #expect(view.json["canUndo"] == false)
            #expect(view.json["canRedo"] == true)
            #expect(view.json["redoStack"][0]["id"].stringValue == undoId)
            #expect(view.json["redoStack"][0]["featureCount"].intValue == 0)

            // Redo reverts what the undo changed: nothing, journaled the same way.
            let redo = try await client.send(.post, "\(ws)/sessions/\(s1)/redo", token: world.editor)
            #expect(redo.status == .ok, "\(redo.text)")
            #expect(redo.json["operation"]["kind"].stringValue == "redo")
            #expect(redo.json["results"].arrayValue?.isEmpty == true)
            view = try await client.send(.get, "\(ws)/sessions/\(s1)", token: world.viewer)
            #expect(view.json["canUndo"] == true)
            #expect(view.json["canRedo"] == false)
            let again = try await client.send(.post, "\(ws)/sessions/\(s1)/undo", token: world.editor)
            #expect(again.status == .ok, "\(again.text)")

            // Without force: the undo of an update that changed no value has nothing to change either.
            let touch = try await client.send(.post, "\(ws)/edits", token: world.editor,
                                              body: #"{"sessionId":"\#(s1)","edits":[{"layer":"Points","updates":[{"id":"\#(id)","attributes":{"N":1}}]}]}"#)
            #expect(touch.status == .ok)
            let undoTouch = try await client.send(.post, "\(ws)/sessions/\(s1)/undo", token: world.editor)
            #expect(undoTouch.status == .ok, "\(undoTouch.text)")
            #expect(undoTouch.json["warnings"][0]["code"].stringValue == "undo.unchanged")
            view = try await client.send(.get, "\(ws)/sessions/\(s1)", token: world.viewer)
            #expect(view.json["canUndo"] == false)
            #expect(view.json["redoStack"].arrayValue?.count == 1)

            let history = try await client.send(.get, "\(ws)/features/\(id)/history", token: world.viewer)
            #expect((history.json["versions"].arrayValue ?? []).compactMap { $0["kind"].stringValue } == ["edit", "edit", "edit", "edit"])
        }
        #expect(try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace).isIntact)
        let check = try await ProjectionRebuilder(client: world.env.service, logger: world.env.logger).run(workspace: world.workspace, mode: .compare)
        #expect(check[0].differences == [], "\(check[0].differences ?? [])")
    }

    @Test func undoOfADeleteRestoresTheSameFeatureAndNothingToUndoIs409() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let s = try #require(try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions", token: world.editor, body: "{}").json["id"].stringValue)
            let empty = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(s)/undo", token: world.editor)
            #expect(empty.status == .conflict)
            let created = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(7, x: 3, y: 4))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            _ = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                      body: #"{"sessionId":"\#(s)","edits":[{"layer":"Points","deletes":[{"id":"\#(id)"}]}]}"#)
            let undo = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(s)/undo", token: world.editor)
            #expect(undo.status == .ok)
            #expect(undo.json["results"][0]["version"].intValue == 3)
            let back = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(id)", token: world.viewer)
            #expect(back.json["properties"]["N"] == 7)
            #expect(back.json["geometry"]["coordinates"] == [3, 4])
        }
    }
}

@Suite("Snapping through the service")
struct SnapServiceTests {
    @Test func theIndexFollowsEditsAndVertexBeatsEdge() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Lines", #"{"geometryType":"LineString","srid":3857,"fields":[]}"#)
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let url = "/v1/workspaces/\(world.workspace)/snap"
            let none = try await client.send(.post, url, token: world.viewer, body: #"{"point":[5,1],"tolerance":2,"sources":[{"layer":"Lines"}]}"#)
            #expect(none.status == .ok)
            #expect(none.json["kind"].stringValue == "none")
            #expect(none.json["snapped"] == false)
            let line = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                             body: #"{"edits":[{"layer":"Lines","adds":[{"attributes":{},"geometry":{"type":"LineString","coordinates":[[0,0],[10,0]]}}]}]}"#)
            let lineId = try #require(line.json["results"][0]["id"].stringValue)
            // (5, 1) is 1 from the edge and 5.1 from either vertex: edge.
            let edge = try await client.send(.post, url, token: world.viewer, body: #"{"point":[5,1],"tolerance":2,"sources":[{"layer":"Lines"}]}"#)
            #expect(edge.json["kind"].stringValue == "edge")
            #expect(edge.json["point"] == [5, 0])
            // The server says how long it took (what the snap benchmark reads).
            let timing = try #require(edge.headers[HTTPField.Name("Server-Timing")!])
            #expect(timing.hasPrefix("app;dur=") && Double(timing.dropFirst(8)) != nil, "\(timing)")
            #expect(edge.json["featureId"].stringValue == lineId)
            // (9, 1.5): 1.5 from the edge, 1.80 from the vertex (10, 0): the vertex wins within tolerance.
            let vertex = try await client.send(.post, url, token: world.viewer, body: #"{"point":[9,1.5],"tolerance":2,"sources":[{"layer":"Lines"}]}"#)
            #expect(vertex.json["kind"].stringValue == "vertex")
            #expect(vertex.json["point"] == [10, 0])
            // A disabled source is ignored; an unknown one is refused.
            let disabled = try await client.send(.post, url, token: world.viewer, body: #"{"point":[9,1.5],"tolerance":2,"sources":[{"layer":"Lines","enabled":false}]}"#)
            #expect(disabled.json["kind"].stringValue == "none")
            let unknown = try await client.send(.post, url, token: world.viewer, body: #"{"point":[9,1.5],"tolerance":2,"sources":[{"layer":"Nope"}]}"#)
            #expect(unknown.status == .unprocessableContent)
            // Moving the line moves the answer.
            _ = try await client.send(.post, "/v1/workspaces/\(world.workspace)/features/\(lineId)/geometry-edits", token: world.editor,
                                      body: #"{"edit":{"kind":"moveVertex","index":1,"to":[10,100]}}"#)
            // The line now runs (0,0)–(10,100): (9, 1.5) is 8.8 away, (6, 50) is 0.995 from its edge.
            let after = try await client.send(.post, url, token: world.viewer, body: #"{"point":[9,1.5],"tolerance":2,"sources":[{"layer":"Lines"}]}"#)
            #expect(after.json["kind"].stringValue == "none")
            let onNewEdge = try await client.send(.post, url, token: world.viewer, body: #"{"point":[6,50],"tolerance":2,"sources":[{"layer":"Lines"}]}"#)
            #expect(onNewEdge.json["kind"].stringValue == "edge")
        }
    }
}
