import Foundation
import GeoJournalCore
import Journal

/// The JSON documents of OGC API – Tiles: the WebMercatorQuad tile matrix set (OGC 2D TMS 2.0),
/// the tilesets lists, a tileset's metadata, and its TileJSON 3.0 for MapLibre and QGIS.
///
/// ```swift
/// OGCTileDocuments.webMercatorQuad["tileMatrices"][0]["matrixWidth"]   // 1
/// OGCTileDocuments.tileJSON(address, layers: [poles], query: [("datetime", t)], scope: .collection("Poles"))
/// ```
enum OGCTileDocuments {
    static let tileMatrixSetId = "WebMercatorQuad"
    static let tileMatrixSetURI = "http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad"
    static let mvt = "application/vnd.mapbox-vector-tile"
    static let tileJSONMedia = "application/vnd.mapbox.tile+json"
    static let tilesetsRel = "http://www.opengis.net/def/rel/ogc/1.0/tilesets-vector"

    static let conformance = [
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/core",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tileset",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tilesets-list",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/geodata-tilesets",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/dataset-tilesets",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/datetime",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/geodata-selection",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/mvt",
        "http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/oas30",
        "http://www.opengis.net/spec/tms/2.0/conf/tilematrixset",
        "http://www.opengis.net/spec/tms/2.0/conf/json-tilematrixset",
    ]

    /// Which tilesets: one collection's, or every layer of the workspace in each tile.
    enum Scope {
        case collection(String)
        case dataset

        var title: String {
            switch self {
            case .collection(let name): return name
            case .dataset: return "every layer"
            }
        }
    }

    /// WebMercatorQuad as OGC 2D TMS 2.0 writes it: 256-pixel tiles, scale denominators at
    /// 0.28 mm pixels, the origin at the top-left corner of the Web Mercator square.
    static let webMercatorQuad: JSONValue = {
        let origin = TileAddress.originShift
        let matrices: [JSONValue] = (0...TileAddress.maxZoom).map { z in
            let cellSize = 2 * origin / 256 / Double(1 << z)
            let n = Int64(1) << Int64(z)
            return .object([
                "id": .string(String(z)),
                "scaleDenominator": .double(cellSize / 0.00028),
                "cellSize": .double(cellSize),
                "cornerOfOrigin": "topLeft",
                "pointOfOrigin": [.double(-origin), .double(origin)],
                "tileWidth": 256, "tileHeight": 256,
                "matrixWidth": .integer(n), "matrixHeight": .integer(n),
            ])
        }
        return .object([
            "id": .string(tileMatrixSetId),
            "title": "Google Maps Compatible for the World",
            "uri": .string(tileMatrixSetURI),
            "crs": "http://www.opengis.net/def/crs/EPSG/0/3857",
            "orderedAxes": ["X", "Y"],
            "wellKnownScaleSet": "http://www.opengis.net/def/wkss/OGC/1.0/GoogleMapsCompatible",
            "tileMatrices": .array(matrices),
        ])
    }()

    static func tileMatrixSets(_ address: OGCAddress) -> JSONValue {
        .object(["tileMatrixSets": [.object([
            "id": .string(tileMatrixSetId), "title": "Google Maps Compatible for the World", "uri": .string(tileMatrixSetURI),
            "links": [OGCLink(href: address.tileMatrixSet, rel: "self", type: OGCMedia.json, title: tileMatrixSetId).json],
        ])]])
    }

    /// The address of a scope's tileset (and its tiles, under it).
    static func tileset(_ address: OGCAddress, _ scope: Scope, query: [(String, String)] = []) -> String {
        switch scope {
        case .collection(let name): return address.collectionTiles(name, query: query)
        case .dataset: return address.datasetTiles(query: query)
        }
    }

    /// The URL template of a scope's tiles, keeping the query that chose the moment, version and
    /// properties (`{z}`, `{y}`, `{x}` as TileJSON writes them; OGC's names when `ogc`).
    static func template(_ address: OGCAddress, _ scope: Scope, query: [(String, String)], ogc: Bool) -> String {
        let base = tileset(address, scope)
        let path = ogc ? "/{tileMatrix}/{tileRow}/{tileCol}" : "/{z}/{y}/{x}"
        return base + path + OGCAddress.query(query + address.version)
    }

    static func tilesets(_ address: OGCAddress, _ scope: Scope) -> JSONValue {
        .object(["tilesets": [.object([
            "title": .string("\(scope.title) (\(tileMatrixSetId))"),
            "dataType": "vector",
            "crs": "http://www.opengis.net/def/crs/EPSG/0/3857",
            "tileMatrixSetURI": .string(tileMatrixSetURI),
            "links": .array([
                OGCLink(href: tileset(address, scope, query: address.version), rel: "self", type: OGCMedia.json, title: "The tileset"),
                OGCLink(href: address.tileMatrixSet, rel: "http://www.opengis.net/def/rel/ogc/1.0/tiling-scheme", type: OGCMedia.json,
                        title: tileMatrixSetId),
            ].map(\.json)),
        ])]])
    }

