import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import PostgresNIO
import Testing

@Suite("Appending operations")
struct AppendTests {
    @Test func editIsOneOperationWithContiguousPositionsAndReadsBack() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let before = try await world.head()
        try await world.withClient { client in
            let body = #"{"message":"two poles","edits":[{"layer":"Points","adds":[{"attributes":{"N":1,"NAME":"a"},"geometry":{"type":"Point","coordinates":[1,2]}},{"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[3,4]}}]}]}"#
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .ok)
            let op = r.json["operation"]
            #expect(op["firstPosition"].intValue == before + 1)
            #expect(op["lastPosition"].intValue == before + 2)
            #expect(op["actor"].stringValue == "ed")
            #expect(op["kind"].stringValue == "edit")
            let results = r.json["results"].arrayValue ?? []
            #expect(results.count == 2)
            #expect(results.allSatisfy { $0["action"].stringValue == "add" && $0["version"].intValue == 1 })

            let id = try #require(results[0]["id"].stringValue)
            let f = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(id)", token: world.viewer)
            #expect(f.status == .ok)
            #expect(f.json["properties"]["N"].intValue == 1)
            #expect(f.json["properties"]["NAME"].stringValue == "a")
            #expect(f.json["geometry"]["coordinates"] == [1, 2])

            let opId = try #require(op["id"].stringValue)
            let detail = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations/\(opId)", token: world.viewer)
            #expect(detail.status == .ok)
            #expect(detail.json["events"].arrayValue?.count == 2)
            #expect(detail.json["events"][0]["type"].stringValue == "featureCreated")
            #expect(detail.json["message"].stringValue == "two poles")
        }
    }

    /// The answer lists every object's members in the order of their names (the same bytes as
    /// the parsed answer written with sorted keys), and one result per feature in request order.
    @Test func theAnswerListsMembersInNameOrderAndOneResultPerFeature() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let first = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                              body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1,2]}},{"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[3,4]}}]}]}"#)
            #expect(first.status == .ok)
            let ids = (first.json["results"].arrayValue ?? []).compactMap { $0["id"].stringValue }
            #expect(ids.count == 2)
            guard ids.count == 2 else { return }
            let body = #"{"message":"a \"quoted\" note","edits":[{"layer":"Points","adds":[{"attributes":{"N":3},"geometry":{"type":"Point","coordinates":[5,6]}}],"updates":[{"id":"\#(ids[0])","expectedVersion":1,"attributes":{"N":10}}],"deletes":[{"id":"\#(ids[1])","expectedVersion":1}]}]}"#
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .ok, "\(r.text)")
            let raw = Array(r.body.readableBytesView)
            #expect(raw == r.json.jsonBytes(sortedKeys: true), "\(r.text)")
            let results = r.json["results"].arrayValue ?? []
            #expect(results.map { $0["action"].stringValue } == ["add", "update", "delete"])
            #expect(results.map { $0["version"].intValue } == [1, 2, 2])
            #expect(results.dropFirst().map { $0["id"].stringValue } == ids.map { Optional($0) })
            #expect(results.allSatisfy { $0["layer"].stringValue == "Points" })
            #expect(r.json["operation"]["message"].stringValue == #"a "quoted" note"#)
        }
    }

    @Test func concurrentUpdatesWithTheSameExpectedVersionLetExactlyOneWin() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let created = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(1))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            let eventsBefore = try await world.eventCount()
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for n in [100, 200] {
                    group.addTask {
                        let body = #"{"edits":[{"layer":"Points","updates":[{"id":"\#(id)","expectedVersion":1,"attributes":{"N":\#(n)}}]}]}"#
                        return try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .ok }.count == 1)
            #expect(statuses.filter { $0 == .conflict }.count == 1)
            #expect(try await world.eventCount() == eventsBefore + 1)
        }
    }

    @Test func staleVersionIsRejectedWith409AndWritesNothing() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let created = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(1))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            let head = try await world.head()
            let body = #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":5},"geometry":{"type":"Point","coordinates":[0,0]}}],"deletes":[{"id":"\#(id)","expectedVersion":7}]}]}"#
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .conflict)
            #expect(r.headers[.contentType] == "application/problem+json")
            #expect(r.json["conflicts"][0]["currentVersion"].intValue == 1)
            #expect(r.json["conflicts"][0]["expectedVersion"].intValue == 7)
            #expect(try await world.head() == head)
        }
    }

    @Test func retriedRequestWithTheSameIdempotencyKeyReturnsTheFirstResultAndWritesNothing() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let url = "/v1/workspaces/\(world.workspace)/edits"
            let first = try await client.send(.post, url, token: world.editor, body: TestWorld.addBody(7), headers: [.idempotencyKeyTest: "retry-1"])
            #expect(first.status == .ok)
            let head = try await world.head()
            let events = try await world.eventCount()
            let second = try await client.send(.post, url, token: world.editor, body: TestWorld.addBody(7), headers: [.idempotencyKeyTest: "retry-1"])
            #expect(second.status == .ok)
            #expect(second.json == first.json)
            #expect(try await world.head() == head)
            #expect(try await world.eventCount() == events)
            // The same key for a different request is refused.
            let other = try await client.send(.post, url, token: world.editor, body: TestWorld.addBody(8), headers: [.idempotencyKeyTest: "retry-1"])
            #expect(other.status == .unprocessableContent)
            #expect(try await world.eventCount() == events)
        }
    }

    @Test func concurrentRetriesWithOneIdempotencyKeyWriteOnce() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let url = "/v1/workspaces/\(world.workspace)/edits"
            // Each client retries a 503 with the same key, as the problem's detail asks: on a
            // machine busy with the rest of the suite a request can outlast its deadline while it
            // waits for a pooled connection, and nothing is written for it then.
            let answers = try await withThrowingTaskGroup(of: (HTTPResponse.Status, JSONValue).self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        var attempt = 0
                        while true {
                            attempt += 1
                            let r = try await client.send(.post, url, token: world.editor, body: TestWorld.addBody(9), headers: [.idempotencyKeyTest: "same"])
                            if r.status != .serviceUnavailable || attempt == 5 { return (r.status, r.json) }
                            try await Task.sleep(for: .milliseconds(200))
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.allSatisfy { $0.0 == .ok }, "\(answers.map(\.0))")
            #expect(Set(answers.map { $0.1["operation"]["id"] }).count == 1)
            #expect(try await world.eventCount() == 2)  // the layer definition and one add
        }
    }

    @Test func oneInvalidFeatureAmongAHundredWritesNothingAndIsNamed() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        var adds: [String] = []
        for i in 0..<101 {
            let n = i == 57 ? "\"fifty-seven\"" : "\(i)"
            adds.append(#"{"attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(i),\#(i)]}}"#)
        }
        let body = #"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#
        let head = try await world.head()
        try await world.withClient { client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .unprocessableContent)
            let violations = r.json["violations"].arrayValue ?? []
            #expect(violations.count == 1)
            #expect(violations.first?["path"].stringValue == "edits[0].adds[57].attributes.N")
        }
        #expect(try await world.head() == head)
    }

    @Test func operationsAcrossLayersAreAtomic() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.defineLayer("Lines", #"{"geometryType":"LineString","srid":3857,"fields":[{"name":"KIND","type":"string","nullable":false}]}"#)
        let head = try await world.head()
        try await world.withClient { client in
            // The line is fine; the point lacks its required N: nothing lands.
            let bad = #"{"edits":[{"layer":"Lines","adds":[{"attributes":{"KIND":"x"},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}]},{"layer":"Points","adds":[{"attributes":{},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}"#
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: bad)
            #expect(r.status == .unprocessableContent)
            #expect(r.json["violations"][0]["path"].stringValue == "edits[1].adds[0].attributes.N")
            #expect(try await world.head() == head)
            let lines = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Lines/features", token: world.viewer)
            #expect(lines.json["features"].arrayValue?.isEmpty == true)
        }
    }

    @Test func updatesAndDeletesMoveVersionsAndTheProjection() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let url = "/v1/workspaces/\(world.workspace)/edits"
            let created = try await client.send(.post, url, token: world.editor, body: TestWorld.addBody(1))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            let upd = #"{"edits":[{"layer":"Points","updates":[{"id":"\#(id)","expectedVersion":1,"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[5,6]}}]}]}"#
            let u = try await client.send(.post, url, token: world.editor, body: upd)
            #expect(u.status == .ok)
            #expect(u.json["results"][0]["version"].intValue == 2)
            let f = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(id)", token: world.viewer)
            #expect(f.json["version"].intValue == 2)
            #expect(f.json["geometry"]["coordinates"] == [5, 6])
            let opId = try #require(u.json["operation"]["id"].stringValue)
            let detail = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations/\(opId)", token: world.viewer)
            #expect(detail.json["events"][0]["data"]["changes"]["N"] == ["old": 1, "new": 2])

            let del = #"{"edits":[{"layer":"Points","deletes":[{"id":"\#(id)","expectedVersion":2}]}]}"#
            let d = try await client.send(.post, url, token: world.editor, body: del)
            #expect(d.status == .ok)
            #expect(d.json["results"][0]["action"].stringValue == "delete")
            let gone = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/\(id)", token: world.viewer)
            #expect(gone.status == .notFound)
            // Updating a deleted feature is a conflict.
            let again = try await client.send(.post, url, token: world.editor, body: upd)
            #expect(again.status == .conflict)
        }
    }
}

extension HTTPField.Name {
    static let idempotencyKeyTest = HTTPField.Name("Idempotency-Key")!
}
