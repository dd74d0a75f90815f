import Foundation

/// One stored feature event of an operation, as the undo planner needs it (the journal row
/// without its position, time and hash).
public struct OperationEvent: Sendable, Hashable {
    public var featureId: UUID
    public var version: Int
    public var layer: String
    public var type: EventType
    public var data: JSONValue

    public init(featureId: UUID, version: Int, layer: String, type: EventType, data: JSONValue) {
        self.featureId = featureId
        self.version = version
        self.layer = layer
        self.type = type
        self.data = data
    }
}

/// Plans the events of an undo: the inverse of an operation's events, as an ``EditDecision``
/// that the journal appends as a new operation of kind `undo`. Nothing is ever rewritten. A redo is
/// the inverse of the undo operation it redoes, planned the same way.
///
/// For each feature the operation touched, the inverse brings the feature from its current state
/// back to its state before the operation:
/// - undo of a create deletes the feature, the delete carrying its last state;
/// - undo of a delete restores the same id with its last attributes and geometry: a
///   `featureCreated` at the next version with `"restores": <the deleted version>`;
/// - undo of an update restores the previous values: the changes with old and new swapped, and
///   the geometry from before the update when the update changed it.
///
/// Conflicts: when a feature is no longer as the operation left it (someone changed it
/// afterwards), the undo is refused with a ``VersionConflict`` per such feature, unless `force`,
/// which inverts relative to the current state. A feature whose version moved on but whose content
/// is again exactly what the operation left (the session's own later edits, since undone) is not
/// a conflict.
///
/// Nothing to change: a feature already in the state the step would bring it to (a forced undo
/// after someone else reverted the feature by hand, or the undo of an update that changed no
/// value) gets no event and a warning `undo.unchanged`. When that is true of every feature, the
/// step is still journaled, as one ``EventType/featuresUnchanged`` event per layer naming the
/// features: the step stays an operation, the session's stacks move as for any undo or redo, and
/// the history of the session still folds from the journal alone. Redo inverts what the undo
/// changed, so the redo of such an undo changes nothing either (it is journaled the same way); the
/// planner reads a `featuresUnchanged` event of the target as "these features, nothing to invert".
///
/// ```swift
/// let plan = UndoPlanner.inverse(of: eventsOfX, current: { journal.stream($0) }, stateAt: { journal.version($0, $1) })
/// switch plan {
/// case .success(let decision): append(decision.events, kind: .undo, target: x)
/// case .failure(.conflict(let features)): respond409(features)
/// case .failure(let other): respond(other)
/// }
/// ```
public enum UndoPlanner {
    /// - Parameters:
    ///   - events: the feature events of the operation to invert, in journal order.
    ///   - current: the state of a feature stream now.
    ///   - stateAt: the live feature at a version (nil for a version that is a delete, or 0): the
    ///     feature-versions projection. Needed for the state before an update.
    ///   - force: invert relative to the current state even where later operations changed it.
    public static func inverse(
        of events: [OperationEvent],
        current: (UUID) -> StreamState,
        stateAt: (UUID, Int) -> FeatureState?,
        force: Bool = false
    ) -> Result<EditDecision, EditRejection> {
        var order: [UUID] = []
        var byFeature: [UUID: [OperationEvent]] = [:]
        // Features the target step named as unchanged (a `featuresUnchanged` event): nothing to invert.
        var named: [(id: UUID, layer: String)] = []
        var namedIds: Set<UUID> = []
        var violations: [Violation] = []
        for (k, event) in events.enumerated() {
            guard event.type != .layerDefined && event.type != .networkDefined else {
                violations.append(Violation(path: "events[\(k)]", code: "undo.unsupported", message: "a schema change is not undone through a session"))
                continue
            }
            guard event.type != .associationAdded && event.type != .associationDeleted else {
                violations.append(Violation(path: "events[\(k)]", code: "undo.unsupported",
                                            message: "a connectivity association is removed or added again through the associations route, not undone through a session"))
                continue
            }
            if event.type == .featuresUnchanged {
                if namedIds.insert(event.featureId).inserted { named.append((event.featureId, event.layer)) }
                continue
            }
            if byFeature[event.featureId] == nil { order.append(event.featureId) }
            byFeature[event.featureId, default: []].append(event)
        }

        var plans: [(id: UUID, before: StreamState, after: StreamState, left: Int, now: StreamState)] = []
        var conflicts: [VersionConflict] = []
        for id in order {
            let list = byFeature[id]!.sorted { $0.version < $1.version }
            let first = list[0]
            let before: StreamState
            switch first.type {
            case .featureCreated, .layerDefined, .networkDefined, .featuresUnchanged, .associationAdded, .associationDeleted, .versionRebased:
                before = .none
            case .featureDeleted:
                if let last = stateAt(id, first.version - 1) ?? lastState(of: first) {
                    before = .live(last)
                } else {
                    violations.append(history(id, first.version - 1))
                    continue
                }
            case .featureUpdated:
                guard let previous = stateAt(id, first.version - 1) else {
                    violations.append(history(id, first.version - 1))
                    continue
                }
                before = .live(previous)
            }
            var after = before
            do {
                for e in list { after = try after.applying(type: e.type, featureId: id, version: e.version, layer: e.layer, data: e.data) }
            } catch {
                violations.append(Violation(path: "", code: "undo.history", message: error.description))
                continue
            }
            let left = list[list.count - 1].version
            let now = current(id)
            if !force, now.lastVersion != left, !sameContent(now, after) {
                let at = now.lastVersion.map { "is now at version \($0)" } ?? "no longer exists"
                conflicts.append(VersionConflict(path: "features.\(id.lowercased)", featureId: id, expectedVersion: left, currentVersion: now.live?.version,
                                                 message: "feature \(id.lowercased) \(at); the operation left it at version \(left) and a later operation changed it"))
            }
            plans.append((id, before, after, left, now))
        }
        if !violations.isEmpty { return .failure(.invalid(violations)) }
        if !conflicts.isEmpty { return .failure(.conflict(conflicts)) }

        var decided: [PendingEvent] = []
        var results: [EditResult] = []
        var unchanged: [(id: UUID, layer: String, version: Int?)] = []
        for plan in plans {
            guard let event = transition(from: plan.now, to: plan.before.live) else {
                unchanged.append((plan.id, Self.layer(of: plan.now) ?? byFeature[plan.id]![0].layer, plan.now.lastVersion))
                continue
            }
            decided.append(event)
            let action: EditResult.Action = event.type == .featureCreated ? .add : event.type == .featureDeleted ? .delete : .update
            results.append(EditResult(layer: event.layer, id: event.featureId!, action: action, version: event.featureVersion!))
        }
        for (id, layer) in named where byFeature[id] == nil {
            let now = current(id)
            unchanged.append((id, Self.layer(of: now) ?? layer, now.lastVersion))
        }
        let warnings = unchanged.map {
            Violation(path: "features.\($0.id.lowercased)", code: "undo.unchanged",
                      message: "feature \($0.id.lowercased) is already in the state this step would bring it to; nothing to change")
        }
        if decided.isEmpty {
            guard !unchanged.isEmpty else {
                return .failure(.invalid([Violation(path: "", code: "undo.empty", message: "the operation names no feature: there is nothing to invert")]))
            }
            decided = unchangedEvents(unchanged)
        }
        return .success(EditDecision(events: decided, results: results, warnings: warnings))
    }

