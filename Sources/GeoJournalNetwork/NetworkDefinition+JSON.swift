import GeoJournalCore

extension NetworkDefinition {
    /// Reads a network definition body (docs/networks.md: "Defining a network"), reporting every problem with
    /// its path in the body (`assetTypes[1].terminals.paths[0][1]`).
    public static func parse(_ json: JSONValue) -> Result<NetworkDefinition, DefinitionProblems> {
        var r = NetworkDefinitionReader()
        guard case .object(let root) = json else {
            return .failure(DefinitionProblems([Violation(path: "", code: "body.type", message: "a network definition must be a JSON object, got \(json.typeName)")]))
        }
        var tolerance = 0.001
        if let t = root["tolerance"] {
            if let d = t.doubleValue, d.isFinite, d >= 0 { tolerance = d } else { r.fail("tolerance", "member.invalid", "tolerance must be a number >= 0") }
        }

        var domains: [DomainNetwork] = []
        for (i, d) in r.array(json["domainNetworks"], "domainNetworks", required: true).enumerated() {
            let p = "domainNetworks[\(i)]"
            r.members(d, p, ["name", "controllerType", "tiers"])
            let name = r.string(d["name"], "\(p).name") ?? ""
            if domains.contains(where: { $0.name == name }) { r.fail("\(p).name", "network.duplicate", "domain network \"\(name)\" is defined twice") }
            let controller = r.enumValue(d["controllerType"], "\(p).controllerType", ControllerType.self, default: .source) ?? .source
            var tiers: [Tier] = []
            for (k, t) in r.array(d["tiers"], "\(p).tiers", required: false).enumerated() {
                let tp = "\(p).tiers[\(k)]"
                r.members(t, tp, ["name", "rank", "topology", "subnetworkControllers"])
                let tname = r.string(t["name"], "\(tp).name") ?? ""
                if tiers.contains(where: { $0.name == tname }) { r.fail("\(tp).name", "network.duplicate", "tier \"\(tname)\" is defined twice") }
                let rank = t["rank"].isNull ? k + 1 : (r.int(t["rank"], "\(tp).rank") ?? 0)
                let topology = r.enumValue(t["topology"], "\(tp).topology", TierTopology.self, default: .radial) ?? .radial
                let controllers = r.array(t["subnetworkControllers"], "\(tp).subnetworkControllers", required: false).enumerated().map {
                    r.endpoint($0.element, "\(tp).subnetworkControllers[\($0.offset)]")
                }
                tiers.append(Tier(name: tname, rank: rank, topology: topology, subnetworkControllers: controllers))
            }
            domains.append(DomainNetwork(name: name, controllerType: controller, tiers: tiers))
        }

        var sources: [NetworkSource] = []
        for (i, s) in r.array(json["sources"], "sources", required: true).enumerated() {
            let p = "sources[\(i)]"
            r.members(s, p, ["layer", "role", "domainNetwork", "assetGroupField", "assetTypeField"])
            let layer = r.string(s["layer"], "\(p).layer") ?? ""
            if sources.contains(where: { $0.layer == layer }) { r.fail("\(p).layer", "network.duplicate", "layer \"\(layer)\" is a source twice") }
            let role = r.enumValue(s["role"], "\(p).role", SourceRole.self, default: nil) ?? .junction
            var domain = domains.first?.name ?? ""
            if !s["domainNetwork"].isNull {
                domain = r.string(s["domainNetwork"], "\(p).domainNetwork") ?? ""
                if !domains.contains(where: { $0.name == domain }) {
                    r.fail("\(p).domainNetwork", "network.unknownDomainNetwork", "no domain network named \"\(domain)\"")
                }
            }
            let ag = s["assetGroupField"].isNull ? "ASSETGROUP" : (r.string(s["assetGroupField"], "\(p).assetGroupField") ?? "")
            let at = s["assetTypeField"].isNull ? "ASSETTYPE" : (r.string(s["assetTypeField"], "\(p).assetTypeField") ?? "")
            sources.append(NetworkSource(layer: layer, role: role, domainNetwork: domain, assetGroupField: ag, assetTypeField: at))
        }
        func role(of layer: String, _ path: String) -> SourceRole? {
            if let s = sources.first(where: { $0.layer == layer }) { return s.role }
            if !layer.isEmpty { r.fail(path, "network.unknownSource", "layer \"\(layer)\" is not a network source") }
            return nil
        }

        // The in-memory graph numbers sources and asset types in 16 bits.
        if sources.count > Int(Int16.max) { r.fail("sources", "network.tooMany", "a network has at most \(Int16.max) sources") }
        let assetTypeList = r.array(json["assetTypes"], "assetTypes", required: false)
        if assetTypeList.count > Int(Int16.max) { r.fail("assetTypes", "network.tooMany", "a network has at most \(Int16.max) asset types") }
        var assetTypes: [AssetTypeDefinition] = []
        for (i, a) in assetTypeList.enumerated() {
            let p = "assetTypes[\(i)]"
            r.members(a, p, ["layer", "assetGroup", "assetType", "name", "terminals", "connectivityPolicy", "categories"])
            let layer = r.string(a["layer"], "\(p).layer") ?? ""
            let layerRole = role(of: layer, "\(p).layer")
            let ag = r.int(a["assetGroup"], "\(p).assetGroup") ?? 0
            let at = r.int(a["assetType"], "\(p).assetType") ?? 0
            if assetTypes.contains(where: { $0.layer == layer && $0.assetGroup == ag && $0.assetType == at }) {
                r.fail(p, "network.duplicate", "asset type \(layer)/\(ag)/\(at) is defined twice")
            }
            let name = a["name"].isNull ? "\(layer) \(ag)/\(at)" : (r.string(a["name"], "\(p).name") ?? "")
            var terminals: TerminalConfiguration?
            if !a["terminals"].isNull {
                let tp = "\(p).terminals"
                r.members(a["terminals"], tp, ["names", "upstream", "paths"])
                if layerRole == .edge { r.fail(tp, "network.terminalsOnEdge", "only junction asset types have terminals") }
                let names = r.array(a["terminals"]["names"], "\(tp).names", required: true).enumerated().compactMap { r.string($0.element, "\(tp).names[\($0.offset)]") }
                if names.isEmpty { r.fail("\(tp).names", "network.terminals", "a terminal configuration needs at least one terminal") }
                if Set(names).count != names.count { r.fail("\(tp).names", "network.duplicate", "terminal names must be unique") }
                let upstream = r.array(a["terminals"]["upstream"], "\(tp).upstream", required: false).enumerated().compactMap { item -> String? in
                    let n = r.string(item.element, "\(tp).upstream[\(item.offset)]")
                    if let n, !names.contains(n) { r.fail("\(tp).upstream[\(item.offset)]", "network.unknownTerminal", "no terminal named \"\(n)\"") }
                    return n
                }
                var paths: [[String]] = []
                for (k, pair) in r.array(a["terminals"]["paths"], "\(tp).paths", required: false).enumerated() {
                    let items = r.array(pair, "\(tp).paths[\(k)]", required: true)
                    guard items.count == 2 else { r.fail("\(tp).paths[\(k)]", "network.terminalPath", "a terminal path is a pair of terminal names"); continue }
                    let ends = items.enumerated().compactMap { r.string($0.element, "\(tp).paths[\(k)][\($0.offset)]") }
                    for (j, n) in ends.enumerated() where !names.contains(n) {
                        r.fail("\(tp).paths[\(k)][\(j)]", "network.unknownTerminal", "no terminal named \"\(n)\"")
                    }
                    if ends.count == 2 { paths.append(ends) }
                }
                terminals = TerminalConfiguration(names: names, upstream: upstream, paths: paths)
            }
            let policy = r.enumValue(a["connectivityPolicy"], "\(p).connectivityPolicy", ConnectivityPolicy.self, default: .endVertex)
            let categories = r.array(a["categories"], "\(p).categories", required: false).enumerated().compactMap { r.string($0.element, "\(p).categories[\($0.offset)]") }
            assetTypes.append(AssetTypeDefinition(layer: layer, assetGroup: ag, assetType: at, name: name, terminals: terminals,
                                                  connectivityPolicy: policy ?? .endVertex, categories: categories))
        }

        func checkEndpoint(_ e: RuleEndpoint, _ path: String, expected: SourceRole) {
            guard let actual = role(of: e.layer, "\(path).layer") else { return }
            if actual != expected { r.fail("\(path).layer", "network.ruleRole", "\(e.layer) is a \(actual.rawValue) source; this end of the rule needs a \(expected.rawValue)") }
            if let t = e.terminal {
                if actual == .edge { r.fail("\(path).terminal", "network.terminalsOnEdge", "edges have no terminals") }
                let candidates = assetTypes.filter { e.matches($0.key) }
                if !candidates.contains(where: { $0.terminals?.names.contains(t) == true }) {
                    r.fail("\(path).terminal", "network.unknownTerminal", "no asset type matching this endpoint has a terminal \"\(t)\"")
                }
            }
        }
        var rules: [ConnectivityRule] = []
        for (i, rule) in r.array(json["rules"], "rules", required: false).enumerated() {
            let p = "rules[\(i)]"
            r.members(rule, p, ["kind", "from", "to", "via"])
            guard let kind = r.enumValue(rule["kind"], "\(p).kind", RuleKind.self, default: nil) else { continue }
            let from = r.endpoint(rule["from"], "\(p).from")
            let to = r.endpoint(rule["to"], "\(p).to")
            var via: RuleEndpoint?
            switch kind {
            case .junctionJunction:
                checkEndpoint(from, "\(p).from", expected: .junction); checkEndpoint(to, "\(p).to", expected: .junction)
            case .junctionEdge:
                checkEndpoint(from, "\(p).from", expected: .junction); checkEndpoint(to, "\(p).to", expected: .edge)
            case .edgeEdge:
                checkEndpoint(from, "\(p).from", expected: .edge); checkEndpoint(to, "\(p).to", expected: .edge)
            case .edgeJunctionEdge:
                checkEndpoint(from, "\(p).from", expected: .edge); checkEndpoint(to, "\(p).to", expected: .edge)
                let v = r.endpoint(rule["via"], "\(p).via")
                checkEndpoint(v, "\(p).via", expected: .junction)
                via = v
            }
            if kind != .edgeJunctionEdge && !rule["via"].isNull { r.fail("\(p).via", "network.ruleVia", "only edgeJunctionEdge rules have a \"via\"") }
            rules.append(ConnectivityRule(kind: kind, from: from, via: via, to: to))
        }

        var attributes: [NetworkAttribute] = []
        for (i, a) in r.array(json["attributes"], "attributes", required: false).enumerated() {
            r.members(a, "attributes[\(i)]", ["name", "field"])
            let name = r.string(a["name"], "attributes[\(i)].name") ?? ""
            let field = a["field"].isNull ? name : (r.string(a["field"], "attributes[\(i)].field") ?? "")
            if attributes.contains(where: { $0.name == name }) { r.fail("attributes[\(i)].name", "network.duplicate", "network attribute \"\(name)\" is defined twice") }
            attributes.append(NetworkAttribute(name: name, field: field))
        }
        for d in domains {
            for (k, t) in d.tiers.enumerated() {
                for (c, e) in t.subnetworkControllers.enumerated() {
                    let path = "domainNetworks[\(domains.firstIndex(of: d)!)].tiers[\(k)].subnetworkControllers[\(c)]"
                    checkEndpoint(e, path, expected: .junction)
                }
            }
        }
        r.members(json, "", ["tolerance", "domainNetworks", "sources", "assetTypes", "rules", "attributes"])
        if !r.problems.isEmpty { return .failure(DefinitionProblems(r.problems)) }
        return .success(NetworkDefinition(tolerance: tolerance, domainNetworks: domains, sources: sources, assetTypes: assetTypes, rules: rules, attributes: attributes))
    }

