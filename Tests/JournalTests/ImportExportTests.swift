import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import PostgresNIO
import Synchronization
import Testing

@Suite("Import and export of layers")
struct ImportExportTests {
    /// Feeds `text` to the importer in small chunks (so records cross chunk boundaries).
    static func importText(_ world: TestWorld, _ text: String, format: FeatureRecordSplitter.Format, layer: String = "Points",
                           batchSize: Int = 4, onError: LayerImporter.ErrorPolicy, sourceSRID: Int32? = nil) async throws -> (LayerImporter.Summary, [LayerImporter.Problem]) {
        let chunks = Locked(Array(text.utf8).chunked(37))
        let problems = Locked<[LayerImporter.Problem]>([])
        let importer = LayerImporter(journal: world.journal, options: .init(workspace: world.workspace, layer: layer, actor: "loader", source: "test.geojsonl",
                                                                          batchSize: batchSize, onError: onError, sourceSRID: sourceSRID))
        let summary = try await importer.run(format: format, read: { chunks.value.withLock { $0.isEmpty ? nil : $0.popChunk() } },
                                             progress: { _ in }, problem: { p in problems.value.withLock { $0.append(p) } })
        return (summary, problems.value.withLock { $0 }.sorted { $0.line < $1.line })
    }

    static func point(_ n: Int, name: String? = nil) -> String {
        #"{"type":"Feature","properties":{"N":\#(n)\#(name.map { #","NAME":"\#($0)""# } ?? "")},"geometry":{"type":"Point","coordinates":[\#(n),\#(n * 2)]}}"#
    }

    static func operations(_ world: TestWorld) async throws -> [(kind: String, actor: String, count: Int64)] {
        let rows = try await world.env.owner.query("""
            SELECT kind, actor, last_position - first_position + 1 FROM operations WHERE workspace_id = \(world.workspace) ORDER BY first_position
            """)
        var list: [(kind: String, actor: String, count: Int64)] = []
        for try await row in rows.decode((String, String, Int64).self) { list.append(row) }
        return list
    }

