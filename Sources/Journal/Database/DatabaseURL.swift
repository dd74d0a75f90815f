import Foundation
import PostgresNIO

/// A PostgreSQL connection URL (`postgres://user:password@host:port/database`), turned into
/// the configuration of a `PostgresClient` pool.
///
/// ```swift
/// let url = try DatabaseURL("postgres://geojournal:secret@127.0.0.1:5433/geojournal")
/// let client = PostgresClient(configuration: url.configuration(maxConnections: 20))
/// ```
public struct DatabaseURL: Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String
    /// A unix-socket directory (`?host=/path` as libpq accepts it).
    public var socketDirectory: String?

    public init(_ text: String) throws {
        guard let components = URLComponents(string: text),
            components.scheme == "postgres" || components.scheme == "postgresql"
        else { throw JournalError.configuration("DATABASE_URL must look like postgres://user:password@host:port/database") }
        host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
        port = components.port ?? 5432
        username = components.user.map { $0.removingPercentEncoding ?? $0 } ?? "postgres"
        password = components.password.map { $0.removingPercentEncoding ?? $0 }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? username : path
        socketDirectory = components.queryItems?.first { $0.name == "host" }?.value
    }

    public func configuration(maxConnections: Int = 20) -> PostgresClient.Configuration {
        var config: PostgresClient.Configuration
        if let socketDirectory {
            config = .init(unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: username, password: password, database: database)
        } else {
            config = .init(host: host, port: port, username: username, password: password, database: database, tls: .disable)
        }
        config.options.maximumConnections = maxConnections
        config.options.minimumConnections = 0
        config.options.connectTimeout = .seconds(5)
        // PostgreSQL notices that a client went away (a killed process, a lost network) only when
        // it next sends to it; until then a long statement of that client runs on, holding its
        // locks and a core. Checked every second, such a statement is cancelled (and its work
        // rolled back: it was never acknowledged).
        config.options.additionalStartupParameters = [("client_connection_check_interval", "1s")]
        return config
    }

    /// The URL without its password, for logs.
    public var description: String { "postgres://\(username)@\(host):\(port)/\(database)" }
}
