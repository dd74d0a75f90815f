import Foundation
import GeoJournalCore
import PostgresNIO

/// What writing an upload's plan did.
struct UploadResult: Sendable {
    struct OwnWrite: Sendable {
        var id: UUID
        var version: Int
        var deleted: Bool
        var position: Int64
    }
    var fates: [ReplicaLayerFates]
    var operations: [UUID]
    /// What the replica's own upload made of each feature it wrote where it syncs.
    var own: [OwnWrite]
    /// The version the refused edits were kept in (`owner.name`).
    var keptVersion: String?
    /// Refused edits of a replica of a version, kept in its log (as JSON).
    var keptInLog: [JSONValue]
}

extension Replicas {
    /// Writes an upload's plan: the features for the line in one operation where the replica
    /// syncs, the conflicts in one operation in the replica's version (made on the first
    /// conflict from a generation, with that generation as its base). Each operation carries an
    /// idempotency key of the replica and the upload, so a retry replays what landed. A feature
    /// the journal refuses (a value the layer does not take) leaves the operation, which is
    /// written without it, unless `rollbackOnFailure` asks for all or nothing; a feature found
    /// changed at the write (a server edit between the decision and the write) is kept as a
    /// conflict. The plan is saved again whenever it changes.
    func writeUpload(_ decided: ReplicaUploadPlan, replica: ReplicaInfo, request: ReplicaSyncRequest, principal: Principal,
                     context: AppendContext) async throws -> UploadResult {
        var plan = decided
        let key = "replica:\(replica.id.lowercased):\(request.fingerprint.prefix(16).map { String(format: "%02x", $0) }.joined())"
        var metadata = context.metadata.objectValue ?? [:]
        metadata["replica"] = .string(replica.id.lowercased)
        metadata["replicaServerGen"] = .integer(request.generations.values.min() ?? replica.serverGen)
        var result = UploadResult(fates: [], operations: [], own: [], keptVersion: nil, keptInLog: [])
        var written: [UUID: EditResult] = [:]
        let keepsInVersions = VersionLine(key: replica.line) == nil

        // Where the replica syncs.
        while true {
            let (edits, slots) = Self.request(plan, destination: .line, edits: request.edits, expected: true)
            guard !edits.isEmpty else { break }
            var append = context
            append.idempotencyKey = key + ":line"
            append.requestHash = nil
            append.metadata = .object(metadata)
            do {
                var outcome = try await journal.edits.apply(workspace: replica.line, request: EditRequest(message: "synchronizeReplica \(replica.name)", edits: edits), context: append)
                outcome = try await withObjectIds(outcome, workspace: replica.line)
                result.operations.append(outcome.operation.id)
                for r in outcome.results {
                    written[r.id] = r
                    result.own.append(.init(id: r.id, version: r.version, deleted: r.action == .delete, position: outcome.operation.lastPosition))
                }
                break
            } catch {
                guard try Self.leave(error, slots: slots, plan: &plan, conflictsTo: .kept, base: request.generations.values.min() ?? replica.serverGen, rollBack: request.rollbackOnFailure) else { throw error }
                try await saveUploadPlan(replica: replica.id, request: request, plan: plan, insert: false)
            }
        }

        // The conflicts: kept where they can be reconciled.
        let kept = plan.items.indices.filter { plan.items[$0].destination == .kept }
        if !kept.isEmpty && keepsInVersions, let base = plan.keptBase {
            let version = try await keepingVersion(replica, base: base, principal: principal)
            result.keptVersion = version.name
            while true {
                let (edits, slots) = Self.request(plan, destination: .kept, edits: request.edits, expected: false)
                guard !edits.isEmpty else { break }
                var append = context
                append.idempotencyKey = key + ":kept"
                append.requestHash = nil
                var keptMetadata = metadata
                keptMetadata["keptFromReplica"] = .bool(true)
                append.metadata = .object(keptMetadata)
                do {
                    let outcome = try await journal.edits.apply(workspace: version.line, request: EditRequest(message: "synchronizeReplica \(replica.name): edits refused over server changes", edits: edits),
                                                       context: append)
                    result.operations.append(outcome.operation.id)
                    break
                } catch {
                    guard try Self.leave(error, slots: slots, plan: &plan, conflictsTo: .done, base: plan.keptBase ?? replica.serverGen, rollBack: false) else { throw error }
                    try await saveUploadPlan(replica: replica.id, request: request, plan: plan, insert: false)
                }
            }
        } else if !kept.isEmpty {
            // A replica of a version: the refused edits stay in its log.
            result.keptInLog = kept.map { Self.editJSON(plan.items[$0], edits: request.edits) }
        }

        result.fates = request.edits.map { ReplicaLayerFates(adds: Array(repeating: .init(applied: false), count: $0.adds.count),
                                                             updates: Array(repeating: .init(applied: false), count: $0.updates.count),
                                                             deletes: Array(repeating: .init(applied: false), count: $0.deletes.count)) }
        for item in plan.items {
            var fate: ReplicaEditFate
            switch item.destination {
            case .line: fate = ReplicaEditFate(applied: true, objectId: written[item.id]?.objectId ?? item.objectId)
            case .done: fate = ReplicaEditFate(applied: true, objectId: item.objectId)
            case .kept:
                let place = result.keptVersion.map { "kept in version \($0) (reconcile it there)" } ?? "kept in the replica's log"
                fate = ReplicaEditFate(applied: false, objectId: item.objectId, refusal: .conflict, message: "\(item.message ?? "conflict"): not applied; \(place)",
                                       keptIn: result.keptVersion)
            case .refused: fate = ReplicaEditFate(applied: false, objectId: item.objectId, refusal: item.refusal ?? .invalid, message: item.message)
            }
            switch item.kind {
            case .add: result.fates[item.edit].adds[item.index] = fate
            case .update: result.fates[item.edit].updates[item.index] = fate
            case .delete: result.fates[item.edit].deletes[item.index] = fate
            }
        }
        return result
    }

