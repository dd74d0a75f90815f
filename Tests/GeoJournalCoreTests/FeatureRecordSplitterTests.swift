import GeoJournalCore
import Testing

@Suite("Splitting import input into feature records")
struct FeatureRecordSplitterTests {
    static func split(_ text: String, _ format: FeatureRecordSplitter.Format, chunk: Int) throws -> [(Int, String)] {
        var splitter = FeatureRecordSplitter(format: format)
        let bytes = Array(text.utf8)
        var records: [FeatureRecord] = []
        var i = 0
        while i < bytes.count {
            records += splitter.feed(bytes[i..<min(i + chunk, bytes.count)])
            i += chunk
        }
        records += try splitter.finish()
        return records.map { ($0.line, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    @Test(arguments: [1, 3, 7, 1000])
    func sequencesSplitByLineWhateverTheChunks(chunk: Int) throws {
        let text = "\u{1E}{\"type\":\"Feature\",\"n\":1}\n\n  {\"type\":\"Feature\",\"n\":2}\r\n{\"n\":3}"
        let records = try Self.split(text, .geojsonseq, chunk: chunk)
        #expect(records.map(\.0) == [1, 3, 4])
        #expect(records.map(\.1) == ["{\"type\":\"Feature\",\"n\":1}", "{\"type\":\"Feature\",\"n\":2}", "{\"n\":3}"])
    }

    @Test(arguments: [1, 5, 64, 10_000])
    func collectionsYieldTheirFeaturesWithTheLineEachStartsOn(chunk: Int) throws {
        let text = """
            {"type": "FeatureCollection", "name": "features [not this]",
             "features": [
              {"type": "Feature", "properties": {"s": "a } ] \\" {"}, "geometry": null},
              {"type": "Feature",
               "properties": {"features": [1, 2]}, "geometry": {"type": "Point", "coordinates": [1, 2]}}
             ],
             "bbox": [0, 0, 1, 1]}
            """
        let records = try Self.split(text, .geojson, chunk: chunk)
        #expect(records.map(\.0) == [3, 4])
        #expect(records[0].1 == #"{"type": "Feature", "properties": {"s": "a } ] \" {"}, "geometry": null}"#)
        #expect(records[1].1.hasSuffix(#""coordinates": [1, 2]}}"#))
    }

    @Test func anUnfinishedOrFeaturelessDocumentIsAnError() {
        var cut = FeatureRecordSplitter(format: .geojson)
        _ = cut.feed(Array(#"{"type":"FeatureCollection","features":[{"type":"Feature""#.utf8))
        #expect(throws: FeatureRecordSplitter.Malformed.self) { try cut.finish() }
        var none = FeatureRecordSplitter(format: .geojson)
        _ = none.feed(Array(#"{"type":"Feature","geometry":null}"#.utf8))
        #expect(throws: FeatureRecordSplitter.Malformed.self) { try none.finish() }
    }

    @Test func theFormatIsDetectedFromTheFirstLine() {
        #expect(FeatureRecordSplitter.detect(Array("{\"type\":\"Feature\",\"geometry\":null}\n{".utf8)) == .geojsonseq)
        #expect(FeatureRecordSplitter.detect(Array("\u{1E}{".utf8)) == .geojsonseq)
        #expect(FeatureRecordSplitter.detect(Array("{\n \"type\": \"FeatureCollection\",".utf8)) == .geojson)
    }

    @Test func aRecordParsesIntoAnAddOrReportsWhyNot() {
        let good = FeatureRecord(line: 1, bytes: ArraySlice(Array(#"{"type":"Feature","id":"6c3e1a52-5d4e-4c1b-9a57-1f1f1f1f1f1f","properties":{"N":1},"geometry":{"type":"Point","coordinates":[1,2]}}"#.utf8)))
        guard case .success(let add) = good.parse() else { Issue.record("expected an add"); return }
        #expect(add.id?.lowercased == "6c3e1a52-5d4e-4c1b-9a57-1f1f1f1f1f1f")
        #expect(add.attributes["N"] == 1)
        for (text, path) in [(#"{"type":"Feature","properties":{}}"#, "geometry"), (#"{"type":"Point"}"#, "type"), ("{oops", "")] {
            guard case .failure(let p) = FeatureRecord(line: 1, bytes: ArraySlice(Array(text.utf8))).parse() else { Issue.record("\(text) parsed"); continue }
            #expect(p.violations.first?.path == path, "\(text)")
        }
    }
}
