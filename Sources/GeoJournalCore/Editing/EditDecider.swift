import Foundation

/// An edit request checked against the layer schemas: every add carries its final attributes
/// (defaults filled) and every geometry is valid for its layer. Produced outside the journal's
/// lock, in parallel with other requests.
public struct PreparedEdit: Sendable {
    public var request: EditRequest
    /// Per edit, per add: the attributes to store.
    public var addAttributes: [[Attributes]]
    /// Warnings (non-restrictive contingent values) to report back.
    public var warnings: [Violation]
}

/// The outcome of one feature in an operation, as the API reports it.
public struct EditResult: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable { case add, update, delete }
    public var layer: String
    public var id: UUID
    public var action: Action
    public var version: Int
    /// The feature's OBJECTID, once the journal has positioned the operation (see ``FeatureState/objectId``).
    public var objectId: Int64?

    public init(layer: String, id: UUID, action: Action, version: Int, objectId: Int64? = nil) {
        self.layer = layer
        self.id = id
        self.action = action
        self.version = version
        self.objectId = objectId
    }
}

/// A feature whose journal state does not match what the request expected.
public struct VersionConflict: Sendable, Hashable {
    public var path: String
    public var featureId: UUID
    public var expectedVersion: Int?
    /// The feature's current version; nil when it does not exist (or no longer exists).
    public var currentVersion: Int?
    public var message: String

    public init(path: String, featureId: UUID, expectedVersion: Int?, currentVersion: Int?, message: String) {
        self.path = path
        self.featureId = featureId
        self.expectedVersion = expectedVersion
        self.currentVersion = currentVersion
        self.message = message
    }
}

/// Why an operation was refused; nothing of it is written.
public enum EditRejection: Error, Sendable, Hashable {
    /// Input that can never succeed as it is (422).
    case invalid([Violation])
    /// The journal moved on since the client read it (409).
    case conflict([VersionConflict])
}

/// The events an accepted operation appends, and what to tell the client.
public struct EditDecision: Sendable {
    public var events: [PendingEvent]
    public var results: [EditResult]
    public var warnings: [Violation]

    public init(events: [PendingEvent], results: [EditResult], warnings: [Violation]) {
        self.events = events
        self.results = results
        self.warnings = warnings
    }
}

/// Checks an edit request against the layer schemas (no journal state needed).
public enum EditPreparation {
    public static func prepare(_ request: EditRequest, layers: [String: LayerDefinition], limits: EditLimits = EditLimits()) -> Result<PreparedEdit, EditRejection> {
        var violations: [Violation] = []
        var warnings: [Violation] = []
        var addAttributes: [[Attributes]] = []
        for (k, edit) in request.edits.enumerated() {
            let path = "edits[\(k)]"
            guard let layer = layers[edit.layer] else {
                violations.append(Violation(path: "\(path).layer", code: "layer.unknown", message: "there is no layer \"\(edit.layer)\" in this workspace"))
                addAttributes.append([])
                continue
            }
            var attributes: [Attributes] = []
            attributes.reserveCapacity(edit.adds.count)
            for (j, add) in edit.adds.enumerated() {
                let check = layer.checkNew(add.attributes)
                attributes.append(check.attributes)
                let geometryProblems = GeometryValidator.check(add.geometry, expected: layer.geometryType, srid: layer.srid, maxVertices: limits.maxVerticesPerGeometry)
                // The add's path is only rendered for an add with something to report.
                guard !check.violations.isEmpty || !check.warnings.isEmpty || !geometryProblems.isEmpty else { continue }
                let p = "\(path).adds[\(j)]"
                violations.append(contentsOf: check.violations.map { $0.prefixed(p) })
                warnings.append(contentsOf: check.warnings.map { $0.prefixed(p) })
                violations.append(contentsOf: geometryProblems.map { $0.prefixed("\(p).geometry") })
            }
            addAttributes.append(attributes)
            for (j, update) in edit.updates.enumerated() {
                let p = "\(path).updates[\(j)]"
                for name in update.attributes.keys where layer.field(named: name) == nil {
                    violations.append(Violation(path: "\(p).attributes.\(name)", code: "field.unknown", message: "layer \"\(edit.layer)\" has no field \"\(name)\""))
                }
                if let g = update.geometry {
                    violations.append(contentsOf: GeometryValidator.check(g, expected: layer.geometryType, srid: layer.srid, maxVertices: limits.maxVerticesPerGeometry).map { $0.prefixed("\(p).geometry") })
                }
            }
        }
        if !violations.isEmpty { return .failure(.invalid(violations)) }
        return .success(PreparedEdit(request: request, addAttributes: addAttributes, warnings: warnings))
    }
}

