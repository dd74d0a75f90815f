import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import PostgresNIO
import Synchronization

struct VerifyProjections: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-projections",
        abstract: "Rebuild the projections into staging tables and compare them with the live ones; exit 3 on any difference.")
    @OptionGroup var database: DatabaseOptions
    @Option(help: "Only this workspace (default: all).") var workspace: String?

    func run() async throws {
        let workspace = self.workspace
        let printer = ProgressPrinter()
        let summaries = try await database.withClient { client, logger in
            try await ProjectionRebuilder(client: client, logger: logger, progress: printer.report).run(workspace: workspace, mode: .compare)
        }
        var differing = 0
        for s in summaries {
            let differences = s.differences ?? []
            print("\(s.workspace): \(s.events) events, \(differences.isEmpty ? "projections equal the rebuild" : "\(differences.count) difference(s)")")
            for d in differences { print("DIFFERS \(s.workspace) \(d.description)") }
            if !differences.isEmpty { differing += 1 }
        }
        if differing > 0 { throw ExitCode(3) }
    }
}

extension LayerExporter.Format: ExpressibleByArgument {}

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a layer as GeoJSON, now or as of a position or RFC 3339 time, on DEFAULT or in a version.")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace: String
    @Option var layer: String
    @Option(name: .customLong("as-of"), help: "A position (whole number; in a version, of the version's line) or an RFC 3339 time (default: now).") var asOf: String?
    @Option(help: "A version (owner.name or its GUID) to export as it shows the layer (default: DEFAULT).") var version: String?
    @Option(help: "geojson (a FeatureCollection) or geojsonseq (one feature per line).") var format: LayerExporter.Format = .geojson

    func run() async throws {
        let moment = try ReadMoment(asOf: asOf)
        let (workspace, layer, format, version) = (self.workspace, self.layer, self.format, self.version)
        let (count, position) = try await database.withClient { client, logger in
            let journal = Journal(client: client, logger: logger)
            // The operator reads every version, as an admin does.
            let line = try await journal.versions.line(workspace: workspace, version: version,
                                              principal: Principal(tokenId: UUID(), actor: "geojournal", role: .admin, workspaces: nil))
            return try await LayerExporter(journal: journal, format: format)
                .export(workspace: line, layer: layer, moment: moment) { try FileHandle.standardOutput.write(contentsOf: $0) }  // throws on a closed pipe (`| head`) instead of crashing
        }
        FileHandle.standardError.write(Data("exported \(count) features of \(layer)\(version.map { " in version \($0)" } ?? "") as of position \(position)\n".utf8))
    }
}
