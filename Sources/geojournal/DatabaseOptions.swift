import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Logging
import NIOPosix
import PostgresNIO
import Server

/// Options every command that talks to PostgreSQL shares.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("database-url"), help: "PostgreSQL URL (default: $DATABASE_URL).")
    var databaseURL: String?

    func url() throws -> DatabaseURL {
        guard let text = databaseURL ?? ProcessInfo.processInfo.environment["DATABASE_URL"] else {
            throw ValidationError("set DATABASE_URL or pass --database-url")
        }
        return try DatabaseURL(text)
    }

    /// Runs `body` with a connected pool, shutting it down afterwards.
    func withClient<T: Sendable>(maxConnections: Int = 4, _ body: @escaping @Sendable (PostgresClient, Logger) async throws -> T) async throws -> T {
        let logger = Logger.geojournal
        let url = try url()
        // Of several hosts, the one that accepts writes now (the first if none does).
        let endpoint = url.locatesPrimary ? await PrimaryLocator(url: url, logger: logger).locate() ?? url.endpoints[0] : url.endpoints[0]
        let client = PostgresClient(configuration: url.configuration(endpoint: endpoint, maxConnections: maxConnections), backgroundLogger: logger)
        return try await withThrowingTaskGroup(of: T?.self) { group in
            // The body waits until the pool's run task is under way: a lease before `run()` has
            // begun still works, but postgres-nio warns about it, and under load it did.
            let (started, signal) = AsyncStream<Void>.makeStream()
            group.addTask {
                signal.finish()
                await client.run()
                return nil
            }
            defer { group.cancelAll() }
            for await _ in started {}
            return try await body(client, logger)
        }
    }
}
