import CGEOS

extension GEOSGeometry {
    /// The OGC validity of this geometry with GEOS's reason and location when invalid
    /// (`GEOSisValidDetail_r`). By default a ring that touches itself to enclose a hole
    /// (the "inverted" ring ESRI allows) is invalid, as OGC says.
    ///
    /// ```swift
    /// let v = try polygon.validity()
    /// if !v.isValid { print(v.reason ?? "", v.location.map(String.init(describing:)) ?? "") }
    /// ```
    public func validity(allowSelfTouchingRingFormingHole: Bool = false) throws(GEOSError) -> GEOSValidity {
        var reason: UnsafeMutablePointer<CChar>?
        var location: OpaquePointer?
        let flags = allowSelfTouchingRingFormingHole ? Int32(GEOSVALID_ALLOW_SELFTOUCHING_RING_FORMING_HOLE.rawValue) : 0
        context.beginCall()
        let result = GEOSisValidDetail_r(handle, pointer, flags, &reason, &location)
        let reasonText = reason.map { context.takeString($0) }
        defer { if let location { GEOSGeom_destroy_r(handle, location) } }
        switch result {
        case 1:
            return .valid
        case 0:
            let at = location.flatMap { try? context.coordinate(ofPoint: $0, "validity location") }
            return GEOSValidity(isValid: false, reason: reasonText, location: at)
        default:
            throw context.failure("validity")
        }
    }

    /// Whether the geometry is valid in the OGC sense (`GEOSisValid_r`).
    public var isValid: Bool {
        get throws(GEOSError) {
            context.beginCall()
            switch GEOSisValid_r(handle, pointer) {
            case 0: return false
            case 1: return true
            default: throw context.failure("isValid")
            }
        }
    }

    /// Whether the geometry is simple: a line that does not cross or touch itself except at its
    /// ends, points without repeats (`GEOSisSimple_r`).
    public var isSimple: Bool {
        get throws(GEOSError) {
            context.beginCall()
            switch GEOSisSimple_r(handle, pointer) {
            case 0: return false
            case 1: return true
            default: throw context.failure("isSimple")
            }
        }
    }
}
