import CGEOS

extension GEOSGeometry {
    /// Area in square map units (0 for points and lines).
    ///
    /// ```swift
    /// try context.geometry(wkt: "POLYGON ((0 0, 4 0, 4 3, 0 0))").area   // 6
    /// ```
    public var area: Double {
        get throws(GEOSError) {
            var value = 0.0
            context.beginCall()
            guard GEOSArea_r(handle, pointer, &value) == 1 else { throw context.failure("area") }
            return value
        }
    }

    /// Length in map units: of a line, or of a polygon's boundary; 0 for points.
    public var length: Double {
        get throws(GEOSError) {
            var value = 0.0
            context.beginCall()
            guard GEOSLength_r(handle, pointer, &value) == 1 else { throw context.failure("length") }
            return value
        }
    }

    /// The bounding rectangle, or `nil` for an empty geometry.
    public var envelope: GEOSEnvelope? {
        get throws(GEOSError) {
            if try isEmpty { return nil }
            var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
            context.beginCall()
            guard GEOSGeom_getExtent_r(handle, pointer, &minX, &minY, &maxX, &maxY) == 1 else {
                throw context.failure("envelope")
            }
            return GEOSEnvelope(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }

    /// The smallest Euclidean distance between this geometry and `other` (0 when they intersect).
    ///
    /// ```swift
    /// try line.distance(to: point)
    /// ```
    public func distance(to other: GEOSGeometry) throws(GEOSError) -> Double {
        try requireSameContext(other, "distance")
        var value = 0.0
        context.beginCall()
        guard GEOSDistance_r(handle, pointer, other.pointer, &value) == 1 else { throw context.failure("distance") }
        return value
    }

    /// The closest pair of points: `onFirst` on this geometry, `onSecond` on `other`
    /// (`GEOSNearestPoints_r`). Throws when either geometry is empty.
    ///
    /// ```swift
    /// let snap = try line.nearestPoints(to: clicked).onFirst
    /// ```
    public func nearestPoints(to other: GEOSGeometry) throws(GEOSError) -> GEOSNearestPoints {
        try requireSameContext(other, "nearestPoints")
        context.beginCall()
        guard let sequence = GEOSNearestPoints_r(handle, pointer, other.pointer) else {
            if (try? isEmpty) == true || (try? other.isEmpty) == true {
                throw GEOSError(operation: "nearestPoints", message: "an empty geometry has no nearest point")
            }
            throw context.failure("nearestPoints")
        }
        defer { GEOSCoordSeq_destroy_r(handle, sequence) }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        guard GEOSCoordSeq_getXY_r(handle, sequence, 0, &x0, &y0) == 1,
            GEOSCoordSeq_getXY_r(handle, sequence, 1, &x1, &y1) == 1
        else { throw context.failure("nearestPoints") }
        return GEOSNearestPoints(onFirst: GEOSCoordinate(x: x0, y: y0), onSecond: GEOSCoordinate(x: x1, y: y1))
    }
}

extension GEOSGeometry {
    /// Whether the two geometries share at least one point (boundaries included), exactly as
    /// PostGIS's `ST_Intersects` decides it.
    ///
    /// ```swift
    /// try point.intersects(box)   // true for a point on the box's edge
    /// ```
    public func intersects(_ other: GEOSGeometry) throws(GEOSError) -> Bool {
        try requireSameContext(other, "intersects")
        context.beginCall()
        switch GEOSIntersects_r(handle, pointer, other.pointer) {
        case 1: return true
        case 0: return false
        default: throw context.failure("intersects")
        }
    }
}
