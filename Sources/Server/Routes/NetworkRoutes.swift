import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Hummingbird
import Journal

/// `/v1/workspaces/{ws}/networks`: utility-network definitions (each change a `schema`
/// operation), network errors, traces on the in-memory graph, and the persisted pgRouting edge table.
struct NetworkRoutes {
    let journal: Journal
    var graphs: NetworkGraphs { journal.networks.graphs }

    static let maxEdgeRows = 10_000
    /// The operations a trace diff lists at most (`operationsTruncated` says when there were more).
    static let maxDiffOperations = 1000

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.put("workspaces/:ws/networks/:network", use: defineNetwork)
        group.get("workspaces/:ws/networks", use: listNetworks)
        group.get("workspaces/:ws/networks/:network", use: getNetwork)
        group.get("workspaces/:ws/networks/:network/errors", use: networkErrors)
        group.post("workspaces/:ws/networks/:network/trace", use: trace)
        group.post("workspaces/:ws/networks/:network/trace/diff", use: traceDiff)
        group.post("workspaces/:ws/networks/:network/associations", use: changeAssociations)
        group.get("workspaces/:ws/networks/:network/associations", use: listAssociations)
        group.post("workspaces/:ws/networks/:network/edges/refresh", use: refreshEdgeTable)
        group.get("workspaces/:ws/networks/:network/edges", use: listEdges)
    }

    func defineNetwork(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.admin)
        let name = try context.parameter("network")
        guard LayerRoutes.isValidLayerName(name) else {
            throw Problem.invalid([Violation(path: "network", code: "network.name", message: "a network name starts with a letter and has up to 63 letters, digits and _")])
        }
        let (body, _) = try await JSONBody.read(request, context: context)
        let (outcome, created) = try await journal.networks.defineNetwork(
            workspace: ws, name: name, body: body,
            context: try context.appendContext(request, principal: principal, kind: .schema))
        guard let (stored, _) = try await journal.networks.network(workspace: ws, name: name, moment: .head) else {
            throw Problem.notFound("there is no network \"\(name)\" in workspace \"\(ws)\"")
        }
        var json = stored.json.objectValue ?? [:]
        json["operation"] = outcome.operation.json
        return JSONBody.response(.object(json), status: created ? .created : .ok)
    }

    func listNetworks(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let moment = try ReadMoment(asOf: request.query("asOf"))
        let (position, list) = try await journal.networks.list(workspace: ws, moment: moment)
        return JSONBody.response(.object(["networks": .array(list.map(\.json)), "position": .integer(position)]))
    }

    func getNetwork(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("network")
        let moment = try ReadMoment(asOf: request.query("asOf"))
        guard let (stored, position) = try await journal.networks.network(workspace: ws, name: name, moment: moment) else {
            throw Problem.notFound("there is no network \"\(name)\" in workspace \"\(ws)\" at that moment")
        }
        var json = stored.json.objectValue ?? [:]
        json["asOfPosition"] = .integer(position)
        return JSONBody.response(.object(json))
    }

    func networkErrors(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("network")
        let moment = try ReadMoment(asOf: request.query("asOf"))
        let snapshot = try await graphs.graph(workspace: ws, name: name, moment: moment)
        let answer = try await journal.compute.run {
            let errors = snapshot.graph.errors
            var counts: [String: JSONValue] = [:]
            for e in errors { counts[e.kind.rawValue] = .integer((counts[e.kind.rawValue]?.intValue ?? 0) + 1) }
            return JSONValue.object([
                "errors": .array(errors.map(\.json)), "count": .integer(Int64(errors.count)), "byKind": .object(counts),
                "position": .integer(snapshot.position),
            ]).jsonBytes()
        }
        return JSONBody.response(bytes: answer)
    }

    func trace(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("network")
        let (body, _) = try await JSONBody.read(request, context: context)
        let trace: TraceRequest
        switch TraceRequest.parse(body) {
        case .success(let t): trace = t
        case .failure(let f): throw Self.problem(f)
        }
        let moment = try ReadMoment(asOf: trace.asOf ?? request.query("asOf"))
        let snapshot = try await graphs.graph(workspace: ws, name: name, moment: moment)
        let result: TraceResult
        var answer: ByteBuffer
        switch try await graphs.trace(trace, on: snapshot) {
        case .success(let traced): (result, answer) = traced
        case .failure(let f): throw Self.problem(f)
        }
        if trace.includeFeatures {
            let ids = result.featureIds.sorted { $0.uuidString < $1.uuidString }
            let atPosition: Int64? = moment == .head ? nil : snapshot.position
            let collection = try await graphs.featureCollection(workspace: ws, ids: ids, at: atPosition)
            answer.moveWriterIndex(to: answer.writerIndex - 1)   // the answer's closing brace
            answer.writeString(",\"features\":")
            answer.writeString(collection)
            answer.writeString("}")
        }
        return JSONBody.response(buffer: answer)
    }

    func traceDiff(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("network")
        let (body, _) = try await JSONBody.read(request, context: context)
        let diff = try TraceDiffRequest.parse(body)
        let before = try await graphs.graph(workspace: ws, name: name, moment: diff.from)
        let after = try await graphs.graph(workspace: ws, name: name, moment: diff.to)
        let traced = try await journal.compute.run { diff.compare(before.graph, after.graph) }
        let (old, new, gained, lost) = try traced.mapError(Self.problem).get()
        let (low, high) = (min(before.position, after.position), max(before.position, after.position))
        let operations = try await journal.networks.networkOperations(
            workspace: ws, network: name, sources: after.network.definition.sources.map(\.layer), after: low, through: high,
            limit: Self.maxDiffOperations + 1)
        return JSONBody.response(.object([
            "network": .string(name),
            "from": ["position": .integer(before.position), "count": .integer(Int64(old.count)), "graph": before.source.json],
            "to": ["position": .integer(after.position), "count": .integer(Int64(new.count)), "graph": after.source.json],
            "gained": .array(gained.map(\.json)), "lost": .array(lost.map(\.json)),
            "gainedCount": .integer(Int64(gained.count)), "lostCount": .integer(Int64(lost.count)),
            "operations": .array(operations.prefix(Self.maxDiffOperations).map(\.json)),
            "operationsTruncated": .bool(operations.count > Self.maxDiffOperations),
        ]))
    }

    func changeAssociations(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try context.workspaceAndPrincipal(.editor)
        let name = try context.parameter("network")
        let (body, _) = try await JSONBody.read(request, context: context)
        let change: AssociationRequest
        switch AssociationRequest.parse(body) {
        case .success(let c): change = c
        case .failure(let problems):
            throw Problem(problems.violations, problems.refusal)
        }
        let outcome = try await journal.networks.changeAssociations(
            workspace: ws, network: name, request: change,
            context: try context.appendContext(request, principal: principal))
        return JSONBody.response(.object([
            "operation": outcome.operation.json, "network": .string(name),
            "added": .integer(Int64(change.adds.count)), "deleted": .integer(Int64(change.deletes.count)),
        ]))
    }

    func listAssociations(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("network")
        let moment = try ReadMoment(asOf: request.query("asOf"))
        let (position, list) = try await journal.networks.associations(workspace: ws, network: name, moment: moment)
        return JSONBody.response(.object([
            "network": .string(name), "position": .integer(position), "count": .integer(Int64(list.count)),
            "associations": .array(list.map(\.json)),
        ]))
    }

    func refreshEdgeTable(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.editor)
        let name = try context.parameter("network")
        let (position, count) = try await graphs.refreshEdgeTable(workspace: ws, name: name, costAttribute: request.query("cost"))
        return JSONBody.response(.object(["network": .string(name), "position": .integer(position), "edges": .integer(Int64(count)),
                                          "table": "network_edges"]))
    }

    func listEdges(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.workspace(.viewer)
        let name = try context.parameter("network")
        var limit = 1000
        if let l = request.query("limit") {
            guard let n = Int(l), n >= 1, n <= Self.maxEdgeRows else {
                throw Problem.badRequest("limit must be a whole number from 1 to \(Self.maxEdgeRows)", path: "limit", code: "limit.invalid")
            }
            limit = n
        }
        var after = 0
        if let a = request.query("after") {
            guard let n = Int(a), n >= 0 else { throw Problem.badRequest("after must be an edge id", path: "after", code: "cursor.invalid") }
            after = n
        }
        let snapshot = try await graphs.current(workspace: ws, name: name)
        let cost = request.query("cost")
        let table = try await journal.compute.run { snapshot.graph.edgeTable(costAttribute: cost) }
        let page = table.filter { $0.id > after }.prefix(limit)
        var json: [String: JSONValue] = [
            "network": .string(name), "position": .integer(snapshot.position), "edges": .integer(Int64(table.count)),
            "rows": .array(page.map { r in
                .object(["id": .integer(Int64(r.id)), "source": .integer(Int64(r.source)), "target": .integer(Int64(r.target)),
                         "cost": .double(r.cost), "reverse_cost": .double(r.reverseCost), "feature_id": .string(r.featureId.uuidString.lowercased()),
                         "layer": .string(r.layer)])
            }),
        ]
        if page.count == limit, let last = page.last, last.id < (table.last?.id ?? 0) { json["next"] = .string(String(last.id)) }
        return JSONBody.response(.object(json))
    }

    static func problem(_ f: TraceFailure) -> Problem {
        switch f.kind {
        case .invalidRequest:
            return Problem.invalid(f.violations, detail: f.message)
        case .featureNotFound:
            return Problem(status: .notFound, type: "trace-feature-not-found", title: "Not found", detail: f.message, violations: f.violations)
        case .noSubnetworkController:
            return Problem(status: .unprocessableContent, type: "trace-no-subnetwork-controller", title: "No subnetwork controller",
                           detail: f.message, violations: f.violations)
        case .inconsistentNetwork:
            return Problem(status: .conflict, type: "network-inconsistent", title: "The traced area has network errors", detail: f.message,
                           violations: f.violations, extra: ["errors": .array(f.errors.map(\.json))])
        }
    }
}

