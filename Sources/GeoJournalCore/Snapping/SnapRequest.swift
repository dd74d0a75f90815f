import Foundation

/// A snap question (docs/api.md: `POST .../snap`): where is the nearest vertex, or else the nearest point
/// on an edge, of the enabled sources within `tolerance` map units of `point`?
///
/// ```swift
/// let body = try JSONValue.parse(#"{"point":[10,5],"tolerance":5,"sources":[{"layer":"GasLine","enabled":true}]}"#)
/// guard case .success(let request) = SnapRequest.parse(body) else { return }
/// let result = index.snap(request)
/// ```
public struct SnapRequest: Sendable, Hashable {
    public var point: Position
    public var tolerance: Double
    public var sources: [SnapSource]
    public var editing: SnapEditingContext?

    public init(point: Position, tolerance: Double, sources: [SnapSource], editing: SnapEditingContext? = nil) {
        self.point = point
        self.tolerance = tolerance
        self.sources = sources
        self.editing = editing
    }

    /// The largest number of sources one request may name.
    public static let maxSources = 100

    /// Reads a snap body, reporting every structural problem with its path.
    public static func parse(_ json: JSONValue) -> Result<SnapRequest, RequestProblems> {
        guard case .object(let body) = json else {
            return .failure(RequestProblems([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]))
        }
        var problems: [Violation] = []
        for key in body.keys where !["point", "tolerance", "sources", "editing"].contains(key) {
            problems.append(Violation(path: key, code: "member.unknown", message: "unknown member \"\(key)\""))
        }
        var point = Position(0, 0)
        if let coordinates = body["point"]?.arrayValue, coordinates.count == 2 || coordinates.count == 3,
            let x = coordinates[0].doubleValue, let y = coordinates[1].doubleValue, x.isFinite, y.isFinite
        {
            point = Position(x, y)
        } else {
            problems.append(Violation(path: "point", code: body["point"] == nil || body["point"] == .null ? "member.required" : "member.type",
                                      message: "\"point\" is required: an array [x, y] of finite numbers"))
        }
        var tolerance = 0.0
        if let t = body["tolerance"]?.doubleValue, t.isFinite, t >= 0 {
            tolerance = t
        } else {
            let given = body["tolerance"]
            problems.append(Violation(path: "tolerance", code: given == nil || given == .null ? "member.required" : given?.doubleValue == nil ? "member.type" : "member.invalid",
                                      message: "\"tolerance\" is required: a finite number of map units, 0 or more"))
        }
        var sources: [SnapSource] = []
        switch body["sources"] {
        case .array(let list)?:
            if list.count > maxSources {
                problems.append(Violation(path: "sources", code: "limit.sources", message: "a snap request may name at most \(maxSources) sources"))
            }
            for (k, item) in list.prefix(maxSources).enumerated() {
                let path = "sources[\(k)]"
                guard case .object(let o) = item else {
                    problems.append(Violation(path: path, code: "member.type", message: "each source must be an object"))
                    continue
                }
                for key in o.keys where !["layer", "enabled"].contains(key) {
                    problems.append(Violation(path: "\(path).\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
                }
                guard let layer = o["layer"]?.stringValue, !layer.isEmpty else {
                    problems.append(Violation(path: "\(path).layer", code: "member.required", message: "each source names its \"layer\""))
                    continue
                }
                var enabled = true
                switch o["enabled"] {
                case nil, .null?: break
                case .bool(let b)?: enabled = b
                case let other?:
                    problems.append(Violation(path: "\(path).enabled", code: "member.type", message: "\"enabled\" must be a boolean, got \(other.typeName)"))
                }
                sources.append(SnapSource(layer: layer, enabled: enabled))
            }
        case nil, .null?:
            problems.append(Violation(path: "sources", code: "member.required", message: "\"sources\" is required"))
        case let other?:
            problems.append(Violation(path: "sources", code: "member.type", message: "\"sources\" must be an array, got \(other.typeName)"))
        }
        var editing: SnapEditingContext?
        switch body["editing"] {
        case nil, .null?: break
        case .object(let o)?:
            for key in o.keys where !["layer", "assetGroup", "assetType"].contains(key) {
                problems.append(Violation(path: "editing.\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
            }
            let layer = JSONReader.string(o["layer"], "editing.layer", &problems)
            if layer == nil {
                problems.append(Violation(path: "editing.layer", code: "member.required", message: "\"editing\" names the \"layer\" being edited"))
            }
            let group = code(o["assetGroup"], "editing.assetGroup", &problems)
            let type = code(o["assetType"], "editing.assetType", &problems)
            if let layer { editing = SnapEditingContext(layer: layer, assetGroup: group, assetType: type) }
        case let other?:
            problems.append(Violation(path: "editing", code: "member.type", message: "\"editing\" must be an object, got \(other.typeName)"))
        }
        guard problems.isEmpty else { return .failure(RequestProblems(problems)) }
        return .success(SnapRequest(point: point, tolerance: tolerance, sources: sources, editing: editing))
    }

    private static func code(_ v: JSONValue?, _ path: String, _ problems: inout [Violation]) -> Int? {
        switch v {
        case nil, .null?: return nil
        case let value?:
            if let i = value.intValue, i >= Int64(Int32.min), i <= Int64(Int32.max) { return Int(i) }
            problems.append(Violation(path: path, code: "member.type", message: "expected a whole number, got \(value.typeName)"))
            return nil
        }
    }

    /// The request body as docs/api.md writes it.
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "point": .array([.double(point.x), .double(point.y)]),
            "tolerance": .double(tolerance),
            "sources": .array(sources.map { .object(["layer": .string($0.layer), "enabled": .bool($0.enabled)]) }),
        ]
        if let editing {
            var e: [String: JSONValue] = ["layer": .string(editing.layer)]
            if let g = editing.assetGroup { e["assetGroup"] = .integer(Int64(g)) }
            if let t = editing.assetType { e["assetType"] = .integer(Int64(t)) }
            o["editing"] = .object(e)
        }
        return .object(o)
    }
}
