import Foundation

/// One `applyEdits` call: adds, updates and deletes across layers, applied all or nothing.
///
/// ```swift
/// let request = try EditRequest.parse(JSONValue.parse(body)).get()
/// request.edits[0].adds.count
/// ```
public struct EditRequest: Sendable {
    public var sessionId: UUID?
    public var message: String?
    public var edits: [LayerEdits]

    public init(sessionId: UUID? = nil, message: String? = nil, edits: [LayerEdits]) {
        self.sessionId = sessionId
        self.message = message
        self.edits = edits
    }

    /// How many features the request touches.
    public var featureCount: Int { edits.reduce(0) { $0 + $1.adds.count + $1.updates.count + $1.deletes.count } }

    /// Every feature id the request names (updates, deletes and adds that bring their own id).
    public var namedFeatureIds: [UUID] {
        edits.flatMap { e in e.adds.compactMap(\.id) + e.updates.map(\.id) + e.deletes.map(\.id) }
    }
}

/// The edits of one layer within an ``EditRequest``.
public struct LayerEdits: Sendable {
    public var layer: String
    public var adds: [FeatureAdd]
    public var updates: [FeatureUpdate]
    public var deletes: [FeatureDelete]

    public init(layer: String, adds: [FeatureAdd] = [], updates: [FeatureUpdate] = [], deletes: [FeatureDelete] = []) {
        self.layer = layer
        self.adds = adds
        self.updates = updates
        self.deletes = deletes
    }
}

public struct FeatureAdd: Sendable {
    public var id: UUID?
    public var attributes: Attributes
    public var geometry: Geometry
    /// The OBJECTID the feature already has (a feature created in a version, posted to DEFAULT);
    /// nil: the position of its created event. Never read from a request body.
    public var objectId: Int64?

    public init(id: UUID? = nil, attributes: Attributes, geometry: Geometry, objectId: Int64? = nil) {
        self.id = id
        self.attributes = attributes
        self.geometry = geometry
        self.objectId = objectId
    }
}

public struct FeatureUpdate: Sendable {
    public var id: UUID
    public var expectedVersion: Int?
    /// Only the attributes to change; others keep their values.
    public var attributes: Attributes
    public var geometry: Geometry?
    /// Set when the update comes from a vertex-level geometry edit: what the edit was.
    public var geometryEdit: JSONValue?

    public init(id: UUID, expectedVersion: Int? = nil, attributes: Attributes = [:], geometry: Geometry? = nil, geometryEdit: JSONValue? = nil) {
        self.id = id
        self.expectedVersion = expectedVersion
        self.attributes = attributes
        self.geometry = geometry
        self.geometryEdit = geometryEdit
    }
}

public struct FeatureDelete: Sendable {
    public var id: UUID
    public var expectedVersion: Int?

    public init(id: UUID, expectedVersion: Int? = nil) {
        self.id = id
        self.expectedVersion = expectedVersion
    }
}

/// Limits that keep one request within what the service handles comfortably.
public struct EditLimits: Sendable, Hashable {
    public var maxFeaturesPerOperation: Int
    public var maxVerticesPerGeometry: Int

    public init(maxFeaturesPerOperation: Int = 100_000, maxVerticesPerGeometry: Int = 100_000) {
        self.maxFeaturesPerOperation = maxFeaturesPerOperation
        self.maxVerticesPerGeometry = maxVerticesPerGeometry
    }
}

