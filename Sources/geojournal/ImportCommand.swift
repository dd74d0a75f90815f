import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Synchronization

extension LayerImporter.ErrorPolicy: ExpressibleByArgument {}

enum ImportFormat: String, ExpressibleByArgument, CaseIterable {
    case auto, geojson, geojsonseq
}

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import GeoJSON or GeoJSONSeq features into a layer as `import` operations.",
        discussion: """
            FILE is a GeoJSON FeatureCollection or a GeoJSON text sequence (one Feature per line), or - for
            standard input. Anything GDAL reads comes in through a pipe:
              ogr2ogr -f GeoJSONSeq /vsistdout/ poles.shp | geojournal import --workspace demo --layer Poles --source-srid 4326 -
            Coordinates are taken in the layer's spatial reference unless --source-srid names theirs. Every record is validated against the
            layer schema; a refused record is reported with its line and reasons on standard error.
            """)
    @OptionGroup var database: DatabaseOptions
    @Option var workspace: String
    @Option var layer: String
    @Argument(help: "The input file, or - for standard input.") var file: String
    @Option(help: "auto, geojson (a FeatureCollection) or geojsonseq (one feature per line).") var format: ImportFormat = .auto
    @Option(help: "Features per import operation.") var batchSize = 10_000
    @Option(name: .customLong("on-error"), help: "stop: end at the first bad record (what came before it is kept); skip: leave bad records out.")
    var onError: LayerImporter.ErrorPolicy = .stop
    @Option(help: "The actor written into the operations (default: $USER).") var actor: String?
    @Option(help: "EPSG code of the input's coordinates when they are not in the layer's spatial reference (4326 for RFC 7946 GeoJSON, as ogr2ogr -f GeoJSONSeq writes).")
    var sourceSrid: Int32?
    @Flag(help: "No progress bar, even on a terminal.") var quiet = false

    func run() async throws {
        guard (1...100_000).contains(batchSize) else { throw ValidationError("--batch-size is 1 to 100000") }
        let handle: FileHandle
        var size: Int64?
        if file == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let h = FileHandle(forReadingAtPath: file) else { throw ValidationError("cannot read \(file)") }
            handle = h
            size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.int64Value
        }
        let input = ChunkedInput(handle: handle)
        let format: FeatureRecordSplitter.Format
        switch self.format {
        case .geojson: format = .geojson
        case .geojsonseq: format = .geojsonseq
        case .auto: format = FeatureRecordSplitter.detect(try input.peek())
        }
        let options = LayerImporter.Options(
            workspace: workspace, layer: layer, actor: actor ?? ProcessInfo.processInfo.environment["USER"] ?? "import",
            source: file == "-" ? "stdin" : URL(fileURLWithPath: file).lastPathComponent, batchSize: batchSize, onError: onError,
            sourceSRID: sourceSrid)
        let bar = ProgressBar(total: size, enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let started = ContinuousClock.now
        let summary = try await database.withClient(maxConnections: 4) { client, logger in
            try await LayerImporter(journal: Journal(client: client, logger: logger), options: options).run(
                format: format, read: { try input.next() },
                progress: { bar.show($0) },
                problem: { p in
                    bar.clear()
                    for v in p.violations {
                        FileHandle.standardError.write(Data("line \(p.line): \(v.path.isEmpty ? "" : v.path + ": ")\(v.message)\n".utf8))
                    }
                })
        }
        bar.clear()
        let seconds = Double((ContinuousClock.now - started).components.attoseconds) / 1e18 + Double((ContinuousClock.now - started).components.seconds)
        let p = summary.progress
        let rate = seconds > 0 ? Int(Double(p.imported) / seconds) : 0
        var line = "imported \(p.imported) features into \(layer) in \(p.operations) operation(s), \(String(format: "%.1f", seconds)) s (\(rate) features/s)"
        if p.skipped > 0 { line += "; \(p.skipped) bad record(s) \(onError == .skip ? "skipped" : "refused")" }
        if p.lastPosition > 0 { line += "; head position \(p.lastPosition)" }
        print(line)
        if let stop = summary.stoppedAtLine {
            FileHandle.standardError.write(Data("stopped at line \(stop) (--on-error skip leaves bad records out)\n".utf8))
            throw ExitCode(1)
        }
    }
}
