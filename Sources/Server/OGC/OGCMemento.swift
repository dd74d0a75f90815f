import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// The Memento view of one feature (RFC 7089 pattern 1.2, as the OGC Versioned Features proposal
/// uses it): the feature URI is the original resource and time gate, `?datetime=<start of a
/// version>` is that version's canonical memento, `…/versions` the Time Map. Links use the
/// version relations of RFC 5829.
///
/// ```swift
/// let memento = OGCMemento(address: address, layer: "Poles", id: id, requestURI: uri)
/// memento.links(version, timeline: timeline)   // self, canonical, original, predecessor-version, …
/// ```
struct OGCMemento {
    let address: OGCAddress
    let layer: String
    let id: UUID
    let requestURI: String

    var original: String { address.item(layer, id) }

    func canonical(_ v: FeatureVersionRow) -> String { address.item(layer, id, query: [("datetime", RFC3339.string(micros: v.validFromMicros))]) }

    func links(_ v: FeatureVersionRow, timeline: FeatureTimeline) -> [OGCLink] {
        var links = [
            OGCLink(href: requestURI, rel: "self", type: OGCMedia.geoJSON),
            OGCLink(href: canonical(v), rel: "canonical", type: OGCMedia.geoJSON),
            OGCLink(href: original, rel: "original", type: OGCMedia.geoJSON),
            OGCLink(href: address.collection(layer), rel: "collection", type: OGCMedia.json),
            OGCLink(href: address.versions(layer, id), rel: "version-history", type: OGCMedia.json),
            OGCLink(href: address.versions(layer, id), rel: "timemap", type: OGCMedia.json),
        ]
        if let k = timeline.versions.firstIndex(where: { $0.version == v.version }) {
            if k > 0 { links.append(OGCLink(href: canonical(timeline.versions[k - 1]), rel: "predecessor-version", type: OGCMedia.geoJSON)) }
            if k + 1 < timeline.versions.count { links.append(OGCLink(href: canonical(timeline.versions[k + 1]), rel: "successor-version", type: OGCMedia.geoJSON)) }
        }
        if let latest = timeline.versions.last { links.append(OGCLink(href: canonical(latest), rel: "latest-version", type: OGCMedia.geoJSON)) }
        return links
    }

    /// `ETag` (the version), `Memento-Datetime` (when the version began) and the links as `Link`.
    func headers(_ v: FeatureVersionRow, timeline: FeatureTimeline) -> HTTPFields {
        var headers = HTTPFields()
        headers[.eTag] = OGCETag.value(v.version)
        headers[.mementoDatetime] = HTTPDate.string(micros: v.validFromMicros)
        headers[.link] = OGCLink.header(links(v, timeline: timeline).filter { $0.rel != "collection" })
        return headers
    }

    /// 410 Gone: the feature exists in the journal but not at the moment asked for.
    func gone(_ timeline: FeatureTimeline, request: Request, context: GeoJournalContext) throws -> Response {
        var links = [
            OGCLink(href: address.versions(layer, id), rel: "version-history", type: OGCMedia.json),
            OGCLink(href: address.versions(layer, id), rel: "timemap", type: OGCMedia.json),
        ]
        if let latest = timeline.versions.last { links.insert(OGCLink(href: canonical(latest), rel: "latest-version", type: OGCMedia.geoJSON), at: 0) }
        let deleted = timeline.versions.last?.validTo.map { $0 <= timeline.position } ?? false
        let problem = Problem(status: .gone, type: "gone", title: "Gone",
                              detail: deleted ? "feature \(id.lowercased) was deleted at that moment" : "feature \(id.lowercased) did not exist yet at that moment",
                              extra: ["links": .array(links.map(\.json))])
        var response = try problem.response(from: request, context: context)
        response.headers[.link] = OGCLink.header(links)
        return response
    }

    /// The Time Map: a `memento` link per version with its start time, `first`, `last` and
    /// `latest-version`, and the versions with their validity in time and positions.
    func timeMap(_ timeline: FeatureTimeline) -> JSONValue {
        var links = [
            OGCLink(href: requestURI, rel: "self", type: OGCMedia.json),
            OGCLink(href: original, rel: "original", type: OGCMedia.geoJSON),
        ]
        if let first = timeline.versions.first { links.append(OGCLink(href: canonical(first), rel: "first", type: OGCMedia.geoJSON)) }
        for v in timeline.versions {
            links.append(OGCLink(href: canonical(v), rel: "memento", type: OGCMedia.geoJSON, datetime: HTTPDate.string(micros: v.validFromMicros)))
        }
        if let last = timeline.versions.last {
            links.append(OGCLink(href: canonical(last), rel: "last", type: OGCMedia.geoJSON))
            links.append(OGCLink(href: canonical(last), rel: "latest-version", type: OGCMedia.geoJSON))
        }
        let versions: [JSONValue] = timeline.versions.map { v in
            var o: [String: JSONValue] = [
                "version": .integer(Int64(v.version)),
                "validFrom": .string(RFC3339.string(micros: v.validFromMicros)),
                "validTo": v.validToMicros.map { .string(RFC3339.string(micros: $0)) } ?? .null,
                "fromPosition": .integer(v.validFrom),
                "toPosition": v.validTo.map { .integer($0) } ?? .null,
                "href": .string(canonical(v)),
            ]
            if let op = v.operationId { o["operationId"] = .string(op.lowercased) }
            return .object(o)
        }
        let deleted = timeline.versions.last?.validTo != nil
        return .object(["featureId": .string(id.lowercased), "deleted": .bool(deleted), "versions": .array(versions), "links": .array(links.map(\.json))])
    }
}

/// Entity tags of features: the feature version, as a strong tag (`"3"`).
enum OGCETag {
    static func value(_ version: Int) -> String { "\"\(version)\"" }

    /// Whether an `If-Match` header accepts the current `version` (`*` accepts any; weak tags never
    /// match, as If-Match compares strongly).
    static func matches(_ header: String, version: Int) -> Bool {
        for part in header.split(separator: ",") {
            let tag = part.trimmingCharacters(in: .whitespaces)
            if tag == "*" || tag == value(version) { return true }
        }
        return false
    }
}