extension EditRequest {
    /// Reads an edits body (docs/api.md: `POST .../edits`), reporting every structural problem with its
    /// path. Schema and geometry validity are checked afterwards against the layers.
    public static func parse(_ json: JSONValue, limits: EditLimits = EditLimits()) -> Result<EditRequest, RequestProblems> {
        var problems: [Violation] = []
        guard case .object(let body) = json else {
            return .failure(RequestProblems([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]))
        }
        for key in body.keys where !["sessionId", "message", "edits"].contains(key) {
            problems.append(Violation(path: key, code: "member.unknown", message: "unknown member \"\(key)\""))
        }
        let sessionId = JSONReader.uuid(body["sessionId"], "sessionId", &problems)
        let message = JSONReader.string(body["message"], "message", &problems)
        var edits: [LayerEdits] = []
        switch body["edits"] {
        case .array(let list)?:
            if list.isEmpty { problems.append(Violation(path: "edits", code: "edits.empty", message: "an operation needs at least one edit")) }
            for (k, item) in list.enumerated() {
                if let e = parseLayerEdits(item, path: "edits[\(k)]", problems: &problems) { edits.append(e) }
            }
        case nil, .null?:
            problems.append(Violation(path: "edits", code: "member.required", message: "\"edits\" is required"))
        case let other?:
            problems.append(Violation(path: "edits", code: "member.type", message: "\"edits\" must be an array, got \(other.typeName)"))
        }
        let request = EditRequest(sessionId: sessionId, message: message, edits: edits)
        if problems.isEmpty, request.featureCount == 0 {
            problems.append(Violation(path: "edits", code: "edits.empty", message: "an operation needs at least one add, update or delete"))
        }
        if request.featureCount > limits.maxFeaturesPerOperation {
            return .failure(RequestProblems([Violation(path: "edits", code: "limit.features", message: "an operation may touch at most \(limits.maxFeaturesPerOperation) features; this one touches \(request.featureCount)")], refusal: .overLimit))
        }
        var seen: Set<UUID> = []
        for (k, e) in request.edits.enumerated() {
            for (j, u) in e.updates.enumerated() where !seen.insert(u.id).inserted {
                problems.append(Violation(path: "edits[\(k)].updates[\(j)].id", code: "feature.duplicate", message: "feature \(u.id.lowercased) is named more than once in this operation"))
            }
            for (j, d) in e.deletes.enumerated() where !seen.insert(d.id).inserted {
                problems.append(Violation(path: "edits[\(k)].deletes[\(j)].id", code: "feature.duplicate", message: "feature \(d.id.lowercased) is named more than once in this operation"))
            }
            for (j, a) in e.adds.enumerated() {
                if let id = a.id, !seen.insert(id).inserted {
                    problems.append(Violation(path: "edits[\(k)].adds[\(j)].id", code: "feature.duplicate", message: "feature \(id.lowercased) is named more than once in this operation"))
                }
                if a.geometry.vertexCount > limits.maxVerticesPerGeometry {
                    return .failure(RequestProblems([Violation(path: "edits[\(k)].adds[\(j)].geometry", code: "limit.vertices", message: "a geometry may have at most \(limits.maxVerticesPerGeometry) vertices")], refusal: .overLimit))
                }
            }
        }
        return problems.isEmpty ? .success(request) : .failure(RequestProblems(problems))
    }

    private static let layerEditMembers = ["layer", "adds", "updates", "deletes"]
    private static let addMembers = ["id", "attributes", "geometry"]
    private static let updateMembers = ["id", "expectedVersion", "attributes", "geometry"]
    private static let deleteMembers = ["id", "expectedVersion"]

