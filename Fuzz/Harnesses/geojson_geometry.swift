import GeoJournalCore

/// libFuzzer entry: a GeoJSON geometry read, validated with GEOS against every geometry type,
/// and written back as GeoJSON and EWKB. Whatever parses must read back equal from its own GeoJSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONGeometry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let json = FuzzFixtures.json(data, size) else { return 0 }
    switch Geometry.parse(json) {
    case .success(let geometry):
        guard geometry.vertexCount <= 10_000 else { return 0 }
        _ = GeometryValidator.check(geometry, expected: geometry.type, srid: 3857, maxVertices: 10_000)
        for other in GeometryType.allCases where other != geometry.type {
            FuzzFixtures.expect(!GeometryValidator.check(geometry, expected: other, srid: 3857).isEmpty,
                                "a \(geometry.type.rawValue) passed as \(other.rawValue)")
        }
        let written = geometry.geoJSON
        FuzzFixtures.expect(Geometry.parse(written) == .success(geometry), "GeoJSON round trip changed \(written.jsonString())")
        _ = geometry.ewkb(srid: 4326)
        _ = geometry.bbox
    case .failure(let problems):
        FuzzFixtures.expect(!problems.violations.isEmpty, "a refused geometry lists no violation")
    }
    return 0
}