/// Decides the events of one operation from the prepared request and the current state of the
/// streams it touches. Pure: the journal's workspace writer calls it with the streams as of the
/// head the batch is decided from (no lock held on the optimistic first attempt; the batch write
/// then lands only on that head).
///
/// ```swift
/// let decision = EditDecider.decide(prepared, layers: layers, stream: { states[$0] ?? .none }, newId: { UUID() })
/// ```
public enum EditDecider {
    public static func decide(
        _ prepared: PreparedEdit,
        layers: [String: LayerDefinition],
        stream: (UUID) -> StreamState,
        newId: () -> UUID
    ) -> Result<EditDecision, EditRejection> {
        var events: [PendingEvent] = []
        var results: [EditResult] = []
        var violations: [Violation] = []
        var conflicts: [VersionConflict] = []
        var warnings = prepared.warnings
        events.reserveCapacity(prepared.request.featureCount)
        results.reserveCapacity(prepared.request.featureCount)

        for (k, edit) in prepared.request.edits.enumerated() {
            let path = "edits[\(k)]"
            guard let layer = layers[edit.layer] else {
                violations.append(Violation(path: "\(path).layer", code: "layer.unknown", message: "there is no layer \"\(edit.layer)\" in this workspace"))
                continue
            }
            for (j, add) in edit.adds.enumerated() {
                let id = add.id ?? newId()
                // A feature that keeps its OBJECTID (posted from a version) may come back after a
                // delete: it is restored at the next version, as an undo of the delete would.
                var version = 1
                if let given = add.id {
                    let existing = stream(given)
                    if add.objectId != nil, case .deleted(let l, let last, _) = existing, l == edit.layer {
                        version = last + 1
                    } else if existing != .none {
                        conflicts.append(VersionConflict(path: "\(path).adds[\(j)].id", featureId: given, expectedVersion: nil, currentVersion: existing.live?.version, message: "feature \(given.lowercased) already exists (or existed) in this workspace"))
                        continue
                    }
                }
                let attributes = prepared.addAttributes[k][j]
                let state = FeatureState(id: id, layer: edit.layer, version: version, attributes: attributes, geometry: add.geometry, objectId: add.objectId)
                var data: [String: JSONValue] = ["attributes": .object(attributes), "geometry": add.geometry.geoJSON]
                if let objectId = add.objectId { data["objectId"] = .integer(objectId) }
                if version > 1 { data["restores"] = .integer(Int64(version - 1)) }
                events.append(PendingEvent(featureId: id, featureVersion: version, layer: edit.layer, type: .featureCreated,
                                           data: .object(data), resulting: state))
                results.append(EditResult(layer: edit.layer, id: id, action: .add, version: version, objectId: add.objectId))
            }
            for (j, update) in edit.updates.enumerated() {
                let p = "\(path).updates[\(j)]"
                guard let current = live(update.id, update.expectedVersion, layer: edit.layer, path: p, stream: stream, conflicts: &conflicts) else { continue }
                var next = current
                next.version = current.version + 1
                var changes: [String: JSONValue] = [:]
                for (name, value) in update.attributes {
                    let old = current.attributes[name] ?? .null
                    if old != value {
                        changes[name] = .object(["old": old, "new": value])
                        next.attributes[name] = value
                    }
                }
                if !changes.isEmpty {
                    let check = layer.checkUpdated(next.attributes, changed: Set(changes.keys))
                    violations.append(contentsOf: check.violations.map { $0.prefixed(p) })
                    warnings.append(contentsOf: check.warnings.map { $0.prefixed(p) })
                }
                var data: [String: JSONValue] = ["changes": .object(changes)]
                if let g = update.geometry, g != current.geometry {
                    next.geometry = g
                    data["geometry"] = g.geoJSON
                    if let edit = update.geometryEdit { data["geometryEdit"] = edit }
                }
                events.append(PendingEvent(featureId: update.id, featureVersion: next.version, layer: edit.layer, type: .featureUpdated, data: .object(data), resulting: next))
                results.append(EditResult(layer: edit.layer, id: update.id, action: .update, version: next.version, objectId: current.objectId))
            }
            for (j, delete) in edit.deletes.enumerated() {
                let p = "\(path).deletes[\(j)]"
                guard let current = live(delete.id, delete.expectedVersion, layer: edit.layer, path: p, stream: stream, conflicts: &conflicts) else { continue }
                events.append(PendingEvent(featureId: delete.id, featureVersion: current.version + 1, layer: edit.layer, type: .featureDeleted,
                                           data: current.lastStateData, resulting: nil))
                results.append(EditResult(layer: edit.layer, id: delete.id, action: .delete, version: current.version + 1, objectId: current.objectId))
            }
        }
        if !violations.isEmpty { return .failure(.invalid(violations)) }
        if !conflicts.isEmpty { return .failure(.conflict(conflicts)) }
        return .success(EditDecision(events: events, results: results, warnings: warnings))
    }

    private static func live(_ id: UUID, _ expected: Int?, layer: String, path: String, stream: (UUID) -> StreamState, conflicts: inout [VersionConflict]) -> FeatureState? {
        switch stream(id) {
        case .live(let state) where state.layer != layer:
            conflicts.append(VersionConflict(path: "\(path).id", featureId: id, expectedVersion: expected, currentVersion: state.version, message: "feature \(id.lowercased) belongs to layer \"\(state.layer)\", not \"\(layer)\""))
            return nil
        case .live(let state):
            if let expected, expected != state.version {
                conflicts.append(VersionConflict(path: "\(path).expectedVersion", featureId: id, expectedVersion: expected, currentVersion: state.version, message: "feature \(id.lowercased) is at version \(state.version), not \(expected)"))
                return nil
            }
            return state
        case .deleted(_, let v, _):
            conflicts.append(VersionConflict(path: "\(path).id", featureId: id, expectedVersion: expected, currentVersion: nil, message: "feature \(id.lowercased) was deleted (version \(v))"))
            return nil
        case .none:
            conflicts.append(VersionConflict(path: "\(path).id", featureId: id, expectedVersion: expected, currentVersion: nil, message: "feature \(id.lowercased) does not exist"))
            return nil
        }
    }
}
