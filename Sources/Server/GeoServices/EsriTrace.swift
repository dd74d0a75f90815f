import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// A GeoServices `UtilityNetworkServer/trace` request read into a GeoJournal ``TraceRequest``.
///
/// - `traceType`: connected, subnetwork, upstream, downstream, isolation, shortestPath (any letter
///   case); Esri's other types are refused with a clear error.
/// - `traceLocations`: `{traceLocationType: startingPoint|barrier, globalId, terminalId, percentAlong}`;
///   `isFilterBarrier: true` is refused (GeoJournal has no filter barriers).
/// - `traceConfiguration`: `domainNetworkName` (checked), `tierName`, `includeBarriers`,
///   `validateConsistency`, `ignoreBarriersAtStartingPoints`, `includeIsolated` (or
///   `includeIsolatedFeatures`), `shortestPathNetworkAttributeName`, `traversabilityScope`
///   (junctionsAndEdges: GeoJournal's barriers stop at junctions and edges alike) and
///   `conditionBarriers` `{name, type: networkAttribute|category, operator, value, combineUsingOr,
///   isSpecificValue}`, combined left to right: each condition joins what precedes it with OR when
///   its `combineUsingOr` is true, with AND otherwise. Members a client sends at their default
///   (null, false, an empty list) are accepted whatever they are; any other member that would
///   change the answer and that GeoJournal does not offer is refused by name, never ignored.
/// - `resultTypes`: `elements` (the default) and `aggregatedGeometry`.
///
/// ```swift
/// let trace = try EsriTrace.read(type: "downstream", locations: locations, configuration: config,
///                                resultTypes: nil, network: un, graph: snapshot.graph)
/// snapshot.graph.trace(trace.request)
/// ```
struct EsriTrace {
    var request: TraceRequest
    var elements: Bool
    var aggregatedGeometry: Bool

    static let operators: [String: TraceCondition.Op] = [
        "equal": .eq, "notequal": .ne, "greaterthan": .gt, "greaterthanequal": .ge, "lessthan": .lt, "lessthanequal": .le,
    ]

    /// Configuration members read below.
    static let configurationMembers: Set<String> = [
        "domainNetworkName", "tierName", "includeBarriers", "validateConsistency", "ignoreBarriersAtStartingPoints", "includeIsolated",
        "includeIsolatedFeatures", "shortestPathNetworkAttributeName", "traversabilityScope", "conditionBarriers",
    ]

    static func bad(_ message: String, _ path: String, _ code: String = "parameter.trace") -> Problem {
        Problem.badRequest(message, path: path, code: code)
    }

    static func read(type: String?, locations: JSONValue?, configuration: JSONValue?, resultTypes: JSONValue?,
                     network: EsriUtilityNetwork, graph: NetworkGraph) throws -> EsriTrace {
        guard let type else { throw bad("traceType is required (connected, subnetwork, upstream, downstream, isolation or shortestPath)", "traceType") }
        guard let traceType = TraceType.allCases.first(where: { $0.rawValue.lowercased() == type.lowercased() }) else {
            throw bad("traceType \(type) is not supported: GeoJournal traces connected, subnetwork, upstream, downstream, isolation and shortestPath", "traceType")
        }
        var request = TraceRequest(type: traceType, startingLocations: [])

        // Locations.
        for (k, item) in (locations?.arrayValue ?? []).enumerated() {
            let path = "traceLocations[\(k)]"
            guard let o = item.objectValue else { throw bad("\(path) is an object {traceLocationType, globalId, terminalId, percentAlong}", path) }
            guard let id = o["globalId"]?.stringValue.flatMap(GeoServicesLayer.uuid) else { throw bad("\(path).globalId must be a GlobalID", path) }
            if o["isFilterBarrier"] == true { throw bad("\(path): filter barriers are not supported (GeoJournal's barriers stop the trace)", path) }
            guard let key = graph.assetKey(of: id) else {
                throw Problem.notFound("\(path).globalId \(GeoServicesLayer.braced(id.uuidString)) is not a feature of network \"\(network.network.name)\" at that moment")
            }
            var location = TraceLocation(featureId: id)
            if network.definition.source(layer: key.layer)?.role == .edge {
                if let along = o["percentAlong"], !along.isNull {
                    guard let f = along.doubleValue, (0...1).contains(f) else { throw bad("\(path).percentAlong must be a number from 0 to 1", path) }
                    location.fractionAlongEdge = f
                }
            } else if let t = o["terminalId"], !t.isNull {
                guard let n = t.intValue else { throw bad("\(path).terminalId must be a whole number", path) }
                location.terminal = try network.terminalName(Int(n), key: key).get()
            }
            switch o["traceLocationType"]?.stringValue?.lowercased() {
            case "startingpoint"?: request.startingLocations.append(location)
            case "barrier"?: request.barriers.append(location)
            default: throw bad("\(path).traceLocationType must be startingPoint or barrier", path)
            }
        }
        if request.startingLocations.isEmpty {
            throw bad("traceLocations needs at least one startingPoint (subnetwork traces by subnetworkName are not offered)", "traceLocations")
        }
        if traceType == .shortestPath && request.startingLocations.count != 2 {
            throw bad("a shortestPath trace needs exactly two starting points", "traceLocations")
        }

        // Configuration.
        let config = configuration?.objectValue ?? [:]
        if let configuration, !configuration.isNull, configuration.objectValue == nil { throw bad("traceConfiguration is a JSON object", "traceConfiguration") }
        for (key, value) in config where !configurationMembers.contains(key) && !isDefault(value) {
            throw bad("traceConfiguration.\(key) is not supported by GeoJournal's traces", "traceConfiguration.\(key)")
        }
        func string(_ key: String) throws -> String? {
            guard let v = config[key], !v.isNull else { return nil }
            guard let s = v.stringValue else { throw bad("traceConfiguration.\(key) must be a string", "traceConfiguration.\(key)") }
            return s.isEmpty ? nil : s
        }
        func bool(_ key: String) throws -> Bool? {
            guard let v = config[key], !v.isNull else { return nil }
            switch v {
            case .bool(let b): return b
            case .string(let s) where ["true", "false"].contains(s.lowercased()): return s.lowercased() == "true"
            default: throw bad("traceConfiguration.\(key) must be true or false", "traceConfiguration.\(key)")
            }
        }
        if let domain = try string("domainNetworkName"), !network.definition.domainNetworks.contains(where: { $0.name == domain }) {
            throw bad("traceConfiguration.domainNetworkName: network \"\(network.network.name)\" has no domain network \"\(domain)\"", "traceConfiguration.domainNetworkName")
        }
        request.tier = try string("tierName")
        if let tier = request.tier, network.definition.tier(named: tier) == nil {
            throw bad("traceConfiguration.tierName: network \"\(network.network.name)\" has no tier \"\(tier)\"", "traceConfiguration.tierName")
        }
        if traceType == .subnetwork && request.tier == nil { throw bad("a subnetwork trace needs traceConfiguration.tierName", "traceConfiguration.tierName") }
        request.includeBarriers = try bool("includeBarriers") ?? true
        request.validateConsistency = try bool("validateConsistency") ?? false
        request.ignoreBarriersAtStartingPoints = try bool("ignoreBarriersAtStartingPoints") ?? false
        request.includeIsolatedFeatures = try bool("includeIsolated") ?? bool("includeIsolatedFeatures") ?? false
        request.costAttribute = try string("shortestPathNetworkAttributeName")
        if let scope = try string("traversabilityScope"), scope.lowercased() != "junctionsandedges" {
            throw bad("traceConfiguration.traversabilityScope \(scope) is not supported: GeoJournal's barriers apply to junctions and edges alike (junctionsAndEdges)",
                      "traceConfiguration.traversabilityScope")
        }
        request.conditionBarriers = try conditions(config["conditionBarriers"], network: network)

        // Results.
        var elements = false, aggregated = false
        let types = resultTypes?.arrayValue ?? []
        if let resultTypes, !resultTypes.isNull, resultTypes.arrayValue == nil { throw bad("resultTypes is a JSON array", "resultTypes") }
        for (k, t) in types.enumerated() {
            switch (t["type"].stringValue ?? t.stringValue)?.lowercased() {
            case "elements"?: elements = true
            case "aggregatedgeometry"?: aggregated = true
            case let other?: throw bad("resultTypes[\(k)]: \(other) results are not offered (elements and aggregatedGeometry are)", "resultTypes")
            case nil: throw bad("resultTypes[\(k)] is {\"type\": \"elements\"|\"aggregatedGeometry\"}", "resultTypes")
            }
        }
        if types.isEmpty { elements = true }
        return EsriTrace(request: request, elements: elements, aggregatedGeometry: aggregated)
    }

