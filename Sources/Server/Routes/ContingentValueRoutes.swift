import GeoJournalCore
import Hummingbird
import Journal

/// `/v1/workspaces/{ws}/layers/{layer}/contingent-values`: what a form may still offer for a field
/// given the values chosen so far (`query`), and which field groups a set of attributes breaks
/// (`validate`). Both only read; a viewer may ask.
///
/// ```
/// POST .../layers/BirdNest/contingent-values/query     {"field": "BufferSize", "attributes": {"Protection": 2}}
///   → {"field": "BufferSize", "fieldGroups": [{"fieldGroup": "NestProtection", "ranges": [{"min": 100, "max": 500}], ...}]}
/// POST .../layers/BirdNest/contingent-values/validate  {"attributes": {"Status": 1, "Protection": 2, "BufferSize": 50}}
///   → {"violations": [{"fieldGroup": "NestProtection", "restrictive": true, "fields": [...], "message": "..."}]}
/// ```
struct ContingentValueRoutes {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.post("workspaces/:ws/layers/:layer/contingent-values/query", use: queryContingentValues)
        group.post("workspaces/:ws/layers/:layer/contingent-values/validate", use: validateContingentValues)
    }

    func queryContingentValues(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (definition, body) = try await read(request, context: context, members: ["field", "attributes"])
        let query = try ContingentValueQuery.parse(body, layer: definition)
        let options = definition.contingentValues(for: query.field, given: query.attributes)
        return JSONBody.response(.object(["field": .string(query.field), "fieldGroups": .array(options.map(\.json))]))
    }

    func validateContingentValues(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (definition, body) = try await read(request, context: context, members: ["attributes"])
        let attributes = try ContingentValueQuery.validationAttributes(body)
        let violations = definition.contingentViolations(attributes)
        return JSONBody.response(.object(["violations": .array(violations.map(\.json))]))
    }

    /// The layer's current definition and the request's JSON object (only `members` allowed).
    private func read(_ request: Request, context: GeoJournalContext, members: Set<String>) async throws -> (LayerDefinition, JSONValue) {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("layer")
        let (body, _) = try await JSONBody.read(request, context: context)
        guard case .object(let o) = body else {
            throw Problem.invalid([Violation(path: "", code: "body.type", message: "the body must be a JSON object")])
        }
        let unknown = o.keys.filter { !members.contains($0) }.sorted()
        if !unknown.isEmpty {
            throw Problem.invalid(unknown.map { Violation(path: $0, code: "member.unknown", message: "unknown member \"\($0)\"") })
        }
        guard let definition = try await journal.workspaces.layerSet(workspace: ws).layers[name] else {
            throw Problem.notFound("there is no layer \"\(name)\" in workspace \"\(ws)\"")
        }
        return (definition, body)
    }
}

/// The body of `.../contingent-values/query`: the field a form is about to offer values for, and
/// the attributes chosen so far (the body's other members were refused before).
///
/// ```json
/// {"field": "BufferSize", "attributes": {"Protection": 2}}
/// ```
struct ContingentValueQuery {
    var field: String
    var attributes: Attributes

    static func parse(_ body: JSONValue, layer definition: LayerDefinition) throws -> ContingentValueQuery {
        var problems: [Violation] = []
        let attributes = Self.attributes(body["attributes"], &problems)
        var field = ""
        switch body["field"] {
        case .string(let name) where definition.fields.contains { $0.name == name }: field = name
        case .string(let name):
            problems.append(Violation(path: "field", code: "field.unknown", message: "layer \(definition.name) has no field \"\(name)\""))
        case .null: problems.append(Violation(path: "field", code: "member.required", message: "\"field\" is required"))
        default: problems.append(Violation(path: "field", code: "member.type", message: "\"field\" must be a field name (string)"))
        }
        guard problems.isEmpty else { throw Problem.invalid(problems) }
        return ContingentValueQuery(field: field, attributes: attributes)
    }

    /// The attributes of a `.../contingent-values/validate` body, where they are required.
    static func validationAttributes(_ body: JSONValue) throws -> Attributes {
        var problems: [Violation] = []
        let attributes = Self.attributes(body["attributes"], &problems, required: true)
        guard problems.isEmpty else { throw Problem.invalid(problems) }
        return attributes
    }

    private static func attributes(_ value: JSONValue, _ problems: inout [Violation], required: Bool = false) -> Attributes {
        switch value {
        case .object(let o): return o
        case .null where !required: return [:]
        case .null: problems.append(Violation(path: "attributes", code: "member.required", message: "\"attributes\" is required"))
        default: problems.append(Violation(path: "attributes", code: "member.type", message: "\"attributes\" must be an object"))
        }
        return [:]
    }
}
