/// The pair of closest points between two geometries (`GEOSNearestPoints_r`):
/// one on each geometry, in the order of the call.
///
/// ```swift
/// let n = try line.nearestPoints(to: point)
/// n.onFirst      // the point on `line` closest to `point`
/// n.distance     // the distance between them
/// ```
public struct GEOSNearestPoints: Sendable, Hashable {
    /// The point on the receiver of `nearestPoints(to:)`.
    public var onFirst: GEOSCoordinate
    /// The point on the argument of `nearestPoints(to:)`.
    public var onSecond: GEOSCoordinate

    public init(onFirst: GEOSCoordinate, onSecond: GEOSCoordinate) {
        self.onFirst = onFirst
        self.onSecond = onSecond
    }

    /// The Euclidean distance between the two points.
    public var distance: Double {
        let dx = onFirst.x - onSecond.x
        let dy = onFirst.y - onSecond.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
