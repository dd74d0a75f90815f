import GeoJournalCore

/// Reads the members of one Esri JSON geometry object, collecting problems with their paths.
struct EsriGeometryReader {
    /// At most this many problems are listed one by one; the rest are counted.
    static let listed = 20

    let hasZ: Bool
    let hasM: Bool
    private var problems: [Violation] = []
    private var unlisted = 0

    init(_ o: [String: JSONValue]) {
        var flags: [Bool] = []
        for name in ["hasZ", "hasM"] {
            switch o[name] {
            case nil, .null?: flags.append(false)
            case .bool(let b)?: flags.append(b)
            case let other?:
                flags.append(false)
                problems.append(Violation(path: name, code: "geometry.dimensions", message: "\(name) must be true or false, got \(other.typeName)"))
            }
        }
        hasZ = flags[0]
        hasM = flags[1]
    }

    mutating func report(_ path: String, _ code: String, _ message: String) {
        if problems.count < Self.listed {
            problems.append(Violation(path: path, code: code, message: message))
        } else {
            unlisted += 1
        }
    }

    mutating func finish() -> [Violation] {
        if unlisted > 0 {
            problems.append(Violation(path: "", code: "geometry.coordinates", message: "\(unlisted) more problems like these"))
            unlisted = 0
        }
        return problems
    }

    // MARK: Numbers and vertices

    /// A finite coordinate, or `nil` after reporting why not.
    mutating func coordinate(_ v: JSONValue, _ path: String, _ name: String) -> Double? {
        switch v {
        case .integer, .double:
            if let d = v.doubleValue, d.isFinite { return d }
            report(path, "geometry.notFinite", "\(name) must be a finite number")
        case .string(let s) where s.lowercased() == "nan":
            report(path, "geometry.notFinite", "\(name) is NaN; every coordinate must be a finite number")
        default:
            report(path, "geometry.position", "\(name) must be a number, got \(v.typeName)")
        }
        return nil
    }

    /// A vertex `[x, y]`, `[x, y, z]`, `[x, y, m]` (with `hasM` and without `hasZ`) or
    /// `[x, y, z, m]`; the m is dropped.
    mutating func vertex(_ v: JSONValue, _ path: String) -> Position? {
        guard case .array(let a) = v else {
            if case .object(let o) = v, !["a", "b", "c", "q"].filter({ o[$0] != nil }).isEmpty {
                report(path, "geometry.curves", "this vertex is a curve segment; curves are not supported, densify them into straight segments before sending the geometry")
            } else {
                report(path, "geometry.position", "a vertex is an array of 2 to 4 numbers [x, y, z?, m?], got \(v.typeName)")
            }
            return nil
        }
        guard (2...4).contains(a.count) else {
            report(path, "geometry.position", "a vertex is an array of 2 to 4 numbers [x, y, z?, m?], got \(a.count) element\(a.count == 1 ? "" : "s")")
            return nil
        }
        let x = coordinate(a[0], "\(path)[0]", "x")
        let y = coordinate(a[1], "\(path)[1]", "y")
        var z: Double?
        let thirdIsZ = a.count == 4 || (a.count == 3 && !(hasM && !hasZ))
        if thirdIsZ {
            guard let value = coordinate(a[2], "\(path)[2]", "z") else { return nil }
            z = value
        }
        guard let x, let y else { return nil }
        return Position(x, y, z)
    }

    mutating func array(_ v: JSONValue, _ path: String, _ what: String) -> [JSONValue]? {
        guard case .array(let a) = v else {
            report(path, "geometry.coordinates", "\(path) must be an array of \(what), got \(v.typeName)")
            return nil
        }
        return a
    }

    /// The vertices of a path or ring, `nil` when one of them is unreadable.
    mutating func vertices(_ v: JSONValue, _ path: String) -> [Position]? {
        guard let a = array(v, path, "vertices") else { return nil }
        var result: [Position] = []
        result.reserveCapacity(a.count)
        var complete = true
        for (k, item) in a.enumerated() {
            if let p = vertex(item, "\(path)[\(k)]") { result.append(p) } else { complete = false }
        }
        return complete ? result : nil
    }

    /// How many distinct (x, y) places `ps` visits, counting no further than `limit`.
    static func distinctPlaces(_ ps: [Position], upTo limit: Int) -> Int {
        var seen: [(Double, Double)] = []
        for p in ps where !seen.contains(where: { $0 == (p.x, p.y) }) {
            seen.append((p.x, p.y))
            if seen.count == limit { break }
        }
        return seen.count
    }

    // MARK: Geometries

