import Foundation
import GeoJournalCore
import PostgresNIO

/// A tile of the WebMercatorQuad tile matrix set (OGC 2D TMS, EPSG:3857): zoom `z` (the tile
/// matrix), column `x` and row `y`, both counted from the top-left corner. Only tiles inside the
/// matrix can be made.
///
/// ```swift
/// let tile = TileAddress(z: 10, x: 535, y: 356)!   // nil outside the matrix
/// tile.bounds()                                     // its box in EPSG:3857 metres
/// ```
public struct TileAddress: Sendable, Hashable, CustomStringConvertible {
    /// The deepest tile matrix served (WebMercatorQuad defines 0 to 24).
    public static let maxZoom = 24
    /// Half the width of the Web Mercator square, in metres.
    public static let originShift = 20_037_508.342789244

    public let z: Int
    public let x: Int
    public let y: Int

    public init?(z: Int, x: Int, y: Int) {
        guard (0...Self.maxZoom).contains(z), x >= 0, y >= 0, x < 1 << z, y < 1 << z else { return nil }
        self.z = z
        self.x = x
        self.y = y
    }

    /// The tile's box in EPSG:3857, widened on every side by `margin` times its width.
    public func bounds(margin: Double = 0) -> BoundingBox {
        let size = 2 * Self.originShift / Double(1 << z)
        let minX = -Self.originShift + Double(x) * size, maxY = Self.originShift - Double(y) * size
        return BoundingBox(minX: minX - margin * size, minY: maxY - size - margin * size, maxX: minX + size + margin * size, maxY: maxY + margin * size)
    }

    public var description: String { "\(z)/\(y)/\(x)" }
}

/// One layer of a vector tile: its name (the tile's layer is named after it) and the attributes
/// it carries (nil: every one). The properties `id` and `OBJECTID` are always there.
public struct TileLayer: Sendable, Hashable {
    public var name: String
    public var properties: [String]?

    public init(name: String, properties: [String]? = nil) {
        self.name = name
        self.properties = properties
    }
}

/// A Mapbox Vector Tile of one or more layers at one position of a workspace or a version's line.
public struct VectorTile: Sendable {
    /// The most features a layer keeps in one tile; a layer with more is thinned to the features
    /// with the lowest `hashint8(OBJECTID)` (a fixed pseudo-random sample: the same feature is
    /// kept at every moment and in every version while it is among the first of its tile).
    public static let featureLimit = 10_000
    /// The tile's coordinate space (`ST_AsMVTGeom`'s extent) and the margin around it, in its units.
    public static let extent = 4096
    public static let buffer = 64

    /// The encoded tile; empty when no layer has a feature in it.
    public var data: ByteBuffer
    /// The position the tile shows, and the head of the workspace (or line) when it was read.
    public var position: Int64
    public var head: Int64
    /// The layers that had more than the limit of features in the tile and were thinned.
    public var thinned: [String]
    /// The features the tile holds, per layer (in the order asked).
    public var counts: [Int]
}

/// A moment a tile is asked for, resolved: the position it shows and the head.
public struct TileMoment: Sendable, Hashable {
    public var position: Int64
    public var head: Int64
    /// A tile of a position before the head never changes.
    public var isPast: Bool { position < head }
}

