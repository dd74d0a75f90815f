

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
