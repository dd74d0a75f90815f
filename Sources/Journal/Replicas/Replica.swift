import Foundation
import GeoJournalCore

/// A registered offline replica: a named, owned extract of some layers of one line (DEFAULT, or
/// a version's line) whose server generation is a position of that line. What the client asked
/// for (layers, queries, geometry, spatial reference, sync model) is kept as the face wrote it
/// (``definition``): the journal reads a replica's layers with the filters the face gives it.
///
/// ```swift
/// let replica = try await journal.registerReplica(workspace: "demo", line: "demo", name: "crew-7",
///                                                 definition: ["layers": ["Poles"]], layers: ["Poles"], moment: nil, principal: principal)
/// replica.serverGen          // the line's head when it was made
/// replica.line == "demo"     // DEFAULT
/// ```
public struct ReplicaInfo: Sendable, Hashable {
    public var id: UUID
    public var workspace: String
    /// The line it syncs with: the workspace itself (DEFAULT), or a version's line.
    public var line: String
    public var name: String
    public var owner: String
    /// The request that made it, in the words of the face that made it.
    public var definition: JSONValue
    /// A replica of a past moment: it cannot upload, and its generation never moves.
    public var readOnly: Bool
    public var createdGen: Int64
    /// The last generation given to it (a position of ``line``).
    public var serverGen: Int64
    /// Each layer's last generation (perLayer sync), by layer name; a layer without one has ``serverGen``.
    public var layerGens: [String: Int64]
    public var createdMicros: Int64
    public var lastSyncMicros: Int64?
    public var syncs: Int64
    /// The versions its refused uploads were kept in, oldest first.
    public var keptIn: [ReplicaVersion]
    public var unregisteredMicros: Int64?

    /// The generation of a layer.
    public func generation(of layer: String) -> Int64 { layerGens[layer] ?? serverGen }

    /// When it was last used (made or synchronized), microseconds since 1970.
    public var lastUsedMicros: Int64 { lastSyncMicros ?? createdMicros }
}

/// A version that keeps uploads of a replica refused over server changes.
public struct ReplicaVersion: Sendable, Hashable {
    /// The key of the version's line.
    public var line: String
    /// Its name (`owner.name`), while the version is not deleted.
    public var name: String?
    /// DEFAULT's position it starts from: the generation the refused edits were made from.
    public var base: Int64
}

/// One entry of a replica's history (``Journal/replicaLog(workspace:id:)``).
public struct ReplicaLogEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case created, synchronized, unregistered }
    public var kind: Kind
    public var actor: String
    public var recordedMicros: Int64
    public var fromGen: Int64?
    public var toGen: Int64?
    public var detail: JSONValue
}

/// What one layer of a replica holds: the layer and the condition on its features (nil: all of
/// them; `.none` in ``ReplicaLayerQuery/features``: none, the schema only).
///
/// ```swift
/// let poles = ReplicaLayerQuery(layer: "Poles", filter: .compare(...), output: .epsg(4326))
/// ```
public struct ReplicaLayerQuery: Sendable {
    public var layer: String
    public var filter: FeatureFilter?
    /// False for `queryOption=none`: the layer is in the replica without features.
    public var features: Bool
    /// The spatial reference of the replica's geometries.
    public var output: OutputSRID

    public init(layer: String, filter: FeatureFilter? = nil, features: Bool = true, output: OutputSRID = .layer) {
        self.layer = layer
        self.filter = filter
        self.features = features
        self.output = output
    }
}
