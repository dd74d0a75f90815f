import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

@main
enum Entrypoint {
    static func main() async {
        // `serve` runs Swift tasks on NIO's event loop threads, the ones the HTTP server and the
        // PostgreSQL connections already use: a request no longer hops between those threads and
        // the default executor's at every await (on two cores those hops cost a seventh of the
        // edit throughput). It must happen before any task starts. Other commands keep the default
        // executor: `import` reads its input with blocking reads, which must not hold up an event
        // loop.
        if CommandLine.arguments.dropFirst().first == "serve" {
            _ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        }
        LoggingSystem.bootstrap { StandardErrorLogHandler(label: $0, metadataProvider: LoggingSystem.metadataProvider) }
        await GeoJournalCommand.main()
    }
}

struct GeoJournalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geojournal",
        abstract: "An event-sourced journal of GIS feature edits on PostgreSQL.",
        subcommands: [Serve.self, Migrate.self, TokenCommand.self, UserCommand.self, WorkspaceCommand.self, Verify.self, Sample.self, Rebuild.self, VerifyProjections.self, Import.self, Edits.self, Export.self, SampleNetworkCommand.self, NetworkBenchCommand.self])
}

extension Logger {
    static var geojournal: Logger {
        var logger = Logger(label: "geojournal")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        return logger
    }
}
