import Foundation
import GeoJournalCore
import PostgresNIO

/// How a reconcile decides that a feature changed on both sides conflicts (Esri's words).
public enum ConflictDetection: String, Sendable, Hashable {
    /// Any change on both sides conflicts.
    case byObject
    /// Only changes of the same field conflict (the geometry is one field, `SHAPE`).
    case byAttribute
}

/// A feature changed in a version and in DEFAULT since their common ancestor.
public struct VersionConflictRecord: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Updated in both.
        case updateUpdate
        /// Updated in the version, deleted in DEFAULT.
        case updateDelete
        /// Deleted in the version, updated in DEFAULT.
        case deleteUpdate
    }
    public var id: UUID
    public var layer: String
    public var objectId: Int64?
    public var kind: Kind
    /// The fields changed on both sides (`SHAPE` for the geometry); empty for a delete.
    public var fields: [String]

    var json: JSONValue {
        var o: [String: JSONValue] = ["id": .string(id.lowercased), "layer": .string(layer), "kind": .string(kind.rawValue),
                                      "fields": .array(fields.map(JSONValue.string))]
        if let objectId { o["objectId"] = .integer(objectId) }
        return .object(o)
    }

    init(id: UUID, layer: String, objectId: Int64?, kind: Kind, fields: [String]) {
        self.id = id
        self.layer = layer
        self.objectId = objectId
        self.kind = kind
        self.fields = fields
    }

    init?(json: JSONValue) {
        guard let o = json.objectValue, let idText = o["id"]?.stringValue, let id = UUID(uuidString: idText), let layer = o["layer"]?.stringValue,
              let kind = o["kind"]?.stringValue.flatMap(Kind.init(rawValue:)) else { return nil }
        self.init(id: id, layer: layer, objectId: o["objectId"]?.intValue, kind: kind,
                  fields: o["fields"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }
}

/// A recorded conflict with the three states: the common ancestor (DEFAULT at the old base),
/// DEFAULT (at the new base) and the version (now). A nil state: the feature did not exist there.
public struct VersionConflictView: Sendable {
    public var conflict: VersionConflictRecord
    public var ancestor: FeatureState?
    public var defaultState: FeatureState?
    public var branch: FeatureState?
    public var inspected: Bool
    public var note: String
}

/// What a reconcile did.
public struct ReconcileOutcome: Sendable {
    public var previousBase: Int64
    public var base: Int64
    public var conflicts: [VersionConflictRecord]
    /// Features of the version given DEFAULT's changes (the version had not changed them, or
    /// changed other fields).
    public var merged: Int
    /// The reconcile's operation in the version's line (nil when DEFAULT had not moved or it was aborted).
    public var operation: OperationRecord?
    /// True when conflicts were found with `abortIfConflicts`: nothing was written.
    public var aborted: Bool
    public var post: PostOutcome?
}

/// What a post wrote to DEFAULT.
public struct PostOutcome: Sendable {
    public var operation: OperationRecord?
    public var inserts: Int
    public var updates: Int
    public var deletes: Int
    /// The version's base after the post.
    public var base: Int64
    /// The results of DEFAULT's operation, one per feature.
    public var results: [EditResult] = []
    /// True when an `Idempotency-Key` named a post that had landed: nothing new was written.
    public var replayed = false
    /// The line's head after its rebase.
    var lineHead: Int64?
}

/// One feature that differs between a version and what it is compared with.
public struct VersionDifference: Sendable {
    public enum Kind: String, Sendable, Hashable { case insert, update, delete }
    public var kind: Kind
    public var layer: String
    public var id: UUID
    public var objectId: Int64?
    /// The state compared with (DEFAULT at the base, or DEFAULT now).
    public var before: FeatureState?
    /// The version's state.
    public var after: FeatureState?
}

/// What a version is compared with by ``Journal/versionDifferences(workspace:line:against:moment:)``.
public enum DifferenceBase: String, Sendable, Hashable {
    /// DEFAULT at the version's base: the version's own changes.
    case base
    /// DEFAULT now.
    case `default`
}

extension Versions {
    /// The version's differences per feature: its own changes since its base, or how it differs
    /// from DEFAULT now; at a moment of its line (its head by default).
    public func versionDifferences(workspace: String, line: String, against: DifferenceBase, moment: ReadMoment = .head,
                                   layer: String? = nil) async throws(JournalError) -> [VersionDifference] {
        try await journal.database {
            try await journal.withSnapshot { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: line, conn: conn) else {
                    throw JournalError.notFound("there is no version line \(line)")
                }
                return try await versionDifferences(conn, workspace: workspace, line: line, against: against, position: position, current: position == head, layer: layer)
            }
        }
    }

    /// The differences of a line at a position of it (`current`: its head) against DEFAULT at the
    /// line's base then, or DEFAULT now.
    func versionDifferences(_ conn: PostgresConnection, workspace: String, line: String, against: DifferenceBase, position: Int64, current: Bool,
                            layer: String?) async throws -> [VersionDifference] {
        let base = try await journal.versions.base(conn, line: line, at: position)
        var ids = try await journal.reads.touchedIds(conn, line: line, upTo: position)
        var target = base
        if against == .default {
            target = try await journal.reads.headPosition(conn, workspace: workspace)
            ids.formUnion(try await journal.reads.touchedIds(conn, line: workspace, after: base, upTo: target))
        }
        let list = Array(ids)
        let mine = try await journal.reads.featureStates(conn, key: line, position: position, current: current, ids: list)
        let theirs = try await journal.reads.featureStates(conn, key: workspace, position: target, current: false, ids: list)
        var out: [VersionDifference] = []
        for id in list.sorted(by: { $0.lowercased < $1.lowercased }) {
            let a = theirs[id], b = mine[id]
            guard !Self.same(a, b) else { continue }
            let kind: VersionDifference.Kind = a == nil ? .insert : b == nil ? .delete : .update
            let state = b ?? a!
            if let layer, state.layer != layer { continue }
            out.append(VersionDifference(kind: kind, layer: state.layer, id: id, objectId: state.objectId, before: a, after: b))
        }
        return out
    }

    /// Moves the version's base to DEFAULT's head. Features changed on both sides since the common
    /// ancestor conflict (``ConflictDetection``) and are resolved in favour of the version; the
    /// others take DEFAULT's changes (written in the version as merges). Recorded in the
    /// reconcile's `versionRebased` event. With `abortIfConflicts` and conflicts, writes nothing.
    /// Refused when another session than `session` is editing the version.
    public func reconcile(workspace: String, line: String, detection: ConflictDetection, abortIfConflicts: Bool, withPost: Bool,
                          context: AppendContext, session: UUID? = nil) async throws(JournalError) -> ReconcileOutcome {
        try await checkVersionEditLock(line: line, session: session)
        struct Plan: Sendable {
            var base: Int64
            var target: Int64
            var conflicts: [VersionConflictRecord]
            var request: EditRequest
        }
        let plan: Plan = try await journal.database {
            try await journal.withSnapshot { [self] conn in
                guard let (lineHead, _) = try await journal.position(of: .head, workspace: line, conn: conn) else {
                    throw JournalError.notFound("there is no version line \(line)")
                }
                let base = try await journal.versions.base(conn, line: line, at: lineHead)
                let target = try await journal.reads.headPosition(conn, workspace: workspace)
                guard target != base else { return Plan(base: base, target: target, conflicts: [], request: EditRequest(edits: [])) }
                let both = Array(try await journal.reads.touchedIds(conn, line: line, upTo: lineHead).intersection(try await journal.reads.touchedIds(conn, line: workspace, after: base, upTo: target)))
                let ancestor = try await journal.reads.featureStates(conn, key: workspace, position: base, current: false, ids: both)
                let theirs = try await journal.reads.featureStates(conn, key: workspace, position: target, current: false, ids: both)
                let mine = try await journal.reads.featureStates(conn, key: line, position: lineHead, current: true, ids: both)
                var conflicts: [VersionConflictRecord] = []
                var edits: [String: LayerEdits] = [:]
                for id in both.sorted(by: { $0.lowercased < $1.lowercased }) {
                    let a = ancestor[id], d = theirs[id], v = mine[id]
                    let layer = (v ?? d ?? a)!.layer
                    if Self.same(d, a) || Self.same(d, v) { continue }      // DEFAULT did not change it, or made the same change
                    if Self.same(v, a) {
                        // Unchanged in the version: it takes DEFAULT's state.
                        guard let current = v else { continue }
                        if let d {
                            edits[layer, default: LayerEdits(layer: layer)].updates.append(Self.update(from: current, to: d))
                        } else {
                            edits[layer, default: LayerEdits(layer: layer)].deletes.append(FeatureDelete(id: id, expectedVersion: current.version))
                        }
                        continue
                    }
                    switch (v, d) {
                    case (let v?, let d?):
                        let ours = Self.changedFields(a, v), theirsChanged = Self.changedFields(a, d)
                        let overlap = ours.intersection(theirsChanged).filter { v.field($0) != d.field($0) }
                        if detection == .byAttribute && overlap.isEmpty {
                            var merged = FeatureUpdate(id: id, expectedVersion: v.version, attributes: [:])
                            for name in theirsChanged where name != "SHAPE" { merged.attributes[name] = d.attributes[name] ?? .null }
                            if theirsChanged.contains("SHAPE") { merged.geometry = d.geometry }
                            edits[layer, default: LayerEdits(layer: layer)].updates.append(merged)
                        } else {
                            let fields = detection == .byAttribute ? overlap : ours.union(theirsChanged)
                            conflicts.append(VersionConflictRecord(id: id, layer: layer, objectId: v.objectId, kind: .updateUpdate, fields: fields.sorted()))
                        }
                    case (let v?, nil):
                        conflicts.append(VersionConflictRecord(id: id, layer: layer, objectId: v.objectId, kind: .updateDelete, fields: []))
                    case (nil, let d?):
                        conflicts.append(VersionConflictRecord(id: id, layer: layer, objectId: d.objectId, kind: .deleteUpdate, fields: []))
                    case (nil, nil):
                        continue
                    }
                }
                return Plan(base: base, target: target, conflicts: conflicts, request: EditRequest(edits: edits.keys.sorted().map { edits[$0]! }))
            }
        }
        var outcome = ReconcileOutcome(previousBase: plan.base, base: plan.target, conflicts: plan.conflicts, merged: plan.request.featureCount,
                                       operation: nil, aborted: false, post: nil)
        if abortIfConflicts && !plan.conflicts.isEmpty {
            outcome.aborted = true
            outcome.base = plan.base
            return outcome
        }
        if plan.target != plan.base {
            var reconcile = context
            reconcile.kind = .reconcile
            // Its operation carries no editing session; the write checks the version's edit lock
            // against the caller's (geojournal_version_edit_lock).
            if let session { reconcile.metadata = Self.withEditSession(context.metadata, session) }
            reconcile.rebase = (plan.target, ["from": .integer(plan.base), "detection": .string(detection.rawValue),
                                              "conflicts": .array(plan.conflicts.map(\.json))])
            outcome.operation = try await journal.edits.apply(workspace: line, request: plan.request, context: reconcile).operation
        }
        if withPost {
            outcome.post = try await post(workspace: workspace, line: line, rows: nil, context: context, editSession: session)
        }
        return outcome
    }

    /// The conflicts the version's last reconcile recorded, with their three states.
    public func versionConflicts(workspace: String, line: String) async throws(JournalError) -> [VersionConflictView] {
        try await journal.database {
            try await journal.withSnapshot { [self] conn in
                var found: (Int64, String)?
                for try await row in try await conn.query("""
                    SELECT position, data::text FROM events WHERE workspace_id = \(line) AND type = 'versionRebased' AND data ? 'conflicts'
                    ORDER BY position DESC LIMIT 1
                    """, logger: logger).decode((Int64, String).self) { found = row }
                guard let (position, text) = found else { return [] }
                let data = try JSONValue.parse(text).objectValue ?? [:]
                let records = (data["conflicts"]?.arrayValue ?? []).compactMap(VersionConflictRecord.init(json:))
                guard !records.isEmpty, let from = data["from"]?.intValue, let to = data["base"]?.intValue else { return [] }
                let ids = records.map(\.id)
                let ancestor = try await journal.reads.featureStates(conn, key: workspace, position: Int64(from), current: false, ids: ids)
                let theirs = try await journal.reads.featureStates(conn, key: workspace, position: Int64(to), current: false, ids: ids)
                let mine = try await journal.reads.featureStates(conn, key: line, position: 0, current: true, ids: ids)
                var notes: [UUID: (Bool, String)] = [:]
                for try await (id, inspected, note) in try await conn.query("""
                    SELECT feature_id, inspected, note FROM version_conflict_notes WHERE line = \(line) AND rebase_position = \(position)
                    """, logger: logger).decode((UUID, Bool, String).self) { notes[id] = (inspected, note) }
                return records.map { r in
                    VersionConflictView(conflict: r, ancestor: ancestor[r.id], defaultState: theirs[r.id], branch: mine[r.id],
                                        inspected: notes[r.id]?.0 ?? false, note: notes[r.id]?.1 ?? "")
                }
            }
        }
    }

    /// Marks conflicts of the last reconcile inspected (or not), with a note.
    public func inspectConflicts(line: String, ids: [UUID], inspected: Bool, note: String?) async throws(JournalError) {
        try await journal.database {
            try await client.query("""
                INSERT INTO version_conflict_notes (line, rebase_position, feature_id, inspected, note)
                SELECT \(line), (SELECT max(position) FROM events WHERE workspace_id = \(line) AND type = 'versionRebased'), id, \(inspected), coalesce(\(note), '')
                FROM unnest(\(ids)::uuid[]) AS id
                ON CONFLICT (line, rebase_position, feature_id) DO UPDATE SET inspected = EXCLUDED.inspected,
                    note = CASE WHEN \(note)::text IS NULL THEN version_conflict_notes.note ELSE EXCLUDED.note END
                """, logger: logger)
        }
    }

    /// Sets features of the version to DEFAULT's state (at the last reconcile) or the common
    /// ancestor's: an edit in the version (in `sessionId`, the session editing it, if any),
    /// resolving conflicts the other way.
    public func restoreRows(workspace: String, line: String, ids: [UUID], from source: RestoreSource, context: AppendContext,
                            sessionId: UUID? = nil) async throws(JournalError) -> AppendOutcome {
        let views = try await versionConflicts(workspace: workspace, line: line)
        let wanted = Set(ids)
        var edits: [String: LayerEdits] = [:]
        for view in views where wanted.contains(view.conflict.id) {
            let target = source == .default ? view.defaultState : view.ancestor
            let layer = view.conflict.layer
            switch (view.branch, target) {
            case (let v?, let t?): edits[layer, default: LayerEdits(layer: layer)].updates.append(Self.update(from: v, to: t))
            case (let v?, nil): edits[layer, default: LayerEdits(layer: layer)].deletes.append(FeatureDelete(id: v.id, expectedVersion: v.version))
            case (nil, let t?):
                edits[layer, default: LayerEdits(layer: layer)].adds.append(FeatureAdd(id: t.id, attributes: t.attributes, geometry: t.geometry, objectId: t.objectId))
            case (nil, nil): continue
            }
        }
        guard !edits.isEmpty else { throw JournalError.notFound("none of the features named is a conflict of the version's last reconcile") }
        return try await journal.edits.apply(workspace: line, request: EditRequest(sessionId: sessionId, message: "restore rows from \(source.rawValue)", edits: edits.keys.sorted().map { edits[$0]! }),
                                    context: context)
    }

    /// Where ``restoreRows(workspace:line:ids:from:context:sessionId:)`` takes a state from.
    public enum RestoreSource: String, Sendable { case `default`, ancestor }

    // MARK: - Pieces

    /// The update that turns `from` into `to`: every field of either (a field `to` lacks becomes null), and the geometry.
    static func update(from: FeatureState, to: FeatureState) -> FeatureUpdate {
        var attributes = to.attributes
        for name in from.attributes.keys where to.attributes[name] == nil { attributes[name] = .null }
        return FeatureUpdate(id: from.id, expectedVersion: from.version, attributes: attributes, geometry: to.geometry == from.geometry ? nil : to.geometry)
    }

    /// Whether two states show the same feature the same way (both absent counts).
    static func same(_ a: FeatureState?, _ b: FeatureState?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.layer == b.layer && a.geometry == b.geometry && changedFields(a, b).isEmpty
        default: return false
        }
    }

    /// The fields that differ between two states (`SHAPE` for the geometry); a missing field is null.
    static func changedFields(_ a: FeatureState?, _ b: FeatureState) -> Set<String> {
        guard let a else { return Set(b.attributes.keys).union(["SHAPE"]) }
        var out = Set<String>()
        for name in Set(a.attributes.keys).union(b.attributes.keys) where (a.attributes[name] ?? .null) != (b.attributes[name] ?? .null) { out.insert(name) }
        if a.geometry != b.geometry { out.insert("SHAPE") }
        return out
    }
}

extension FeatureState {
    /// A field's value, or the geometry for `SHAPE`, for comparing changes.
    func field(_ name: String) -> JSONValue {
        name == "SHAPE" ? geometry.geoJSON : (attributes[name] ?? .null)
    }
}
