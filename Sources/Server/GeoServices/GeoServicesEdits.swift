import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// `applyEdits` (of a layer or of the whole service), `addFeatures`, `updateFeatures` and
/// `deleteFeatures` as one journal operation by the token's actor.
///
/// Each feature the client sends is read into the journal's edit request (Esri JSON geometry,
/// attributes converted, OBJECTIDs and GlobalIDs resolved to feature ids); what cannot be read
/// is that feature's error. The journal then decides the whole operation with the same rules as
/// the JSON API. With `rollbackOnFailure=true` (the default) a refusal of any feature writes
/// nothing and every feature reports it failed, the refused ones with the journal's words; with
/// `false` the refused features are left out and the others written in one operation.
///
/// ```swift
/// let append = try context.appendContext(request, principal: principal, fingerprint: parameters.fingerprint, via: "geoservices")
/// let answer = try await GeoServicesEdits(journal: journal, workspace: "demo", context: append).apply([layerEdits], options)
/// answer.json(serviceLevel: false)   // {"addResults":[{"objectId":12,"globalId":"{…}","success":true}], ...}
/// ```
struct GeoServicesEdits {
    let journal: Journal
    let workspace: String
    /// The append context of the request (``GeoJournalContext/appendContext(_:principal:kind:fingerprint:via:)``):
    /// with an `Idempotency-Key`, a retry answers what the first attempt answered.
    let context: AppendContext

    struct Options {
        var rollbackOnFailure = true
        var useGlobalIds = false
        var returnEditMoment = false
        var sessionId: UUID?
    }

    /// What the client sent for one layer.
    struct LayerInput {
        var layer: GeoServicesLayer
        var adds: [JSONValue] = []
        var updates: [JSONValue] = []
        /// OBJECTIDs, or GlobalIDs with `useGlobalIds` (as text).
        var deletes: [String] = []

        /// The service-level `edits` parameter: `[{"id": 0, "adds": [...], "updates": [...], "deletes": [...]}]`,
        /// each `id` a layer of the service.
        static func parse(edits: JSONValue?, layers: [GeoServicesLayer]) throws -> [LayerInput] {
            guard case .array(let entries)? = edits else {
                throw Problem.badRequest("edits must be a JSON array of {id, adds, updates, deletes}", path: "edits", code: "parameter.required")
            }
            var inputs: [LayerInput] = []
            for (k, entry) in entries.enumerated() {
                guard let id = entry["id"].intValue, let layer = layers.first(where: { $0.id == id }) else {
                    throw Problem.badRequest("edits[\(k)].id must be the id of a layer of this service", path: "edits[\(k)].id", code: "parameter.layer")
                }
                var input = LayerInput(layer: layer)
                input.adds = entry["adds"].arrayValue ?? []
                input.updates = entry["updates"].arrayValue ?? []
                input.deletes = (entry["deletes"].arrayValue ?? []).map { $0.stringValue ?? $0.intValue.map(String.init) ?? "" }
                inputs.append(input)
            }
            return inputs
        }
    }

    /// One feature's result.
    struct Outcome {
        var objectId: Int64?
        var globalId: UUID?
        var error: (code: Int, description: String)?
        var json: JSONValue {
            var o: [String: JSONValue] = ["success": .bool(error == nil)]
            o["objectId"] = objectId.map(JSONValue.integer) ?? .null
            o["globalId"] = globalId.map { .string(GeoServicesLayer.braced($0.uuidString)) } ?? .null
            if let error { o["error"] = .object(["code": .integer(Int64(error.code)), "description": .string(error.description)]) }
            return .object(o)
        }
    }

    struct LayerAnswer {
        var id: Int
        var adds: [Outcome] = []
        var updates: [Outcome] = []
        var deletes: [Outcome] = []
    }

    struct Answer {
        var layers: [LayerAnswer]
        var editMoment: Int64?

        /// The layer endpoints' answer (one layer), or the service's (`[{id, addResults, ...}]`).
        func json(serviceLevel: Bool) -> JSONValue {
            func results(_ l: LayerAnswer) -> [String: JSONValue] {
                var o: [String: JSONValue] = [
                    "addResults": .array(l.adds.map(\.json)), "updateResults": .array(l.updates.map(\.json)),
                    "deleteResults": .array(l.deletes.map(\.json)),
                ]
                if let editMoment { o["editMoment"] = .integer(editMoment) }
                return o
            }
            if serviceLevel {
                return .array(layers.map { l in var o = results(l); o["id"] = .integer(Int64(l.id)); return .object(o) })
            }
            return .object(layers.first.map(results) ?? ["addResults": [], "updateResults": [], "deleteResults": []])
        }
    }

