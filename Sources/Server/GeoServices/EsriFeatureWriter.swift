import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// Writes the features of a `query` page: the attributes a client asked for (`outFields`) in the
/// layer's field order, with Esri values (``GeoServicesLayer/esriValue(_:type:)``), and the geometry in
/// Esri JSON or GeoJSON. Like the OGC face's feature writer, it writes bytes straight from the
/// stored text: the keys are prepared once per page, and points and lines are re-wrapped from
/// their GeoJSON text without parsing numbers (``EsriGeometry/writeCopying(geoJSON:into:)``).
///
/// ```swift
/// let writer = EsriFeatureWriter(layer: layer, fields: try layer.outFields("*"))
/// writer.writeEsri(row, into: &out)   // {"attributes":{"OBJECTID":1,...},"geometry":{"x":..,"y":..}}
/// ```
struct EsriFeatureWriter {
    private enum Column {
        case objectId, globalId, creator, created, editor, edited
        case field(String, FieldType)
    }

    private let layer: GeoServicesLayer
    /// Each column with its name as JSON text and a colon.
    private let columns: [(column: Column, key: [UInt8])]
    /// Whether a schema field is among the columns (else the stored attributes are not read).
    private let readsStored: Bool

    init(layer: GeoServicesLayer, fields: Set<String>?) {
        self.layer = layer
        func wanted(_ name: String) -> Bool { fields?.contains(name.lowercased()) ?? true }
        var columns: [Column] = []
        if wanted(GeoServicesLayer.objectIdField) { columns.append(.objectId) }
        if wanted(GeoServicesLayer.globalIdField) { columns.append(.globalId) }
        for f in layer.definition.fields where wanted(f.name) { columns.append(.field(f.name, f.type)) }
        if wanted(GeoServicesLayer.creatorField) { columns.append(.creator) }
        if wanted(GeoServicesLayer.createdField) { columns.append(.created) }
        if wanted(GeoServicesLayer.editorField) { columns.append(.editor) }
        if wanted(GeoServicesLayer.editedField) { columns.append(.edited) }
        self.readsStored = columns.contains { if case .field = $0 { true } else { false } }
        self.columns = columns.map { column in
            let name: String
            switch column {
            case .objectId: name = GeoServicesLayer.objectIdField
            case .globalId: name = GeoServicesLayer.globalIdField
            case .creator: name = GeoServicesLayer.creatorField
            case .created: name = GeoServicesLayer.createdField
            case .editor: name = GeoServicesLayer.editorField
            case .edited: name = GeoServicesLayer.editedField
            case .field(let n, _): name = n
            }
            var key = JSONValue.string(name).jsonBytes()
            key.append(UInt8(ascii: ":"))
            return (column, key)
        }
    }

    /// `{"attributes":{...},"geometry":{...}}` (no geometry member when the row has none).
    func writeEsri(_ row: FeatureQueryRow, into out: inout [UInt8]) throws {
        out.append(contentsOf: #"{"attributes":"#.utf8)
        try writeAttributes(row, into: &out)
        if let text = row.geometry {
            var geometry: [UInt8] = []
            if EsriGeometry.writeCopying(geoJSON: text, into: &geometry) {
                out.append(contentsOf: #","geometry":"#.utf8)
                out.append(contentsOf: geometry)
            } else if case .success(let g) = Geometry.parse(try JSONValue.parse(Array(text.utf8))) {
                out.append(contentsOf: #","geometry":"#.utf8)
                EsriGeometry.write(g, into: &out)
            }
        }
        out.append(UInt8(ascii: "}"))
    }

    /// `{"type":"Feature","id":OBJECTID,"geometry":...,"properties":{...}}`.
    func writeGeoJSON(_ row: FeatureQueryRow, into out: inout [UInt8]) throws {
        out.append(contentsOf: #"{"type":"Feature","id":"#.utf8)
        out.append(contentsOf: String(row.objectId).utf8)
        out.append(contentsOf: #","geometry":"#.utf8)
        out.append(contentsOf: (row.geometry ?? "null").utf8)
        out.append(contentsOf: #","properties":"#.utf8)
        try writeAttributes(row, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    private func writeAttributes(_ row: FeatureQueryRow, into out: inout [UInt8]) throws {
        let stored = readsStored ? try JSONValue.parse(Array(row.attributes.utf8)).objectValue ?? [:] : [:]
        func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func milliseconds(_ micros: Int64?) -> JSONValue { micros.map { .integer($0 / 1000) } ?? .null }
        out.append(UInt8(ascii: "{"))
        for (k, (column, key)) in columns.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: key)
            switch column {
            case .objectId: out.append(contentsOf: String(row.objectId).utf8)
            case .globalId: JSONValue.string(GeoServicesLayer.braced(row.id.uuidString)).write(into: &out)
            case .field(let name, let type): layer.esriValue(stored[name] ?? .null, type: type).write(into: &out)
            case .creator: string(row.createdBy).write(into: &out)
            case .created: milliseconds(row.createdMicros).write(into: &out)
            case .editor: string(row.editedBy).write(into: &out)
            case .edited: milliseconds(row.editedMicros).write(into: &out)
            }
        }
        out.append(UInt8(ascii: "}"))
    }
}
