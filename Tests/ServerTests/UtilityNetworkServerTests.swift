import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import NIOCore
import Testing

/// The GeoServices UtilityNetworkServer over the feeder (FeederNetwork): the description in Esri's
/// shapes, traces whose element sets equal `/v1`'s for the same start, barriers and moment, the
/// always-validated topology, associations; and contingent values in Esri's JSON.
@Suite("GeoServices UtilityNetworkServer and contingent values")
struct UtilityNetworkServerTests {
    static func base(_ world: TestWorld) -> String { "/arcgis/rest/services/\(world.workspace)/UtilityNetworkServer" }

    static func form(_ client: some TestClientProtocol, _ uri: String, token: String, _ fields: [(String, String)]) async throws -> TestResponse {
        try await GeoServicesTests.form(client, uri, token: token, fields)
    }

    static func globalId(_ n: Int) -> String { "{" + FeederNetwork.id(n).uppercased() + "}" }

    /// The elements of an Esri trace as FeederNetwork.summary writes /v1's ("4:High", "12").
    static func summary(_ json: JSONValue) -> Set<String> {
        let terminals = [1: ["Source", "Load"], 4: ["High", "Low"]]
        return Set((json["traceResults"]["elements"].arrayValue ?? []).map { e in
            let n = Int(e["globalId"].stringValue!.dropFirst().dropLast().suffix(12))!
            if let names = terminals[n], let t = e["terminalId"].intValue { return "\(n):\(names[Int(t) - 1])" }
            return "\(n)"
        })
    }

