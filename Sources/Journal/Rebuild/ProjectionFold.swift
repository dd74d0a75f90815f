import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// One stored event as the rebuild reads it.
struct RebuildEvent: Sendable {
    var position: Int64
    var featureId: UUID?
    var featureVersion: Int32?
    var layer: String
    var type: String
    var data: String
    var recordedMicros: Int64
}

/// The projections of one workspace folded from its events, in position order, with the same
/// replay rule the journal's own oracle uses (``StreamState/applying(type:featureId:version:layer:data:)``)
/// and the same row shapes ``BatchPlan`` writes. Closed feature versions are emitted as COPY rows
/// as soon as they close; what is still open (live features, whose current rows are their open
/// versions, and the layer definitions) is emitted at the end.
///
/// A version's line (``VersionLine``, ``init(line:layers:)``) holds only the features it touched;
/// the first event of a feature it did not create starts from the feature's state in DEFAULT at
/// the base in effect then, handed in by ``inherit(_:)`` before the page that holds it (as the
/// write decided it: ``Journal/loadStreams``). That state is no version of the line: nothing is
/// closed for it, as the write closes nothing. Its layers are its workspace's.
struct ProjectionFold {
    /// A feature's current version, kept until a later event closes it.
    struct OpenVersion {
        var state: FeatureState
        var attributesText: String
        var geomHex: String
        var srid: Int32
        var validFrom: Int64
        var fromMicros: Int64
        /// The position the version before it was made at in this line (Schema/0083): nil for a
        /// feature's first version, and for a version line's first of a feature DEFAULT had.
        var prevFrom: Int64?
    }

    struct OpenLayer {
        var definition: LayerDefinition
        var definitionText: String
        var version: Int
        var validFrom: Int64
    }

    struct OpenNetwork {
        var definitionText: String
        var version: Int
        var validFrom: Int64
    }

    struct NetworkAssociation: Hashable {
        var network: String
        var association: Association
    }

    let workspace: String
    private(set) var position: Int64 = 0
    private var networks: [String: OpenNetwork] = [:]
    /// Live associations with the position that added them.
    private var associations: [NetworkAssociation: Int64] = [:]
    /// Closed rows of `network_versions` and `network_associations` (small: sent at the end).
    private var closedNetworkVersions = CopyText(capacity: 1024)
    private var closedAssociations = CopyText(capacity: 1024)
    private(set) var eventsFolded = 0
    private var features: [UUID: OpenVersion] = [:]
    /// The OBJECTIDs of deleted features, for restores whose events do not record theirs.
    private var retiredObjectIds: [UUID: Int64] = [:]
    private var layers: [String: OpenLayer] = [:]
    /// Closed rows of `feature_versions` waiting to be sent.
    var closedVersions = CopyText()
    /// Closed rows of `layer_versions` waiting to be sent.
    var closedLayerVersions = CopyText(capacity: 4096)

    /// Ids of the features the events folded since ``trackChanges()`` touched (the catch-up).
    private(set) var touched: Set<UUID>?

    /// A line's: the features it touched so far (their state is its own from then on).
    private var lineTouched: Set<UUID>?
    /// A line's: DEFAULT's states of features of the next page the line has not touched yet.
    private var inherited: [UUID: FeatureState] = [:]
    /// A line's: the SRID of each of its workspace's layers.
    private var layerSRIDs: [String: Int32] = [:]

    init(workspace: String) { self.workspace = workspace }

    /// The fold of a version's line, whose layers (`layers`, its workspace's) it does not define.
    init(line: VersionLine, layers: [LayerDefinition]) {
        self.workspace = line.key
        self.lineTouched = []
        self.layerSRIDs = Dictionary(layers.map { ($0.name, $0.srid) }, uniquingKeysWith: { a, _ in a })
    }

    var isLine: Bool { lineTouched != nil }

    /// A line's: the states in DEFAULT that the features of the next page start from, if the
    /// line has not touched them yet (those it has are left alone).
    mutating func inherit(_ states: [FeatureState]) {
        inherited.removeAll(keepingCapacity: true)
        guard let touched = lineTouched else { return }
        for state in states where !touched.contains(state.id) { inherited[state.id] = state }
    }

    var liveFeatureCount: Int { features.count }

    /// From now on, remember which features the folded events touch.
    mutating func trackChanges() { touched = [] }

    /// The closed rows folded so far, handed over to be sent (the fold starts new buffers).
    mutating func takeClosed() -> (versions: CopyText, layerVersions: CopyText) {
        defer {
            closedVersions = CopyText()
            closedLayerVersions = CopyText(capacity: 4096)
        }
        return (closedVersions, closedLayerVersions)
    }

