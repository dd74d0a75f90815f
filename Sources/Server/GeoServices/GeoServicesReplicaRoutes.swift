import Foundation
import GeoJournalCore
import GeoServices
import HTTPTypes
import Hummingbird
import Journal

/// Sync on the FeatureServer (GeoServices REST, as Esri documents it): offline replicas whose
/// server generations are journal positions.
///
/// ```
/// POST …/FeatureServer/createReplica        replicaName, layers, layerQueries, geometry, inSR, replicaSR, syncModel, transportType, async
/// POST …/FeatureServer/synchronizeReplica   replicaID, replicaServerGen | syncLayers, syncDirection, edits, rollbackOnFailure, closeReplica
/// POST …/FeatureServer/unRegisterReplica    replicaID (or *)
/// GET  …/FeatureServer/replicas             GET …/FeatureServer/replicas/{id}
/// GET  …/FeatureServer/replicaFiles/{file}  a replica's data or changes, streamed (url transport)
/// GET  …/FeatureServer/jobs/{id}            the status of an asynchronous createReplica
/// ```
///
/// A replica's file is never stored: it is the journal read as of the replica's generation (or
/// between two of them), written while it is read. `gdbVersion` on `createReplica` makes a
/// replica of that version; `createVersion=true` gives the replica a version of its own (the
/// crew's edits reach DEFAULT by reconcile and post); `historicMoment` (epoch milliseconds) or
/// `asOf` (a position or RFC 3339 time) makes a read-only replica of a past moment.
struct GeoServicesReplicaRoutes: GeoServicesResource {
    let journal: Journal

    func add(to group: RouterGroup<GeoJournalContext>) {
        for method in [HTTPRequest.Method.get, .post] {
            group.on("services/:ws/FeatureServer/createReplica", method: method, use: createReplica)
            group.on("services/:ws/FeatureServer/synchronizeReplica", method: method, use: synchronizeReplica)
            group.on("services/:ws/FeatureServer/unRegisterReplica", method: method, use: unregisterReplica)
            group.on("services/:ws/FeatureServer/replicas", method: method, use: listReplicas)
            group.on("services/:ws/FeatureServer/replicas/:replica", method: method, use: replicaInfo)
            group.on("services/:ws/FeatureServer/replicaFiles/:file", method: method, use: replicaFile)
            group.on("services/:ws/FeatureServer/jobs/:job", method: method, use: jobStatus)
        }
    }

    /// The workspace of the path (never a version's line) and the caller, at least a viewer.
    private func workspace(_ context: GeoJournalContext) throws -> (String, Principal) {
        let ws = try context.parameter("ws")
        return (ws, try context.require(.viewer, workspace: ws))
    }

    /// The service's layers, in service order (a version's layers are its workspace's).
    private func serviceLayers(_ ws: String) async throws -> [GeoServicesLayer] {
        let set = try await journal.workspaces.layerSet(workspace: ws)
        let order = try await journal.reads.layerOrder(workspace: ws)
        return order.enumerated().compactMap { k, name in set.layers[name].map { GeoServicesLayer(id: k, definition: $0) } }
    }

    private func replicaId(_ given: String?, path: String) throws -> UUID {
        // A path parameter may arrive with its braces percent-encoded (`%7B…%7D`).
        guard let text = given.map({ $0.removingPercentEncoding ?? $0 }) else { throw Problem.badRequest("\(path) is required", path: path, code: "parameter.required") }
        guard let id = GeoServicesLayer.uuid(text) else { throw Problem.badRequest("\(path) must be a replica's id (a GUID), got \"\(text)\"", path: path, code: "parameter.replica") }
        return id
    }

    /// A registered replica the caller may use: its owner's, or any for an admin.
    private func owned(_ ws: String, _ id: UUID, _ principal: Principal) async throws -> ReplicaInfo {
        let replica = try await journal.replicas.replica(workspace: ws, id: id)
        guard replica.owner == principal.actor || principal.role == .admin else {
            throw Problem.forbidden("replica \(id.uuidString) is \(replica.owner)'s: only its owner or an admin may use it")
        }
        return replica
    }

    private func base(_ request: Request, _ ws: String) -> String { origin(request) + "/arcgis/rest/services/\(ws)/FeatureServer" }

    // MARK: - createReplica