    mutating func point(_ o: [String: JSONValue]) -> Geometry? {
        switch o["x"] {
        case .null?:
            report("x", "geometry.empty", "the point is empty (x is null); give x and y, or leave the geometry out")
            return nil
        case .string(let s)? where s.lowercased() == "nan":
            report("x", "geometry.empty", "the point is empty (x is NaN); give x and y, or leave the geometry out")
            return nil
        default: break
        }
        guard let yValue = o["y"] else {
            report("y", "geometry.coordinates", "a point needs \"y\" as well as \"x\"")
            return nil
        }
        let x = coordinate(o["x"]!, "x", "x")
        let y = coordinate(yValue, "y", "y")
        var z: Double?
        if let zValue = o["z"], !zValue.isNull {
            guard let value = coordinate(zValue, "z", "z") else { return nil }
            z = value
        }
        guard let x, let y else { return nil }
        return .point(Position(x, y, z))
    }

    mutating func multipoint(_ v: JSONValue) -> Geometry? {
        guard let points = vertices(v, "points") else { return nil }
        guard !points.isEmpty else {
            report("points", "geometry.empty", "the multipoint has no points")
            return nil
        }
        return .multiPoint(points)
    }

    mutating func polyline(_ v: JSONValue, expected: GeometryType?) -> Geometry? {
        guard let items = array(v, "paths", "paths") else { return nil }
        guard !items.isEmpty else {
            report("paths", "geometry.empty", "the polyline has no paths")
            return nil
        }
        var paths: [[Position]] = []
        for (k, item) in items.enumerated() {
            guard let path = vertices(item, "paths[\(k)]") else { continue }
            if Self.distinctPlaces(path, upTo: 2) < 2 {
                report("paths[\(k)]", "geometry.tooFewPoints", "paths[\(k)] has \(path.isEmpty ? "no vertices" : "only one distinct vertex"); a path needs at least 2")
            }
            paths.append(path)
        }
        guard paths.count == items.count else { return nil }
        if paths.count == 1 && expected != .multiLineString { return .lineString(paths[0]) }
        return .multiLineString(paths)
    }

    mutating func polygon(_ v: JSONValue, expected: GeometryType?) -> Geometry? {
        guard let items = array(v, "rings", "rings") else { return nil }
        guard !items.isEmpty else {
            report("rings", "geometry.empty", "the polygon has no rings")
            return nil
        }
        var rings: [(ring: [Position], area: Double)] = []
        for (k, item) in items.enumerated() {
            guard var ring = vertices(item, "rings[\(k)]") else { continue }
            let places = Self.distinctPlaces(ring, upTo: 3)
            guard places == 3 else {
                report("rings[\(k)]", "geometry.ring", "rings[\(k)] has \(places) distinct vertex\(places == 1 ? "" : "es"); a ring needs at least 3")
                continue
            }
            if let first = ring.first, ring.last != first { ring.append(first) }
            let area = EsriGeometry.signedArea(ring)
            guard area != 0 else {
                report("rings[\(k)]", "geometry.ring", "rings[\(k)] encloses no area: its vertices lie on one line")
                continue
            }
            rings.append((ring, area))
        }
        guard rings.count == items.count else { return nil }

        // Clockwise rings (negative area) are Esri's outer rings; each hole goes into the
        // smallest outer ring around its first vertex (the innermost, for islands in lakes).
        let outers = rings.indices.filter { rings[$0].area < 0 }
        var polygons: [[[Position]]] = outers.map { [rings[$0].ring.reversed()] }
        for (k, hole) in rings.enumerated() where hole.area > 0 {
            let home = outers.indices
                .filter { EsriGeometry.ring(rings[outers[$0]].ring, contains: hole.ring[0]) }
                .min { abs(rings[outers[$0]].area) < abs(rings[outers[$1]].area) }
            guard let home else {
                let hint = outers.isEmpty
                    ? "no ring runs clockwise, and in Esri JSON outer rings run clockwise (the reverse of GeoJSON)"
                    : "no outer (clockwise) ring contains its first vertex \(Self.describe(hole.ring[0]))"
                report("rings[\(k)]", "geometry.ring", "rings[\(k)] runs counter-clockwise, so it is a hole, but \(hint)")
                continue
            }
            polygons[home].append(hole.ring.reversed())
        }
        guard !polygons.isEmpty else { return nil }
        if polygons.count == 1 && expected != .multiPolygon { return .polygon(polygons[0]) }
        return .multiPolygon(polygons)
    }

    static func describe(_ p: Position) -> String {
        func n(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)" }
        return "(\(n(p.x)) \(n(p.y)))"
    }
}
