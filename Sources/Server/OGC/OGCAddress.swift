import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// Absolute URLs of one workspace's OGC resources, built from the request's `Host` (and
/// `X-Forwarded-Proto`/`X-Forwarded-Host` behind a proxy), as clients such as GDAL follow links as given.
struct OGCAddress: Sendable {
    /// `http://host:port` without a trailing slash.
    let origin: String
    /// The workspace of the path (a version's line is addressed as its workspace and `version=`).
    let workspace: String
    /// What the journal reads: the workspace, or the version's line.
    let key: String
    /// `version=` of the request when it names a version: every link keeps it.
    let version: [(String, String)]

    init(request: Request, workspace: String) {
        let proto = request.headers[.xForwardedProto].map { $0.split(separator: ",")[0].trimmingCharacters(in: .whitespaces) } ?? "http"
        let host = request.headers[.xForwardedHost].map { $0.split(separator: ",")[0].trimmingCharacters(in: .whitespaces) }
            ?? request.head.authority ?? request.headers[.host] ?? "localhost"
        origin = "\(proto == "https" ? "https" : "http")://\(host)"
        key = workspace
        self.workspace = VersionLine.workspace(of: workspace)
        version = workspace == self.workspace ? [] : request.uri.queryParameters["version"].map { [("version", String($0))] } ?? []
    }

    private var root: String { "\(origin)/ogc/\(workspace)" }
    private var suffix: String { Self.query(version) }
    var landing: String { root + suffix }
    var conformance: String { "\(root)/conformance" + suffix }
    var collections: String { "\(root)/collections" + suffix }
    var serviceDescription: String { "\(origin)/openapi.json" }
    private func collectionPath(_ layer: String) -> String { "\(root)/collections/\(Self.segment(layer))" }
    func collection(_ layer: String) -> String { collectionPath(layer) + suffix }
    func schema(_ layer: String) -> String { "\(collectionPath(layer))/schema" + suffix }
    func queryables(_ layer: String) -> String { "\(collectionPath(layer))/queryables" + suffix }
    func items(_ layer: String, query: [(String, String)] = []) -> String { "\(collectionPath(layer))/items" + Self.query(query + version) }
    func item(_ layer: String, _ id: UUID, query: [(String, String)] = []) -> String { "\(collectionPath(layer))/items/\(id.lowercased)" + Self.query(query + version) }
    func versions(_ layer: String, _ id: UUID) -> String { "\(collectionPath(layer))/items/\(id.lowercased)/versions" + suffix }

    static func segment(_ s: String) -> String { s.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? s }

    static func query(_ pairs: [(String, String)]) -> String {
        guard !pairs.isEmpty else { return "" }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        return "?" + pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0.1)" }.joined(separator: "&")
    }
}
