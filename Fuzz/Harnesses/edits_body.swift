import GeoJournalCore

/// libFuzzer entry: an `applyEdits` body (docs/api.md: `POST .../edits`) read the way the edits route
/// reads it — JSON, then the request structure, then schema and GEOS geometry checks against the
/// sample layers. Any input must end in a request or in violations, never in a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditsBody(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let json = FuzzFixtures.json(data, size) else { return 0 }
    // The JSON writer must give back what the reader read.
    let again = try? JSONValue.parse(json.jsonBytes())
    FuzzFixtures.expect(again == json, "JSON round trip changed \(json.jsonString())")
    switch EditRequest.parse(json, limits: EditLimits(maxFeaturesPerOperation: 1_000, maxVerticesPerGeometry: 10_000)) {
    case .success(let request):
        FuzzFixtures.expect(request.featureCount > 0, "an accepted request touches no feature")
        switch EditPreparation.prepare(request, layers: FuzzFixtures.layers) {
        case .success: break
        case .failure(.invalid(let violations)):
            FuzzFixtures.expect(!violations.isEmpty, "a refused request lists no violation")
        case .failure(.conflict):
            FuzzFixtures.expect(false, "a version conflict from checks that need no journal state")
        }
    case .failure(let problems):
        FuzzFixtures.expect(!problems.violations.isEmpty, "a refused request lists no violation")
    }
    return 0
}