    /// The canonical JSON of the definition (every default written out); `parse(json)` gives it back.
    public var json: JSONValue {
        func endpoint(_ e: RuleEndpoint) -> JSONValue {
            var o: [String: JSONValue] = ["layer": .string(e.layer)]
            if let g = e.assetGroup { o["assetGroup"] = .integer(Int64(g)) }
            if let t = e.assetType { o["assetType"] = .integer(Int64(t)) }
            if let t = e.terminal { o["terminal"] = .string(t) }
            return .object(o)
        }
        let domains: [JSONValue] = domainNetworks.map { d in
            .object(["name": .string(d.name), "controllerType": .string(d.controllerType.rawValue),
                     "tiers": .array(d.tiers.map { t in
                         .object(["name": .string(t.name), "rank": .integer(Int64(t.rank)), "topology": .string(t.topology.rawValue),
                                  "subnetworkControllers": .array(t.subnetworkControllers.map(endpoint))])
                     })])
        }
        let sources: [JSONValue] = sources.map { s in
            .object(["layer": .string(s.layer), "role": .string(s.role.rawValue), "domainNetwork": .string(s.domainNetwork),
                     "assetGroupField": .string(s.assetGroupField), "assetTypeField": .string(s.assetTypeField)])
        }
        let types: [JSONValue] = assetTypes.map { a in
            var o: [String: JSONValue] = ["layer": .string(a.layer), "assetGroup": .integer(Int64(a.assetGroup)), "assetType": .integer(Int64(a.assetType)),
                                          "name": .string(a.name), "connectivityPolicy": .string(a.connectivityPolicy.rawValue),
                                          "categories": .array(a.categories.map { .string($0) })]
            if let t = a.terminals {
                o["terminals"] = .object(["names": .array(t.names.map { .string($0) }), "upstream": .array(t.upstream.map { .string($0) }),
                                          "paths": .array(t.paths.map { .array($0.map { .string($0) }) })])
            }
            return .object(o)
        }
        let rules: [JSONValue] = rules.map { r in
            var o: [String: JSONValue] = ["kind": .string(r.kind.rawValue), "from": endpoint(r.from), "to": endpoint(r.to)]
            if let v = r.via { o["via"] = endpoint(v) }
            return .object(o)
        }
        return .object(["tolerance": .double(tolerance), "domainNetworks": .array(domains), "sources": .array(sources),
                        "assetTypes": .array(types), "rules": .array(rules),
                        "attributes": .array(attributes.map { .object(["name": .string($0.name), "field": .string($0.field)]) })])
    }
}

