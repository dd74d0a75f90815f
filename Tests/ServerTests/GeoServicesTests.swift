import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

/// The GeoServices REST face over the real router and a real database: metadata, `query` (its
/// answers compared with the JSON API's), `applyEdits` as journal operations, Esri errors and tokens.
@Suite("GeoServices REST FeatureServer")
struct GeoServicesTests {
    static let poles = #"""
        {"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20},
         {"name":"KIND","type":"integer","domain":"Kinds"},{"name":"ACTIVE","type":"boolean"},{"name":"SET_AT","type":"date"}],
         "domains":{"Kinds":{"type":"codedValue","codedValues":[{"code":1,"name":"Wood"},{"code":2,"name":"Steel"}]}}}
        """#
    static let roads = #"{"geometryType":"LineString","srid":4326,"fields":[{"name":"CLASS","type":"smallint","nullable":false}]}"#

    /// A world with Poles (60 points on a 10 x 6 grid, N = 0...59) and Roads (3 lines).
    static func world(_ name: String) async throws -> TestWorld {
        let world = try await TestWorld.make(name)
        try await world.defineLayer("Poles", poles)
        try await world.defineLayer("Roads", roads)
        let adds = (0..<60).map { i in
            #"{"attributes":{"N":\#(i),"NAME":"pole \#(i)","KIND":\#(i % 2 + 1),"ACTIVE":\#(i % 3 == 0),"SET_AT":"2026-0\#(i % 9 + 1)-01T00:00:00Z"},"geometry":{"type":"Point","coordinates":[\#(Double(i % 10) * 10),\#(Double(i / 10) * 10)]}}"#
        }.joined(separator: ",")
        let lines = (0..<3).map { i in #"{"attributes":{"CLASS":\#(i)},"geometry":{"type":"LineString","coordinates":[[7,\#(50 + i)],[8,\#(50 + i)]]}}"# }.joined(separator: ",")
        try await world.withClient { client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor,
                                          body: #"{"edits":[{"layer":"Poles","adds":[\#(adds)]},{"layer":"Roads","adds":[\#(lines)]}]}"#)
            #expect(r.status == .ok, "\(r.text)")
        }
        return world
    }

    static func base(_ world: TestWorld) -> String { "/arcgis/rest/services/\(world.workspace)/FeatureServer" }

    static func form(_ client: some TestClientProtocol, _ uri: String, token: String, _ fields: [(String, String)]) async throws -> TestResponse {
        let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        return try await client.executeRequest(uri: uri, method: .post, headers: [.authorization: "Bearer \(token)", .contentType: "application/x-www-form-urlencoded"],
                                               body: ByteBuffer(string: body))
    }

    @Test func metadataListsLayersInDefinitionOrderWithEsriFields() async throws {
        let world = try await Self.world("gsmeta")
        try await world.withClient { client in
            let info = try await client.send(.get, "/arcgis/rest/info?f=json", token: nil)
            #expect(info.status == .ok)
            #expect(info.json["authInfo"]["isTokenBasedSecurity"] == true)
            let service = try await client.send(.get, "\(Self.base(world))?f=json", token: world.viewer)
            #expect(service.status == .ok, "\(service.text)")
            #expect((service.json["layers"].arrayValue ?? []).map { $0["name"].stringValue ?? "" } == ["Poles", "Roads"])
            #expect((service.json["layers"].arrayValue ?? []).map { $0["id"].intValue ?? -1 } == [0, 1])
            let layer = try await client.send(.get, "\(Self.base(world))/0?f=pjson", token: world.viewer)
            #expect(layer.json["geometryType"] == "esriGeometryPoint")
            #expect(layer.json["objectIdField"] == "OBJECTID")
            #expect(layer.json["globalIdField"] == "GlobalID")
            #expect(layer.json["supportsPagination"] == true)
            #expect(layer.json["archivingInfo"]["supportsQueryWithHistoricMoment"] == true)
            let fields = layer.json["fields"].arrayValue ?? []
            let types = Dictionary(uniqueKeysWithValues: fields.map { ($0["name"].stringValue ?? "", $0["type"].stringValue ?? "") })
            #expect(types["OBJECTID"] == "esriFieldTypeOID")
            #expect(types["GlobalID"] == "esriFieldTypeGlobalID")
            #expect(types["N"] == "esriFieldTypeInteger")
            #expect(types["ACTIVE"] == "esriFieldTypeSmallInteger")
            #expect(types["SET_AT"] == "esriFieldTypeDate")
            let kind = fields.first { $0["name"] == "KIND" }
            #expect(kind?["domain"]["type"] == "codedValue")
            #expect((kind?["domain"]["codedValues"].arrayValue ?? []).map { $0["name"].stringValue ?? "" } == ["Wood", "Steel"])
            #expect(layer.json["extent"]["xmin"].doubleValue == 0 && layer.json["extent"]["xmax"].doubleValue == 90)
            let roads = try await client.send(.get, "\(Self.base(world))/1", token: world.viewer)
            #expect(roads.json["geometryType"] == "esriGeometryPolyline")
            #expect(roads.json["extent"]["spatialReference"]["wkid"].intValue == 4326)
            let missing = try await client.send(.get, "\(Self.base(world))/7?f=json", token: world.viewer)
            #expect(missing.status == .notFound)
            #expect(missing.json["error"]["code"].intValue == 404)
        }
    }

    @Test func queriesAnswerWhatTheJSONAPIHoldsPageByPage() async throws {
        let world = try await Self.world("gsquery")
        try await world.withClient { client in
            let api = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Poles/features?limit=1000", token: world.viewer)
            var expected: [String: JSONValue] = [:]
            for f in api.json["features"].arrayValue ?? [] { expected["{" + (f["id"].stringValue ?? "").uppercased() + "}"] = f }
            #expect(expected.count == 60)
            // Pages of 25 by offset until exceededTransferLimit is gone.
            var seen: [String: JSONValue] = [:]
            var objectIds: [Int64] = []
            var offset = 0
            var pages = 0
            var positions: Set<String> = []
            while true {
                let r = try await client.send(.get, "\(Self.base(world))/0/query?where=1%3D1&outFields=*&resultOffset=\(offset)&resultRecordCount=25&f=json", token: world.viewer)
                #expect(r.status == .ok, "\(r.text)")
                // Every page, the ones read ahead and kept too, says which position it shows.
                positions.insert(r.headers[HTTPField.Name("GeoJournal-Position")!] ?? "none")
                let features = r.json["features"].arrayValue ?? []
                for f in features {
                    seen[f["attributes"]["GlobalID"].stringValue ?? ""] = f
                    objectIds.append(f["attributes"]["OBJECTID"].intValue ?? -1)
                }
                pages += 1
                offset += features.count
                if r.json["exceededTransferLimit"] != true { break }
                #expect(features.count == 25)
            }
            #expect(pages == 3)
            #expect(positions.count == 1 && !positions.contains("none"), "\(positions)")
            #expect(Set(seen.keys) == Set(expected.keys))
            #expect(objectIds == objectIds.sorted() && Set(objectIds).count == 60)
            for (globalId, f) in seen {
                let e = try #require(expected[globalId])
                #expect(f["attributes"]["N"] == e["properties"]["N"])
                #expect(f["attributes"]["NAME"] == e["properties"]["NAME"])
                #expect(f["attributes"]["ACTIVE"].intValue == (e["properties"]["ACTIVE"] == true ? 1 : 0))
                let ms = f["attributes"]["SET_AT"].intValue.map { Double($0) / 1000 }
                #expect(ms == RFC3339.seconds(e["properties"]["SET_AT"].stringValue ?? ""))
                #expect(f["geometry"]["x"].doubleValue == e["geometry"]["coordinates"][0].doubleValue)
                #expect(f["attributes"]["created_user"] == "ed")
            }
            // where, objectIds, ids only, count, extent, order, a box.
            var r = try await client.send(.get, "\(Self.base(world))/0/query?where=N%20%3E%3D%2050%20AND%20NAME%20LIKE%20%27pole%205%25%27&returnIdsOnly=true", token: world.viewer)
            #expect(r.json["objectIds"].arrayValue?.count == 10, "\(r.text)")
            r = try await client.send(.get, "\(Self.base(world))/0/query?objectIds=\(objectIds[0]),\(objectIds[5])&outFields=N&returnGeometry=false", token: world.viewer)
            #expect((r.json["features"].arrayValue ?? []).compactMap { $0["attributes"]["N"].intValue }.sorted() == [0, 5])
            #expect(r.json["features"][0]["geometry"] == .null)
            r = try await client.send(.get, "\(Self.base(world))/0/query?where=KIND%3D2&returnCountOnly=true", token: world.viewer)
            #expect(r.json["count"].intValue == 30)
            r = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3C12&returnExtentOnly=true&f=geojson", token: world.viewer)
            #expect(r.text.contains(#""bbox":[0,0,90,10]"#), "\(r.text)")
            r = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3C3&orderByFields=N%20DESC&outFields=N", token: world.viewer)
            #expect((r.json["features"].arrayValue ?? []).compactMap { $0["attributes"]["N"].intValue } == [2, 1, 0])
            // A box whose edge passes 1e-7 outside the points of column 2 and row 1: they are out.
            r = try await client.send(.get, "\(Self.base(world))/0/query?geometry=-1,-1,19.9999999,9.9999999&geometryType=esriGeometryEnvelope&spatialRel=esriSpatialRelIntersects&outFields=N", token: world.viewer)
            #expect((r.json["features"].arrayValue ?? []).compactMap { $0["attributes"]["N"].intValue }.sorted() == [0, 1])
            // outSR: the same points in degrees.
            r = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3D11&outSR=4326&outFields=N", token: world.viewer)
            #expect(r.json["spatialReference"]["wkid"].intValue == 4326)
            #expect(abs((r.json["features"][0]["geometry"]["x"].doubleValue ?? 0) - 0.0000898315) < 1e-9)
            // GeoJSON.
            r = try await client.send(.get, "\(Self.base(world))/1/query?where=CLASS%3D1&outFields=*&f=geojson", token: world.viewer)
            #expect(r.json["features"][0]["geometry"]["type"] == "LineString")
            #expect(r.json["features"][0]["properties"]["CLASS"].intValue == 1)
        }
    }

    @Test func whereClausesThatAreNotConditionsAreRefusedInEsrisEnvelope() async throws {
        let world = try await Self.world("gswhere")
        try await world.withClient { client in
            for bad in ["1=1; DROP TABLE events", "N = 1 OR 1=1 --", "(SELECT 1) = 1", "pg_sleep(5) IS NULL", "NOPE = 1", "NAME = 'x"] {
                let encoded = bad.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                let r = try await client.send(.get, "\(Self.base(world))/0/query?where=\(encoded)", token: world.viewer)
                #expect(r.status == .badRequest, "\(bad): \(r.text)")
                #expect(r.json["error"]["code"].intValue == 400)
                #expect(!(r.json["error"]["message"].stringValue ?? "").isEmpty)
            }
            let count = try await client.send(.get, "\(Self.base(world))/0/query?returnCountOnly=true", token: world.viewer)
            #expect(count.json["count"].intValue == 60)
        }
    }

    @Test func historicMomentShowsTheLayerAsItWas() async throws {
        let world = try await Self.world("gshistoric")
        try await world.withClient { client in
            try await Task.sleep(for: .milliseconds(20))
            let before = Int64(Date().timeIntervalSince1970 * 1000)
            try await Task.sleep(for: .milliseconds(20))
            let r = try await Self.form(client, "\(Self.base(world))/0/applyEdits", token: world.editor, [
                ("adds", #"[{"geometry":{"x":500,"y":500},"attributes":{"N":100}}]"#),
                ("deletes", "\(try await Self.objectId(client, world, n: 0))"),
                ("updates", #"[{"attributes":{"OBJECTID":\#(try await Self.objectId(client, world, n: 1)),"NAME":"renamed"}}]"#),
            ])
            #expect(r.status == .ok, "\(r.text)")
            let now = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3C2%20OR%20N%3D100&outFields=N,NAME", token: world.viewer)
            #expect(Set((now.json["features"].arrayValue ?? []).map { "\($0["attributes"]["N"].intValue ?? -1) \($0["attributes"]["NAME"].stringValue ?? "")" }) == ["1 renamed", "100 "])
            let then = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3C2%20OR%20N%3D100&outFields=N,NAME&historicMoment=\(before)", token: world.viewer)
            #expect(Set((then.json["features"].arrayValue ?? []).map { "\($0["attributes"]["N"].intValue ?? -1) \($0["attributes"]["NAME"].stringValue ?? "")" }) == ["0 pole 0", "1 pole 1"], "\(then.text)")
        }
    }

    /// created_user/created_date and last_edited_user/last_edited_date come from the operations that
    /// created a feature and made its version, now and at a historic moment.
    @Test func editTrackingFieldsNameTheOperationsThatCreatedAndLastEditedAFeature() async throws {
        let world = try await Self.world("gsedittracking")
        try await world.withClient { client in
            try await Task.sleep(for: .milliseconds(20))
            let before = Int64(Date().timeIntervalSince1970 * 1000)
            try await Task.sleep(for: .milliseconds(20))
            let r = try await Self.form(client, "\(Self.base(world))/0/updateFeatures", token: world.admin, [
                ("features", #"[{"attributes":{"OBJECTID":\#(try await Self.objectId(client, world, n: 1)),"NAME":"renamed"}}]"#),
            ])
            #expect(r.status == .ok && r.json["updateResults"][0]["success"] == true, "\(r.text)")
            for moment in ["", "&historicMoment=\(before)"] {
                let q = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3C3&outFields=*&orderByFields=N\(moment)", token: world.viewer)
                let features = q.json["features"].arrayValue ?? []
                #expect(features.count == 3, "\(q.text)")
                for f in features {
                    let a = f["attributes"]
                    let edited = moment.isEmpty && a["N"] == 1
                    #expect(a["created_user"] == "ed")
                    #expect(a["last_edited_user"] == (edited ? "ada" : "ed"), "\(a)")
                    let created = try #require(a["created_date"].intValue), last = try #require(a["last_edited_date"].intValue)
                    #expect(created <= before && (edited ? last > before : last <= before), "\(a)")
                }
            }
            // Lines come back as paths with the coordinates they were written with.
            let roads = try await client.send(.get, "\(Self.base(world))/1/query?where=CLASS%3D2&outFields=CLASS", token: world.viewer)
            #expect(roads.json["features"][0]["geometry"] == ["paths": [[[7, 52], [8, 52]]]], "\(roads.text)")
        }
    }

    static func objectId(_ client: some TestClientProtocol, _ world: TestWorld, n: Int) async throws -> Int64 {
        let r = try await client.send(.get, "\(base(world))/0/query?where=N%3D\(n)&returnIdsOnly=true", token: world.viewer)
        return try #require(r.json["objectIds"][0].intValue)
    }

    @Test func applyEditsIsOneOperationWithRollbackOrPartialWritesAndUndoesInItsSession() async throws {
        let world = try await Self.world("gsedits")
        try await world.withClient { client in
            let head = try await world.head()
            // A coded-domain violation with rollback: nothing is written, the bad feature says why.
            var r = try await Self.form(client, "\(Self.base(world))/0/applyEdits", token: world.editor, [
                ("adds", #"[{"geometry":{"x":1,"y":1},"attributes":{"N":200,"KIND":9}},{"geometry":{"x":2,"y":2},"attributes":{"N":201}}]"#),
                ("f", "json"),
            ])
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.json["addResults"][0]["success"] == false)
            #expect((r.json["addResults"][0]["error"]["description"].stringValue ?? "").contains("KIND"), "\(r.text)")
            #expect(r.json["addResults"][1]["success"] == false)
            #expect(try await world.head() == head)
            // Without rollback the good one is written, as one operation by the token's actor.
            r = try await Self.form(client, "\(Self.base(world))/0/applyEdits", token: world.editor, [
                ("adds", #"[{"geometry":{"x":1,"y":1},"attributes":{"N":200,"KIND":9}},{"geometry":{"x":2,"y":2},"attributes":{"N":201}}]"#),
                ("rollbackOnFailure", "FALSE"), ("returnEditMoment", "true"),
            ])
            #expect(r.json["addResults"][0]["success"] == false)
            #expect(r.json["addResults"][1]["success"] == true)
            let added = try #require(r.json["addResults"][1]["objectId"].intValue)
            #expect(r.json["editMoment"].intValue != nil)
            #expect(try await world.head() == head + 1)
            let ops = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations?limit=1000", token: world.viewer)
            let last = (ops.json["operations"].arrayValue ?? []).max { ($0["firstPosition"].intValue ?? 0) < ($1["firstPosition"].intValue ?? 0) }
            #expect(last?["actor"] == "ed", "\(ops.text)")
            #expect(last?["firstPosition"].intValue == head + 1 && last?["lastPosition"].intValue == head + 1)
            // The service-level applyEdits across two layers in a session, then undone through the session API.
            let s = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions", token: world.editor, body: #"{"title":"arcgis"}"#)
            let session = try #require(s.json["id"].stringValue)
            let deleted = try await Self.objectId(client, world, n: 5)
            r = try await Self.form(client, "\(Self.base(world))/applyEdits", token: world.editor, [
                ("edits", #"[{"id":0,"updates":[{"attributes":{"OBJECTID":\#(added),"NAME":"edited"},"geometry":{"x":3,"y":3}}],"deletes":[\#(deleted)]},{"id":1,"adds":[{"geometry":{"paths":[[[7,60],[8,61]]]},"attributes":{"CLASS":4}}]}]"#),
                ("sessionID", "{\(session.uppercased())}"),
            ])
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.json[0]["updateResults"][0]["success"] == true, "\(r.text)")
            #expect(r.json[0]["deleteResults"][0]["success"] == true)
            #expect(r.json[1]["addResults"][0]["success"] == true)
            #expect(try await world.head() == head + 4)
            var check = try await client.send(.get, "\(Self.base(world))/0/query?objectIds=\(added),\(deleted)&outFields=NAME", token: world.viewer)
            #expect((check.json["features"].arrayValue ?? []).map { $0["attributes"]["NAME"].stringValue ?? "" } == ["edited"])
            let undo = try await client.send(.post, "/v1/workspaces/\(world.workspace)/sessions/\(session)/undo", token: world.editor)
            #expect(undo.status == .ok, "\(undo.text)")
            check = try await client.send(.get, "\(Self.base(world))/0/query?objectIds=\(added),\(deleted)&outFields=NAME,N&orderByFields=N", token: world.viewer)
            // The deleted pole is back with its OBJECTID; the update is undone.
            #expect((check.json["features"].arrayValue ?? []).map { $0["attributes"]["NAME"] } == ["pole 5", .null], "\(check.text)")
            #expect((check.json["features"].arrayValue ?? []).compactMap { $0["attributes"]["OBJECTID"].intValue }.sorted() == [added, deleted].sorted())
            let roads = try await client.send(.get, "\(Self.base(world))/1/query?returnCountOnly=true", token: world.viewer)
            #expect(roads.json["count"].intValue == 3)
            // Updates and deletes of features that are not there fail on their own.
            r = try await Self.form(client, "\(Self.base(world))/0/deleteFeatures", token: world.editor, [("objectIds", "999999"), ("rollbackOnFailure", "false")])
            #expect(r.json["deleteResults"][0]["success"] == false)
            #expect(r.json["deleteResults"][0]["error"]["code"].intValue == 1019)
            // A viewer cannot edit.
            r = try await Self.form(client, "\(Self.base(world))/0/addFeatures", token: world.viewer, [("features", #"[{"geometry":{"x":1,"y":1},"attributes":{"N":1}}]"#)])
            #expect(r.status == .forbidden)
            #expect(r.json["error"]["code"].intValue == 403)
        }
    }

    static func keyed(_ client: some TestClientProtocol, _ uri: String, token: String, key: String, _ fields: [(String, String)]) async throws -> TestResponse {
        let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        return try await client.executeRequest(uri: uri, method: .post,
                                               headers: [.authorization: "Bearer \(token)", .contentType: "application/x-www-form-urlencoded",
                                                         HTTPField.Name("Idempotency-Key")!: key],
                                               body: ByteBuffer(string: body))
    }

    @Test func applyEditsRetriedWithTheSameIdempotencyKeyAnswersItsFirstAnswerAndWritesOnce() async throws {
        let world = try await Self.world("gsidem")
        try await world.withClient { client in
            let head = try await world.head()
            let deleted = try await Self.objectId(client, world, n: 7)
            let updated = try await Self.objectId(client, world, n: 8)
            // Layer level, without rollback: one add refused by the schema, one add, an update and a delete written.
            let fields = [
                ("adds", #"[{"geometry":{"x":1,"y":1},"attributes":{"N":300,"KIND":9}},{"geometry":{"x":2,"y":2},"attributes":{"N":301}}]"#),
                ("updates", #"[{"attributes":{"OBJECTID":\#(updated),"NAME":"again"}}]"#),
                ("deletes", "\(deleted)"), ("rollbackOnFailure", "false"), ("f", "json"),
            ]
            let first = try await Self.keyed(client, "\(Self.base(world))/0/applyEdits", token: world.editor, key: "gs-retry-1", fields)
            #expect(first.status == .ok, "\(first.text)")
            #expect(first.json["addResults"][0]["success"] == false)
            #expect(first.json["addResults"][1]["success"] == true)
            #expect(first.json["updateResults"][0]["success"] == true)
            #expect(first.json["deleteResults"][0]["success"] == true, "\(first.text)")
            #expect(try await world.head() == head + 3)
            let retry = try await Self.keyed(client, "\(Self.base(world))/0/applyEdits", token: world.editor, key: "gs-retry-1", fields)
            #expect(retry.status == .ok, "\(retry.text)")
            #expect(retry.json == first.json, "\(retry.text) after \(first.text)")
            #expect(try await world.head() == head + 3)
            let count = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3D301&returnCountOnly=true", token: world.viewer)
            #expect(count.json["count"].intValue == 1)
            // The same key for another request is refused and writes nothing.
            let other = try await Self.keyed(client, "\(Self.base(world))/0/applyEdits", token: world.editor, key: "gs-retry-1",
                                             [("adds", #"[{"geometry":{"x":3,"y":3},"attributes":{"N":302}}]"#)])
            #expect(other.json["error"]["code"].intValue == 422, "\(other.text)")
            #expect(try await world.head() == head + 3)
            // Service level: the same.
            let edits = [("edits", #"[{"id":0,"adds":[{"geometry":{"x":4,"y":4},"attributes":{"N":303}}]},{"id":1,"adds":[{"geometry":{"paths":[[[7,70],[8,71]]]},"attributes":{"CLASS":5}}]}]"#)]
            let service = try await Self.keyed(client, "\(Self.base(world))/applyEdits", token: world.editor, key: "gs-retry-2", edits)
            #expect(service.status == .ok, "\(service.text)")
            #expect(service.json[0]["addResults"][0]["success"] == true, "\(service.text)")
            #expect(try await world.head() == head + 5)
            let again = try await Self.keyed(client, "\(Self.base(world))/applyEdits", token: world.editor, key: "gs-retry-2", edits)
            #expect(again.json == service.json, "\(again.text) after \(service.text)")
            #expect(try await world.head() == head + 5)
        }
    }

    @Test func statisticsAggregateWhatTheWhereSelectsPerGroup() async throws {
        let world = try await Self.world("gsstats")
        try await world.withClient { client in
            let stats = #"[{"statisticType":"count","onStatisticField":"N","outStatisticFieldName":"n"},{"statisticType":"sum","onStatisticField":"N","outStatisticFieldName":"total"},{"statisticType":"max","onStatisticField":"SET_AT","outStatisticFieldName":"latest"},{"statisticType":"avg","onStatisticField":"N","outStatisticFieldName":"mean"}]"#
            let r = try await Self.form(client, "\(Self.base(world))/0/query", token: world.viewer,
                                        [("where", "N < 20"), ("outStatistics", stats), ("groupByFieldsForStatistics", "KIND")])
            #expect(r.status == .ok, "\(r.text)")
            let groups = (r.json["features"].arrayValue ?? []).map(\.["attributes"])
            // N 0..19: KIND 1 for even N (0+2+...+18 = 90), KIND 2 for odd (1+...+19 = 100).
            #expect(groups.map { $0["KIND"].intValue ?? -1 } == [1, 2], "\(r.text)")
            #expect(groups.map { $0["n"].intValue ?? -1 } == [10, 10])
            #expect(groups.map { $0["total"].intValue ?? -1 } == [90, 100])
            #expect(groups.map { $0["mean"].doubleValue ?? -1 } == [9, 10])
            // The latest SET_AT of even N < 20: month (N % 9) + 1 is at most 9 (N = 8), as epoch ms.
            #expect(groups[0]["latest"].intValue == Int64(RFC3339.seconds("2026-09-01T00:00:00Z")! * 1000))
            let bad = try await Self.form(client, "\(Self.base(world))/0/query", token: world.viewer,
                                          [("outStatistics", #"[{"statisticType":"sum","onStatisticField":"NAME"}]"#)])
            #expect(bad.status == .badRequest)
        }
    }

    @Test func extractChangesListsAddsUpdatesAndDeletesBetweenServerGenerations() async throws {
        let world = try await Self.world("gschanges")
        try await world.withClient { client in
            let service = try await client.send(.get, "\(Self.base(world))?f=json", token: world.viewer)
            let gen = try #require(service.json["changeTrackingInfo"]["layerServerGens"][0]["serverGen"].intValue)
            let one = try await Self.objectId(client, world, n: 1), two = try await Self.objectId(client, world, n: 2)
            let r = try await Self.form(client, "\(Self.base(world))/0/applyEdits", token: world.editor, [
                ("adds", #"[{"geometry":{"x":500,"y":500},"attributes":{"N":100}}]"#),
                ("updates", #"[{"attributes":{"OBJECTID":\#(one),"NAME":"changed"}}]"#), ("deletes", "\(two)"),
            ])
            let added = try #require(r.json["addResults"][0]["objectId"].intValue)
            var changes = try await Self.form(client, "\(Self.base(world))/extractChanges", token: world.viewer,
                                              [("layers", "[0]"), ("layerServerGens", #"[{"id":0,"serverGen":\#(gen)}]"#)])
            #expect(changes.status == .ok, "\(changes.text)")
            let edits = changes.json["edits"][0]["features"]
            #expect((edits["adds"].arrayValue ?? []).compactMap { $0["attributes"]["OBJECTID"].intValue } == [added], "\(changes.text)")
            #expect((edits["updates"].arrayValue ?? []).compactMap { $0["attributes"]["NAME"].stringValue } == ["changed"])
            #expect(edits["deleteIds"].arrayValue?.compactMap(\.intValue) == [two])
            #expect(changes.json["layerServerGens"][0]["serverGen"].intValue == gen + 3)
            // From the new generation: nothing; ids only from the old one.
            changes = try await Self.form(client, "\(Self.base(world))/extractChanges", token: world.viewer, [("layerServerGens", #"[{"id":0,"serverGen":\#(gen + 3)}]"#)])
            #expect(changes.json["edits"][0]["features"]["adds"].arrayValue?.isEmpty == true)
            changes = try await Self.form(client, "\(Self.base(world))/extractChanges", token: world.viewer,
                                          [("layers", "0"), ("serverGens", "[\(gen),\(gen + 3)]"), ("returnIdsOnly", "true")])
            #expect(changes.json["edits"][0]["objectIds"]["updates"].arrayValue?.compactMap(\.intValue) == [one], "\(changes.text)")
        }
    }

    @Test func requestsAreReadAsTheClientsSendThem() async throws {
        let world = try await Self.world("gsclientforms")
        try await world.withClient { client in
            // A `+` in the query string is a space (Python's requests, HTML forms).
            var r = try await client.send(.get, "\(Self.base(world))/0/query?where=N+%3E%3D+10+AND+N+%3C+20&returnCountOnly=true&f=json", token: world.viewer)
            #expect(r.json["count"].intValue == 10, "\(r.text)")
            // Extent and count together (what a map client's queryExtent sends).
            r = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3C12&returnExtentOnly=true&returnCountOnly=true&f=json", token: world.viewer)
            #expect(r.json["count"].intValue == 12)
            #expect(r.json["extent"]["xmax"].doubleValue == 90 && r.json["extent"]["ymax"].doubleValue == 10, "\(r.text)")
            // What a token reads is not for a client's cache.
            #expect(r.headers[.cacheControl] == "no-store")
            // A geometry in another spatial reference is transformed to the layer's.
            r = try await Self.form(client, "\(Self.base(world))/0/addFeatures", token: world.editor,
                                    [("features", #"[{"geometry":{"x":2.6,"y":48.6,"spatialReference":{"wkid":4326}},"attributes":{"N":500}}]"#)])
            #expect(r.json["addResults"][0]["success"] == true, "\(r.text)")
            r = try await client.send(.get, "\(Self.base(world))/0/query?where=N%3D500&outFields=N", token: world.viewer)
            #expect(abs((r.json["features"][0]["geometry"]["x"].doubleValue ?? 0) - 289_430.676) < 0.01, "\(r.text)")
            #expect(abs((r.json["features"][0]["geometry"]["y"].doubleValue ?? 0) - 6_207_260.308) < 0.01)
            r = try await Self.form(client, "\(Self.base(world))/0/addFeatures", token: world.editor,
                                    [("features", #"[{"geometry":{"x":2.6,"y":48.6,"spatialReference":{"wkid":999999}},"attributes":{"N":501}}]"#)])
            #expect(r.json["addResults"][0]["success"] == false)
            // An update by GlobalID answers the feature's OBJECTID.
            let oid = try await Self.objectId(client, world, n: 3)
            let ids = try await client.send(.get, "\(Self.base(world))/0/query?objectIds=\(oid)&outFields=GlobalID&returnGeometry=false", token: world.viewer)
            let globalId = try #require(ids.json["features"][0]["attributes"]["GlobalID"].stringValue)
            r = try await Self.form(client, "\(Self.base(world))/0/applyEdits", token: world.editor,
                                    [("updates", #"[{"attributes":{"GlobalID":"\#(globalId)","NAME":"by global id"}}]"#), ("useGlobalIds", "true")])
            #expect(r.json["updateResults"][0]["success"] == true, "\(r.text)")
            #expect(r.json["updateResults"][0]["objectId"].intValue == oid)
            // An update of an OBJECTID that is not there answers it back with its error.
            r = try await Self.form(client, "\(Self.base(world))/0/updateFeatures", token: world.editor,
                                    [("features", #"[{"attributes":{"OBJECTID":999999,"NAME":"x"}}]"#)])
            #expect(r.json["updateResults"][0]["objectId"].intValue == 999999)
            #expect(r.json["updateResults"][0]["error"]["code"].intValue == 1019)
            // Resources this face does not have are Esri errors, not problem documents.
            r = try await client.send(.get, "\(Self.base(world))/0/calculate?f=json", token: world.editor)
            #expect(r.status == .notFound)
            #expect(r.json["error"]["code"].intValue == 404, "\(r.text)")
            r = try await client.send(.get, "\(Self.base(world))/0/query?returnDistinctValues=true&outFields=KIND", token: world.viewer)
            #expect(r.json["error"]["code"].intValue == 400)
            // A client that logs in with a user name and password gets its token back (the password is the token).
            r = try await client.executeRequest(uri: "/arcgis/tokens/generateToken", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(string: "username=anyone&password=\(world.viewer)&f=json"))
            #expect(r.json["token"].stringValue == world.viewer, "\(r.text)")
            r = try await client.executeRequest(uri: "/arcgis/tokens/generateToken", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(string: "username=anyone&password=wrong&f=json"))
            #expect(r.json["error"]["code"].intValue == 400)
            #expect(r.json["token"] == .null)
        }
    }

    @Test func tokensComeAsParameterHeaderOrEsriHeaderAndMultipartBodiesAreRead() async throws {
        let world = try await Self.world("gstokens")
        try await world.withClient { client in
            var r = try await client.executeRequest(uri: "\(Self.base(world))/0/query?returnCountOnly=true", method: .get, headers: [:], body: nil)
            #expect(r.status == .unauthorized)
            #expect(r.json["error"]["code"].intValue == 499)
            r = try await client.executeRequest(uri: "\(Self.base(world))/0/query?returnCountOnly=true&token=\(world.viewer)", method: .get, headers: [:], body: nil)
            #expect(r.json["count"].intValue == 60)
            r = try await client.executeRequest(uri: "\(Self.base(world))/0/query?returnCountOnly=true", method: .get,
                                                headers: [HTTPField.Name("X-Esri-Authorization")!: "Bearer \(world.viewer)"], body: nil)
            #expect(r.json["count"].intValue == 60)
            let boundary = "gjboundary42"
            let parts = [("token", world.editor), ("f", "json"), ("rollbackOnFailure", "true"),
                         ("adds", #"[{"geometry":{"x":1,"y":1},"attributes":{"N":300,"SET_AT":1767225600000,"ACTIVE":1}}]"#)]
            let body = parts.map { "--\(boundary)\r\nContent-Disposition: form-data; name=\"\($0.0)\"\r\n\r\n\($0.1)\r\n" }.joined() + "--\(boundary)--\r\n"
            r = try await client.executeRequest(uri: "\(Self.base(world))/0/applyEdits", method: .post,
                                                headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], body: ByteBuffer(string: body))
            #expect(r.json["addResults"][0]["success"] == true, "\(r.text)")
            let api = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Poles/features?limit=1000", token: world.viewer)
            let added = (api.json["features"].arrayValue ?? []).first { $0["properties"]["N"].intValue == 300 }
            #expect(added?["properties"]["SET_AT"].stringValue?.hasPrefix("2026-01-01T00:00:00") == true)
            #expect(added?["properties"]["ACTIVE"] == true)
        }
    }
}
