import Foundation
import GeoJournalCore
import GeoServices
import Journal

/// A GeoJournal layer as a GeoServices feature layer: its id in the service, its fields with
/// Esri types, and the conversion of attribute values both ways.
///
/// Besides the schema's fields a layer shows `OBJECTID` (``FeatureState/objectId``), `GlobalID`
/// (the feature's id as `{UPPER-CASE-UUID}`) and the edit-tracking fields of `editFieldsInfo`,
/// whose values come from the journal: the actor and time of the operation that created the
/// feature and of the one that made its current version. Booleans are small integers 0/1 (Esri
/// has no boolean type); dates are epoch milliseconds.
///
/// ```swift
/// let layer = GeoServicesLayer(id: 0, definition: poles)
/// layer.fieldsJSON                          // [{"name":"OBJECTID","type":"esriFieldTypeOID",...}, ...]
/// let attributes = try layer.journalAttributes(from: esriAttributes)
/// ```
struct GeoServicesLayer: Sendable {
    let id: Int
    let definition: LayerDefinition

    static let objectIdField = "OBJECTID"
    static let globalIdField = "GlobalID"
    static let creatorField = "created_user"
    static let createdField = "created_date"
    static let editorField = "last_edited_user"
    static let editedField = "last_edited_date"
    static let editFields: Set<String> = [creatorField.lowercased(), createdField.lowercased(), editorField.lowercased(), editedField.lowercased()]
    /// The most features one `query` page returns.
    static let maxRecordCount = 2000

    var name: String { definition.name }

    /// The Esri type of a schema field.
    static func esriType(_ type: FieldType) -> String {
        switch type {
        case .integer: return "esriFieldTypeInteger"
        case .smallint, .boolean: return "esriFieldTypeSmallInteger"
        case .double: return "esriFieldTypeDouble"
        case .string: return "esriFieldTypeString"
        case .date: return "esriFieldTypeDate"
        case .uuid: return "esriFieldTypeGUID"
        }
    }

    /// Every field as the layer document and query answers list them.
    var fieldsJSON: [JSONValue] {
        var out: [JSONValue] = [
            Self.field(Self.objectIdField, "esriFieldTypeOID", alias: "OBJECTID", nullable: false, editable: false),
            Self.field(Self.globalIdField, "esriFieldTypeGlobalID", alias: "GlobalID", nullable: false, editable: false, length: 38),
        ]
        for f in definition.fields {
            var o = Self.field(f.name, Self.esriType(f.type), alias: f.name, nullable: f.nullable, editable: true,
                               length: f.type == .string ? f.maximumLength : f.type == .uuid ? 38 : f.type == .date ? 8 : nil).objectValue!
            if let name = f.domain, let domain = definition.domains[name] { o["domain"] = domainJSON(domain) } else { o["domain"] = .null }
            if let d = f.defaultValue { o["defaultValue"] = esriValue(d, type: f.type) } else { o["defaultValue"] = .null }
            out.append(.object(o))
        }
        out.append(Self.field(Self.creatorField, "esriFieldTypeString", alias: "Created by", nullable: true, editable: false, length: 255))
        out.append(Self.field(Self.createdField, "esriFieldTypeDate", alias: "Created", nullable: true, editable: false, length: 8))
        out.append(Self.field(Self.editorField, "esriFieldTypeString", alias: "Last edited by", nullable: true, editable: false, length: 255))
        out.append(Self.field(Self.editedField, "esriFieldTypeDate", alias: "Last edited", nullable: true, editable: false, length: 8))
        return out
    }

    private static func field(_ name: String, _ type: String, alias: String, nullable: Bool, editable: Bool, length: Int? = nil) -> JSONValue {
        var o: [String: JSONValue] = [
            "name": .string(name), "type": .string(type), "alias": .string(alias), "nullable": .bool(nullable), "editable": .bool(editable),
            "sqlType": "sqlTypeOther", "domain": .null, "defaultValue": .null,
        ]
        if let length { o["length"] = .integer(Int64(length)) }
        return .object(o)
    }

