/// The axis-aligned bounding rectangle of a GEOS geometry.
///
/// ```swift
/// if let e = try polygon.envelope {
///     print(e.minX, e.minY, e.maxX, e.maxY)
/// }
/// ```
public struct GEOSEnvelope: Sendable, Hashable {
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

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
}
