import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging
import PostgresNIO

extension NetworkGraphs {
    // MARK: Loading and catching up

    /// Loads a graph once for every reader that needs it: the first starts the load as a
    /// background task, the others wait for the same one. A reader whose request times out
    /// stops waiting, but the load goes on, so the next reader finds the graph (a graph of a
    /// million edges takes longer to load than one request may wait).
    func sharedLoad(_ key: Key) async throws(JournalError) {
        let task = await store.load(key) { [self, journal] in
            journal.background.start("the load of network \(key.name) in workspace \(key.workspace)") { [self, journal] () -> Result<Void, JournalError> in
                defer { withExtendedLifetime(journal) {} }  // the journal owns this room
                let loaded: Result<Void, JournalError>
                do { try await load(key); loaded = .success(()) } catch { loaded = .failure(JournalError.from(error)) }
                await store.loadEnded(key)
                return loaded
            }
        }
        try await task.value.get()
    }

    private func load(_ key: Key, replacingSamePosition: Bool = false) async throws(JournalError) {
        if let hold = await store.pause { await hold(.loading, key) }
        let journal = self.journal
        let (graph, network, head): (NetworkGraph, StoredNetwork, Int64) = try await journal.database {
            try await journal.client.withLiveTransaction(logger: journal.logger) { conn in
                try await conn.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", logger: journal.logger)
                let heads = try await conn.query("SELECT head_position FROM workspaces WHERE id = \(key.workspace)", logger: journal.logger)
                var head: Int64?
                for try await h in heads.decode(Int64.self) { head = h }
                guard let head else { throw JournalError.notFound("workspace \"\(key.workspace)\" does not exist") }
                guard let network = try await journal.networks.storedNetwork(conn, workspace: key.workspace, name: key.name, at: nil) else {
                    throw JournalError.notFound("there is no network \"\(key.name)\" in workspace \"\(key.workspace)\"")
                }
                let graph = try await Self.graph(conn, journal: journal, workspace: key.workspace, network: key.name, definition: network.definition, at: nil)
                return (graph, network, head)
            }
        }
        await store.install(key, graph: graph, network: network, position: head, replacingSamePosition: replacingSamePosition)
    }

    func catchUp(_ key: Key) async throws(JournalError) {
        while true {
            guard let (start, network) = await store.position(key) else { return }
            let (events, head) = try await journal.reads.events(workspace: key.workspace, after: start, limit: Self.catchUpPage)
            guard let last = events.last?.position else { return }
            let sources = Set(network.definition.sources.map(\.layer))
            var redefined = false
            var touched: [UUID] = []
            var seen = Set<UUID>()
            // Associations added or removed, in journal order: the last event of each decides.
            var associationChanges: [Association: Bool] = [:]
            for event in events {
                if event.type == EventType.networkDefined.rawValue, event.layer == key.name { redefined = true }
                if let id = event.featureId, sources.contains(event.layer), seen.insert(id).inserted { touched.append(id) }
                if event.layer == key.name, event.type == EventType.associationAdded.rawValue || event.type == EventType.associationDeleted.rawValue,
                   let a = Association.from(eventData: event.data) {
                    associationChanges[a] = event.type == EventType.associationAdded.rawValue
                }
            }
            if redefined {
                await store.forget(key, at: start)
                try await sharedLoad(key)
                continue
            }
            var upserted: [NetworkFeature] = []
            if !touched.isEmpty {
                let journal = self.journal
                let definition = network.definition
                let ids = touched
                upserted = try await journal.database {
                    try await journal.client.withLiveConnection { conn in
                        try await Self.features(conn, journal: journal, workspace: key.workspace, definition: definition, at: last, ids: ids)
                    }
                }
            }
            let live = Set(upserted.map(\.id))
            let deleted = touched.filter { !live.contains($0) }
            let added = associationChanges.filter { $0.value }.map(\.key), removed = associationChanges.filter { !$0.value }.map(\.key)
            let rebuild: Bool
            if touched.count + associationChanges.count >= Self.catchUpInPlace {
                // A large step is applied on the compute threads to a copy of the graph (readers
                // meanwhile use the graph as it was), which then replaces it unless another reader
                // caught up first.
                guard let graph = await store.graph(key, at: start) else { continue }
                let copy = Exclusive(graph)
                try await journal.compute.run { [upserted] in
                    copy.value.apply(upserted: upserted, deleted: deleted, associationsAdded: added, associationsRemoved: removed)
                }
                rebuild = await store.replace(key, from: start, with: copy.value, upTo: last)
            } else {
                rebuild = await store.apply(upserted: upserted, deleted: deleted, associationsAdded: added, associationsRemoved: removed,
                                            to: key, from: start, upTo: last)
            }
            if rebuild {
                // Slots left behind by updates outnumber the live features: build the graph afresh
                // from the current features (the entry in use stays until the new one is ready).
                journal.logger.info("rebuilding network graph \(key.name) of \(key.workspace) to release slots left by updates")
                try await load(key, replacingSamePosition: true)
            }
            if last >= head || events.count < Self.catchUpPage { return }
        }
    }

