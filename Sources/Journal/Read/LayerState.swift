import Foundation
import GeoJournalCore
import PostgresNIO

/// The features of one layer at one moment as SQL: the one place GeoJournal's Swift code asks for
/// "the state of a layer at a moment" (now, a position, or a time resolved to one). `/v1` pages and
/// single features, OGC items, the FeatureServer `query` (its where, geometry, objectIds,
/// statistics, order, paging, counts and extents), `diff`, `extractChanges` and the console all
/// read through it; no other Swift file writes the as-of predicate or chooses between current rows
/// and versions. It is not the only overlay: the layer views (`Views/LayerView.swift`) lay a
/// transaction's staged rows over the same SQL functions' rows in their own SQL, and the console
/// draws a version from the journal it has read.
///
/// A state is asked for by field names and values, never SQL: a ``FeatureFilter`` (the tree
/// every face's filter language parses to: Esri `where`/`geometry` today, CQL2 the same way),
/// OBJECTIDs, feature ids, a keyset start. It answers with a FROM item (``from(_:)``) whose rows
/// are the features valid at the position with the columns `id`, `version`, `layer`, `object_id`,
/// `attributes`, `geometry` (GeoJSON text, derived from `geom`: Schema/0050), `geom` (PostGIS), `valid_from`, `valid_to`,
/// `valid_from_time`, `valid_to_time` (and `seen_at`, the position a row is read at); callers
/// choose the columns, order and limit over it.
///
/// How a state is read: through the SQL functions every reader of a line's state uses (these,
/// the layer views, the views' current-feature check, the network graphs): at the head, the
/// current features (`geojournal_line_features`: `features`, one row per live feature); before
/// it (`geojournal_line_rows`), the closed versions valid then (`feature_versions`; with a
/// spatial condition through the layer's index on its geometry and validity line, Schema/0076)
/// and the current features that already existed then. Validity is `geojournal_valid_at`, the
/// one as-of predicate, written in `geojournal_line_rows` only.
///
/// Versions (branch versioning): a state of a version's line (``VersionLine``, its key given as
/// the workspace) is DEFAULT's state at the version's base overlaid by the line's own features
/// (`geojournal_line_state`, the one overlay of a version on DEFAULT); nothing above it changes.
///
/// ```swift
/// var state = LayerState(workspace: "demo", layer: definition, position: 42, current: false)
/// state.layer        // "Poles"
/// state.filter = .compare(.field(FilterField(.attribute("N"), kind: .integer)), .greater, .literal(.integer(5)))
/// var sql = BoundSQL()
/// let from = try state.from(&sql)
/// sql.text = "SELECT count(*) FROM \(from)"
/// ```
struct LayerState {
    var workspace: String
    /// The layer's name (nil: every layer of the workspace, as `diff` reads).
    var layer: String?
    /// Several layers (a utility network's sources), instead of one.
    var layers: [String]?
    /// The layer's definition at the position, when a filter reads its geometry.
    var definition: LayerDefinition?
    var position: Int64
    /// Whether `position` is the head: then the current features are the state.
    var current: Bool
    /// The condition on attributes and geometry.
    var filter: FeatureFilter?
    /// Boxes of `filter` given in another spatial reference, prepared by ``Reads/prepareBoxes(_:_:)``.
    var boxes: [FilterShape: BoxFilter] = [:]
    var objectIds: [Int64]?
    /// Only these features.
    var ids: [UUID]?
    /// Only the touched feature `t.id` of the statement's ``TouchedFeatures`` (a change read:
    /// `diff`, `extractChanges`, which join the state LATERAL to each touched id).
    var touchedOnly = false
    /// Only features after this id (a keyset page in id order).
    var afterId: UUID?
    /// Only features after this OBJECTID (a keyset page in OBJECTID order).
    var afterObjectId: Int64?
    /// In a version's line, what the line rests on at the position, when the reader knows it
    /// (``Reads/lineMoment(_:line:at:)``): the base is bound as a value, and a line that
    /// touched no feature is not looked up for each of DEFAULT's.
    var lineMoment: LineMoment?

