/// A coordinate: x and y in the layer's spatial reference, with an optional z.
public struct Position: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var z: Double?

    public init(_ x: Double, _ y: Double, _ z: Double? = nil) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// The geometry types a layer can hold (GeoJSON names).
public enum GeometryType: String, Sendable, Hashable, Codable, CaseIterable {
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
}

/// A GeoJSON geometry (RFC 7946), coordinates in the layer's spatial reference.
///
/// ```swift
/// let line = Geometry.lineString([Position(0, 0), Position(10, 0)])
/// let parsed = try Geometry(geoJSON: JSONValue.parse(#"{"type":"Point","coordinates":[1,2]}"#))
/// ```
public enum Geometry: Sendable, Hashable {
    case point(Position)
    case multiPoint([Position])
    case lineString([Position])
    case multiLineString([[Position]])
    case polygon([[Position]])
    case multiPolygon([[[Position]]])

    public var type: GeometryType {
        switch self {
        case .point: return .point
        case .multiPoint: return .multiPoint
        case .lineString: return .lineString
        case .multiLineString: return .multiLineString
        case .polygon: return .polygon
        case .multiPolygon: return .multiPolygon
        }
    }

    /// Every position of the geometry, in order.
    public var positions: [Position] {
        switch self {
        case .point(let p): return [p]
        case .multiPoint(let ps), .lineString(let ps): return ps
        case .multiLineString(let ls), .polygon(let ls): return ls.flatMap { $0 }
        case .multiPolygon(let ps): return ps.flatMap { $0.flatMap { $0 } }
        }
    }

    public var vertexCount: Int {
        switch self {
        case .point: return 1
        case .multiPoint(let ps), .lineString(let ps): return ps.count
        case .multiLineString(let ls), .polygon(let ls): return ls.reduce(0) { $0 + $1.count }
        case .multiPolygon(let ps): return ps.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        }
    }

    public var hasZ: Bool { positions.first?.z != nil }

    /// The bounding box `[minX, minY, maxX, maxY]`.
    public var bbox: BoundingBox {
        var b = BoundingBox.empty
        for p in positions { b.extend(p) }
        return b
    }
}

/// An axis-aligned rectangle in map units.
public struct BoundingBox: Sendable, Hashable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public static let empty = BoundingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    public var isEmpty: Bool { minX > maxX || minY > maxY }

    public mutating func extend(_ p: Position) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    public func contains(_ other: BoundingBox) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public func intersects(_ other: BoundingBox) -> Bool {
        !(other.minX > maxX || other.maxX < minX || other.minY > maxY || other.maxY < minY)
    }

    /// Parses `minx,miny,maxx,maxy` as used by `bbox=` query parameters (or the 6-number 3-D
    /// form `minx,miny,minz,maxx,maxy,maxz` of OGC API – Features, whose heights are ignored).
    public init?(queryValue: String) {
        let numbers = queryValue.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.filter { $0 != " " }) }
        let parts: [Double?] = numbers.count == 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers
        guard parts.count == 4, let a = parts[0], let b = parts[1], let c = parts[2], let d = parts[3],
            [a, b, c, d].allSatisfy(\.isFinite), a <= c, b <= d
        else { return nil }
        self.init(minX: a, minY: b, maxX: c, maxY: d)
    }
}

