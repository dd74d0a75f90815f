import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import PostgresNIO
import Synchronization

struct Rebuild: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rebuild every projection from the events alone and swap it in (under the workspace lock).")
    @OptionGroup var database: DatabaseOptions
    @Option(help: "Only this workspace (default: all).") var workspace: String?

    func run() async throws {
        let workspace = self.workspace
        let printer = ProgressPrinter()
        let summaries = try await database.withClient { client, logger in
            try await ProjectionRebuilder(client: client, logger: logger, progress: printer.report).run(workspace: workspace, mode: .swap)
        }
        for s in summaries {
            print("rebuilt \(s.workspace): \(s.events) events, \(s.features) live features in \(String(format: "%.2f", s.seconds)) s (\(Int(s.eventsPerSecond)) events/s)")
        }
    }
}
