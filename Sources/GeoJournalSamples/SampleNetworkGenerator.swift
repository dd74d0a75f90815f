import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// A feature of a generated sample network, ready to be written through the journal.
public struct SampleFeature: Sendable, Hashable {
    public var layer: String
    public var id: UUID
    public var attributes: Attributes
    public var geometry: Geometry
}

/// Generates a radial medium-voltage electric distribution network around Naperville, Illinois
/// (Web Mercator, EPSG:3857): substations whose circuit breakers control the subnetworks, feeders
/// of primary lines with switches (about one in ten open), laterals to transformers with High/Low
/// terminals, and service lines. Deterministic by seed; `edges` sets the number of lines
/// (about 960 per substation, four feeders each).
///
/// ```swift
/// let sample = SampleNetworkGenerator(seed: 7, edges: 5_000).generate()
/// let definition = try NetworkDefinition.parse(sample.definition).get()
/// let graph = NetworkGraph(definition: definition, features: sample.networkFeatures())
/// ```
public struct SampleNetworkGenerator: Sendable {
    public var seed: UInt64
    public var edges: Int
    /// Feeders (circuit breakers) per substation.
    public var feedersPerSubstation: Int
    /// Steps along a feeder's trunk; each adds a primary and, on three steps in four, a lateral,
    /// a transformer and three service lines (every fourth step is a switch). 60 gives feeders of
    /// about 240 lines; one feeder with `edges / 4` steps gives a single tree of `edges` lines.
    public var stepsPerFeeder: Int

    public static let centerX = -9_813_500.0
    public static let centerY = 5_130_000.0
    public static let tierName = "Medium Voltage Radial"

    public init(seed: UInt64 = 1, edges: Int = 1_000, feedersPerSubstation: Int = 4, stepsPerFeeder: Int = 60) {
        self.seed = seed
        self.edges = max(1, edges)
        self.feedersPerSubstation = max(1, feedersPerSubstation)
        self.stepsPerFeeder = max(1, stepsPerFeeder)
    }

    // Asset groups of the sample layers.
    public static let circuitBreaker = 1, switchGroup = 2, transformer = 3
    public static let primary = 1, service = 2

