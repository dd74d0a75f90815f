import Foundation
import GeoJournalCore
import Journal

/// Writes a layer's features as the OGC face sends them: GeoJSON with the properties in the
/// layer's field order (every field, null when unset, so clients that infer a schema from the
/// first page see every field), the transaction-time validity as a JSON-FG `time` interval, and
/// the feature version.
///
/// ```swift
/// let writer = OGCFeatureWriter(definition: layer)
/// let text = writer.feature(row)   // {"type":"Feature","id":"...","geometry":{...},"properties":{...},"time":{"interval":["...",".."]},"version":2}
/// ```
struct OGCFeatureWriter: Sendable {
    /// Each field's name as JSON text followed by a colon, in field order.
    private let keys: [(name: String, key: [UInt8])]

    init(definition: LayerDefinition?) {
        keys = (definition?.fields ?? []).map { field in
            var key = JSONValue.string(field.name).jsonBytes()
            key.append(UInt8(ascii: ":"))
            return (field.name, key)
        }
    }

    func feature(_ row: FeatureVersionRow, links: [OGCLink] = []) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(row.attributes.utf8.count + row.geometry.utf8.count + 160)
        write(row, links: links, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func write(_ row: FeatureVersionRow, links: [OGCLink] = [], into out: inout [UInt8]) {
        out += Array("{\"type\":\"Feature\",\"id\":\"\(row.id.lowercased)\",\"geometry\":".utf8)
        out += Array(row.geometry.utf8)
        out += Array(",\"properties\":".utf8)
        writeProperties(row.attributes, into: &out)
        out += Array(",\"time\":{\"interval\":[\"\(RFC3339.string(micros: row.validFromMicros))\",".utf8)
        out += Array((row.validToMicros.map { "\"\(RFC3339.string(micros: $0))\"" } ?? "\"..\"").utf8)
        out += Array("]},\"version\":\(row.version)".utf8)
        if !links.isEmpty {
            out += Array(",\"links\":".utf8)
            JSONValue.array(links.map(\.json)).write(into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private func writeProperties(_ text: String, into out: inout [UInt8]) {
        guard !keys.isEmpty, case .object(let values)? = try? JSONValue.parse(text) else {
            out += Array(text.utf8)
            return
        }
        out.append(UInt8(ascii: "{"))
        for (k, field) in keys.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            out += field.key
            (values[field.name] ?? .null).write(into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}

/// The JSON documents of the OGC face that are not features: landing page, conformance,
/// collection descriptions and the feature schema of a collection.
enum OGCDocuments {
    static let conformance = [
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
        "http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs",
        "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete",
        "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/update",
        "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/features",
        // Part 3 and CQL2: the classes whose every requirement is served (not ACCENTI, not the
        // spatial functions beyond S_INTERSECTS/S_DISJOINT/S_WITHIN/S_CONTAINS, not arithmetic).
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter",
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter",
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
        "http://www.opengis.net/spec/cql2/1.0/conf/cql2-text",
        "http://www.opengis.net/spec/cql2/1.0/conf/cql2-json",
        "http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2",
        "http://www.opengis.net/spec/cql2/1.0/conf/advanced-comparison-operators",
        "http://www.opengis.net/spec/cql2/1.0/conf/case-insensitive-comparison",
        "http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions",
        "http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions-plus",
        "http://www.opengis.net/spec/ogcapi-features-5/1.0/conf/schemas",
    ] + OGCTileDocuments.conformance

    static func landing(_ address: OGCAddress, title: String) -> JSONValue {
        .object([
            "title": .string(title.isEmpty ? "GeoJournal workspace \(address.workspace)" : title),
            "description": .string("OGC API – Features of GeoJournal workspace \"\(address.workspace)\": every layer is a collection; writes are journal operations and every version stays readable (datetime=)."),
            "links": .array([
                OGCLink(href: address.landing, rel: "self", type: OGCMedia.json, title: "This document"),
                OGCLink(href: address.serviceDescription, rel: "service-desc", type: OGCMedia.openAPI, title: "The API definition (OpenAPI 3.0)"),
                OGCLink(href: address.conformance, rel: "conformance", type: OGCMedia.json, title: "Conformance classes"),
                OGCLink(href: address.collections, rel: "data", type: OGCMedia.json, title: "The layers"),
                OGCLink(href: address.datasetTilesets, rel: OGCTileDocuments.tilesetsRel, type: OGCMedia.json, title: "Vector tiles of every layer"),
                OGCLink(href: address.tileMatrixSets, rel: "http://www.opengis.net/def/rel/ogc/1.0/tiling-schemes", type: OGCMedia.json, title: "Tile matrix sets"),
            ].map(\.json)),
        ])
    }

    /// One collection: id, title, extent (CRS84 when PostGIS can transform the layer's CRS), CRS
    /// list, versioning and links.
    static func collection(_ address: OGCAddress, definition: LayerDefinition, extent: LayerExtent, transformable: Bool) -> JSONValue {
        let name = definition.name
        var spatial: [String: JSONValue] = ["crs": .string(transformable ? OGCCRS.crs84 : OGCCRS.uri(srid: definition.srid))]
        if let b = extent.bbox { spatial["bbox"] = [[.double(b.minX), .double(b.minY), .double(b.maxX), .double(b.maxY)]] }
        var extentJSON: [String: JSONValue] = ["spatial": .object(spatial)]
        if let first = extent.firstMicros {
            extentJSON["temporal"] = ["interval": [[.string(RFC3339.string(micros: first)), .null]], "trs": "http://www.opengis.net/def/uom/ISO-8601/0/Gregorian"]
        }
        return .object([
            "id": .string(name),
            "title": .string(name),
            "description": .string("\(definition.geometryType.rawValue) layer in EPSG:\(definition.srid) with \(definition.fields.count) field(s)"),
            "itemType": "feature",
            "extent": .object(extentJSON),
            "crs": .array(OGCCRS.supported(layerSRID: definition.srid, transformable: transformable).map(JSONValue.string)),
            "storageCrs": .string(OGCCRS.uri(srid: definition.srid)),
            "versioning": ["timeAxis": "transaction-time", "mutationTime": "server"],
            "links": .array([
                OGCLink(href: address.collection(name), rel: "self", type: OGCMedia.json, title: name),
                OGCLink(href: address.items(name), rel: "items", type: OGCMedia.geoJSON, title: "The features of \(name)"),
                OGCLink(href: address.schema(name), rel: "describedby", type: OGCMedia.schema, title: "The schema of the features of \(name)"),
                OGCLink(href: address.schema(name), rel: "http://www.opengis.net/def/rel/ogc/1.0/schema", type: OGCMedia.schema, title: "The schema of the features of \(name)"),
                OGCLink(href: address.queryables(name), rel: "http://www.opengis.net/def/rel/ogc/1.0/queryables", type: OGCMedia.schema,
                        title: "What a filter on \(name) may name"),
                // The draft's relation name, which GDAL's OAPIF driver up to 3.6 follows.
                OGCLink(href: address.queryables(name), rel: "queryables", type: OGCMedia.schema, title: "What a filter on \(name) may name"),
                OGCLink(href: address.collectionTilesets(name), rel: OGCTileDocuments.tilesetsRel, type: OGCMedia.json, title: "Vector tiles of \(name)"),
            ].map(\.json)),
        ])
    }

    /// One field as JSON Schema: its type, length, coded values (`enum`, and `oneOf` with each
    /// code's name as its title) and range (`minimum`/`maximum`).
    static func fieldSchema(_ field: FieldDefinition, definition: LayerDefinition, nullable: Bool) -> JSONValue {
        var p: [String: JSONValue] = ["title": .string(field.name)]
        switch field.type {
        case .integer: p["type"] = "integer"
        case .smallint: p["type"] = "integer"; p["minimum"] = -32768; p["maximum"] = 32767
        case .double: p["type"] = "number"
        case .string: p["type"] = "string"; if let l = field.length { p["maxLength"] = .integer(Int64(l)) }
        case .boolean: p["type"] = "boolean"
        case .date: p["type"] = "string"; p["format"] = "date-time"
        case .uuid: p["type"] = "string"; p["format"] = "uuid"
        }
        if let name = field.domain, let domain = definition.domains[name] {
            switch domain {
            case .codedValue(let coded):
                p["enum"] = .array(coded.codedValues.map(\.code) + (nullable ? [.null] : []))
                p["oneOf"] = .array(coded.codedValues.map { .object(["const": $0.code, "title": .string($0.name)]) } + (nullable ? [["type": "null"]] : []))
            case .range(let range) where !range.isDateRange: p["minimum"] = range.min; p["maximum"] = range.max
            case .range(let range): p["formatMinimum"] = range.min; p["formatMaximum"] = range.max
            }
        }
        if nullable, let type = p["type"] { p["type"] = [type, "null"] }
        return .object(p)
    }

    /// The geometry as JSON Schema (the `format` names of Part 5), the primary geometry.
    static func geometrySchema(_ definition: LayerDefinition) -> JSONValue {
        let format: String
        switch definition.geometryType {
        case .point: format = "geometry-point"
        case .multiPoint: format = "geometry-multipoint"
        case .lineString: format = "geometry-linestring"
        case .multiLineString: format = "geometry-multilinestring"
        case .polygon: format = "geometry-polygon"
        case .multiPolygon: format = "geometry-multipolygon"
        }
        return ["title": "geometry", "format": .string(format), "x-ogc-role": "primary-geometry"]
    }

    /// The JSON Schema of a collection's features (the shape OGC API – Features Part 5 uses).
    static func schema(_ address: OGCAddress, definition: LayerDefinition) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for field in definition.fields {
            properties[field.name] = fieldSchema(field, definition: definition, nullable: field.nullable)
            if !field.nullable { required.append(.string(field.name)) }
        }
        if properties["id"] == nil {
            properties["id"] = ["title": "id", "type": "string", "format": "uuid", "x-ogc-role": "id", "readOnly": true]
        }
        properties["geometry"] = geometrySchema(definition)
        return .object([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(address.schema(definition.name)),
            "title": .string(definition.name),
            "type": "object",
            "required": .array(required),
            "properties": .object(properties),
        ])
    }
}
