import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

/// OGC API – Tiles at /ogc/{ws}: Mapbox Vector Tiles of a collection and of the workspace's
/// layers, now, as of a moment and in a version; caching; the tileset documents and TileJSON.
@Suite("OGC API – Tiles")
struct OGCTilesTests {
    static let pointLayer = #"{"geometryType":"Point","srid":4326,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}"#
    static let lineLayer = #"{"geometryType":"LineString","srid":3857,"fields":[{"name":"CLASS","type":"smallint"}]}"#

    /// The WebMercatorQuad tile of a longitude and latitude at zoom `z`.
    static func tile(_ lon: Double, _ lat: Double, z: Int) -> (x: Int, y: Int) {
        let n = Double(1 << z)
        let x = Int(((lon + 180) / 360 * n).rounded(.down))
        let r = lat * .pi / 180
        let y = Int(((1 - log(tan(r) + 1 / cos(r)) / .pi) / 2 * n).rounded(.down))
        return (x, y)
    }

    /// The longitude and latitude of the middle of a tile.
    static func center(z: Int, x: Int, y: Int) -> (lon: Double, lat: Double) {
        let n = Double(1 << z)
        let lon = (Double(x) + 0.5) / n * 360 - 180
        let lat = atan(sinh(.pi * (1 - 2 * (Double(y) + 0.5) / n))) * 180 / .pi
        return (lon, lat)
    }

    /// Where a longitude and latitude fall in tile `x`, `y` at zoom `z`, in its 4096 units.
    static func pixel(_ lon: Double, _ lat: Double, z: Int, x: Int, y: Int) -> (x: Double, y: Double) {
        let n = Double(1 << z)
        let r = lat * .pi / 180
        let fx = (lon + 180) / 360 * n - Double(x)
        let fy = (1 - log(tan(r) + 1 / cos(r)) / .pi) / 2 * n - Double(y)
        return (fx * 4096, fy * 4096)
    }