    init(workspace: String, layer: LayerDefinition?, position: Int64, current: Bool) {
        self.workspace = workspace
        self.layer = layer?.name
        self.definition = layer
        self.position = position
        self.current = current
    }

    /// The SQL of a field over the row alias (`f.object_id`, `(f.attributes->>'N')::int8`).
    static func column(_ field: FilterField, alias: String = "f") -> String {
        switch field.source {
        case .objectId: return "\(alias).object_id"
        case .featureId: return "\(alias).id"
        case .attribute(let name):
            let text = "(\(alias).attributes->>'\(name.replacingOccurrences(of: "'", with: "''"))')"
            switch field.kind {
            case .integer: return "\(text)::int8"
            case .double: return "\(text)::float8"
            case .string: return text
            case .boolean: return "\(text)::boolean"
            case .date: return "\(text)::timestamptz"
            case .uuid: return "\(text)::uuid"
            }
        }
    }

    /// The rows of the state as a FROM item named `alias`, binding every value into `sql`: the
    /// rows of the line's state as the SQL functions give them (Schema/functions: a workspace now,
    /// `geojournal_line_features`; at a position, `geojournal_line_rows`, the one as-of predicate;
    /// a version, `geojournal_line_state`, the one overlay) under the state's conditions, which
    /// PostgreSQL takes into each of their branches.
    ///
    /// A version's line (``VersionLine``) is DEFAULT at the version's base in effect at the
    /// position (``lineMoment``'s when known, bound as a value), overlaid by the line. A line that
    /// touched no feature is read as DEFAULT at its base: no feature of DEFAULT is looked up among
    /// the line's events.
    func from(_ sql: inout BoundSQL, as alias: String = "f") throws -> String {
        var key = workspace
        var at: Int64? = current ? nil : position
        var overlay: (line: String, base: Int64?)?
        if let version = VersionLine(key: workspace) {
            key = version.workspace
            if let moment = lineMoment, !moment.touchesFeatures, let head = moment.defaultHead {
                at = moment.base == head ? nil : moment.base
            } else {
                overlay = (version.key, lineMoment?.base)
            }
        }
        // Whether the query reads a box or a shape: only then is a closed version's validity an
        // index condition (geojournal_line_rows says why). A constant, not a bound value, so the
        // planner folds it.
        let spatial = (filter?.spatialConditions.isEmpty ?? true) ? "false" : "true"
        let rows: String
        if let overlay {
            rows = "geojournal_line_state(\(try sql.bind(key))::text, \(try sql.bind(overlay.line))::text, "
                + "\(try at.map { try sql.bind($0) + "::int8" } ?? "NULL::int8"), \(try overlay.base.map { try sql.bind($0) + "::int8" } ?? "NULL::int8"), \(spatial))"
        } else if let at {
            rows = "geojournal_line_rows(\(try sql.bind(key))::text, \(try sql.bind(at))::int8, \(spatial))"
        } else {
            rows = "geojournal_line_features(\(try sql.bind(key))::text)"
        }
        let conditions = try self.conditions(&sql)
        // A moment holds one row of a feature at most. Said to the planner (LIMIT 1), a touched
        // feature's state stays a look-up per touched id: without it the planner may flatten the
        // subquery and join the whole state, its estimate of the closed versions valid at a
        // position being far too low (a diff of 183 features on 200,000 events: 2.4 s instead of
        // 5 ms).
        return "(SELECT f.*, geojournal_geojson(f.geom) AS geometry FROM \(rows) f"
            + (conditions.isEmpty ? "" : " WHERE \(conditions.joined(separator: " AND "))") + (touchedOnly ? " LIMIT 1" : "") + ") \(alias)"
    }

    /// The state's conditions over `f`, a row of `geojournal_line_state`.
    private func conditions(_ sql: inout BoundSQL) throws -> [String] {
        var out: [String] = []
        if let layer {
            // A touched feature (a change read) is found by its id (the key of both tables).
            // Written as an index condition, the layer let the planner take the layer's index
            // instead whenever its statistics predate the versions just closed (a change read
            // right after edits): every closed version of the layer read once per touched
            // feature, 17 s for 10,000 changes of a 100,000-point layer instead of 0.2 s. As a
            // filter it cannot be that.
            let bound = try sql.bind(layer)
            out.append(touchedOnly ? "(f.layer = \(bound)) IS TRUE" : "f.layer = \(bound)")
        }
        if let layers { out.append("f.layer = ANY(\(try sql.bind(layers))::text[])") }
        if let afterId { out.append("f.id > \(try sql.bind(afterId))") }
        if let afterObjectId { out.append("f.object_id > \(try sql.bind(afterObjectId))") }
        if let ids { out.append("f.id = ANY(\(try sql.bind(ids))::uuid[])") }
        // Joined LATERAL to each touched id (`t.id`): index look-ups per feature, where a join on
        // the state as a whole read every version of the workspace for every touched id.
        if touchedOnly { out.append("f.id = t.id") }
        if let objectIds { out.append("f.object_id = ANY(\(try sql.bind(objectIds))::int8[])") }
        if let filter {
            var generator = FilterSQL(column: { Self.column($0) })
            // The layer's spatial indexes are on its geometry expression, on the current features
            // and on the closed versions (geojournal_line_indexes).
            generator.geometry = definition.map { $0.indexedGeometry(alias: "f") } ?? "f.geom"
            generator.layerSRID = definition?.srid ?? 0
            generator.points = definition?.geometryType == .point
            generator.boxes = boxes
            switch generator.compile(filter, firstBind: sql.nextPlaceholder) {
            case .success(let compiled):
                sql.append(compiled)
                out.append(compiled.sql)
            case .failure(let violation):
                throw JournalError.invalid([violation], .malformed)
            }
        }
        return out
    }
}

