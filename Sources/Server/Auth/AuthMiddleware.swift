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
///
/// A request without any token whose path names a public workspace (``WorkspaceAccess``) goes on
/// as ``Principal/anonymous(workspaces:client:)``: a viewer of that workspace alone, so every
/// read the routes allow a viewer answers, and every route that needs more (writes, admin
/// routes) answers 401 exactly as without the public flag (``GeoJournalContext/require(_:workspace:)``).
/// Its successful GET answers may be kept by shared caches: `Cache-Control: public, no-cache`
/// with an `ETag` (the position the answer reflects, unless the route gave one), and a request
/// whose `If-None-Match` names that tag gets 304 without the body. With `anonymous: .always`
/// (`GET /v1/me`) a request without a token goes on as an anonymous caller of no workspace.
///
/// ```swift
/// let v1 = router.group("v1").add(middleware: AuthMiddleware(tokens: tokens, access: access))
/// ```
public struct AuthMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext
    let tokens: TokenStore
    let limiter: TokenLimiter
    let access: WorkspaceAccess?
    let anonymous: Anonymous

    /// What a request without a token may do.
    public enum Anonymous: Sendable {
        /// Read the public workspace its path names; otherwise 401.
        case publicWorkspaces
        /// Go on as an anonymous caller of no workspace (the route answers who that is).
        case always
    }

    public init(tokens: TokenStore, limiter: TokenLimiter = TokenLimiter(), access: WorkspaceAccess? = nil, anonymous: Anonymous = .publicWorkspaces) {
        self.tokens = tokens
        self.limiter = limiter
        self.access = access
        self.anonymous = anonymous
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
        guard let token = Self.token(in: request) ?? context.geoServices?.token else {
            return try await handleAnonymous(request, context: context, next: next)
        }
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

    /// A request without a token: a reader of the public workspace its path names, or 401.
    func handleAnonymous(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // Decided before any route runs: a write, or an admin route, is refused as it always was,
        // whatever the route would check first.
        guard Self.isRead(request) else { throw Problem.unauthorized }
        let workspaces: [String]
        if let ws = MinPositionMiddleware.workspace(in: request.uri.path), Workspaces.isValidWorkspaceId(ws), let access,
           try await Self.isPublic(ws, access) {
            workspaces = [ws]
        } else if anonymous == .always {
            workspaces = []
        } else {
            throw Problem.unauthorized
        }
        let principal = Principal.anonymous(workspaces: workspaces, client: context.clientAddress)
        if let wait = limiter.admit(principal.tokenId) {
            throw Problem.tooManyRequests(
                "this client is over the limit of \(Int(limiter.limits.requestsPerSecond)) requests per second (bursts of \(Int(limiter.limits.burst))) for requests without a token",
                retryAfter: wait)
        }
        var context = context
        context.principal = principal
        context.logger[metadataKey: "actor"] = .string(principal.actor)
        let response = try await next(request, context)
        guard !workspaces.isEmpty else {
            var response = response
            if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
            return response
        }
        return Self.publicAnswer(response, to: request)
    }

    /// The operations that read, though POSTed (a body too long for a query string, or Esri's
    /// clients' habit): by the last segment of their path. Every other POST, PUT, PATCH and DELETE
    /// writes or administers.
    static let readOperations: Set<Substring> = [
        "query", "validate", "snap", "trace", "diff",                                       // /v1: contingent values, snapping, traces
        "FeatureServer", "UtilityNetworkServer", "layers", "queryContingentValues", "contingentValues", "fieldGroups",
        "extractChanges", "queryNetworkMoments", "queryAssociations", "validateNetworkTopology", // GeoServices, GET or POST alike
    ]

    /// Whether a request only reads: GET and HEAD, and the POSTed reads of ``readOperations``.
    static func isRead(_ request: Request) -> Bool {
        switch request.method {
        case .get, .head: return true
        case .post:
            guard let last = request.uri.path.split(separator: "/").last else { return false }
            return readOperations.contains(last) || last.allSatisfy(\.isNumber)   // FeatureServer/{layerId}
        default: return false
        }
    }

    /// The caching headers of an answer to an anonymous read of a public workspace.
    static func publicAnswer(_ response: Response, to request: Request) -> Response {
        var response = response
        let cacheable = (request.method == .get || request.method == .head) && response.status == .ok
            && response.headers[.contentType]?.hasPrefix("text/event-stream") != true
        guard cacheable else {
            if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
            return response
        }
        if response.headers[.eTag] == nil, let position = PositionWitness.current?.position {
            response.headers[.eTag] = "\"\(position)\""
        }
        // Shared caches may keep it, and ask again (If-None-Match) before they serve it: the
        // workspace may move on, or be made private. A route that knows its answer never changes
        // (a tile of a past position) says so itself.
        if response.headers[.cacheControl]?.hasPrefix("public") != true { response.headers[.cacheControl] = "public, no-cache" }
        if let tag = response.headers[.eTag], let wanted = request.headers[.ifNoneMatch], Self.matches(wanted, tag) {
            var headers = HTTPFields()
            for name in [HTTPField.Name.eTag, .cacheControl, .vary] { headers[name] = response.headers[name] }
            return Response(status: .notModified, headers: headers)
        }
        return response
    }

    /// Whether an `If-None-Match` list names `tag` (weak comparison, RFC 9110 13.1.2) or is `*`.
    static func matches(_ header: String, _ tag: String) -> Bool {
        let strip = { (t: Substring) -> Substring in t.hasPrefix("W/") ? t.dropFirst(2) : t }
        let own = strip(Substring(tag))
        for part in header.split(separator: ",") {
            let candidate = part.trimmingCharacters(in: .whitespaces)
            if candidate == "*" || strip(Substring(candidate)) == own { return true }
        }
        return false
    }

    static func isPublic(_ workspace: String, _ access: WorkspaceAccess) async throws -> Bool {
        do {
            return try await access.isPublic(workspace)
        } catch {
            throw Problem(JournalError.from(error))
        }
    }
}

