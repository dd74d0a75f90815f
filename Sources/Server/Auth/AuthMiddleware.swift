import Foundation
import HTTPTypes
import Hummingbird
import Journal

/// Authenticates a token and stores the principal in the context. A token comes the way each
/// client can send it: `Authorization: Bearer <token>`; HTTP Basic with the token as the password
/// and any user name (QGIS's Basic authentication, `GDAL_HTTP_USERPWD`, OWSLib); or
/// `X-Esri-Authorization: Bearer <token>` (QGIS's EsriToken authentication, ArcGIS clients); and on the
/// GeoServices face also the `token` parameter (``GeoServicesParameters``).
/// Requests without a valid token get 401; the token text is never logged (only its SHA-256 is
/// looked up, so no comparison ever runs over the secret itself). A token over its request rate
/// gets 429 (see ``TokenLimiter``). Authenticated answers say `Cache-Control: no-store`.
public struct AuthMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext
    let tokens: TokenStore
    let limiter: TokenLimiter

    public init(tokens: TokenStore, limiter: TokenLimiter = TokenLimiter()) {
        self.tokens = tokens
        self.limiter = limiter
    }

    static let esriAuthorization = HTTPField.Name("X-Esri-Authorization")!

    /// The token a request carries, if it carries one in a form this service takes.
    static func token(in request: Request) -> String? {
        if let header = request.headers[.authorization] {
            if let token = Self.credentials(header, scheme: "bearer ") { return token }
            if let encoded = Self.credentials(header, scheme: "basic ") {
                // base64(user ":" password): the password is the token.
                guard let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8),
                      let colon = text.firstIndex(of: ":") else { return nil }
                let password = String(text[text.index(after: colon)...])
                return password.isEmpty ? nil : password
            }
        }
        return request.headers[Self.esriAuthorization].flatMap { Self.credentials($0, scheme: "bearer ") }
    }

    /// The credentials after a scheme (compared without case) and one space, without the optional
    /// white space around them (spaces and tabs, RFC 9110); nil for another scheme or none.
    static func credentials(_ header: String, scheme: String) -> String? {
        guard header.count > scheme.count, header.prefix(scheme.count).lowercased() == scheme else { return nil }
        // Trimmed by hand: Foundation's `trimmingCharacters(in:)` bridges through NSString and cost
        // 2 % of the service's CPU under the edit load.
        var value = header.dropFirst(scheme.count)
        while let c = value.first, c == " " || c == "\t" { value.removeFirst() }
        while let c = value.last, c == " " || c == "\t" { value.removeLast() }
        return value.isEmpty ? nil : String(value)
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token = Self.token(in: request) ?? context.geoServices?.token else { throw Problem.unauthorized }
        let principal: Principal?
        do {
            principal = try await tokens.authenticate(token)
        } catch {
            throw Problem(JournalError.from(error))
        }
        guard let principal else { throw Problem.unauthorized }
        if let wait = limiter.admit(principal.tokenId) {
            throw Problem.tooManyRequests(
                "this token is over its limit of \(Int(limiter.limits.requestsPerSecond)) requests per second (bursts of \(Int(limiter.limits.burst)))",
                retryAfter: wait)
        }
        var context = context
        context.principal = principal
        context.logger[metadataKey: "actor"] = .string(principal.actor)
        var response = try await next(request, context)
        // What a token may read is not for a client's cache: QGIS keeps every GET answer on disk
        // and serves it again to a later request of the same URL, whoever asks, unless told not to.
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}

extension GeoJournalContext {
    /// The principal, allowed to reach `workspace` with at least `role`; throws 403 otherwise.
    public func require(_ role: Role, workspace: String? = nil) throws -> Principal {
        guard let principal else { throw Problem.unauthorized }
        guard principal.role >= role else {
            throw Problem.forbidden("this needs the \(role.rawValue) role; the token has \(principal.role.rawValue)")
        }
        if let workspace, !principal.may(reach: workspace) {
            throw Problem.forbidden("the token is not valid for workspace \"\(workspace)\"")
        }
        return principal
    }

    /// The workspace of the route's `:ws`, for a principal allowed there with at least `role`.
    ///
    /// ```swift
    /// let ws = try context.workspace(.viewer)
    /// ```
    public func workspace(_ role: Role) throws -> String {
        try workspaceAndPrincipal(role).0
    }

    /// ``workspace(_:)`` and the principal (whose actor an operation records).
    public func workspaceAndPrincipal(_ role: Role) throws -> (String, Principal) {
        let ws = try parameter("ws")
        return (ws, try require(role, workspace: ws))
    }
}