    /// Folds the next event (positions must follow each other without gaps).
    mutating func apply(_ e: RebuildEvent) throws {
        guard e.position == position + 1 else {
            throw RebuildError("position \(position + 1) is missing (next stored is \(e.position))")
        }
        position = e.position
        eventsFolded += 1
        guard let type = EventType(rawValue: e.type) else {
            throw RebuildError("event at position \(e.position) has an unknown type \"\(e.type)\"")
        }
        let data: JSONValue
        do {
            data = try JSONValue.parse(e.data)
        } catch {
            throw RebuildError("event at position \(e.position) has unreadable data: \(error)")
        }
        if type == .layerDefined {
            try defineLayer(e, data: data)
            return
        }
        switch type {
        case .networkDefined:
            try defineNetwork(e, data: data)
            return
        case .associationAdded, .associationDeleted:
            try changeAssociation(e, data: data, added: type == .associationAdded)
            return
        default:
            break
        }
        // A session step that changed no feature; a line's base moving (it changes no row of the
        // line: reads join DEFAULT at the base in effect).
        if type == .featuresUnchanged || type == .versionRebased { return }
        guard let id = e.featureId, let version = e.featureVersion else {
            throw RebuildError("\(e.type) at position \(e.position) names no feature")
        }
        touched?.insert(id)
        // One hash lookup per event: the slot found here is read, replaced or removed.
        let slot = features.index(forKey: id)
        let previous = slot.map { features.values[$0] }
        var prior: StreamState = previous.map { .live($0.state) } ?? .none
        if previous == nil, let gone = retiredObjectIds[id], let state = deletedState(id, layer: e.layer, objectId: gone) {
            // A restore written before events carried OBJECTIDs (Schema/0019) gets back the one it had.
            prior = .deleted(layer: e.layer, lastVersion: Int(version) - 1, last: state)
        }
        if lineTouched?.insert(id).inserted == true, let state = inherited.removeValue(forKey: id) {
            // A line's first event of a feature of DEFAULT's.
            prior = .live(state)
        }
        let next = try prior.applying(type: type, featureId: id, version: Int(version), layer: e.layer, data: data, position: e.position)
        if let previous { emitVersion(previous, validTo: e.position, toMicros: e.recordedMicros) }
        guard case .live(let state) = next else {
            if let slot { features.remove(at: slot) }
            if let objectId = previous?.state.objectId { retiredObjectIds[id] = objectId }
            return
        }
        if previous == nil { retiredObjectIds.removeValue(forKey: id) }
        guard state.objectId != nil else { throw RebuildError("\(e.type) at position \(e.position) leaves feature \(id.lowercased) without an OBJECTID") }
        let srid = layers[e.layer]?.definition.srid ?? layerSRIDs[e.layer] ?? 0
        var open: OpenVersion
        if let previous, type == .featureUpdated, previous.srid == srid, data["geometry"].isNull {
            // The geometry did not change: reuse its EWKB.
            open = previous
        } else {
            open = OpenVersion(state: state, attributesText: "",
                               geomHex: state.geometry.ewkbHex(srid: srid), srid: srid, validFrom: 0, fromMicros: 0, prevFrom: nil)
        }
        open.state = state
        // Both go to jsonb columns, which keep their own member order: no need to sort here.
        open.attributesText = JSONValue.object(state.attributes).jsonString()
        open.validFrom = e.position
        open.fromMicros = e.recordedMicros
        open.prevFrom = previous?.validFrom
        if let slot { features.values[slot] = open } else { features[id] = open }
    }

    /// A placeholder last state of a deleted feature that carries only its OBJECTID (what a
    /// restore's replay reads of it).
    private func deletedState(_ id: UUID, layer: String, objectId: Int64) -> FeatureState? {
        FeatureState(id: id, layer: layer, version: 0, attributes: [:], geometry: .point(Position(0, 0)), objectId: objectId)
    }

    private mutating func defineNetwork(_ e: RebuildEvent, data: JSONValue) throws {
        guard let version = data["version"].intValue, case .object = data["definition"] else {
            throw RebuildError("networkDefined at position \(e.position) has no definition or no version")
        }
        let name = data["network"].stringValue ?? e.layer
        if let previous = networks[name] { emitNetworkVersion(previous, name: name, validTo: e.position, into: &closedNetworkVersions) }
        networks[name] = OpenNetwork(definitionText: data["definition"].jsonString(sortedKeys: true), version: Int(version), validFrom: e.position)
    }

    private mutating func changeAssociation(_ e: RebuildEvent, data: JSONValue, added: Bool) throws {
        guard let association = Association.from(eventData: data) else {
            throw RebuildError("\(e.type) at position \(e.position) names no association")
        }
        let key = NetworkAssociation(network: data["network"].stringValue ?? e.layer, association: association)
        if added {
            guard associations[key] == nil else { throw RebuildError("associationAdded at position \(e.position) adds a live association") }
            associations[key] = e.position
        } else {
            guard let from = associations.removeValue(forKey: key) else {
                throw RebuildError("associationDeleted at position \(e.position) removes an association that is not live")
            }
            emitAssociation(key, validFrom: from, validTo: e.position, into: &closedAssociations)
        }
    }

    private func emitNetworkVersion(_ n: OpenNetwork, name: String, validTo: Int64?, into copy: inout CopyText) {
        copy.field(workspace)
        copy.field(name)
        copy.field(Int64(n.version))
        copy.field(n.definitionText)
        copy.field(n.validFrom)
        if let validTo { copy.field(validTo) } else { copy.null() }
        copy.endRow()
    }

