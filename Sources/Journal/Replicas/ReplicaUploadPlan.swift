import Foundation
import GeoJournalCore

/// Why an uploaded feature was not written where the replica syncs.
public enum ReplicaRefusal: String, Sendable, Hashable {
    /// A value or a geometry the layer refuses: the client's to fix.
    case invalid
    /// The feature it names is not there (and never was, for this replica).
    case missing
    /// The feature changed on the server since the replica's generation: not applied over that
    /// change (kept in the replica's version when the replica syncs with DEFAULT).
    case conflict
    /// Not written because another feature of the upload was refused and `rollbackOnFailure` asked
    /// for all or nothing.
    case rolledBack
}

/// What became of one uploaded feature.
public struct ReplicaEditFate: Sendable, Hashable {
    /// Written where the replica syncs (or found written there by an earlier attempt of the same upload).
    public var applied: Bool
    public var objectId: Int64?
    public var refusal: ReplicaRefusal?
    public var message: String?
    /// The version (`owner.name`) the refused upload is kept in, when it is.
    public var keptIn: String?

    public init(applied: Bool, objectId: Int64? = nil, refusal: ReplicaRefusal? = nil, message: String? = nil, keptIn: String? = nil) {
        self.applied = applied
        self.objectId = objectId
        self.refusal = refusal
        self.message = message
        self.keptIn = keptIn
    }
}