    /// The edit request of the plan's items for one destination, and for each of its features the
    /// plan item it came from (by the request's own paths: `edits[e].adds[i]`).
    static func request(_ plan: ReplicaUploadPlan, destination: ReplicaUploadPlan.Destination, edits: [LayerEdits],
                        expected: Bool) -> ([LayerEdits], [String: Int]) {
        var out: [LayerEdits] = []
        var slots: [String: Int] = [:]
        for (e, layer) in edits.enumerated() {
            var part = LayerEdits(layer: layer.layer)
            var pending: [(String, Int)] = []
            for (k, item) in plan.items.enumerated() where item.edit == e && item.destination == destination {
                switch item.kind {
                case .add:
                    var add = layer.adds[item.index]
                    add.id = item.id
                    pending.append(("adds[\(part.adds.count)]", k))
                    part.adds.append(add)
                case .update:
                    var update = layer.updates[item.index]
                    update.expectedVersion = expected ? item.expectedVersion : nil
                    pending.append(("updates[\(part.updates.count)]", k))
                    part.updates.append(update)
                case .delete:
                    pending.append(("deletes[\(part.deletes.count)]", k))
                    part.deletes.append(FeatureDelete(id: item.id, expectedVersion: expected ? item.expectedVersion : nil))
                }
            }
            guard !pending.isEmpty else { continue }
            for (path, k) in pending { slots["edits[\(out.count)].\(path)"] = k }
            out.append(part)
        }
        return (out, slots)
    }

