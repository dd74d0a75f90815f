import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import PostgresNIO
import Testing

@Suite("Reading current features")
struct FeatureReadTests {
    @Test func bboxLimitAndCursorPageThroughALayer() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        var adds: [String] = []
        for i in 0..<25 { adds.append(#"{"attributes":{"N":\#(i)},"geometry":{"type":"Point","coordinates":[\#(i * 10),\#(i * 10)]}}"#) }
        let body = #"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#
        try await world.withClient { client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .ok)
            let head = try await world.head()
            // bbox 0..95 holds N = 0...9
            var seen: [Int64] = []
            var url = "/v1/workspaces/\(world.workspace)/layers/Points/features?bbox=0,0,95,95&limit=4"
            var pages = 0
            while true {
                let page = try await client.send(.get, url, token: world.viewer)
                #expect(page.status == .ok)
                #expect(page.headers[.contentType] == "application/geo+json")
                #expect(page.json["type"].stringValue == "FeatureCollection")
                #expect(page.json["position"].intValue == head)
                seen.append(contentsOf: (page.json["features"].arrayValue ?? []).compactMap { $0["properties"]["N"].intValue })
                pages += 1
                guard let next = page.json["next"].stringValue else { break }
                url = "/v1/workspaces/\(world.workspace)/layers/Points/features?bbox=0,0,95,95&limit=4&cursor=\(next)"
                // A write between pages does not change what the listing shows.
                if pages == 1 {
                    _ = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(500, x: 1, y: 1))
                }
            }
            #expect(pages == 3)
            #expect(seen.sorted() == Array(0...9))
        }
    }

    @Test func badQueryParametersAre400() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            for q in ["bbox=1,2,3", "bbox=5,5,0,0", "limit=0", "limit=100000", "cursor=zzz", "asOf=yesterday"] {
                let r = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features?\(q)", token: world.viewer)
                #expect(r.status == .badRequest, "\(q)")
                #expect(r.headers[.contentType] == "application/problem+json")
            }
            let missing = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Nope/features", token: world.viewer)
            #expect(missing.status == .notFound)
            let badId = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features/123", token: world.viewer)
            #expect(badId.status == .badRequest)
        }
    }

    @Test func eachLayerHasATypedPostGISView() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: try EditRequest.parse(JSONValue.parse(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":41,"NAME":"pole"},"geometry":{"type":"Point","coordinates":[100,200]}}]}]}"#)).get(), context: AppendContext(actor: "ed"))
        let schema = "gj_\(world.workspace)"
        let rows = try await world.env.owner.query(PostgresQuery(unsafeSQL: """
            SELECT "N" + 1, "NAME", ST_X(geom), ST_SRID(geom), GeometryType(geom) FROM "\(schema)"."Points"
            """))
        var found = 0
        for try await (n, name, x, srid, type) in rows.decode((Int64, String, Double, Int32, String).self) {
            #expect(n == 42)
            #expect(name == "pole")
            #expect(x == 100)
            #expect(srid == 3857)
            #expect(type == "POINT")
            found += 1
        }
        #expect(found == 1)
        let columns = try await world.env.owner.query("SELECT type, srid FROM geometry_columns WHERE f_table_schema = \(schema) AND f_table_name = 'Points'")
        for try await (type, srid) in columns.decode((String, Int32).self) {
            #expect(type == "POINT")
            #expect(srid == 3857)
        }
    }
}

@Suite("Layer definitions")
struct LayerDefinitionTests {
    @Test func puttingTheSameDefinitionAgainWritesNothing() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            let url = "/v1/workspaces/\(world.workspace)/layers/Points"
            let first = try await client.send(.put, url, token: world.admin, body: TestWorld.pointLayer)
            #expect(first.status == .created)
            let head = try await world.head()
            let again = try await client.send(.put, url, token: world.admin, body: TestWorld.pointLayer)
            #expect(again.status == .ok, "\(again.text)")
            #expect(again.json["operation"]["id"] == first.json["operation"]["id"])
            #expect(try await world.head() == head)
        }
    }
}
