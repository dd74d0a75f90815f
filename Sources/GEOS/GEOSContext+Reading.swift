import CGEOS

extension GEOSContext {
    /// Reads a geometry from well-known binary (ISO or extended WKB, either byte order).
    ///
    /// ```swift
    /// let g = try context.geometry(wkb: feature.geometry.wkb)
    /// ```
    public func geometry(wkb: [UInt8]) throws(GEOSError) -> GEOSGeometry {
        guard !wkb.isEmpty else { throw GEOSError(operation: "read WKB", message: "no bytes to read") }
        let reader = try makeWKBReader()
        beginCall()
        let pointer = wkb.withUnsafeBufferPointer { bytes in
            GEOSWKBReader_read_r(handle, reader, bytes.baseAddress, bytes.count)
        }
        guard let pointer else { throw failure("read WKB") }
        return GEOSGeometry(context: self, pointer: pointer)
    }

    /// Reads a geometry from well-known text, as tests and diagnostics write it.
    ///
    /// ```swift
    /// let g = try context.geometry(wkt: "LINESTRING (0 0, 10 0)")
    /// ```
    public func geometry(wkt: String) throws(GEOSError) -> GEOSGeometry {
        let reader = try makeWKTReader()
        beginCall()
        guard let pointer = GEOSWKTReader_read_r(handle, reader, wkt) else { throw failure("read WKT") }
        return GEOSGeometry(context: self, pointer: pointer)
    }
}
