import Crypto
import Foundation
import GeoJournalCore
import PostgresNIO
import Synchronization

/// What a bearer token may do.
public enum Role: String, Sendable, Hashable, Comparable, CaseIterable {
    case viewer, editor, admin

    private var rank: Int { self == .viewer ? 0 : self == .editor ? 1 : 2 }
    public static func < (a: Role, b: Role) -> Bool { a.rank < b.rank }
}

/// The holder of a valid token: the actor written into operations, the role, and the workspaces
/// it may reach (nil: all). A request without a token on a public workspace is an anonymous
/// principal: a viewer of that workspace alone, whose actor is `anonymous`.
///
/// ```swift
/// let reader = Principal.anonymous(workspaces: ["opendata"], client: "192.0.2.7")
/// reader.role            // .viewer
/// reader.may(reach: "opendata")   // true
/// ```
public struct Principal: Sendable, Hashable {
    public var tokenId: UUID
    public var actor: String
    public var role: Role
    public var workspaces: [String]?
    /// Without a token: never more than a viewer of public workspaces.
    public var isAnonymous: Bool = false

    public init(tokenId: UUID, actor: String, role: Role, workspaces: [String]?, isAnonymous: Bool = false) {
        self.tokenId = tokenId
        self.actor = actor
        self.role = role
        self.workspaces = workspaces
        self.isAnonymous = isAnonymous
    }

    public func may(reach workspace: String) -> Bool { workspaces?.contains(workspace) ?? true }

    /// The actor of every request made without a token.
    public static let anonymousActor = "anonymous"

    /// A caller without a token, allowed to read `workspaces` (the public ones it asked for). Its
    /// `tokenId` is derived from the client's address, so the per-token request rate and stream
    /// limits hold per anonymous client as they hold per token.
    public static func anonymous(workspaces: [String], client: String?) -> Principal {
        var bytes = Array(SHA256.hash(data: Array("geojournal anonymous \(client ?? "")".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                             bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        return Principal(tokenId: id, actor: anonymousActor, role: .viewer, workspaces: workspaces, isAnonymous: true)
    }
}

/// Bearer tokens: random secrets of which only the SHA-256 is stored. Looked-up tokens are cached
/// briefly so that a busy client does not cost a query per request.
///
/// ```swift
/// let (token, _) = try await tokens.create(role: .editor, actor: "ana")
/// let principal = try await tokens.authenticate(token)
/// ```
public final class TokenStore: Sendable {
    let primary: PrimaryPool
    var client: PostgresClient { primary.client }
    private let cache = Mutex<[String: (Principal?, ContinuousClock.Instant)]>([:])
    private let cacheLifetime: Duration

    public convenience init(client: PostgresClient, cacheLifetime: Duration = .seconds(10)) {
        self.init(primary: PrimaryPool(client: client), cacheLifetime: cacheLifetime)
    }

    /// Tokens in the current primary's database (it may change at a failover).
    public init(primary: PrimaryPool, cacheLifetime: Duration = .seconds(10)) {
        self.primary = primary
        self.cacheLifetime = cacheLifetime
    }

    /// Creates a token and returns its secret text (shown once).
    public func create(role: Role, actor: String, workspaces: [String]? = nil) async throws -> (token: String, id: UUID) {
        var bytes = [UInt8](repeating: 0, count: 32)
        var rng = SystemRandomNumberGenerator()
        for i in bytes.indices { bytes[i] = UInt8.random(in: 0...255, using: &rng) }
        let token = "gj_" + Self.base64url(bytes)
        let id = UUID()
        let hash = ByteBuffer(bytes: Self.digest(token))
        try await client.query("""
            INSERT INTO tokens (id, token_hash, role, actor, workspaces) VALUES (\(id), \(hash), \(role.rawValue), \(actor), \(workspaces))
            """)
        return (token, id)
    }

    /// The principal of a token, or nil when it is unknown or revoked.
    public func authenticate(_ token: String) async throws -> Principal? {
        let key = Self.hex(Self.digest(token))
        let now = ContinuousClock.now
        if let (principal, at) = cache.withLock({ $0[key] }), now - at < cacheLifetime { return principal }
        let hash = ByteBuffer(bytes: Self.digest(token))
        let rows = try await client.query("""
            SELECT id, role, actor, workspaces FROM tokens WHERE token_hash = \(hash) AND revoked_at IS NULL
            """)
        var principal: Principal?
        for try await (id, role, actor, workspaces) in rows.decode((UUID, String, String, [String]?).self) {
            if let role = Role(rawValue: role) { principal = Principal(tokenId: id, actor: actor, role: role, workspaces: workspaces) }
        }
        cache.withLock { cache in
            if cache.count > 10_000 { cache.removeAll() }
            cache[key] = (principal, now)
        }
        return principal
    }

    /// Lookup is by the token's SHA-256, so the secret itself is never compared byte by byte
    /// against stored values (no timing signal) and never stored.
    static func digest(_ token: String) -> [UInt8] { Array(SHA256.hash(data: Array(token.utf8))) }

    static func hex(_ bytes: [UInt8]) -> String { EventHash.hex(bytes) }

    static func base64url(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