    /// A member a client sends when it does not use the feature it stands for.
    static func isDefault(_ v: JSONValue) -> Bool {
        switch v {
        case .null, .bool(false): return true
        case .array(let a): return a.isEmpty
        case .object(let o): return o.isEmpty
        case .string(let s): return s.isEmpty || s.lowercased() == "junctionsandedges"
        default: return false
        }
    }

    static func conditions(_ value: JSONValue?, network: EsriUtilityNetwork) throws -> TraceCondition? {
        guard let value, !value.isNull else { return nil }
        guard let list = value.arrayValue else { throw bad("traceConfiguration.conditionBarriers is a JSON array", "traceConfiguration.conditionBarriers") }
        var combined: TraceCondition?
        for (k, item) in list.enumerated() {
            let path = "traceConfiguration.conditionBarriers[\(k)]"
            guard let o = item.objectValue, let name = o["name"]?.stringValue else { throw bad("\(path) is {name, type, operator, value, combineUsingOr, isSpecificValue}", path) }
            let op = (o["operator"]?.stringValue ?? "equal").lowercased()
            let condition: TraceCondition
            if o["type"]?.stringValue?.lowercased() == "category" {
                // A category condition holds where the category is present (equal, value true or 1).
                let present = o["value"].map { $0 == true || $0.intValue == 1 || $0.stringValue == "1" || $0.stringValue?.lowercased() == "true" || $0.isNull } ?? true
                guard op == "equal", present else { throw bad("\(path): a category barrier is \"equal\" to true (a category's absence is not a barrier GeoJournal offers)", path) }
                condition = .category(name)
            } else {
                if o["isSpecificValue"] == false { throw bad("\(path): comparing one network attribute with another is not supported (isSpecificValue must be true)", path) }
                guard let compare = operators[op] else {
                    throw bad("\(path).operator \(op) is not supported: use equal, notEqual, greaterThan, greaterThanEqual, lessThan or lessThanEqual", path)
                }
                guard network.definition.attributes.contains(where: { $0.name == name || $0.field == name }) else {
                    throw bad("\(path).name: network \"\(network.network.name)\" has no network attribute \"\(name)\"", path)
                }
                // Esri clients send values as strings ("<numeric string>").
                var v = o["value"] ?? .null
                if let s = v.stringValue { v = Int64(s).map(JSONValue.integer) ?? Double(s).map(JSONValue.double) ?? v }
                condition = .compare(attribute: name, op: compare, value: v)
            }
            if let before = combined {
                combined = o["combineUsingOr"] == true ? .or([before, condition]) : .and([before, condition])
            } else {
                combined = condition
            }
        }
        return combined
    }
}
