import Foundation
import GeoJournalCore

/// Random edits of two layers, each spelt two ways: a `/v1` body and the statements of one
/// transaction through the layer views. Seeded: the same seed and the same answers give the same
/// edits. `LayerViewRandomParityTests` writes them to both deciders.
///
/// `Devices`: points; a required integer, a coded-value smallint with a default, a numeric and a
/// date range, a `varchar(20)`, a double with a default, a boolean, a uuid. `Parcels`: polygons; a
/// subtype field whose subtypes set a default and their own range domain, a required coded
/// string, an integer range with a default, a restrictive contingent-value group.
///
/// What SQL cannot say is not drawn (the views' README, "What differs by the nature of SQL"):
/// dates are written as the view stores them, uuids in lower case, an add's value left out is a
/// column left out or `NULL`, an update always changes something.
enum RandomLayerEdits {
    static let devices = """
        {"geometryType":"Point","srid":3857,"fields":[
          {"name":"N","type":"integer","nullable":false},
          {"name":"STATUS","type":"smallint","domain":"Status","default":1},
          {"name":"PRESSURE","type":"double","domain":"Pressure"},
          {"name":"NAME","type":"string","length":20},
          {"name":"KV","type":"double","default":0.5},
          {"name":"SEEN","type":"date","domain":"Service"},
          {"name":"OK","type":"boolean"},
          {"name":"REF","type":"uuid"}],
         "domains":{"Status":{"type":"codedValue","codedValues":[{"code":0,"name":"Open"},{"code":1,"name":"Closed"},{"code":2,"name":"Retired"}]},
                    "Pressure":{"type":"range","min":0,"max":100},
                    "Service":{"type":"range","min":"2000-01-01T00:00:00Z","max":"2030-12-31T23:59:59Z"}}}
        """
    static let parcels = """
        {"geometryType":"Polygon","srid":3857,"fields":[
          {"name":"KIND","type":"smallint","nullable":false,"default":1},
          {"name":"ZONE","type":"string","length":4,"nullable":false,"domain":"Zone"},
          {"name":"CLASS","type":"integer","domain":"Class","default":3},
          {"name":"OWNER","type":"string"}],
         "subtypeField":"KIND",
         "subtypes":[{"code":1,"name":"Lot","defaults":{"CLASS":2},"domains":{"CLASS":"SmallClass"}},{"code":2,"name":"Block"}],
         "domains":{"Zone":{"type":"codedValue","codedValues":[{"code":"R","name":"Residential"},{"code":"C","name":"Commercial"},{"code":"I","name":"Industrial"}]},
                    "Class":{"type":"range","min":1,"max":5},
                    "SmallClass":{"type":"range","min":1,"max":3}},
         "contingentValues":{"fieldGroups":[{"name":"ZoneClass","restrictive":true,"fields":["ZONE","CLASS"],
           "contingencies":[{"ZONE":{"code":"I"},"CLASS":{"range":[3,5]}},{"ZONE":{"code":"R"},"CLASS":"any"},{"ZONE":{"code":"C"},"CLASS":"any"},
                            {"ZONE":{"code":"R"},"CLASS":null},{"ZONE":{"code":"C"},"CLASS":null}]}]}}
        """
    static let layers = ["Devices", "Parcels"]
    static let fields = ["Devices": ["N", "STATUS", "PRESSURE", "NAME", "KV", "SEEN", "OK", "REF"], "Parcels": ["KIND", "ZONE", "CLASS", "OWNER"]]
    /// The layers as the service parses them: the generator asks them how values combine.
    static let definitions: [String: LayerDefinition] = [
        "Devices": try! LayerDefinition.parse(JSONValue.parse(devices), name: "Devices").get(),
        "Parcels": try! LayerDefinition.parse(JSONValue.parse(parcels), name: "Parcels").get(),
    ]
    /// The field a stale or ghost update sets.
    static func textField(of layer: String) -> String { layer == "Devices" ? "NAME" : "OWNER" }
    static func identifier(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    static func literal(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "''") + "'" }

    /// What an edit was drawn to be.
    enum Expect: Equatable {
        case accepted
        /// Refused by the checks with these codes (/v1 400; the view `23514`, the same words).
        case check(Set<String>)
        /// A value the view's typed column cannot hold: /v1 refuses it with this code, PostgreSQL
        /// before the trigger (SQLSTATE class 22).
        case type(String)
        /// A stale version or a taken id (/v1 409; the view `GJ409`, the same words).
        case conflict
        /// A feature the line does not show, or a `DELETE … AND version = <stale>`: /v1 409, the
        /// view's statement matches no row.
        case noRow
        /// Whatever /v1 decides (an add with an id used before, here or in the other line).
        case any
    }