    /// The whole graph of a network from the current features (`at` nil) or the versions valid at
    /// a position. Each part of the features read goes to the graph while the next is read (the
    /// parts are slots and ports; nodes and connectivity are derived once all are in).
    static func graph(_ conn: PostgresConnection, journal: Journal, workspace: String, network: String, definition: NetworkDefinition,
                      at position: Int64?) async throws -> NetworkGraph {
        let builder = Exclusive(NetworkGraphBuilder(definition: definition))
        try await Self.features(conn, journal: journal, workspace: workspace, definition: definition, at: position, ids: nil) { builder.value.add($0) }
        let associations = try await Networks.associations(conn, journal: journal, workspace: workspace, network: network, at: position)
        return try await journal.compute.run { builder.value.finish(associations: associations) }
    }

    /// The network features of the source layers: current ones (`at` nil) or the versions valid
    /// at a position; only `ids` when given.
    static func features(_ conn: PostgresConnection, journal: Journal, workspace: String, definition: NetworkDefinition, at position: Int64?, ids: [UUID]?) async throws -> [NetworkFeature] {
        let out = Exclusive([NetworkFeature]())
        try await features(conn, journal: journal, workspace: workspace, definition: definition, at: position, ids: ids) { out.value.append(contentsOf: $0) }
        return out.value
    }

    /// The network features as ``features(_:journal:workspace:definition:at:ids:)`` reads them,
    /// handed to `deliver` in parts of a few thousand as the rows arrive. The rows are decoded,
    /// and `deliver` called, on the compute threads (one part at a time, in order).
    ///
    /// A graph load reads every network feature, so a row carries only what the graph uses:
    /// geometry as WKB (binary coordinates cost far less than parsing GeoJSON text) and, instead of
    /// the attribute document, the value of each member the network reads (asset group and type of
    /// every source, the network attributes), each a small JSON text (a dictionary per feature
    /// cost more than the rest of its row).
    static func features(_ conn: PostgresConnection, journal: Journal, workspace: String, definition: NetworkDefinition, at position: Int64?, ids: [UUID]?,
                         deliver: @escaping @Sendable ([NetworkFeature]) -> Void) async throws {
        let layers = definition.sources.map(\.layer)
        var fields: [String] = []
        for field in definition.sources.flatMap({ [$0.assetGroupField, $0.assetTypeField] }) + definition.attributes.map(\.field)
        where !fields.contains(field) {
            fields.append(field)
        }
        var state = LayerState(workspace: workspace, layer: nil, position: position ?? 0, current: position == nil)
        state.layers = layers
        state.ids = ids
        var sql = BoundSQL()
        let from = try state.from(&sql)
        var columns = "f.id, f.layer, ST_AsBinary(f.geom)"
        for field in fields { columns += ", (f.attributes -> \(try sql.bind(field)))::text" }
        sql.text = "SELECT \(columns) FROM \(from)"
        let rows = try await conn.query(sql.query, logger: journal.logger)
        let sourceFields = Dictionary(definition.sources.map { source in
            (source.layer, (fields.firstIndex(of: source.assetGroupField)!, fields.firstIndex(of: source.assetTypeField)!))
        }, uniquingKeysWith: { first, _ in first })
        let attributeFields = definition.attributes.map { ($0.field, fields.firstIndex(of: $0.field)!) }
        let fieldCount = fields.count
        try await journal.compute.forEachBatch(of: rows, size: Self.featuresPerPart) { batch in
            var part: [NetworkFeature] = []
            part.reserveCapacity(batch.count)
            var values = [JSONValue?](repeating: nil, count: fieldCount)
            for row in batch {
                var cells = row.makeIterator()
                let id = try cells.next()!.decode(UUID.self)
                let layer = try cells.next()!.decode(String.self)
                guard let wkb = try cells.next()!.decode(ByteBuffer?.self) else { continue }
                guard let (group, type) = sourceFields[layer] else { continue }
                for i in values.indices { values[i] = try cells.next()!.decode(String?.self).map(Self.memberValue) }
                guard let geometry = wkb.withUnsafeReadableBytes({ Geometry(wkb: $0) }) else {
                    throw JournalError.internalFailure("stored geometry of \(id.lowercased) is unreadable")
                }
                var attributes: Attributes = [:]
                for (field, i) in attributeFields { if let v = values[i] { attributes[field] = v } }
                part.append(NetworkFeature(id: id, layer: layer, assetGroup: Int(values[group]?.intValue ?? 0), assetType: Int(values[type]?.intValue ?? 0),
                                           geometry: geometry, attributes: attributes))
            }
            if !part.isEmpty { deliver(part) }
        }
    }

    /// One member's value from its JSON text: integers (asset groups and types) without a parser.
    static func memberValue(_ text: String) -> JSONValue {
        var n: Int64 = 0
        var digits = 0
        var negative = false
        for byte in text.utf8 {
            if digits == 0 && !negative && byte == UInt8(ascii: "-") { negative = true; continue }
            let d = byte &- UInt8(ascii: "0")
            guard d < 10, digits < 18 else { return (try? JSONValue.parse(text)) ?? .null }
            n = n * 10 + Int64(d)
            digits += 1
        }
        guard digits > 0 else { return (try? JSONValue.parse(text)) ?? .null }
        return .integer(negative ? -n : n)
    }

    static let featuresPerPart = 4096
}
