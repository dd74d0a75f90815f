import HTTPTypes
import Hummingbird

/// Behind a reverse proxy (`serve --trusted-proxy CIDR`): a request that came from a trusted
/// proxy is its client's, as `X-Forwarded-For` names it (``TrustedProxies/client(peer:forwardedFor:)``),
/// so requests without a token are rate-limited per client rather than all as the proxy's, and
/// the request's log lines say who it was (`client=`). From any other peer the header is ignored.
///
/// ```swift
/// router.middlewares.add(ForwardedClientMiddleware(trusted: try TrustedProxies(["10.0.0.0/8"])))
/// ```
public struct ForwardedClientMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext
    let trusted: TrustedProxies

    public init(trusted: TrustedProxies) {
        self.trusted = trusted
    }

    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let client = trusted.client(peer: context.clientAddress, forwardedFor: request.headers[values: Self.forwardedFor])
        guard let client else { return try await next(request, context) }
        var context = context
        context.clientAddress = client
        context.logger[metadataKey: "client"] = .string(client)
        return try await next(request, context)
    }
}
