import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
import Journal
import Testing

/// `GeoJournal-Position` on every answer that reflects a journal state (docs/api.md): what a write
/// appended, what a read resolved its moment to, on every face.
@Suite("The position every answer reflects")
struct PositionHeaderTests {
    static let header = HTTPField.Name("GeoJournal-Position")!

    @Test func writesAndReadsOnEveryFaceSayWhichPositionTheyReflect() async throws {
        let world = try await TestWorld.make("positionheader")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let base = "/v1/workspaces/\(world.workspace)"
            let first = try await client.send(.post, "\(base)/edits", token: world.editor,
                                              body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1,1]}}]}]}"#)
            let firstLast = try #require(first.json["operation"]["lastPosition"].intValue)
            #expect(first.headers[Self.header] == String(firstLast))
            let second = try await client.send(.post, "\(base)/edits", token: world.editor,
                                               body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[2,2]}},{"attributes":{"N":3},"geometry":{"type":"Point","coordinates":[3,3]}}]}]}"#)
            let head = try #require(second.json["operation"]["lastPosition"].intValue)
            #expect(second.headers[Self.header] == String(head))
            #expect(head == firstLast + 2)

            var r = try await client.send(.get, "\(base)/layers/Points/features", token: world.viewer)
            #expect(r.headers[Self.header] == String(head))
            #expect(r.json["position"].intValue == head)
            r = try await client.send(.get, "\(base)/layers/Points/features?asOf=\(firstLast)", token: world.viewer)
            #expect(r.headers[Self.header] == String(firstLast))
            #expect(r.json["features"].arrayValue?.count == 1)
            // A later page keeps the position of the first, and says so.
            let page = try await client.send(.get, "\(base)/layers/Points/features?limit=1", token: world.viewer)
            let cursor = try #require(page.json["next"].stringValue)
            _ = try await client.send(.post, "\(base)/edits", token: world.editor,
                                      body: #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":4},"geometry":{"type":"Point","coordinates":[4,4]}}]}]}"#)
            r = try await client.send(.get, "\(base)/layers/Points/features?limit=1&cursor=\(cursor)", token: world.viewer)
            #expect(r.headers[Self.header] == String(head))
            r = try await client.send(.get, "/ogc/\(world.workspace)/collections/Points/items", token: world.viewer)
            #expect(r.headers[Self.header] == String(head + 1))
            r = try await client.send(.get, "/arcgis/rest/services/\(world.workspace)/FeatureServer/0/query?where=1%3D1&returnCountOnly=true", token: world.viewer)
            #expect(r.headers[Self.header] == String(head + 1))
            #expect(r.json["count"].intValue == 4)
            // Nothing of a journal state: no position.
            r = try await client.send(.get, "/v1/workspaces/nosuchworkspace/layers/Points/features", token: world.viewer)
            #expect(r.headers[Self.header] == nil)
        }
    }
}