    /// A field's value: its JSON (nil: left out of an add), its SQL ("": the column left out).
    struct Value {
        var json: JSONValue?
        var sql: String
        var expect: Expect = .accepted
    }

    /// A geometry: its GeoJSON, given to PostGIS as the same text.
    struct Shape {
        var json: String
        var expect: Expect = .accepted
        var sql: String { "ST_SetSRID(ST_GeomFromGeoJSON(\(RandomLayerEdits.literal(json))), 3857)" }
    }

    /// How an update through the view names the version it read.
    enum Naming { case asRead, version(Int), expectedVersion(Int) }

    enum Item {
        case add(layer: String, id: UUID, attributes: [(String, Value)], geometry: Shape)
        case update(layer: String, id: UUID, expected: Int?, naming: Naming, attributes: [(String, Value)], geometry: Shape?)
        case delete(layer: String, id: UUID, expected: Int, stale: Bool)

        var layer: String {
            switch self { case .add(let l, _, _, _), .update(let l, _, _, _, _, _), .delete(let l, _, _, _): l }
        }
        var id: UUID {
            switch self { case .add(_, let id, _, _), .update(_, let id, _, _, _, _), .delete(_, let id, _, _): id }
        }
        /// /v1's order inside a layer's edits: adds, updates, deletes.
        var rank: Int {
            switch self { case .add: 0; case .update: 1; case .delete: 2 }
        }
    }

    struct Operation {
        var items: [Item]
        var expect: Expect
        var what: String

        /// The /v1 body and the view's statements, in one order: per layer (as it first appears)
        /// its adds, updates and deletes, as /v1 positions them.
        func render(schema: String) -> (body: String, statements: [String]) {
            var layers: [String] = []
            for item in items where !layers.contains(item.layer) { layers.append(item.layer) }
            var edits: [String] = [], statements: [String] = []
            for layer in layers {
                let view = "\(identifier(schema)).\(identifier(layer))"
                var lists: [[String]] = [[], [], []]
                let ordered = items.enumerated().filter { $0.element.layer == layer }.sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
                for item in ordered.map(\.element) {
                    switch item {
                    case .add(_, let id, let attributes, let geometry):
                        let object = Dictionary(uniqueKeysWithValues: attributes.compactMap { name, v in v.json.map { (name, $0) } })
                        lists[0].append(#"{"id":"\#(id.lowercased)","attributes":\#(JSONValue.object(object).jsonString(sortedKeys: true)),"geometry":\#(geometry.json)}"#)
                        let given = attributes.filter { !$0.1.sql.isEmpty }
                        let columns = ["id"] + given.map { identifier($0.0) } + ["geom"]
                        let values = ["'\(id.lowercased)'"] + given.map(\.1.sql) + [geometry.sql]
                        statements.append("INSERT INTO \(view) (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))")
                    case .update(_, let id, let expected, let naming, let attributes, let geometry):
                        let object = Dictionary(uniqueKeysWithValues: attributes.map { ($0.0, $0.1.json ?? .null) })
                        var body = #"{"id":"\#(id.lowercased)""# + (expected.map { #","expectedVersion":\#($0)"# } ?? "")
                        body += #","attributes":\#(JSONValue.object(object).jsonString(sortedKeys: true))"# + (geometry.map { #","geometry":\#($0.json)"# } ?? "")
                        lists[1].append(body + "}")
                        var set = attributes.map { "\(identifier($0.0)) = \($0.1.sql)" } + (geometry.map { ["geom = \($0.sql)"] } ?? [])
                        switch naming {
                        case .asRead: break
                        case .version(let v): set.append("version = \(v)")
                        case .expectedVersion(let v): set.append("expected_version = \(v)")
                        }
                        statements.append("UPDATE \(view) SET \(set.joined(separator: ", ")) WHERE id = '\(id.lowercased)'")
                    case .delete(_, let id, let expected, let stale):
                        lists[2].append(#"{"id":"\#(id.lowercased)","expectedVersion":\#(expected)}"#)
                        statements.append("DELETE FROM \(view) WHERE id = '\(id.lowercased)'" + (stale ? " AND version = \(expected)" : ""))
                    }
                }
                let parts = zip(["adds", "updates", "deletes"], lists).filter { !$0.1.isEmpty }.map { #","\#($0.0)":[\#($0.1.joined(separator: ","))]"# }
                edits.append(#"{"layer":"\#(layer)""# + parts.joined() + "}")
            }
            return (#"{"edits":[\#(edits.joined(separator: ","))]}"#, statements)
        }
    }

    /// A feature as the line shows it now.
    struct Current {
        var layer: String
        var version: Int
        var attributes: [String: JSONValue]
    }
}
