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
}
