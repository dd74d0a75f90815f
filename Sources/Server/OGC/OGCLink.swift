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

extension HTTPField.Name {
    static let link = HTTPField.Name("Link")!
    static let mementoDatetime = HTTPField.Name("Memento-Datetime")!
    static let contentCrs = HTTPField.Name("Content-Crs")!
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    static let xForwardedHost = HTTPField.Name("X-Forwarded-Host")!
    static let host = HTTPField.Name("Host")!
}
