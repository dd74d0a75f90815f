import Logging
import PostgresNIO

/// Finds, among the hosts of a ``DatabaseURL``, the one that accepts writes: libpq's
/// `target_session_attrs=read-write`, which postgres-nio does not have. Each host is asked
/// `SELECT pg_is_in_recovery()` on a connection of its own (not a pooled one), in the order the
/// URL names them, each within ``probeTimeout``.
///
/// ```swift
/// let locator = PrimaryLocator(url: try DatabaseURL("postgres://gj:pw@db1:5432,db2:5432/geojournal"), logger: logger)
/// if let primary = await locator.locate() { print("writes go to \(primary)") }
/// ```
public struct PrimaryLocator: Sendable {
    /// What a probe of one host found.
    public enum Probe: Sendable, Equatable {
        /// It answers and accepts writes.
        case primary
        /// It answers but is in recovery (a standby, or a former primary restarted as one).
        case standby
        /// It did not answer within the timeout (down, refusing, unreachable).
        case unreachable
    }

    public let url: DatabaseURL
    let logger: Logger
    static let probeTimeout: Duration = .seconds(2)

    public init(url: DatabaseURL, logger: Logger) {
        self.url = url
        self.logger = logger
    }

    /// The first host, in the URL's order, that accepts writes; nil when none does now.
    public func locate() async -> DatabaseURL.Endpoint? {
        for endpoint in url.endpoints where await probe(endpoint) == .primary {
            return endpoint
        }
        return nil
    }

    /// Asks one host whether it is in recovery.
    public func probe(_ endpoint: DatabaseURL.Endpoint) async -> Probe {
        let answer = Once<Probe>()
        // The probe runs unstructured so that a host that accepted the connection and then went
        // silent costs the timeout, not a hang: whichever of answer and timer comes first decides.
        let work = Task {
            answer.resume(await Self.ask(endpoint, url: url, logger: logger))
        }
        let timer = Task {
            try? await Task.sleep(for: Self.probeTimeout)
            answer.resume(.unreachable)
        }
        let probe = await answer.value
        timer.cancel()
        work.cancel()
        return probe
    }

    private static func ask(_ endpoint: DatabaseURL.Endpoint, url: DatabaseURL, logger: Logger) async -> Probe {
        var configuration: PostgresConnection.Configuration
        if let socketDirectory = url.socketDirectory {
            configuration = .init(unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(endpoint.port)", username: url.username, password: url.password, database: url.database)
        } else {
            configuration = .init(host: endpoint.host, port: endpoint.port, username: url.username, password: url.password, database: url.database, tls: .disable)
        }
        configuration.options.connectTimeout = .seconds(Int64(probeTimeout.components.seconds))
        do {
            let conn = try await PostgresConnection.connect(on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration, id: 0, logger: logger)
            defer { Task { try? await conn.close() } }
            let rows = try await conn.query("SELECT pg_is_in_recovery()", logger: logger)
            for try await inRecovery in rows.decode(Bool.self) {
                return inRecovery ? .standby : .primary
            }
            return .unreachable
        } catch {
            logger.debug("probe of \(url.description(of: endpoint)) failed: \(String(describing: error))")
            return .unreachable
        }
    }
}