    public func generate() -> SampleNetwork {
        var rng = SeededRandom(seed: seed)
        var features: [SampleFeature] = []
        features.reserveCapacity(edges + edges / 3)
        var lineCount = 0
        let steps = stepsPerFeeder
        let perSubstation = feedersPerSubstation * steps * 4
        let substations = max(1, (edges + perSubstation - 1) / perSubstation)
        let columns = Int(Double(substations).squareRoot().rounded(.up))
        let rows = (substations + columns - 1) / columns
        let spacing = 8_000.0

        func id() -> UUID {
            let a = rng.next(), b = rng.next()
            var bytes = [UInt8](repeating: 0, count: 16)
            for i in 0..<8 { bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(i))); bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(i))) }
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
            return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                               bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
        func device(_ group: Int, _ at: Position, status: Int = 1) {
            features.append(SampleFeature(layer: "Device", id: id(), attributes: ["ASSETGROUP": .integer(Int64(group)), "ASSETTYPE": 1, "DEVICESTATUS": .integer(Int64(status))],
                                          geometry: .point(at)))
        }
        func line(_ group: Int, _ points: [Position]) {
            var length = 0.0
            for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
            features.append(SampleFeature(layer: "Line", id: id(), attributes: ["ASSETGROUP": .integer(Int64(group)), "ASSETTYPE": 1, "LENGTH": .double((length * 100).rounded() / 100)],
                                          geometry: .lineString(points)))
            lineCount += 1
        }
        func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        func at(_ x: Double, _ y: Double) -> Position { Position(round(x), round(y)) }

        let feeders = substations * feedersPerSubstation
        let trunkSteps = edges >= perSubstation ? steps : max(1, edges / (4 * feedersPerSubstation))
        var remaining = edges
        feederLoop: for f in 0..<feeders {
            let s = f / feedersPerSubstation
            let cx = Self.centerX + (Double(s % columns) - Double(columns - 1) / 2) * spacing + rng.uniform(-500, 500)
            let cy = Self.centerY + (Double(s / columns) - Double(rows - 1) / 2) * spacing + rng.uniform(-500, 500)
            var angle = Double(f % feedersPerSubstation) * .pi / 2 + rng.uniform(-0.3, 0.3)
            var p = at(cx + 12 * cos(angle), cy + 12 * sin(angle))
            device(Self.circuitBreaker, p)
            for step in 1...trunkSteps {
                guard remaining > 0 else { break feederLoop }
                angle += rng.uniform(-0.15, 0.15)
                let length = rng.uniform(40, 60)
                let mid = at(p.x + length / 2 * cos(angle) + rng.uniform(-2, 2), p.y + length / 2 * sin(angle) + rng.uniform(-2, 2))
                let next = at(p.x + length * cos(angle), p.y + length * sin(angle))
                line(Self.primary, [p, mid, next])
                remaining -= 1
                p = next
                if step % 4 == 0 {
                    device(Self.switchGroup, p, status: rng.uniform(0, 1) < 0.1 ? 0 : 1)
                    continue
                }
                guard remaining > 0 else { break feederLoop }
                let side = step % 2 == 0 ? 1.0 : -1.0
                let la = angle + side * .pi / 2
                let l = at(p.x + 30 * cos(la), p.y + 30 * sin(la))
                line(Self.primary, [p, l])
                remaining -= 1
                device(Self.transformer, l)
                for k in 0..<3 where remaining > 0 {
                    let sa = la + Double(k - 1) * 0.6
                    line(Self.service, [l, at(l.x + 15 * cos(sa), l.y + 15 * sin(sa))])
                    remaining -= 1
                }
            }
        }
        return SampleNetwork(definition: Self.definitionJSON, layers: [("Device", Self.deviceLayerJSON), ("Line", Self.lineLayerJSON)],
                             features: features, edgeCount: lineCount)
    }

    /// The network definition of the sample.
    public static var definitionJSON: JSONValue {
        func endpoint(_ layer: String, _ group: Int, _ terminal: String? = nil) -> JSONValue {
            var o: [String: JSONValue] = ["layer": .string(layer), "assetGroup": .integer(Int64(group)), "assetType": 1]
            if let terminal { o["terminal"] = .string(terminal) }
            return .object(o)
        }
        return .object([
            "tolerance": 0.001,
            "domainNetworks": [["name": "ElectricDistribution", "controllerType": "source",
                                "tiers": [["name": .string(tierName), "rank": 1, "topology": "radial",
                                           "subnetworkControllers": [endpoint("Device", circuitBreaker)]]]]],
            "sources": [["layer": "Device", "role": "junction", "domainNetwork": "ElectricDistribution", "assetGroupField": "ASSETGROUP", "assetTypeField": "ASSETTYPE"],
                        ["layer": "Line", "role": "edge", "domainNetwork": "ElectricDistribution", "assetGroupField": "ASSETGROUP", "assetTypeField": "ASSETTYPE"]],
            "assetTypes": [
                ["layer": "Device", "assetGroup": 1, "assetType": 1, "name": "Circuit Breaker",
                 "terminals": ["names": ["Source", "Load"], "upstream": ["Source"], "paths": [["Source", "Load"]]], "categories": ["Protective", "Isolating"]],
                ["layer": "Device", "assetGroup": 2, "assetType": 1, "name": "Load Break Switch", "categories": ["Isolating"]],
                ["layer": "Device", "assetGroup": 3, "assetType": 1, "name": "Overhead Transformer",
                 "terminals": ["names": ["High", "Low"], "upstream": ["High"], "paths": [["High", "Low"]]], "categories": []],
                ["layer": "Line", "assetGroup": 1, "assetType": 1, "name": "Overhead Primary", "connectivityPolicy": "endVertex"],
                ["layer": "Line", "assetGroup": 2, "assetType": 1, "name": "Overhead Service", "connectivityPolicy": "endVertex"],
            ],
            "rules": [
                ["kind": "junctionEdge", "from": endpoint("Device", circuitBreaker, "Load"), "to": endpoint("Line", primary)],
                ["kind": "edgeJunctionEdge", "from": endpoint("Line", primary), "via": endpoint("Device", switchGroup), "to": endpoint("Line", primary)],
                ["kind": "edgeEdge", "from": endpoint("Line", primary), "to": endpoint("Line", primary)],
                ["kind": "junctionEdge", "from": endpoint("Device", transformer, "High"), "to": endpoint("Line", primary)],
                ["kind": "junctionEdge", "from": endpoint("Device", transformer, "Low"), "to": endpoint("Line", service)],
            ],
            "attributes": [["name": "DeviceStatus", "field": "DEVICESTATUS"], ["name": "Length", "field": "LENGTH"]],
        ])
    }

    /// The `Device` layer: points with asset group subtypes, asset type and device status.
    public static var deviceLayerJSON: JSONValue {
        .object([
            "geometryType": "Point", "srid": 3857,
            "fields": [["name": "ASSETGROUP", "type": "integer", "nullable": false],
                       ["name": "ASSETTYPE", "type": "integer", "nullable": false, "default": 1],
                       ["name": "DEVICESTATUS", "type": "integer", "nullable": true, "default": 1, "domain": "DeviceStatus"]],
            "domains": [
                "DeviceStatus": ["type": "codedValue", "codedValues": [["code": 0, "name": "Open"], ["code": 1, "name": "Closed"]]],
                "CircuitBreakerType": ["type": "codedValue", "codedValues": [["code": 1, "name": "Circuit Breaker"]]],
                "SwitchType": ["type": "codedValue", "codedValues": [["code": 1, "name": "Load Break Switch"]]],
                "TransformerType": ["type": "codedValue", "codedValues": [["code": 1, "name": "Overhead Transformer"]]],
            ],
            "subtypeField": "ASSETGROUP",
            "subtypes": [["code": 1, "name": "Circuit Breaker", "defaults": ["ASSETTYPE": 1, "DEVICESTATUS": 1], "domains": ["ASSETTYPE": "CircuitBreakerType"]],
                         ["code": 2, "name": "Switch", "defaults": ["ASSETTYPE": 1, "DEVICESTATUS": 1], "domains": ["ASSETTYPE": "SwitchType"]],
                         ["code": 3, "name": "Transformer", "defaults": ["ASSETTYPE": 1, "DEVICESTATUS": 1], "domains": ["ASSETTYPE": "TransformerType"]]],
        ])
    }

    /// The `Line` layer: lines with asset group subtypes, asset type and length.
    public static var lineLayerJSON: JSONValue {
        .object([
            "geometryType": "LineString", "srid": 3857,
            "fields": [["name": "ASSETGROUP", "type": "integer", "nullable": false],
                       ["name": "ASSETTYPE", "type": "integer", "nullable": false, "default": 1],
                       ["name": "LENGTH", "type": "double", "nullable": true]],
            "domains": [
                "PrimaryType": ["type": "codedValue", "codedValues": [["code": 1, "name": "Overhead Primary"]]],
                "ServiceType": ["type": "codedValue", "codedValues": [["code": 1, "name": "Overhead Service"]]],
            ],
            "subtypeField": "ASSETGROUP",
            "subtypes": [["code": 1, "name": "Primary", "defaults": ["ASSETTYPE": 1], "domains": ["ASSETTYPE": "PrimaryType"]],
                         ["code": 2, "name": "Service", "defaults": ["ASSETTYPE": 1], "domains": ["ASSETTYPE": "ServiceType"]]],
        ])
    }
}
