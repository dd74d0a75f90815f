// TEMPORARY stand-in until the GEOS-backed validator lands (deleted before that merge).
public enum GeometryValidator {
    public static func check(_ g: Geometry, expected: GeometryType, srid: Int32, maxVertices: Int = 100_000) -> [Violation] {
        g.type == expected ? [] : [Violation(path: "type", code: "geometry.typeMismatch", message: "expected \(expected.rawValue)")]
    }
}
