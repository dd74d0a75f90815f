import GeoJournalCore

/// Esri JSON geometries (the ArcGIS GeoServices REST format) read into and written from
/// ``Geometry``.
///
/// Esri JSON runs outer rings clockwise and holes counter-clockwise, the reverse of RFC 7946;
/// the codec reorients in both directions, so a ``Geometry`` always follows RFC 7946.
///
/// ```swift
/// let json = try JSONValue.parse(#"{"rings":[[[0,0],[0,10],[10,10],[10,0],[0,0]]],"spatialReference":{"wkid":102100}}"#)
/// let square = try EsriGeometry.parse(json, expected: .polygon).get()   // outer ring counter-clockwise
/// EsriGeometry.spatialReference(json["spatialReference"])               // 3857
/// EsriGeometry.json(square)                                             // rings clockwise again
/// EsriGeometry.typeName(square.type)                                    // "esriGeometryPolygon"
/// ```
public enum EsriGeometry {
    /// Reads an Esri JSON geometry: a point `{"x","y","z"?,"m"?}`, a multipoint `{"points"}`, a
    /// polyline `{"paths"}` or a polygon `{"rings"}`, reporting every problem with its path
    /// relative to the geometry (`rings[1]`, `paths[0][3]`).
    ///
    /// - `expected` is the layer's geometry type when known. A polyline with one path becomes a
    ///   `.lineString` unless `expected` is `.multiLineString`; more paths give a
    ///   `.multiLineString`. Polygon rings are grouped: clockwise rings (Esri's outer rings) start
    ///   polygons, each counter-clockwise ring (a hole) goes into the smallest outer ring that
    ///   contains its first vertex. One outer ring gives a `.polygon` unless `expected` is
    ///   `.multiPolygon`; more give a `.multiPolygon`. Whether the result fits the layer is
    ///   ``GeometryValidator``'s judgement, not this reader's.
    /// - Rings come out in RFC 7946 orientation (outer counter-clockwise, holes clockwise) and
    ///   closed: an open ring is closed silently, as ArcGIS does.
    /// - `hasZ`/`hasM` say what a third and fourth number mean: with `hasM` and without `hasZ`,
    ///   `[x, y, m]`; otherwise the third number is z and a fourth is m. M values are dropped.
    /// - `spatialReference` and unknown members are ignored; curves (`curvePaths`, `curveRings`),
    ///   empty geometries (`{"x": null}`) and non-finite numbers are refused.
    public static func parse(_ value: JSONValue, expected: GeometryType? = nil) -> Result<Geometry, GeometryProblems> {
        guard case .object(let o) = value else {
            return refuse("", "geometry.notObject", "an Esri geometry is a JSON object such as {\"x\":1,\"y\":2} or {\"paths\":[…]}, got \(value.typeName)")
        }
        for member in ["curvePaths", "curveRings"] where o[member] != nil {
            return refuse(member, "geometry.curves", "curves (\(member)) are not supported; densify arcs and Bézier segments into straight segments before sending the geometry")
        }
        let kinds = ["x", "points", "paths", "rings"].filter { o[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            if kinds.count > 1 {
                let names = kinds.map { "\"\($0)\"" }.joined(separator: " and ")
                return refuse("", "geometry.type", "the geometry has both \(names); an Esri geometry is exactly one of a point (x, y), a multipoint (points), a polyline (paths) or a polygon (rings)")
            }
            if o["xmin"] != nil {
                return refuse("", "geometry.type", "an envelope (xmin, ymin, xmax, ymax) is not a feature geometry; send it as a polygon with rings")
            }
            return refuse("", "geometry.type", "an Esri geometry needs \"x\" and \"y\" (point), \"points\" (multipoint), \"paths\" (polyline) or \"rings\" (polygon)")
        }
        var reader = EsriGeometryReader(o)
        let geometry: Geometry?
        switch kind {
        case "x": geometry = reader.point(o)
        case "points": geometry = reader.multipoint(o["points"]!)
        case "paths": geometry = reader.polyline(o["paths"]!, expected: expected)
        default: geometry = reader.polygon(o["rings"]!, expected: expected)
        }
        let problems = reader.finish()
        guard problems.isEmpty, let geometry else { return .failure(GeometryProblems(problems)) }
        return .success(geometry)
    }

    /// The EPSG code of an Esri spatial reference: `latestWkid`, else `wkid`, of
    /// `{"wkid":102100,"latestWkid":3857}`, with Esri's Web Mercator codes 102100 and 102113
    /// meaning 3857. A bare code (`4326`, `"4326"`, as `inSR`/`outSR` may be given) is read too;
    /// `nil` for `{"wkt": …}`, an absent value or anything else.
    ///
    /// ```swift
    /// EsriGeometry.spatialReference(["wkid": 102100])   // 3857
    /// EsriGeometry.spatialReference(["wkt": "PROJCS[…]"]) // nil
    /// ```
    public static func spatialReference(_ value: JSONValue?) -> Int32? {
        func code(_ v: JSONValue?) -> Int64? {
            switch v {
            case .integer?, .double?: return v?.intValue
            case .string(let s)?: return Int64(s.filter { $0 != " " })
            default: return nil
            }
        }
        let wkid: Int64?
        if case .object(let o)? = value {
            wkid = code(o["latestWkid"]) ?? code(o["wkid"])
        } else {
            wkid = code(value)
        }
        guard let wkid, wkid > 0, let srid = Int32(exactly: wkid) else { return nil }
        return srid == 102100 || srid == 102113 ? 3857 : srid
    }

    /// The Esri JSON object of a geometry, without a `spatialReference` member: a point
    /// `{x, y, z?}`, a multipoint `{points}`, lines as a polyline `{paths}`, polygons as one
    /// polygon `{rings}` with outer rings clockwise and holes counter-clockwise (reoriented when
    /// stored the other way), and `"hasZ": true` when the geometry has z values.
    public static func json(_ geometry: Geometry) -> JSONValue {
        func vertex(_ p: Position) -> JSONValue {
            if let z = p.z { return [.double(p.x), .double(p.y), .double(z)] }
            return [.double(p.x), .double(p.y)]
        }
        func list(_ ps: [Position]) -> JSONValue { .array(ps.map(vertex)) }
        var o: [String: JSONValue] = [:]
        switch geometry {
        case .point(let p):
            o["x"] = .double(p.x)
            o["y"] = .double(p.y)
            if let z = p.z { o["z"] = .double(z) }
        case .multiPoint(let ps): o["points"] = list(ps)
        case .lineString(let ps): o["paths"] = [list(ps)]
        case .multiLineString(let ls): o["paths"] = .array(ls.map(list))
        case .polygon(let rs): o["rings"] = .array(esriRings(rs).map(list))
        case .multiPolygon(let ps): o["rings"] = .array(ps.flatMap(esriRings).map(list))
        }
        if geometry.hasZ { o["hasZ"] = true }
        return .object(o)
    }

    /// Appends the Esri JSON of a geometry, byte for byte `json(geometry).jsonBytes(sortedKeys: true)`,
    /// without building the JSON tree first; numbers are written as ``JSONValue`` writes doubles.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// EsriGeometry.write(.point(Position(7.5, 47)), into: &out)   // {"x":7.5,"y":47}
    /// ```
    public static func write(_ geometry: Geometry, into out: inout [UInt8]) {
        func number(_ d: Double) { JSONValue.writeDouble(d, into: &out) }
        func vertex(_ p: Position) {
            out.append(UInt8(ascii: "["))
            number(p.x)
            out.append(UInt8(ascii: ","))
            number(p.y)
            if let z = p.z {
                out.append(UInt8(ascii: ","))
                number(z)
            }
            out.append(UInt8(ascii: "]"))
        }
        func list<T>(_ items: [T], _ each: (T) -> Void) {
            out.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                each(item)
            }
            out.append(UInt8(ascii: "]"))
        }
        func line(_ ps: [Position]) { list(ps, vertex) }
        // Members in byte order of their names, as `jsonBytes(sortedKeys: true)` writes them.
        out.append(UInt8(ascii: "{"))
        if geometry.hasZ { out.append(contentsOf: #""hasZ":true,"#.utf8) }
        switch geometry {
        case .point(let p):
            out.append(contentsOf: #""x":"#.utf8)
            number(p.x)
            out.append(contentsOf: #","y":"#.utf8)
            number(p.y)
            if let z = p.z {
                out.append(contentsOf: #","z":"#.utf8)
                number(z)
            }
        case .multiPoint(let ps):
            out.append(contentsOf: #""points":"#.utf8)
            line(ps)
        case .lineString(let ps):
            out.append(contentsOf: #""paths":"#.utf8)
            list([ps], line)
        case .multiLineString(let ls):
            out.append(contentsOf: #""paths":"#.utf8)
            list(ls, line)
        case .polygon(let rs):
            out.append(contentsOf: #""rings":"#.utf8)
            list(esriRings(rs), line)
        case .multiPolygon(let ps):
            out.append(contentsOf: #""rings":"#.utf8)
            list(ps.flatMap(esriRings), line)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends the Esri JSON of a two-dimensional Point, MultiPoint, LineString or MultiLineString
    /// given as GeoJSON text (as PostgreSQL prints a stored geometry), copying its coordinate text
    /// instead of parsing numbers: these shapes are the GeoJSON coordinates re-wrapped. Returns
    /// false, appending nothing, for anything else (polygons, whose rings Esri orders its own way,
    /// coordinates with Z, text it does not recognise): the caller then parses and uses ``write(_:into:)``.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// EsriGeometry.writeCopying(geoJSON: #"{"type": "Point", "coordinates": [7.5, 47]}"#, into: &out)   // {"x":7.5,"y":47}
    /// ```
    @discardableResult
    public static func writeCopying(geoJSON text: String, into out: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in copy(bytes, into: &out) }
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
        func find(_ key: StaticString, from start: Int = 0) -> Int? {
            // The index just after `"key"` and the colon that follows it.
            let k = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            var i = start
            while i + k.count + 2 <= bytes.count {
                if bytes[i] == UInt8(ascii: "\""), bytes[i + k.count + 1] == UInt8(ascii: "\""),
                   (0..<k.count).allSatisfy({ bytes[i + 1 + $0] == k[$0] }) {
                    var j = i + k.count + 2
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                    guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { return nil }
                    j += 1
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                    return j
                }
                i += 1
            }
            return nil
        }
        guard let t = find("type"), t < bytes.count, bytes[t] == UInt8(ascii: "\""),
              let c = find("coordinates"), c < bytes.count, bytes[c] == UInt8(ascii: "[") else { return false }
        var typeEnd = t + 1
        while typeEnd < bytes.count, bytes[typeEnd] != UInt8(ascii: "\"") { typeEnd += 1 }
        let type = String(decoding: UnsafeBufferPointer(rebasing: bytes[(t + 1)..<typeEnd]), as: UTF8.self)
        // The coordinates array: its end, its depth, and whether every position has two numbers.
        var depth = 0, maxDepth = 0, end = c, commas = 0
        var positionsOK = true
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "[") {
                depth += 1
                maxDepth = max(maxDepth, depth)
                commas = 0
            } else if b == UInt8(ascii: "]") {
                if depth == maxDepth, commas != 1 { positionsOK = false }
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: ",") {
                if depth == maxDepth { commas += 1 }
            } else if !(b == UInt8(ascii: " ") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                        || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))) {
                return false
            }
            end += 1
        }
        guard depth == 0, end < bytes.count, positionsOK else { return false }
        let expectedDepth: Int
        let prefix: String, wrap: Bool
        switch type {
        case "Point": (expectedDepth, prefix, wrap) = (1, "", false)
        case "MultiPoint": (expectedDepth, prefix, wrap) = (2, #"{"points":"#, false)
        case "LineString": (expectedDepth, prefix, wrap) = (2, #"{"paths":["#, true)
        case "MultiLineString": (expectedDepth, prefix, wrap) = (3, #"{"paths":"#, false)
        default: return false
        }
        // An empty multi-geometry has depth 1; the parsing path says what it becomes.
        guard maxDepth == expectedDepth else { return false }
        func copyWithoutSpaces(_ range: Range<Int>) {
            for i in range where bytes[i] != UInt8(ascii: " ") { out.append(bytes[i]) }
        }
        if type == "Point" {
            var comma = c + 1
            while bytes[comma] != UInt8(ascii: ",") { comma += 1 }
            out.append(contentsOf: #"{"x":"#.utf8)
            copyWithoutSpaces((c + 1)..<comma)
            out.append(contentsOf: #","y":"#.utf8)
            copyWithoutSpaces((comma + 1)..<end)
            out.append(UInt8(ascii: "}"))
            return true
        }
        out.append(contentsOf: prefix.utf8)
        copyWithoutSpaces(c..<(end + 1))
        if wrap { out.append(UInt8(ascii: "]")) }
        out.append(UInt8(ascii: "}"))
        return true
    }

    /// The Esri geometry type name of a layer type: `esriGeometryPoint`, `esriGeometryMultipoint`,
    /// `esriGeometryPolyline` (LineString and MultiLineString) or `esriGeometryPolygon` (Polygon
    /// and MultiPolygon).
    public static func typeName(_ type: GeometryType) -> String {
        switch type {
        case .point: return "esriGeometryPoint"
        case .multiPoint: return "esriGeometryMultipoint"
        case .lineString, .multiLineString: return "esriGeometryPolyline"
        case .polygon, .multiPolygon: return "esriGeometryPolygon"
        }
    }

    /// The layer types an Esri geometry type name stands for (`esriGeometryPolyline` →
    /// `[.lineString, .multiLineString]`), matched without regard to case; `nil` for other names,
    /// `esriGeometryEnvelope` among them.
    public static func types(named name: String) -> [GeometryType]? {
        switch name.lowercased() {
        case "esrigeometrypoint": return [.point]
        case "esrigeometrymultipoint": return [.multiPoint]
        case "esrigeometrypolyline": return [.lineString, .multiLineString]
        case "esrigeometrypolygon": return [.polygon, .multiPolygon]
        default: return nil
        }
    }

    // MARK: Rings

    /// The rings of one polygon as Esri wants them: the first (outer) ring clockwise, the holes
    /// counter-clockwise. Rings without area are left as they are.
    static func esriRings(_ rings: [[Position]]) -> [[Position]] {
        rings.enumerated().map { k, ring in
            let area = signedArea(ring)
            let clockwise = area < 0
            return area != 0 && clockwise != (k == 0) ? ring.reversed() : ring
        }
    }

    /// The signed area of a ring by the shoelace formula, positive when it runs
    /// counter-clockwise (x to the right, y up). Closed or not, the ring is taken as closed.
    static func signedArea(_ ring: [Position]) -> Double {
        guard ring.count > 2, let origin = ring.first else { return 0 }
        // Coordinates relative to the first vertex keep large map units (metres in Web
        // Mercator) from swamping the small products.
        var sum = 0.0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            sum += (a.x - origin.x) * (b.y - origin.y) - (b.x - origin.x) * (a.y - origin.y)
        }
        return sum / 2
    }

    /// Whether `p` lies inside `ring` or on its boundary (crossing-number test).
    static func ring(_ ring: [Position], contains p: Position) -> Bool {
        guard !ring.isEmpty else { return false }
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            j = i
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0, min(a.x, b.x) <= p.x, p.x <= max(a.x, b.x), min(a.y, b.y) <= p.y, p.y <= max(a.y, b.y) {
                return true
            }
            if (a.y > p.y) != (b.y > p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if p.x < x { inside.toggle() }
            }
        }
        return inside
    }

    private static func refuse<T>(_ path: String, _ code: String, _ message: String) -> Result<T, GeometryProblems> {
        .failure(GeometryProblems([Violation(path: path, code: code, message: message)]))
    }
}

/// Reads the members of one Esri JSON geometry object, collecting problems with their paths.
private struct EsriGeometryReader {
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

/// The `geometry` parameter of a GeoServices query with its `geometryType`: an envelope
/// `xmin,ymin,xmax,ymax` or `{"xmin","ymin","xmax","ymax","spatialReference"?}` (the default
/// type, `esriGeometryEnvelope`), a point `x,y` or `{"x","y"}`, or an Esri JSON multipoint,
/// polyline or polygon (see ``EsriGeometry/parse(_:expected:)``). Without a `geometryType`, a
/// JSON geometry that is no envelope is taken for what it is.
///
/// ```swift
/// let query = try EsriQueryGeometry.parse(#"{"xmin":0,"ymin":0,"xmax":10,"ymax":10,"spatialReference":{"wkid":102100}}"#,
///                                         geometryType: "esriGeometryEnvelope").get()
/// query.shape   // .envelope(BoundingBox(minX: 0, minY: 0, maxX: 10, maxY: 10))
/// query.srid    // 3857
/// ```
public struct EsriQueryGeometry: Sendable, Hashable {
    /// What the query's geometry is: an axis-aligned envelope or a geometry.
    ///
    /// ```swift
    /// switch query.shape {
    /// case .envelope(let box): index.search(box)
    /// case .geometry(let g): index.search(g.bbox)
    /// }
    /// ```
    public enum Shape: Sendable, Hashable {
        case envelope(BoundingBox)
        case geometry(Geometry)
    }

    public var shape: Shape
    /// The EPSG code from the JSON's spatialReference, when it has one.
    public var srid: Int32?

    public init(shape: Shape, srid: Int32? = nil) {
        self.shape = shape
        self.srid = srid
    }

    /// Reads the `geometry` and `geometryType` query parameters; problems have the path
    /// `geometry` (`geometry.rings[1]` inside a JSON geometry) or `geometryType`.
    public static func parse(_ text: String, geometryType: String?) -> Result<EsriQueryGeometry, GeometryProblems> {
        func refuse(_ path: String, _ code: String, _ message: String) -> Result<EsriQueryGeometry, GeometryProblems> {
            .failure(GeometryProblems([Violation(path: path, code: code, message: message)]))
        }
        let typeName = trimmed(geometryType ?? "")
        var allowed: [GeometryType]?   // nil: an envelope
        if !typeName.isEmpty && typeName.lowercased() != "esrigeometryenvelope" {
            guard let types = EsriGeometry.types(named: typeName) else {
                return refuse("geometryType", "geometry.type", "geometryType \"\(typeName)\" is not one of esriGeometryEnvelope, esriGeometryPoint, esriGeometryMultipoint, esriGeometryPolyline, esriGeometryPolygon")
            }
            allowed = types
        }
        let typeLabel = typeName.isEmpty ? "esriGeometryEnvelope (the default)" : typeName
        let body = trimmed(text)
        guard !body.isEmpty else {
            return refuse("geometry", "geometry.empty", "the geometry parameter is empty; give an envelope xmin,ymin,xmax,ymax or an Esri JSON geometry")
        }

        guard body.first == "{" else {
            switch allowed {
            case nil:
                guard let box = BoundingBox(queryValue: body) else {
                    return refuse("geometry", "geometry.envelope", "geometry \"\(body)\" is not an envelope: give xmin,ymin,xmax,ymax as four numbers with xmin ≤ xmax and ymin ≤ ymax, or Esri JSON")
                }
                return .success(EsriQueryGeometry(shape: .envelope(box)))
            case [.point]?:
                let numbers = body.split(separator: ",", omittingEmptySubsequences: false).map { Double(trimmed(String($0))) }
                guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
                    return refuse("geometry", "geometry.coordinates", "geometry \"\(body)\" is not a point: give x,y as two numbers, or Esri JSON {\"x\":…,\"y\":…}")
                }
                return .success(EsriQueryGeometry(shape: .geometry(.point(Position(x, y)))))
            default:
                return refuse("geometry", "geometry.coordinates", "a geometry of type \(typeName) is given as Esri JSON, such as {\"paths\":[[[0,0],[1,1]]]}")
            }
        }

        let json: JSONValue
        do {
            json = try JSONValue.parse(body)
        } catch {
            return refuse("geometry", "json.malformed", "the geometry is not valid JSON: \(error.description)")
        }
        guard case .object(let o) = json else {
            return refuse("geometry", "geometry.notObject", "the geometry must be a JSON object, got \(json.typeName)")
        }
        let srid = EsriGeometry.spatialReference(o["spatialReference"])

        if allowed == nil && (o["xmin"] != nil || !typeName.isEmpty) {
            guard o["xmin"] != nil else {
                return refuse("geometry", "geometry.type", "geometryType is \(typeLabel) but the geometry has no xmin, ymin, xmax, ymax; set geometryType to the geometry's type")
            }
            var problems: [Violation] = []
            var values: [Double] = []
            for name in ["xmin", "ymin", "xmax", "ymax"] {
                switch o[name] {
                case nil:
                    problems.append(Violation(path: "geometry.\(name)", code: "geometry.envelope", message: "an envelope needs \(name)"))
                case .null?, .string("NaN")?, .string("nan")?:
                    problems.append(Violation(path: "geometry.\(name)", code: "geometry.empty", message: "the envelope is empty (\(name) is not a number); give xmin, ymin, xmax and ymax"))
                case let v?:
                    if let d = v.doubleValue, d.isFinite { values.append(d) } else {
                        problems.append(Violation(path: "geometry.\(name)", code: "geometry.envelope", message: "\(name) must be a finite number, got \(v.typeName)"))
                    }
                }
            }
            guard problems.isEmpty else { return .failure(GeometryProblems(problems)) }
            guard values[0] <= values[2], values[1] <= values[3] else {
                return refuse("geometry", "geometry.envelope", "the envelope's xmin must not exceed xmax nor ymin ymax")
            }
            let box = BoundingBox(minX: values[0], minY: values[1], maxX: values[2], maxY: values[3])
            return .success(EsriQueryGeometry(shape: .envelope(box), srid: srid))
        }

        switch EsriGeometry.parse(json) {
        case .failure(let problems):
            return .failure(GeometryProblems(problems.violations.map { $0.prefixed("geometry") }))
        case .success(let g):
            if let allowed, !allowed.contains(g.type) {
                return refuse("geometry", "geometry.type", "geometryType is \(typeName) but the geometry is an \(EsriGeometry.typeName(g.type))")
            }
            return .success(EsriQueryGeometry(shape: .geometry(g), srid: srid))
        }
    }

    private static func trimmed(_ s: String) -> String {
        String(s.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
