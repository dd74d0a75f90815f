import Foundation
import PostgresNIO

/// A PostgreSQL connection URL (`postgres://user:password@host:port/database`), turned into
/// the configuration of a `PostgresClient` pool.
///
/// Like libpq's, it may name several hosts (`postgres://u:pw@db1:5432,db2:5432/geojournal`,
/// optionally with `?target_session_attrs=read-write`): the service then works with the one that
/// accepts writes and follows a failover to another (``PrimaryPool``). A pool is always one host's
/// (``configuration(endpoint:maxConnections:)``).
///
/// ```swift
/// let url = try DatabaseURL("postgres://geojournal:secret@127.0.0.1:5433,127.0.0.1:5434/geojournal")
/// let endpoint = try await PrimaryLocator(url: url, logger: logger).locate()
/// let client = PostgresClient(configuration: url.configuration(endpoint: endpoint, maxConnections: 20))
/// ```
public struct DatabaseURL: Sendable, CustomStringConvertible {
    /// One host of the URL.
    public struct Endpoint: Sendable, Hashable, CustomStringConvertible {
        public var host: String
        public var port: Int
        public init(host: String, port: Int) {
            self.host = host
            self.port = port
        }
        public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
    }

    /// The hosts in the order given (at least one).
    public var endpoints: [Endpoint]
    public var username: String
    public var password: String?
    public var database: String
    /// A unix-socket directory (`?host=/path` as libpq accepts it).
    public var socketDirectory: String?
    /// `target_session_attrs` as given (`read-write`, `primary` or `any`; nil when absent).
    public var targetSessionAttributes: String?

    /// The first host (the only one of a one-host URL).
    public var host: String { endpoints[0].host }
    public var port: Int { endpoints[0].port }

    /// Whether the host that accepts writes must be looked for and followed: several hosts, or
    /// one with `target_session_attrs=read-write` (or `primary`).
    public var locatesPrimary: Bool {
        endpoints.count > 1 || targetSessionAttributes == "read-write" || targetSessionAttributes == "primary"
    }

    public init(_ text: String) throws {
        let shape = JournalError.configuration("DATABASE_URL must look like postgres://user:password@host:port/database (several hosts: host1:port1,host2:port2)")
        let scheme: String
        if text.hasPrefix("postgres://") { scheme = "postgres://" } else if text.hasPrefix("postgresql://") { scheme = "postgresql://" } else { throw shape }
        // URLComponents reads one host only: the authority is split here, the rest is left to it.
        var rest = Substring(text.dropFirst(scheme.count))
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        rest = rest[authorityEnd...]
        var hostList = authority
        var userInfo: Substring?
        if let at = authority.lastIndex(of: "@") {
            userInfo = authority[..<at]
            hostList = authority[authority.index(after: at)...]
        }
        guard let components = URLComponents(string: "postgres://placeholder" + rest) else { throw shape }
        let query = components.queryItems ?? []
        socketDirectory = query.first { $0.name == "host" }?.value
        targetSessionAttributes = query.first { $0.name == "target_session_attrs" }?.value
        if let attrs = targetSessionAttributes, !["any", "read-write", "primary"].contains(attrs) {
            throw JournalError.configuration("target_session_attrs=\(attrs): GeoJournal writes, so only read-write, primary or any (the host that accepts writes) make sense")
        }
        let defaultPort = query.first { $0.name == "port" }?.value.flatMap(Int.init) ?? 5432
        var endpoints: [Endpoint] = []
        for item in hostList.split(separator: ",", omittingEmptySubsequences: false) {
            var host = Substring(item)
            var port = defaultPort
            if host.hasPrefix("[") {
                // An IPv6 address: [::1]:5432.
                guard let close = host.firstIndex(of: "]") else { throw shape }
                let after = host[host.index(after: close)...]
                if after.hasPrefix(":") {
                    guard let p = Int(after.dropFirst()) else { throw shape }
                    port = p
                } else if !after.isEmpty { throw shape }
                host = host[host.index(after: host.startIndex)..<close]
            } else if let colon = host.lastIndex(of: ":") {
                guard let p = Int(host[host.index(after: colon)...]) else { throw shape }
                port = p
                host = host[..<colon]
            }
            guard (1...65535).contains(port) else { throw shape }
            endpoints.append(Endpoint(host: host.isEmpty ? "127.0.0.1" : (host.removingPercentEncoding ?? String(host)), port: port))
        }
        self.endpoints = endpoints
        if let userInfo {
            let parts = userInfo.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            username = parts[0].isEmpty ? "postgres" : (parts[0].removingPercentEncoding ?? String(parts[0]))
            password = parts.count > 1 ? (parts[1].removingPercentEncoding ?? String(parts[1])) : nil
        } else {
            username = "postgres"
            password = nil
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? username : (path.removingPercentEncoding ?? path)
    }

    /// The pool of the first host (of a one-host URL: its only one).
    public func configuration(maxConnections: Int = 20) -> PostgresClient.Configuration {
        configuration(endpoint: endpoints[0], maxConnections: maxConnections)
    }

    /// The pool of one of the URL's hosts.
    public func configuration(endpoint: Endpoint, maxConnections: Int = 20) -> PostgresClient.Configuration {
        var config: PostgresClient.Configuration
        if let socketDirectory {
            config = .init(unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(endpoint.port)", username: username, password: password, database: database)
        } else {
            config = .init(host: endpoint.host, port: endpoint.port, username: username, password: password, database: database, tls: .disable)
        }
        config.options.maximumConnections = maxConnections
        config.options.minimumConnections = 0
        config.options.connectTimeout = .seconds(5)
        // PostgreSQL notices that a client went away (a killed process, a lost network) only when
        // it next sends to it; until then a long statement of that client runs on, holding its
        // locks and a core. Checked every second, such a statement is cancelled (and its work
        // rolled back: it was never acknowledged).
        // JIT compilation is off: it is planned per execution, never cached, and a read or check
        // whose estimate passes `jit_above_cost` (a range of verify's look-ups, an as-of layer
        // read) spent seconds compiling what runs in a tenth of that (docs/operations.md).
        config.options.additionalStartupParameters = [("client_connection_check_interval", "1s"), ("jit", "off")]
        return config
    }

    /// The URL without its password, for logs.
    public var description: String { "postgres://\(username)@\(endpoints.map(\.description).joined(separator: ","))/\(database)" }

    /// One host's URL without its password, for logs and metrics.
    public func description(of endpoint: Endpoint) -> String { "postgres://\(username)@\(endpoint)/\(database)" }
}
