import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Journal

/// A GeoJournal network in Esri's utility-network vocabulary: network sources numbered as Esri
/// numbers them (1 and 2 are the association and system junction sources Esri reserves; a
/// workspace's source layers follow from 3, in the network definition's order), each naming its
/// FeatureServer layer id; asset groups and types with their terminal configurations (1 is Esri's
/// single-terminal configuration, which every asset type without terminals has; GeoJournal's
/// configurations follow from 2); terminals numbered from 1 within their configuration (a device
/// without terminals has the single terminal, 1); tiers, network attributes and connectivity rules in Esri's rule shape (a rule
/// endpoint that leaves the asset group or type open is spelled out for every asset type it matches).
///
/// ```swift
/// let un = EsriUtilityNetwork(network: stored, layers: serviceLayers)
/// un.description                                      // {"name": ..., "domainNetworks": [...], "rules": [...]}
/// un.sourceId(layer: "Line")                          // 4
/// un.terminalId("Low", key: transformerKey)           // 2
/// ```
struct EsriUtilityNetwork {
    let network: StoredNetwork
    /// Layer name → the layer in the FeatureServer (its id, its schema).
    let layers: [String: GeoServicesLayer]
    /// Layer name → network source id.
    let sourceIds: [String: Int]
    /// Distinct terminal configurations, numbered from 2 (1 is the single terminal).
    let terminalConfigurations: [TerminalConfiguration]

    static let firstSourceId = 3

    var definition: NetworkDefinition { network.definition }

