import ArgumentParser
import Journal

/// `geojournal workspace public|private <ws>`: whether anyone may read a workspace without a
/// token (the CLI's way to what `PATCH /v1/workspaces/{ws}` `{"public": true}` does).
///
/// ```
/// geojournal workspace public demo     # anonymous requests now read demo on every face
/// geojournal workspace private demo    # only tokens again
/// ```
struct WorkspaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workspace", abstract: "Manage workspaces: who may read them.", subcommands: [MakePublic.self, MakePrivate.self])

    struct MakePublic: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "public", abstract: "Let anyone read the workspace without a token (writes and admin routes still need one).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The workspace id.") var workspace: String

        func run() async throws { try await WorkspaceCommand.set(workspace, public: true, database: database) }
    }

    struct MakePrivate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "private", abstract: "Only tokens may read the workspace (the default).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The workspace id.") var workspace: String

        func run() async throws { try await WorkspaceCommand.set(workspace, public: false, database: database) }
    }

    static func set(_ workspace: String, public flag: Bool, database: DatabaseOptions) async throws {
        let entry = try await database.withClient { client, logger in
            try await WorkspaceAccess(client: client, logger: logger).setPublic(workspace, flag)
        }
        print("workspace \(entry.id) is \(entry.isPublic ? "public: anyone may read it without a token" : "private: only tokens may read it")")
        if !entry.isPublic {
            print("(serve nodes that looked the flag up in the last 5 seconds may still answer one anonymous read)")
        }
    }
}
