import Foundation

/// The in-memory snapping index of a workspace: the vertices and segments of every feature, by
/// layer, packed for snap queries that answer in microseconds. Points, multipoints, lines and
/// polygons (every ring, every part) are indexed; a ring's closing segment is there because GeoJSON
/// rings repeat their first position.
///
/// The journal keeps it current edit by edit (``apply(type:featureId:layer:data:)`` for each
/// event, or ``upsert(featureId:layer:geometry:)`` / ``remove(featureId:layer:)``) without a full
/// rebuild; see ``LayerSnapIndex`` for how. It is a value: share it behind a lock or an actor.
///
/// ```swift
/// var index = SnapIndex()
/// index.upsert(featureId: id, layer: "GasLine", geometry: .lineString([Position(0, 0), Position(10, 0)]))
/// let result = index.snap(SnapRequest(point: Position(4, 1), tolerance: 2, sources: [SnapSource(layer: "GasLine")]))
/// // result.kind == .edge, result.point == Position(4, 0), result.distance == 1
/// ```
public struct SnapIndex: Sendable {
    private var layers: [String: LayerSnapIndex] = [:]

    public init() {}

    /// The layers that hold at least one feature.
    public var layerNames: [String] { layers.filter { !$0.value.isEmpty }.keys.sorted() }

    /// Live features of a layer.
    public func featureCount(layer: String) -> Int { layers[layer]?.featureCount ?? 0 }

    /// Live vertices of a layer.
    public func vertexCount(layer: String) -> Int { layers[layer]?.liveVertexCount ?? 0 }

    /// Approximate bytes held by the index.
    public var footprint: Int { layers.values.reduce(0) { $0 + $1.footprint } }

    public func contains(featureId: UUID, layer: String) -> Bool { layers[layer]?.contains(featureId) ?? false }

    /// Adds a feature, or replaces its geometry.
    public mutating func upsert(featureId: UUID, layer: String, geometry: Geometry) {
        layers[layer, default: LayerSnapIndex()].upsert(featureId, geometry)
    }

    /// Forgets a feature (deleted).
    public mutating func remove(featureId: UUID, layer: String) {
        layers[layer]?.remove(featureId)
    }

    /// Loads many features at once and builds each touched layer's tree once (start-up, rebuild).
    public mutating func insert(layer: String, features: some Sequence<(id: UUID, geometry: Geometry)>) {
        var l = layers.removeValue(forKey: layer) ?? LayerSnapIndex()
        for f in features { l.upsert(f.id, f.geometry, maintain: false) }
        l.compact()
        layers[layer] = l
    }

    /// Folds one journal event: a create, or an update that changed the geometry, (re)indexes the
    /// feature; a delete removes it; attribute-only updates and schema events change nothing.
    public mutating func apply(type: EventType, featureId: UUID, layer: String, data: JSONValue) {
        switch type {
        case .featureCreated, .featureUpdated:
            guard let g = data.objectValue?["geometry"], !g.isNull, case .success(let geometry) = Geometry.parse(g) else { return }
            upsert(featureId: featureId, layer: layer, geometry: geometry)
        case .featureDeleted:
            remove(featureId: featureId, layer: layer)
        case .layerDefined, .networkDefined, .featuresUnchanged, .associationAdded, .associationDeleted, .versionRebased:
            return
        }
    }

    /// Folds a decided event (its resulting state when it has one).
    public mutating func apply(_ event: PendingEvent) {
        guard let id = event.featureId else { return }
        if event.type == .featureDeleted {
            remove(featureId: id, layer: event.layer)
        } else if let state = event.resulting {
            upsert(featureId: id, layer: state.layer, geometry: state.geometry)
        } else {
            apply(type: event.type, featureId: id, layer: event.layer, data: event.data)
        }
    }

    /// Drops tombstones and rebuilds every layer's tree (also done automatically as edits accumulate).
    public mutating func compact() {
        for name in Array(layers.keys) { layers[name]?.compact() }
    }

    /// Answers a snap request: the nearest vertex within tolerance of any enabled source; failing
    /// that the nearest point on an edge within tolerance; failing that `kind: none` and the
    /// requested point. Distances are inclusive (`distance <= tolerance`).
    ///
    /// `rules` decides, per enabled source, how rule-based snapping limits it (``SnapSourceRule``);
    /// the default applies no rules.
    public func snap(_ request: SnapRequest, rules: (SnapSource) -> SnapSourceRule = { _ in .none }) -> SnapResult {
        var scan = SnapScan(x: request.point.x, y: request.point.y, tolerance: request.tolerance)
        var reports: [SnapSourceReport] = []
        reports.reserveCapacity(request.sources.count)
        for source in request.sources {
            guard source.enabled else {
                reports.append(SnapSourceReport(layer: source.layer))
                continue
            }
            let rule = rules(source)
            reports.append(SnapSourceReport(layer: source.layer, ruleBehavior: rule.behavior))
            guard rule.behavior != .rulesPreventSnapping, let layer = layers[source.layer] else { continue }
            scan.layer = source.layer
            scan.endVertexOnly = rule.endVertexOnly
            scan.allows = rule.allows
            layer.scan(&scan)
        }
        if let v = scan.vertex {
            return SnapResult(kind: .vertex, point: Position(v.x, v.y), layer: v.layer, featureId: v.featureId, distance: v.distance, sources: reports)
        }
        if let e = scan.edge {
            return SnapResult(kind: .edge, point: Position(e.x, e.y), layer: e.layer, featureId: e.featureId, distance: e.distance, sources: reports)
        }
        return .none(Position(request.point.x, request.point.y), sources: reports)
    }
}
