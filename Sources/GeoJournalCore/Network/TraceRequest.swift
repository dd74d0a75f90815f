import Foundation

/// The kinds of trace (API.md `POST .../networks/{name}/trace`).
public enum TraceType: String, Sendable, Hashable, CaseIterable {
    case connected, subnetwork, upstream, downstream, shortestPath, isolation
}

/// A starting location or barrier: a junction (optionally one terminal) or an edge
/// (optionally a point on it, as a fraction of its length from its first vertex).
public struct TraceLocation: Sendable, Hashable {
    public var featureId: UUID
    public var terminal: String?
    public var fractionAlongEdge: Double?

    public init(featureId: UUID, terminal: String? = nil, fractionAlongEdge: Double? = nil) {
        self.featureId = featureId
        self.terminal = terminal
        self.fractionAlongEdge = fractionAlongEdge
    }
}

/// A condition barrier: traversal stops at features whose network attribute or category matches.
///
/// JSON: a comparison `{"field": "DeviceStatus", "op": "eq", "value": 0}` (`field` names a network
/// attribute, or the field it is read from; `op` is eq, ne, lt, le, gt, ge or in with an array value),
/// a category `{"category": "Isolating"}`, `{"and": [...]}`, `{"or": [...]}`; a list means or (and is
/// the canonical form of or, so problem paths inside an or read `conditionBarriers[1].field`).
public indirect enum TraceCondition: Sendable, Hashable {
    public enum Op: String, Sendable, Hashable, CaseIterable { case eq, ne, lt, le, gt, ge, `in` }
    case compare(attribute: String, op: Op, value: JSONValue)
    case category(String)
    case and([TraceCondition])
    case or([TraceCondition])

    static func parse(_ json: JSONValue, _ path: String, _ problems: inout [Violation]) -> TraceCondition? {
        if let items = json.arrayValue {
            return .or(items.enumerated().compactMap { parse($0.element, "\(path)[\($0.offset)]", &problems) })
        }
        guard json.objectValue != nil else {
            problems.append(Violation(path: path, code: "trace.condition", message: "a condition is an object or a list of conditions, got \(json.typeName)"))
            return nil
        }
        if let items = json["and"].arrayValue {
            return .and(items.enumerated().compactMap { parse($0.element, "\(path).and[\($0.offset)]", &problems) })
        }
        if let items = json["or"].arrayValue {
            return .or(items.enumerated().compactMap { parse($0.element, "\(path).or[\($0.offset)]", &problems) })
        }
        if let c = json["category"].stringValue { return .category(c) }
        guard let field = (json["field"].stringValue ?? json["attribute"].stringValue) else {
            problems.append(Violation(path: path, code: "trace.condition", message: "a condition needs \"field\", \"category\", \"and\" or \"or\""))
            return nil
        }
        guard let op = json["op"].stringValue.flatMap(Op.init(rawValue:)) else {
            problems.append(Violation(path: "\(path).op", code: "trace.condition", message: "op must be one of \(Op.allCases.map(\.rawValue).joined(separator: ", "))"))
            return nil
        }
        let value = json["value"]
        if op == .in && value.arrayValue == nil {
            problems.append(Violation(path: "\(path).value", code: "trace.condition", message: "\"in\" needs an array value"))
            return nil
        }
        if op != .in && value.arrayValue != nil || value.objectValue != nil {
            problems.append(Violation(path: "\(path).value", code: "trace.condition", message: "compare with a number, string, boolean or null"))
            return nil
        }
        return .compare(attribute: field, op: op, value: value)
    }

    var json: JSONValue {
        switch self {
        case .compare(let a, let op, let v): return .object(["field": .string(a), "op": .string(op.rawValue), "value": v])
        case .category(let c): return .object(["category": .string(c)])
        case .and(let cs): return .object(["and": .array(cs.map(\.json))])
        case .or(let cs): return .array(cs.map(\.json))
        }
    }
}

/// A trace request (API.md trace body).
///
/// ```swift
/// let request = try TraceRequest.parse(body).get()
/// let result = graph.trace(request)
/// ```
public struct TraceRequest: Sendable, Hashable {
    public var type: TraceType
    public var tier: String?
    public var startingLocations: [TraceLocation]
    public var barriers: [TraceLocation]
    public var conditionBarriers: TraceCondition?
    public var includeBarriers: Bool
    public var includeFeatures: Bool
    /// For `isolation`: also report the features inside the isolated area.
    public var includeIsolatedFeatures: Bool
    public var ignoreBarriersAtStartingPoints: Bool
    public var validateConsistency: Bool
    /// For `shortestPath`: the network attribute that is the cost (default: geometric length).
    public var costAttribute: String?
    /// Passed through for the caller that picks the graph as of a moment.
    public var asOf: String?

