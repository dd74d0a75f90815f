import Foundation
import Logging
import PostgresNIO

/// PostgreSQL login roles for editing through the layer views (Schema/0020): QGIS, ogr2ogr and
/// psql connect with them and read or write `gj_<workspace>."<layer>"`; the operations they write
/// record the role's actor. Editors are members of `geojournal_reader` and `geojournal_editor`,
/// viewers of `geojournal_reader` only; neither may change anything else in the database.
/// Created by the database owner (`geojournal user create`).
///
/// Each login role carries ``settings`` (Schema/0078): a lock it asks for and does not get within
/// 5 s is refused (SQLSTATE 55P03) rather than left queued on a view, where PostgreSQL would hold
/// every other login's reads and edits of that layer behind it; a transaction left idle for 30
/// minutes is ended.
///
/// ```swift
/// let user = try await DatabaseUsers(client: owner).create(actor: "ana", role: .editor)
/// print(user.name, user.password)   // connect as gj_ana with this password
/// ```
public struct DatabaseUsers: Sendable {
    public struct User: Sendable, Hashable {
        public var name: String
        public var password: String
    }

    public enum Problem: Error, CustomStringConvertible {
        case roleNotAllowed
        case nameTaken(String)
        case badName(String)

        public var description: String {
            switch self {
            case .roleNotAllowed: return "a database user is a viewer or an editor"
            case .nameTaken(let name): return "a PostgreSQL role named \(name) exists already"
            case .badName(let name): return "\(name) is not a usable role name: letters, digits and _ only, at most 63"
            }
        }
    }

    /// The settings of every login role (`ALTER ROLE … SET`), as Schema/0078 gave the roles made
    /// before it.
    public static let settings: [(name: String, value: String)] = [
        ("lock_timeout", "5s"),
        ("idle_in_transaction_session_timeout", "30min"),
    ]

    let client: PostgresClient
    let logger: Logger

    public init(client: PostgresClient, logger: Logger = Logger(label: "geojournal.users")) {
        self.client = client
        self.logger = logger
    }

    /// The role name GeoJournal suggests for an actor: `gj_` and the actor's letters and digits.
    public static func defaultName(actor: String) -> String {
        let cleaned = actor.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" }
        return "gj_" + String(String(cleaned).prefix(60))
    }

    /// Creates the login role with a random password and records its actor.
    public func create(actor: String, role: Role, name: String? = nil) async throws -> User {
        guard role == .viewer || role == .editor else { throw Problem.roleNotAllowed }
        let name = name ?? Self.defaultName(actor: actor)
        guard !name.isEmpty, name.utf8.count <= 63, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw Problem.badName(name)
        }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<24).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let password = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        let groups = role == .editor ? "geojournal_reader, geojournal_editor" : "geojournal_reader"
        try await client.withConnection { conn in
            try await conn.withTransaction(logger: logger) { tx in
                let exists = try await tx.query("SELECT 1 FROM pg_roles WHERE rolname = \(name)", logger: logger).collect()
                if !exists.isEmpty { throw Problem.nameTaken(name) }
                // Identifiers and the password are checked or generated above: letters, digits, _, -.
                try await tx.query(PostgresQuery(unsafeSQL: "CREATE ROLE \"\(name)\" LOGIN PASSWORD '\(password)' IN ROLE \(groups)"), logger: logger)
                for setting in Self.settings {
                    try await tx.query(PostgresQuery(unsafeSQL: "ALTER ROLE \"\(name)\" SET \(setting.name) = '\(setting.value)'"), logger: logger)
                }
                try await tx.query("INSERT INTO view_actors (role_name, actor, role) VALUES (\(name), \(actor), \(role.rawValue))", logger: logger)
            }
        }
        return User(name: name, password: password)
    }
}
