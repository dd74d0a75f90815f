import Hummingbird
import Journal
import NIOCore

/// The request context of every GeoJournal route: the authenticated principal and the body limit.
public struct GeoJournalContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by ``AuthMiddleware`` for every route but `/health`.
    public var principal: Principal?
    /// The parameters of a GeoServices REST request (query string and form body), read by
    /// ``GeoServicesMiddleware`` before authentication, which may find the token among them.
    public var geoServices: GeoServicesParameters?
    /// The version the request reads or edits (``VersionMiddleware``): nil for DEFAULT.
    public var version: VersionInfo?

    /// The client's IP address (nil when unknown): requests without a token are limited per
    /// address, as requests with one are per token.
    public var clientAddress: String?

    public init(source: Source) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Bodies above this size get 413 (a 100,000-feature import batch fits).
    public var maxUploadSize: Int { ServerLimits.maxBodyBytes }
}

/// Limits that protect the service; each refusal is a problem+json 413 or 429.
public enum ServerLimits {
    public static let maxBodyBytes = 64 * 1024 * 1024
    public static let maxPageSize = 10_000
    public static let defaultPageSize = 100
    public static let maxEventPage = 10_000
}
