import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

/// Offline replicas on the FeatureServer (createReplica, synchronizeReplica, unRegisterReplica):
/// generations are journal positions, downloads are the journal read between them, and no
/// upload is lost or silently wins over a server change.
@Suite("GeoServices offline replicas")
struct ReplicaTests {
    static let poles = #"""
        {"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20},
         {"name":"KIND","type":"integer","domain":"Kinds"}],
         "domains":{"Kinds":{"type":"codedValue","codedValues":[{"code":1,"name":"Wood"},{"code":2,"name":"Steel"}]}}}
        """#

    /// A world with Poles: 40 points on a 10 x 4 grid (x = 10 * (i % 10), y = 10 * (i / 10)), N = i.
    static func world(_ name: String) async throws -> TestWorld {
        let world = try await TestWorld.make(name)
        try await world.defineLayer("Poles", poles)
        try await world.defineLayer("Roads", #"{"geometryType":"LineString","srid":3857,"fields":[{"name":"CLASS","type":"integer"}]}"#)
        let adds = (0..<40).map { i in
            #"{"attributes":{"N":\#(i),"NAME":"pole \#(i)","KIND":1},"geometry":{"type":"Point","coordinates":[\#(Double(i % 10) * 10),\#(Double(i / 10) * 10)]}}"#
        }.joined(separator: ",")
        try await world.withClient { client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: #"{"edits":[{"layer":"Poles","adds":[\#(adds)]}]}"#)
            #expect(r.status == .ok, "\(r.text)")
        }
        return world
    }

    static func base(_ world: TestWorld) -> String { "/arcgis/rest/services/\(world.workspace)/FeatureServer" }

    static func form(_ client: some TestClientProtocol, _ uri: String, token: String, _ fields: [(String, String)]) async throws -> TestResponse {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
        return try await client.executeRequest(uri: uri, method: .post, headers: [.authorization: "Bearer \(token)", .contentType: "application/x-www-form-urlencoded"],
                                               body: ByteBuffer(string: body))
    }

    /// A replica of Poles (layer 0) made embedded; `extra` adds or replaces parameters.
    static func create(_ client: some TestClientProtocol, _ world: TestWorld, name: String = "crew", token: String? = nil,
                       _ extra: [(String, String)] = []) async throws -> TestResponse {
        var fields: [(String, String)] = [("f", "json"), ("replicaName", name), ("layers", "[0]"), ("syncModel", "perReplica"),
                                          ("transportType", "esriTransportTypeEmbedded"), ("dataFormat", "json")]
        for (k, v) in extra { fields.removeAll { $0.0 == k }; fields.append((k, v)) }
        return try await form(client, "\(base(world))/createReplica", token: token ?? world.editor, fields)
    }

    static func sync(_ client: some TestClientProtocol, _ world: TestWorld, replica: String, gen: Int64?, edits: String? = nil, token: String? = nil,
                     _ extra: [(String, String)] = []) async throws -> TestResponse {
        var fields: [(String, String)] = [("f", "json"), ("replicaID", replica), ("transportType", "esriTransportTypeEmbedded"),
                                          ("syncDirection", "bidirectional"), ("rollbackOnFailure", "false")]
        if let gen { fields.append(("replicaServerGen", String(gen))) }
        if let edits { fields.append(("edits", edits)) }
        for (k, v) in extra { fields.removeAll { $0.0 == k }; fields.append((k, v)) }
        return try await form(client, "\(base(world))/synchronizeReplica", token: token ?? world.editor, fields)
    }

    /// GlobalID → N of the features a replica's data answer holds for layer 0.
    static func features(_ layers: JSONValue) -> [String: Int64] {
        var out: [String: Int64] = [:]
        for layer in layers.arrayValue ?? [] where layer["id"].intValue == 0 {
            for f in layer["features"].arrayValue ?? [] { out[f["attributes"]["GlobalID"].stringValue ?? ""] = f["attributes"]["N"].intValue }
        }
        return out
    }

    /// GlobalID → N of Poles through /v1 (in a version when given), as braced upper-case GlobalIDs.
    static func server(_ client: some TestClientProtocol, _ world: TestWorld, version: String? = nil, asOf: Int64? = nil) async throws -> [String: Int64] {
        var q = version.map { "&version=\($0)" } ?? ""
        if let asOf { q += "&asOf=\(asOf)" }
        let r = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Poles/features?limit=10000\(q)", token: world.admin)
        var out: [String: Int64] = [:]
        for f in r.json["features"].arrayValue ?? [] { out["{\((f["id"].stringValue ?? "").uppercased())}"] = f["properties"]["N"].intValue }
        return out
    }

    static func edit(_ client: some TestClientProtocol, _ world: TestWorld, _ body: String) async throws {
        let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.admin, body: body)
        #expect(r.status == .ok, "\(r.text)")
    }

    static func bare(_ gid: String) -> String { gid.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).lowercased() }

    @Test func theServiceSaysSyncAndAReplicaIsTheJournalAtItsGeneration() async throws {
        let world = try await Self.world("replicacreate")
        try await world.withClient { client in
            let service = try await client.send(.get, "\(Self.base(world))?f=json", token: world.viewer)
            #expect(service.json["syncEnabled"] == true)
            #expect(service.json["capabilities"].stringValue?.contains("Sync") == true)
            #expect(service.json["syncCapabilities"]["supportsRollbackOnFailure"] == true)
            #expect(service.json["syncCapabilities"]["supportsPerReplicaSync"] == true)
            // A filter: N < 30 inside a box that leaves out x = 90.
            let made = try await Self.create(client, world, [("layerQueries", #"{"0":{"queryOption":"useFilter","where":"N < 30","useGeometry":true}}"#),
                                                             ("geometry", "  -5.000,  -5.000,  85.000,  45.000"), ("geometryType", "esriGeometryEnvelope"), ("inSR", "3857")])
            #expect(made.status == .ok, "\(made.text)")
            let head = try await world.head()
            #expect(made.json["replicaServerGen"].intValue == head)
            let got = Self.features(made.json["layers"])
            let expected = try await Self.server(client, world).filter { $0.value < 30 && $0.value % 10 != 9 }
            #expect(got == expected, "the replica holds the 27 poles with N < 30 and x < 90")
            #expect(got.count == 27)
            // Listed, with its owner and generation.
            let list = try await client.send(.get, "\(Self.base(world))/replicas?f=json", token: world.viewer)
            #expect(list.json.arrayValue?.count == 1 && list.json[0]["replicaName"] == "crew", "\(list.text)")
            let id = made.json["replicaID"].stringValue ?? ""
            let info = try await client.send(.get, "\(Self.base(world))/replicas/\(id)?f=json", token: world.viewer)
            #expect(info.json["replicaOwner"] == "ed" && info.json["replicaServerGen"].intValue == head && info.json["layers"] == [0], "\(info.text)")
            // The url transport and async: the file is the same data, streamed.
            let url = try await Self.create(client, world, name: "crew-url", [("transportType", "esriTransportTypeUrl"), ("async", "true"),
                                                                             ("layerQueries", #"{"0":{"queryOption":"all"}}"#)])
            let statusPath = try #require(URL(string: url.json["statusUrl"].stringValue ?? "")?.path, "\(url.text)")
            let status = try await client.send(.get, statusPath + "?f=json", token: world.editor)
            #expect(status.json["status"] == "Completed", "\(url.text) \(status.text)")
            let file = try #require(URL(string: status.json["resultUrl"].stringValue ?? ""))
            let data = try await client.send(.get, file.path, token: world.editor)
            #expect(data.status == .ok && Self.features(data.json["layers"]).count == 40, "\(data.text.prefix(300))")
            // A viewer cannot make a replica that syncs.
            let refused = try await Self.create(client, world, name: "viewer", token: world.viewer)
            #expect(refused.status == .forbidden && refused.json["error"]["code"].intValue == 403, "\(refused.text)")
        }
    }

    @Test func aSyncDownloadsTheChangesSinceItsGenerationAndUploadsByGlobalID() async throws {
        let world = try await Self.world("replicasync")
        try await world.withClient { client in
            let made = try await Self.create(client, world, [("layerQueries", #"{"0":{"queryOption":"useFilter","where":"N < 20"}}"#)])
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            var local = Self.features(made.json["layers"])
            #expect(local.count == 20)
            let ids = try await Self.server(client, world)
            let byN = Dictionary(uniqueKeysWithValues: ids.map { ($0.value, $0.key) })
            // The server: N=1 updated, N=2 deleted, N=5 moved out of the filter (N=25), N=30 moved in (N=3), one add in, one out.
            try await Self.edit(client, world, #"""
                {"edits":[{"layer":"Poles","updates":[{"id":"\#(Self.bare(byN[1]!))","attributes":{"NAME":"server"}},
                  {"id":"\#(Self.bare(byN[5]!))","attributes":{"N":25}},{"id":"\#(Self.bare(byN[30]!))","attributes":{"N":3}}],
                  "deletes":[{"id":"\#(Self.bare(byN[2]!))"}],
                  "adds":[{"attributes":{"N":7},"geometry":{"type":"Point","coordinates":[1,1]}},{"attributes":{"N":70},"geometry":{"type":"Point","coordinates":[2,2]}}]}]}
                """#)
            // The crew: an add and an update of a feature the server left alone.
            let newId = "{\(UUID().uuidString)}"
            let upload = #"[{"id":0,"features":{"adds":[{"attributes":{"GlobalID":"\#(newId)","N":11,"KIND":2},"geometry":{"x":3,"y":3}}],"updates":[{"attributes":{"GlobalID":"\#(byN[10]!)","N":10,"NAME":"crew"}}],"deleteIds":[]}}]"#
            let synced = try await Self.sync(client, world, replica: id, gen: gen, edits: upload, [("returnIdsForAdds", "true")])
            #expect(synced.status == .ok, "\(synced.text)")
            let layer = try #require(synced.json["edits"].arrayValue?.first)
            #expect(layer["addResults"][0]["success"] == true && layer["addResults"][0]["objectId"].intValue != nil, "\(layer)")
            #expect(layer["updateResults"][0]["success"] == true, "\(layer)")
            let head = try await world.head()
            #expect(synced.json["replicaServerGen"].intValue == head)
            // The download: adds N=3 (moved in) and N=7; updates N=1; deletes N=2 and N=5 (moved out); not the crew's own edits.
            let adds = Set((layer["features"]["adds"].arrayValue ?? []).compactMap { $0["attributes"]["N"].intValue })
            let updates = Set((layer["features"]["updates"].arrayValue ?? []).compactMap { $0["attributes"]["N"].intValue })
            let deletes = Set((layer["features"]["deleteIds"].arrayValue ?? []).compactMap(\.stringValue))
            #expect(adds == [3, 7], "\(layer["features"])")
            #expect(updates == [1])
            #expect(deletes == [byN[2]!, byN[5]!])
            // Applied locally, the replica equals the server's state in its filter at its new generation.
            local[newId] = 11
            for f in (layer["features"]["adds"].arrayValue ?? []) + (layer["features"]["updates"].arrayValue ?? []) {
                local[f["attributes"]["GlobalID"].stringValue ?? ""] = f["attributes"]["N"].intValue
            }
            for d in deletes { local[d] = nil }
            let server = try await Self.server(client, world, asOf: head).filter { $0.value < 20 }
            #expect(local == server)
            // The upload is one journal operation by the token's actor, naming the replica.
            let ops = try await client.send(.get, "/v1/workspaces/\(world.workspace)/operations?actor=ed&limit=5", token: world.viewer)
            let op = ops.json["operations"].arrayValue?.first
            #expect(op?["metadata"]["replica"].stringValue == Self.bare(id), "\(ops.text.prefix(400))")
            // The replica's log: created, then synchronized from gen to head.
            let v1 = try await client.send(.get, "/v1/workspaces/\(world.workspace)/replicas/\(Self.bare(id))", token: world.viewer)
            let log = v1.json["log"].arrayValue ?? []
            #expect(log.map { $0["kind"].stringValue ?? "" } == ["created", "synchronized"], "\(v1.text)")
            #expect(log.last?["fromGen"].intValue == gen && log.last?["toGen"].intValue == head && log.last?["detail"]["applied"].intValue == 2)
        }
    }

    @Test func anUploadOverAServerChangeIsRefusedAndKeptInTheReplicasVersion() async throws {
        let world = try await Self.world("replicaconflict")
        try await world.withClient { client in
            let made = try await Self.create(client, world)
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            let byN = Dictionary(uniqueKeysWithValues: try await Self.server(client, world).map { ($0.value, $0.key) })
            try await Self.edit(client, world, #"{"edits":[{"layer":"Poles","updates":[{"id":"\#(Self.bare(byN[1]!))","attributes":{"N":100}}],"deletes":[{"id":"\#(Self.bare(byN[2]!))"}]}]}"#)
            let events = try await world.eventCount()
            let upload = #"[{"id":0,"features":{"updates":[{"attributes":{"GlobalID":"\#(byN[1]!)","N":200}},{"attributes":{"GlobalID":"\#(byN[3]!)","N":300}},{"attributes":{"GlobalID":"\#(byN[2]!)","N":222}}],"deleteIds":[]}}]"#
            let synced = try await Self.sync(client, world, replica: id, gen: gen, edits: upload)
            #expect(synced.status == .ok, "\(synced.text)")
            let results = synced.json["edits"][0]["updateResults"].arrayValue ?? []
            #expect(results.map { $0["success"].boolValue ?? true } == [false, true, false], "\(synced.text)")
            #expect(results[0]["error"]["code"].intValue == 1020 && results[2]["error"]["code"].intValue == 1020)
            let version = try #require(results[0]["keptInVersion"].stringValue)
            #expect(results[0]["error"]["description"].stringValue?.contains(version) == true)
            // DEFAULT: the server's change stands, the clean update landed.
            let server = try await Self.server(client, world)
            #expect(server[byN[1]!] == 100 && server[byN[3]!] == 300 && server[byN[2]!] == nil)
            // The crew's edits are in the replica's version, whose base is the replica's generation.
            let kept = try await Self.server(client, world, version: version)
            #expect(kept[byN[1]!] == 200 && kept[byN[2]!] == 222, "\(kept.filter { $0.value >= 100 })")
            let info = try await client.send(.get, "/v1/workspaces/\(world.workspace)/versions/\(version)", token: world.editor)
            #expect(info.json["createdBase"].intValue == gen, "\(info.text)")
            // Reconcile shows both conflicts with their three states; nothing was lost.
            let reconciled = try await client.send(.post, "/v1/workspaces/\(world.workspace)/versions/\(version)/reconcile", token: world.editor, body: #"{"conflictDetection":"byObject"}"#)
            #expect(reconciled.json["conflicts"].arrayValue?.count == 2, "\(reconciled.text)")
            let conflicts = try await client.send(.get, "/v1/workspaces/\(world.workspace)/versions/\(version)/conflicts", token: world.editor)
            let first = (conflicts.json["conflicts"].arrayValue ?? []).first { $0["id"].stringValue == Self.bare(byN[1]!) }
            #expect(first?["ancestor"]["properties"]["N"].intValue == 1 || first?["ancestor"]["attributes"]["N"].intValue == 1, "\(conflicts.text.prefix(600))")
            // Written: the DEFAULT operation (1 event) and the version's (2 events); the replica knows its version.
            #expect(try await world.eventCount() == events + 1, "events of DEFAULT only")
            let replica = try await client.send(.get, "\(Self.base(world))/replicas/\(id)?f=json", token: world.editor)
            #expect(replica.json["keptInVersions"][0]["versionName"].stringValue == version, "\(replica.text)")
        }
    }

    @Test func aRetriedUploadWritesNothingTwiceAndAnswersTheSame() async throws {
        let world = try await Self.world("replicaretry")
        try await world.withClient { client in
            let made = try await Self.create(client, world)
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            let byN = Dictionary(uniqueKeysWithValues: try await Self.server(client, world).map { ($0.value, $0.key) })
            let newId = "{\(UUID().uuidString)}"
            let upload = #"[{"id":0,"features":{"adds":[{"attributes":{"GlobalID":"\#(newId)","N":41},"geometry":{"x":5,"y":5}}],"updates":[{"attributes":{"GlobalID":"\#(byN[4]!)","N":44}}],"deleteIds":["\#(byN[6]!)"]}}]"#
            let first = try await Self.sync(client, world, replica: id, gen: gen, edits: upload, [("syncDirection", "upload")])
            #expect(first.status == .ok, "\(first.text)")
            let events = try await world.eventCount()
            let second = try await Self.sync(client, world, replica: id, gen: gen, edits: upload, [("syncDirection", "upload")])
            #expect(second.status == .ok, "\(second.text)")
            #expect(second.json["edits"] == first.json["edits"], "the retry answers what the first attempt answered")
            #expect(try await world.eventCount() == events, "the retry wrote nothing")
            #expect(second.json["edits"][0]["updateResults"][0]["success"] == true)
            // After a download, the same edits again are new edits over the replica's own: nothing conflicts, the update is one more version.
            let down = try await Self.sync(client, world, replica: id, gen: gen, edits: nil, [("syncDirection", "download")])
            let gen2 = try #require(down.json["replicaServerGen"].intValue)
            #expect(gen2 > gen && (down.json["edits"][0]["features"]["adds"].arrayValue ?? []).isEmpty, "its own writes are not sent back: \(down.text)")
            let again = try await Self.sync(client, world, replica: id, gen: gen2, edits: #"[{"id":0,"features":{"updates":[{"attributes":{"GlobalID":"\#(byN[4]!)","N":45}}]}}]"#)
            #expect(again.json["edits"][0]["updateResults"][0]["success"] == true, "\(again.text)")
        }
    }

    @Test func rollbackOnFailureMakesAnUploadAllOrNothing() async throws {
        let world = try await Self.world("replicarollback")
        try await world.withClient { client in
            let made = try await Self.create(client, world)
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            let byN = Dictionary(uniqueKeysWithValues: try await Self.server(client, world).map { ($0.value, $0.key) })
            let events = try await world.eventCount()
            // KIND 9 is outside the coded values.
            let upload = #"[{"id":0,"features":{"updates":[{"attributes":{"GlobalID":"\#(byN[7]!)","N":77}},{"attributes":{"GlobalID":"\#(byN[8]!)","KIND":9}}]}}]"#
            let all = try await Self.sync(client, world, replica: id, gen: gen, edits: upload, [("rollbackOnFailure", "true")])
            let results = all.json["edits"][0]["updateResults"].arrayValue ?? []
            #expect(results.map { $0["success"].boolValue ?? true } == [false, false], "\(all.text)")
            #expect(results[1]["error"]["description"].stringValue?.contains("KIND") == true, "\(all.text)")
            #expect(try await world.eventCount() == events, "nothing written")
            let some = try await Self.sync(client, world, replica: id, gen: gen, edits: upload, [("rollbackOnFailure", "false")])
            let partial = some.json["edits"][0]["updateResults"].arrayValue ?? []
            #expect(partial.map { $0["success"].boolValue ?? false } == [true, false], "\(some.text)")
            #expect(partial[1]["error"]["code"].intValue == 1000)
            #expect(try await Self.server(client, world)[byN[7]!] == 77)
        }
    }

    @Test func badInputIsRefusedInEsrisEnvelopeAndWritesNothing() async throws {
        let world = try await Self.world("replicabad")
        try await world.withClient { client in
            let made = try await Self.create(client, world)
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            let byN = Dictionary(uniqueKeysWithValues: try await Self.server(client, world).map { ($0.value, $0.key) })
            let good = #"[{"id":0,"features":{"updates":[{"attributes":{"GlobalID":"\#(byN[1]!)","N":5}}]}}]"#
            try await Self.edit(client, world, #"{"edits":[{"layer":"Poles","updates":[{"id":"\#(Self.bare(byN[39]!))","attributes":{"NAME":"moved on"}}]}]}"#)
            let events = try await world.eventCount()
            let cases: [(String, TestResponse, Int)] = [
                ("unknown replica", try await Self.sync(client, world, replica: "{\(UUID().uuidString)}", gen: gen, edits: good), 404),
                ("generation from the future", try await Self.sync(client, world, replica: id, gen: gen + 1000, edits: good), 400),
                ("a generation never given", try await Self.sync(client, world, replica: id, gen: gen + 1, edits: good), 400),
                ("a layer outside the replica", try await Self.sync(client, world, replica: id, gen: gen,
                                                                     edits: #"[{"id":1,"features":{"adds":[{"attributes":{"GlobalID":"{\#(UUID().uuidString)}","CLASS":1},"geometry":{"paths":[[[0,0],[1,1]]]}}]}}]"#), 400),
                ("edits that are not JSON", try await Self.sync(client, world, replica: id, gen: gen, edits: #"[{"id":0,"#), 400),
                ("edits that are not an array", try await Self.sync(client, world, replica: id, gen: gen, edits: #"{"id":0}"#), 400),
                ("an add without GlobalID", try await Self.sync(client, world, replica: id, gen: gen,
                                                                 edits: #"[{"id":0,"features":{"adds":[{"attributes":{"N":1},"geometry":{"x":1,"y":1}}],"updates":[{"attributes":{"GlobalID":"\#(byN[1]!)","N":5}}]}}]"#), 400),
                ("a geometry that is not one", try await Self.sync(client, world, replica: id, gen: gen,
                                                                    edits: #"[{"id":0,"features":{"adds":[{"attributes":{"GlobalID":"{\#(UUID().uuidString)}","N":1},"geometry":{"x":"a"}}]}}]"#), 400),
                ("a replicaID that is not one", try await Self.sync(client, world, replica: "crew", gen: gen, edits: good), 400),
                ("dataFormat sqlite", try await Self.create(client, world, name: "sqlite", [("dataFormat", "sqlite")]), 400),
                ("a layer that is not there", try await Self.create(client, world, name: "nine", [("layers", "9")]), 400),
                ("a where that cannot be read", try await Self.create(client, world, name: "where", [("layerQueries", #"{"0":{"queryOption":"useFilter","where":"NOPE > 1"}}"#)]), 400),
            ]
            for (what, response, code) in cases {
                #expect(response.status.code == code, "\(what): \(response.status) \(response.text)")
                #expect(response.json["error"]["code"].intValue == Int64(code) && !(response.json["error"]["message"].stringValue ?? "").isEmpty, "\(what): \(response.text)")
            }
            #expect(try await world.eventCount() == events, "nothing was written")
            let list = try await client.send(.get, "\(Self.base(world))/replicas?f=json", token: world.viewer)
            #expect(list.json.arrayValue?.count == 1, "no refused createReplica registered a replica: \(list.text)")
        }
    }

    @Test func aReplicaOfAPastMomentIsReadOnlyAndSaysSo() async throws {
        let world = try await Self.world("replicapast")
        try await world.withClient { client in
            let past = try await world.head()
            let before = try await Self.server(client, world)
            let byN = Dictionary(uniqueKeysWithValues: before.map { ($0.value, $0.key) })
            try await Self.edit(client, world, #"{"edits":[{"layer":"Poles","updates":[{"id":"\#(Self.bare(byN[0]!))","attributes":{"N":1000}}]}]}"#)
            let made = try await Self.create(client, world, name: "inspection", token: world.viewer, [("asOf", String(past))])
            #expect(made.status == .ok && made.json["readOnly"] == true, "\(made.text)")
            #expect(Self.features(made.json["layers"]) == before, "the replica is the layer as it was")
            let id = try #require(made.json["replicaID"].stringValue)
            let upload = try await Self.sync(client, world, replica: id, gen: past, edits: #"[{"id":0,"features":{"updates":[{"attributes":{"GlobalID":"\#(byN[1]!)","N":5}}]}}]"#, token: world.viewer)
            #expect(upload.status == .badRequest && upload.json["error"]["message"].stringValue?.contains("read-only") == true, "\(upload.text)")
            let down = try await Self.sync(client, world, replica: id, gen: past, edits: nil, token: world.viewer, [("syncDirection", "download")])
            #expect(down.json["replicaServerGen"].intValue == past && (down.json["edits"][0]["features"]["updates"].arrayValue ?? []).isEmpty, "\(down.text)")
            let info = try await client.send(.get, "\(Self.base(world))/replicas/\(id)?f=json", token: world.viewer)
            #expect(info.json["readOnly"] == true && info.json["syncDirection"] == "download" && info.json["asOf"].intValue == past, "\(info.text)")
        }
    }

    @Test func aReplicaOfAVersionSyncsWithTheVersionAndReconcilesOnRequest() async throws {
        let world = try await Self.world("replicaversion")
        try await world.withClient { client in
            let made = try await Self.create(client, world, name: "crew7", [("createVersion", "true")])
            #expect(made.status == .ok && made.json["gdbVersion"] == "ed.crew7", "\(made.text)")
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            let byN = Dictionary(uniqueKeysWithValues: try await Self.server(client, world).map { ($0.value, $0.key) })
            // DEFAULT changes N=1; the crew changes N=1 and N=2 in its version.
            try await Self.edit(client, world, #"{"edits":[{"layer":"Poles","updates":[{"id":"\#(Self.bare(byN[1]!))","attributes":{"NAME":"office"}},{"id":"\#(Self.bare(byN[3]!))","attributes":{"NAME":"office"}}]}]}"#)
            let upload = #"[{"id":0,"features":{"updates":[{"attributes":{"GlobalID":"\#(byN[1]!)","NAME":"field"}},{"attributes":{"GlobalID":"\#(byN[2]!)","NAME":"field"}}]}}]"#
            let synced = try await Self.sync(client, world, replica: id, gen: gen, edits: upload, [("reconcileBranchVersion", "true")])
            #expect(synced.status == .ok, "\(synced.text)")
            #expect((synced.json["edits"][0]["updateResults"].arrayValue ?? []).allSatisfy { $0["success"] == true }, "\(synced.text)")
            #expect(synced.json["reconcile"]["conflicts"].intValue == 1, "N=1 changed on both sides meets at reconcile: \(synced.text)")
            // DEFAULT is untouched by the crew; the download brings DEFAULT's N=3 through the reconcile.
            let names = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Poles/features?limit=100", token: world.viewer)
            #expect(!names.text.contains("field"))
            let updated = (synced.json["edits"][0]["features"]["updates"].arrayValue ?? []).compactMap { $0["attributes"]["GlobalID"].stringValue }
            #expect(updated.contains(byN[3]!) && !updated.contains(byN[2]!), "\(synced.text)")
        }
    }

    @Test func abandonedReplicasAreListedReportedAndUnregistered() async throws {
        let world = try await Self.world("replicaabandon")
        try await world.withClient { client in
            let a = try await Self.create(client, world, name: "a")
            _ = try await Self.create(client, world, name: "b")
            _ = try await Self.create(client, world, name: "c", token: world.admin)
            let metrics = try await client.send(.get, "/metrics", token: world.viewer)
            #expect(metrics.text.contains("geojournal_replicas{workspace=\"\(world.workspace)\"} 3"), "\(metrics.text.suffix(400))")
            #expect(try await world.journal.replicas.unusedReplicas(unusedFor: .zero)[world.workspace] == 3, "unused for longer than no time at all")
            #expect(try await world.journal.replicas.unusedReplicas(unusedFor: .seconds(3600))[world.workspace] == nil)
            let v1 = try await client.send(.get, "/v1/workspaces/\(world.workspace)/replicas", token: world.viewer)
            #expect((v1.json["replicas"].arrayValue ?? []).map { $0["replicaName"].stringValue ?? "" } == ["a", "b", "c"], "\(v1.text)")
            #expect((v1.json["replicas"].arrayValue ?? []).allSatisfy { $0["unused"] == false && $0["lastUsedAt"].stringValue != nil })
            // Only its owner or an admin unregisters one; only an admin all.
            let id = try #require(a.json["replicaID"].stringValue)
            let notYours = try await Self.form(client, "\(Self.base(world))/unRegisterReplica", token: world.viewer, [("f", "json"), ("replicaID", id)])
            #expect(notYours.status == .forbidden, "\(notYours.text)")
            let mine = try await Self.form(client, "\(Self.base(world))/unRegisterReplica", token: world.editor, [("f", "json"), ("replicaID", id)])
            #expect(mine.json["success"] == true, "\(mine.text)")
            let gone = try await Self.sync(client, world, replica: id, gen: nil)
            #expect(gone.status == .notFound, "an unregistered replica does not sync: \(gone.text)")
            let star = try await Self.form(client, "\(Self.base(world))/unRegisterReplica", token: world.editor, [("f", "json"), ("replicaID", "*")])
            #expect(star.status == .forbidden)
            let all = try await Self.form(client, "\(Self.base(world))/unRegisterReplica", token: world.admin, [("f", "json"), ("replicaID", "*")])
            #expect(all.json["unregistered"].arrayValue?.count == 2, "\(all.text)")
            let list = try await client.send(.get, "\(Self.base(world))/replicas?f=json", token: world.viewer)
            #expect(list.json.arrayValue?.isEmpty == true)
        }
    }
}

/// Replicas of more than a handful of changes: the download of thousands of changes since a
/// generation, and an upload of a thousand edits, each checked feature by feature.
@Suite("GeoServices offline replicas, larger")
struct ReplicaVolumeTests {
    @Test func aDownloadOfThousandsOfChangesAndAnUploadOfAThousandEdits() async throws {
        let world = try await TestWorld.make("replicavolume")
        try await world.defineLayer("Poles", #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}"#)
        try await world.withClient { client in
            for start in stride(from: 0, to: 3000, by: 1000) {
                let adds = (start..<start + 1000).map { #"{"attributes":{"N":\#($0)},"geometry":{"type":"Point","coordinates":[\#($0 % 100),\#($0 / 100)]}}"# }
                let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.admin, body: #"{"edits":[{"layer":"Poles","adds":[\#(adds.joined(separator: ","))]}]}"#)
                #expect(r.status == .ok)
            }
            let made = try await ReplicaTests.create(client, world, [("layerQueries", #"{"0":{"queryOption":"all"}}"#), ("transportType", "esriTransportTypeUrl")])
            let id = try #require(made.json["replicaID"].stringValue)
            let gen = try #require(made.json["replicaServerGen"].intValue)
            let ids = Array(try await ReplicaTests.server(client, world).keys).sorted()
            for start in stride(from: 0, to: 2000, by: 500) {
                let updates = ids[start..<start + 500].map { #"{"id":"\#(ReplicaTests.bare($0))","attributes":{"N":-1}}"# }
                let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.admin, body: #"{"edits":[{"layer":"Poles","updates":[\#(updates.joined(separator: ","))]}]}"#)
                #expect(r.status == .ok)
            }
            let down = try await ReplicaTests.sync(client, world, replica: id, gen: gen, edits: nil, [("syncDirection", "download")])
            #expect(down.status == .ok, "\(down.text.prefix(300))")
            let updated = (down.json["edits"][0]["features"]["updates"].arrayValue ?? []).filter { $0["attributes"]["N"].intValue == -1 }
            #expect(updated.count == 2000)
            let gen2 = try #require(down.json["replicaServerGen"].intValue)
            let edits = ids[2000..<3000].map { #"{"attributes":{"GlobalID":"\#($0)","N":7}}"# }
            let up = try await ReplicaTests.sync(client, world, replica: id, gen: gen2, edits: #"[{"id":0,"features":{"updates":[\#(edits.joined(separator: ","))]}}]"#,
                                                 [("syncDirection", "upload")])
            let results = up.json["edits"][0]["updateResults"].arrayValue ?? []
            #expect(results.count == 1000 && results.allSatisfy { $0["success"] == true }, "\(up.text.prefix(300))")
            let server = try await ReplicaTests.server(client, world)
            #expect(ids[2000..<3000].allSatisfy { server[$0] == 7 })
            // The url transport's file of the changes is the same download.
            let again = try await ReplicaTests.sync(client, world, replica: id, gen: gen2, edits: nil, [("syncDirection", "download"), ("transportType", "esriTransportTypeUrl")])
            let file = try #require(URL(string: again.json["responseUrl"].stringValue ?? "")?.path, "\(again.text)")
            let changes = try await client.send(.get, file, token: world.editor)
            #expect(changes.status == .ok && (changes.json["edits"][0]["features"]["updates"].arrayValue ?? []).isEmpty, "its own upload is not sent back: \(changes.text.prefix(300))")
        }
    }
}
