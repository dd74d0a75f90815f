import CGEOS

extension GEOSGeometry {
    /// ISO well-known binary, little endian, with z when the geometry has it: the same bytes
    /// `Geometry.wkb` produces in GeoJournalCore.
    ///
    /// ```swift
    /// let bytes = try context.geometry(wkt: "POINT (1 2)").wkb
    /// ```
    public var wkb: [UInt8] {
        get throws(GEOSError) {
            let writer = try context.makeWKBWriter()
            var size = 0
            context.beginCall()
            guard let bytes = GEOSWKBWriter_write_r(handle, writer, pointer, &size) else {
                throw context.failure("write WKB")
            }
            defer { GEOSFree_r(handle, bytes) }
            return Array(UnsafeBufferPointer(start: bytes, count: size))
        }
    }

    /// Well-known text with trimmed numbers (`POLYGON ((0 0, 10 0, 10 10, 0 0))`), for messages
    /// and tests.
    ///
    /// ```swift
    /// print(try geometry.wkt)
    /// ```
    public var wkt: String {
        get throws(GEOSError) {
            let writer = try context.makeWKTWriter()
            context.beginCall()
            guard let text = GEOSWKTWriter_write_r(handle, writer, pointer) else {
                throw context.failure("write WKT")
            }
            return context.takeString(text)
        }
    }
}