    private func emitAssociation(_ key: NetworkAssociation, validFrom: Int64, validTo: Int64?, into copy: inout CopyText) {
        copy.field(workspace)
        copy.field(key.network)
        copy.field(key.association.from)
        copy.field(key.association.fromTerminal ?? "")
        copy.field(key.association.to)
        copy.field(key.association.toTerminal ?? "")
        copy.field(validFrom)
        if let validTo { copy.field(validTo) } else { copy.null() }
        copy.endRow()
    }

    /// The rows of the network projections: current definitions, every definition version and
    /// every association with its validity (closed and live).
    func networkRows() -> (networks: CopyText, networkVersions: CopyText, associations: CopyText) {
        var current = CopyText(capacity: 4096)
        var versions = closedNetworkVersions
        var links = closedAssociations
        for (name, n) in networks.sorted(by: { $0.key < $1.key }) {
            current.field(workspace)
            current.field(name)
            current.field(Int64(n.version))
            current.field(n.definitionText)
            current.field(n.validFrom)
            current.endRow()
            emitNetworkVersion(n, name: name, validTo: nil, into: &versions)
        }
        for (key, from) in associations { emitAssociation(key, validFrom: from, validTo: nil, into: &links) }
        return (current, versions, links)
    }

    private mutating func defineLayer(_ e: RebuildEvent, data: JSONValue) throws {
        let definition: LayerDefinition
        switch LayerDefinition.parse(data["definition"], name: e.layer) {
        case .success(let d): definition = d
        case .failure(let p): throw RebuildError("layerDefined at position \(e.position) has an unreadable definition: \(p.violations)")
        }
        guard let version = data["version"].intValue else {
            throw RebuildError("layerDefined at position \(e.position) has no version")
        }
        if let old = layers[e.layer] { emitLayerVersion(old, name: e.layer, validTo: e.position, into: &closedLayerVersions) }
        layers[e.layer] = OpenLayer(definition: definition, definitionText: definition.json.jsonString(sortedKeys: true), version: Int(version), validFrom: e.position)
    }

    /// A version's row of `feature_versions`, closed at `validTo` (only closed versions are stored
    /// there; an open one is its feature's current row). Its operation is the one at the position
    /// it is valid from, not stored (Schema/0079).
    private mutating func emitVersion(_ v: OpenVersion, validTo: Int64, toMicros: Int64) {
        closedVersions.field(workspace)
        closedVersions.field(v.state.id)
        closedVersions.field(Int64(v.state.version))
        closedVersions.field(v.state.layer)
        closedVersions.field(v.attributesText)
        closedVersions.field(v.geomHex)
        closedVersions.null()
        closedVersions.field(v.validFrom)
        closedVersions.field(validTo)
        closedVersions.timestamp(micros: v.fromMicros)
        closedVersions.timestamp(micros: toMicros)
        closedVersions.field(v.state.objectId ?? 0)
        if let prevFrom = v.prevFrom { closedVersions.field(prevFrom) } else { closedVersions.null() }
        closedVersions.endRow()
    }

    private func emitLayerVersion(_ l: OpenLayer, name: String, validTo: Int64?, into copy: inout CopyText) {
        copy.field(workspace)
        copy.field(name)
        copy.field(Int64(l.version))
        copy.field(l.definitionText)
        copy.field(l.validFrom)
        if let validTo { copy.field(validTo) } else { copy.null() }
        copy.endRow()
    }

    /// The rows of the current features for the features that are live now (of those in `only`,
    /// when given). Their open versions are these rows (`all_feature_versions`, Schema/0015);
    /// the fold keeps them open.
    func currentFeatureRows(only: Set<UUID>? = nil) -> CopyText {
        let count = only?.count ?? features.count
        var current = CopyText(capacity: count * 200)
        func add(_ v: OpenVersion) {
            current.field(workspace)
            current.field(v.state.id)
            current.field(v.state.layer)
            current.field(Int64(v.state.version))
            current.field(v.attributesText)
            current.field(v.geomHex)
            current.field(v.validFrom)
            current.timestamp(micros: v.fromMicros)
            current.field(v.state.objectId ?? 0)
            if let prevFrom = v.prevFrom { current.field(prevFrom) } else { current.null() }
            current.endRow()
        }
        if let only {
            for id in only { if let v = features[id] { add(v) } }
        } else {
            for v in features.values { add(v) }
        }
        return current
    }

    /// The rows of the current layer definitions and their open versions.
    func layerRows() -> (layers: CopyText, layerVersions: CopyText, currentLayers: [LayerDefinition]) {
        var layerRows = CopyText(capacity: 4096)
        var layerVersions = CopyText(capacity: 4096)
        for (name, l) in layers.sorted(by: { $0.key < $1.key }) {
            layerRows.field(workspace)
            layerRows.field(name)
            layerRows.field(Int64(l.version))
            layerRows.field(l.definitionText)
            layerRows.field(l.validFrom)
            layerRows.endRow()
            emitLayerVersion(l, name: name, validTo: nil, into: &layerVersions)
        }
        return (layerRows, layerVersions, layers.values.map(\.definition))
    }
}
