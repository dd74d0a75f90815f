import GeoJournalCore

/// libFuzzer entry: a vertex-level geometry edit (docs/api.md: `POST .../geometry-edits`) applied to a
/// geometry. The input is either an edit alone (applied to each sample geometry) or
/// `{"base": <GeoJSON geometry>, "edit": <edit>}`. Every edit ends in a geometry that passes the
/// validator or in violations; an edit written back as JSON reads back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometryEdit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let json = FuzzFixtures.json(data, size) else { return 0 }
    var bases = FuzzFixtures.baseGeometries
    var editJSON = json
    if let o = json.objectValue, let base = o["base"], let edit = o["edit"] {
        guard case .success(let g) = Geometry.parse(base), g.vertexCount <= 10_000 else { return 0 }
        bases = [(g, g.type)]
        editJSON = edit
    }
    switch GeometryEdit.parse(editJSON) {
    case .success(let edit):
        FuzzFixtures.expect(GeometryEdit.parse(edit.json) == .success(edit), "edit round trip changed \(edit.json.jsonString())")
        for (base, type) in bases {
            switch edit.apply(to: base, expected: type, srid: 3857, maxVertices: 10_000) {
            case .success(let result):
                let violations = GeometryValidator.check(result, expected: type, srid: 3857, maxVertices: 10_000)
                FuzzFixtures.expect(violations.isEmpty, "\(edit.kind) gave a geometry the validator refuses: \(violations)")
            case .failure(let problems):
                FuzzFixtures.expect(!problems.violations.isEmpty, "a refused edit lists no violation")
            }
        }
    case .failure(let problems):
        FuzzFixtures.expect(!problems.violations.isEmpty, "a refused edit lists no violation")
    }
    return 0
}