extension Reads {
    /// The vector tile of `layers` at `moment` in `workspace` (a workspace or a version's line):
    /// each layer's features in the tile's box (widened by ``VectorTile/buffer``), read through
    /// ``LayerState`` (now, as of a position, or a version's overlay) and encoded by PostGIS
    /// (`ST_AsMVTGeom`: clipped and quantised to ``VectorTile/extent``; `ST_AsMVT`: one tile
    /// layer per layer, the feature id its OBJECTID, the properties `id`, `OBJECTID` and the
    /// attributes). Layers not defined now are left out.
    ///
    /// ```swift
    /// let tile = try await journal.reads.vectorTile(workspace: "demo", tile: TileAddress(z: 3, x: 4, y: 2)!,
    ///                                               layers: [TileLayer(name: "Poles")], moment: .head)
    /// tile.data.readableBytes   // 0: no feature in the tile
    /// ```
    public func vectorTile(workspace: String, tile: TileAddress, layers: [TileLayer], moment: ReadMoment,
                           limit: Int = VectorTile.featureLimit) async throws(JournalError) -> VectorTile {
        let set = try await journal.workspaces.layerSet(workspace: workspace).layers
        let chosen = layers.compactMap { layer in set[layer.name].map { (layer, $0) } }
        if let quick = try await oneStatementTile(workspace: workspace, tile: tile, layers: chosen, moment: moment, limit: limit) {
            return VectorTile(data: quick.data, position: quick.position, head: quick.head, thinned: [],
                              counts: layers.map { layer in quick.counts[layer.name] ?? 0 })
        }
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [moment]) { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let line = VersionLine(key: workspace) != nil ? try await lineMoment(conn, line: workspace, at: position) : nil
                var data = ByteBuffer()
                var thinned: [String] = []
                var counts: [String: Int] = [:]
                for (layer, definition) in chosen {
                    var state = LayerState(workspace: workspace, layer: definition, position: position, current: position == head)
                    state.lineMoment = line
                    state.filter = .spatial(.intersects, FilterShape(.box(tile.bounds(margin: Self.tileMargin)), srid: 3857))
                    state.boxes = try await prepareBoxes(conn, state.filter, layer: definition)
                    var (count, bytes) = try await layerTile(conn, state, layer: layer, definition: definition, tile: tile, limit: limit, thin: false)
                    if count > limit {
                        thinned.append(layer.name)
                        (count, bytes) = try await layerTile(conn, state, layer: layer, definition: definition, tile: tile, limit: limit, thin: true)
                    }
                    counts[layer.name] = min(count, limit)
                    if var bytes { data.writeBuffer(&bytes) }
                }
                return VectorTile(data: data, position: position, head: head, thinned: thinned, counts: layers.map { counts[$0.name] ?? 0 })
            }
        }
    }

    /// The buffer around a tile as a fraction of its width.
    static let tileMargin = Double(VectorTile.buffer) / Double(VectorTile.extent)

    /// A tile of a workspace (not a version's line) now or at a position, with layers in EPSG:3857
    /// or EPSG:4326 (the tile's box given in each layer's own: no statement transforms it), as one
    /// statement: the head and every layer's part read in one snapshot without a transaction
    /// around them. Nil when the tile is not such a one, or a layer holds more than `limit`
    /// features in it (its thinning is read in the snapshot of a transaction).
    private func oneStatementTile(workspace: String, tile: TileAddress, layers: [(TileLayer, LayerDefinition)], moment: ReadMoment,
                                  limit: Int) async throws(JournalError) -> (data: ByteBuffer, position: Int64, head: Int64, counts: [String: Int])? {
        let asked: Int64?
        switch moment {
        case .head: asked = nil
        case .position(let p): asked = p
        case .time: return nil
        }
        guard VersionLine(key: workspace) == nil, layers.allSatisfy({ $0.1.srid == 3857 || $0.1.srid == 4326 }) else { return nil }
        let box = tile.bounds(margin: Self.tileMargin)
        let degrees = BoundingBox(minX: box.minX * 180 / TileAddress.originShift, minY: Self.latitude(box.minY),
                                  maxX: box.maxX * 180 / TileAddress.originShift, maxY: Self.latitude(box.maxY))
        return try await journal.database {
            var sql = BoundSQL()
            var parts: [String] = []
            for (k, (layer, definition)) in layers.enumerated() {
                // A position at or past the head reads the rows valid then: the current ones.
                var state = LayerState(workspace: workspace, layer: definition, position: asked ?? 0, current: asked == nil)
                state.filter = .spatial(.intersects, definition.srid == 3857 ? FilterShape(.box(box), srid: 3857) : FilterShape(.box(degrees), srid: 4326))
                let (with, select) = try Self.layerSQL(&sql, state, layer: layer, definition: definition, tile: tile, limit: limit, thin: false, name: "s\(k)")
                parts.append("SELECT \(k)::int4 AS k, * FROM (\(with) \(select)) p\(k)")
            }
            let head = "(SELECT w.head_position FROM workspaces w WHERE w.id = \(try sql.bind(workspace)))"
            sql.text = parts.isEmpty ? "SELECT -1::int4, \(head), -1::int4, 0::int8, NULL::bytea"
                : "SELECT r.k, \(head), r.* FROM (\(parts.joined(separator: " UNION ALL "))) r ORDER BY 1"
            var data = ByteBuffer()
            var counts: [String: Int] = [:]
            var headPosition: Int64?
            for try await row in try await client.query(sql.query, logger: logger) {
                let columns = row.makeRandomAccess()
                let k = Int(try columns[0].decode(Int32.self, context: .default))
                guard let h = try columns[1].decode(Int64?.self, context: .default) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                headPosition = h
                guard k >= 0 else { continue }
                let count = try columns[3].decode(Int64.self, context: .default)
                if count > limit { return nil }
                counts[layers[k].0.name] = Int(count)
                if var bytes = try columns[4].decode(ByteBuffer?.self, context: .default), bytes.readableBytes > 0 { data.writeBuffer(&bytes) }
            }
            guard let headPosition else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
            let position = min(asked ?? headPosition, headPosition)
            PositionWitness.observe(position)
            return (data, position, headPosition, counts)
        }
    }

    /// The latitude of a Web Mercator northing.
    static func latitude(_ y: Double) -> Double {
        let clamped = max(-TileAddress.originShift, min(TileAddress.originShift, y))
        return atan(sinh(clamped / TileAddress.originShift * .pi)) * 180 / .pi
    }

    /// One layer's part of a tile: the features in the box (at most `limit + 1`, to learn that
    /// there are more; thinned: the `limit` with the lowest hash of their OBJECTID) and their
    /// encoding (nil when none has a geometry left in the tile).
    private func layerTile(_ conn: PostgresConnection, _ state: LayerState, layer: TileLayer, definition: LayerDefinition, tile: TileAddress,
                           limit: Int, thin: Bool) async throws -> (Int, ByteBuffer?) {
        var sql = BoundSQL()
        let (with, select) = try Self.layerSQL(&sql, state, layer: layer, definition: definition, tile: tile, limit: limit, thin: thin, name: "s")
        sql.text = with + " " + select
        for try await (count, bytes) in try await conn.query(sql.query, logger: logger).decode((Int64, ByteBuffer?).self) {
            return (Int(count), bytes.flatMap { $0.readableBytes > 0 ? $0 : nil })
        }
        return (0, nil)
    }

    /// The SQL of one layer's part of a tile, binding into `sql`: a WITH query `name` of the
    /// features taken, and a SELECT of their count and their `ST_AsMVT` encoding.
    static func layerSQL(_ sql: inout BoundSQL, _ state: LayerState, layer: TileLayer, definition: LayerDefinition, tile: TileAddress,
                         limit: Int, thin: Bool, name s: String) throws -> (with: String, select: String) {
        let from = try state.from(&sql)
        let taken = thin ? "ORDER BY hashint8(f.object_id), f.object_id LIMIT \(try sql.bind(Int64(limit)))" : "LIMIT \(try sql.bind(Int64(limit + 1)))"
        // `id` and `OBJECTID` are the tile's own: attributes of those names give way.
        let attributes: String
        if let chosen = layer.properties {
            attributes = "(SELECT coalesce(jsonb_object_agg(a.key, a.value), '{}'::jsonb) FROM jsonb_each(\(s).attributes) a "
                + "WHERE a.key = ANY(\(try sql.bind(chosen.filter { $0 != "id" && $0 != "OBJECTID" }))::text[]))"
        } else {
            attributes = "(\(s).attributes - ARRAY['id', 'OBJECTID'])"
        }
        let geometry = definition.srid == 3857 ? "\(s).geom" : "ST_Transform(\(s).geom, 3857)"
        let envelope = "ST_TileEnvelope(\(try sql.bind(Int32(tile.z)))::int4, \(try sql.bind(Int32(tile.x)))::int4, \(try sql.bind(Int32(tile.y)))::int4)"
        let with = "WITH \(s) AS MATERIALIZED (SELECT f.id, f.object_id, f.attributes, f.geom FROM \(from) \(taken))"
        let select = """
            SELECT (SELECT count(*) FROM \(s))::int8 AS n,
                   (SELECT ST_AsMVT(t, \(try sql.bind(layer.name))::text, \(VectorTile.extent), 'geom', 'mvt_id')
                    FROM (SELECT \(s).object_id AS mvt_id, \(attributes) AS attributes, \(s).id::text AS id, \(s).object_id AS "OBJECTID",
                                 ST_AsMVTGeom(\(geometry), \(envelope), \(VectorTile.extent), \(VectorTile.buffer), true) AS geom
                          FROM \(s)) t
                    WHERE t.geom IS NOT NULL) AS mvt
            """
        return (with, select)
    }

    /// The position `moment` resolves to in `workspace` (a workspace or a version's line) and its
    /// head, without reading a tile: what a revalidation compares.
    public func tileMoment(workspace: String, moment: ReadMoment) async throws(JournalError) -> TileMoment {
        // Now or a position: the head alone, one statement (a revalidation's whole cost).
        var asked: Int64?
        switch moment {
        case .head: asked = Int64.max
        case .position(let p): asked = p
        case .time: asked = nil
        }
        if let asked {
            return try await journal.database {
                for try await head in try await client.query("SELECT head_position FROM workspaces WHERE id = \(workspace)", logger: logger).decode(Int64.self) {
                    PositionWitness.observe(min(asked, head))
                    return TileMoment(position: min(asked, head), head: head)
                }
                throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
            }
        }
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [moment]) { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                return TileMoment(position: position, head: head)
            }
        }
    }

    /// Whether a tile of `layers` read at position `since` still shows what the tile of `head`
    /// would: no event after `since` up to `head` defined one of the layers, moved a version's base,
    /// or touched a feature of the layers one of whose versions (of the workspace or line, or of
    /// DEFAULT for a line's feature) reaches into the tile's box. More than `scanLimit` events
    /// since are not looked through: the tile is read again.
    public func tileUnchanged(workspace: String, layers: [String], tile: TileAddress, since: Int64, head: Int64,
                              scanLimit: Int = 1_000) async throws(JournalError) -> Bool {
        guard since <= head else { return false }
        guard since < head else { return true }
        let wanted = Set(layers)
        return try await journal.database {
            try await journal.withSnapshot(workspace: workspace, moments: [.head]) { [self] conn in
                var touched: [UUID] = []
                var seen = 0
                for try await (type, layer, feature) in try await conn.query("""
                    SELECT e.type, e.layer, e.feature_id FROM events e
                    WHERE e.workspace_id = \(workspace) AND e.position > \(since) AND e.position <= \(head)
                    ORDER BY e.position LIMIT \(Int64(scanLimit + 1))
                    """, logger: logger).decode((String, String?, UUID?).self) {
                    seen += 1
                    if seen > scanLimit { return false }
                    switch EventType(rawValue: type) {
                    case .versionRebased: return false
                    case .layerDefined: if layer.map(wanted.contains) ?? true { return false }
                    case .featureCreated, .featureUpdated, .featureDeleted:
                        if let layer, wanted.contains(layer), let feature { touched.append(feature) }
                    default: continue
                    }
                }
                guard !touched.isEmpty else { return true }
                let lines = Array(Set([workspace, VersionLine.workspace(of: workspace)]))
                let margin = Double(VectorTile.buffer) / Double(VectorTile.extent)
                for try await reaches in try await conn.query("""
                    SELECT EXISTS (SELECT FROM all_feature_versions v
                                   WHERE v.workspace_id = ANY(\(lines)::text[]) AND v.id = ANY(\(touched)::uuid[])
                                     AND ST_Transform(v.geom, 3857) && ST_TileEnvelope(\(Int32(tile.z))::int4, \(Int32(tile.x))::int4, \(Int32(tile.y))::int4, margin => \(margin)::float8))
                    """, logger: logger).decode(Bool.self) {
                    return !reaches
                }
                return false
            }
        }
    }
}
