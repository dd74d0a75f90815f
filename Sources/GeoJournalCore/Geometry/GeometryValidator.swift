import GEOS

/// Checks a parsed ``Geometry`` against a layer before it is accepted: the layer's geometry
/// type, vertex budget, minimum sizes and closed rings, finite coordinates inside the spatial
/// reference's bounds, and, for polygons, OGC validity as GEOS judges it (with its reason and
/// location: `Self-intersection at (5 5)`).
///
/// Paths are relative to the geometry (`coordinates[0][3]`); callers place them under the
/// request path with ``Violation/prefixed(_:)``.
///
/// ```swift
/// let problems = GeometryValidator.check(geometry, expected: layer.geometryType, srid: layer.srid)
/// guard problems.isEmpty else {
///     return .failure(problems.map { $0.prefixed("edits[0].adds[2].geometry") })
/// }
/// ```
public struct GeometryValidator {
    /// At most this many violations of one kind are listed one by one; the rest are counted.
    static let listedPerRule = 10

    /// Every violation of `g` for a layer of type `expected` in spatial reference `srid`;
    /// empty when the geometry is acceptable.
    public static func check(_ g: Geometry, expected: GeometryType, srid: Int32, maxVertices: Int = 100_000) -> [Violation] {
        guard g.type == expected else {
            return [Violation(path: "type", code: "geometry.typeMismatch",
                              message: "this layer holds \(expected.rawValue) geometries, got a \(g.type.rawValue)")]
        }
        let vertexCount = g.vertexCount
        guard vertexCount <= maxVertices else {
            return [Violation(path: "coordinates", code: "geometry.tooManyVertices",
                              message: "the geometry has \(vertexCount) vertices; at most \(maxVertices) are allowed, simplify or split it")]
        }
        var problems = structureViolations(g)
        let coordinateProblems = coordinateViolations(g, srid: srid)
        problems += coordinateProblems
        // GEOS repeats what the structural checks say in its own words (too few points, ring not
        // closed); ask it only about geometries that are well formed.
        if problems.isEmpty || problems.allSatisfy({ $0.code == "geometry.outOfBounds" }) {
            problems += validityViolations(g)
        }
        return problems
    }

    // MARK: Structure

    static func structureViolations(_ g: Geometry) -> [Violation] {
        var problems: [Violation] = []
        switch g {
        case .point:
            break
        case .multiPoint(let points):
            if points.isEmpty { problems.append(empty("MultiPoint", "point")) }
        case .lineString(let line):
            checkLine(line, "coordinates", "LineString", &problems)
        case .multiLineString(let lines):
            if lines.isEmpty { problems.append(empty("MultiLineString", "line")) }
            for (k, line) in lines.enumerated() { checkLine(line, "coordinates[\(k)]", "line \(k) of the MultiLineString", &problems) }
        case .polygon(let rings):
            checkPolygon(rings, "coordinates", "the Polygon", &problems)
        case .multiPolygon(let polygons):
            if polygons.isEmpty { problems.append(empty("MultiPolygon", "polygon")) }
            for (k, rings) in polygons.enumerated() { checkPolygon(rings, "coordinates[\(k)]", "polygon \(k) of the MultiPolygon", &problems) }
        }
        let positions = g.positions
        if let first = positions.first, positions.contains(where: { ($0.z == nil) != (first.z == nil) }) {
            problems.append(Violation(path: "coordinates", code: "geometry.mixedDimensions",
                                      message: "some positions have a z value and others do not; give every position 2 numbers or every position 3"))
        }
        return problems
    }

    private static func empty(_ type: String, _ part: String) -> Violation {
        Violation(path: "coordinates", code: "geometry.empty", message: "a \(type) needs at least one \(part)")
    }

    private static func checkLine(_ line: [Position], _ path: String, _ name: String, _ problems: inout [Violation]) {
        if line.count < 2 {
            problems.append(Violation(path: path, code: "geometry.tooFewPoints",
                                      message: "\(name) has \(line.count) position\(line.count == 1 ? "" : "s"); a line needs at least 2"))
        } else if let first = line.first, line.allSatisfy({ $0.x == first.x && $0.y == first.y }) {
            problems.append(Violation(path: path, code: "geometry.tooFewPoints",
                                      message: "all \(line.count) positions of \(name) are \(describe(first)); a line needs at least 2 distinct positions"))
        }
    }

    private static func checkPolygon(_ rings: [[Position]], _ path: String, _ name: String, _ problems: inout [Violation]) {
        if rings.isEmpty {
            problems.append(Violation(path: path, code: "geometry.empty", message: "\(name) has no rings; it needs an exterior ring"))
        }
        for (k, ring) in rings.enumerated() {
            let ringName = k == 0 ? "the exterior ring of \(name)" : "hole \(k) of \(name)"
            if ring.count < 4 {
                problems.append(Violation(path: "\(path)[\(k)]", code: "geometry.tooFewPoints",
                                          message: "\(ringName) has \(ring.count) position\(ring.count == 1 ? "" : "s"); a ring needs at least 4 (3 corners and the first repeated at the end)"))
            }
            if let first = ring.first, let last = ring.last, ring.count > 1, first != last {
                problems.append(Violation(path: "\(path)[\(k)]", code: "geometry.unclosedRing",
                                          message: "\(ringName) is not closed: it starts at \(describe(first)) but ends at \(describe(last)); repeat the first position at the end"))
            }
        }
    }