    @Test func theNetworkIsDescribedInEsrisShapes() async throws {
        let world = try await TestWorld.make("unserverdescribe")
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let r = try await client.send(.get, "\(Self.base(world))?f=json", token: world.viewer)
            #expect(r.status == .ok, "\(r.text)")
            let un = r.json["utilityNetworks"][0]
            #expect(un["name"] == "Electric")
            let domain = un["domainNetworks"][0]
            #expect(domain["domainNetworkName"] == "Electric" && domain["subnetworkControllerType"] == "esriSCTSource")
            #expect(domain["tiers"][0]["name"] == "Radial" && domain["tiers"][0]["rank"] == 1 && domain["tiers"][0]["tierTopology"] == "esriTTRadial")
            let device = domain["junctionSources"][0], line = domain["edgeSources"][0]
            #expect(device["sourceId"] == 3 && device["layerId"] == 0 && device["utilityNetworkFeatureClassUsageType"] == "esriUNFCUTDevice")
            #expect(line["sourceId"] == 4 && line["layerId"] == 1 && line["utilityNetworkFeatureClassUsageType"] == "esriUNFCUTLine")
            #expect((device["assetGroups"].arrayValue ?? []).compactMap { $0["assetGroupCode"].intValue } == [1, 2, 3, 4])
            let breaker = device["assetGroups"][0]["assetTypes"][0]
            #expect(breaker["assetTypeName"] == "Breaker")
            let configurations = un["terminalConfigurations"].arrayValue ?? []
            #expect(configurations.first?["terminalConfigurationName"] == "Single Terminal" && configurations.count == 3)
            #expect(device["assetGroups"][1]["assetTypes"][0]["terminalConfigurationId"] == 1, "a switch has the single terminal")
            let breakerTerminals = try #require(configurations.first { $0["terminalConfigurationId"] == breaker["terminalConfigurationId"] })
            #expect(breakerTerminals["terminals"] == [["terminalId": 1, "terminalName": "Source", "isUpstreamTerminal": true],
                                                      ["terminalId": 2, "terminalName": "Load", "isUpstreamTerminal": false]])
            #expect((un["networkAttributes"].arrayValue ?? []).compactMap { $0["name"].stringValue } == ["DeviceStatus", "Length"])
            // Five rules, each naming sources, asset groups, types and terminals.
            let rules = un["rules"].arrayValue ?? []
            #expect(rules.count == 5)
            #expect(rules[0]["ruleType"] == "esriUNRTJunctionEdgeConnectivity" && rules[0]["fromNetworkSourceId"] == 3 && rules[0]["fromTerminalId"] == 2
                    && rules[0]["toNetworkSourceId"] == 4)
            #expect(rules[1]["ruleType"] == "esriUNRTEdgeJunctionEdgeConnectivity" && rules[1]["viaAssetGroupCode"] == 2)
        }
    }

    @Test func tracesAnswerWhatTheJSONAPIAnswersNowAndAtAMoment() async throws {
        let world = try await TestWorld.make("unservertrace")
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let v1 = "/v1/workspaces/\(ws)/networks/Electric/trace"
            func esri(_ type: String, _ n: Int, config: String = #"{"domainNetworkName":"Electric","tierName":"Radial"}"#,
                      moment: Int64? = nil, barriers: [Int] = []) async throws -> TestResponse {
                var locations = [#"{"traceLocationType":"startingPoint","globalId":"\#(Self.globalId(n))"}"#]
                locations += barriers.map { #"{"traceLocationType":"barrier","globalId":"\#(Self.globalId($0))","percentAlong":0.5}"# }
                var fields = [("traceType", type), ("traceLocations", "[" + locations.joined(separator: ",") + "]"), ("traceConfiguration", config), ("f", "json")]
                if let moment { fields.append(("moment", String(moment))) }
                return try await Self.form(client, "\(Self.base(world))/trace", token: world.viewer, fields)
            }
            for type in ["connected", "downstream", "subnetwork", "upstream"] {
                let start = type == "upstream" ? FeederNetwork.T : FeederNetwork.B
                let extra = type == "subnetwork" ? #""tier":"Radial""# : ""
                let ours = try await client.send(.post, v1, token: world.viewer, body: FeederNetwork.trace(type, start, extra: extra))
                let theirs = try await esri(type, start)
                #expect(theirs.status == .ok && theirs.json["success"] == true, "\(type): \(theirs.text)")
                #expect(Self.summary(theirs.json) == FeederNetwork.summary(ours.json), "\(type)")
            }
            // A device's terminal by Esri's terminal id: the transformer's low side is terminal 2.
            let low = try await Self.form(client, "\(Self.base(world))/trace", token: world.viewer, [
                ("traceType", "downstream"), ("traceLocations", #"[{"traceLocationType":"startingPoint","globalId":"\#(Self.globalId(FeederNetwork.T))","terminalId":2}]"#),
            ])
            let oursLow = try await client.send(.post, v1, token: world.viewer,
                                                body: #"{"type":"downstream","startingLocations":[{"featureId":"\#(FeederNetwork.id(FeederNetwork.T))","terminal":"Low"}]}"#)
            #expect(Self.summary(low.json) == FeederNetwork.summary(oursLow.json) && Self.summary(low.json).contains("4:Low"), "\(low.text)")
            // Condition barriers in Esri's form (the value as a string, as Esri clients send it).
            let open = #"{"domainNetworkName":"Electric","tierName":"Radial","conditionBarriers":[{"name":"DeviceStatus","type":"networkAttribute","operator":"equal","value":"0","combineUsingOr":false,"isSpecificValue":true}]}"#
            let barred = try await esri("connected", FeederNetwork.B, config: open)
            let ours = try await client.send(.post, v1, token: world.viewer,
                                             body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""conditionBarriers":\#(FeederNetwork.openSwitches)"#))
            #expect(Self.summary(barred.json) == FeederNetwork.summary(ours.json))
            #expect(!Self.summary(barred.json).contains("14"), "the open switch S2 stops the trace before L4")
            // Every element carries its source, OBJECTID and codes.
            let element = try #require(barred.json["traceResults"]["elements"].arrayValue?.first { $0["globalId"] == .string(Self.globalId(FeederNetwork.L1)) })
            var stored: Int64?
            let rows = try await world.env.owner.query("SELECT object_id FROM features WHERE workspace_id = \(ws) AND id = \(UUID(uuidString: FeederNetwork.id(FeederNetwork.L1))!)")
            for try await n in rows.decode(Int64.self) { stored = n }
            #expect(element["networkSourceId"] == 4 && element["assetGroupCode"] == 1 && element["assetTypeCode"] == 1)
            #expect(stored != nil && element["objectId"].intValue == stored)

            // A moment before an edit that cut L2 off: the old element set; after it, the new one.
            try await Task.sleep(for: .milliseconds(20))
            let before = Int64(Date().timeIntervalSince1970 * 1000)
            try await Task.sleep(for: .milliseconds(20))
            let cut = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor,
                                            body: #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(FeederNetwork.L2))"}]}]}"#)
            #expect(cut.status == .ok, "\(cut.text)")
            let then = try await esri("downstream", FeederNetwork.B, moment: before)
            let now = try await esri("downstream", FeederNetwork.B)
            #expect(Self.summary(then.json).contains("12") && Self.summary(then.json).contains("15"), "\(then.text)")
            #expect(!Self.summary(now.json).contains("12") && !Self.summary(now.json).contains("15"))
            let oursThen = try await client.send(.post, v1, token: world.viewer,
                                                 body: FeederNetwork.trace("downstream", FeederNetwork.B, extra: #""asOf":"\#(RFC3339.string(micros: before * 1000))""#))
            #expect(Self.summary(then.json) == FeederNetwork.summary(oursThen.json))

            // An aggregated geometry of the lines reached, in another spatial reference on request.
            let aggregated = try await Self.form(client, "\(Self.base(world))/trace", token: world.viewer, [
                ("traceType", "connected"), ("traceLocations", #"[{"traceLocationType":"startingPoint","globalId":"\#(Self.globalId(FeederNetwork.B))"}]"#),
                ("resultTypes", #"[{"type":"aggregatedGeometry"},{"type":"elements"}]"#), ("outSR", "4326"),
            ])
            let line = aggregated.json["traceResults"]["aggregatedGeometry"]["line"]
            #expect(line["spatialReference"]["wkid"] == 4326, "\(aggregated.text)")
            #expect((line["paths"].arrayValue?.count ?? 0) == (aggregated.json["traceResults"]["elements"].arrayValue ?? []).filter { $0["networkSourceId"] == 4 }.count)
        }
    }

    @Test func whatGeoJournalDoesNotTraceIsRefusedByName() async throws {
        let world = try await TestWorld.make("unserverrefuse")
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let start = #"[{"traceLocationType":"startingPoint","globalId":"\#(Self.globalId(FeederNetwork.B))"}]"#
            for (fields, words) in [
                ([("traceType", "loops"), ("traceLocations", start)], "loops"),
                ([("traceType", "connected"), ("traceLocations", start), ("traceConfiguration", #"{"functionBarriers":[{"functionType":"add"}]}"#)], "functionBarriers"),
                ([("traceType", "connected"), ("traceLocations", start), ("traceConfiguration", #"{"traversabilityScope":"junctions"}"#)], "traversabilityScope"),
                ([("traceType", "connected"), ("traceLocations", #"[{"traceLocationType":"startingPoint","globalId":"\#(Self.globalId(FeederNetwork.B))","terminalId":7}]"#)], "terminalId 7"),
                ([("traceType", "connected"), ("traceLocations", start), ("resultTypes", #"[{"type":"connectivity"}]"#)], "connectivity"),
            ] {
                let r = try await Self.form(client, "\(Self.base(world))/trace", token: world.viewer, fields + [("f", "json")])
                #expect(r.json["error"]["code"] == 400, "\(r.text)")
                #expect(r.json["error"]["message"].stringValue?.contains(words) == true, "\(r.text)")
            }
            // The defaults the ArcGIS API for Python's TraceConfiguration sends are accepted.
            let defaults = #"{"domainNetworkName":"Electric","tierName":"Radial","propagators":null,"functions":null,"filterBarriers":null,"includeContainers":false,"traversabilityScope":"junctionsAndEdges","filterScope":"junctionsAndEdges","includeIsolated":false,"synthesizeGeometry":false}"#
            let ok = try await Self.form(client, "\(Self.base(world))/trace", token: world.viewer,
                                         [("traceType", "connected"), ("traceLocations", start), ("traceConfiguration", defaults)])
            #expect(ok.json["success"] == true, "\(ok.text)")
        }
    }

    @Test func theTopologyIsAlwaysValidatedAndAssociationsAreListed() async throws {
        let world = try await TestWorld.make("unservertopology")
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let validated = try await Self.form(client, "\(Self.base(world))/validateNetworkTopology", token: world.editor, [("validateArea", "{}")])
            #expect(validated.json["success"] == true && validated.json["dirtyAreaCount"] == 0, "\(validated.text)")
            let now = Int64(Date().timeIntervalSince1970 * 1000)
            let moment = try #require(validated.json["moment"].intValue)
            #expect(moment <= now && moment > now - 60_000)
            let moments = try await Self.form(client, "\(Self.base(world))/queryNetworkMoments", token: world.viewer, [])
            #expect((moments.json["networkMoments"].arrayValue ?? []).contains { $0["moment"] == "fullValidateTopology" && $0["time"].intValue == moment })
            #expect(moments.json["validateNetworkTopology"] == false)

            let none = try await Self.form(client, "\(Self.base(world))/queryAssociations", token: world.viewer, [])
            #expect(none.json["associations"] == [], "\(none.text)")
            let before = Int64(Date().timeIntervalSince1970 * 1000)
            try await Task.sleep(for: .milliseconds(20))
            let add = #"{"adds":[{"from":"\#(FeederNetwork.id(FeederNetwork.T))","fromTerminal":"Low","to":"\#(FeederNetwork.id(FeederNetwork.U))","toTerminal":"from"}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/networks/Electric/associations", token: world.editor, body: add).status == .ok)
            let listed = try await Self.form(client, "\(Self.base(world))/queryAssociations", token: world.viewer, [])
            let a = listed.json["associations"][0]
            #expect(a["associationType"] == "connectivity")
            #expect(a["fromNetworkElement"]["globalId"] == .string(Self.globalId(FeederNetwork.T)) && a["fromNetworkElement"]["terminalId"] == 2, "\(listed.text)")
            #expect(a["toNetworkElement"]["globalId"] == .string(Self.globalId(FeederNetwork.U)) && a["toNetworkElement"]["networkSourceId"] == 4)
            let earlier = try await Self.form(client, "\(Self.base(world))/queryAssociations", token: world.viewer, [("moment", String(before))])
            #expect(earlier.json["associations"] == [])
        }
    }

    @Test func contingentValuesComeInEsrisJSON() async throws {
        let world = try await SchemaEnforcementTests.world(["BirdNest"], name: "uncontingent")
        try await world.withClient { client in
            let fs = "/arcgis/rest/services/\(world.workspace)/FeatureServer"
            let service = try await client.send(.get, "\(fs)?f=json", token: world.viewer)
            #expect(service.json["supportsQueryContingentValues"] == true)
            let layer = try await client.send(.get, "\(fs)/0?f=json", token: world.viewer)
            #expect(layer.json["hasContingentValuesDefinition"] == true)
            let groups = try await client.send(.get, "\(fs)/0/fieldGroups?f=json", token: world.viewer)
            #expect(groups.json["fieldGroups"][0] == ["name": "NestProtection", "restrictive": true, "fields": ["Status", "Protection", "BufferSize"]])
            let cv = try await client.send(.get, "\(fs)/0/contingentValues?f=json", token: world.viewer)
            #expect(cv.json["typeCodes"] == ["Unknown", "Any", "Null", "Code", "Range"])
            let protection = cv.json["contingentValuesDefinition"]["fieldGroups"][0]
            #expect(cv.json["contingentValuesDefinition"]["hasSubType"] == false)
            // {"Status": "any", "Protection": {"code": 2}, "BufferSize": {"range": [100, 500]}}
            #expect(protection["contingentValues"][1] == ["id": 2, "types": [1, 3, 4], "values": [2, ["range": [100, 500]]], "retired": 0], "\(cv.text)")
            // {"Status": "any", "Protection": null, "BufferSize": null}
            #expect(protection["contingentValues"][3]["types"] == [1, 2, 2])
            let all = try await client.send(.get, "\(fs)/queryContingentValues?f=json", token: world.viewer)
            #expect(all.json["layers"][0]["id"] == 0 && all.json["layers"][0]["contingentValuesDefinition"] == cv.json["contingentValuesDefinition"])
            // An add through applyEdits that no restrictive contingency allows fails with the journal's words.
            let r = try await GeoServicesTests.form(client, "\(fs)/0/addFeatures", token: world.editor, [
                ("features", #"[{"geometry":{"x":1,"y":2},"attributes":{"Status":2,"Protection":3,"BufferSize":700}}]"#),
            ])
            #expect(r.json["addResults"][0]["success"] == false, "\(r.text)")
            #expect(r.json["addResults"][0]["error"]["description"].stringValue?.contains("NestProtection") == true, "\(r.text)")
        }
    }
}