    func createReplica(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try workspace(context)
        let p = try parameters(context)
        _ = try p.format()
        let layers = try await serviceLayers(ws)
        guard !layers.isEmpty else { throw Problem.notFound("workspace \"\(ws)\" has no layers to replicate") }
        guard let name = p["replicaName"] else { throw Problem.badRequest("replicaName is required", path: "replicaName", code: "parameter.required") }
        var definition = try await ReplicaDefinition.parse(p, layers: layers) { try await srid(p, $0) }
        var moment: ReadMoment?
        if let ms = p["historicMoment"] {
            guard let n = Double(ms.trimmingCharacters(in: .whitespaces)), n.isFinite, n >= 0 else {
                throw Problem.badRequest("historicMoment must be epoch milliseconds, got \"\(ms)\"", path: "historicMoment", code: "parameter.type")
            }
            moment = .time(Date(timeIntervalSince1970: n / 1000))
            definition.asOf = ms
        }
        if let text = p["asOf"] {
            moment = try ReadMoment(asOf: text)
            definition.asOf = text
        }
        var line = ws
        var version = context.version
        if try p.bool("createVersion") {
            guard version == nil else { throw Problem.badRequest("createVersion makes a version from DEFAULT; gdbVersion names another", path: "createVersion", code: "parameter.version") }
            guard moment == nil else { throw Problem.badRequest("a replica of a past moment is read-only and needs no version", path: "createVersion", code: "parameter.version") }
            version = try await journal.versions.createVersion(workspace: ws, name: String(name.map { ".;'\"".contains($0) ? Character("_") : $0 }),
                                                      access: .protected, description: "The version of replica \(name): its edits, reconciled and posted to DEFAULT",
                                                      base: .head, principal: principal)
        }
        if let version {
            if principal.role >= .editor, moment == nil { try VersionRoutes.mayEdit(version, principal) }
            line = version.line
        }
        let replica = try await journal.replicas.registerReplica(workspace: ws, line: line, name: name, definition: definition.json, moment: moment, principal: principal)
        let url = "\(base(request, ws))/replicaFiles/\(replica.id.uuidString)_\(replica.serverGen).json"
        if try p.bool("async") {
            return JSONBody.response(.object(["statusUrl": .string("\(base(request, ws))/jobs/\(replica.id.uuidString)")]))
        }
        var head: [String: JSONValue] = [
            "replicaName": .string(replica.name), "replicaID": ReplicaDocuments.braced(replica.id),
            "transportType": .string(definition.embedded ? "esriTransportTypeEmbedded" : "esriTransportTypeUrl"),
            "responseType": "esriReplicaResponseTypeData",
        ]
        Self.generations(replica, definition, into: &head)
        if let version { head["gdbVersion"] = .string(version.name) }
        if replica.readOnly { head["readOnly"] = true }
        guard definition.embedded else {
            head["responseUrl"] = .string(url)
            head["URL"] = .string(url)
            return JSONBody.response(.object(head))
        }
        return try streamData(replica, definition, layers: layers, position: replica.serverGen, head: head)
    }

    /// `replicaServerGen` (perReplica or none) or `layerServerGens` (perLayer).
    static func generations(_ replica: ReplicaInfo, _ definition: ReplicaDefinition, into o: inout [String: JSONValue]) {
        if definition.syncModel == .perLayer {
            o["layerServerGens"] = .array(definition.layers.map { .object(["id": .integer(Int64($0.id)), "serverGen": .integer(replica.generation(of: $0.name))]) })
        } else {
            o["replicaServerGen"] = .integer(replica.serverGen)
        }
    }

    /// `{…head, "layers": [...]}`: the replica's layers as of `position`, streamed.
    private func streamData(_ replica: ReplicaInfo, _ definition: ReplicaDefinition, layers: [GeoServicesLayer], position: Int64,
                            head: [String: JSONValue]) throws -> Response {
        let queries = try definition.queries(layers)
        let journal = self.journal
        let prefix = JSONValue.object(head).jsonString(sortedKeys: true).dropLast()
        let body = ResponseBody { writer in
            var out = ReplicaDataWriter(writer: writer)
            try await out.append(String(prefix) + ",")
            try await out.writeLayers(journal: journal, line: replica.line, position: position, layers: queries)
            try await out.append("}")
            try await out.finish()
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: body)
    }

    // MARK: - synchronizeReplica