/// Where each feature of one replica upload goes, decided once, before anything is written, and
/// kept with the upload (``Journal/synchronizeReplica(workspace:request:principal:context:)``): a
/// retry of the same upload follows the same plan, so a feature the first attempt wrote is not
/// taken for a server change the second time.
///
/// The rule (pure; ``decide(edits:generations:atGeneration:now:own:)``): an update or a delete
/// is applied where the replica syncs only if the feature is still the version the replica had
/// (its version at the replica's generation, or the one the replica's own last upload made);
/// otherwise it conflicts and is kept. An add of a GlobalID the replica's own upload already
/// wrote is done; of one that exists otherwise, refused.
///
/// ```swift
/// let plan = ReplicaUploadPlan.decide(edits: edits, generations: ["Poles": 40], atGeneration: states, now: streams, own: [:])
/// plan.items.filter { $0.destination == .kept }   // the conflicts
/// ```
struct ReplicaUploadPlan: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable { case add, update, delete }
    enum Destination: String, Sendable, Hashable {
        /// Written where the replica syncs (DEFAULT or its version).
        case line
        /// Refused over a server change and written to the replica's own version.
        case kept
        /// Already written by an earlier attempt of this upload (or already so: a delete of a deleted feature).
        case done
        case refused
    }

    struct Item: Sendable, Hashable {
        /// Where the feature is in the upload: its layer edit, kind and index there.
        var edit: Int
        var kind: Kind
        var index: Int
        var id: UUID
        var destination: Destination
        /// For the line: the version the feature must still have.
        var expectedVersion: Int?
        var refusal: ReplicaRefusal?
        var message: String?
        var objectId: Int64?
    }

    var items: [Item]
    /// The generation the kept edits were made from (the base of the version they are kept in).
    var keptBase: Int64?

    /// A feature as the replica's own upload left it.
    struct OwnChange: Sendable, Hashable {
        var version: Int
        var deleted: Bool
        var position: Int64
    }

    static func decide(edits: [LayerEdits], generations: [String: Int64], atGeneration: [UUID: FeatureState], now: [UUID: StreamState],
                       own: [UUID: OwnChange]) -> ReplicaUploadPlan {
        var items: [Item] = []
        var keptBase: Int64?
        for (e, layer) in edits.enumerated() {
            let gen = generations[layer.layer] ?? 0
            /// The version the replica has of `id`: what its own upload made after its generation,
            /// else the feature's version at the generation (nil: it had none).
            func known(_ id: UUID) -> (version: Int?, deleted: Bool) {
                if let mine = own[id], mine.position > gen { return (mine.version, mine.deleted) }
                return (atGeneration[id]?.version, false)
            }
            func keep(_ item: inout Item, _ text: String) {
                item.destination = .kept
                item.refusal = .conflict
                item.message = text
                keptBase = min(keptBase ?? gen, gen)
            }
            for (i, add) in layer.adds.enumerated() {
                let id = add.id ?? UUID()
                var item = Item(edit: e, kind: .add, index: i, id: id, destination: .line)
                switch now[id] ?? StreamState.none {
                case .none: break
                case .live(let state) where own[id] != nil:
                    item.destination = .done
                    item.objectId = state.objectId
                case .deleted where own[id] != nil:
                    item.destination = .done
                default:
                    item.destination = .refused
                    item.refusal = .invalid
                    item.message = "GlobalID \(id.uuidString) is already used by another feature"
                }
                items.append(item)
            }
            for (i, update) in layer.updates.enumerated() {
                var item = Item(edit: e, kind: .update, index: i, id: update.id, destination: .line)
                let (had, _) = known(update.id)
                switch now[update.id] ?? StreamState.none {
                case .live(let state):
                    item.objectId = state.objectId
                    if had == nil {
                        item.destination = .refused
                        item.refusal = .invalid
                        item.message = "feature \(update.id.uuidString) was added on the server after the replica's generation \(gen); the replica cannot update what it never had"
                    } else if state.version == had {
                        item.expectedVersion = state.version
                    } else {
                        keep(&item, "feature \(update.id.uuidString) changed on the server since the replica's generation \(gen) (it is version \(state.version), the replica edited version \(had.map(String.init) ?? "none"))")
                    }
                case .deleted(_, _, let last):
                    item.objectId = last.objectId
                    if had == nil {
                        item.destination = .refused
                        item.refusal = .missing
                        item.message = "there is no feature \(update.id.uuidString) in layer \"\(layer.layer)\""
                    } else {
                        keep(&item, "feature \(update.id.uuidString) was deleted on the server since the replica's generation \(gen)")
                    }
                case .none:
                    item.destination = .refused
                    item.refusal = .missing
                    item.message = "there is no feature \(update.id.uuidString) in layer \"\(layer.layer)\""
                }
                items.append(item)
            }
            for (i, delete) in layer.deletes.enumerated() {
                var item = Item(edit: e, kind: .delete, index: i, id: delete.id, destination: .line)
                let (had, deletedByMe) = known(delete.id)
                switch now[delete.id] ?? StreamState.none {
                case .live(let state):
                    item.objectId = state.objectId
                    if state.version == had, !deletedByMe {
                        item.expectedVersion = state.version
                    } else if had == nil {
                        item.destination = .refused
                        item.refusal = .invalid
                        item.message = "feature \(delete.id.uuidString) was added on the server after the replica's generation \(gen); the replica cannot delete what it never had"
                    } else {
                        keep(&item, "feature \(delete.id.uuidString) changed on the server since the replica's generation \(gen) (it is version \(state.version), the replica deleted version \(had.map(String.init) ?? "none"))")
                    }
                case .deleted(_, _, let last):
                    // Deleted on both sides (or by this replica's earlier attempt): nothing to do.
                    item.objectId = last.objectId
                    if had == nil && !deletedByMe {
                        item.destination = .refused
                        item.refusal = .missing
                        item.message = "there is no feature \(delete.id.uuidString) in layer \"\(layer.layer)\""
                    } else {
                        item.destination = .done
                    }
                case .none:
                    item.destination = .refused
                    item.refusal = .missing
                    item.message = "there is no feature \(delete.id.uuidString) in layer \"\(layer.layer)\""
                }
                items.append(item)
            }
        }
        return ReplicaUploadPlan(items: items, keptBase: keptBase)
    }

    /// Everything refused: with `rollbackOnFailure`, one refusal writes nothing.
    mutating func rollBack() {
        for k in items.indices {
            switch items[k].destination {
            case .line:
                items[k].destination = .refused
                items[k].refusal = .rolledBack
                items[k].message = "not written: another feature of the upload was refused and rollbackOnFailure is true"
            case .kept:
                items[k].destination = .refused
                items[k].message = (items[k].message ?? "") + "; not kept either: rollbackOnFailure is true, the replica still holds the edit"
            case .done, .refused:
                break
            }
        }
    }

    var hasRefusals: Bool { items.contains { $0.destination == .refused || $0.destination == .kept } }

    // MARK: - Stored form

    var json: JSONValue {
        var o: [String: JSONValue] = ["items": .array(items.map { item in
            var i: [String: JSONValue] = ["edit": .integer(Int64(item.edit)), "kind": .string(item.kind.rawValue), "index": .integer(Int64(item.index)),
                                          "id": .string(item.id.uuidString), "destination": .string(item.destination.rawValue)]
            if let v = item.expectedVersion { i["expectedVersion"] = .integer(Int64(v)) }
            if let r = item.refusal { i["refusal"] = .string(r.rawValue) }
            if let m = item.message { i["message"] = .string(m) }
            if let n = item.objectId { i["objectId"] = .integer(n) }
            return .object(i)
        })]
        if let keptBase { o["keptBase"] = .integer(keptBase) }
        return .object(o)
    }

    init(items: [Item], keptBase: Int64?) {
        self.items = items
        self.keptBase = keptBase
    }

    init?(json: JSONValue) {
        guard let list = json["items"].arrayValue else { return nil }
        var items: [Item] = []
        for i in list {
            guard let edit = i["edit"].intValue, let kind = i["kind"].stringValue.flatMap(Kind.init(rawValue:)), let index = i["index"].intValue,
                  let id = i["id"].stringValue.flatMap(UUID.init(uuidString:)),
                  let destination = i["destination"].stringValue.flatMap(Destination.init(rawValue:)) else { return nil }
            items.append(Item(edit: Int(edit), kind: kind, index: Int(index), id: id, destination: destination,
                              expectedVersion: i["expectedVersion"].intValue.map(Int.init), refusal: i["refusal"].stringValue.flatMap(ReplicaRefusal.init(rawValue:)),
                              message: i["message"].stringValue, objectId: i["objectId"].intValue))
        }
        self.init(items: items, keptBase: json["keptBase"].intValue)
    }
}