    private static func parseLayerEdits(_ json: JSONValue, path: String, problems: inout [Violation]) -> LayerEdits? {
        guard case .object(let o) = json else {
            problems.append(Violation(path: path, code: "member.type", message: "each edit must be an object"))
            return nil
        }
        for key in o.keys where !Self.layerEditMembers.contains(key) {
            problems.append(Violation(path: "\(path).\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
        }
        guard let layer = o["layer"]?.stringValue, !layer.isEmpty else {
            problems.append(Violation(path: "\(path).layer", code: "member.required", message: "each edit names its \"layer\""))
            return nil
        }
        var edits = LayerEdits(layer: layer)
        for (k, item) in JSONReader.array(o["adds"], "\(path).adds", &problems).enumerated() {
            let p = { "\(path).adds[\(k)]" }
            guard case .object(let a) = item else {
                problems.append(Violation(path: p(), code: "member.type", message: "an add must be an object"))
                continue
            }
            for key in a.keys where !Self.addMembers.contains(key) {
                problems.append(Violation(path: "\(p()).\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
            }
            let id = JSONReader.uuid(a["id"], "\(p()).id", &problems)
            let attributes = JSONReader.attributes(a["attributes"], "\(p()).attributes", &problems)
            guard let g = a["geometry"], !g.isNull else {
                problems.append(Violation(path: "\(p()).geometry", code: "geometry.required", message: "a new feature needs a geometry"))
                continue
            }
            switch Geometry.parse(g) {
            case .success(let geometry): edits.adds.append(FeatureAdd(id: id, attributes: attributes, geometry: geometry))
            case .failure(let gp): problems.append(contentsOf: gp.violations.map { $0.prefixed("\(p()).geometry") })
            }
        }
        for (k, item) in JSONReader.array(o["updates"], "\(path).updates", &problems).enumerated() {
            let p = { "\(path).updates[\(k)]" }
            guard case .object(let u) = item else {
                problems.append(Violation(path: p(), code: "member.type", message: "an update must be an object"))
                continue
            }
            for key in u.keys where !Self.updateMembers.contains(key) {
                problems.append(Violation(path: "\(p()).\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
            }
            guard let id = JSONReader.uuid(u["id"], "\(p()).id", &problems) else {
                if u["id"] == nil { problems.append(Violation(path: "\(p()).id", code: "member.required", message: "an update names the feature \"id\"")) }
                continue
            }
            let expected = JSONReader.version(u["expectedVersion"], "\(p()).expectedVersion", &problems)
            let attributes = JSONReader.attributes(u["attributes"], "\(p()).attributes", &problems)
            var geometry: Geometry?
            if let g = u["geometry"], !g.isNull {
                switch Geometry.parse(g) {
                case .success(let parsed): geometry = parsed
                case .failure(let gp): problems.append(contentsOf: gp.violations.map { $0.prefixed("\(p()).geometry") })
                }
            }
            if attributes.isEmpty, geometry == nil, u["geometry"] == nil {
                problems.append(Violation(path: p(), code: "update.empty", message: "an update changes attributes, geometry or both"))
            }
            edits.updates.append(FeatureUpdate(id: id, expectedVersion: expected, attributes: attributes, geometry: geometry))
        }
        for (k, item) in JSONReader.array(o["deletes"], "\(path).deletes", &problems).enumerated() {
            let p = { "\(path).deletes[\(k)]" }
            guard case .object(let d) = item else {
                problems.append(Violation(path: p(), code: "member.type", message: "a delete must be an object"))
                continue
            }
            for key in d.keys where !Self.deleteMembers.contains(key) {
                problems.append(Violation(path: "\(p()).\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
            }
            guard let id = JSONReader.uuid(d["id"], "\(p()).id", &problems) else {
                if d["id"] == nil { problems.append(Violation(path: "\(p()).id", code: "member.required", message: "a delete names the feature \"id\"")) }
                continue
            }
            edits.deletes.append(FeatureDelete(id: id, expectedVersion: JSONReader.version(d["expectedVersion"], "\(p()).expectedVersion", &problems)))
        }
        return edits
    }
}

/// Problems with a request body, and which kind of refusal they are (a broken rule or a limit).
public struct RequestProblems: Error, Sendable, Hashable {
    public var violations: [Violation]
    public var refusal: Refusal
    public init(_ violations: [Violation], refusal: Refusal = .invalid) {
        self.violations = violations
        self.refusal = refusal
    }
}

extension UUID {
    /// The lowercase text form, as PostgreSQL and the API write UUIDs.
    /// The canonical lowercase text (8-4-4-4-12 hex digits), written directly: this runs for
    /// every id of every event, and `uuidString` formats through the C library.
    public var lowercased: String {
        let digits: StaticString = "0123456789abcdef"
        return withUnsafeBytes(of: uuid) { raw in
            String(unsafeUninitializedCapacity: 36) { out in
                digits.withUTF8Buffer { hex in
                    var o = 0
                    for (i, byte) in raw.enumerated() {
                        if i == 4 || i == 6 || i == 8 || i == 10 {
                            out[o] = 45 // "-"
                            o += 1
                        }
                        out[o] = hex[Int(byte >> 4)]
                        out[o + 1] = hex[Int(byte & 0x0F)]
                        o += 2
                    }
                }
                return 36
            }
        }
    }
}
