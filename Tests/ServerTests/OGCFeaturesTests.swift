import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

/// OGC API – Features at /ogc/{ws}: Part 1 core, Part 2 CRS, Part 4 transactions and versioned features.
@Suite("OGC API – Features")
struct OGCFeaturesTests {
    /// Links are absolute (`http://localhost/...` in the router test mode); the test client takes paths.
    static func path(_ href: String?) -> String {
        guard let href, let range = href.range(of: "/ogc/") else { return href ?? "" }
        return String(href[range.lowerBound...])
    }

    static func link(_ json: JSONValue, _ rel: String) -> JSONValue? {
        json["links"].arrayValue?.first { $0["rel"].stringValue == rel }
    }

    /// Adds points at lon/lat (CRS84) through the OGC face; returns their ids.
    static func addPoints(_ client: any TestClientProtocol, _ world: TestWorld, layer: String = "Points", _ points: [(Int, Double, Double)]) async throws -> [UUID] {
        var ids: [UUID] = []
        for (n, lon, lat) in points {
            let r = try await client.send(.post, "/ogc/\(world.workspace)/collections/\(layer)/items", token: world.editor,
                                          body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[\#(lon),\#(lat)]},"properties":{"N":\#(n),"NAME":"p\#(n)"}}"#)
            #expect(r.status == .created, "\(r.text)")
            ids.append(UUID(uuidString: r.json["id"].stringValue ?? "")!)
        }
        return ids
    }

    @Test func landingPageConformanceAndCollectionsDescribeEveryLayer() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.defineLayer("Roads", #"{"geometryType":"LineString","srid":4326,"fields":[{"name":"CLASS","type":"smallint"},{"name":"OPEN","type":"boolean","nullable":false,"default":true}]}"#)
        try await world.withClient { client in
            _ = try await Self.addPoints(client, world, [(1, 7.0, 50.0), (2, 8.0, 51.0)])
            let ws = world.workspace
            let landing = try await client.send(.get, "/ogc/\(ws)", token: world.viewer)
            #expect(landing.status == .ok)
            let desc = Self.link(landing.json, "service-desc")
            #expect(desc?["type"].stringValue == "application/vnd.oai.openapi+json;version=3.0")
            #expect(desc?["href"].stringValue?.hasSuffix("/openapi.json") == true)
            #expect(Self.link(landing.json, "conformance") != nil && Self.link(landing.json, "data") != nil)

            let conformance = try await client.send(.get, "/ogc/\(ws)/conformance", token: world.viewer).json["conformsTo"].arrayValue ?? []
            for c in ["core", "geojson", "oas30"] {
                #expect(conformance.contains(.string("http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/\(c)")), "\(c)")
            }
            #expect(conformance.contains("http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete"))

            let collections = try await client.send(.get, "/ogc/\(ws)/collections", token: world.viewer)
            #expect(collections.status == .ok)
            let list = collections.json["collections"].arrayValue ?? []
            #expect(list.map { $0["id"].stringValue ?? "" } == ["Points", "Roads"])
            let points = list[0]
            let bbox = points["extent"]["spatial"]["bbox"][0].arrayValue?.compactMap(\.doubleValue) ?? []
            #expect(bbox.count == 4)
            if bbox.count == 4 {
                #expect(abs(bbox[0] - 7) < 1e-6 && abs(bbox[1] - 50) < 1e-6 && abs(bbox[2] - 8) < 1e-6 && abs(bbox[3] - 51) < 1e-6, "\(bbox)")
            }
            #expect(points["crs"][0].stringValue == "http://www.opengis.net/def/crs/OGC/1.3/CRS84")
            #expect(points["storageCrs"].stringValue == "http://www.opengis.net/def/crs/EPSG/0/3857")
            #expect(points["versioning"]["timeAxis"].stringValue == "transaction-time")
            #expect(Self.link(points, "items")?["type"].stringValue == "application/geo+json")
            let describedBy = Self.link(points, "describedby")
            #expect(describedBy != nil)
            #expect(list[1]["extent"]["spatial"]["bbox"] == .null, "an empty layer has no spatial extent")

            let schema = try await client.send(.get, Self.path(describedBy?["href"].stringValue), token: world.viewer)
            #expect(schema.status == .ok)
            #expect(schema.headers[.contentType] == "application/schema+json")
            #expect(schema.json["properties"]["N"]["type"].stringValue == "integer")
            #expect(schema.json["properties"]["NAME"]["maxLength"].intValue == 20)
            #expect(schema.json["properties"]["geometry"]["format"].stringValue == "geometry-point")
            #expect(schema.json["required"].arrayValue?.contains("N") == true)

            let one = try await client.send(.get, "/ogc/\(ws)/collections/Roads", token: world.viewer)
            #expect(one.json["id"].stringValue == "Roads")
            #expect(one.json["crs"].arrayValue?.count == 1, "a CRS84 layer is served in CRS84 only")
            #expect(try await client.send(.get, "/ogc/\(ws)/collections/Nope", token: world.viewer).status == .notFound)
            #expect(try await client.send(.get, "/ogc/no-such-ws-\(UUID().uuidString.prefix(6).lowercased())", token: world.viewer).status == .notFound)
        }
    }

    @Test func itemsPageWithBboxLimitAndNextLinksAndAnswerInCRS84OrTheStorageCRS() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            _ = try await Self.addPoints(client, world, (0..<25).map { ($0, Double($0) * 0.1, 45 + Double($0) * 0.1) })
            var url = "/ogc/\(ws)/collections/Points/items?limit=10"
            var seen: [Int64] = []
            var pages = 0
            while true {
                let page = try await client.send(.get, url, token: world.viewer)
                #expect(page.status == .ok, "\(page.text)")
                #expect(page.headers[.contentType] == "application/geo+json")
                #expect(page.headers[HTTPField.Name("Content-Crs")!] == "<http://www.opengis.net/def/crs/OGC/1.3/CRS84>")
                if pages == 0 { #expect(page.json["numberMatched"].intValue == 25) }
                let features = page.json["features"].arrayValue ?? []
                #expect(page.json["numberReturned"].intValue == Int64(features.count))
                for f in features {
                    seen.append(f["properties"]["N"].intValue ?? -1)
                    let n = Double(f["properties"]["N"].intValue ?? 0)
                    let c = f["geometry"]["coordinates"].arrayValue?.compactMap(\.doubleValue) ?? []
                    #expect(c.count == 2 && abs(c[0] - n * 0.1) < 1e-7 && abs(c[1] - (45 + n * 0.1)) < 1e-7, "\(c)")
                    #expect(f["version"].intValue == 1)
                    #expect(f["time"]["interval"][1].stringValue == "..")
                }
                pages += 1
                guard let next = Self.link(page.json, "next") else { break }
                #expect(next["href"].stringValue?.hasPrefix("http://") == true)
                url = Self.path(next["href"].stringValue)
            }
            #expect(pages == 3)
            #expect(seen.sorted() == (0..<25).map(Int64.init))

            // bbox in CRS84 (0.45..1.05 holds N = 5...10), and in the storage CRS.
            let boxed = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?bbox=0.45,40,1.05,60", token: world.viewer)
            #expect(Set((boxed.json["features"].arrayValue ?? []).compactMap { $0["properties"]["N"].intValue }) == Set(5...10))
            #expect(boxed.json["numberMatched"].intValue == 6)
            let native = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?limit=1&crs=http://www.opengis.net/def/crs/EPSG/0/3857", token: world.viewer)
            #expect(native.headers[HTTPField.Name("Content-Crs")!] == "<http://www.opengis.net/def/crs/EPSG/0/3857>")
            let x = native.json["features"][0]["geometry"]["coordinates"][1].doubleValue ?? 0
            #expect(x > 5_000_000, "Web Mercator northing, got \(x)")

            for bad in ["limit=0", "limit=10001", "bbox=1,2,3", "bbox=5,5,0,0", "crs=EPSG:4326", "datetime=yesterday", "datetime=2020-01-01T00:00:00Z/..", "cursor=zz", "color=red", "f=html"] {
                let r = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?\(bad)", token: world.viewer)
                #expect(r.status == .badRequest, "\(bad): \(r.status)")
                #expect(r.headers[.contentType] == "application/problem+json")
            }
        }
    }

    @Test func aCollectionsTemporalExtentBeginsWithItsFirstFeatureEvenOnceThatFeatureIsGone() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let items = "/ogc/\(ws)/collections/Points/items"
            let ids = try await Self.addPoints(client, world, [(1, 7.0, 50.0), (2, 8.0, 51.0)])
            let first = try await client.send(.get, "\(items)/\(ids[0].lowercased)", token: world.viewer)
            let began = first.json["time"]["interval"][0].stringValue
            #expect(began != nil)
            // The first feature changes, then goes: its first version is no longer a current feature.
            let patched = try await client.send(.patch, "\(items)/\(ids[0].lowercased)", token: world.editor, body: #"{"properties":{"N":5}}"#,
                                                headers: [.contentType: "application/merge-patch+json"])
            #expect(patched.status == .ok)
            #expect(try await client.send(.delete, "\(items)/\(ids[0].lowercased)", token: world.editor).status == .noContent)
            // A layer defined later, after other layers' events, begins with its own first feature.
            try await world.defineLayer("Later", TestWorld.pointLayer)
            let later = try await Self.addPoints(client, world, layer: "Later", [(3, 9.0, 52.0)])
            let laterBegan = try await client.send(.get, "/ogc/\(ws)/collections/Later/items/\(later[0].lowercased)", token: world.viewer)
                .json["time"]["interval"][0].stringValue

            let collections = try await client.send(.get, "/ogc/\(ws)/collections", token: world.viewer).json["collections"].arrayValue ?? []
            let start = { (id: String) in
                collections.first { $0["id"].stringValue == id }?["extent"]["temporal"]["interval"][0][0].stringValue
            }
            #expect(start("Points") == began)
            #expect(start("Later") == laterBegan)
            #expect((start("Later") ?? "") > (start("Points") ?? "~"))
            let one = try await client.send(.get, "/ogc/\(ws)/collections/Points", token: world.viewer)
            #expect(one.json["extent"]["temporal"]["interval"][0][0].stringValue == began)
        }
    }

    @Test func aPageShowsExactlyThePositionItNamesWhileEditsLand() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let ws = world.workspace
        // Every operation below adds one feature at one position: at position p the layer holds
        // p - defined features.
        let defined = try await world.head()
        try await world.withClient { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<2 {
                    group.addTask {
                        for n in 0..<40 {
                            let r = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor,
                                                          body: TestWorld.addBody(writer * 100 + n, x: Double(n), y: Double(writer)))
                            #expect(r.status == .ok)
                        }
                    }
                }
                for reader in 0..<2 {
                    group.addTask {
                        for _ in 0..<40 {
                            let path = reader == 0 ? "/ogc/\(ws)/collections/Points/items?limit=1000" : "/v1/workspaces/\(ws)/layers/Points/features?limit=1000"
                            let page = try await client.send(.get, path, token: world.viewer)
                            #expect(page.status == .ok)
                            let position = page.json["position"].intValue ?? -1
                            let returned = (page.json["features"].arrayValue ?? []).count
                            #expect(Int64(returned) == position - defined, "\(path): \(returned) features at position \(position)")
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @Test func aFeatureShowsTheVersionOfThePositionItNamesWhileUpdatesLand() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let ws = world.workspace
        try await world.withClient { client in
            let created = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: TestWorld.addBody(0))
            let id = try #require(created.json["results"][0]["id"].stringValue)
            // Each update is one operation at one position: at position p the feature is at
            // version p - born + 1.
            let born = try await world.head()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for version in 1...40 {
                        let body = #"{"edits":[{"layer":"Points","updates":[{"id":"\#(id)","expectedVersion":\#(version),"attributes":{"N":\#(version)}}]}]}"#
                        let status = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: body).status
                        #expect(status == .ok)
                    }
                }
                group.addTask {
                    for _ in 0..<40 {
                        let read = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Points/features/\(id)", token: world.viewer)
                        let position = read.json["position"].intValue ?? -1
                        #expect(read.json["version"].intValue == position - born + 1, "version \(read.json["version"]) at position \(position)")
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    /// A page's document without its `timeStamp` (when it was written), for comparing two reads.
    static func content(_ r: TestResponse) -> JSONValue {
        guard case .object(var members) = r.json else { return .null }
        members["timeStamp"] = nil
        return .object(members)
    }

    static func kept(_ client: any TestClientProtocol, _ world: TestWorld) async throws -> Int {
        let text = try await client.send(.get, "/metrics", token: world.viewer).text
        let line = text.split(separator: "\n").first { $0.hasPrefix("geojournal_ogc_items_pages_total{served=\"kept\"}") }
        return Int(line?.split(separator: " ").last ?? "") ?? -1
    }

    @Test func pagesKeptOrReadAheadAreThePagesAFreshReadServes() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let ws = world.workspace
        let items = "/ogc/\(ws)/collections/Points/items"
        let ids = try await world.withClient { client in
            try await Self.addPoints(client, world, (0..<30).map { ($0, Double($0) * 0.1, 45 + Double($0) * 0.1) })
        }
        let byId = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1.lowercased, $0) })
        // What a client with nothing kept reads at `path`.
        @Sendable func fresh(_ path: String) async throws -> TestResponse {
            try await world.withClient { client in try await client.send(.get, path, token: world.viewer) }
        }
        try await world.withClient { client in
            let first = try await client.send(.get, "\(items)?limit=10", token: world.viewer)
            #expect(first.status == .ok)
            let secondPath = Self.path(Self.link(first.json, "next")?["href"].stringValue)
            let second = try await client.send(.get, secondPath, token: world.viewer)
            // Page 2 was asked for by cursor: page 3 is read ahead, and served from there.
            let thirdPath = Self.path(Self.link(second.json, "next")?["href"].stringValue)
            #expect(try await Self.kept(client, world) == 0)
            let third = try await client.send(.get, thirdPath, token: world.viewer)
            #expect(third.status == .ok)
            #expect(third.headers[.contentType] == "application/geo+json")
            #expect(third.headers[HTTPField.Name("Content-Crs")!] == "<http://www.opengis.net/def/crs/OGC/1.3/CRS84>")
            #expect(try await Self.kept(client, world) == 1)
            #expect(Self.content(third) == Self.content(try await fresh(thirdPath)))
            #expect((third.json["features"].arrayValue ?? []).count == 10)

            // The first page again, nothing written meanwhile: the kept one.
            let again = try await client.send(.get, "\(items)?limit=10", token: world.viewer)
            #expect(try await Self.kept(client, world) == 2)
            #expect(Self.content(again) == Self.content(first))

            // A feature of the first page and one of the third change: the head moved, so neither
            // kept page is served. The third still shows the layer at its cursor's position, but
            // the version it shows has ended meanwhile, which the page now says.
            let onFirst = first.json["features"][0]["id"].stringValue ?? ""
            let onThird = third.json["features"][0]["id"].stringValue ?? ""
            for id in [onFirst, onThird] {
                let patched = try await client.send(.patch, "\(items)/\(id)", token: world.editor, body: #"{"properties":{"N":1000}}"#,
                                                    headers: [.contentType: "application/merge-patch+json"])
                #expect(patched.status == .ok, "\(patched.text)")
            }
            let moved = try await client.send(.get, "\(items)?limit=10", token: world.viewer)
            #expect(try await Self.kept(client, world) == 2)
            #expect(moved.json["features"][0]["properties"]["N"].intValue == 1000)
            #expect(moved.json["features"][0]["version"].intValue == 2)
            #expect(Self.content(moved) == Self.content(try await fresh("\(items)?limit=10")))
            let thirdAgain = try await client.send(.get, thirdPath, token: world.viewer)
            #expect(try await Self.kept(client, world) == 2)
            #expect(thirdAgain.json["features"][0]["properties"]["N"].intValue == Int64(byId[onThird] ?? -1))
            #expect(third.json["features"][0]["time"]["interval"][1].stringValue == "..")
            #expect(thirdAgain.json["features"][0]["time"]["interval"][1].stringValue != "..")
            #expect(Self.content(thirdAgain) == Self.content(try await fresh(thirdPath)))

            // A new field: a page kept under the old schema is not served for the new one.
            try await world.defineLayer("Points", #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20},{"name":"NOTE","type":"string"}]}"#)
            let keptBefore = try await Self.kept(client, world)
            let newSchema = try await client.send(.get, thirdPath, token: world.viewer)
            #expect(try await Self.kept(client, world) == keptBefore)
            #expect(newSchema.json["features"][0]["properties"]["NOTE"] == .null)
            #expect(newSchema.json["features"][0]["properties"].objectValue?.keys.contains("NOTE") == true)
            #expect(Self.content(newSchema) == Self.content(try await fresh(thirdPath)))
        }
    }

    @Test func transactionsAreJournalOperationsWithTheTokensActorAndETagsGuardThem() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let items = "/ogc/\(world.workspace)/collections/Points/items"
            let created = try await client.send(.post, items, token: world.editor,
                                                body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7.5,50.5]},"properties":{"N":1,"NAME":"first"}}"#,
                                                headers: [.contentType: "application/geo+json"])
            #expect(created.status == .created, "\(created.text)")
            #expect(created.headers[.eTag] == "\"1\"")
            let location = created.headers[.location] ?? ""
            #expect(location.contains("\(items)/"))
            let item = Self.path(location)
            let id = UUID(uuidString: created.json["id"].stringValue ?? "")!

            // The write is an operation of the token's actor.
            let history = try await client.send(.get, "/v1/workspaces/\(world.workspace)/features/\(id.lowercased)/history", token: world.viewer)
            #expect(history.json["versions"][0]["actor"].stringValue == "ed")
            #expect(history.json["versions"][0]["kind"].stringValue == "edit")

            let got = try await client.send(.get, item, token: world.viewer)
            #expect(got.status == .ok)
            #expect(got.headers[.eTag] == "\"1\"")
            #expect(got.json["properties"]["NAME"].stringValue == "first")

            // PUT replaces: a property left out becomes null.
            let replaced = try await client.send(.put, item, token: world.editor,
                                                 body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7.6,50.6]},"properties":{"N":2}}"#,
                                                 headers: [.ifMatch: "\"1\""])
            #expect(replaced.status == .ok, "\(replaced.text)")
            #expect(replaced.headers[.eTag] == "\"2\"")
            #expect(replaced.json["properties"]["NAME"] == .null)
            #expect(abs((replaced.json["geometry"]["coordinates"][0].doubleValue ?? 0) - 7.6) < 1e-7)

            // A stale ETag is a 412 and writes nothing.
            let head = try await world.head()
            let stale = try await client.send(.put, item, token: world.editor,
                                              body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"N":9}}"#,
                                              headers: [.ifMatch: "\"1\""])
            #expect(stale.status == .preconditionFailed)
            #expect(stale.headers[.contentType] == "application/problem+json")
            let stalePatch = try await client.send(.patch, item, token: world.editor, body: #"{"properties":{"N":9}}"#,
                                                   headers: [.ifMatch: "\"1\"", .contentType: "application/merge-patch+json"])
            #expect(stalePatch.status == .preconditionFailed)
            #expect(try await world.head() == head)

            // PATCH merges: only N changes, the geometry stays.
            let patched = try await client.send(.patch, item, token: world.editor, body: #"{"properties":{"N":3,"NAME":"patched"}}"#,
                                                headers: [.ifMatch: "\"2\"", .contentType: "application/merge-patch+json"])
            #expect(patched.status == .ok, "\(patched.text)")
            #expect(patched.headers[.eTag] == "\"3\"")
            #expect(patched.json["properties"]["N"].intValue == 3)
            #expect(patched.json["properties"]["NAME"].stringValue == "patched")
            #expect(abs((patched.json["geometry"]["coordinates"][1].doubleValue ?? 0) - 50.6) < 1e-7)
            let nulled = try await client.send(.patch, item, token: world.editor, body: #"{"properties":{"NAME":null}}"#,
                                               headers: [.contentType: "application/merge-patch+json"])
            #expect(nulled.json["properties"]["NAME"] == .null)
            #expect(nulled.json["properties"]["N"].intValue == 3)

            // Invalid input is a 422 with the feature's own paths; nothing is written.
            let before = try await world.head()
            let invalid = try await client.send(.post, items, token: world.editor, body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7,50]},"properties":{"NAME":"no N"}}"#)
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.json["violations"].arrayValue?.contains { $0["path"].stringValue == "properties.N" } == true, "\(invalid.text)")
            let wrongType = try await client.send(.post, items, token: world.editor, body: #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[7,50],[8,51]]},"properties":{"N":1}}"#)
            #expect(wrongType.status == .unprocessableContent)
            let pole = try await client.send(.post, items, token: world.editor, body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7,90]},"properties":{"N":1}}"#)
            #expect(pole.status == .unprocessableContent, "the pole has no Web Mercator image: \(pole.text)")
            #expect(try await world.head() == before)

            // A viewer may not write.
            #expect(try await client.send(.post, items, token: world.viewer, body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7,50]},"properties":{"N":1}}"#).status == .forbidden)

            // DELETE, then the feature is gone.
            let deleteStale = try await client.send(.delete, item, token: world.editor, headers: [.ifMatch: "\"2\""])
            #expect(deleteStale.status == .preconditionFailed)
            let deleted = try await client.send(.delete, item, token: world.editor, headers: [.ifMatch: "\"4\""])
            #expect(deleted.status == .noContent)
            let gone = try await client.send(.get, item, token: world.viewer)
            #expect(gone.status == .gone)
            #expect(gone.headers[HTTPField.Name("Link")!]?.contains("rel=\"latest-version\"") == true)
            #expect(try await client.send(.put, item, token: world.editor, body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7,50]},"properties":{"N":1}}"#).status == .gone)
            #expect(try await client.send(.get, "\(items)/\(UUID().uuidString.lowercased())", token: world.viewer).status == .notFound)
        }
    }

    @Test func versionsAreReadableAtEveryInstantWithMementoHeadersAndVersionLinks() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let ids = try await Self.addPoints(client, world, [(1, 7, 50), (2, 8, 51)])
            let item = "/ogc/\(ws)/collections/Points/items/\(ids[0].lowercased)"
            try await Task.sleep(for: .milliseconds(5))
            #expect(try await client.send(.patch, item, token: world.editor, body: #"{"properties":{"N":10}}"#).status == .ok)
            try await Task.sleep(for: .milliseconds(5))
            #expect(try await client.send(.patch, item, token: world.editor, body: #"{"properties":{"N":100}}"#).status == .ok)
            try await Task.sleep(for: .milliseconds(5))
            #expect(try await client.send(.delete, item, token: world.editor).status == .noContent)

            let timeMap = try await client.send(.get, "\(item)/versions", token: world.viewer)
            #expect(timeMap.status == .ok)
            let versions = timeMap.json["versions"].arrayValue ?? []
            #expect(versions.map { $0["version"].intValue ?? 0 } == [1, 2, 3])
            #expect(timeMap.json["deleted"] == true)
            let mementos = (timeMap.json["links"].arrayValue ?? []).filter { $0["rel"].stringValue == "memento" }
            #expect(mementos.count == 3)
            #expect(mementos.allSatisfy { $0["datetime"].stringValue?.hasSuffix(" GMT") == true })
            #expect(Self.link(timeMap.json, "latest-version") != nil && Self.link(timeMap.json, "first") != nil)

            // The canonical memento of version 2 answers version 2 with its links.
            let second = try await client.send(.get, Self.path(mementos[1]["href"].stringValue), token: world.viewer)
            #expect(second.status == .ok, "\(second.text)")
            #expect(second.json["properties"]["N"].intValue == 10)
            #expect(second.headers[.eTag] == "\"2\"")
            let mementoDatetime = second.headers[HTTPField.Name("Memento-Datetime")!] ?? ""
            #expect(mementoDatetime == mementos[1]["datetime"].stringValue)
            #expect(Self.path(Self.link(second.json, "predecessor-version")?["href"].stringValue) == Self.path(mementos[0]["href"].stringValue))
            #expect(Self.path(Self.link(second.json, "successor-version")?["href"].stringValue) == Self.path(mementos[2]["href"].stringValue))
            #expect(Self.link(second.json, "latest-version") != nil && Self.link(second.json, "original") != nil)
            #expect(second.headers[HTTPField.Name("Link")!]?.contains("rel=\"canonical\"") == true)
            let first = try await client.send(.get, Self.path(mementos[0]["href"].stringValue), token: world.viewer)
            #expect(first.json["properties"]["N"].intValue == 1)
            #expect(Self.link(first.json, "predecessor-version") == nil)

            // Before the feature existed, and after its deletion: 410; a memento is not writable.
            #expect(try await client.send(.get, "\(item)?datetime=2000-01-01T00:00:00Z", token: world.viewer).status == .gone)
            #expect(try await client.send(.get, item, token: world.viewer).status == .gone)
            #expect(try await client.send(.put, "\(item)?datetime=2000-01-01T00:00:00Z", token: world.editor, body: "{}").status == .methodNotAllowed)

            // items?datetime= is a snapshot of the layer at that instant.
            let atSecond = versions[1]["validFrom"].stringValue ?? ""
            let snapshot = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?datetime=\(atSecond)", token: world.viewer)
            #expect(snapshot.status == .ok)
            let byN = Set((snapshot.json["features"].arrayValue ?? []).compactMap { $0["properties"]["N"].intValue })
            #expect(byN == [10, 2], "\(snapshot.text)")
            #expect(snapshot.json["numberMatched"].intValue == 2)
            // With a box: a version closed since (N 10) and a feature still current (N 2).
            for (box, expected): (String, Set<Int64>) in [("6.5,49.5,8.5,51.5", [10, 2]), ("6.5,49.5,7.5,50.5", [10]), ("7.5,50.5,8.5,51.5", [2]), ("0,0,1,1", [])] {
                let boxed = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?datetime=\(atSecond)&bbox=\(box)", token: world.viewer)
                #expect(boxed.status == .ok)
                #expect(Set((boxed.json["features"].arrayValue ?? []).compactMap { $0["properties"]["N"].intValue }) == expected, "\(box): \(boxed.text)")
                #expect(boxed.json["numberMatched"].intValue == Int64(expected.count), "\(box): \(boxed.text)")
            }
            let now = try await client.send(.get, "/ogc/\(ws)/collections/Points/items", token: world.viewer)
            #expect((now.json["features"].arrayValue ?? []).compactMap { $0["properties"]["N"].intValue } == [2])
        }
    }

    @Test func aWorkspaceScopedTokenIsRefusedOnOtherWorkspacesOGCRoutes() async throws {
        let world = try await TestWorld.make()
        let other = try await TestWorld.make("otherworkspace")
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await other.defineLayer("Points", TestWorld.pointLayer)
        let scoped = try await world.env.tokenAdmin.create(role: .editor, actor: "scoped", workspaces: [world.workspace]).token
        try await world.withClient { client in
            for ws in [world.workspace, other.workspace] {
                let expected: HTTPResponse.Status = ws == world.workspace ? .ok : .forbidden
                for path in ["", "/conformance", "/collections", "/collections/Points", "/collections/Points/items", "/collections/Points/schema"] {
                    let r = try await client.send(.get, "/ogc/\(ws)\(path)", token: scoped)
                    #expect(r.status == expected, "\(ws)\(path): \(r.status)")
                }
                let post = try await client.send(.post, "/ogc/\(ws)/collections/Points/items", token: scoped,
                                                 body: #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7,50]},"properties":{"N":1}}"#)
                #expect(post.status == (ws == world.workspace ? .created : .forbidden))
                let v1 = try await client.send(.get, "/v1/workspaces/\(ws)/layers", token: scoped)
                #expect(v1.status == expected)
            }
            #expect(try await client.send(.get, "/ogc/\(world.workspace)/collections", token: nil).status == .unauthorized)
        }
    }
}