    /// The events of a step that changes no feature: one ``EventType/featuresUnchanged`` per layer
    /// (in order of first appearance), naming its features and their last versions.
    static func unchangedEvents(_ features: [(id: UUID, layer: String, version: Int?)]) -> [PendingEvent] {
        var layers: [String] = []
        var byLayer: [String: [JSONValue]] = [:]
        for f in features {
            if byLayer[f.layer] == nil { layers.append(f.layer) }
            var entry: [String: JSONValue] = ["id": .string(f.id.lowercased)]
            if let v = f.version { entry["version"] = .integer(Int64(v)) }
            byLayer[f.layer, default: []].append(.object(entry))
        }
        return layers.map { layer in
            PendingEvent(featureId: nil, featureVersion: nil, layer: layer, type: .featuresUnchanged,
                         data: .object(["features": .array(byLayer[layer]!)]), resulting: nil)
        }
    }

    /// The features a stored `featuresUnchanged` event names, as planner input (one entry per
    /// feature, version 0: the event changed none of them).
    public static func namedFeatures(ofUnchanged data: JSONValue, layer: String) -> [OperationEvent] {
        (data.objectValue?["features"]?.arrayValue ?? []).compactMap { entry in
            guard let text = entry.objectValue?["id"]?.stringValue, let id = UUID(uuidString: text) else { return nil }
            return OperationEvent(featureId: id, version: 0, layer: layer, type: .featuresUnchanged, data: entry)
        }
    }