extension Reads {
    /// The images of a filter's boxes given in another spatial reference than the layer's, for
    /// ``LayerState/boxes`` (PostGIS transforms them: ``Reads/filterBox(_:_:layerSRID:points:)``).
    func prepareBoxes(_ conn: PostgresConnection, _ filter: FeatureFilter?, layer: LayerDefinition) async throws -> [FilterShape: BoxFilter] {
        var out: [FilterShape: BoxFilter] = [:]
        for (relation, shape) in filter?.spatialConditions ?? [] {
            guard relation == .intersects || relation == .envelopeIntersects, case .box(let box) = shape.form, out[shape] == nil else { continue }
            if let filter = try await filterBox(conn, SpatialFilter(box: box, srid: shape.srid), layerSRID: layer.srid, points: layer.geometryType == .point) {
                out[shape] = filter
            }
        }
        return out
    }
}

/// The features an event touched between two positions (after `from`, up to `to`), as the WITH
/// query of a change read: the state before and the state after (``LayerState/touchedOnly``)
/// are joined on its ids, and where the versions differ the feature changed.
///
/// ```swift
/// var sql = BoundSQL()
/// let with = try TouchedFeatures(workspace: "demo", from: 10, to: 20, layer: "Poles").with(&sql)
/// sql.text = "\(with) SELECT count(*) FROM \(TouchedFeatures.name)"
/// ```
struct TouchedFeatures {
    static let name = "touched"
    var workspace: String
    var from: Int64
    var to: Int64
    var layer: String?
    /// Only features after this id (a keyset page in id order).
    var afterId: UUID?

    func with(_ sql: inout BoundSQL) throws -> String {
        var text = "SELECT DISTINCT feature_id AS id FROM events WHERE workspace_id = \(try sql.bind(workspace)) AND position > \(try sql.bind(from))"
            + " AND position <= \(try sql.bind(to)) AND feature_id IS NOT NULL"
        if let layer { text += " AND layer = \(try sql.bind(layer))" }
        if let afterId { text += " AND feature_id > \(try sql.bind(afterId))" }
        return "WITH \(Self.name) AS (\(text))"
    }
}
