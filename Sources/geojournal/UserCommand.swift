import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "user", abstract: "Manage PostgreSQL users who edit through the layer views.", subcommands: [Create.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create a login role for QGIS, ogr2ogr or psql (as the database owner); prints its name and password.")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "viewer or editor") var role: String
        @Option(help: "The actor written into operations made through the views.") var actor: String
        @Option(help: "The role's name (default: gj_ and the actor).") var name: String?

        func run() async throws {
            guard let role = Role(rawValue: role), role != .admin else { throw ValidationError("role must be viewer or editor") }
            let (actor, name) = (self.actor, self.name)
            let user = try await database.withClient { client, logger in
                try await DatabaseUsers(client: client, logger: logger).create(actor: actor, role: role, name: name)
            }
            print("user \(user.name)")
            print("password \(user.password)")
        }
    }
}