extension GeoJournalContext {
    /// The principal, allowed to reach `workspace` with at least `role`; throws 403 otherwise.
    ///
    /// An anonymous caller (no token, on a public workspace) gets 401 where it lacks the role or the
    /// workspace: the same answer as a request without a token gets everywhere else.
    public func require(_ role: Role, workspace: String? = nil) throws -> Principal {
        guard let principal else { throw Problem.unauthorized }
        guard principal.role >= role else {
            if principal.isAnonymous { throw Problem.unauthorized }
            throw Problem.forbidden("this needs the \(role.rawValue) role; the token has \(principal.role.rawValue)")
        }
        if let workspace, !principal.may(reach: VersionLine.workspace(of: workspace)) {
            if principal.isAnonymous { throw Problem.unauthorized }
            throw Problem.forbidden("the token is not valid for workspace \"\(workspace)\"")
        }
        if role >= .editor, let version, workspace == version.line,
           !(version.access == .public || version.owner == principal.actor || principal.role == .admin) {
            throw Problem.forbidden("version \"\(version.name)\" is \(version.access.rawValue): only \(version.owner) or an admin may edit it")
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
    ///
    /// In a version (``VersionMiddleware``: `version=`, `GeoJournal-Version`, `gdbVersion=`), the
    /// workspace is the version's line: every read and edit of the route goes to it. An edit needs
    /// the version's owner, an admin, or a public version; schema and network changes (the admin's
    /// routes) are made on DEFAULT only.
    public func workspaceAndPrincipal(_ role: Role) throws -> (String, Principal) {
        let ws = try parameter("ws")
        // A version's line is reached through its workspace and the version's name, which checks
        // the version's access, never by its key in the path.
        if VersionLine(key: ws) != nil { throw Problem.notFound("workspace \"\(ws)\" does not exist") }
        let principal = try require(role, workspace: ws)
        guard let version, version.workspace == ws else { return (ws, principal) }
        if role == .admin {
            throw Problem.badRequest("layers, networks and other workspace settings are changed on DEFAULT, not in version \"\(version.name)\"",
                                     path: "version", code: "version.schema")
        }
        if role >= .editor, !(version.access == .public || version.owner == principal.actor || principal.role == .admin) {
            throw Problem.forbidden("version \"\(version.name)\" is \(version.access.rawValue): only \(version.owner) or an admin may edit it")
        }
        return (version.line, principal)
    }
}
