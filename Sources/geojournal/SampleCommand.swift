import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

struct Sample: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create a sample workspace with sample layers (idempotent).")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace = "demo"

    func run() async throws {
        let ws = workspace
        try await database.withClient { client, logger in
            let journal = Journal(client: client, logger: logger)
            do {
                _ = try await journal.workspaces.createWorkspace(id: ws, title: "Sample workspace", actor: "sample")
            } catch JournalError.alreadyExists {
                // keep it
            }
            for (name, body) in try SampleFixtures.layers() {
                let context = AppendContext(actor: "sample", kind: .schema)
                let (outcome, _) = try await journal.workspaces.defineLayer(workspace: ws, name: name, body: body, force: false, context: context)
                print("layer \(name): position \(outcome.operation.lastPosition)\(outcome.replayed ? " (unchanged)" : "")")
            }
        }
    }
}

/// The layer fixtures shipped in `Fixtures/` (found like `Schema/`).
enum SampleFixtures {
    static func layers() throws -> [(String, JSONValue)] {
        let schema = try Migrator.locateSchemaDirectory()
        let dir = schema.deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { file in
            let data = try Data(contentsOf: dir.appendingPathComponent(file))
            return (String(file.dropLast(5)), try JSONValue.parse(Array(data)))
        }
    }
}
