import CGEOS

extension GEOSGeometry {
    /// The area within `distance` of this geometry (`GEOSBuffer_r`), with round joins and caps;
    /// `quadrantSegments` sets how many segments approximate a quarter circle. A negative
    /// distance shrinks polygons.
    ///
    /// ```swift
    /// let corridor = try line.buffer(2.5)
    /// let tolerance = try point.buffer(0.5, quadrantSegments: 4)
    /// ```
    public func buffer(_ distance: Double, quadrantSegments: Int32 = 8) throws(GEOSError) -> GEOSGeometry {
        context.beginCall()
        return try adopt(GEOSBuffer_r(handle, pointer, distance, quadrantSegments), "buffer")
    }
}