    /// What each layer is in a tile: its geometry dimension and the properties a feature carries.
    static func layer(_ definition: LayerDefinition) -> JSONValue {
        var properties: [String: JSONValue] = [
            "id": ["type": "string", "format": "uuid", "x-ogc-role": "id"],
            "OBJECTID": ["type": "integer"],
        ]
        for field in definition.fields where field.name != "id" && field.name != "OBJECTID" {
            properties[field.name] = OGCDocuments.fieldSchema(field, definition: definition, nullable: field.nullable)
        }
        return .object([
            "id": .string(definition.name),
            "dataType": "vector",
            "geometryDimension": .integer(definition.geometryType.dimension),
            "minTileMatrix": "0", "maxTileMatrix": .string(String(TileAddress.maxZoom)),
            "propertiesSchema": ["type": "object", "properties": .object(properties)],
        ])
    }

    /// A tileset's metadata (OGC API – Tiles, tileset): the tile matrix set, the layers and the
    /// templated link to the tiles.
    static func tilesetMetadata(_ address: OGCAddress, _ scope: Scope, layers: [LayerDefinition], query: [(String, String)]) -> JSONValue {
        .object([
            "title": .string("\(scope.title) (\(tileMatrixSetId))"),
            "dataType": "vector",
            "crs": "http://www.opengis.net/def/crs/EPSG/0/3857",
            "tileMatrixSetURI": .string(tileMatrixSetURI),
            "layers": .array(layers.map(layer)),
            "links": .array([
                OGCLink(href: tileset(address, scope, query: query + address.version), rel: "self", type: OGCMedia.json, title: "This tileset"),
                OGCLink(href: tileset(address, scope, query: query + [("f", "tilejson")] + address.version), rel: "alternate", type: tileJSONMedia,
                        title: "This tileset as TileJSON"),
                OGCLink(href: address.tileMatrixSet, rel: "http://www.opengis.net/def/rel/ogc/1.0/tiling-scheme", type: OGCMedia.json,
                        title: tileMatrixSetId),
            ].map(\.json) + [.object([
                "href": .string(template(address, scope, query: query, ogc: true)), "rel": "item", "type": .string(mvt), "templated": true,
                "title": "A tile (Mapbox Vector Tile)",
            ])]),
        ])
    }

    /// TileJSON 3.0.0: the URL template in `tiles`, one vector layer per layer with its fields.
    static func tileJSON(_ address: OGCAddress, _ scope: Scope, layers: [LayerDefinition], query: [(String, String)], bounds: BoundingBox?) -> JSONValue {
        var document: [String: JSONValue] = [
            "tilejson": "3.0.0",
            "name": .string(scope.title),
            "scheme": "xyz",
            "tiles": [.string(template(address, scope, query: query, ogc: false))],
            "minzoom": 0,
            "maxzoom": .integer(Int64(TileAddress.maxZoom)),
            "vector_layers": .array(layers.map { definition in
                var fields: [String: JSONValue] = ["id": "String", "OBJECTID": "Number"]
                for field in definition.fields where field.name != "id" && field.name != "OBJECTID" {
                    switch field.type {
                    case .integer, .smallint, .double: fields[field.name] = "Number"
                    case .boolean: fields[field.name] = "Boolean"
                    case .string, .date, .uuid: fields[field.name] = "String"
                    }
                }
                return .object(["id": .string(definition.name), "fields": .object(fields), "minzoom": 0, "maxzoom": .integer(Int64(TileAddress.maxZoom))])
            }),
        ]
        if let b = bounds { document["bounds"] = [.double(b.minX), .double(b.minY), .double(b.maxX), .double(b.maxY)] }
        return .object(document)
    }
}

extension GeometryType {
    /// 0 for points, 1 for lines, 2 for polygons.
    var dimension: Int64 {
        switch self {
        case .point, .multiPoint: return 0
        case .lineString, .multiLineString: return 1
        case .polygon, .multiPolygon: return 2
        }
    }
}

extension OGCAddress {
    var tileMatrixSet: String { "\(origin)/ogc/\(workspace)/tileMatrixSets/\(OGCTileDocuments.tileMatrixSetId)" }
    var tileMatrixSets: String { "\(origin)/ogc/\(workspace)/tileMatrixSets" }
    func collectionTiles(_ layer: String, query: [(String, String)] = []) -> String {
        "\(origin)/ogc/\(workspace)/collections/\(Self.segment(layer))/tiles/\(OGCTileDocuments.tileMatrixSetId)" + Self.query(query)
    }
    func datasetTiles(query: [(String, String)] = []) -> String {
        "\(origin)/ogc/\(workspace)/tiles/\(OGCTileDocuments.tileMatrixSetId)" + Self.query(query)
    }
    func collectionTilesets(_ layer: String) -> String { "\(origin)/ogc/\(workspace)/collections/\(Self.segment(layer))/tiles" + Self.query(version) }
    var datasetTilesets: String { "\(origin)/ogc/\(workspace)/tiles" + Self.query(version) }
}