    func synchronizeReplica(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try workspace(context)
        let p = try parameters(context)
        _ = try p.format()
        let id = try replicaId(p["replicaID"], path: "replicaID")
        let replica = try await owned(ws, id, principal)
        let definition = try ReplicaDefinition(json: replica.definition)
        guard definition.syncModel != .none else {
            throw Problem.badRequest("replica \(id.uuidString) was made with syncModel=none (an extract): it does not sync; make one with syncModel=perReplica or perLayer",
                                     path: "replicaID", code: "replica.syncModel")
        }
        let layers = try await serviceLayers(ws)
        let queries = try definition.queries(layers)
        let direction = try Self.direction(p["syncDirection"])
        if try p.bool("async") {
            throw Problem.badRequest("synchronizeReplica answers synchronously here: send async=false (createReplica takes async=true)", path: "async", code: "parameter.async")
        }
        // Which layers, from which generations.
        var generations: [String: Int64] = [:]
        var directions: [String: ReplicaDefinition.Direction] = [:]
        if let text = p["syncLayers"], text.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).lowercased() != "perreplica" {
            guard case .array(let entries)? = try p.json("syncLayers") else {
                throw Problem.badRequest("syncLayers is perReplica or [{\"id\": 0, \"serverGen\": n, \"syncDirection\": \"bidirectional\"}]", path: "syncLayers", code: "parameter.syncLayers")
            }
            for (k, entry) in entries.enumerated() {
                guard let layerId = entry["id"].intValue, let (layer, _) = queries.first(where: { $0.0.id == layerId }) else {
                    throw Problem.badRequest("syncLayers[\(k)].id is not a layer of the replica", path: "syncLayers[\(k)].id", code: "replica.layer")
                }
                guard let gen = entry["serverGen"].intValue else {
                    throw Problem.badRequest("syncLayers[\(k)].serverGen is the layer's generation (a whole number)", path: "syncLayers[\(k)].serverGen", code: "parameter.type")
                }
                generations[layer.name] = gen
                directions[layer.name] = try entry["syncDirection"].stringValue.map { try Self.direction($0) } ?? direction
            }
        } else {
            var gen = replica.serverGen
            if let text = p["replicaServerGen"] {
                guard let n = Int64(text.trimmingCharacters(in: .whitespaces)) else {
                    throw Problem.badRequest("replicaServerGen is a whole number (a generation this service gave), got \"\(text)\"", path: "replicaServerGen", code: "parameter.type")
                }
                gen = n
            }
            for (layer, _) in queries { generations[layer.name] = gen; directions[layer.name] = direction }
        }
        let upload = try await ReplicaUploadReader.read(try p.json("edits"), replica: queries.map(\.0), replicaSR: definition.replicaSR, journal: journal)
        if !upload.edits.isEmpty {
            if replica.readOnly {
                throw Problem.badRequest("replica \(id.uuidString) is a read-only snapshot of a past moment: it uploads nothing", path: "edits", code: "replica.readOnly")
            }
            for layer in upload.layers {
                guard let d = directions[layer.name] else {
                    throw Problem.badRequest("edits name layer \(layer.id), which syncLayers does not sync", path: "edits", code: "replica.layer")
                }
                guard d == .upload || d == .bidirectional, definition.syncDirection != .download else {
                    throw Problem.badRequest("edits are uploaded with syncDirection bidirectional or upload, on a replica made for them (this one syncs \(definition.syncDirection.rawValue), this sync \(d.rawValue))",
                                             path: "edits", code: "replica.direction")
                }
            }
        }
        let download = !replica.readOnly && definition.syncDirection != .upload && directions.values.contains { $0 != .upload }
        let rollback = try p.bool("rollbackOnFailure", default: true)
        let fingerprint = ReplicaUploadReader.fingerprint(generations: generations, rollback: rollback, edits: p["edits"] ?? "")
        let append = try context.appendContext(request, principal: principal, via: "geoservices")
        let syncRequest = ReplicaSyncRequest(replica: id, generations: generations, allLayers: generations.count == queries.count,
                                             edits: upload.edits.map { $0 }, rollbackOnFailure: rollback, download: download,
                                             reconcile: try p.bool("reconcileBranchVersion"), fingerprint: fingerprint)
        let outcome = try await journal.replicas.synchronizeReplica(workspace: ws, request: syncRequest, principal: principal, context: append)
        if try p.bool("closeReplica") { _ = try await journal.replicas.unregisterReplica(workspace: ws, id: id, principal: principal) }