/// The body of `POST .../networks/{name}/trace/diff`: one trace (as for `/trace`, without a
/// moment of its own) and the two moments to compare.
///
/// ```json
/// {"trace": {"type": "downstream", "startingLocations": [{"featureId": "…"}]}, "from": 1041, "to": "2026-11-27T10:00:00Z"}
/// ```
struct TraceDiffRequest {
    var trace: TraceRequest
    var from: ReadMoment
    var to: ReadMoment

    static func parse(_ json: JSONValue) throws -> TraceDiffRequest {
        var reader = JSONReader()
        let body = reader.object(json, at: "", required: true, allowed: ["trace", "from", "to"])
        let from = reader.moment(body?["from"], at: "from")
        let to = reader.moment(body?["to"], at: "to")
        for key in ["from", "to"] where body != nil && body?[key] == nil {
            reader.problem(key, "member.required", "the moment to compare (a position or an RFC 3339 time) is required")
        }
        var trace: TraceRequest?
        if let t = body?["trace"] {
            if t.objectValue?["asOf"] != nil {
                reader.problem("trace.asOf", "member.unknown", "the trace of a diff takes its moments from \"from\" and \"to\"")
            } else {
                switch TraceRequest.parse(t) {
                case .success(let parsed): trace = parsed
                case .failure(let f): reader.violations += f.violations.map { $0.prefixed("trace") }
                }
            }
        } else if body != nil {
            reader.problem("trace", "member.required", "the trace to run at both moments is required")
        }
        guard reader.violations.isEmpty, let trace, let from, let to else { throw Problem.invalid(reader.violations) }
        return TraceDiffRequest(trace: trace, from: try ReadMoment(asOf: from), to: try ReadMoment(asOf: to))
    }

    /// The trace run on the graph of each moment: the elements found at each, those only the
    /// later one finds (gained) and those only the earlier one found (lost), each in trace order.
    func compare(_ before: NetworkGraph, _ after: NetworkGraph)
        -> Result<(old: [TraceElement], new: [TraceElement], gained: [TraceElement], lost: [TraceElement]), TraceFailure> {
        let old: [TraceElement], new: [TraceElement]
        switch (before.trace(trace), after.trace(trace)) {
        case (.success(let b), .success(let a)): (old, new) = (b.elements, a.elements)
        case (.failure(let f), _), (_, .failure(let f)): return .failure(f)
        }
        let (oldSet, newSet) = (Set(old), Set(new))
        return .success((old, new, new.filter { !oldSet.contains($0) }, old.filter { !newSet.contains($0) }))
    }
}
