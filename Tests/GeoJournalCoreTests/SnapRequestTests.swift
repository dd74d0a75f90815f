import Foundation
import GeoJournalCore
import Testing

@Suite("Snap requests and results as JSON")
struct SnapRequestTests {
    @Test func theAPIBodyIsRead() throws {
        let body = try JSONValue.parse(#"{"point":[10.5,-3],"tolerance":5.0,"sources":[{"layer":"GasLine","enabled":true},{"layer":"GasDevice","enabled":false},{"layer":"Valve"}],"editing":{"layer":"GasLine","assetGroup":3,"assetType":12}}"#)
        let request = try SnapRequest.parse(body).get()
        #expect(request.point == Position(10.5, -3))
        #expect(request.tolerance == 5)
        #expect(request.sources == [SnapSource(layer: "GasLine"), SnapSource(layer: "GasDevice", enabled: false), SnapSource(layer: "Valve")])
        #expect(request.editing == SnapEditingContext(layer: "GasLine", assetGroup: 3, assetType: 12))
        #expect(try SnapRequest.parse(request.json).get() == request)
    }

    @Test func everyStructuralProblemIsNamed() throws {
        let body = try JSONValue.parse(#"{"point":[1],"tolerance":-1,"sources":[{"enabled":"yes"},3],"editing":{"assetGroup":"x"},"extra":true}"#)
        guard case .failure(let problems) = SnapRequest.parse(body) else {
            Issue.record("expected problems")
            return
        }
        let paths = Set(problems.violations.map(\.path))
        #expect(paths == ["point", "tolerance", "sources[0].layer", "sources[1]", "editing.layer", "editing.assetGroup", "extra"])
        #expect(problems.refusal == .invalid)
        guard case .failure(let missing) = SnapRequest.parse(["point": [0, 0], "tolerance": 1]) else {
            Issue.record("expected problems")
            return
        }
        #expect(missing.violations.map(\.code) == ["member.required"])
        #expect((try? SnapRequest.parse(["point": [0, .double(.infinity)], "tolerance": 1, "sources": []]).get()) == nil)
    }

    @Test func aResultIsWrittenAsTheAPIDescribesAndReadBack() throws {
        let id = UUID()
        let result = SnapResult(kind: .edge, point: Position(4, 0), layer: "GasLine", featureId: id, distance: 1.5,
                                sources: [SnapSourceReport(layer: "GasLine", ruleBehavior: .rulesLimitSnapping)])
        let json = result.json
        #expect(json["snapped"] == true)
        #expect(json["kind"] == "edge")
        #expect(json["point"] == [4.0, 0.0])
        #expect(json["featureId"] == .string(id.lowercased))
        #expect(json["distance"] == 1.5)
        #expect(json["sources"] == [["layer": "GasLine", "ruleBehavior": "rulesLimitSnapping"]])
        #expect(SnapResult(json: try JSONValue.parse(json.jsonString())) == result)
    }

    @Test func theDirectlyWrittenBodyEqualsTheValue() throws {
        let results = [
            SnapResult(kind: .vertex, point: Position(-9_829_876.125, 5_110_000.5), layer: "Gas \"Line\"", featureId: UUID(), distance: 0.1,
                       sources: [SnapSourceReport(layer: "Gas \"Line\""), SnapSourceReport(layer: "Other", ruleBehavior: .rulesPreventSnapping)]),
            SnapResult(kind: .edge, point: Position(4, 0), layer: "GasLine", featureId: UUID(), distance: 1e-9,
                       sources: [SnapSourceReport(layer: "GasLine", ruleBehavior: .rulesLimitSnapping)]),
            .none(Position(1.25, -3), sources: []),
        ]
        for result in results {
            #expect(try JSONValue.parse(result.jsonBytes) == result.json)
            #expect(SnapResult(json: try JSONValue.parse(result.jsonBytes)) == result)
        }
    }
}