    // MARK: Coordinates

    /// Bounds of the spatial references GeoJournal knows, `nil` for the others.
    static func bounds(srid: Int32) -> (box: BoundingBox, name: String)? {
        switch srid {
        case 4326, 4258, 4269:
            return (BoundingBox(minX: -180, minY: -90, maxX: 180, maxY: 90), "longitude -180…180, latitude -90…90")
        case 3857, 900913:
            let m = 20037508.342789244
            return (BoundingBox(minX: -m, minY: -m, maxX: m, maxY: m), "x and y within ±20037508.342789244 m")
        default:
            return nil
        }
    }

    static func coordinateViolations(_ g: Geometry, srid: Int32) -> [Violation] {
        let limits = bounds(srid: srid)
        var notFinite: [Violation] = []
        var outside: [Violation] = []
        var notFiniteCount = 0
        var outsideCount = 0
        forEachPosition(g) { p, path in
            if !p.x.isFinite || !p.y.isFinite || !(p.z?.isFinite ?? true) {
                notFiniteCount += 1
                if notFinite.count < listedPerRule {
                    notFinite.append(Violation(path: path, code: "geometry.notFinite",
                                               message: "position \(describe(p)) has a coordinate that is not a finite number"))
                }
            } else if let (box, name) = limits, !(box.minX...box.maxX).contains(p.x) || !(box.minY...box.maxY).contains(p.y) {
                outsideCount += 1
                if outside.count < listedPerRule {
                    outside.append(Violation(path: path, code: "geometry.outOfBounds",
                                             message: "position \(describe(p)) is outside EPSG:\(srid) (\(name))"))
                }
            }
        }
        if notFiniteCount > notFinite.count {
            notFinite.append(Violation(path: "coordinates", code: "geometry.notFinite",
                                       message: "\(notFiniteCount - notFinite.count) more positions have coordinates that are not finite numbers"))
        }
        if outsideCount > outside.count {
            outside.append(Violation(path: "coordinates", code: "geometry.outOfBounds",
                                     message: "\(outsideCount - outside.count) more positions are outside EPSG:\(srid); are the coordinates in another spatial reference?"))
        }
        return notFinite + outside
    }

    /// Calls `body` with each position and its path (`coordinates[1][0][3]`).
    static func forEachPosition(_ g: Geometry, _ body: (Position, String) -> Void) {
        func line(_ ps: [Position], _ path: String) { for (k, p) in ps.enumerated() { body(p, "\(path)[\(k)]") } }
        func rings(_ rs: [[Position]], _ path: String) { for (k, r) in rs.enumerated() { line(r, "\(path)[\(k)]") } }
        switch g {
        case .point(let p): body(p, "coordinates")
        case .multiPoint(let ps), .lineString(let ps): line(ps, "coordinates")
        case .multiLineString(let ls), .polygon(let ls): rings(ls, "coordinates")
        case .multiPolygon(let polygons): for (k, rs) in polygons.enumerated() { rings(rs, "coordinates[\(k)]") }
        }
    }

    // MARK: GEOS validity

    /// OGC validity from GEOS, for polygons only: for points and lines GEOS validity means
    /// finite coordinates and two distinct positions, which the checks above already cover, and
    /// a line that crosses itself is a legitimate GIS line.
    static func validityViolations(_ g: Geometry) -> [Violation] {
        switch g.type {
        case .polygon, .multiPolygon: break
        case .point, .multiPoint, .lineString, .multiLineString: return []
        }
        do {
            let context = try GEOSContext()
            let validity = try context.geometry(wkb: g.wkb).validity()
            guard !validity.isValid else { return [] }
            return [Violation(path: "coordinates", code: "geometry.invalid", message: describe(validity))]
        } catch {
            return [Violation(path: "coordinates", code: "geometry.invalid", message: "GEOS could not read the geometry: \(error.message)")]
        }
    }

    /// `Self-intersection at (5 5): …` — GEOS's reason and location, with a hint for the editor.
    static func describe(_ v: GEOSValidity) -> String {
        var text = v.reason ?? "invalid geometry"
        if let at = v.location { text += " at (\(number(at.x)) \(number(at.y)))" }
        if let hint = hint(for: v.reason ?? "") { text += ": \(hint)" }
        return text
    }

    private static func hint(for reason: String) -> String? { validityHints[reason] }

    /// GeoJournal's hint for each of GEOS's reasons, by reason (layer views give the same ones).
    static let validityHints: [String: String] = [
        "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons",
        "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons",
        "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring",
        "Nested holes": "a hole lies inside another hole",
        "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead",
        "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons",
        "Duplicate Rings": "two rings are identical",
        "Too few points": "a ring collapses to fewer than 3 distinct corners",
    ]

    // MARK: Text

    /// `(12.5, 3)`: a position as a field-app developer would type it.
    static func describe(_ p: Position) -> String {
        if let z = p.z { return "(\(number(p.x)), \(number(p.y)), \(number(z)))" }
        return "(\(number(p.x)), \(number(p.y)))"
    }

    /// `5` rather than `5.0`, full precision otherwise.
    static func number(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }
}
