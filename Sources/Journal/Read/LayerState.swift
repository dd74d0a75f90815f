import Foundation
import GeoJournalCore
import PostgresNIO

/// The features of one layer at one moment as SQL: the one place GeoJournal writes "the state of
/// a layer at a moment" (now, a position, or a time resolved to one). `/v1` pages and single
/// features, OGC items, the FeatureServer `query` (its where, geometry, objectIds, statistics,
/// order, paging, counts and extents), `diff`, `extractChanges` and the console all read through
/// it; no other file writes the as-of predicate or chooses between current rows and versions.
///
/// A state is asked for by field names and values, never SQL: a ``FeatureFilter`` (the tree
/// every face's filter language parses to: Esri `where`/`geometry` today, CQL2 the same way),
/// OBJECTIDs, feature ids, a keyset start. It answers with a FROM item (``from(_:)``) whose rows
/// are the features valid at the position with the columns `id`, `version`, `layer`, `object_id`,
/// `attributes`, `geometry` (GeoJSON text, derived from `geom`: Schema/0050), `geom` (PostGIS), `valid_from`, `valid_to`,
/// `valid_from_time`, `valid_to_time`; callers choose the columns, order and limit over it.
///
/// How a state is read: at the head, the current features (`features`, one row per live
/// feature); before it, the closed versions valid then (`feature_versions`; with a spatial
/// condition through the as-of index on geometry and validity line, Schema/0012) and the current
/// features that already existed then. Validity is `geojournal_valid_at` (Schema/functions), the
/// one as-of predicate.
///
/// Versions (branch versioning): a state of a version's line (``VersionLine``, its key given as
/// the workspace) is DEFAULT's state at the version's base overlaid by the line's own features,
/// another pair of branches in ``from(_:)``; nothing above it changes.
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

    /// The one as-of predicate: the version of `alias` is the one valid at `position` (SQL).
    static func validAt(_ alias: String, _ position: String) -> String {
        "geojournal_valid_at(\(alias).valid_from, \(alias).valid_to, \(position))"
    }

    /// The rows of the state as a FROM item named `alias`, binding every value into `sql`.
    ///
    /// A version's line (``VersionLine``) is DEFAULT at the version's base in effect at the
    /// position (`geojournal_version_base`, or ``lineMoment``'s), less the features the line
    /// touched up to it, and the line's own state at the position: one more pair of branches, and
    /// nothing above changes.
    func from(_ sql: inout BoundSQL, as alias: String = "f") throws -> String {
        guard let line = VersionLine(key: workspace) else {
            return "(\(try rows(&sql, workspace: workspace, current: current, at: nil, touchedBy: nil))) \(alias)"
        }
        if let moment = lineMoment, !moment.touchesFeatures, let head = moment.defaultHead {
            // A line that touched no feature shows DEFAULT at its base.
            let base = try sql.bind(moment.base)
            return "(\(try rows(&sql, workspace: line.workspace, current: moment.base == head, at: base, touchedBy: nil))) \(alias)"
        }
        let own = try rows(&sql, workspace: line.key, current: current, at: nil, touchedBy: nil)
        let key = try sql.bind(line.key)
        // The current state of a line starts from its current base, whatever `position` says.
        let at = try sql.bind(current ? Int64.max : position)
        let base = try lineMoment.map { try sql.bind($0.base) } ?? "(SELECT geojournal_version_base(\(key), \(at)))"
        let touched: String? = lineMoment?.touchesFeatures == false ? nil
            : "NOT EXISTS (SELECT FROM events e WHERE e.workspace_id = \(key) AND e.feature_id = f.id" + (current ? ")" : " AND e.position <= \(at))")
        // DEFAULT's versions valid at the base and closed since exist only if DEFAULT moved past
        // the base: with the base known, a condition PostgreSQL decides once, before it reads any.
        let moved = try lineMoment.map { _ in "(SELECT w.head_position FROM workspaces w WHERE w.id = \(try sql.bind(line.workspace))) > \(base)" }
        let parent = try rows(&sql, workspace: line.workspace, current: false, at: base, touchedBy: touched, closedOnlyIf: moved)
        return "(\(own) UNION ALL \(parent)) \(alias)"
    }

    /// The rows of one line's state: its current features, or its versions valid at the position
    /// (`at`: SQL of the position, the bound ``position`` when nil), with `touchedBy` (SQL over
    /// `f.id`) as one more condition.
    private func rows(_ sql: inout BoundSQL, workspace: String, current: Bool, at given: String?, touchedBy: String?, closedOnlyIf: String? = nil) throws -> String {
        let ws = try sql.bind(workspace)
        let layerBind = try layer.map { try sql.bind($0) }
        let layersBind = try layers.map { try sql.bind($0) }
        let spatial = !(filter?.spatialConditions.isEmpty ?? true)
        func conditions(geometry: String, closedVersions: Bool = false) throws -> [String] {
            var out = ["f.workspace_id = \(ws)"]
            if let layerBind {
                // A touched feature's closed version is found by its id (the key of
                // feature_versions). Written as an index condition, the layer let the planner
                // take (workspace, layer, valid_from) instead whenever its statistics predate
                // the versions just closed (a change read right after edits): every closed
                // version of the layer read once per touched feature, 17 s for 10,000 changes
                // of a 100,000-point layer instead of 0.2 s. As a filter it cannot be that.
                out.append(touchedOnly && closedVersions ? "(f.layer = \(layerBind)) IS TRUE" : "f.layer = \(layerBind)")
            }
            if let layersBind { out.append("f.layer = ANY(\(layersBind)::text[])") }
            if let afterId { out.append("f.id > \(try sql.bind(afterId))") }
            if let afterObjectId { out.append("f.object_id > \(try sql.bind(afterObjectId))") }
            if let ids { out.append("f.id = ANY(\(try sql.bind(ids))::uuid[])") }
            // Joined LATERAL to each touched id (`t.id`): index look-ups per feature, where a join
            // on the state as a whole read every version of the workspace for every touched id.
            if touchedOnly { out.append("f.id = t.id") }
            if let objectIds { out.append("f.object_id = ANY(\(try sql.bind(objectIds))::int8[])") }
            if let filter {
                var generator = FilterSQL(column: { Self.column($0) })
                generator.geometry = geometry
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
            if let touchedBy { out.append(touchedBy) }
            return out
        }
        // The layer's spatial index is on its geometry expression (Schema/0013).
        let indexed = definition.map { $0.indexedGeometry(alias: "f") } ?? "f.geom"
        let open = "f.id, f.version, f.layer, f.object_id, f.attributes, geojournal_geojson(f.geom) AS geometry, f.geom, f.position AS valid_from, NULL::int8 AS valid_to, "
            + "f.updated_at AS valid_from_time, NULL::timestamptz AS valid_to_time"
        if current {
            return "SELECT \(open) FROM features f WHERE \(try conditions(geometry: indexed).joined(separator: " AND "))"
        }
        let at = try given ?? sql.bind(position)
        var closed = try conditions(geometry: "f.geom", closedVersions: true)
        closed.append("f.valid_to IS NOT NULL")
        // The as-of index holds the geometry and the validity line of each closed version; its
        // boxes are single precision, so the exact tests follow. A touched feature is looked up
        // by its id instead.
        if spatial && !touchedOnly { closed.append("validity_line(f.valid_from, f.valid_to) && validity_point(\(at))") }
        closed.append(Self.validAt("f", at))
        if let closedOnlyIf { closed.append(closedOnlyIf) }
        var live = try conditions(geometry: indexed)
        live.append("f.position <= \(at)")
        return """
            SELECT f.id, f.version, f.layer, f.object_id, f.attributes, geojournal_geojson(f.geom) AS geometry, f.geom, f.valid_from, f.valid_to, f.valid_from_time, f.valid_to_time
             FROM feature_versions f WHERE \(closed.joined(separator: " AND "))
             UNION ALL
             SELECT \(open) FROM features f WHERE \(live.joined(separator: " AND "))
            """
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
