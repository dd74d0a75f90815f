import Crypto
import Foundation
import GeoJournalCore
import PostgresNIO
import Synchronization

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