/// Reads members of a definition body, collecting violations instead of stopping at the first,
/// with the codes of ``JSONReader`` for what is missing, mistyped, unknown or not allowed.
struct NetworkDefinitionReader {
    var problems: [Violation] = []

    mutating func fail(_ path: String, _ code: String, _ message: String) {
        problems.append(Violation(path: path, code: code, message: message))
    }

    mutating func string(_ v: JSONValue, _ path: String) -> String? {
        guard let s = v.stringValue, !s.isEmpty else {
            fail(path, v.isNull ? "member.required" : v.stringValue == nil ? "member.type" : "member.invalid", v.isNull ? "is required" : "expected a non-empty string, got \(v.typeName)")
            return nil
        }
        return s
    }

    mutating func int(_ v: JSONValue, _ path: String) -> Int? {
        guard let i = v.intValue, let n = Int(exactly: i) else {
            fail(path, v.isNull ? "member.required" : "member.type", v.isNull ? "is required" : "expected an integer, got \(v.typeName)")
            return nil
        }
        return n
    }

    mutating func array(_ v: JSONValue, _ path: String, required: Bool) -> [JSONValue] {
        if v.isNull {
            if required { fail(path, "member.required", "is required") }
            return []
        }
        guard let a = v.arrayValue else { fail(path, "member.type", "expected an array, got \(v.typeName)"); return [] }
        return a
    }

