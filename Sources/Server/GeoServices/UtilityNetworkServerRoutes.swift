import Foundation
import GeoJournalCore
import GeoJournalNetwork
import HTTPTypes
import Hummingbird
import GeoServices
import Journal

/// The GeoServices `UtilityNetworkServer` of a workspace, computed from GeoJournal's in-memory
/// network graphs, now or at any past `moment` (epoch milliseconds):
///
/// ```
/// GET  /arcgis/rest/services/demo/UtilityNetworkServer?f=json        the networks in Esri's shapes (EsriUtilityNetwork)
/// POST .../UtilityNetworkServer/trace                                  traceType, traceLocations, traceConfiguration, resultTypes, moment
/// POST .../UtilityNetworkServer/validateNetworkTopology               nothing is ever dirty: answers the graph's moment
/// POST .../UtilityNetworkServer/queryNetworkMoments                   the graph's position and time, the definition's time
/// POST .../UtilityNetworkServer/queryAssociations                     connectivity associations, now or at a moment
/// ```
///
/// A workspace may hold several networks; the `network` parameter names one (it may be left out
/// when there is only one).
struct UtilityNetworkServerRoutes: GeoServicesResource {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        for method in [HTTPRequest.Method.get, .post] {
            group.on("services/:ws/UtilityNetworkServer", method: method, use: utilityNetworkServer)
            group.on("services/:ws/UtilityNetworkServer/trace", method: method, use: trace)
            group.on("services/:ws/UtilityNetworkServer/validateNetworkTopology", method: method, use: validateNetworkTopology)
            group.on("services/:ws/UtilityNetworkServer/queryNetworkMoments", method: method, use: queryNetworkMoments)
            group.on("services/:ws/UtilityNetworkServer/queryAssociations", method: method, use: queryAssociations)
            group.on("services/:ws/UtilityNetworkServer/associations/query", method: method, use: queryAssociations)
        }
    }

    func utilityNetworkServer(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        let (ws, layers) = try await service(context)
        let moment = try Self.moment(p)
        let (position, networks) = try await journal.networks.list(workspace: ws, moment: moment)
        let chosen = p["network"].map { name in networks.filter { $0.name == name } } ?? networks
        if let name = p["network"], chosen.isEmpty { throw Problem.notFound("there is no network \"\(name)\" in workspace \"\(ws)\"") }
        PositionWitness.observe(position)
        return JSONBody.response(.object([
            "currentVersion": .double(GeoServicesDocuments.currentVersion),
            "serviceDescription": .string("The utility networks of GeoJournal workspace \(ws), traced in memory at any moment"),
            "capabilities": "Trace,NetworkTopology,Associations",
            "supportsMoments": true,
            "utilityNetworks": .array(chosen.map { EsriUtilityNetwork(network: $0, layers: layers).description }),
        ]))
    }

    func validateNetworkTopology(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        let (ws, layers) = try await service(context)
        let (snapshot, _) = try await graph(ws, layers, p, moment: .head)
        let micros = try await journal.reads.recordedMicros(workspace: ws, position: snapshot.position)
        return JSONBody.response(.object([
            "moment": micros.map { .integer($0 / 1000) } ?? .null, "fullUpdate": false, "validateErrorsCreated": false,
            "dirtyAreaCount": 0, "exceededTransferLimit": false, "serviceEdits": [], "success": true,
        ]))
    }

    func queryNetworkMoments(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        let (ws, layers) = try await service(context)
        let (snapshot, _) = try await graph(ws, layers, p, moment: try Self.moment(p))
        let validated = try await journal.reads.recordedMicros(workspace: ws, position: snapshot.position)
        let defined = try await journal.reads.recordedMicros(workspace: ws, position: snapshot.network.position)
        func moment(_ type: String, _ micros: Int64?) -> JSONValue { .object(["moment": .string(type), "time": micros.map { .integer($0 / 1000) } ?? .null]) }
        return JSONBody.response(.object([
            "networkMoments": [moment("initialEnableTopology", defined), moment("enableTopology", defined), moment("definitionModification", defined),
                               moment("fullValidateTopology", validated), moment("partialValidateTopology", validated)],
            "validateNetworkTopology": false, "success": true,
        ]))
    }

    /// `moment` in epoch milliseconds (absent or empty: now).
    static func moment(_ p: GeoServicesParameters) throws -> ReadMoment {
        guard let text = p["moment"], !text.isEmpty else { return .head }
        guard let ms = Double(text), ms.isFinite else {
            throw Problem.badRequest("moment must be epoch milliseconds, got \"\(text)\"", path: "moment", code: "parameter.type")
        }
        return .time(Date(timeIntervalSince1970: ms / 1000))
    }

    /// The network the request names (or the workspace's only one), as a graph at `moment`.
    private func graph(_ ws: String, _ layers: [GeoServicesLayer], _ p: GeoServicesParameters, moment: ReadMoment) async throws
        -> (NetworkGraphs.Snapshot, EsriUtilityNetwork) {
        let name: String
        if let named = p["network"], !named.isEmpty {
            name = named
        } else {
            let (_, networks) = try await journal.networks.list(workspace: ws, moment: moment)
            guard let only = networks.first else { throw Problem.notFound("workspace \"\(ws)\" has no utility network at that moment") }
            guard networks.count == 1 else {
                throw Problem.badRequest("workspace \"\(ws)\" has \(networks.count) networks; name one with the network parameter (\(networks.map(\.name).joined(separator: ", ")))",
                                         path: "network", code: "parameter.network")
            }
            name = only.name
        }
        let snapshot = try await journal.networks.graphs.graph(workspace: ws, name: name, moment: moment)
        PositionWitness.observe(snapshot.position)
        return (snapshot, EsriUtilityNetwork(network: snapshot.network, layers: layers))
    }

    func trace(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        let (ws, layers) = try await service(context)
        let moment = try Self.moment(p)
        let (snapshot, un) = try await graph(ws, layers, p, moment: moment)
        let trace = try EsriTrace.read(type: p["traceType"], locations: try p.json("traceLocations"), configuration: try p.json("traceConfiguration"),
                                       resultTypes: try p.json("resultTypes"), network: un, graph: snapshot.graph)
        let result: TraceResult
        let graph = snapshot.graph, request = trace.request
        switch try await journal.compute.run({ graph.trace(request) }) {
        case .success(let r): result = r
        case .failure(let f): throw NetworkRoutes.problem(f)
        }
        let at: Int64? = moment == .head ? nil : snapshot.position
        // Written as bytes: a trace may reach hundreds of thousands of elements.
        var out: [UInt8] = Array(#"{"traceResults":{"#.utf8)
        if trace.elements {
            // Per source layer, prepared once: its network source id and whether it holds edges.
            let sources: [(id: [UInt8], edge: Bool)] = result.layerNames.map { name in
                (Array((un.sourceId(layer: name).map { String($0) } ?? "null").utf8), un.definition.source(layer: name)?.role == .edge)
            }
            let objectIds = try await journal.reads.objectIds(workspace: ws, ids: Array(result.featureIds), at: at)
            out += try await journal.compute.run { Self.elements(result, sources: sources, objectIds: objectIds) }
        }
        if trace.aggregatedGeometry {
            let output: OutputSRID = try await srid(p, "outSR").map { .epsg($0) } ?? .layer
            let srid = layers.first { un.sourceIds[$0.name] != nil }?.definition.srid ?? 4326
            let parts = try await journal.networks.aggregatedGeometry(workspace: ws, ids: Array(result.featureIds), at: at, output: output)
            var aggregated: [String: JSONValue] = [:]
            let reference = GeoServicesDocuments.spatialReference(output.srid ?? srid)
            for (name, text) in [("line", parts.lines), ("multipoint", parts.points)] {
                guard let text, case .success(let g) = Geometry.parse(try JSONValue.parse(Array(text.utf8))) else { continue }
                var esri = EsriGeometry.json(g).objectValue ?? [:]
                esri["spatialReference"] = reference
                aggregated[name] = .object(esri)
            }
            out += Array(#""aggregatedGeometry":"#.utf8)
            JSONValue.object(aggregated).write(into: &out)
            out.append(UInt8(ascii: ","))
        }
        out += Array(#""startingPointsIgnored":false,"warnings":[],"sourceMapping":"#.utf8)
        JSONValue.object(Dictionary(uniqueKeysWithValues: un.sourceIds.map { (String($0.value), JSONValue.string($0.key)) })).write(into: &out)
        out += Array(#"},"success":true}"#.utf8)
        return JSONBody.response(bytes: out)
    }

    /// The `"elements":[…],` member of a trace answer, written as bytes (a trace may reach
    /// hundreds of thousands of elements; written on the compute threads).
    static func elements(_ result: TraceResult, sources: [(id: [UInt8], edge: Bool)], objectIds: [UUID: Int64]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(result.count * 190 + 16)
        out += Array(#""elements":["#.utf8)
        var first = true
        result.forEachElement { layer, id, group, type, terminal, from, to in
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out += #"{"networkSourceId":"#.utf8
            out += sources[layer].id
            out += #","globalId":"{"#.utf8
            out += id.uuidString.utf8
            out += #"}","objectId":"#.utf8
            if let n = objectIds[id] { Self.appendInteger(n, to: &out) } else { out += "null".utf8 }
            // Terminals are numbered from 1 in the definition's order; none is Esri's single terminal, 1.
            out += #","terminalId":"#.utf8
            Self.appendInteger(Int64(max(terminal, 0) + 1), to: &out)
            out += #","assetGroupCode":"#.utf8
            Self.appendInteger(Int64(group), to: &out)
            out += #","assetTypeCode":"#.utf8
            Self.appendInteger(Int64(type), to: &out)
            if sources[layer].edge {
                out += #","positionFrom":"#.utf8
                JSONValue.double(Double(from)).write(into: &out)
                out += #","positionTo":"#.utf8
                JSONValue.double(Double(to)).write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out += Array("],".utf8)
        return out
    }

    /// Appends the decimal digits of `n` (no String in between: a trace writes millions).
    static func appendInteger(_ n: Int64, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var v = n.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                count += 1
            } while v > 0
            for k in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[k]) }
        }
    }

    func queryAssociations(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let p = try parameters(context)
        _ = try p.format()
        let (ws, layers) = try await service(context)
        let moment = try Self.moment(p)
        let (snapshot, un) = try await graph(ws, layers, p, moment: moment)
        let (_, list) = try await journal.networks.associations(workspace: ws, network: snapshot.network.name, moment: moment)
        // `types`: GeoJournal's associations are all connectivity associations.
        if let types = try p.json("types")?.arrayValue, !types.contains(where: { $0.stringValue?.lowercased() == "connectivity" }) {
            return JSONBody.response(.object(["associations": [], "success": true]))
        }
        var wanted: Set<UUID>?
        if let elements = try p.json("elements")?.arrayValue {
            wanted = Set(elements.compactMap { $0["globalId"].stringValue.flatMap(GeoServicesLayer.uuid) })
        }
        let kept = list.filter { a in wanted.map { $0.contains(a.from) || $0.contains(a.to) } ?? true }
        let at: Int64? = moment == .head ? nil : snapshot.position
        let objectIds = try await journal.reads.objectIds(workspace: ws, ids: Array(Set(kept.flatMap { [$0.from, $0.to] })), at: at)
        func element(_ id: UUID, _ terminal: String?) -> JSONValue {
            guard let key = snapshot.graph.assetKey(of: id) else { return .object(["globalId": .string(GeoServicesLayer.braced(id.uuidString))]) }
            return .object([
                "networkSourceId": un.sourceId(layer: key.layer).map { .integer(Int64($0)) } ?? .null,
                "globalId": .string(GeoServicesLayer.braced(id.uuidString)), "objectId": objectIds[id].map(JSONValue.integer) ?? .null,
                "terminalId": .integer(Int64(un.terminalId(terminal, key: key))),
                "assetGroupCode": .integer(Int64(key.assetGroup)), "assetTypeCode": .integer(Int64(key.assetType)),
            ])
        }
        return JSONBody.response(.object([
            "associations": .array(kept.map { a in
                .object(["associationType": "connectivity", "fromNetworkElement": element(a.from, a.fromTerminal),
                         "toNetworkElement": element(a.to, a.toTerminal), "isContentVisible": false])
            }),
            "success": true,
        ]))
    }
}
