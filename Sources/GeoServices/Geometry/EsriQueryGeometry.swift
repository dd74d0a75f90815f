import GeoJournalCore

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
