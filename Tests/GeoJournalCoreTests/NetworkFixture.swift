import Foundation
import GeoJournalCore
import GeoJournalNetwork
import GeoJournalSamples
import Testing

/// Hand-built networks with hand-computed answers (coordinates in metres, tolerance 1 mm).
enum NetworkFixture {
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n))! }

    static let definitionJSON: JSONValue = try! JSONValue.parse(#"""
    {"tolerance": 0.001,
     "domainNetworks": [{"name": "Electric", "controllerType": "source", "tiers": [
        {"name": "Radial", "rank": 1, "topology": "radial", "subnetworkControllers": [{"layer": "Device", "assetGroup": 1, "assetType": 1}]},
        {"name": "Mesh", "rank": 2, "topology": "mesh", "subnetworkControllers": [{"layer": "Device", "assetGroup": 1, "assetType": 1}]}]}],
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
        {"layer": "Line", "assetGroup": 1, "assetType": 2, "name": "Bus", "connectivityPolicy": "anyVertex"},
        {"layer": "Line", "assetGroup": 2, "assetType": 1, "name": "Service", "connectivityPolicy": "endVertex"}],
     "rules": [
        {"kind": "junctionEdge", "from": {"layer": "Device", "assetGroup": 1, "assetType": 1, "terminal": "Load"}, "to": {"layer": "Line", "assetGroup": 1, "assetType": 1}},
        {"kind": "edgeJunctionEdge", "from": {"layer": "Line", "assetGroup": 1}, "via": {"layer": "Device", "assetGroup": 2, "assetType": 1}, "to": {"layer": "Line", "assetGroup": 1}},
        {"kind": "edgeEdge", "from": {"layer": "Line", "assetGroup": 1}, "to": {"layer": "Line", "assetGroup": 1}},
        {"kind": "junctionEdge", "from": {"layer": "Device", "assetGroup": 3, "assetType": 1, "terminal": "High"}, "to": {"layer": "Line", "assetGroup": 1}},
        {"kind": "junctionEdge", "from": {"layer": "Device", "assetGroup": 3, "assetType": 1, "terminal": "Low"}, "to": {"layer": "Line", "assetGroup": 2}}],
     "attributes": [{"name": "DeviceStatus", "field": "DEVICESTATUS"}, {"name": "Length", "field": "LENGTH"}]}
    """#)

    static var definition: NetworkDefinition { try! NetworkDefinition.parse(definitionJSON).get() }

    static func device(_ n: Int, _ group: Int, _ x: Double, _ y: Double, status: Int = 1) -> NetworkFeature {
        NetworkFeature(id: id(n), layer: "Device", assetGroup: group, assetType: 1, geometry: .point(Position(x, y)),
                       attributes: ["ASSETGROUP": .integer(Int64(group)), "ASSETTYPE": 1, "DEVICESTATUS": .integer(Int64(status))])
    }

    static func line(_ n: Int, _ group: Int, _ points: [(Double, Double)], type: Int = 1, length: Double) -> NetworkFeature {
        NetworkFeature(id: id(n), layer: "Line", assetGroup: group, assetType: type, geometry: .lineString(points.map { Position($0.0, $0.1) }),
                       attributes: ["ASSETGROUP": .integer(Int64(group)), "ASSETTYPE": .integer(Int64(type)), "LENGTH": .double(length)])
    }

    // Fixture A: a feeder.
    //
    //  B(0,0) ─L1─ S1(100,0) ─L2─ (200,0) ─L5─ T(300,0) ─SV2─ (330,0) M (no rule: refused)
    //                               │            └─SV1─ (300,-30)
    //                               L3
    //                               │
    //                          S2(200,100) open ─L4─ (300,100)          U: a lone service line
    static let B = 1, S1 = 2, S2 = 3, T = 4, M = 5
    static let L1 = 11, L2 = 12, L3 = 13, L4 = 14, L5 = 15, SV1 = 16, SV2 = 17, U = 18

    static var feederFeatures: [NetworkFeature] {
        [device(B, 1, 0, 0), device(S1, 2, 100, 0), device(S2, 2, 200, 100, status: 0), device(T, 3, 300, 0), device(M, 4, 330, 0),
         line(L1, 1, [(0, 0), (100, 0)], length: 100), line(L2, 1, [(100, 0), (200, 0)], length: 100),
         line(L3, 1, [(200, 0), (200, 100)], length: 100), line(L4, 1, [(200, 100), (300, 100)], length: 100),
         line(L5, 1, [(200, 0), (300, 0)], length: 100), line(SV1, 2, [(300, 0), (300, -30)], length: 30),
         line(SV2, 2, [(300, 0), (330, 0)], length: 30), line(U, 2, [(500, 500), (510, 500)], length: 10)]
    }

    static var feeder: NetworkGraph { NetworkGraph(definition: definition, features: feederFeatures) }

    // Fixture B: two breakers tied by four primaries: B1(0,0) ─A1─ ─A2─ (200,0) ─A3─ ─A4─ B2(400,0)
    static let B1 = 21, B2 = 22, A1 = 31, A2 = 32, A3 = 33, A4 = 34

    static var tied: NetworkGraph {
        NetworkGraph(definition: definition, features: [
            device(B1, 1, 0, 0), device(B2, 1, 400, 0),
            line(A1, 1, [(0, 0), (100, 0)], length: 100), line(A2, 1, [(100, 0), (200, 0)], length: 100),
            line(A3, 1, [(200, 0), (300, 0)], length: 100), line(A4, 1, [(300, 0), (400, 0)], length: 100),
        ])
    }

    // Fixture C: a line starting on the middle vertex of another: Bus (anyVertex) or Primary (endVertex).
    static let Bar = 41, P = 42

    static func tee(barType: Int) -> NetworkGraph {
        NetworkGraph(definition: definition, features: [
            line(Bar, 1, [(0, 0), (50, 0), (100, 0)], type: barType, length: 100), line(P, 1, [(50, 0), (50, 50)], length: 50),
        ])
    }
}