    /// The one event that takes a feature from `now` to `target` (nil target: not live), or nil
    /// when it is there already.
    static func transition(from now: StreamState, to target: FeatureState?) -> PendingEvent? {
        switch (now, target) {
        case (.live(let c), nil):
            return PendingEvent(featureId: c.id, featureVersion: c.version + 1, layer: c.layer, type: .featureDeleted,
                                data: c.lastStateData, resulting: nil)
        case (.live(let c), let t?):
            var next = c
            next.version = c.version + 1
            var changes: [String: JSONValue] = [:]
            for name in Set(c.attributes.keys).union(t.attributes.keys) {
                let old = c.attributes[name] ?? .null
                let new = t.attributes[name] ?? .null
                if old != new {
                    changes[name] = .object(["old": old, "new": new])
                    next.attributes[name] = new
                }
            }
            var data: [String: JSONValue] = ["changes": .object(changes)]
            if t.geometry != c.geometry {
                next.geometry = t.geometry
                data["geometry"] = t.geometry.geoJSON
            }
            if changes.isEmpty, data["geometry"] == nil { return nil }
            return PendingEvent(featureId: c.id, featureVersion: next.version, layer: c.layer, type: .featureUpdated, data: .object(data), resulting: next)
        case (_, let t?):
            let last = now.lastVersion ?? 0
            var restored = t
            restored.version = last + 1
            // A restored feature keeps its OBJECTID; a feature never created before gets one when
            // the journal positions this event.
            if case .deleted(_, _, let gone) = now { restored.objectId = gone.objectId ?? t.objectId }
            var data: [String: JSONValue] = ["attributes": .object(t.attributes), "geometry": t.geometry.geoJSON]
            if case .deleted = now { data["restores"] = .integer(Int64(last)) }
            if let objectId = restored.objectId { data["objectId"] = .integer(objectId) }
            return PendingEvent(featureId: t.id, featureVersion: restored.version, layer: t.layer, type: .featureCreated, data: .object(data), resulting: restored)
        case (_, nil):
            return nil
        }
    }

    private static func layer(of stream: StreamState) -> String? {
        switch stream {
        case .none: return nil
        case .live(let s): return s.layer
        case .deleted(let layer, _, _): return layer
        }
    }

    /// The last state a delete event carries.
    private static func lastState(of delete: OperationEvent) -> FeatureState? {
        guard let g = delete.data.objectValue?["geometry"], case .success(let geometry) = Geometry.parse(g) else { return nil }
        return FeatureState(id: delete.featureId, layer: delete.layer, version: delete.version - 1,
                            attributes: delete.data.objectValue?["attributes"]?.objectValue ?? [:], geometry: geometry,
                            objectId: delete.data.objectValue?["objectId"]?.intValue)
    }

    private static func history(_ id: UUID, _ version: Int) -> Violation {
        Violation(path: "", code: "undo.history", message: "version \(version) of feature \(id.lowercased) is not in the journal")
    }

    /// Same live-ness, layer, geometry and attributes (a null attribute equals a missing one).
    static func sameContent(_ a: StreamState, _ b: StreamState) -> Bool {
        switch (a.live, b.live) {
        case (nil, nil): return true
        case (let x?, let y?):
            return x.layer == y.layer && x.geometry == y.geometry && x.attributes.filter { !$0.value.isNull } == y.attributes.filter { !$0.value.isNull }
        default: return false
        }
    }
}
