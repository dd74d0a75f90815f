import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// OGC API – Features Part 3 on the OGC face: the `filter`, `filter-lang` and `filter-crs`
/// parameters of `items` (CQL2 text or JSON, parsed by ``CQL2`` onto the filter tree the
/// GeoServices `where` shares), `sortby`, and the `queryables` document that says what a filter
/// may name.
///
/// ```
/// GET /ogc/demo/collections/Poles/items?filter=HEIGHT > 10 AND S_INTERSECTS(geometry, BBOX(7,50,8,51))
/// GET /ogc/demo/collections/Poles/items?filter-lang=cql2-json&filter={"op":"=","args":[{"property":"N"},5]}&sortby=-HEIGHT,+N
/// GET /ogc/demo/collections/Poles/queryables     → application/schema+json
/// ```
enum OGCFilter {
    /// The name of the geometry in filters and in the queryables.
    static let geometry = "geometry"

    /// The `filter` of a request as a condition on the layer's features (nil without one);
    /// a 400 naming the place in the filter for anything that is not understood.
    static func condition(_ request: Request, definition: LayerDefinition, transformable: Bool) throws -> FeatureFilter? {
        let lang = request.query("filter-lang")
        guard let text = formValue(request, "filter") else {
            if lang != nil || request.query("filter-crs") != nil {
                throw Problem.badRequest("filter-lang and filter-crs need a filter", path: lang != nil ? "filter-lang" : "filter-crs", code: "query.filter")
            }
            return nil
        }
        let language: CQL2.Language
        switch lang?.lowercased() {
        case nil: language = text.first == "{" ? .json : .text
        // `cql-text` is the draft's name, which GDAL's OAPIF driver up to 3.6 sends.
        case "cql2-text", "cql-text": language = .text
        case "cql2-json": language = .json
        case let other?:
            throw Problem.badRequest("filter-lang \(other) is not supported; use cql2-text (or the draft's cql-text) or cql2-json", path: "filter-lang", code: "query.filter-lang")
        }
        let srid = try OGCQuery.crs(request, "filter-crs", layer: definition, transformable: transformable)
        let queryables = CQL2Queryables(fields: definition.queryableFields(), geometry: geometry, filterSRID: srid)
        switch CQL2.parse(text, language: language, queryables: queryables) {
        case .success(let filter): return filter
        case .failure(let violation): throw Problem([violation], .malformed)
        }
    }

    /// `sortby=+A,-B` (or `A`, `B DESC`) as an order of queryable fields.
    static func order(_ request: Request, definition: LayerDefinition) throws -> [FeatureQuery.Order] {
        guard let text = formValue(request, "sortby") else { return [] }
        let fields = definition.queryableFields()
        var out: [FeatureQuery.Order] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            var key = item.trimmingCharacters(in: .whitespaces)
            var descending = false
            if key.hasPrefix("-") { descending = true; key.removeFirst() } else if key.hasPrefix("+") { key.removeFirst() }
            let words = key.split(separator: " ")
            if words.count == 2, ["ASC", "DESC", "A", "D"].contains(words[1].uppercased()) {
                descending = words[1].uppercased().hasPrefix("D")
                key = String(words[0])
            }
            guard !key.isEmpty else {
                throw Problem.badRequest("sortby has an empty key; write +field or -field, separated by commas", path: "sortby", code: "query.sortby")
            }
            guard let field = fields[key] else {
                throw Problem.badRequest("sortby names \"\(key)\", which is not a queryable of collection \"\(definition.name)\"", path: "sortby", code: "query.sortby")
            }
            out.append(FeatureQuery.Order(field, descending: descending))
        }
        return out
    }

    /// A query parameter decoded as a form is (`+` is a space): how GDAL, Python's requests and
    /// OWSLib send a filter's spaces (a plus sign comes as `%2B`).
    static func formValue(_ request: Request, _ name: String) -> String? {
        GeoServicesParameters.urlencoded(request.uri.query ?? "").last { $0.0 == name }?.1
    }

    /// The queryables of a collection (JSON Schema): every field of the layer with its type,
    /// coded values (`enum`, with their names in `oneOf`) and range (`minimum`/`maximum`), the
    /// feature id, the OBJECTID, and the geometry.
    static func queryables(_ address: OGCAddress, definition: LayerDefinition) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for field in definition.fields {
            properties[field.name] = OGCDocuments.fieldSchema(field, definition: definition, nullable: false)
        }
        if properties["id"] == nil {
            properties["id"] = ["title": "id", "description": "The feature's id", "type": "string", "format": "uuid", "x-ogc-role": "id"]
        }
        if properties["OBJECTID"] == nil {
            properties["OBJECTID"] = ["title": "OBJECTID", "description": "The feature's OBJECTID, as the GeoServices face numbers it (indexed)", "type": "integer"]
        }
        properties[geometry] = OGCDocuments.geometrySchema(definition)
        // The draft's list (`queryables: [{id, type}]`), which GDAL's OAPIF driver up to 3.6 reads
        // to decide which fields it may put in a filter; JSON Schema readers ignore it.
        let draft: [JSONValue] = properties.keys.sorted().filter { $0 != geometry }.map { name in
            .object(["id": .string(name), "type": properties[name]?["type"].arrayValue?.first ?? properties[name]?["type"] ?? "string"])
        }
        return .object([
            "queryables": .array(draft),
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(address.queryables(definition.name)),
            "title": .string(definition.name),
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": false,
        ])
    }
}