    @Test func aSequenceIsWrittenAsImportOperationsAndBadRecordsAreSkippedByLine() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        var lines: [String] = []
        for n in 1...10 { lines.append(Self.point(n)) }
        lines[2] = #"{"type":"Feature","properties":{"NAME":"no N"},"geometry":{"type":"Point","coordinates":[1,1]}}"#   // line 3: N is required
        lines[5] = "{not json"                                                                                            // line 6
        lines[7] = Self.point(8, name: String(repeating: "x", count: 30))                                               // line 8: too long
        let (summary, problems) = try await Self.importText(world, lines.joined(separator: "\n") + "\n", format: .geojsonseq, onError: .skip)
        #expect(summary.progress.imported == 7)
        #expect(summary.progress.skipped == 3)
        #expect(summary.stoppedAtLine == nil)
        #expect(problems.map(\.line) == [3, 6, 8])
        #expect(problems[0].violations.contains { $0.path == "properties.N" }, "\(problems[0].violations)")
        #expect(problems[2].violations.contains { $0.path == "properties.NAME" }, "\(problems[2].violations)")
        let ops = try await Self.operations(world)
        #expect(ops.dropFirst().allSatisfy { $0.kind == "import" && $0.actor == "loader" })
        #expect(ops.dropFirst().reduce(0) { $0 + $1.count } == 7)
        let page = try await world.journal.reads.features(workspace: world.workspace, layer: "Points", moment: .head, bbox: nil, limit: 100, cursor: nil)
        #expect(Set(page.features.compactMap { try? JSONValue.parse($0)["properties"]["N"].intValue }) == [1, 2, 4, 5, 7, 9, 10])
    }

    @Test func stopKeepsWhatCameBeforeTheFirstBadRecord() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        var lines = (1...9).map { Self.point($0) }
        lines[5] = #"{"type":"Feature","properties":{"N":"six"},"geometry":{"type":"Point","coordinates":[1,1]}}"#
        let (summary, problems) = try await Self.importText(world, lines.joined(separator: "\n"), format: .geojsonseq, onError: .stop)
        #expect(summary.stoppedAtLine == 6)
        #expect(summary.progress.imported == 5)
        #expect(problems.map(\.line) == [6])
        #expect(try await Self.operations(world).dropFirst().reduce(0) { $0 + $1.count } == 5)
    }

    /// A record the workspace writer refuses (its id is taken), while the batches after it are
    /// already handed in: under `stop` none of them lands; under `skip` all of them do.
    @Test(arguments: [LayerImporter.ErrorPolicy.stop, .skip])
    func aRecordTheWriterRefusesStopsTheBatchesHandedInAfterIt(policy: LayerImporter.ErrorPolicy) async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let taken = UUID.timeOrdered()
        func withId(_ line: String, _ id: UUID) -> String { line.replacingOccurrences(of: #"{"type":"Feature","#, with: #"{"type":"Feature","id":"\#(id.lowercased)","#) }
        let (first, _) = try await Self.importText(world, withId(Self.point(100), taken), format: .geojsonseq, onError: .stop)
        #expect(first.progress.imported == 1)

        var lines = (1...20).map { Self.point($0) }
        lines[5] = withId(Self.point(6), taken)   // line 6, in the second batch of four
        let (summary, problems) = try await Self.importText(world, lines.joined(separator: "\n"), format: .geojsonseq, onError: policy)
        #expect(problems.map(\.line) == [6])
        #expect(problems.first?.violations.first?.code == "feature.conflict")
        let rows = try await world.env.owner.query("""
            SELECT (attributes->>'N')::int FROM features WHERE workspace_id = \(world.workspace) AND layer = 'Points' ORDER BY 1
            """)
        var stored: [Int] = []
        for try await n in rows.decode(Int.self) { stored.append(n) }
        switch policy {
        case .stop:
            #expect(summary.stoppedAtLine == 6)
            #expect(summary.progress.imported == 5)
            #expect(stored == [1, 2, 3, 4, 5, 100])
        case .skip:
            #expect(summary.stoppedAtLine == nil)
            #expect(summary.progress.imported == 19)
            #expect(stored == (1...20).filter { $0 != 6 } + [100])
        }
    }

    @Test func coordinatesInAnotherSpatialReferenceAreTransformedAndThoseWithoutAnImageRefused() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)   // EPSG:3857
        let lines = [
            #"{"type":"Feature","properties":{"N":1},"geometry":{"type":"Point","coordinates":[7,50]}}"#,
            #"{"type":"Feature","properties":{"N":2},"geometry":{"type":"Point","coordinates":[7,90]}}"#,   // the pole: no Web Mercator image
            #"{"type":"Feature","properties":{"N":3},"geometry":{"type":"Point","coordinates":[-122.4,37.8]}}"#,
        ]
        let (summary, problems) = try await Self.importText(world, lines.joined(separator: "\n"), format: .geojsonseq, onError: .skip, sourceSRID: 4326)
        #expect(summary.progress.imported == 2)
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.violations.first?.path.hasPrefix("geometry") == true, "\(problems)")
        let page = try await world.journal.reads.features(workspace: world.workspace, layer: "Points", moment: .head, bbox: nil, limit: 10, cursor: nil)
        let byN = Dictionary(uniqueKeysWithValues: page.features.compactMap { text -> (Int64, [Double])? in
            guard let json = try? JSONValue.parse(text), let n = json["properties"]["N"].intValue else { return nil }
            return (n, json["geometry"]["coordinates"].arrayValue?.compactMap(\.doubleValue) ?? [])
        })
        // Web Mercator eastings: the earth's radius times the longitude in radians.
        let radius = 6_378_137.0
        let east7: Double = radius * 7.0 * Double.pi / 180.0
        let west122: Double = radius * -122.4 * Double.pi / 180.0
        let x1: Double = byN[1]?[0] ?? 0
        let x3: Double = byN[3]?[0] ?? 0
        #expect(abs(x1 - east7) < 0.01, "\(byN)")
        #expect(abs(x3 - west122) < 0.01, "\(byN)")
    }

    @Test func aFeatureCollectionImportsAndExportsAsOfAnyMoment() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let collection = "{\"type\": \"FeatureCollection\",\n \"features\": [\n" + (1...6).map { "  " + Self.point($0, name: "n\($0)") }.joined(separator: ",\n") + "\n]}\n"
        let (summary, problems) = try await Self.importText(world, collection, format: .geojson, onError: .stop)
        #expect(problems.isEmpty)
        #expect(summary.progress.imported == 6)
        let afterImport = try await world.head()
        // A later edit does not change an export as of the import.
        _ = try await world.journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(attributes: ["N": 99], geometry: .point(Position(9, 9)))])]), context: AppendContext(actor: "ed"))
        for format in LayerExporter.Format.allCases {
            var bytes: [UInt8] = []
            let (count, position) = try await LayerExporter(journal: world.journal, format: format)
                .export(workspace: world.workspace, layer: "Points", moment: .position(afterImport)) { bytes += $0 }
            #expect(count == 6)
            #expect(position == afterImport)
            // What was exported imports again into another workspace, feature for feature, ids kept.
            let copy = try await TestWorld.make("copy\(format.rawValue)")
            try await copy.defineLayer("Points", TestWorld.pointLayer)
            let text = String(decoding: bytes, as: UTF8.self)
            let (again, _) = try await Self.importText(copy, text, format: FeatureRecordSplitter.detect(bytes), onError: .stop)
            #expect(again.progress.imported == 6, "\(format)")
            let copied = try await copy.journal.reads.features(workspace: copy.workspace, layer: "Points", moment: .head, bbox: nil, limit: 100, cursor: nil)
            let names = Set(copied.features.compactMap { try? JSONValue.parse($0)["properties"]["NAME"].stringValue })
            #expect(names == Set((1...6).map { "n\($0)" }))
        }
    }
}

/// A value behind a lock that escaping closures can share.
final class Locked<T: Sendable>: Sendable {
    let value: Mutex<T>
    init(_ initial: T) { value = Mutex(initial) }
}

extension Array {
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

extension Array where Element == ArraySlice<UInt8> {
    mutating func popChunk() -> [UInt8] { [UInt8](self.remove(at: 0)) }
}
