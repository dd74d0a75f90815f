import Hummingbird
import Journal

/// Authenticates `Authorization: Bearer <token>` and stores the principal in the context.
/// Requests without a valid token get 401; the token text is never logged (only its SHA-256 is
/// looked up, so no comparison ever runs over the secret itself). A token over its request rate
/// gets 429 (see ``TokenLimiter``).
public struct AuthMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext
    let tokens: TokenStore
    let limiter: TokenLimiter

    public init(tokens: TokenStore, limiter: TokenLimiter = TokenLimiter()) {
        self.tokens = tokens
        self.limiter = limiter
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], header.count > 7, header.prefix(7).lowercased() == "bearer " else {
            throw Problem.unauthorized
        }
        // Without the optional white space around the token (spaces and tabs, RFC 9110). Trimmed
        // by hand: Foundation's `trimmingCharacters(in:)` bridges through NSString and cost 2 % of
        // the service's CPU under the edit load.
        var value = header.dropFirst(7)
        while let c = value.first, c == " " || c == "\t" { value.removeFirst() }
        while let c = value.last, c == " " || c == "\t" { value.removeLast() }
        let token = String(value)
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
        return try await next(request, context)
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
}
