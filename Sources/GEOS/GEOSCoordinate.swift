/// A plain x/y coordinate returned by GEOS operations (nearest points, interpolation,
/// validity locations).
///
/// ```swift
/// let p = try line.interpolate(5)   // GEOSCoordinate(x: 5, y: 0)
/// print(p.x, p.y)
/// ```
public struct GEOSCoordinate: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x) \(y))" }
}
