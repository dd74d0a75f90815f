/// The OGC validity of a geometry as GEOS judges it (`GEOSisValidDetail_r`): when invalid,
/// GEOS's reason (`"Self-intersection"`, `"Hole lies outside shell"`, …) and where it found it.
///
/// ```swift
/// let v = try context.geometry(wkt: "POLYGON((0 0,10 10,10 0,0 10,0 0))").validity()
/// v.isValid     // false
/// v.reason      // "Self-intersection"
/// v.location    // GEOSCoordinate(x: 5, y: 5)
/// ```
public struct GEOSValidity: Sendable, Hashable {
    public var isValid: Bool
    public var reason: String?
    public var location: GEOSCoordinate?

    public init(isValid: Bool, reason: String? = nil, location: GEOSCoordinate? = nil) {
        self.isValid = isValid
        self.reason = reason
        self.location = location
    }

    public static let valid = GEOSValidity(isValid: true)
}
