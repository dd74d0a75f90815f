import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// The metadata documents of the GeoServices face: `/arcgis/rest/info`, the FeatureServer of a
/// workspace and its layers, with the members ArcGIS apps, the ArcGIS API for Python, GDAL, QGIS
/// and esridump read before they query or edit.
///
/// ```swift
/// GeoServicesDocuments.layer(layer, extent: extent)   // {"id":0,"type":"Feature Layer","fields":[...],...}
/// ```
enum GeoServicesDocuments {
    static let currentVersion = 11.1

    /// The server's `info`: token-based security (Esri's `authInfo`), and GeoJournal's list of the
    /// services anyone may read without a token (`publicServices`, with the same `authInfo` per
    /// service, `isTokenBasedSecurity: false`); every other service needs a token.
    static func info(tokenServicesURL: String, publicServices: [String] = []) -> JSONValue {
        .object([
            "currentVersion": .double(currentVersion),
            "fullVersion": "11.1.0",
            "owningSystemUrl": .null,
            "authInfo": .object(["isTokenBasedSecurity": true, "tokenServicesUrl": .string(tokenServicesURL), "shortLivedTokenValidity": 60]),
            "publicServices": .array(publicServices.map { name in
                .object(["name": .string(name), "type": "FeatureServer", "authInfo": ["isTokenBasedSecurity": false]])
            }),
        ])
    }

    /// A service's `authInfo` (Esri's shape of the server's): whether reading it needs a token. A
    /// public service is read without one; its edits still need one (`tokenServicesUrl`).
    static func authInfo(tokenServicesURL: String, isPublic: Bool) -> [String: JSONValue] {
        var auth: [String: JSONValue] = ["isTokenBasedSecurity": .bool(!isPublic), "tokenServicesUrl": .string(tokenServicesURL)]
        if !isPublic { auth["shortLivedTokenValidity"] = 60 }
        return ["authInfo": .object(auth), "publicRead": .bool(isPublic)]
    }

    static func spatialReference(_ srid: Int32) -> JSONValue {
        let wkid: Int64 = srid == 3857 ? 102100 : Int64(srid)
        return .object(["wkid": .integer(wkid), "latestWkid": .integer(Int64(srid))])
    }

    static func extent(_ box: BoundingBox?, srid: Int32) -> JSONValue {
        guard let box else {
            return .object(["xmin": .null, "ymin": .null, "xmax": .null, "ymax": .null, "spatialReference": spatialReference(srid)])
        }
        return .object(["xmin": .double(box.minX), "ymin": .double(box.minY), "xmax": .double(box.maxX), "ymax": .double(box.maxY),
                        "spatialReference": spatialReference(srid)])
    }

    /// The FeatureServer resource; `head` is the workspace's position, its server generation.
    /// `auth`: the service's ``authInfo(tokenServicesURL:isPublic:)``.
    static func service(title: String, layers: [GeoServicesLayer], extent: BoundingBox?, srid: Int32, head: Int64, auth: [String: JSONValue] = [:]) -> JSONValue {
        var document: [String: JSONValue] = [
            "currentVersion": .double(currentVersion),
            "serviceDescription": .string(title),
            "description": .string(title),
            // Every workspace is branch versioned: its VersionManagementServer creates versions,
            // and gdbVersion names one on query, applyEdits and trace.
            "hasVersionedData": true,
            "supportsVersioning": true,
            // Offline replicas (createReplica, synchronizeReplica): GeoServicesReplicaRoutes.
            "supportsDisconnectedEditing": true,
            "supportsApplyEditsWithGlobalIds": true,
            "supportsQueryContingentValues": true,
            "supportedContingentValuesFormats": "JSON",
            "supportsRelationshipsResource": false,
            "syncEnabled": true,
            "syncCapabilities": ReplicaDocuments.syncCapabilities(),
            "maxRecordCount": .integer(Int64(GeoServicesLayer.maxRecordCount)),
            "supportedQueryFormats": "JSON, geoJSON",
            "capabilities": "Create,Delete,Query,Update,Editing,ChangeTracking,Sync",
            "units": srid == 4326 ? "esriDecimalDegrees" : "esriMeters",
            "spatialReference": spatialReference(srid),
            "initialExtent": GeoServicesDocuments.extent(extent, srid: srid),
            "fullExtent": GeoServicesDocuments.extent(extent, srid: srid),
            "allowGeometryUpdates": true,
            "layers": .array(layers.map { layer in
                .object(["id": .integer(Int64(layer.id)), "name": .string(layer.name), "parentLayerId": -1, "defaultVisibility": true,
                         "subLayerIds": .null, "minScale": 0, "maxScale": 0, "geometryType": .string(EsriGeometry.typeName(layer.definition.geometryType))])
            }),
            "tables": [],
            "extractChangesCapabilities": .object([
                "supportsReturnIdsOnly": true, "supportsReturnExtentOnly": false, "supportsReturnAttachments": false,
                "supportsLayerQueries": false, "supportsGeometry": false, "supportsFeatureReturn": true, "supportsReturnHasGeometryUpdates": false,
                "supportsServerGens": true, "supportsFieldsToCompare": false,
            ]),
            "changeTrackingInfo": .object(["lastSyncDate": .null, "layerServerGens": .array(layers.map { .object(["id": .integer(Int64($0.id)), "minServerGen": 0, "serverGen": .integer(head)]) })]),
        ]
        for (key, value) in auth { document[key] = value }
        return .object(document)
    }

