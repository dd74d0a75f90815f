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