    public init(type: TraceType, tier: String? = nil, startingLocations: [TraceLocation], barriers: [TraceLocation] = [],
                conditionBarriers: TraceCondition? = nil, includeBarriers: Bool = true, includeFeatures: Bool = false,
                includeIsolatedFeatures: Bool = false, ignoreBarriersAtStartingPoints: Bool = false, validateConsistency: Bool = false,
                costAttribute: String? = nil, asOf: String? = nil) {
        self.type = type
        self.tier = tier
        self.startingLocations = startingLocations
        self.barriers = barriers
        self.conditionBarriers = conditionBarriers
        self.includeBarriers = includeBarriers
        self.includeFeatures = includeFeatures
        self.includeIsolatedFeatures = includeIsolatedFeatures
        self.ignoreBarriersAtStartingPoints = ignoreBarriersAtStartingPoints
        self.validateConsistency = validateConsistency
        self.costAttribute = costAttribute
        self.asOf = asOf
    }

    /// Reads a trace body, reporting every problem with its path.
    public static func parse(_ json: JSONValue) -> Result<TraceRequest, TraceFailure> {
        var problems: [Violation] = []
        guard json.objectValue != nil else { return .failure(.invalid([Violation(path: "", code: "trace.notObject", message: "a trace request is a JSON object")])) }
        let type = json["type"].stringValue.flatMap(TraceType.init(rawValue:))
        if type == nil { problems.append(Violation(path: "type", code: "trace.type", message: "type must be one of \(TraceType.allCases.map(\.rawValue).joined(separator: ", "))")) }
        func locations(_ key: String) -> [TraceLocation] {
            let v = json[key]
            if v.isNull { return [] }
            guard let items = v.arrayValue else { problems.append(Violation(path: key, code: "trace.type", message: "\(key) must be an array")); return [] }
            return items.enumerated().compactMap { i, item in
                let p = "\(key)[\(i)]"
                guard let id = item["featureId"].stringValue.flatMap(UUID.init(uuidString:)) else {
                    problems.append(Violation(path: "\(p).featureId", code: "trace.location", message: "featureId must be a UUID")); return nil
                }
                var fraction: Double?
                if !item["fractionAlongEdge"].isNull {
                    guard let f = item["fractionAlongEdge"].doubleValue, f >= 0, f <= 1 else {
                        problems.append(Violation(path: "\(p).fractionAlongEdge", code: "trace.location", message: "fractionAlongEdge must be a number from 0 to 1")); return nil
                    }
                    fraction = f
                }
                if !item["terminal"].isNull && item["terminal"].stringValue == nil {
                    problems.append(Violation(path: "\(p).terminal", code: "trace.location", message: "terminal must be a string")); return nil
                }
                return TraceLocation(featureId: id, terminal: item["terminal"].stringValue, fractionAlongEdge: fraction)
            }
        }
        func flag(_ key: String, _ d: Bool) -> Bool {
            let v = json[key]
            if v.isNull { return d }
            guard let b = v.boolValue else { problems.append(Violation(path: key, code: "trace.type", message: "\(key) must be true or false")); return d }
            return b
        }
        let starts = locations("startingLocations")
        if starts.isEmpty { problems.append(Violation(path: "startingLocations", code: "trace.location", message: "a trace needs at least one starting location")) }
        if type == .shortestPath && starts.count != 2 {
            problems.append(Violation(path: "startingLocations", code: "trace.location", message: "a shortestPath trace needs exactly two starting locations"))
        }
        var condition: TraceCondition?
        if !json["conditionBarriers"].isNull { condition = TraceCondition.parse(json["conditionBarriers"], "conditionBarriers", &problems) }
        let request = TraceRequest(
            type: type ?? .connected, tier: json["tier"].stringValue, startingLocations: starts, barriers: locations("barriers"),
            conditionBarriers: condition, includeBarriers: flag("includeBarriers", true), includeFeatures: flag("includeFeatures", false),
            includeIsolatedFeatures: flag("includeIsolatedFeatures", false), ignoreBarriersAtStartingPoints: flag("ignoreBarriersAtStartingPoints", false),
            validateConsistency: flag("validateConsistency", false), costAttribute: json["costAttribute"].stringValue, asOf: json["asOf"].stringValue)
        if type == .subnetwork && request.tier == nil { problems.append(Violation(path: "tier", code: "trace.tier", message: "a subnetwork trace needs a tier")) }
        return problems.isEmpty ? .success(request) : .failure(.invalid(problems))
    }
}

/// Why a trace was refused.
public struct TraceFailure: Error, Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case invalidRequest, featureNotFound, noSubnetworkController, inconsistentNetwork
    }

    public var kind: Kind
    public var message: String
    public var violations: [Violation]
    /// For `inconsistentNetwork`: the network errors in the traced area.
    public var errors: [NetworkError]

    public init(kind: Kind, message: String, violations: [Violation] = [], errors: [NetworkError] = []) {
        self.kind = kind
        self.message = message
        self.violations = violations
        self.errors = errors
    }

    static func invalid(_ v: [Violation]) -> TraceFailure { TraceFailure(kind: .invalidRequest, message: "the trace request is invalid", violations: v) }
}