    /// The layer resource (`FeatureServer/{id}`).
    static func layer(_ layer: GeoServicesLayer, extent: BoundingBox?, hasContingentValues: Bool) -> JSONValue {
        let d = layer.definition
        var document: [String: JSONValue] = [
            "currentVersion": .double(currentVersion),
            "id": .integer(Int64(layer.id)),
            "name": .string(d.name),
            "type": "Feature Layer",
            "description": "",
            "geometryType": .string(EsriGeometry.typeName(d.geometryType)),
            "sourceSpatialReference": spatialReference(d.srid),
            "extent": GeoServicesDocuments.extent(extent, srid: d.srid),
            "hasZ": false,
            "hasM": false,
            "objectIdField": .string(GeoServicesLayer.objectIdField),
            "globalIdField": .string(GeoServicesLayer.globalIdField),
            "displayField": .string(d.fields.first { $0.type == .string }?.name ?? GeoServicesLayer.objectIdField),
            "fields": .array(layer.fieldsJSON),
            "indexes": [],
            "relationships": [],
            "canModifyLayer": false,
            "canScaleSymbols": false,
            "hasLabels": false,
            "hasAttachments": false,
            "htmlPopupType": "esriServerHTMLPopupTypeNone",
            "maxRecordCount": .integer(Int64(GeoServicesLayer.maxRecordCount)),
            "standardMaxRecordCount": .integer(Int64(GeoServicesLayer.maxRecordCount)),
            "supportedQueryFormats": "JSON, geoJSON",
            "capabilities": "Create,Delete,Query,Update,Editing,ChangeTracking,Sync",
            "syncCanReturnChanges": true,
            "supportsAdvancedQueries": true,
            "supportsStatistics": true,
            "supportsPagination": true,
            "supportsApplyEditsWithGlobalIds": true,
            "supportsRollbackOnFailureParameter": true,
            "supportsValidateSQL": false,
            "supportsCoordinatesQuantization": false,
            "supportsReturningQueryExtent": true,
            "supportsDatumTransformation": false,
            "useStandardizedQueries": true,
            "allowGeometryUpdates": true,
            "allowTrueCurvesUpdates": false,
            "isDataVersioned": true,
            "isDataBranchVersioned": true,
            "hasContingentValuesDefinition": .bool(hasContingentValues),
            "advancedQueryCapabilities": .object([
                "supportsPagination": true, "supportsQueryWithDistance": false, "supportsReturningQueryExtent": true,
                "supportsStatistics": true, "supportsOrderBy": true, "supportsDistinct": false, "supportsQueryWithResultType": false,
                "supportsSqlExpression": false, "supportsPaginationOnAggregatedQueries": false, "supportsQueryRelatedPagination": false,
                "supportsQueryWithHistoricMoment": true, "supportsReturningGeometryCentroid": false, "supportsTrueCurve": false,
            ]),
            "archivingInfo": .object(["supportsQueryWithHistoricMoment": true, "startArchivingMoment": 0]),
            "editFieldsInfo": .object([
                "creationDateField": .string(GeoServicesLayer.createdField), "creatorField": .string(GeoServicesLayer.creatorField),
                "editDateField": .string(GeoServicesLayer.editedField), "editorField": .string(GeoServicesLayer.editorField),
            ]),
            "editingInfo": .object(["lastEditDate": .null]),
            "dateFieldsTimeReference": .object(["timeZone": "UTC", "respectsDaylightSaving": false]),
        ]
        let drawingTool: String
        switch d.geometryType {
        case .point, .multiPoint: drawingTool = "esriFeatureEditToolPoint"
        case .lineString, .multiLineString: drawingTool = "esriFeatureEditToolLine"
        case .polygon, .multiPolygon: drawingTool = "esriFeatureEditToolPolygon"
        }
        let defaults = d.fields.reduce(into: [String: JSONValue]()) { out, f in out[f.name] = f.defaultValue.map { layer.esriValue($0, type: f.type) } ?? .null }
        if let subtypeField = d.subtypeField {
            document["typeIdField"] = .string(subtypeField)
            document["subtypeField"] = .string(subtypeField)
            document["types"] = .array(d.subtypes.map { subtype in
                var domains: [String: JSONValue] = [:]
                for f in d.fields where f.name != subtypeField {
                    if let name = subtype.domains[f.name], let domain = d.domains[name] {
                        domains[f.name] = layer.domainJSON(domain)
                    } else if f.domain != nil {
                        domains[f.name] = .object(["type": "inherited"])
                    }
                }
                var prototype = defaults
                for (k, v) in subtype.defaults { prototype[k] = layer.esriValue(v, type: d.field(named: k)?.type ?? .string) }
                prototype[subtypeField] = .integer(subtype.code)
                return .object([
                    "id": .integer(subtype.code), "name": .string(subtype.name), "domains": .object(domains),
                    "templates": [.object(["name": .string(subtype.name), "description": "", "drawingTool": .string(drawingTool),
                                           "prototype": .object(["attributes": .object(prototype)])])],
                ])
            })
            document["templates"] = []
        } else {
            document["typeIdField"] = ""
            document["types"] = []
            document["templates"] = [.object(["name": .string(d.name), "description": "", "drawingTool": .string(drawingTool),
                                              "prototype": .object(["attributes": .object(defaults)])])]
        }
        return .object(document)
    }
}