    /// Takes the features an operation was refused for out of it (``ReplicaUploadPlan``): refused
    /// values are refused; conflicts go to `conflictsTo` (kept, or done for a delete of a feature
    /// already deleted in the version). False when the refusal is not about features.
    static func leave(_ error: any Error, slots: [String: Int], plan: inout ReplicaUploadPlan, conflictsTo: ReplicaUploadPlan.Destination,
                      base: Int64, rollBack: Bool) throws -> Bool {
        func slot(_ path: String) -> Int? {
            // `edits[0].updates[3].attributes.N` → the item of `edits[0].updates[3]`.
            let parts = path.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2 else { return nil }
            return slots["\(parts[0]).\(parts[1])"]
        }
        switch error as? JournalError {
        case .invalid(let violations, _)?:
            let hits = violations.map { v in (slot(v.path), v) }
            guard !hits.isEmpty, hits.allSatisfy({ $0.0 != nil }) else { return false }
            for (k, v) in hits {
                guard let k else { continue }
                plan.items[k].destination = .refused
                plan.items[k].refusal = .invalid
                let rest = v.path.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).first.map(String.init) ?? ""
                let text = rest.isEmpty || rest.hasPrefix("attributes") ? v.message : "\(rest): \(v.message)"
                plan.items[k].message = plan.items[k].message.map { "\($0); \(text)" } ?? text
            }
        case .conflict(_, let conflicts)? where !conflicts.isEmpty:
            let hits = conflicts.map { c in (slot(c.path), c) }
            guard hits.allSatisfy({ $0.0 != nil }) else { return false }
            for (k, c) in hits {
                guard let k else { continue }
                if conflictsTo == .kept {
                    plan.items[k].destination = .kept
                    plan.items[k].refusal = .conflict
                    plan.items[k].message = "feature \(plan.items[k].id.uuidString) changed on the server while the upload was written (\(c.message))"
                    plan.keptBase = min(plan.keptBase ?? base, base)
                } else if plan.items[k].kind == .delete && c.currentVersion == nil {
                    plan.items[k].destination = .done
                } else {
                    plan.items[k].destination = .refused
                    plan.items[k].refusal = .conflict
                    plan.items[k].message = "\(plan.items[k].message ?? "conflict"); it could not be kept either: \(c.message)"
                }
            }
        default:
            return false
        }
        if rollBack { plan.rollBack() }
        return true
    }

    /// The version that keeps a replica's refused edits made from `base`: the one made for that
    /// generation before, or a new one (protected, owned by the syncing actor) named after the
    /// replica and the generation.
    private func keepingVersion(_ replica: ReplicaInfo, base: Int64, principal: Principal) async throws -> VersionInfo {
        if let known = replica.keptIn.first(where: { $0.base == base && $0.name != nil }),
           let info = try await journal.versions.versionInfos(workspace: replica.workspace, line: known.line).first {
            return info
        }
        let suffix = "_gen\(base)"
        let room = max(1, 62 - principal.actor.count - 1 - suffix.count - 3)
        let stem = String(replica.name.map { ".;'\" \t".contains($0) ? "_" : $0 }.prefix(room))
        var attempt = 1
        while true {
            let name = stem + suffix + (attempt == 1 ? "" : "_\(attempt)")
            do {
                let info = try await journal.versions.createVersion(workspace: replica.workspace, name: name, access: .protected,
                                                   description: "Edits of replica \(replica.name) (\(replica.id.uuidString)) refused at sync because the server changed the same features since generation \(base); reconcile and post to settle them",
                                                   base: .position(base), principal: principal)
                try await client.query("INSERT INTO replica_versions (replica_id, line, base) VALUES (\(replica.id), \(info.line), \(base))", logger: logger)
                return info
            } catch JournalError.alreadyExists where attempt < 20 {
                attempt += 1
            }
        }
    }

    /// An outcome whose results all have their OBJECTIDs (a replayed operation tells features only).
    private func withObjectIds(_ outcome: AppendOutcome, workspace: String) async throws -> AppendOutcome {
        guard outcome.results.contains(where: { $0.objectId == nil }) else { return outcome }
        var out = outcome
        let known = try await journal.reads.objectIds(workspace: workspace, ids: outcome.results.map(\.id), at: outcome.operation.lastPosition)
        for k in out.results.indices where out.results[k].objectId == nil { out.results[k].objectId = known[out.results[k].id] }
        return out
    }

    /// A refused edit as JSON, for the log of a replica of a version.
    static func editJSON(_ item: ReplicaUploadPlan.Item, edits: [LayerEdits]) -> JSONValue {
        let layer = edits[item.edit]
        var o: [String: JSONValue] = ["layer": .string(layer.layer), "id": .string(item.id.lowercased), "kind": .string(item.kind.rawValue),
                                      "reason": .string(item.message ?? "")]
        switch item.kind {
        case .add:
            o["attributes"] = .object(layer.adds[item.index].attributes)
            o["geometry"] = layer.adds[item.index].geometry.geoJSON
        case .update:
            o["attributes"] = .object(layer.updates[item.index].attributes)
            if let g = layer.updates[item.index].geometry { o["geometry"] = g.geoJSON }
        case .delete:
            break
        }
        return .object(o)
    }
}
