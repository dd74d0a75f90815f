import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// A link of the OGC API (`href`, `rel`, `type`, `title`; the Time Map adds `datetime`).
///
/// ```swift
/// let next = OGCLink(href: base.items("Poles", query: ["cursor": c]), rel: "next", type: OGCMedia.geoJSON)
/// next.json   // {"href": "...", "rel": "next", "type": "application/geo+json"}
/// ```
struct OGCLink: Sendable {
    var href: String
    var rel: String
    var type: String?
    var title: String?
    var datetime: String?

    var json: JSONValue {
        var o: [String: JSONValue] = ["href": .string(href), "rel": .string(rel)]
        if let type { o["type"] = .string(type) }
        if let title { o["title"] = .string(title) }
        if let datetime { o["datetime"] = .string(datetime) }
        return .object(o)
    }

    /// The link as one element of an HTTP `Link` header (RFC 8288).
    var header: String {
        var s = "<\(href)>; rel=\"\(rel)\""
        if let type { s += "; type=\"\(type)\"" }
        if let datetime { s += "; datetime=\"\(datetime)\"" }
        return s
    }

    static func header(_ links: [OGCLink]) -> String { links.map(\.header).joined(separator: ", ") }
}

/// Media types the OGC face speaks.
enum OGCMedia {
    static let json = "application/json"
    static let geoJSON = "application/geo+json"
    static let openAPI = "application/vnd.oai.openapi+json;version=3.0"
    static let schema = "application/schema+json"
    static let mergePatch = "application/merge-patch+json"
}

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

/// The coordinate reference systems of OGC API – Features Part 2, by URI.
enum OGCCRS {
    static let crs84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84"

    static func uri(srid: Int32) -> String { srid == 4326 ? crs84 : "http://www.opengis.net/def/crs/EPSG/0/\(srid)" }

    /// The EPSG code of a CRS URI (CRS84 is 4326, with longitude first as PostGIS writes it);
    /// a header value may be in angle brackets.
    static func srid(_ text: String) -> Int32? {
        var s = text.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("<"), s.hasSuffix(">") { s = String(s.dropFirst().dropLast()) }
        if s.hasPrefix("https://") { s = "http://" + s.dropFirst(8) }
        if s == crs84 || s == "http://www.opengis.net/def/crs/OGC/0/CRS84" { return 4326 }
        let prefix = "http://www.opengis.net/def/crs/EPSG/0/"
        guard s.hasPrefix(prefix), let code = Int32(s.dropFirst(prefix.count)), code > 0 else { return nil }
        return code
    }

    /// The CRS URIs a layer is served in: CRS84 first (the default), then its own.
    static func supported(layerSRID: Int32, transformable: Bool) -> [String] {
        guard transformable, layerSRID != 4326 else { return [uri(srid: layerSRID)] }
        return [crs84, uri(srid: layerSRID)]
    }
}

/// Times as HTTP writes them (`Memento-Datetime`, RFC 7231 IMF-fixdate).
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(micros: Int64) -> String {
        var t = time_t(micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000)
        var parts = tm()
        gmtime_r(&t, &parts)
        let clock = String(format: "%02d %04d %02d:%02d:%02d", Int(parts.tm_mday), Int(parts.tm_year) + 1900, Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        let day = clock.prefix(2)
        return "\(days[Int(parts.tm_wday)]), \(day) \(months[Int(parts.tm_mon)]) \(clock.dropFirst(3)) GMT"
    }
}

extension HTTPField.Name {
    static let link = HTTPField.Name("Link")!
    static let mementoDatetime = HTTPField.Name("Memento-Datetime")!
    static let contentCrs = HTTPField.Name("Content-Crs")!
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    static let xForwardedHost = HTTPField.Name("X-Forwarded-Host")!
    static let host = HTTPField.Name("Host")!
}