    /// Esri's error codes for a feature: 1000 for a refused value (domain, type, rule), 1019 for a
    /// feature that is not there, 1020 for a version conflict.
    static let invalidCode = 1000
    static let missingCode = 1019
    static let conflictCode = 1020

    /// Where a prepared feature sits: its layer input, its kind and index there.
    fileprivate struct Slot: Hashable {
        enum Kind: Hashable {
            case add, update, delete

            var name: String { self == .add ? "add" : self == .update ? "update" : "delete" }

            init?(name: String) {
                switch name {
                case "add": self = .add
                case "update": self = .update
                case "delete": self = .delete
                default: return nil
                }
            }
        }
        var layer: Int
        var kind: Kind
        var index: Int
    }

    func apply(_ inputs: [LayerInput], _ options: Options) async throws -> Answer {
        var answer = Answer(layers: inputs.map { LayerAnswer(id: $0.layer.id, adds: Array(repeating: Outcome(), count: $0.adds.count),
                                                           updates: Array(repeating: Outcome(), count: $0.updates.count),
                                                           deletes: Array(repeating: Outcome(), count: $0.deletes.count)) })
        func fail(_ slot: Slot, _ code: Int, _ text: String) {
            switch slot.kind {
            case .add: answer.layers[slot.layer].adds[slot.index].error = (code, text)
            case .update: answer.layers[slot.layer].updates[slot.index].error = (code, text)
            case .delete: answer.layers[slot.layer].deletes[slot.index].error = (code, text)
            }
        }
        // A retry of a request whose key was used: the features are read as they were before the
        // first attempt's operation, the features it refused are refused again, and the journal
        // replays the operation itself, so the answer is the first one.
        var replayAt: Int64?
        var refusedBefore: [JSONValue] = []
        if let key = context.idempotencyKey, let (first, hash) = try await journal.reads.operation(workspace: workspace, actor: context.actor, idempotencyKey: key) {
            if let hash, let mine = context.requestHash, hash != mine {
                throw JournalError.idempotencyMismatch("Idempotency-Key \"\(key)\" was used for a different request")
            }
            replayAt = first.firstPosition - 1
            refusedBefore = first.metadata["geoservicesRefused"].arrayValue ?? []
        }
        // Read every feature; what cannot be read fails on its own.
        var adds: [[(Slot, FeatureAdd)]] = []
        var updates: [[(Slot, FeatureUpdate)]] = []
        var deletes: [[(Slot, FeatureDelete)]] = []
        for (k, input) in inputs.enumerated() {
            let layer = input.layer
            var layerAdds: [(Slot, FeatureAdd)] = []
            for (j, feature) in input.adds.enumerated() {
                let slot = Slot(layer: k, kind: .add, index: j)
                switch readAdd(feature, layer: layer, useGlobalIds: options.useGlobalIds) {
                case .success(var add):
                    answer.layers[k].adds[j].globalId = add.id
                    guard let geometry = await inLayerReference(add.geometry, of: feature, layer: layer, slot: slot, fail: fail) else { continue }
                    add.geometry = geometry
                    layerAdds.append((slot, add))
                case .failure(let failure): fail(slot, failure.code, failure.text)
                }
            }
            adds.append(layerAdds)
            // Updates and deletes name features by OBJECTID (or GlobalID): resolved now.
            var wantedObjectIds: [Int64] = []
            for feature in input.updates where !options.useGlobalIds {
                if let n = feature["attributes"].objectValue?.first(where: { $0.key.lowercased() == "objectid" })?.value.intValue { wantedObjectIds.append(n) }
            }
            if !options.useGlobalIds { wantedObjectIds += input.deletes.compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) } }
            let ids = try await journal.reads.featureIds(workspace: workspace, layer: layer.name, objectIds: wantedObjectIds, at: replayAt)
            var layerUpdates: [(Slot, FeatureUpdate)] = []
            for (j, feature) in input.updates.enumerated() {
                let slot = Slot(layer: k, kind: .update, index: j)
                // The OBJECTID the client named, answered back even when the update fails.
                answer.layers[k].updates[j].objectId = feature["attributes"].objectValue?.first { $0.key.lowercased() == "objectid" }?.value.intValue
                switch readUpdate(feature, layer: layer, useGlobalIds: options.useGlobalIds, ids: ids) {
                case .success(var (update, objectId)):
                    answer.layers[k].updates[j].globalId = update.id
                    answer.layers[k].updates[j].objectId = objectId
                    if let g = update.geometry {
                        guard let geometry = await inLayerReference(g, of: feature, layer: layer, slot: slot, fail: fail) else { continue }
                        update.geometry = geometry
                    }
                    layerUpdates.append((slot, update))
                case .failure(let failure): fail(slot, failure.code, failure.text)
                }
            }
            updates.append(layerUpdates)
            var layerDeletes: [(Slot, FeatureDelete)] = []
            for (j, text) in input.deletes.enumerated() {
                let slot = Slot(layer: k, kind: .delete, index: j)
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if options.useGlobalIds {
                    guard let id = GeoServicesLayer.uuid(trimmed) else {
                        fail(slot, Self.invalidCode, "\"\(trimmed)\" is not a GlobalID")
                        continue
                    }
                    layerDeletes.append((slot, FeatureDelete(id: id)))
                    answer.layers[k].deletes[j].globalId = id
                } else {
                    guard let n = Int64(trimmed) else {
                        fail(slot, Self.invalidCode, "\"\(trimmed)\" is not an OBJECTID")
                        continue
                    }
                    answer.layers[k].deletes[j].objectId = n
                    guard let id = ids[n] else {
                        fail(slot, Self.missingCode, "there is no feature with OBJECTID \(n) in layer \"\(layer.name)\"")
                        continue
                    }
                    layerDeletes.append((slot, FeatureDelete(id: id)))
                    answer.layers[k].deletes[j].globalId = id
                }
            }
            deletes.append(layerDeletes)
        }
        let unreadable = answer.layers.contains { l in (l.adds + l.updates + l.deletes).contains { $0.error != nil } }
        if unreadable && options.rollbackOnFailure {
            markNotApplied(&answer)
            return answer
        }
        // Features the journal refused in earlier attempts of this operation, recorded on it.
        var refusedSoFar: [JSONValue] = []
        func leave(_ slots: Set<Slot>) {
            for k in inputs.indices {
                adds[k].removeAll { slots.contains($0.0) }
                updates[k].removeAll { slots.contains($0.0) }
                deletes[k].removeAll { slots.contains($0.0) }
            }
        }
        if !refusedBefore.isEmpty {
            var leaving: Set<Slot> = []
            for entry in refusedBefore {
                guard let k = entry["layer"].intValue, let j = entry["index"].intValue, let code = entry["code"].intValue,
                      let kind = entry["kind"].stringValue.flatMap(Slot.Kind.init(name:)), let text = entry["text"].stringValue,
                      inputs.indices.contains(Int(k)) else { continue }
                let slot = Slot(layer: Int(k), kind: kind, index: Int(j))
                fail(slot, Int(code), text)
                leaving.insert(slot)
            }
            leave(leaving)
            refusedSoFar = refusedBefore
        }
        // Decide and write; refused features leave (without rollback) until the rest is written.
        while true {
            var edits: [LayerEdits] = []
            var slots: [(adds: [Slot], updates: [Slot], deletes: [Slot])] = []
            for k in inputs.indices {
                guard !adds[k].isEmpty || !updates[k].isEmpty || !deletes[k].isEmpty else { continue }
                edits.append(LayerEdits(layer: inputs[k].layer.name, adds: adds[k].map(\.1), updates: updates[k].map(\.1), deletes: deletes[k].map(\.1)))
                slots.append((adds[k].map(\.0), updates[k].map(\.0), deletes[k].map(\.0)))
            }
            guard !edits.isEmpty else { return answer }
            let request = EditRequest(sessionId: options.sessionId, message: "GeoServices applyEdits", edits: edits)
            let failure: JournalError
            do {
                var append = context
                if !refusedSoFar.isEmpty, case .object(var metadata) = append.metadata {
                    metadata["geoservicesRefused"] = .array(refusedSoFar)
                    append.metadata = .object(metadata)
                }
                var outcome = try await journal.edits.apply(workspace: workspace, request: request, context: append)
                if outcome.replayed, outcome.results.contains(where: { $0.objectId == nil }) {
                    // A replay tells the features; their OBJECTIDs never change.
                    let known = try await journal.reads.objectIds(workspace: workspace, ids: outcome.results.map(\.id), at: outcome.operation.lastPosition)
                    for k in outcome.results.indices where outcome.results[k].objectId == nil { outcome.results[k].objectId = known[outcome.results[k].id] }
                }
                record(outcome, slots: slots, edits: edits, into: &answer)
                if options.returnEditMoment { answer.editMoment = outcome.operation.recordedMicros / 1000 }
                return answer
            } catch {
                failure = error
            }
            let refused: [(Int, Int, Slot.Kind, Int, String)]
            switch failure {
            case .invalid(let violations, _):
                refused = violations.compactMap { v in EditPath(v.path).map { ($0.edit, Self.invalidCode, $0.kind, $0.item, Self.describe(v, rest: $0.rest)) } }
                guard refused.count == violations.count else { throw failure }
            case .conflict(_, let conflicts) where !conflicts.isEmpty:
                refused = conflicts.compactMap { c in EditPath(c.path).map { ($0.edit, c.currentVersion == nil ? Self.missingCode : Self.conflictCode, $0.kind, $0.item, c.message) } }
                guard refused.count == conflicts.count else { throw failure }
            default:
                throw failure
            }
            var leaving: Set<Slot> = []
            for (edit, code, kind, item, text) in refused {
                guard slots.indices.contains(edit) else { throw failure }
                let list = kind == .add ? slots[edit].adds : kind == .update ? slots[edit].updates : slots[edit].deletes
                guard list.indices.contains(item) else { throw failure }
                fail(list[item], code, text)
                leaving.insert(list[item])
                refusedSoFar.append(.object(["layer": .integer(Int64(list[item].layer)), "kind": .string(list[item].kind.name),
                                             "index": .integer(Int64(list[item].index)), "code": .integer(Int64(code)), "text": .string(text)]))
            }
            if options.rollbackOnFailure {
                markNotApplied(&answer)
                return answer
            }
            leave(leaving)
        }
    }

    /// A geometry in the layer's spatial reference: as given, or transformed by PostGIS from the
    /// one its Esri JSON names (`"spatialReference": {"wkid": 4326}`); nil (and the feature's
    /// error) when it cannot be.
    private func inLayerReference(_ geometry: Geometry, of feature: JSONValue, layer: GeoServicesLayer, slot: Slot,
                                  fail: (Slot, Int, String) -> Void) async -> Geometry? {
        let named = feature["geometry"]["spatialReference"]
        guard !named.isNull else { return geometry }
        guard let srid = EsriGeometry.spatialReference(named) else {
            fail(slot, Self.invalidCode, "geometry.spatialReference: only spatial references with a wkid are supported")
            return nil
        }
        guard srid != layer.definition.srid else { return geometry }
        do {
            guard try await journal.spatialReferences.knowsSRID(srid) else {
                fail(slot, Self.invalidCode, "geometry.spatialReference: EPSG:\(srid) is not a spatial reference this service can transform")
                return nil
            }
            return try await journal.spatialReferences.transform(geometry, from: srid, to: layer.definition.srid)
        } catch {
            fail(slot, Self.invalidCode, "geometry: cannot be transformed from EPSG:\(srid) to the layer's EPSG:\(layer.definition.srid)")
            return nil
        }
    }

    /// Under rollbackOnFailure every feature that did not fail itself reports that nothing was written.
    private func markNotApplied(_ answer: inout Answer) {
        let text = "not written: another feature of the request was refused and rollbackOnFailure is true"
        for k in answer.layers.indices {
            for j in answer.layers[k].adds.indices where answer.layers[k].adds[j].error == nil {
                answer.layers[k].adds[j].error = (Self.invalidCode, text)
                answer.layers[k].adds[j].objectId = nil
            }
            for j in answer.layers[k].updates.indices where answer.layers[k].updates[j].error == nil { answer.layers[k].updates[j].error = (Self.invalidCode, text) }
            for j in answer.layers[k].deletes.indices where answer.layers[k].deletes[j].error == nil { answer.layers[k].deletes[j].error = (Self.invalidCode, text) }
        }
    }

    /// The journal's results matched to the features: per layer edit, adds, updates and deletes in order.
    private func record(_ outcome: AppendOutcome, slots: [(adds: [Slot], updates: [Slot], deletes: [Slot])], edits: [LayerEdits], into answer: inout Answer) {
        for (e, edit) in edits.enumerated() {
            let results = outcome.results.filter { $0.layer == edit.layer }
            for (slot, result) in zip(slots[e].adds, results.filter { $0.action == .add }) {
                answer.layers[slot.layer].adds[slot.index].objectId = result.objectId
                answer.layers[slot.layer].adds[slot.index].globalId = result.id
            }
            for (slot, result) in zip(slots[e].updates, results.filter { $0.action == .update }) {
                answer.layers[slot.layer].updates[slot.index].objectId = result.objectId
            }
            for (slot, result) in zip(slots[e].deletes, results.filter { $0.action == .delete }) {
                answer.layers[slot.layer].deletes[slot.index].objectId = result.objectId
            }
        }
    }

    private func readAdd(_ feature: JSONValue, layer: GeoServicesLayer, useGlobalIds: Bool) -> Result<FeatureAdd, Failure> {
        guard case .object(let members) = feature else { return .failure(Failure(code: Self.invalidCode, text: "a feature is a JSON object with attributes and geometry")) }
        let esri = members["attributes"]?.objectValue ?? [:]
        guard let g = members["geometry"], !g.isNull else { return .failure(Failure(code: Self.invalidCode, text: "geometry: a feature of layer \"\(layer.name)\" needs a geometry")) }
        let geometry: Geometry
        switch EsriGeometry.parse(g, expected: layer.definition.geometryType) {
        case .success(let parsed): geometry = parsed
        case .failure(let problems): return .failure(Failure(code: Self.invalidCode, text: problems.violations.map { "geometry\($0.path.isEmpty ? "" : "." + $0.path): \($0.message)" }.joined(separator: "; ")))
        }
        var id: UUID?
        if useGlobalIds, let text = esri.first(where: { $0.key.lowercased() == "globalid" })?.value.stringValue {
            guard let given = GeoServicesLayer.uuid(text) else {
                return .failure(Failure(code: Self.invalidCode, text: "GlobalID \"\(text)\" is not a UUID"))
            }
            id = given
        }
        // Without a GlobalID the journal gives the feature its id (a client-chosen one is checked
        // against every id the workspace ever had).
        return .success(FeatureAdd(id: id, attributes: layer.journalAttributes(esri), geometry: geometry))
    }

    private func readUpdate(_ feature: JSONValue, layer: GeoServicesLayer, useGlobalIds: Bool, ids: [Int64: UUID]) -> Result<(FeatureUpdate, Int64?), Failure> {
        guard case .object(let members) = feature, let esri = members["attributes"]?.objectValue else {
            return .failure(Failure(code: Self.invalidCode, text: "an update is a JSON object with attributes (with the OBJECTID) and an optional geometry"))
        }
        let id: UUID
        var objectId: Int64?
        if useGlobalIds {
            guard let text = esri.first(where: { $0.key.lowercased() == "globalid" })?.value.stringValue,
                  let given = GeoServicesLayer.uuid(text) else {
                return .failure(Failure(code: Self.invalidCode, text: "an update with useGlobalIds names its feature by GlobalID"))
            }
            id = given
        } else {
            guard let n = esri.first(where: { $0.key.lowercased() == "objectid" })?.value.intValue else {
                return .failure(Failure(code: Self.invalidCode, text: "an update names its feature by OBJECTID in its attributes"))
            }
            objectId = n
            guard let found = ids[n] else { return .failure(Failure(code: Self.missingCode, text: "there is no feature with OBJECTID \(n) in layer \"\(layer.name)\"")) }
            id = found
        }
        var geometry: Geometry?
        if let g = members["geometry"], !g.isNull {
            switch EsriGeometry.parse(g, expected: layer.definition.geometryType) {
            case .success(let parsed): geometry = parsed
            case .failure(let problems): return .failure(Failure(code: Self.invalidCode, text: problems.violations.map { "geometry\($0.path.isEmpty ? "" : "." + $0.path): \($0.message)" }.joined(separator: "; ")))
            }
        }
        return .success((FeatureUpdate(id: id, attributes: layer.journalAttributes(esri), geometry: geometry), objectId))
    }

    struct Failure: Error {
        var code: Int
        var text: String
    }

    /// A violation in the words of the JSON API, with its path inside the feature.
    /// (An attribute's message already names its field.)
    static func describe(_ v: Violation, rest: String) -> String { rest.isEmpty || rest.hasPrefix("attributes") ? v.message : "\(rest): \(v.message)" }
}

/// A violation's path in an edit request, `edits[1].updates[3].attributes.N`, taken apart.
private struct EditPath {
    var edit: Int
    var kind: GeoServicesEditsKind
    var item: Int
    var rest: String

    init?(_ path: String) {
        let parts = path.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, let e = Self.index(parts[0], "edits"), let (kind, item) = Self.item(parts[1]) else { return nil }
        edit = e
        self.kind = kind
        self.item = item
        rest = parts.count > 2 ? String(parts[2]) : ""
    }

    private static func index(_ part: Substring, _ name: String) -> Int? {
        guard part.hasPrefix(name + "["), part.hasSuffix("]") else { return nil }
        return Int(part.dropFirst(name.count + 1).dropLast())
    }

    private static func item(_ part: Substring) -> (GeoServicesEditsKind, Int)? {
        if let i = index(part, "adds") { return (.add, i) }
        if let i = index(part, "updates") { return (.update, i) }
        if let i = index(part, "deletes") { return (.delete, i) }
        return nil
    }
}

private typealias GeoServicesEditsKind = GeoServicesEdits.Slot.Kind