    mutating func enumValue<E: RawRepresentable & CaseIterable>(_ v: JSONValue, _ path: String, _ type: E.Type, default d: E?) -> E? where E.RawValue == String {
        if v.isNull, let d { return d }
        guard let s = v.stringValue, let e = E(rawValue: s) else {
            fail(path, v.isNull ? "member.required" : v.stringValue == nil ? "member.type" : "member.invalid", "expected one of \(E.allCases.map(\.rawValue).joined(separator: ", "))")
            return d
        }
        return e
    }

    mutating func endpoint(_ v: JSONValue, _ path: String) -> RuleEndpoint {
        guard v.objectValue != nil else { fail(path, v.isNull ? "member.required" : "member.type", "expected an object with a layer, got \(v.typeName)"); return RuleEndpoint(layer: "") }
        members(v, path, ["layer", "assetGroup", "assetType", "terminal"])
        let layer = string(v["layer"], "\(path).layer") ?? ""
        let ag = v["assetGroup"].isNull ? nil : int(v["assetGroup"], "\(path).assetGroup")
        let at = v["assetType"].isNull ? nil : int(v["assetType"], "\(path).assetType")
        let t = v["terminal"].isNull ? nil : string(v["terminal"], "\(path).terminal")
        return RuleEndpoint(layer: layer, assetGroup: ag, assetType: at, terminal: t)
    }

    /// Reports the members of an object item that its kind does not define (and an item that is
    /// not an object at all).
    mutating func members(_ v: JSONValue, _ path: String, _ allowed: Set<String>) {
        guard case .object(let o) = v else {
            if !v.isNull { fail(path, "member.type", "expected an object, got \(v.typeName)") }
            return
        }
        for key in o.keys.sorted() where !allowed.contains(key) {
            fail(JSONReader.path(path, key), "member.unknown", "unknown member \"\(key)\" (expected: \(allowed.sorted().joined(separator: ", ")))")
        }
    }
}
