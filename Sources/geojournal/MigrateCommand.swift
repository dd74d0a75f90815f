import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply the SQL migrations in Schema/ (as the database owner).")
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let migrator = try Migrator(directory: Migrator.locateSchemaDirectory())
        let applied = try await database.withClient { client, logger in try await migrator.migrate(client, logger: logger) }
        print(applied.isEmpty ? "schema is up to date" : "applied: \(applied.joined(separator: ", "))")
    }
}
