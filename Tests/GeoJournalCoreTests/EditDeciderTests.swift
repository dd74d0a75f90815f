import Foundation
import GeoJournalCore
import Testing

@Suite("Deciding the events of an operation")
struct EditDeciderTests {
    static let layer = LayerStub.points

    @Test func theRequestParserNamesEveryStructuralProblem() throws {
        let body = try JSONValue.parse(#"{"edits":[{"layer":"P","adds":[{"attributes":5,"geometry":{"type":"Point","coordinates":[0]}}],"updates":[{"id":"nope"}],"deletes":[{}]}],"extra":1}"#)
        guard case .failure(let problems) = EditRequest.parse(body) else {
            Issue.record("expected problems")
            return
        }
        let paths = Set(problems.violations.map(\.path))
        #expect(paths.contains("extra"))
        #expect(paths.contains("edits[0].adds[0].attributes"))
        #expect(paths.contains("edits[0].adds[0].geometry.coordinates"))
        #expect(paths.contains("edits[0].updates[0].id"))
        #expect(paths.contains("edits[0].deletes[0].id"))
    }

    @Test func aFeatureNamedTwiceInOneOperationIsRefused() throws {
        let id = UUID().lowercased
        let body = try JSONValue.parse(#"{"edits":[{"layer":"P","updates":[{"id":"\#(id)","attributes":{"N":1}}],"deletes":[{"id":"\#(id)"}]}]}"#)
        guard case .failure(let problems) = EditRequest.parse(body) else {
            Issue.record("expected problems")
            return
        }
        #expect(problems.violations.contains { $0.code == "feature.duplicate" })
    }

    @Test func limitsAreEnforcedWith413() throws {
        var adds: [String] = []
        for i in 0..<11 { adds.append(#"{"attributes":{},"geometry":{"type":"Point","coordinates":[\#(i),0]}}"#) }
        let body = try JSONValue.parse(#"{"edits":[{"layer":"P","adds":[\#(adds.joined(separator: ","))]}]}"#)
        guard case .failure(let problems) = EditRequest.parse(body, limits: EditLimits(maxFeaturesPerOperation: 10)) else {
            Issue.record("expected a limit")
            return
        }
        #expect(problems.refusal == .overLimit)
    }

    @Test func replayFoldsCreatedUpdatedDeleted() throws {
        let id = UUID()
        var s = StreamState.none
        s = try s.applying(type: .featureCreated, featureId: id, version: 1, layer: "P",
                           data: ["attributes": ["N": 1, "M": "a"], "geometry": ["type": "Point", "coordinates": [0, 0]]])
        s = try s.applying(type: .featureUpdated, featureId: id, version: 2, layer: "P",
                           data: ["changes": ["N": ["old": 1, "new": 2]], "geometry": ["type": "Point", "coordinates": [5, 5]]])
        #expect(s.live?.attributes == ["N": 2, "M": "a"])
        #expect(s.live?.geometry == .point(Position(5, 5)))
        #expect(s.live?.version == 2)
        s = try s.applying(type: .featureDeleted, featureId: id, version: 3, layer: "P", data: [:])
        #expect(s.lastVersion == 3)
        #expect(s.live == nil)
        #expect(throws: ReplayError.self) {
            try s.applying(type: .featureUpdated, featureId: id, version: 4, layer: "P", data: ["changes": [:]])
        }
    }
}

/// Layer definitions for core tests, parsed from the API's JSON.
enum LayerStub {
    static var points: LayerDefinition {
        let json = try! JSONValue.parse(#"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}"#)
        return try! LayerDefinition.parse(json, name: "P").get()
    }
}
