import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

/// OGC API – Features Part 3 over the real router: queryables, `filter` with `bbox`, `datetime`
/// and paging, `sortby` across pages, and the refusals.
@Suite("OGC API – Features filters")
struct OGCFilterTests {
    static let layer = #"""
        {"geometryType":"Point","srid":4326,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20},
         {"name":"KIND","type":"integer","domain":"Kinds"},{"name":"DEPTH","type":"double","domain":"Depths"}],
         "domains":{"Kinds":{"type":"codedValue","codedValues":[{"code":1,"name":"Wood"},{"code":2,"name":"Steel"}]},
                    "Depths":{"type":"range","min":0,"max":10}}}
        """#

    static func q(_ pairs: [(String, String)]) -> String { OGCAddressQuery.encode(pairs) }

    @Test func queryablesFilterSortbyAndPaging() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Poles", Self.layer)
        let adds = (0..<30).map { k in
            #"{"attributes":{"N":\#(k),"NAME":"p\#(k)","KIND":\#(k % 2 + 1),"DEPTH":\#(Double(k % 10))},"geometry":{"type":"Point","coordinates":[\#(7 + Double(k) * 0.01),50]}}"#
        }.joined(separator: ",")
        try await world.withClient { client in
            let ws = world.workspace
            let r = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: #"{"edits":[{"layer":"Poles","adds":[\#(adds)]}]}"#)
            #expect(r.status == .ok, "\(r.text)")
            let before = try await world.head()

            let collection = try await client.send(.get, "/ogc/\(ws)/collections/Poles", token: world.viewer).json
            let link = OGCFeaturesTests.link(collection, "http://www.opengis.net/def/rel/ogc/1.0/queryables")
            #expect(link?["type"].stringValue == "application/schema+json")
            let queryables = try await client.send(.get, OGCFeaturesTests.path(link?["href"].stringValue), token: world.viewer)
            #expect(queryables.status == .ok)
            let p = queryables.json["properties"]
            #expect(p["KIND"]["enum"] == [1, 2])
            #expect(p["KIND"]["oneOf"][1]["title"].stringValue == "Steel")
            #expect(p["DEPTH"]["minimum"].doubleValue == 0 && p["DEPTH"]["maximum"].doubleValue == 10)
            #expect(p["geometry"]["format"].stringValue == "geometry-point")
            #expect(p["id"]["x-ogc-role"].stringValue == "id")

            // A filter with a bbox, sorted, in pages of 4: the pages follow the order and hold every match once.
            let filter = "KIND = 2 AND N >= 5"
            var path = "/ogc/\(ws)/collections/Poles/items?" + Self.q([("filter", filter), ("bbox", "7.04,49,7.5,51"), ("sortby", "-DEPTH,N"), ("limit", "4")])
            var seen: [(Int64, Double)] = []
            var matched: Int64?
            while true {
                let page = try await client.send(.get, path, token: world.viewer)
                #expect(page.status == .ok, "\(page.text)")
                if matched == nil { matched = page.json["numberMatched"].intValue }
                for f in page.json["features"].arrayValue ?? [] {
                    seen.append((f["properties"]["N"].intValue ?? -1, f["properties"]["DEPTH"].doubleValue ?? -1))
                }
                guard let next = OGCFeaturesTests.link(page.json, "next")?["href"].stringValue else { break }
                #expect(next.contains("filter=") && next.contains("sortby="), "the next link keeps the filter: \(next)")
                path = OGCFeaturesTests.path(next)
            }
            var expected: [(Int64, Double)] = []
            for k in 5..<30 where k % 2 == 1 && 7 + Double(k) * 0.01 >= 7.04 { expected.append((Int64(k), Double(k % 10))) }
            expected.sort { (a: (Int64, Double), b: (Int64, Double)) -> Bool in a.1 != b.1 ? a.1 > b.1 : a.0 < b.0 }
            #expect(seen.map(\.0) == expected.map(\.0))
            #expect(matched == Int64(expected.count))

            // CQL2 JSON and an as-of read: before the deletes, the deleted features still match.
            let ids = (try await client.send(.get, "/ogc/\(ws)/collections/Poles/items?" + Self.q([("filter", "N < 3")]), token: world.viewer)
                .json["features"].arrayValue ?? []).compactMap { $0["id"].stringValue }
            #expect(ids.count == 3)
            // Spaces sent as `+` (a form's encoding: GDAL, Python's requests), a plus sign as %2B.
            let plus = try await client.send(.get, "/ogc/\(ws)/collections/Poles/items?filter=N+%3C+%2B3+AND+NAME+LIKE+%27p%25%27&sortby=%2BN&limit=2", token: world.viewer)
            #expect(plus.status == .ok, "\(plus.text)")
            #expect(plus.json["numberMatched"].intValue == 3)
            let plusNext = OGCFeaturesTests.link(plus.json, "next")?["href"].stringValue
            let plusPage2 = try await client.send(.get, OGCFeaturesTests.path(plusNext), token: world.viewer)
            #expect((plusPage2.json["features"].arrayValue ?? []).map { $0["properties"]["N"].intValue } == [2], "\(plusPage2.text)")
            let moment = RFC3339.string(micros: Int64(Date().timeIntervalSince1970 * 1_000_000))
            try await Task.sleep(for: .milliseconds(50))
            let deletes = ids.map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
            let d = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: #"{"edits":[{"layer":"Poles","deletes":[\#(deletes)]}]}"#)
            #expect(d.status == .ok, "\(d.text)")
            let json = #"{"op":"<","args":[{"property":"N"},3]}"#
            let now = try await client.send(.get, "/ogc/\(ws)/collections/Poles/items?" + Self.q([("filter-lang", "cql2-json"), ("filter", json)]), token: world.viewer)
            #expect(now.json["numberMatched"].intValue == 0)
            let then = try await client.send(.get, "/ogc/\(ws)/collections/Poles/items?" + Self.q([("filter-lang", "cql2-json"), ("filter", json), ("datetime", moment)]),
                                             token: world.viewer)
            #expect(then.status == .ok, "\(then.text)")
            #expect((then.json["features"].arrayValue ?? []).compactMap { $0["id"].stringValue }.sorted() == ids.sorted())
            let headNow = try await world.head()
            #expect(headNow > before)

            // Refusals: 400 problems naming the place; nothing written.
            for (params, code) in [
                ([("filter", "COLOUR = 1")], "filter.field"),
                ([("filter", "N = 'x'")], "filter.type"),
                ([("filter", "(N = 1")], "filter.syntax"),
                ([("filter", "N = 1"), ("filter-lang", "cql-json")], "query.filter-lang"),
                ([("filter", "S_INTERSECTS(geometry, POINT(1 2))"), ("filter-crs", "http://www.opengis.net/def/crs/EPSG/0/9999")], "query.crs"),
                ([("sortby", "COLOUR")], "query.sortby"),
                ([("filter-lang", "cql2-text")], "query.filter"),
            ] {
                let bad = try await client.send(.get, "/ogc/\(ws)/collections/Poles/items?" + Self.q(params), token: world.viewer)
                #expect(bad.status == .badRequest, "\(params): \(bad.text)")
                #expect(bad.headers[.contentType] == "application/problem+json")
                #expect(bad.json["violations"][0]["code"].stringValue == code, "\(params): \(bad.text)")
            }
            #expect(try await world.head() == headNow)
        }
    }
}
