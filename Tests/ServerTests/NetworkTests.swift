import Foundation
import GeoJournalCore
import GeoJournalNetwork
import GeoJournalSamples
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import PostgresNIO
import Testing

/// Utility networks through the journal and the HTTP API: definitions as schema operations, the
/// live graph kept current from the journal, traces (now and as of a position), network errors,
/// rule-based snapping, and the persisted edge table checked against pgRouting.
@Suite("Utility networks")
struct NetworkTests {
    @Test func networkDefinitionIsAJournaledSchemaOperation() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            // Source layers must exist.
            let missing = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: FeederNetwork.definition)
            #expect(missing.status == .unprocessableContent)
            #expect(missing.json["violations"].arrayValue?.contains { $0["code"].stringValue == "network.layerMissing" } == true)
            try await world.defineLayer("Device", FeederNetwork.deviceLayer)
            try await world.defineLayer("Line", FeederNetwork.lineLayer)
            // A definition that does not parse lists its problems; editors may not define networks.
            let bad = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: #"{"tolerance": -1, "sources": 3}"#)
            #expect(bad.status == .unprocessableContent)
            #expect((bad.json["violations"].arrayValue?.count ?? 0) >= 2)
            let forbidden = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.editor, body: FeederNetwork.definition)
            #expect(forbidden.status == .forbidden)
            #expect(try await world.eventCount() == 2)

            let before = try await world.head()
            let put = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: FeederNetwork.definition)
            #expect(put.status == .created)
            #expect(put.json["operation"]["kind"].stringValue == "schema")
            #expect(put.json["operation"]["firstPosition"].intValue == before + 1)
            #expect(put.json["version"].intValue == 1)
            let opId = try #require(put.json["operation"]["id"].stringValue)
            let op = try await client.send(.get, "/v1/workspaces/\(ws)/operations/\(opId)", token: world.viewer)
            #expect(op.json["events"][0]["type"].stringValue == "networkDefined")
            // The same definition again writes nothing.
            let again = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: FeederNetwork.definition)
            #expect(again.status == .ok)
            #expect(again.json["operation"]["id"].stringValue == opId)
            #expect(try await world.head() == before + 1)
            // A change is version 2; as of the first position the first version is read.
            var changed = try JSONValue.parse(FeederNetwork.definition).objectValue!
            changed["tolerance"] = 0.01
            let v2 = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: JSONValue.object(changed).jsonString())
            #expect(v2.status == .ok)
            #expect(v2.json["version"].intValue == 2)
            let now = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric", token: world.viewer)
            #expect(now.json["tolerance"].doubleValue == 0.01)
            let then = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric?asOf=\(before + 1)", token: world.viewer)
            #expect(then.json["tolerance"].doubleValue == 0.001)
            #expect(then.json["version"].intValue == 1)
            let earlier = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric?asOf=\(before)", token: world.viewer)
            #expect(earlier.status == .notFound)
            let list = try await client.send(.get, "/v1/workspaces/\(ws)/networks", token: world.viewer)
            #expect(list.json["networks"].arrayValue?.map { $0["name"].stringValue } == ["Electric"])
            let unknown = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Gas/errors", token: world.viewer)
            #expect(unknown.status == .notFound)
        }
    }

    @Test func tracesOnTheHandBuiltFeeder() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let url = "/v1/workspaces/\(ws)/networks/Electric/trace"
            let connected = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(connected.status == .ok, "\(connected.text)")
            #expect(FeederNetwork.summary(connected.json) == FeederNetwork.everything)
            #expect(connected.json["bySource"] == ["Device": 6, "Line": 7])

            // The open switch S2 as a condition barrier: L4 beyond it is not reached; without barriers, S2 neither.
            let open = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""conditionBarriers": \#(FeederNetwork.openSwitches)"#))
            #expect(FeederNetwork.summary(open.json) == FeederNetwork.everything.subtracting(["14"]))
            let openOut = try await client.send(.post, url, token: world.viewer,
                                                body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""conditionBarriers": \#(FeederNetwork.openSwitches), "includeBarriers": false"#))
            #expect(FeederNetwork.summary(openOut.json) == FeederNetwork.everything.subtracting(["14", "3"]))

            // Downstream follows the flow away from the breaker, through the transformer High → Low.
            let down = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.B))
            #expect(FeederNetwork.summary(down.json) == FeederNetwork.everything)
            let branch = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.L3))
            #expect(FeederNetwork.summary(branch.json) == ["13", "3", "14"])
            let branchOpen = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.L3, extra: #""conditionBarriers": \#(FeederNetwork.openSwitches)"#))
            #expect(FeederNetwork.summary(branchOpen.json) == ["13", "3"])
            let low = try await client.send(.post, url, token: world.viewer,
                                            body: #"{"type":"downstream","startingLocations":[{"featureId":"\#(FeederNetwork.id(FeederNetwork.T))","terminal":"Low"}]}"#)
            #expect(FeederNetwork.summary(low.json) == ["4:Low", "16", "17"])
            let upstream = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("upstream", FeederNetwork.SV1))
            #expect(FeederNetwork.summary(upstream.json) == ["16", "4:Low", "4:High", "15", "12", "2", "11", "1:Load", "1:Source"])

            // includeFeatures adds the GeoJSON features reached.
            let withFeatures = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.L3, extra: #""includeFeatures": true"#))
            let features = withFeatures.json["features"]["features"].arrayValue ?? []
            #expect(Set(features.compactMap { $0["id"].stringValue }) == [FeederNetwork.id(FeederNetwork.L3), FeederNetwork.id(FeederNetwork.S2), FeederNetwork.id(FeederNetwork.L4)])
            #expect(features.first { $0["id"].stringValue == FeederNetwork.id(FeederNetwork.S2) }?["properties"]["DEVICESTATUS"].intValue == 0)

            // Bad requests are 422, unknown features 404.
            let bad = try await client.send(.post, url, token: world.viewer, body: #"{"type":"sideways","startingLocations":[]}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(Set((bad.json["violations"].arrayValue ?? []).compactMap { $0["path"].stringValue }).isSuperset(of: ["type", "startingLocations"]))
            let nowhere = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", 999))
            #expect(nowhere.status == .notFound)
            let noNetwork = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Gas/trace", token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(noNetwork.status == .notFound)
        }
    }

    @Test func errorsListRefusedConnectionsAndTheGraphFollowsEdits() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            let feeder = try await FeederNetwork.buildFeeder(world, client)
            let errors = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric/errors", token: world.viewer)
            #expect(errors.status == .ok)
            let list = errors.json["errors"].arrayValue ?? []
            let refused = list.filter { $0["kind"].stringValue == "ruleMissing" }
            #expect(refused.count == 1)
            #expect(Set(refused.first?["features"].arrayValue?.compactMap(\.stringValue) ?? []) == [FeederNetwork.id(FeederNetwork.M), FeederNetwork.id(FeederNetwork.SV2)])
            #expect(refused.first?["location"].arrayValue?.compactMap(\.doubleValue) == [330, 0])
            #expect(Set(list.filter { $0["kind"].stringValue == "unconnected" }.flatMap { $0["features"].arrayValue ?? [] }.compactMap(\.stringValue)) == [FeederNetwork.id(FeederNetwork.U), FeederNetwork.id(FeederNetwork.M)])
            #expect(list.count == 3)
            #expect(errors.json["position"].intValue == feeder)

            // Open S1 (an edit): the live graph follows; as of the feeder position it was closed.
            let update = #"{"edits":[{"layer":"Device","updates":[{"id":"\#(FeederNetwork.id(FeederNetwork.S1))","attributes":{"DEVICESTATUS":0}}]}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: update).status == .ok)
            let url = "/v1/workspaces/\(ws)/networks/Electric/trace"
            let now = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""conditionBarriers": \#(FeederNetwork.openSwitches)"#))
            #expect(FeederNetwork.summary(now.json) == ["1:Source", "1:Load", "11", "2"])
            #expect(now.json["position"].intValue == feeder + 1)
            let then = try await client.send(.post, url, token: world.viewer,
                                             body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""conditionBarriers": \#(FeederNetwork.openSwitches), "asOf": "\#(feeder)""#))
            #expect(FeederNetwork.summary(then.json) == FeederNetwork.everything.subtracting(["14"]))
            #expect(then.json["position"].intValue == feeder)

            // Move the meter M onto the lone service line's end... no rule either: still refused. Delete SV2: the refusal goes.
            let delete = #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(FeederNetwork.SV2))"}]}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: delete).status == .ok)
            let after = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric/errors", token: world.viewer)
            #expect(!(after.json["errors"].arrayValue ?? []).contains { $0["kind"].stringValue == "ruleMissing" })
            let down = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.T, extra: ""))
            #expect(!FeederNetwork.summary(down.json).contains("17"))
            // As of the feeder position the refusal is still there, and the trace as of before the feeder fails: the features did not exist.
            let old = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric/errors?asOf=\(feeder)", token: world.viewer)
            #expect((old.json["errors"].arrayValue ?? []).contains { $0["kind"].stringValue == "ruleMissing" })
            let before = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""asOf": "\#(feeder - 13)""#))
            #expect(before.status == .notFound)

            // A graph built from scratch now agrees with the one kept current from the events.
            await world.journal.networks.graphs.reset()
            let fresh = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""conditionBarriers": \#(FeederNetwork.openSwitches)"#))
            #expect(FeederNetwork.summary(fresh.json) == FeederNetwork.summary(now.json))
        }
    }

    @Test func ruleBasedSnapping() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            // Over HTTP: the meter M at (330,0) is nearest, but a primary line may not connect to a meter.
            let url = "/v1/workspaces/\(world.workspace)/snap"
            let plain = try await client.send(.post, url, token: world.viewer, body: #"{"point":[328,2],"tolerance":40,"sources":[{"layer":"Device"}]}"#)
            #expect(plain.status == .ok, "\(plain.text)")
            #expect(plain.json["featureId"].stringValue == FeederNetwork.id(FeederNetwork.M))
            let ruled = try await client.send(.post, url, token: world.viewer,
                                              body: #"{"point":[328,2],"tolerance":40,"sources":[{"layer":"Device"}],"editing":{"layer":"Line","assetGroup":1,"assetType":1}}"#)
            #expect(ruled.json["featureId"].stringValue == FeederNetwork.id(FeederNetwork.T))
            #expect(ruled.json["sources"][0]["ruleBehavior"].stringValue == "rulesLimitSnapping")
        }
        try await world.defineLayer("Points", TestWorld.pointLayer)
        func rules(_ layer: String, _ group: Int, _ type: Int = 1) async throws -> (SnapSource) -> SnapSourceRule {
            let request = SnapRequest(point: Position(0, 0), tolerance: 5, sources: [SnapSource(layer: "Device"), SnapSource(layer: "Line"), SnapSource(layer: "Points")],
                                      editing: SnapEditingContext(layer: layer, assetGroup: group, assetType: type))
            return try await NetworkSnapRules.rules(journal: world.journal, workspace: world.workspace, request: request)
        }
        let uuid = { (n: Int) in UUID(uuidString: FeederNetwork.id(n))! }
        // A primary line: limited to the devices it may connect to; primaries by edgeEdge, end vertices only.
        let primary = try await rules("Line", 1)
        let onDevices = primary(SnapSource(layer: "Device"))
        #expect(onDevices.behavior == .rulesLimitSnapping)
        #expect(onDevices.allows?(uuid(FeederNetwork.B), "Device") == true)
        #expect(onDevices.allows?(uuid(FeederNetwork.S1), "Device") == true)
        #expect(onDevices.allows?(uuid(FeederNetwork.M), "Device") == false)
        let onLines = primary(SnapSource(layer: "Line"))
        #expect(onLines.behavior == .rulesLimitSnapping)
        #expect(onLines.endVertexOnly)
        #expect(onLines.allows?(uuid(FeederNetwork.L1), "Line") == true)
        #expect(onLines.allows?(uuid(FeederNetwork.SV1), "Line") == false)
        #expect(primary(SnapSource(layer: "Points")).behavior == .none)
        // A meter has no rule: network sources prevent snapping, other layers do not.
        let meter = try await rules("Device", 4)
        #expect(meter(SnapSource(layer: "Line")).behavior == .rulesPreventSnapping)
        #expect(meter(SnapSource(layer: "Points")).behavior == .none)
        // A service line: only the transformer.
        let service = try await rules("Line", 2)
        #expect(service(SnapSource(layer: "Device")).allows?(uuid(FeederNetwork.T), "Device") == true)
        #expect(service(SnapSource(layer: "Device")).allows?(uuid(FeederNetwork.B), "Device") == false)
    }

    /// The oracle: a generated network written through the journal; its persisted edge table is
    /// traced by pgRouting in PostgreSQL and must agree with the in-memory traces.
    @Test func generatedNetworkAgreesWithPgRouting() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        let sample = SampleNetworkGenerator(seed: 11, edges: 600).generate()
        for (name, body) in sample.layers {
            _ = try await world.journal.workspaces.defineLayer(workspace: ws, name: name, body: body, force: false, context: AppendContext(actor: "ada", kind: .schema))
        }
        _ = try await world.journal.networks.defineNetwork(workspace: ws, name: "Sample", body: sample.definition, context: AppendContext(actor: "ada", kind: .schema))
        var start = 0
        while start < sample.features.count {
            let chunk = sample.features[start..<min(start + 150, sample.features.count)]
            let devices = chunk.filter { $0.layer == "Device" }.map { FeatureAdd(id: $0.id, attributes: $0.attributes, geometry: $0.geometry) }
            let lines = chunk.filter { $0.layer == "Line" }.map { FeatureAdd(id: $0.id, attributes: $0.attributes, geometry: $0.geometry) }
            _ = try await world.journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Device", adds: devices), LayerEdits(layer: "Line", adds: lines)]),
                                                   context: AppendContext(actor: "ed", kind: .import))
            start += chunk.count
        }
        let head = try await world.head()
        let owner = world.env.owner
        try await world.withClient { client in
            let refreshed = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Sample/edges/refresh", token: world.editor)
            #expect(refreshed.status == .ok, "\(refreshed.text)")
            #expect(refreshed.json["position"].intValue == head)
            let edgeCount = try #require(refreshed.json["edges"].intValue)
            #expect(edgeCount >= Int64(sample.edgeCount))

            // Which features the edge table holds, and the nodes of each feature's elements.
            var edgeFeatures = Set<UUID>()
            var nodesOf: [UUID: Set<Int64>] = [:]
            let rows = try await owner.query("SELECT feature_id, source, target FROM network_edges WHERE workspace_id = \(ws) AND network = 'Sample'")
            var rowCount = 0
            for try await (f, s, t) in rows.decode((UUID, Int64, Int64).self) {
                edgeFeatures.insert(f); nodesOf[f, default: []].formUnion([s, t]); rowCount += 1
            }
            #expect(rowCount == Int(edgeCount))
            let edgesSQL = "SELECT id, source, target, cost, reverse_cost FROM network_edges WHERE workspace_id = '\(ws)' AND network = 'Sample'"

            // connected: the component of the first breaker, by pgr_connectedComponents.
            var componentOf: [Int64: Int64] = [:]
            let components = try await owner.query("SELECT node, component FROM pgr_connectedComponents(\(edgesSQL))")
            for try await (node, component) in components.decode((Int64, Int64).self) { componentOf[node] = component }
            let breakers = sample.features.filter { $0.layer == "Device" && $0.attributes["ASSETGROUP"] == 1 }
            #expect(breakers.count >= 2)
            var checkedConnected = 0
            for breaker in breakers.prefix(3) {
                let node = try #require(nodesOf[breaker.id]?.first)
                let component = componentOf[node]
                let expected = Set(nodesOf.filter { $0.value.contains { componentOf[$0] == component } }.keys)
                let r = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Sample/trace", token: world.viewer,
                                              body: #"{"type":"connected","startingLocations":[{"featureId":"\#(breaker.id.lowercased)"}]}"#)
                let reached = Set((r.json["elements"].arrayValue ?? []).compactMap { $0["featureId"].stringValue.flatMap(UUID.init(uuidString:)) })
                #expect(reached.intersection(edgeFeatures) == expected)
                #expect(expected.count > 50)
                checkedConnected += 1
            }
            #expect(checkedConnected >= 2)

            // downstream from a primary in the middle of a feeder: the part of the tree beyond it, by
            // pgr_breadthFirstSearch from its far end on the table without the line's own edges.
            let primaries = sample.features.filter { $0.layer == "Line" && $0.attributes["ASSETGROUP"] == 1 }
            var checkedDownstream = 0
            for line in [primaries[4], primaries[9], primaries[primaries.count / 2]] {
                let ends = try #require(nodesOf[line.id])
                let lineEdges = "SELECT id FROM network_edges WHERE workspace_id = '\(ws)' AND network = 'Sample' AND feature_id = '\(line.id.lowercased)'"
                let without = "\(edgesSQL) AND id NOT IN (\(lineEdges))"
                // The far end: the one from which no breaker's node can be reached once the line is gone.
                let breakerNodes = Set(breakers.compactMap { nodesOf[$0.id] }.flatMap { $0 })
                var downstreamNodes: Set<Int64>?
                for end in ends {
                    var reachedNodes: Set<Int64> = [end]
                    let bfs = try await owner.query("SELECT node FROM pgr_breadthFirstSearch(\(without), \(end), directed => false)")
                    for try await n in bfs.decode(Int64.self) { reachedNodes.insert(n) }
                    if reachedNodes.isDisjoint(with: breakerNodes) { downstreamNodes = reachedNodes }
                }
                let nodes = try #require(downstreamNodes)
                var expected = Set(nodesOf.filter { f in f.key != line.id && !f.value.isDisjoint(with: nodes) }.keys)
                expected.insert(line.id)
                let r = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Sample/trace", token: world.viewer,
                                              body: #"{"type":"downstream","startingLocations":[{"featureId":"\#(line.id.lowercased)"}]}"#)
                #expect(r.status == .ok, "\(r.text)")
                let reached = Set((r.json["elements"].arrayValue ?? []).compactMap { $0["featureId"].stringValue.flatMap(UUID.init(uuidString:)) })
                #expect(reached.intersection(edgeFeatures) == expected)
                checkedDownstream += 1
            }
            #expect(checkedDownstream == 3)

            // A refresh with nothing new keeps the table; the recorded position is the head.
            let again = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Sample/edges/refresh", token: world.editor)
            #expect(again.json["position"].intValue == head)
            let page = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Sample/edges?limit=10", token: world.viewer)
            #expect(page.json["rows"].arrayValue?.count == 10)
            // Element ids are not contiguous once updates have tombstoned some: the cursor is the last id shown.
            #expect(page.json["next"].stringValue == page.json["rows"][9]["id"].intValue.map(String.init))
        }
    }

    /// The persisted edge table's rows, in id order, as comparable text.
    static func storedEdges(_ world: TestWorld) async throws -> [String] {
        let rows = try await world.env.owner.query("""
            SELECT id, source, target, cost, reverse_cost, feature_id, layer FROM network_edges
            WHERE workspace_id = \(world.workspace) AND network = 'Electric' ORDER BY id
            """)
        var out: [String] = []
        for try await (id, s, t, c, r, f, l) in rows.decode((Int64, Int64, Int64, Double, Double, UUID, String).self) {
            out.append(String(format: "%d %d %d %.6f %.6f %@ %@", id, s, t, c, r, f.uuidString.lowercased(), l))
        }
        return out
    }

    /// The live graph's edge rows, as the API lists them, in the same text.
    static func graphEdges(_ world: TestWorld, _ client: any TestClientProtocol, cost: String? = nil) async throws -> [String] {
        let page = try await client.send(.get, "/v1/workspaces/\(world.workspace)/networks/Electric/edges?limit=10000\(cost.map { "&cost=\($0)" } ?? "")", token: world.viewer)
        return (page.json["rows"].arrayValue ?? []).map { r in
            String(format: "%d %d %d %.6f %.6f %@ %@", r["id"].intValue ?? -1, r["source"].intValue ?? -1, r["target"].intValue ?? -1,
                   r["cost"].doubleValue ?? -1, r["reverse_cost"].doubleValue ?? -1, r["feature_id"].stringValue ?? "", r["layer"].stringValue ?? "")
        }
    }

    static func storedEdgePosition(_ world: TestWorld) async throws -> Int64? {
        let rows = try await world.env.owner.query("SELECT position FROM network_edge_positions WHERE workspace_id = \(world.workspace) AND network = 'Electric'")
        for try await p in rows.decode(Int64.self) { return p }
        return nil
    }

    @Test func associationsConnectFeaturesThatDoNotTouch() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            let feeder = try await FeederNetwork.buildFeeder(world, client)
            let beforeAssociation = try await Self.storedEdges(world)
            let url = "/v1/workspaces/\(ws)/networks/Electric/associations"
            let traceURL = "/v1/workspaces/\(ws)/networks/Electric/trace"
            // The lone service line U is unconnected; associate it with the transformer's low side.
            let add = #"{"adds":[{"from":"\#(FeederNetwork.id(FeederNetwork.T))","fromTerminal":"Low","to":"\#(FeederNetwork.id(FeederNetwork.U))","toTerminal":"from"}],"message":"service to U"}"#
            let added = try await client.send(.post, url, token: world.editor, body: add)
            #expect(added.status == .ok, "\(added.text)")
            #expect(added.json["added"].intValue == 1)
            let associated = try await world.head()
            #expect(added.json["operation"]["lastPosition"].intValue == associated)
            #expect(associated == feeder + 1)

            let connected = try await client.send(.post, traceURL, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(FeederNetwork.summary(connected.json).contains("18"))
            let down = try await client.send(.post, traceURL, token: world.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.T))
            #expect(FeederNetwork.summary(down.json).contains("18"))
            let errors = try await client.send(.get, "/v1/workspaces/\(ws)/networks/Electric/errors", token: world.viewer)
            #expect(!(errors.json["errors"].arrayValue ?? []).contains { ($0["features"].arrayValue ?? []).contains(.string(FeederNetwork.id(FeederNetwork.U))) })
            // As of the feeder, before the association, U was not reached.
            let then = try await client.send(.post, traceURL, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""asOf": "\#(feeder)""#))
            #expect(FeederNetwork.summary(then.json) == FeederNetwork.everything)
            let listed = try await client.send(.get, url, token: world.viewer)
            #expect(listed.json["count"].intValue == 1)
            #expect(listed.json["associations"][0]["toTerminal"].stringValue == "from")
            #expect(try await client.send(.get, "\(url)?asOf=\(feeder)", token: world.viewer).json["count"].intValue == 0)

            // The association is an operation with its event; the edge table has its row at once.
            let operation = try await client.send(.get, "/v1/workspaces/\(ws)/operations/\(added.json["operation"]["id"].stringValue ?? "")", token: world.viewer)
            #expect(operation.json["events"][0]["type"].stringValue == "associationAdded")
            #expect(try await Self.storedEdgePosition(world) == associated)
            let stored = try await Self.storedEdges(world)
            #expect(stored == (try await Self.graphEdges(world, client)))
            #expect(stored.count == beforeAssociation.count + 1)

            // Refused, and nothing written: the same association again (409), a feature that is not
            // in the network, a terminal the asset type lacks, a viewer, an empty or malformed body.
            let again = try await client.send(.post, url, token: world.editor, body: add)
            #expect(again.status == .conflict)
            #expect(again.text.contains("association.exists"))
            #expect(again.json["type"].stringValue?.hasSuffix("/conflict") == true)
            let unknown = #"{"adds":[{"from":"\#(FeederNetwork.id(FeederNetwork.T))","to":"\#(FeederNetwork.id(999))"}]}"#
            let noFeature = try await client.send(.post, url, token: world.editor, body: unknown)
            #expect(noFeature.status == .unprocessableContent)
            #expect(noFeature.text.contains("adds[0].to"))
            let badTerminal = #"{"adds":[{"from":"\#(FeederNetwork.id(FeederNetwork.T))","fromTerminal":"Middle","to":"\#(FeederNetwork.id(FeederNetwork.L4))"}]}"#
            let terminal = try await client.send(.post, url, token: world.editor, body: badTerminal)
            #expect(terminal.status == .unprocessableContent)
            #expect(terminal.text.contains("High, Low"))
            #expect(try await client.send(.post, url, token: world.viewer, body: add).status == .forbidden)
            let empty = try await client.send(.post, url, token: world.editor, body: #"{"adds":[]}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(empty.headers[.contentType] == "application/problem+json")
            let malformed = try await client.send(.post, url, token: world.editor, body: #"{"adds":[{"from":"x","to":1,"color":"red"}],"deletes":{}}"#)
            #expect(malformed.status == .unprocessableContent)
            for path in ["adds[0].from", "adds[0].to", "adds[0].color", "deletes"] { #expect(malformed.text.contains(path), "\(path)") }
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/networks/Gas/associations", token: world.editor, body: add).status == .notFound)
            #expect(try await world.head() == associated)

            // Removing it disconnects U again; removing it twice is a 409.
            let delete = #"{"deletes":[{"from":"\#(FeederNetwork.id(FeederNetwork.T))","fromTerminal":"Low","to":"\#(FeederNetwork.id(FeederNetwork.U))","toTerminal":"from"}]}"#
            #expect(try await client.send(.post, url, token: world.editor, body: delete).status == .ok)
            let after = try await client.send(.post, traceURL, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(FeederNetwork.summary(after.json) == FeederNetwork.everything)
            #expect(try await client.send(.post, url, token: world.editor, body: delete).status == .conflict)
            #expect(try await client.send(.get, url, token: world.viewer).json["count"].intValue == 0)
            let asOfAssociated = try await client.send(.post, traceURL, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B, extra: #""asOf": "\#(associated)""#))
            #expect(FeederNetwork.summary(asOfAssociated.json).contains("18"))

            // A graph built afresh from the projections agrees; so does a graph with the association
            // re-added after a restart of the in-memory state.
            await world.journal.networks.graphs.reset()
            #expect(FeederNetwork.summary(try await client.send(.post, traceURL, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B)).json) == FeederNetwork.everything)
        }
    }

    @Test func networkReadsAtTheHeadShowThePositionTheyNameWhileOperationsLand() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let network = "/v1/workspaces/\(ws)/networks/Electric"
            let association = #""from":"\#(FeederNetwork.id(FeederNetwork.T))","fromTerminal":"Low","to":"\#(FeederNetwork.id(FeederNetwork.U))","toTerminal":"from""#
            // One writer adds and removes an association, another redefines the network (a new
            // tolerance each time), one operation each. A read at the head must equal the read as of
            // the position it names (as-of reads filter every row by that position).
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for n in 0..<40 {
                        let body = n % 2 == 0 ? #"{"adds":[{\#(association)}]}"# : #"{"deletes":[{\#(association)}]}"#
                        let r = try await client.send(.post, "\(network)/associations", token: world.editor, body: body)
                        #expect(r.status == .ok, "\(r.text)")
                    }
                }
                group.addTask {
                    for n in 1...12 {
                        let body = FeederNetwork.definition.replacingOccurrences(of: "\"tolerance\": 0.001", with: "\"tolerance\": \(0.001 + Double(n) / 1000)")
                        let r = try await client.send(.put, network, token: world.admin, body: body)
                        #expect(r.status == .ok, "\(r.text)")
                    }
                }
                group.addTask {
                    for _ in 0..<60 {
                        let now = try await client.send(.get, "\(network)/associations", token: world.viewer)
                        let position = now.json["position"].intValue ?? -1
                        let then = try await client.send(.get, "\(network)/associations?asOf=\(position)", token: world.viewer)
                        #expect(now.json["count"] == then.json["count"], "\(now.json["count"]) associations at the head, \(then.json["count"]) as of \(position)")
                    }
                }
                group.addTask {
                    for _ in 0..<60 {
                        let now = try await client.send(.get, network, token: world.viewer)
                        let position = now.json["asOfPosition"].intValue ?? -1
                        let then = try await client.send(.get, "\(network)?asOf=\(position)", token: world.viewer)
                        #expect(now.json["version"] == then.json["version"], "version \(now.json["version"]) at the head, \(then.json["version"]) as of \(position)")
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @Test func edgeTableFollowsEveryOperation() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            // No refresh call anywhere: each acknowledged operation has already written its rows.
            var head = try await world.head()
            #expect(try await Self.storedEdgePosition(world) == head)
            #expect(try await Self.storedEdges(world) == (try await Self.graphEdges(world, client)))
            #expect(try await Self.storedEdges(world).count >= 8)

            // An update that moves a line, a delete, and an add: the table equals the graph after each.
            let edits = [
                #"{"edits":[{"layer":"Line","updates":[{"id":"\#(FeederNetwork.id(FeederNetwork.L4))","geometry":{"type":"LineString","coordinates":[[200,100],[250,150],[300,100]]}}]}]}"#,
                #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(FeederNetwork.SV1))"}]}]}"#,
                #"{"edits":[{"layer":"Line","adds":[\#(FeederNetwork.line(30, 1, [(300, 100), (400, 100)], length: 100))]}]}"#,
            ]
            for body in edits {
                let r = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: body)
                #expect(r.status == .ok, "\(r.text)")
                head = try await world.head()
                #expect(try await Self.storedEdgePosition(world) == head)
                #expect(try await Self.storedEdges(world) == (try await Self.graphEdges(world, client)))
            }
            let stored = try await Self.storedEdges(world)
            #expect(!stored.contains { $0.contains(FeederNetwork.id(FeederNetwork.SV1)) })
            #expect(stored.contains { $0.contains(FeederNetwork.id(30)) })

            // A refresh with a cost attribute: later operations keep that cost.
            let refreshed = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Electric/edges/refresh?cost=Length", token: world.editor)
            #expect(refreshed.status == .ok)
            let update = #"{"edits":[{"layer":"Line","updates":[{"id":"\#(FeederNetwork.id(30))","attributes":{"LENGTH":42}}]}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: update).status == .ok)
            let withCost = try await Self.storedEdges(world)
            #expect(withCost == (try await Self.graphEdges(world, client, cost: "Length")))
            #expect(withCost.contains { $0.contains(" 42.000000 42.000000 \(FeederNetwork.id(30))") })

            // After the in-memory graphs are forgotten (as after a restart), the next operation
            // brings the table back in line with a graph built afresh.
            await world.journal.networks.graphs.reset()
            let more = #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(30))"}]}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: more).status == .ok)
            head = try await world.head()
            #expect(try await Self.storedEdgePosition(world) == head)
            #expect(try await Self.storedEdges(world) == (try await Self.graphEdges(world, client, cost: "Length")))
        }
    }

}
