import CGEOS

/// A geometry owned by GEOS, destroyed when the last reference goes away. It belongs to the
/// ``GEOSContext`` that read or made it and, like the context, stays in one task.
///
/// ```swift
/// let context = try GEOSContext()
/// let line = try context.geometry(wkt: "LINESTRING (0 0, 10 0)")
/// let length = try line.length                              // 10
/// let d = try line.distance(to: context.geometry(wkt: "POINT (5 3)"))   // 3
/// ```
public final class GEOSGeometry {
    /// The context this geometry belongs to; kept alive as long as the geometry.
    public let context: GEOSContext
    let pointer: OpaquePointer

    init(context: GEOSContext, pointer: OpaquePointer) {
        self.context = context
        self.pointer = pointer
    }

    deinit { GEOSGeom_destroy_r(context.handle, pointer) }

    var handle: GEOSContextHandle_t { context.handle }

    /// A geometry made by a GEOS call on this one, or the error GEOS reported.
    func adopt(_ pointer: OpaquePointer?, _ operation: String) throws(GEOSError) -> GEOSGeometry {
        guard let pointer else { throw context.failure(operation) }
        return GEOSGeometry(context: context, pointer: pointer)
    }

    /// Two geometries take part in one call only when they share a context (a misuse is an error, not a crash).
    func requireSameContext(_ other: GEOSGeometry, _ operation: String) throws(GEOSError) {
        guard other.context === context else {
            throw GEOSError(operation: operation, message: "both geometries must belong to the same GEOSContext")
        }
    }

    /// The GEOS type name: `Point`, `LineString`, `Polygon`, `MultiPolygon`, …
    public var typeName: String {
        get throws(GEOSError) {
            context.beginCall()
            guard let name = GEOSGeomType_r(handle, pointer) else { throw context.failure("type") }
            return context.takeString(name)
        }
    }

    /// Whether the geometry has no points at all (`POINT EMPTY`, `POLYGON EMPTY`).
    public var isEmpty: Bool {
        get throws(GEOSError) {
            context.beginCall()
            switch GEOSisEmpty_r(handle, pointer) {
            case 0: return false
            case 1: return true
            default: throw context.failure("isEmpty")
            }
        }
    }
}

@available(*, unavailable, message: "a GEOS geometry belongs to its context's task; pass WKB or values between tasks")
extension GEOSGeometry: Sendable {}