    init(network: StoredNetwork, layers: [GeoServicesLayer]) {
        self.network = network
        self.layers = Dictionary(layers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        self.sourceIds = Dictionary(network.definition.sources.enumerated().map { ($0.element.layer, Self.firstSourceId + $0.offset) },
                                    uniquingKeysWith: { a, _ in a })
        var configurations: [TerminalConfiguration] = []
        for a in network.definition.assetTypes {
            if let t = a.terminals, !configurations.contains(t) { configurations.append(t) }
        }
        self.terminalConfigurations = configurations
    }

    func sourceId(layer: String) -> Int? { sourceIds[layer] }

    /// Esri's terminal id of a terminal name of an asset type (1 when the type has no terminals).
    func terminalId(_ name: String?, key: AssetKey) -> Int {
        guard let name, let names = definition.assetType(key)?.terminals?.names, let k = names.firstIndex(of: name) else { return 1 }
        return k + 1
    }

    /// The terminal name of an Esri terminal id for an asset type: nil for a type without
    /// terminals (any id), or when the id names none of its terminals (`.failure`).
    func terminalName(_ id: Int, key: AssetKey) -> Result<String?, Problem> {
        guard let names = definition.assetType(key)?.terminals?.names, !names.isEmpty else { return .success(nil) }
        guard (1...names.count).contains(id) else {
            return .failure(Problem.badRequest("terminalId \(id) is not a terminal of asset type \(key): its terminals are 1 to \(names.count) (\(names.joined(separator: ", ")))",
                                               path: "traceLocations", code: "parameter.terminal"))
        }
        return .success(names[id - 1])
    }

    // MARK: - The description

    var description: JSONValue {
        var attributes: [JSONValue] = []
        for (k, a) in definition.attributes.enumerated() {
            var type = "esriNADTInteger"
            var assignments: [JSONValue] = []
            for source in definition.sources {
                guard let field = layers[source.layer]?.definition.fields.first(where: { $0.name == a.field }), let id = sourceIds[source.layer] else { continue }
                type = Self.attributeType(field.type)
                assignments.append(.object(["networkSourceId": .integer(Int64(id)), "networkAttributeId": .integer(Int64(k + 1)),
                                            "networkSourceFieldName": .string(field.name)]))
            }
            attributes.append(.object(["id": .integer(Int64(k + 1)), "name": .string(a.name), "dataType": .string(type),
                                       "assignments": .array(assignments)]))
        }
        let categories = Set(definition.assetTypes.flatMap(\.categories)).sorted()
        return .object([
            "name": .string(network.name),
            "version": .integer(Int64(network.version)),
            "definitionPosition": .integer(network.position),
            "xyTolerance": .double(definition.tolerance),
            "domainNetworks": .array(definition.domainNetworks.enumerated().map { domainNetworkJSON($0.element, id: $0.offset + 1) }),
            "terminalConfigurations": .array([Self.singleTerminalJSON] + terminalConfigurations.enumerated().map { Self.terminalConfigurationJSON($0.element, id: $0.offset + 2) }),
            "networkAttributes": .array(attributes),
            "categories": .array(categories.map { .object(["name": .string($0)]) }),
            "rules": .array(rulesJSON),
        ])
    }

    static func attributeType(_ type: FieldType) -> String {
        switch type {
        case .integer, .smallint: return "esriNADTInteger"
        case .double: return "esriNADTDouble"
        case .boolean: return "esriNADTBoolean"
        case .date: return "esriNADTDate"
        case .string, .uuid: return "esriNADTString"
        }
    }

    private func domainNetworkJSON(_ d: DomainNetwork, id: Int) -> JSONValue {
        func sources(_ role: SourceRole) -> JSONValue {
            .array(definition.sources.filter { $0.domainNetwork == d.name && $0.role == role }.compactMap { s in
                guard let sourceId = sourceIds[s.layer] else { return nil }
                return .object([
                    "sourceId": .integer(Int64(sourceId)), "layerId": layers[s.layer].map { .integer(Int64($0.id)) } ?? .null,
                    "sourceName": .string(s.layer),
                    "shapeType": .string(role == .junction ? "esriGeometryPoint" : "esriGeometryPolyline"),
                    "utilityNetworkFeatureClassUsageType": .string(role == .junction ? "esriUNFCUTDevice" : "esriUNFCUTLine"),
                    "assetGroupFieldName": .string(s.assetGroupField), "assetTypeFieldName": .string(s.assetTypeField),
                    "assetGroups": .array(assetGroupsJSON(s)),
                ])
            })
        }
        return .object([
            "domainNetworkId": .integer(Int64(id)), "domainNetworkName": .string(d.name), "domainNetworkAliasName": .string(d.name),
            "isStructureNetwork": false, "tierDefinition": "esriTDHierarchical",
            "subnetworkControllerType": .string(d.controllerType == .source ? "esriSCTSource" : "esriSCTSink"),
            "tiers": .array(d.tiers.map { t in
                .object([
                    "name": .string(t.name), "rank": .integer(Int64(t.rank)),
                    "tierTopology": .string(t.topology == .radial ? "esriTTRadial" : "esriTTMesh"),
                    "validSubnetworkControllers": .array(t.subnetworkControllers.flatMap { endpointJSON($0) }),
                ])
            }),
            "junctionSources": sources(.junction), "edgeSources": sources(.edge),
        ])
    }

    private func assetGroupsJSON(_ source: NetworkSource) -> [JSONValue] {
        let types = definition.assetTypes.filter { $0.layer == source.layer }
        let layer = layers[source.layer]?.definition
        var groups: [Int] = []
        for t in types where !groups.contains(t.assetGroup) { groups.append(t.assetGroup) }
        return groups.map { g in
            // The subtype's name when the asset group field is the layer's subtype field.
            let name = layer?.subtypeField == source.assetGroupField ? layer?.subtypes.first { $0.code == Int64(g) }?.name : nil
            return .object([
                "assetGroupCode": .integer(Int64(g)), "assetGroupName": .string(name ?? "Asset group \(g)"),
                "assetTypes": .array(types.filter { $0.assetGroup == g }.map { t in
                    .object([
                        "assetTypeCode": .integer(Int64(t.assetType)), "assetTypeName": .string(t.name),
                        "terminalConfigurationId": t.terminals.flatMap { terminalConfigurations.firstIndex(of: $0) }.map { .integer(Int64($0 + 2)) } ?? .integer(1),
                        "connectivityPolicy": .string(t.connectivityPolicy == .endVertex ? "esriNECPEndVertex" : "esriNECPAnyVertex"),
                        "categories": .array(t.categories.map(JSONValue.string)),
                    ])
                }),
            ])
        }
    }

    /// Esri's configuration of devices without terminals.
    static let singleTerminalJSON: JSONValue = .object([
        "terminalConfigurationId": 1, "terminalConfigurationName": "Single Terminal", "traversabilityModel": "esriUNTMBidirectional",
        "terminals": [["terminalId": 1, "terminalName": "Single Terminal", "isUpstreamTerminal": false]], "validConfigurationPaths": [],
    ])

    static func terminalConfigurationJSON(_ t: TerminalConfiguration, id: Int) -> JSONValue {
        func terminalId(_ name: String) -> JSONValue { t.names.firstIndex(of: name).map { .integer(Int64($0 + 1)) } ?? .null }
        return .object([
            "terminalConfigurationId": .integer(Int64(id)), "terminalConfigurationName": .string(t.names.joined(separator: "-")),
            "traversabilityModel": .string(t.upstream.isEmpty ? "esriUNTMBidirectional" : "esriUNTMDirectional"),
            "terminals": .array(t.names.enumerated().map { k, name in
                .object(["terminalId": .integer(Int64(k + 1)), "terminalName": .string(name), "isUpstreamTerminal": .bool(t.upstream.contains(name))])
            }),
            "validConfigurationPaths": .array(t.paths.enumerated().map { k, path in
                .object(["id": .integer(Int64(k + 1)), "name": .string(path.joined(separator: "-")), "terminalIds": .array(path.map(terminalId))])
            }),
        ])
    }

    /// The asset types (with their terminal) an endpoint stands for, as Esri names them.
    private func endpoints(_ e: RuleEndpoint) -> [(source: Int, group: Int, type: Int, terminal: Int?)] {
        guard let source = sourceIds[e.layer] else { return [] }
        return definition.assetTypes.filter { e.matches($0.key) }.map { t in
            (source, t.assetGroup, t.assetType, e.terminal.map { terminalId($0, key: t.key) })
        }
    }

    private func endpointJSON(_ e: RuleEndpoint) -> [JSONValue] {
        endpoints(e).map { x in
            .object(["networkSourceId": .integer(Int64(x.source)), "assetGroupCode": .integer(Int64(x.group)), "assetTypeCode": .integer(Int64(x.type)),
                     "terminalId": x.terminal.map { .integer(Int64($0)) } ?? .null])
        }
    }

    private var rulesJSON: [JSONValue] {
        var out: [JSONValue] = []
        for rule in definition.rules {
            let type: String
            switch rule.kind {
            case .junctionJunction: type = "esriUNRTJunctionJunctionConnectivity"
            case .junctionEdge: type = "esriUNRTJunctionEdgeConnectivity"
            case .edgeJunctionEdge: type = "esriUNRTEdgeJunctionEdgeConnectivity"
            case .edgeEdge: type = "esriUNRTEdgeEdgeConnectivity"
            }
            let vias: [(source: Int, group: Int, type: Int, terminal: Int?)?] = rule.via.map { endpoints($0).map { Optional($0) } } ?? [nil]
            for from in endpoints(rule.from) {
                for to in endpoints(rule.to) {
                    for via in vias {
                        var o: [String: JSONValue] = [
                            "ruleId": .integer(Int64(out.count + 1)), "ruleType": .string(type),
                            "fromNetworkSourceId": .integer(Int64(from.source)), "fromAssetGroupCode": .integer(Int64(from.group)),
                            "fromAssetTypeCode": .integer(Int64(from.type)), "fromTerminalId": from.terminal.map { .integer(Int64($0)) } ?? .null,
                            "toNetworkSourceId": .integer(Int64(to.source)), "toAssetGroupCode": .integer(Int64(to.group)),
                            "toAssetTypeCode": .integer(Int64(to.type)), "toTerminalId": to.terminal.map { .integer(Int64($0)) } ?? .null,
                        ]
                        if let via {
                            o["viaNetworkSourceId"] = .integer(Int64(via.source))
                            o["viaAssetGroupCode"] = .integer(Int64(via.group))
                            o["viaAssetTypeCode"] = .integer(Int64(via.type))
                            o["viaTerminalId"] = via.terminal.map { .integer(Int64($0)) } ?? .null
                        }
                        out.append(.object(o))
                    }
                }
            }
        }
        return out
    }
}