        var head: [String: JSONValue] = [
            "replicaName": .string(replica.name), "replicaID": ReplicaDocuments.braced(replica.id),
            "transportType": .string(try ReplicaDefinition.embedded(p) ? "esriTransportTypeEmbedded" : "esriTransportTypeUrl"),
        ]
        Self.generations(outcome.replica, definition, into: &head)
        if let reconciled = outcome.reconciled {
            head["reconcile"] = .object(["base": .integer(reconciled.base), "conflicts": .integer(Int64(reconciled.conflicts.count))])
        }
        let results = ReplicaDocuments.results(outcome, upload: upload)
        let embedded = try ReplicaDefinition.embedded(p)
        let synced = queries.filter { generations[$0.0.name] != nil }
        if direction == .snapshot && download {
            head["responseType"] = "esriReplicaResponseTypeData"
            head["edits"] = .array(results.sorted { $0.key < $1.key }.map { var o = $0.value; o["id"] = .integer(Int64($0.key)); return .object(o) })
            guard embedded else {
                let url = "\(base(request, ws))/replicaFiles/\(replica.id.uuidString)_\(outcome.to).json"
                head["responseUrl"] = .string(url)
                return JSONBody.response(.object(head))
            }
            return try streamData(outcome.replica, definition, layers: layers, position: outcome.to, head: head)
        }
        guard download else {
            head["responseType"] = "esriReplicaResponseTypeEdits"
            head["edits"] = .array(synced.map { layer, _ in var o = results[layer.id] ?? [:]; o["id"] = .integer(Int64(layer.id)); return .object(o) })
            return JSONBody.response(.object(head))
        }
        head["responseType"] = "esriReplicaResponseTypeEdits"
        let spec = Self.changeSpec(outcome.from, queries: synced)
        if !embedded {
            head["responseUrl"] = .string("\(base(request, ws))/replicaFiles/\(replica.id.uuidString)_\(outcome.to)_\(spec).json")
            head["edits"] = .array(synced.map { layer, _ in var o = results[layer.id] ?? [:]; o["id"] = .integer(Int64(layer.id)); return .object(o) })
            return JSONBody.response(.object(head))
        }
        let changes = try await journal.replicas.replicaChanges(line: replica.line, layers: synced.map(\.1), from: outcome.from, to: outcome.to, replica: replica.id)
        return Self.streamChanges(head: head, layers: Array(zip(synced.map(\.0), changes.map { Optional($0) })), results: results)
    }

    static func direction(_ text: String?) throws -> ReplicaDefinition.Direction {
        guard let text else { return .bidirectional }
        guard let d = ReplicaDefinition.Direction(rawValue: text.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) else {
            throw Problem.badRequest("syncDirection is bidirectional, download, upload or snapshot, got \"\(text)\"", path: "syncDirection", code: "parameter.syncDirection")
        }
        return d
    }

    /// The generations a download starts from, in a file name: `g<gen>` when every layer has the
    /// same, else `L<id>-<gen>` per layer joined by `.`.
    static func changeSpec(_ from: [String: Int64], queries: [(GeoServicesLayer, ReplicaLayerQuery)]) -> String {
        let gens = queries.compactMap { from[$0.0.name] }
        if let first = gens.first, gens.allSatisfy({ $0 == first }) { return "g\(first)" }
        return queries.compactMap { l, _ in from[l.name].map { "L\(l.id)-\($0)" } }.joined(separator: ".")
    }

    static func streamChanges(head: [String: JSONValue], layers: [(GeoServicesLayer, ReplicaLayerChanges?)], results: [Int: [String: JSONValue]]) -> Response {
        let prefix = JSONValue.object(head).jsonString(sortedKeys: true).dropLast()
        let body = ResponseBody { writer in
            var out = ReplicaDataWriter(writer: writer)
            try await out.append(String(prefix) + ",")
            try await out.writeEdits(layers, results: results)
            try await out.append("}")
            try await out.finish()
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: body)
    }

    // MARK: - Files and jobs

    /// `replicaFiles/{id}_{gen}.json` (the data as of a generation) or
    /// `replicaFiles/{id}_{to}_{from}.json` (the changes between generations).
    func replicaFile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try workspace(context)
        let file = try context.parameter("file")
        let parts = file.replacingOccurrences(of: ".json", with: "").split(separator: "_").map(String.init)
        guard parts.count == 2 || parts.count == 3, let id = UUID(uuidString: parts[0]), let to = Int64(parts[1]) else {
            throw Problem.notFound("there is no replica file \(file)")
        }
        let replica = try await owned(ws, id, principal)
        let definition = try ReplicaDefinition(json: replica.definition)
        let layers = try await serviceLayers(ws)
        var head: [String: JSONValue] = ["replicaName": .string(replica.name), "replicaID": ReplicaDocuments.braced(replica.id)]
        if parts.count == 2 {
            head["responseType"] = "esriReplicaResponseTypeData"
            if definition.syncModel == .perLayer {
                head["layerServerGens"] = .array(definition.layers.map { .object(["id": .integer(Int64($0.id)), "serverGen": .integer(to)]) })
            } else {
                head["replicaServerGen"] = .integer(to)
            }
            return try streamData(replica, definition, layers: layers, position: to, head: head)
        }
        let queries = try definition.queries(layers)
        var from: [String: Int64] = [:]
        if parts[2].hasPrefix("g"), let g = Int64(parts[2].dropFirst()) {
            for (layer, _) in queries { from[layer.name] = g }
        } else {
            for piece in parts[2].split(separator: ".") {
                let pair = piece.dropFirst().split(separator: "-")
                guard piece.hasPrefix("L"), pair.count == 2, let layerId = Int(pair[0]), let g = Int64(pair[1]),
                      let (layer, _) = queries.first(where: { $0.0.id == layerId }) else { throw Problem.notFound("there is no replica file \(file)") }
                from[layer.name] = g
            }
        }
        let synced = queries.filter { from[$0.0.name] != nil }
        head["responseType"] = "esriReplicaResponseTypeEdits"
        if definition.syncModel == .perLayer {
            head["layerServerGens"] = .array(synced.map { .object(["id": .integer(Int64($0.0.id)), "serverGen": .integer(to)]) })
        } else {
            head["replicaServerGen"] = .integer(to)
        }
        let changes = try await journal.replicas.replicaChanges(line: replica.line, layers: synced.map(\.1), from: from, to: to, replica: replica.id)
        return Self.streamChanges(head: head, layers: Array(zip(synced.map(\.0), changes.map { Optional($0) })), results: [:])
    }

    /// The status of an asynchronous `createReplica`: registering is done at once, so it is complete.
    func jobStatus(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try workspace(context)
        let id = try replicaId(try context.parameter("job"), path: "job")
        let replica = try await owned(ws, id, principal)
        let definition = try ReplicaDefinition(json: replica.definition)
        var o: [String: JSONValue] = [
            "status": "Completed", "responseType": "esriReplicaResponseTypeData", "transportType": "esriTransportTypeUrl",
            "replicaName": .string(replica.name), "replicaID": ReplicaDocuments.braced(replica.id),
            "resultUrl": .string("\(base(request, ws))/replicaFiles/\(replica.id.uuidString)_\(replica.createdGen).json"),
            "submissionTime": ReplicaDocuments.milliseconds(replica.createdMicros), "lastUpdatedTime": ReplicaDocuments.milliseconds(replica.createdMicros),
        ]
        Self.generations(replica, definition, into: &o)
        return JSONBody.response(.object(o))
    }

    // MARK: - Listing and unregistering

    func listReplicas(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, _) = try workspace(context)
        _ = try parameters(context).format()
        return JSONBody.response(ReplicaDocuments.list(try await journal.replicas.list(workspace: ws)))
    }

    func replicaInfo(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try workspace(context)
        _ = try parameters(context).format()
        let id = try replicaId(try context.parameter("replica"), path: "replica")
        let replica = try await journal.replicas.replica(workspace: ws, id: id)
        let version = VersionLine(key: replica.line) == nil ? nil : try await journal.versions.list(workspace: ws, principal: principal).first { $0.line == replica.line }
        return JSONBody.response(ReplicaDocuments.info(replica, definition: try ReplicaDefinition(json: replica.definition), version: version))
    }

    func unregisterReplica(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let (ws, principal) = try workspace(context)
        let p = try parameters(context)
        _ = try p.format()
        guard let text = p["replicaID"] else { throw Problem.badRequest("replicaID is required (a replica's id, or * for every replica)", path: "replicaID", code: "parameter.required") }
        let id: UUID? = text.trimmingCharacters(in: .whitespaces) == "*" ? nil : try replicaId(text, path: "replicaID")
        let gone = try await journal.replicas.unregisterReplica(workspace: ws, id: id, principal: principal)
        return JSONBody.response(.object(["success": true, "unregistered": .array(gone.map(ReplicaDocuments.braced))]))
    }
}
