import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "token", abstract: "Manage bearer tokens.", subcommands: [Create.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Create a token and print it (only its hash is stored).")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "viewer, editor or admin") var role: String
        @Option(help: "The actor written into operations made with this token.") var actor: String
        @Option(help: "Limit the token to these workspaces (repeatable).") var workspace: [String] = []

        func run() async throws {
            guard let role = Role(rawValue: role) else { throw ValidationError("role must be viewer, editor or admin") }
            let actor = self.actor
            let workspaces = workspace.isEmpty ? nil : workspace
            let token = try await database.withClient { client, _ in try await TokenStore(client: client).create(role: role, actor: actor, workspaces: workspaces).token }
            print(token)
        }
    }
}
