import CGEOS

extension GEOSGeometry {
    /// The distance along this line (or multi-line) to the point on it closest to `point`
    /// (`GEOSProject_r`): the measure a field app shows as "station" or chainage.
    ///
    /// ```swift
    /// let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0, 10 10)")
    /// try line.project(context.geometry(wkt: "POINT (12 4)"))   // 14
    /// ```
    public func project(_ point: GEOSGeometry) throws(GEOSError) -> Double {
        try requireSameContext(point, "project")
        try requireLineal("project")
        guard try point.typeName == "Point" else {
            throw GEOSError(operation: "project", message: "the projected geometry must be a Point, got \(try point.typeName)")
        }
        context.beginCall()
        let measure = GEOSProject_r(handle, pointer, point.pointer)
        // GEOS returns -1 on failure; a projected distance is never negative.
        guard measure >= 0 else { throw context.failure("project") }
        return measure
    }

    /// The point at `distance` along this line (`GEOSInterpolate_r`). Distances past the end
    /// give the end point; negative distances count back from the end.
    ///
    /// ```swift
    /// try line.interpolate(14)   // GEOSCoordinate(x: 10, y: 4)
    /// ```
    public func interpolate(_ distance: Double) throws(GEOSError) -> GEOSCoordinate {
        try requireLineal("interpolate")
        context.beginCall()
        let point = try adopt(GEOSInterpolate_r(handle, pointer, distance), "interpolate")
        return try context.coordinate(ofPoint: point.pointer, "interpolate")
    }

    private func requireLineal(_ operation: String) throws(GEOSError) {
        let type = try typeName
        guard ["LineString", "LinearRing", "MultiLineString"].contains(type) else {
            throw GEOSError(operation: operation, message: "linear referencing needs a LineString or MultiLineString, got \(type)")
        }
    }
}