    /// A domain in Esri's form: `codedValue` with `codedValues`, or `range` with `[min, max]`.
    func domainJSON(_ domain: Domain) -> JSONValue {
        switch domain {
        case .codedValue(let d):
            return .object(["type": "codedValue", "name": .string(d.name),
                            "codedValues": .array(d.codedValues.map { .object(["name": .string($0.name), "code": $0.code]) })])
        case .range(let r):
            func milliseconds(_ v: JSONValue) -> JSONValue {
                guard let seconds = v.stringValue.flatMap(RFC3339.seconds) else { return .null }
                return .integer(Int64((seconds * 1000).rounded()))
            }
            let bounds: [JSONValue] = r.isDateRange ? [milliseconds(r.min), milliseconds(r.max)] : [r.min, r.max]
            return .object(["type": "range", "name": .string(domain.name), "range": .array(bounds)])
        }
    }

    /// A stored value as Esri JSON: dates as epoch milliseconds, booleans as 0/1, UUIDs braced.
    func esriValue(_ value: JSONValue, type: FieldType) -> JSONValue {
        switch (type, value) {
        case (.date, .string(let s)):
            guard let seconds = RFC3339.seconds(s) else { return .null }
            return .integer(Int64((seconds * 1000).rounded()))
        case (.boolean, .bool(let b)): return .integer(b ? 1 : 0)
        case (.uuid, .string(let s)): return .string(Self.braced(s))
        default: return value
        }
    }

    static func braced(_ uuid: String) -> String { "{" + uuid.uppercased() + "}" }

    /// A GlobalID as clients send it (`{UPPER-CASE}` or bare, any case) as a UUID.
    static func uuid(_ text: String) -> UUID? { UUID(uuidString: text.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))) }

    /// The `outFields` parameter as lower-case names (nil: every field); unknown names are refused.
    func outFields(_ text: String?) throws -> Set<String>? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [Self.objectIdField.lowercased()] }
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if names.contains("*") { return nil }
        let known = Set([Self.objectIdField, Self.globalIdField].map { $0.lowercased() } + definition.fields.map { $0.name.lowercased() }).union(Self.editFields)
        for n in names where !known.contains(n) {
            throw Problem.badRequest("outFields names \"\(n)\", which is not a field of layer \"\(name)\"", path: "outFields", code: "parameter.field")
        }
        return Set(names).union([Self.objectIdField.lowercased()])
    }

    /// Whether the edit-tracking fields are among `fields` (nil: all).
    static func wantsEditInfo(_ fields: Set<String>?) -> Bool { fields.map { !$0.isDisjoint(with: editFields) } ?? true }

    /// The fields a `where`, `orderByFields` or `outStatistics` may name: the schema's fields,
    /// OBJECTID and GlobalID.
    var filterFields: [String: FilterField] {
        definition.filterFields(objectIdField: Self.objectIdField, globalIdField: Self.globalIdField)
    }

    /// The `where` parameter as a filter tree; a 400 naming the place when it cannot be read.
    func filter(where text: String) throws -> FeatureFilter {
        switch EsriWhere.parse(text, fields: filterFields) {
        case .success(let filter): return filter
        case .failure(let v): throw Problem.badRequest(v.message, path: "where", code: v.code)
        }
    }

    /// An ArcGIS client's attributes as journal attributes: OBJECTID, GlobalID and the
    /// edit-tracking fields left out (the journal keeps them), dates from epoch milliseconds,
    /// booleans from 0/1, GlobalID-style UUIDs unbraced. Values the schema then refuses are
    /// refused by the journal, with its own words.
    func journalAttributes(_ esri: [String: JSONValue]) -> Attributes {
        var out: Attributes = [:]
        for (key, value) in esri {
            let lower = key.lowercased()
            if lower == Self.objectIdField.lowercased() || lower == Self.globalIdField.lowercased() || Self.editFields.contains(lower) { continue }
            // Field names as the schema spells them (ArcGIS clients may change the case).
            guard let field = definition.field(named: key) ?? definition.fields.first(where: { $0.name.lowercased() == lower }) else {
                out[key] = value
                continue
            }
            out[field.name] = journalValue(value, type: field.type)
        }
        return out
    }

    func journalValue(_ value: JSONValue, type: FieldType) -> JSONValue {
        switch (type, value) {
        case (.date, .integer(let ms)): return .string(RFC3339.string(micros: ms * 1000))
        case (.date, .double(let ms)) where ms.isFinite: return .string(RFC3339.string(micros: Int64((ms * 1000).rounded())))
        case (.boolean, .integer(let n)) where n == 0 || n == 1: return .bool(n == 1)
        case (.uuid, .string(let s)): return .string(s.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).lowercased())
        default: return value
        }
    }
}
