import Foundation

/// What a snap found: a vertex, a point on an edge, or nothing within tolerance.
public enum SnapKind: String, Sendable, Hashable, CaseIterable {
    case vertex, edge, none
}

/// The answer to a ``SnapRequest`` (docs/api.md: `POST .../snap`).
///
/// ```swift
/// let result = index.snap(request)
/// if result.snapped { place(result.point) }   // the vertex or the point on the edge
/// respond(result.json)   // {"snapped":true,"point":[x,y],"kind":"vertex","layer":"GasLine",...}
/// ```
public struct SnapResult: Sendable, Hashable {
    public var kind: SnapKind
    /// The snapped position, or the requested point when nothing is within tolerance.
    public var point: Position
    public var layer: String?
    public var featureId: UUID?
    /// From the requested point to ``point``, in map units (nil when nothing snapped).
    public var distance: Double?
    public var sources: [SnapSourceReport]

    public var snapped: Bool { kind != .none }

    public init(kind: SnapKind, point: Position, layer: String? = nil, featureId: UUID? = nil, distance: Double? = nil, sources: [SnapSourceReport] = []) {
        self.kind = kind
        self.point = point
        self.layer = layer
        self.featureId = featureId
        self.distance = distance
        self.sources = sources
    }

    /// Nothing within tolerance: the requested point, unchanged.
    public static func none(_ point: Position, sources: [SnapSourceReport] = []) -> SnapResult {
        SnapResult(kind: .none, point: point, sources: sources)
    }

    /// The response body; `layer`, `featureId` and `distance` only when something snapped.
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "snapped": .bool(snapped),
            "point": .array([.double(point.x), .double(point.y)]),
            "kind": .string(kind.rawValue),
            "sources": .array(sources.map { .object(["layer": .string($0.layer), "ruleBehavior": .string($0.ruleBehavior.rawValue)]) }),
        ]
        if let layer { o["layer"] = .string(layer) }
        if let featureId { o["featureId"] = .string(featureId.lowercased) }
        if let distance { o["distance"] = .double(distance) }
        return .object(o)
    }

    /// The response body as bytes: the members of ``json``, written directly (a snap is answered
    /// in microseconds, so building the value tree first would cost as much as the search).
    public var jsonBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(160 + 48 * sources.count)
        out.append(contentsOf: #"{"snapped":"#.utf8)
        out.append(contentsOf: (snapped ? "true" : "false").utf8)
        out.append(contentsOf: #","point":["#.utf8)
        JSONValue.writeDouble(point.x, into: &out)
        out.append(UInt8(ascii: ","))
        JSONValue.writeDouble(point.y, into: &out)
        out.append(contentsOf: #"],"kind":"#.utf8)
        JSONValue.writeString(kind.rawValue, into: &out)
        if let layer {
            out.append(contentsOf: #","layer":"#.utf8)
            JSONValue.writeString(layer, into: &out)
        }
        if let featureId {
            out.append(contentsOf: #","featureId":""#.utf8)
            out.append(contentsOf: featureId.lowercased.utf8)
            out.append(UInt8(ascii: "\""))
        }
        if let distance {
            out.append(contentsOf: #","distance":"#.utf8)
            JSONValue.writeDouble(distance, into: &out)
        }
        out.append(contentsOf: #","sources":["#.utf8)
        for (k, source) in sources.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"layer":"#.utf8)
            JSONValue.writeString(source.layer, into: &out)
            out.append(contentsOf: #","ruleBehavior":"#.utf8)
            JSONValue.writeString(source.ruleBehavior.rawValue, into: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: "]}".utf8)
        return out
    }

    /// Reads a response body (for clients and tests); nil when it is not one.
    public init?(json: JSONValue) {
        guard let kind = json["kind"].stringValue.flatMap(SnapKind.init(rawValue:)),
            let x = json["point"][0].doubleValue, let y = json["point"][1].doubleValue
        else { return nil }
        var sources: [SnapSourceReport] = []
        for s in json["sources"].arrayValue ?? [] {
            guard let layer = s["layer"].stringValue else { return nil }
            sources.append(SnapSourceReport(layer: layer, ruleBehavior: s["ruleBehavior"].stringValue.flatMap(SnapRuleBehavior.init(rawValue:)) ?? .none))
        }
        self.init(kind: kind, point: Position(x, y), layer: json["layer"].stringValue,
                  featureId: json["featureId"].stringValue.flatMap(UUID.init(uuidString:)), distance: json["distance"].doubleValue, sources: sources)
    }
}
