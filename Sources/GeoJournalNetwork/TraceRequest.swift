import Foundation
import GeoJournalCore

/// A trace request (docs/networks.md: trace body).
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

    /// The members a trace body may have.
    static let members: Set<String> = [
        "type", "tier", "startingLocations", "barriers", "conditionBarriers", "includeBarriers", "includeFeatures",
        "includeIsolatedFeatures", "ignoreBarriersAtStartingPoints", "validateConsistency", "costAttribute", "asOf",
    ]

    /// Reads a trace body strictly (``JSONReader``): an unknown member or a member of the wrong type
    /// is reported with its path, never ignored; `asOf` is a position (integer or string) or a time.
    public static func parse(_ json: JSONValue) -> Result<TraceRequest, TraceFailure> {
        var r = JSONReader()
        guard let body = r.object(json, at: "", required: true, allowed: members) else { return .failure(.invalid(r.violations)) }
        let type = r.oneOf(body["type"], at: "type", required: true, TraceType.self)
        func locations(_ key: String) -> [TraceLocation] {
            guard let items = r.array(body[key], at: key, required: false) else { return [] }
            return items.enumerated().compactMap { i, item in
                let p = JSONReader.path(key, i)
                guard let o = r.object(item, at: p, required: true, allowed: ["featureId", "terminal", "fractionAlongEdge"]) else { return nil }
                let id = r.uuid(o["featureId"], at: JSONReader.path(p, "featureId"), required: true)
                let fraction = r.number(o["fractionAlongEdge"], at: JSONReader.path(p, "fractionAlongEdge"), required: false)
                if let f = fraction, !(0...1).contains(f) {
                    r.problem(JSONReader.path(p, "fractionAlongEdge"), "member.invalid", "fractionAlongEdge must be a number from 0 to 1")
                    return nil
                }
                let terminal = r.string(o["terminal"], at: JSONReader.path(p, "terminal"), required: false)
                guard let id else { return nil }
                return TraceLocation(featureId: id, terminal: terminal, fractionAlongEdge: fraction)
            }
        }
        let starts = locations("startingLocations")
        if starts.isEmpty, body["startingLocations"]?.arrayValue?.isEmpty ?? true, !r.violations.contains(where: { $0.path == "startingLocations" }) {
            r.problem("startingLocations", "trace.location", "a trace needs at least one starting location")
        }
        if type == .shortestPath && starts.count != 2 {
            r.problem("startingLocations", "trace.location", "a shortestPath trace needs exactly two starting locations")
        }
        let barriers = locations("barriers")
        var condition: TraceCondition?
        if let c = body["conditionBarriers"], !c.isNull { condition = TraceCondition.parse(c, "conditionBarriers", &r) }
        let request = TraceRequest(
            type: type ?? .connected, tier: r.string(body["tier"], at: "tier", required: false), startingLocations: starts, barriers: barriers,
            conditionBarriers: condition, includeBarriers: r.bool(body["includeBarriers"], at: "includeBarriers") ?? true,
            includeFeatures: r.bool(body["includeFeatures"], at: "includeFeatures") ?? false,
            includeIsolatedFeatures: r.bool(body["includeIsolatedFeatures"], at: "includeIsolatedFeatures") ?? false,
            ignoreBarriersAtStartingPoints: r.bool(body["ignoreBarriersAtStartingPoints"], at: "ignoreBarriersAtStartingPoints") ?? false,
            validateConsistency: r.bool(body["validateConsistency"], at: "validateConsistency") ?? false,
            costAttribute: r.string(body["costAttribute"], at: "costAttribute", required: false), asOf: r.moment(body["asOf"], at: "asOf"))
        if type == .subnetwork && request.tier == nil && body["tier"] == nil { r.problem("tier", "trace.tier", "a subnetwork trace needs a tier") }
        return r.violations.isEmpty ? .success(request) : .failure(.invalid(r.violations))
    }
}
