import GeoJournalCore
import Testing

@Suite("JSON Merge Patch (RFC 7396)")
struct MergePatchTests {
    @Test func membersAreReplacedRemovedAndMergedRecursively() throws {
        let target = try JSONValue.parse(#"{"a":"b","c":{"d":"e","f":"g"},"keep":[1,2]}"#)
        let patch = try JSONValue.parse(#"{"a":"z","c":{"f":null},"new":{"x":1}}"#)
        #expect(target.mergePatched(with: patch) == (try JSONValue.parse(#"{"a":"z","c":{"d":"e"},"keep":[1,2],"new":{"x":1}}"#)))
    }

    @Test func theExamplesOfTheRFCHold() throws {
        let cases: [(String, String, String)] = [
            (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
            (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
            (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
            (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
            (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
            (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
            (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
            (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
            (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
            (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
            (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
        ]
        for (target, patch, result) in cases {
            #expect(try JSONValue.parse(target).mergePatched(with: JSONValue.parse(patch)) == JSONValue.parse(result), "\(target) + \(patch)")
        }
    }

    // An OGC PATCH of a feature as the changes of one update (FeatureMergePatch).
    static let geometry = try! JSONValue.parse(#"{"type":"Point","coordinates":[1,2]}"#)
    static let properties = try! JSONValue.parse(#"{"STATUS":1,"NOTE":"old","OWNER":"city"}"#)
    static func changes(_ patch: String) throws -> Result<FeatureMergePatch, RequestProblems> {
        FeatureMergePatch.changes(try JSONValue.parse(patch), geometry: geometry, properties: properties, fields: ["STATUS", "NOTE", "OWNER"])
    }

    @Test func aFeaturePatchChangesOnlyWhatItNames() throws {
        let c = try Self.changes(#"{"properties":{"STATUS":2,"NOTE":null}}"#).get()
        #expect(c.attributes == ["STATUS": 2, "NOTE": .null])
        #expect(c.geometry == nil)
        let moved = try Self.changes(#"{"geometry":{"type":"Point","coordinates":[5,6]}}"#).get()
        #expect(moved.attributes.isEmpty)
        #expect(moved.geometry?.geoJSON == (try JSONValue.parse(#"{"type":"Point","coordinates":[5,6]}"#)))
        // "properties": null clears every field; {} changes nothing.
        #expect(try Self.changes(#"{"properties":null}"#).get().attributes == ["STATUS": .null, "NOTE": .null, "OWNER": .null])
        #expect(try Self.changes(#"{"type":"Feature","properties":{}}"#).get().isEmpty)
    }

    @Test func aFeaturePatchIsReadStrictly() throws {
        func paths(_ patch: String) throws -> [String] {
            guard case .failure(let p) = try Self.changes(patch) else { return [] }
            return p.violations.map(\.path)
        }
        #expect(try paths(#"{"id":"x"}"#) == ["id"])
        #expect(try paths(#"{"type":"FeatureCollection"}"#) == ["type"])
        #expect(try paths(#"{"properties":[1]}"#) == ["properties"])
        #expect(try paths(#"{"geometry":null}"#) == ["geometry"])
        #expect(try paths(#"[1]"#) == [""])
    }
}

