extension Geometry {
    /// Reads a GeoJSON geometry object, reporting every structural problem with its path
    /// (relative to the geometry: `coordinates[0][3]`). Closedness, ring sizes and self-intersection
    /// are checked separately by ``GeometryValidator``.
    ///
    /// ```swift
    /// switch Geometry.parse(json) {
    /// case .success(let g): use(g)
    /// case .failure(let problems): report(problems.violations)
    /// }
    /// ```
    public static func parse(_ json: JSONValue) -> Result<Geometry, GeometryProblems> {
        guard case .object(let o) = json else {
            return .failure(GeometryProblems([Violation(path: "", code: "geometry.notObject", message: "a geometry must be a GeoJSON object, got \(json.typeName)")]))
        }
        guard let typeName = o["type"]?.stringValue else {
            return .failure(GeometryProblems([Violation(path: "type", code: "geometry.type", message: "a geometry needs a \"type\"")]))
        }
        guard let type = GeometryType(rawValue: typeName) else {
            let allowed = GeometryType.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(GeometryProblems([Violation(path: "type", code: "geometry.type", message: "unsupported geometry type \"\(typeName)\"; one of \(allowed)")]))
        }
        guard let coordinates = o["coordinates"] else {
            return .failure(GeometryProblems([Violation(path: "coordinates", code: "geometry.coordinates", message: "a \(typeName) needs \"coordinates\"")]))
        }
        var problems: [Violation] = []
        let reader = CoordinateReader()
        let g: Geometry
        switch type {
        case .point:
            g = .point(reader.position(coordinates, "coordinates", &problems))
        case .multiPoint:
            g = .multiPoint(reader.positions(coordinates, "coordinates", &problems))
        case .lineString:
            g = .lineString(reader.positions(coordinates, "coordinates", &problems))
        case .multiLineString:
            g = .multiLineString(reader.lines(coordinates, "coordinates", &problems))
        case .polygon:
            g = .polygon(reader.lines(coordinates, "coordinates", &problems))
        case .multiPolygon:
            let parts = reader.array(coordinates, "coordinates", &problems)
            g = .multiPolygon(parts.enumerated().map { k, part in reader.lines(part, "coordinates[\(k)]", &problems) })
        }
        return problems.isEmpty ? .success(g) : .failure(GeometryProblems(problems))
    }

    /// The GeoJSON object of this geometry.
    public var geoJSON: JSONValue {
        func pos(_ p: Position) -> JSONValue {
            if let z = p.z { return .array([.double(p.x), .double(p.y), .double(z)]) }
            return .array([.double(p.x), .double(p.y)])
        }
        func line(_ ps: [Position]) -> JSONValue { .array(ps.map(pos)) }
        func lines(_ ls: [[Position]]) -> JSONValue { .array(ls.map(line)) }
        let coordinates: JSONValue
        switch self {
        case .point(let p): coordinates = pos(p)
        case .multiPoint(let ps), .lineString(let ps): coordinates = line(ps)
        case .multiLineString(let ls), .polygon(let ls): coordinates = lines(ls)
        case .multiPolygon(let ps): coordinates = .array(ps.map(lines))
        }
        return .object(["type": .string(type.rawValue), "coordinates": coordinates])
    }

    /// The canonical GeoJSON text of this geometry, byte for byte
    /// `geoJSON.jsonString(sortedKeys: true)`, written without building the JSON tree first (the
    /// writer serializes every geometry it appends, and hashes it).
    public var geoJSONText: String {
        var out: [UInt8] = []
        out.reserveCapacity(40 + vertexCount * 40)
        writeGeoJSON(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the canonical GeoJSON text of this geometry (see ``geoJSONText``).
    public func writeGeoJSON(into out: inout [UInt8]) {
        func pos(_ p: Position) {
            out.append(UInt8(ascii: "["))
            JSONValue.writeDouble(p.x, into: &out)
            out.append(UInt8(ascii: ","))
            JSONValue.writeDouble(p.y, into: &out)
            if let z = p.z {
                out.append(UInt8(ascii: ","))
                JSONValue.writeDouble(z, into: &out)
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
        func line(_ ps: [Position]) { list(ps, pos) }
        func lines(_ ls: [[Position]]) { list(ls, line) }
        out.append(contentsOf: #"{"coordinates":"#.utf8)
        switch self {
        case .point(let p): pos(p)
        case .multiPoint(let ps), .lineString(let ps): line(ps)
        case .multiLineString(let ls), .polygon(let ls): lines(ls)
        case .multiPolygon(let ps): list(ps, lines)
        }
        out.append(contentsOf: #","type":"#.utf8)
        JSONValue.writeString(type.rawValue, into: &out)
        out.append(UInt8(ascii: "}"))
    }
}

/// The structural problems found in a GeoJSON geometry.
public struct GeometryProblems: Error, Sendable, Hashable {
    public var violations: [Violation]
    public init(_ violations: [Violation]) { self.violations = violations }
}

private struct CoordinateReader {
    func array(_ v: JSONValue, _ path: String, _ problems: inout [Violation]) -> [JSONValue] {
        guard case .array(let a) = v else {
            problems.append(Violation(path: path, code: "geometry.coordinates", message: "expected an array, got \(v.typeName)"))
            return []
        }
        return a
    }

    func position(_ v: JSONValue, _ path: String, _ problems: inout [Violation]) -> Position {
        guard case .array(let a) = v, a.count == 2 || a.count == 3 else {
            problems.append(Violation(path: path, code: "geometry.position", message: "a position is an array of 2 or 3 numbers"))
            return Position(0, 0)
        }
        var numbers: [Double] = []
        for (k, n) in a.enumerated() {
            guard let d = n.doubleValue, d.isFinite else {
                problems.append(Violation(path: "\(path)[\(k)]", code: "geometry.position", message: "coordinate must be a finite number, got \(n.typeName)"))
                return Position(0, 0)
            }
            numbers.append(d)
        }
        return Position(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : nil)
    }

    func positions(_ v: JSONValue, _ path: String, _ problems: inout [Violation]) -> [Position] {
        array(v, path, &problems).enumerated().map { k, p in position(p, "\(path)[\(k)]", &problems) }
    }

    func lines(_ v: JSONValue, _ path: String, _ problems: inout [Violation]) -> [[Position]] {
        array(v, path, &problems).enumerated().map { k, l in positions(l, "\(path)[\(k)]", &problems) }
    }
}
