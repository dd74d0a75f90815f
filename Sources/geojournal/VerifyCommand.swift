import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

struct Verify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Recompute every hash chain; exit non-zero at the first broken position.")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace: String?

    func run() async throws {
        let workspace = self.workspace
        let report = try await database.withClient { client, logger in try await ChainVerifier(client: client, logger: logger).verify(workspace: workspace) }
        print("checked \(report.eventsChecked) events in \(report.workspacesChecked) workspace(s)")
        for line in report.verified { print("verified \(line.workspace) up to position \(line.head) (hash \(line.headHash.isEmpty ? "none" : line.headHash))") }
        for f in report.findings { print("BROKEN workspace \(f.workspace) at position \(f.position): \(f.reason)") }
        if !report.isIntact { throw ExitCode(2) }
        print("hash chain intact")
    }
}
