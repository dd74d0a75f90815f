import Foundation
import GeoJournalCore
import HummingbirdTesting
import Testing

/// The hand-built feeder network of the service tests: two layers (Device, Line), the network
/// `Electric` and the features written through the API, with the features' numbers and helpers
/// that describe trace answers.
public enum FeederNetwork {
    public static func id(_ n: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", n) }

    public static let deviceLayer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"ASSETGROUP","type":"integer","nullable":false},{"name":"ASSETTYPE","type":"integer","nullable":false},{"name":"DEVICESTATUS","type":"integer"}]}"#
    public static let lineLayer = #"{"geometryType":"LineString","srid":3857,"fields":[{"name":"ASSETGROUP","type":"integer","nullable":false},{"name":"ASSETTYPE","type":"integer","nullable":false},{"name":"LENGTH","type":"double"}]}"#

    /// The hand-built feeder of the core tests (NetworkFixture), defined and written through the API:
    ///
    ///  B(0,0) ─L1─ S1(100,0) ─L2─ (200,0) ─L5─ T(300,0) ─SV2─ (330,0) M (no rule: refused)
    ///                               │            └─SV1─ (300,-30)
    ///                               L3
    ///                               │
    ///                          S2(200,100) open ─L4─ (300,100)          U: a lone service line
    public static let definition = #"""
    {"tolerance": 0.001,
     "domainNetworks": [{"name": "Electric", "controllerType": "source", "tiers": [
        {"name": "Radial", "rank": 1, "topology": "radial", "subnetworkControllers": [{"layer": "Device", "assetGroup": 1, "assetType": 1}]}]}],
     "sources": [{"layer": "Device", "role": "junction", "domainNetwork": "Electric", "assetGroupField": "ASSETGROUP", "assetTypeField": "ASSETTYPE"},
                 {"layer": "Line", "role": "edge", "domainNetwork": "Electric", "assetGroupField": "ASSETGROUP", "assetTypeField": "ASSETTYPE"}],
     "assetTypes": [
        {"layer": "Device", "assetGroup": 1, "assetType": 1, "name": "Breaker",
         "terminals": {"names": ["Source", "Load"], "upstream": ["Source"], "paths": [["Source", "Load"]]}, "categories": ["Protective", "Isolating"]},
        {"layer": "Device", "assetGroup": 2, "assetType": 1, "name": "Switch", "categories": ["Isolating"]},
        {"layer": "Device", "assetGroup": 3, "assetType": 1, "name": "Transformer",
         "terminals": {"names": ["High", "Low"], "upstream": ["High"], "paths": [["High", "Low"]]}},
        {"layer": "Device", "assetGroup": 4, "assetType": 1, "name": "Meter"},
        {"layer": "Line", "assetGroup": 1, "assetType": 1, "name": "Primary", "connectivityPolicy": "endVertex"},
        {"layer": "Line", "assetGroup": 2, "assetType": 1, "name": "Service", "connectivityPolicy": "endVertex"}],
     "rules": [
        {"kind": "junctionEdge", "from": {"layer": "Device", "assetGroup": 1, "assetType": 1, "terminal": "Load"}, "to": {"layer": "Line", "assetGroup": 1, "assetType": 1}},
        {"kind": "edgeJunctionEdge", "from": {"layer": "Line", "assetGroup": 1}, "via": {"layer": "Device", "assetGroup": 2, "assetType": 1}, "to": {"layer": "Line", "assetGroup": 1}},
        {"kind": "edgeEdge", "from": {"layer": "Line", "assetGroup": 1}, "to": {"layer": "Line", "assetGroup": 1}},
        {"kind": "junctionEdge", "from": {"layer": "Device", "assetGroup": 3, "assetType": 1, "terminal": "High"}, "to": {"layer": "Line", "assetGroup": 1}},
        {"kind": "junctionEdge", "from": {"layer": "Device", "assetGroup": 3, "assetType": 1, "terminal": "Low"}, "to": {"layer": "Line", "assetGroup": 2}}],
     "attributes": [{"name": "DeviceStatus", "field": "DEVICESTATUS"}, {"name": "Length", "field": "LENGTH"}]}
    """#

    public static let B = 1, S1 = 2, S2 = 3, T = 4, M = 5
    public static let L1 = 11, L2 = 12, L3 = 13, L4 = 14, L5 = 15, SV1 = 16, SV2 = 17, U = 18
    public static let everything: Set<String> = ["1:Source", "1:Load", "2", "3", "4:High", "4:Low", "11", "12", "13", "14", "15", "16", "17"]
    public static let openSwitches = #"{"field": "DEVICESTATUS", "op": "eq", "value": 0}"#

    public static func device(_ n: Int, _ group: Int, _ x: Double, _ y: Double, status: Int = 1) -> String {
        #"{"id":"\#(id(n))","attributes":{"ASSETGROUP":\#(group),"ASSETTYPE":1,"DEVICESTATUS":\#(status)},"geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}}"#
    }

    public static func line(_ n: Int, _ group: Int, _ points: [(Double, Double)], length: Double) -> String {
        let coords = points.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
        return #"{"id":"\#(id(n))","attributes":{"ASSETGROUP":\#(group),"ASSETTYPE":1,"LENGTH":\#(length)},"geometry":{"type":"LineString","coordinates":[\#(coords)]}}"#
    }

    public static var feederEdits: String {
        let devices = [device(B, 1, 0, 0), device(S1, 2, 100, 0), device(S2, 2, 200, 100, status: 0), device(T, 3, 300, 0), device(M, 4, 330, 0)]
        let lines = [line(L1, 1, [(0, 0), (100, 0)], length: 100), line(L2, 1, [(100, 0), (200, 0)], length: 100),
                     line(L3, 1, [(200, 0), (200, 100)], length: 100), line(L4, 1, [(200, 100), (300, 100)], length: 100),
                     line(L5, 1, [(200, 0), (300, 0)], length: 100), line(SV1, 2, [(300, 0), (300, -30)], length: 30),
                     line(SV2, 2, [(300, 0), (330, 0)], length: 30), line(U, 2, [(500, 500), (510, 500)], length: 10)]
        return #"{"message":"feeder","edits":[{"layer":"Device","adds":[\#(devices.joined(separator: ","))]},{"layer":"Line","adds":[\#(lines.joined(separator: ","))]}]}"#
    }

    public static func summary(_ json: JSONValue) -> Set<String> {
        Set((json["elements"].arrayValue ?? []).map { e in
            let n = Int(e["featureId"].stringValue!.suffix(12))!
            if let t = e["terminal"].stringValue { return "\(n):\(t)" }
            let from = e["fractionFrom"].doubleValue ?? 0, to = e["fractionTo"].doubleValue ?? 1
            if e["layer"].stringValue == "Line" && (from > 0.0001 || to < 0.9999) { return String(format: "%d[%.2f-%.2f]", n, from, to) }
            return "\(n)"
        })
    }

    public static func trace(_ type: String, _ n: Int, extra: String = "") -> String {
        #"{"type":"\#(type)","startingLocations":[{"featureId":"\#(id(n))"}]\#(extra.isEmpty ? "" : ",")\#(extra)}"#
    }

    /// Defines the layers and the network and writes the feeder; returns the head after the feeder.
    public static func buildFeeder(_ world: TestWorld, _ client: any TestClientProtocol) async throws -> Int64 {
        try await world.defineLayer("Device", deviceLayer)
        try await world.defineLayer("Line", lineLayer)
        let ws = world.workspace
        let put = try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: definition)
        #expect(put.status == .created, "\(put.text)")
        let edits = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: feederEdits)
        #expect(edits.status == .ok, "\(edits.text)")
        return try await world.head()
    }
}
