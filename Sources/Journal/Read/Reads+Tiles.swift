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
            return VectorTile(data: quick.data, position: quick.position, head: quick.head, thinned: quick.thinned,
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
                    let (count, bytes) = try await layerTile(conn, state, layer: layer, definition: definition, tile: tile, limit: limit)
                    if count > limit { thinned.append(layer.name) }
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
    /// around them, prepared per connection (``TileStatement``: the workspace and layer names
    /// are literals of its text, the tile's box, address and position bound values). Nil when
    /// the tile is not such a one.
    private func oneStatementTile(workspace: String, tile: TileAddress, layers: [(TileLayer, LayerDefinition)], moment: ReadMoment,
                                  limit: Int) async throws(JournalError) -> (data: ByteBuffer, position: Int64, head: Int64, counts: [String: Int], thinned: [String])? {
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
            sql.literals = Set([workspace] + layers.map(\.1.name))
            var parts: [String] = []
            for (k, (layer, definition)) in layers.enumerated() {
                // A position at or past the head reads the rows valid then: the current ones.
                var state = LayerState(workspace: workspace, layer: definition, position: asked ?? 0, current: asked == nil)
                state.filter = .spatial(.intersects, definition.srid == 3857 ? FilterShape(.box(box), srid: 3857) : FilterShape(.box(degrees), srid: 4326))
                let (with, select) = try Self.layerSQL(&sql, state, layer: layer, definition: definition, tile: tile, limit: limit, name: "s\(k)")
                parts.append("SELECT \(k)::int4 AS k, * FROM (\(with) \(select)) p\(k)")
            }
            let head = "(SELECT w.head_position FROM workspaces w WHERE w.id = \(try sql.bind(workspace)))"
            sql.text = parts.isEmpty ? "SELECT -1::int4, \(head), -1::int4, 0::int8, NULL::bytea"
                : "SELECT r.k, \(head), r.* FROM (\(parts.joined(separator: " UNION ALL "))) r ORDER BY 1"
            var data = ByteBuffer()
            var counts: [String: Int] = [:]
            var thinned: [String] = []
            var headPosition: Int64?
            for row in try await TileStatement.run(sql, on: client, logger: logger) {
                let columns = row.makeRandomAccess()
                let k = Int(try columns[0].decode(Int32.self, context: .default))
                guard let h = try columns[1].decode(Int64?.self, context: .default) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                headPosition = h
                guard k >= 0 else { continue }
                let count = Int(try columns[3].decode(Int64.self, context: .default))
                if count > limit { thinned.append(layers[k].0.name) }
                counts[layers[k].0.name] = min(count, limit)
                if var bytes = try columns[4].decode(ByteBuffer?.self, context: .default), bytes.readableBytes > 0 { data.writeBuffer(&bytes) }
            }
            guard let headPosition else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
            let position = min(asked ?? headPosition, headPosition)
            PositionWitness.observe(position)
            return (data, position, headPosition, counts, thinned)
        }
    }

    /// The latitude of a Web Mercator northing.
    static func latitude(_ y: Double) -> Double {
        let clamped = max(-TileAddress.originShift, min(TileAddress.originShift, y))
        return atan(sinh(clamped / TileAddress.originShift * .pi)) * 180 / .pi
    }

    /// One layer's part of a tile: the count of features taken (more than `limit`: thinned) and
    /// their encoding (nil when none has a geometry left in the tile).
    private func layerTile(_ conn: PostgresConnection, _ state: LayerState, layer: TileLayer, definition: LayerDefinition, tile: TileAddress,
                           limit: Int) async throws -> (Int, ByteBuffer?) {
        var sql = BoundSQL()
        sql.literals = [state.workspace, VersionLine(key: state.workspace)?.workspace ?? state.workspace, definition.name]
        let (with, select) = try Self.layerSQL(&sql, state, layer: layer, definition: definition, tile: tile, limit: limit, name: "s")
        sql.text = with + " " + select
        for row in try await TileStatement.run(sql, on: conn, logger: logger) {
            let (count, bytes) = try row.decode((Int64, ByteBuffer?).self)
            return (Int(count), bytes.flatMap { $0.readableBytes > 0 ? $0 : nil })
        }
        return (0, nil)
    }

    /// The SQL of one layer's part of a tile, binding into `sql`: WITH queries named after `s` of
    /// the features taken (at most `limit + 1`, to learn that there are more) and of the thinned
    /// ones (the `limit` with the lowest hash of their OBJECTID), which PostgreSQL reads only when
    /// the layer is over the limit; and a SELECT of the count taken and the `ST_AsMVT` encoding.
    static func layerSQL(_ sql: inout BoundSQL, _ state: LayerState, layer: TileLayer, definition: LayerDefinition, tile: TileAddress,
                         limit: Int, name s: String) throws -> (with: String, select: String) {
        let h = "\(s)_thinned"
        let from = try state.from(&sql)
        let thinnedFrom = try state.from(&sql)
        let over = try sql.bind(Int64(limit))
        // `id` and `OBJECTID` are the tile's own: attributes of those names give way.
        let chosen = try layer.properties.map { try sql.bind($0.filter { $0 != "id" && $0 != "OBJECTID" }) }
        let envelope = "ST_TileEnvelope(\(try sql.bind(Int32(tile.z)))::int4, \(try sql.bind(Int32(tile.x)))::int4, \(try sql.bind(Int32(tile.y)))::int4)"
        let name = try sql.bind(layer.name)
        func encoding(_ c: String) -> String {
            let attributes = chosen.map { "(SELECT coalesce(jsonb_object_agg(a.key, a.value), '{}'::jsonb) FROM jsonb_each(\(c).attributes) a WHERE a.key = ANY(\($0)::text[]))" }
                ?? "(\(c).attributes - ARRAY['id', 'OBJECTID'])"
            let geometry = definition.srid == 3857 ? "\(c).geom" : "ST_Transform(\(c).geom, 3857)"
            return """
                (SELECT ST_AsMVT(t, \(name)::text, \(VectorTile.extent), 'geom', 'mvt_id')
                 FROM (SELECT \(c).object_id AS mvt_id, \(attributes) AS attributes, \(c).id::text AS id, \(c).object_id AS "OBJECTID",
                              ST_AsMVTGeom(\(geometry), \(envelope), \(VectorTile.extent), \(VectorTile.buffer), true) AS geom
                       FROM \(c)) t
                 WHERE t.geom IS NOT NULL)
                """
        }
        let with = "WITH \(s) AS MATERIALIZED (SELECT f.id, f.object_id, f.attributes, f.geom FROM \(from) LIMIT \(over)::int8 + 1), "
            + "\(h) AS MATERIALIZED (SELECT f.id, f.object_id, f.attributes, f.geom FROM \(thinnedFrom) ORDER BY hashint8(f.object_id), f.object_id LIMIT \(over)::int8)"
        let select = """
            SELECT \(s)_n.n, CASE WHEN \(s)_n.n > \(over)::int8 THEN \(encoding(h)) ELSE \(encoding(s)) END AS mvt
            FROM (SELECT count(*)::int8 AS n FROM \(s)) \(s)_n
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
                    SELECT e.type::text, e.layer, e.feature_id FROM events e
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