    /// Adds points (N, lon, lat) to layer `Points` in one operation; their ids and the position it reached.
    static func addPoints(_ client: any TestClientProtocol, _ world: TestWorld, _ points: [(Int, Double, Double)], version: String? = nil) async throws -> ([UUID], Int64) {
        let adds = points.map { #"{"attributes":{"N":\#($0.0),"NAME":"p\#($0.0)"},"geometry":{"type":"Point","coordinates":[\#($0.1),\#($0.2)]}}"# }
        let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits" + (version.map { "?version=\($0)" } ?? ""), token: world.editor,
                                      body: #"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#)
        #expect(r.status == .ok, "\(r.text.prefix(500))")
        let ids = (r.json["results"].arrayValue ?? []).compactMap { $0["id"].stringValue.flatMap(UUID.init(uuidString:)) }
        return (ids, Int64(r.headers[Self.positionHeader] ?? "") ?? -1)
    }

    static func edit(_ client: any TestClientProtocol, _ world: TestWorld, _ body: String, version: String? = nil) async throws -> Int64 {
        let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits" + (version.map { "?version=\($0)" } ?? ""), token: world.editor, body: body)
        #expect(r.status == .ok, "\(r.text.prefix(500))")
        return Int64(r.headers[Self.positionHeader] ?? "") ?? -1
    }

    static let positionHeader = HTTPField.Name("GeoJournal-Position")!
    static let thinnedHeader = HTTPField.Name("GeoJournal-Tile-Thinned")!

    static func decode(_ response: TestResponse) throws -> MVTTile {
        try MVTTile(decoding: Array(response.body.readableBytesView))
    }

    /// The N of each feature of the layer in a tile, sorted.
    static func numbers(_ tile: MVTTile, _ layer: String = "Points") -> [Int64] {
        (tile.layer(layer)?.features ?? []).compactMap { if case .int(let n)? = $0.properties["N"] { return n } else { return nil } }.sorted()
    }

    @Test func aTileOfNowHoldsEveryFeatureOfItsBoxWithItsIdObjectIdAndAttributes() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let (ids, position) = try await Self.addPoints(client, world, [(1, 7.01, 50.01), (2, 7.02, 50.02), (3, 7.03, 50.03), (4, 9.5, 48.0)])
            let z = 10
            let t = Self.tile(7.02, 50.02, z: z)
            let r = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/\(z)/\(t.y)/\(t.x)", token: world.viewer)
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "application/vnd.mapbox-vector-tile")
            #expect(r.headers[Self.positionHeader] == String(position), "a tile of now carries the head it reflects")
            #expect(r.headers[.eTag]?.hasPrefix("\"t\(position)-") == true, "\(r.headers[.eTag] ?? "none")")
            #expect(r.headers[.cacheControl] == "private, no-cache")
            let tile = try Self.decode(r)
            #expect(tile.layers.map(\.name) == ["Points"])
            let layer = try #require(tile.layer("Points"))
            #expect(layer.extent == 4096 && layer.version == 2)
            #expect(Self.numbers(tile) == [1, 2, 3], "the point of another tile is not in it")
            let oids = try await world.journal.reads.objectIds(workspace: ws, ids: ids)
            for feature in layer.features {
                guard case .string(let idText)? = feature.properties["id"], let id = UUID(uuidString: idText), let k = ids.firstIndex(of: id) else {
                    Issue.record("a feature without the id of one added: \(feature.properties)")
                    continue
                }
                #expect(feature.properties["OBJECTID"] == .int(oids[id] ?? -1))
                #expect(feature.id == UInt64(oids[id] ?? -1), "the MVT feature id is the OBJECTID")
                #expect(feature.properties["N"] == .int(Int64(k + 1)) && feature.properties["NAME"] == .string("p\(k + 1)"))
                #expect(feature.type == 1 && feature.parts.count == 1 && feature.parts.first?.count == 1)
                let lonlat = [(7.01, 50.01), (7.02, 50.02), (7.03, 50.03)][k]
                let expected = Self.pixel(lonlat.0, lonlat.1, z: z, x: t.x, y: t.y)
                if let p = feature.parts.first?.first {
                    #expect(abs(Double(p.x) - expected.x) <= 1 && abs(Double(p.y) - expected.y) <= 1, "\(p) vs \(expected)")
                }
            }
            // The same request again is the same tile, with the same tag.
            let again = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/\(z)/\(t.y)/\(t.x)", token: world.viewer)
            #expect(again.headers[.eTag] == r.headers[.eTag] && again.body == r.body)
            // properties= chooses the attributes; id and OBJECTID stay.
            let chosen = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/\(z)/\(t.y)/\(t.x)?properties=NAME", token: world.viewer)
            #expect(chosen.status == .ok)
            #expect(chosen.headers[.eTag] != r.headers[.eTag], "another selection of properties is another tile")
            for feature in try Self.decode(chosen).layer("Points")?.features ?? [] {
                #expect(Set(feature.properties.keys) == ["id", "OBJECTID", "NAME"], "\(feature.properties.keys)")
            }
        }
    }

    @Test func aTileAsOfAMomentShowsTheFeaturesThenAndNeverChanges() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let (ids, before) = try await Self.addPoints(client, world, [(1, 7.01, 50.01), (2, 7.02, 50.02), (3, 7.03, 50.03)])
            _ = try await Self.edit(client, world, #"""
                {"edits":[{"layer":"Points","adds":[{"attributes":{"N":4},"geometry":{"type":"Point","coordinates":[7.025,50.025]}}],
                 "updates":[{"id":"\#(ids[0])","expectedVersion":1,"attributes":{"N":10}}],"deletes":[{"id":"\#(ids[1])","expectedVersion":1}]}]}
                """#)
            let t = Self.tile(7.02, 50.02, z: 12)
            let path = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/12/\(t.y)/\(t.x)"
            let now = try await client.send(.get, path, token: world.viewer)
            let nowNumbers = Self.numbers(try Self.decode(now))
            #expect(nowNumbers == [3, 4, 10], "\(nowNumbers)")
            let then = try await client.send(.get, path + "?asOf=\(before)", token: world.viewer)
            #expect(then.status == .ok)
            #expect(then.headers[Self.positionHeader] == String(before))
            #expect(Self.numbers(try Self.decode(then)) == [1, 2, 3])
            #expect(then.headers[.eTag]?.hasPrefix("\"t\(before)-") == true)
            // A past tile's tag is answered 304 without reading the tile.
            let revalidated = try await client.send(.get, path + "?asOf=\(before)", token: world.viewer, headers: [.ifNoneMatch: then.headers[.eTag] ?? ""])
            #expect(revalidated.status == .notModified && revalidated.body.readableBytes == 0)
            #expect(revalidated.headers[.eTag] == then.headers[.eTag])
            // datetime= selects the same moments: before the first edit there is nothing (204), and a
            // time after the last edit is now.
            let empty = try await client.send(.get, path + "?datetime=2000-01-01T00:00:00Z", token: world.viewer)
            #expect(empty.status == .noContent && empty.body.readableBytes == 0)
            #expect(empty.headers[.eTag]?.hasPrefix("\"t0-") == true)
            let later = try await client.send(.get, path + "?datetime=2999-01-01T00:00:00Z", token: world.viewer)
            #expect(Self.numbers(try Self.decode(later)) == [3, 4, 10])
            let both = try await client.send(.get, path + "?datetime=2000-01-01T00:00:00Z&asOf=1", token: world.viewer)
            #expect(both.status == .badRequest && both.headers[.contentType] == "application/problem+json")
            let interval = try await client.send(.get, path + "?datetime=2000-01-01T00:00:00Z/..", token: world.viewer)
            #expect(interval.status == .badRequest)
        }
    }

    /// A tile's statement is prepared once per connection and, from its sixth run on, PostgreSQL
    /// may run it with one generic plan for every tile of its shape: each tile, now, as of a
    /// position and in a version, must still hold exactly its own features.
    @Test func everyTileOfOneShapeHoldsItsOwnFeaturesRunAfterRun() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            // Twelve zoom-12 tiles side by side, three points in each (N = 10 * tile + k).
            let z = 12
            let first = Self.tile(7.001, 50.001, z: z)
            var points: [(Int, Double, Double)] = []
            for k in 0..<12 {
                let c = Self.center(z: z, x: first.x + k, y: first.y)
                for j in 0..<3 { points.append((10 * k + j, c.lon + Double(j - 1) * 0.005, c.lat + Double(j - 1) * 0.003)) }
            }
            let (ids, before) = try await Self.addPoints(client, world, points)
            // Then every first point of a tile gets N + 1000, and the version changes the second ones.
            let updates = (0..<12).map { #"{"id":"\#(ids[3 * $0])","expectedVersion":1,"attributes":{"N":\#(1000 + 10 * $0)}}"# }
            _ = try await Self.edit(client, world, #"{"edits":[{"layer":"Points","updates":[\#(updates.joined(separator: ","))]}]}"#)
            let created = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"shapes","access":"public"}"#)
            #expect(created.status == .created, "\(created.text.prefix(300))")
            let version = created.json["name"].stringValue ?? ""
            let inVersion = (0..<12).map { #"{"id":"\#(ids[3 * $0 + 1])","expectedVersion":1,"attributes":{"N":\#(2000 + 10 * $0 + 1)}}"# }
            _ = try await Self.edit(client, world, #"{"edits":[{"layer":"Points","updates":[\#(inVersion.joined(separator: ","))]}]}"#, version: version)
            for round in 0..<2 {
                for k in 0..<12 {
                    let path = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/\(z)/\(first.y)/\(first.x + k)"
                    let then = try Self.decode(try await client.send(.get, path + "?asOf=\(before)", token: world.viewer))
                    #expect(Self.numbers(then) == [10 * k, 10 * k + 1, 10 * k + 2].map(Int64.init), "round \(round), tile \(k) as of \(before)")
                    let now = try Self.decode(try await client.send(.get, path, token: world.viewer))
                    #expect(Self.numbers(now) == [10 * k + 1, 10 * k + 2, 1000 + 10 * k].map(Int64.init), "round \(round), tile \(k) now")
                    let versioned = try Self.decode(try await client.send(.get, path + "?version=\(version)", token: world.viewer))
                    #expect(Self.numbers(versioned) == [10 * k + 2, 1000 + 10 * k, 2000 + 10 * k + 1].map(Int64.init), "round \(round), tile \(k) in \(version)")
                }
            }
        }
    }

    @Test func aTileInAVersionShowsTheVersionsEditsOverDefaultAtItsBase() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let (ids, _) = try await Self.addPoints(client, world, [(1, 7.01, 50.01), (2, 7.02, 50.02)])
            let created = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"design1","access":"public"}"#)
            #expect(created.status == .created || created.status == .ok, "\(created.text)")
            let v = "ed.design1"
            _ = try await Self.edit(client, world, #"""
                {"edits":[{"layer":"Points","adds":[{"attributes":{"N":5},"geometry":{"type":"Point","coordinates":[7.03,50.03]}}],
                 "updates":[{"id":"\#(ids[0])","expectedVersion":1,"attributes":{"N":11}}]}]}
                """#, version: v)
            // DEFAULT moves on after the version's base: the version does not see it.
            _ = try await Self.addPoints(client, world, [(3, 7.025, 50.025)])
            let t = Self.tile(7.02, 50.02, z: 12)
            let path = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/12/\(t.y)/\(t.x)"
            let inVersion = try await client.send(.get, path + "?version=\(v)", token: world.viewer)
            #expect(inVersion.status == .ok, "\(inVersion.text)")
            #expect(Self.numbers(try Self.decode(inVersion)) == [2, 5, 11])
            let onDefault = try await client.send(.get, path, token: world.viewer)
            #expect(Self.numbers(try Self.decode(onDefault)) == [1, 2, 3])
            #expect(inVersion.headers[.eTag] != onDefault.headers[.eTag])
            // The whole workspace's tile in the version too.
            let dataset = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad/12/\(t.y)/\(t.x)?version=\(v)", token: world.viewer)
            #expect(Self.numbers(try Self.decode(dataset)) == [2, 5, 11])
            let unknown = try await client.send(.get, path + "?version=ed.nope", token: world.viewer)
            #expect(unknown.status == .notFound)
        }
    }

    @Test func emptyTilesAre204AndTilesOutsideTheMatrixAre400Problems() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            _ = try await Self.addPoints(client, world, [(1, 7.01, 50.01)])
            let base = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad"
            let far = Self.tile(-120, -40, z: 6)
            let empty = try await client.send(.get, "\(base)/6/\(far.y)/\(far.x)", token: world.viewer)
            #expect(empty.status == .noContent && empty.body.readableBytes == 0)
            #expect(empty.headers[.eTag] != nil)
            for bad in ["25/0/0", "3/8/0", "3/0/8", "3/-1/0", "a/0/0", "3/0/1.5"] {
                let r = try await client.send(.get, "\(base)/\(bad)", token: world.viewer)
                #expect(r.status == .badRequest, "\(bad): \(r.status)")
                #expect(r.headers[.contentType] == "application/problem+json", "\(bad)")
            }
            let outside = try await client.send(.get, "\(base)/3/8/0", token: world.viewer)
            #expect(outside.json["violations"][0]["path"].stringValue == "tileRow", "\(outside.text)")
            let unknownParameter = try await client.send(.get, "\(base)/0/0/0?bbox=1,2,3,4", token: world.viewer)
            #expect(unknownParameter.status == .badRequest && unknownParameter.json["violations"][0]["path"] == "bbox")
            let unknownProperty = try await client.send(.get, "\(base)/0/0/0?properties=NOPE", token: world.viewer)
            #expect(unknownProperty.status == .badRequest && unknownProperty.json["violations"][0]["path"] == "properties")
            let badMoment = try await client.send(.get, "\(base)/0/0/0?asOf=yesterday", token: world.viewer)
            #expect(badMoment.status == .badRequest || badMoment.status == .unprocessableContent, "\(badMoment.status)")
            #expect(badMoment.headers[.contentType] == "application/problem+json")
            #expect(try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WorldCRS84Quad/0/0/0", token: world.viewer).status == .notFound)
            #expect(try await client.send(.get, "/ogc/\(ws)/collections/Nope/tiles/WebMercatorQuad/0/0/0", token: world.viewer).status == .notFound)
            let unknownCollection = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad/0/0/0?collections=Nope", token: world.viewer)
            #expect(unknownCollection.status == .badRequest)
            #expect(try await world.eventCount() == 2, "reading tiles writes nothing")
        }
    }

    /// A layer in a spatial reference PostGIS cannot project to Web Mercator has no tiles: asking
    /// for them is a clear 422; the workspace's tiles leave it out unless `collections=` names it.
    @Test func aLayerThatCannotBeProjectedToWebMercatorIsRefusedClearly() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.defineLayer("Local", #"{"geometryType":"Point","srid":990001,"fields":[{"name":"N","type":"integer"}]}"#)
        try await world.withClient { client in
            let ws = world.workspace
            _ = try await Self.addPoints(client, world, [(1, 7.01, 50.01)])
            _ = try await Self.edit(client, world, #"{"edits":[{"layer":"Local","adds":[{"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[7.01,50.01]}}]}]}"#)
            let (x, y) = Self.tile(7.01, 50.01, z: 10)
            for uri in ["/ogc/\(ws)/collections/Local/tiles/WebMercatorQuad/10/\(y)/\(x)", "/ogc/\(ws)/collections/Local/tiles/WebMercatorQuad?f=tilejson",
                        "/ogc/\(ws)/tiles/WebMercatorQuad/10/\(y)/\(x)?collections=Points,Local"] {
                let r = try await client.send(.get, uri, token: world.viewer)
                #expect(r.status == .unprocessableContent, "\(uri): \(r.status) \(r.text.prefix(300))")
                #expect(r.headers[.contentType] == "application/problem+json", "\(uri)")
                #expect(r.json["violations"][0]["code"] == "tiles.srid", "\(uri): \(r.text.prefix(300))")
                #expect(r.json["violations"][0]["message"].stringValue?.contains("EPSG:990001") == true, "\(uri)")
            }
            let every = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad/10/\(y)/\(x)", token: world.viewer)
            #expect(every.status == .ok, "\(every.status) \(every.text.prefix(300))")
            let tile = try Self.decode(every)
            #expect(Self.numbers(tile) == [1])
            #expect(tile.layer("Local") == nil, "the layer that cannot be projected is left out")
        }
    }

    @Test func aTileOfNowAnswers304UntilAnEditTouchesIt() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.defineLayer("Roads", Self.lineLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let (ids, _) = try await Self.addPoints(client, world, [(1, 7.01, 50.01), (2, 20.0, 10.0)])
            let t = Self.tile(7.01, 50.01, z: 12)
            let path = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/12/\(t.y)/\(t.x)"
            let first = try await client.send(.get, path, token: world.viewer)
            let tag = try #require(first.headers[.eTag])
            let same = try await client.send(.get, path, token: world.viewer, headers: [.ifNoneMatch: tag])
            #expect(same.status == .notModified && same.headers[.eTag] == tag)
            // An edit of a feature in another tile, and of another layer, leave the tile as it was.
            _ = try await Self.edit(client, world, #"{"edits":[{"layer":"Points","updates":[{"id":"\#(ids[1])","expectedVersion":1,"attributes":{"N":22}}]}]}"#)
            _ = try await Self.edit(client, world, #"{"edits":[{"layer":"Roads","adds":[{"attributes":{"CLASS":1},"geometry":{"type":"LineString","coordinates":[[780000,6450000],[781000,6451000]]}}]}]}"#)
            let untouched = try await client.send(.get, path, token: world.viewer, headers: [.ifNoneMatch: tag])
            #expect(untouched.status == .notModified, "\(untouched.status)")
            // The workspace's tile has Roads too: the road's edit changed it.
            let dataset = "/ogc/\(ws)/tiles/WebMercatorQuad/12/\(t.y)/\(t.x)"
            let datasetTag = try #require(try await client.send(.get, dataset, token: world.viewer).headers[.eTag])
            // A feature moved out of the tile changes it.
            let moved = try await Self.edit(client, world, #"{"edits":[{"layer":"Points","updates":[{"id":"\#(ids[0])","expectedVersion":1,"geometry":{"type":"Point","coordinates":[30.0,10.0]}}]}]}"#)
            let changed = try await client.send(.get, path, token: world.viewer, headers: [.ifNoneMatch: tag])
            #expect(changed.status == .noContent, "the tile is empty now: \(changed.status)")
            #expect(changed.headers[.eTag]?.hasPrefix("\"t\(moved)-") == true)
            #expect(try await client.send(.get, dataset, token: world.viewer, headers: [.ifNoneMatch: datasetTag]).status == .ok)
            // A tag this service never gave is no match.
            let forged = try await client.send(.get, path, token: world.viewer, headers: [.ifNoneMatch: "\"t1-000000000000000000000000\""])
            #expect(forged.status == .noContent)
        }
    }

    @Test func publicWorkspacesServeTilesWithoutATokenAndPastTilesAreImmutable() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let (_, before) = try await Self.addPoints(client, world, [(1, 7.01, 50.01)])
            _ = try await Self.addPoints(client, world, [(2, 7.011, 50.011)])
            let t = Self.tile(7.01, 50.01, z: 12)
            let path = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/12/\(t.y)/\(t.x)"
            #expect(try await client.send(.get, path, token: nil).status == .unauthorized)
            #expect(try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad?f=tilejson", token: nil).status == .unauthorized)
            let past = try await client.send(.get, path + "?asOf=\(before)", token: world.viewer)
            #expect(past.headers[.cacheControl] == "private, no-cache", "a private workspace's tiles are for the caller alone")
            let made = try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.admin, body: #"{"public": true}"#)
            #expect(made.status == .ok)
            let now = try await client.send(.get, path, token: nil)
            #expect(now.status == .ok)
            #expect(now.headers[.cacheControl] == "public, no-cache")
            #expect(Self.numbers(try Self.decode(now)) == [1, 2])
            let then = try await client.send(.get, path + "?asOf=\(before)", token: nil)
            #expect(then.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(Self.numbers(try Self.decode(then)) == [1])
            let withToken = try await client.send(.get, path + "?asOf=\(before)", token: world.viewer)
            #expect(withToken.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(withToken.headers[.eTag] == then.headers[.eTag])
            let revalidated = try await client.send(.get, path, token: nil, headers: [.ifNoneMatch: now.headers[.eTag] ?? ""])
            #expect(revalidated.status == .notModified)
            #expect(revalidated.headers[.cacheControl] == "public, no-cache")
            #expect(try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad?f=tilejson", token: nil).status == .ok)
        }
    }

    @Test func theWorkspaceTileHoldsEveryLayerClippedToTheTile() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.defineLayer("Roads", Self.lineLayer)
        try await world.withClient { client in
            let ws = world.workspace
            _ = try await Self.addPoints(client, world, [(1, 0.5, 0.5)])
            // A road across the whole tile 8/127/128 and far beyond it.
            _ = try await Self.edit(client, world, #"{"edits":[{"layer":"Roads","adds":[{"attributes":{"CLASS":3},"geometry":{"type":"LineString","coordinates":[[-1000000,55000],[1000000,55000]]}}]}]}"#)
            let t = Self.tile(0.5, 0.5, z: 8)
            let r = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad/8/\(t.y)/\(t.x)", token: world.viewer)
            #expect(r.status == .ok)
            let tile = try Self.decode(r)
            #expect(Set(tile.layers.map(\.name)) == ["Points", "Roads"])
            let road = try #require(tile.layer("Roads")?.features.first)
            #expect(road.type == 2 && road.properties["CLASS"] == .int(3) && road.properties["id"] != nil && road.properties["OBJECTID"] != nil)
            let xs = road.parts.flatMap { $0.map(\.x) }
            #expect(!xs.isEmpty && xs.allSatisfy { $0 >= -64 && $0 <= 4096 + 64 }, "clipped to the tile and its buffer: \(xs)")
            let onlyPoints = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad/8/\(t.y)/\(t.x)?collections=Points", token: world.viewer)
            #expect(try Self.decode(onlyPoints).layers.map(\.name) == ["Points"])
            let classOnly = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad/8/\(t.y)/\(t.x)?properties=CLASS", token: world.viewer)
            let chosen = try Self.decode(classOnly)
            #expect(chosen.layer("Points")?.features.first.map { Set($0.properties.keys) } == ["id", "OBJECTID"])
            #expect(chosen.layer("Roads")?.features.first.map { Set($0.properties.keys) } == ["id", "OBJECTID", "CLASS"])
        }
    }

    @Test func aTileOverTheFeatureLimitIsThinnedAndSaysSo() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.withClient { client in
            let ws = world.workspace
            let n = VectorTile.featureLimit + 50
            // A grid of 0.005 degrees around the middle of a tile at zoom 10.
            let t = Self.tile(7.2, 50.2, z: 10)
            let middle = Self.center(z: 10, x: t.x, y: t.y)
            var points: [(Int, Double, Double)] = []
            for k in 0..<n {
                let lon: Double = middle.lon + Double(k % 100) * 0.00005
                let lat: Double = middle.lat + Double(k / 100) * 0.00005
                points.append((k, lon, lat))
            }
            _ = try await Self.addPoints(client, world, points)
            let path = "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/10/\(t.y)/\(t.x)"
            let r = try await client.send(.get, path, token: world.viewer)
            #expect(r.status == .ok)
            #expect(r.headers[Self.thinnedHeader] == "Points")
            let kept = Self.numbers(try Self.decode(r))
            #expect(kept.count == VectorTile.featureLimit)
            #expect(Set(kept).count == kept.count)
            let again = try await client.send(.get, path, token: world.viewer)
            #expect(Self.numbers(try Self.decode(again)) == kept, "the same features are kept every time")
            let deeper = Self.tile(middle.lon, middle.lat, z: 16)
            let small = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/16/\(deeper.y)/\(deeper.x)", token: world.viewer)
            #expect(small.status == .ok && small.headers[Self.thinnedHeader] == nil)
        }
    }

    @Test func tileJSONTilesetsAndTheTileMatrixSetDescribeTheTiles() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", Self.pointLayer)
        try await world.defineLayer("Roads", Self.lineLayer)
        try await world.withClient { client in
            let ws = world.workspace
            _ = try await Self.addPoints(client, world, [(1, 7.0, 50.0), (2, 8.0, 51.0)])
            let tileJSON = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad?f=tilejson&datetime=2026-01-01T00:00:00Z", token: world.viewer)
            #expect(tileJSON.status == .ok)
            #expect(tileJSON.json["tilejson"] == "3.0.0")
            let template = tileJSON.json["tiles"][0].stringValue ?? ""
            #expect(template.hasPrefix("http://") && template.contains("/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad/{z}/{y}/{x}?"), "\(template)")
            #expect(template.contains("datetime=2026-01-01T00:00:00Z"), "\(template)")
            #expect(tileJSON.json["vector_layers"][0]["id"] == "Points")
            #expect(tileJSON.json["vector_layers"][0]["fields"]["N"] == "Number" && tileJSON.json["vector_layers"][0]["fields"]["OBJECTID"] == "Number")
            let bounds = tileJSON.json["bounds"].arrayValue?.compactMap(\.doubleValue) ?? []
            #expect(bounds.count == 4 && abs(bounds[0] - 7) < 1e-6 && abs(bounds[3] - 51) < 1e-6, "\(bounds)")
            let created = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"d2","access":"public"}"#)
            #expect(created.status == .created || created.status == .ok)
            let inVersion = try await client.send(.get, "/ogc/\(ws)/tiles/WebMercatorQuad?f=tilejson&version=ed.d2", token: world.viewer)
            #expect(inVersion.json["tiles"][0].stringValue?.contains("version=ed.d2") == true, "\(inVersion.text)")
            #expect((inVersion.json["vector_layers"].arrayValue ?? []).map { $0["id"].stringValue ?? "" } == ["Points", "Roads"])

            let metadata = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad", token: world.viewer)
            #expect(metadata.json["dataType"] == "vector")
            #expect(metadata.json["tileMatrixSetURI"] == "http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad")
            let item = (metadata.json["links"].arrayValue ?? []).first { $0["rel"] == "item" }
            #expect(item?["templated"] == true && item?["type"] == "application/vnd.mapbox-vector-tile")
            #expect(item?["href"].stringValue?.hasSuffix("/tiles/WebMercatorQuad/{tileMatrix}/{tileRow}/{tileCol}") == true)
            #expect(metadata.json["layers"][0]["geometryDimension"] == 0)
            let list = try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles", token: world.viewer)
            #expect(list.json["tilesets"][0]["dataType"] == "vector")
            #expect(try await client.send(.get, "/ogc/\(ws)/tiles", token: world.viewer).json["tilesets"].arrayValue?.count == 1)
            let tms = try await client.send(.get, "/ogc/\(ws)/tileMatrixSets/WebMercatorQuad", token: world.viewer)
            #expect(tms.json["tileMatrices"].arrayValue?.count == 25)
            #expect(tms.json["tileMatrices"][3]["matrixWidth"] == 8)
            #expect(try await client.send(.get, "/ogc/\(ws)/tileMatrixSets", token: world.viewer).json["tileMatrixSets"][0]["id"] == "WebMercatorQuad")
            let conformance = try await client.send(.get, "/ogc/\(ws)/conformance", token: world.viewer).json["conformsTo"].arrayValue ?? []
            for c in ["core", "tileset", "tilesets-list", "geodata-tilesets", "mvt"] {
                #expect(conformance.contains(.string("http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/\(c)")), "\(c)")
            }
            let collection = try await client.send(.get, "/ogc/\(ws)/collections/Points", token: world.viewer)
            #expect((collection.json["links"].arrayValue ?? []).contains { $0["rel"] == "http://www.opengis.net/def/rel/ogc/1.0/tilesets-vector" })
            #expect(try await client.send(.get, "/ogc/\(ws)/collections/Points/tiles/WebMercatorQuad?f=png", token: world.viewer).status == .badRequest)
        }
    }
}
