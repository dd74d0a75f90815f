import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import GeoServices
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

/// The same random predicates written as an Esri `where` (+ query `geometry`) and as CQL2 (text
/// and JSON) select the same features: the GeoServices parser through `Journal.queryFeatures`,
/// CQL2 through the OGC face's `items?filter=`, both on the one filter tree and real PostgreSQL.
@Suite("CQL2 and Esri where agree")
struct CQL2PropertyTests {
    static let layer = #"""
        {"geometryType":"Point","srid":4326,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"HEIGHT","type":"double"},
         {"name":"NAME","type":"string","length":40},{"name":"STATUS","type":"smallint"},{"name":"ACTIVE","type":"boolean"}]}
        """#

    /// A predicate both languages can say.
    indirect enum Predicate: Sendable {
        case compare(String, String, String)  // field, operator, literal (Esri spelling; CQL2 the same here)
        case like(String, String, Bool)
        case member(String, [String], Bool)
        case between(String, String, String, Bool)
        case isNull(String, Bool)
        case all([Predicate])
        case any([Predicate])
        case not(Predicate)

        var esri: String {
            switch self {
            case .compare(let f, let op, let v): return "\(f) \(op) \(v)"
            case .like(let f, let p, let neg): return "\(f) \(neg ? "NOT " : "")LIKE '\(p)'"
            case .member(let f, let vs, let neg): return "\(f) \(neg ? "NOT " : "")IN (\(vs.joined(separator: ", ")))"
            case .between(let f, let a, let b, let neg): return "\(f) \(neg ? "NOT " : "")BETWEEN \(a) AND \(b)"
            case .isNull(let f, let neg): return "\(f) IS \(neg ? "NOT " : "")NULL"
            case .all(let ps): return "(" + ps.map(\.esri).joined(separator: " AND ") + ")"
            case .any(let ps): return "(" + ps.map(\.esri).joined(separator: " OR ") + ")"
            case .not(let p): return "NOT (\(p.esri))"
            }
        }

        var cql2: String { esri }

        func json(_ literal: String) -> JSONValue {
            if literal.hasPrefix("'") { return .string(String(literal.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")) }
            if literal == "TRUE" || literal == "FALSE" { return .bool(literal == "TRUE") }
            if let i = Int64(literal) { return .integer(i) }
            return .double(Double(literal)!)
        }

        var cql2JSON: JSONValue {
            func op(_ name: String, _ args: [JSONValue]) -> JSONValue { .object(["op": .string(name), "args": .array(args)]) }
            func prop(_ f: String) -> JSONValue { .object(["property": .string(f)]) }
            func negate(_ p: JSONValue, _ neg: Bool) -> JSONValue { neg ? op("not", [p]) : p }
            switch self {
            case .compare(let f, let o, let v): return op(o, [prop(f), json(v)])
            case .like(let f, let p, let neg): return negate(op("like", [prop(f), .string(p)]), neg)
            case .member(let f, let vs, let neg): return negate(op("in", [prop(f), .array(vs.map(json))]), neg)
            case .between(let f, let a, let b, let neg): return negate(op("between", [prop(f), json(a), json(b)]), neg)
            case .isNull(let f, let neg): return negate(op("isNull", [prop(f)]), neg)
            case .all(let ps): return op("and", ps.map(\.cql2JSON))
            case .any(let ps): return op("or", ps.map(\.cql2JSON))
            case .not(let p): return op("not", [p.cql2JSON])
            }
        }
    }

    static func leaf(_ rng: inout SeededGenerator) -> Predicate {
        let ops = ["=", "<>", "<", "<=", ">", ">="]
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return .compare("N", ops.randomElement(using: &rng)!, String(Int.random(in: -5...105, using: &rng)))
        case 1: return .compare("HEIGHT", ops.randomElement(using: &rng)!, String(Double(Int.random(in: 0...100, using: &rng)) / 2))
        case 2: return .like("NAME", ["pole 1%", "%7", "pole _", "%", "x%", "pole 4_"].randomElement(using: &rng)!, Bool.random(using: &rng))
        case 3: return .member("STATUS", (0..<Int.random(in: 1...3, using: &rng)).map { _ in String(Int.random(in: 0...5, using: &rng)) }, Bool.random(using: &rng))
        case 4:
            let a = Int.random(in: 0...100, using: &rng)
            return .between("N", String(a), String(a + Int.random(in: 0...40, using: &rng)), Bool.random(using: &rng))
        case 5: return .isNull(["NAME", "HEIGHT", "STATUS", "ACTIVE"].randomElement(using: &rng)!, Bool.random(using: &rng))
        case 6: return .compare("ACTIVE", "=", Bool.random(using: &rng) ? "TRUE" : "FALSE")
        case 7: return .compare("NAME", ["=", "<>", "<", ">"].randomElement(using: &rng)!, "'pole \(Int.random(in: 0...99, using: &rng))'")
        default: return .member("N", (0..<Int.random(in: 1...5, using: &rng)).map { _ in String(Int.random(in: 0...99, using: &rng)) }, Bool.random(using: &rng))
        }
    }

    static func predicate(_ rng: inout SeededGenerator, depth: Int = 0) -> Predicate {
        guard depth < 3, Int.random(in: 0..<3, using: &rng) > 0 else { return leaf(&rng) }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .all((0..<Int.random(in: 2...3, using: &rng)).map { _ in predicate(&rng, depth: depth + 1) })
        case 1: return .any((0..<Int.random(in: 2...3, using: &rng)).map { _ in predicate(&rng, depth: depth + 1) })
        default: return .not(predicate(&rng, depth: depth + 1))
        }
    }

    @Test func randomPredicatesSelectTheSameFeaturesThroughBothParsers() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Poles", Self.layer)
        var adds: [String] = []
        for k in 0..<400 {
            let name = k % 7 == 0 ? "null" : "\"pole \(k % 100)\""
            let height = k % 11 == 0 ? "null" : String(Double(k % 97) / 2)
            let status = k % 13 == 0 ? "null" : String(k % 5)
            let active = k % 17 == 0 ? "null" : (k % 3 == 0 ? "true" : "false")
            adds.append(#"{"attributes":{"N":\#(k % 100),"HEIGHT":\#(height),"NAME":\#(name),"STATUS":\#(status),"ACTIVE":\#(active)},"geometry":{"type":"Point","coordinates":[\#(7 + Double(k % 20) * 0.05),\#(50 + Double(k / 20) * 0.05)]}}"#)
        }
        let definition = try #require(try await world.journal.workspaces.layerSet(workspace: world.workspace).layers["Poles"])
        let esriFields = definition.filterFields(objectIdField: "OBJECTID", globalIdField: "GlobalID")
        var rng = SeededGenerator(seed: 48)
        var cases: [(Predicate, BoundingBox?)] = []
        for round in 0..<150 {
            let p = Self.predicate(&rng)
            // A third of the rounds add the query box (Esri geometry, CQL2 S_INTERSECTS).
            var box: BoundingBox?
            if round % 3 == 0 {
                let x = 7 + Double(Int.random(in: 0...15, using: &rng)) * 0.05, y = 50 + Double(Int.random(in: 0...15, using: &rng)) * 0.05
                box = BoundingBox(minX: x, minY: y, maxX: x + 0.26, maxY: y + 0.31)
            }
            cases.append((p, box))
        }
        let body = #"{"edits":[{"layer":"Poles","adds":[\#(adds.joined(separator: ","))]}]}"#
        try await world.withClient { [cases] client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .ok, "\(r.text)")
            var someButNotAll = 0
            for (round, (p, box)) in cases.enumerated() {
                var esri = try EsriWhere.parse(p.esri, fields: esriFields).get()
                if let box {
                    let shape = try EsriQueryGeometry.parse("\(box.minX),\(box.minY),\(box.maxX),\(box.maxY)", geometryType: nil).get()
                    esri = FeatureFilter.both(esri, EsriSpatialFilter.condition(shape, relation: .intersects, srid: nil))!
                }
                var query = FeatureQuery(layer: "Poles")
                query.filter = esri
                query.limit = 10_000
                let expected = Set(try await world.journal.reads.queryFeatures(workspace: world.workspace, query).rows.map { $0.id.lowercased })

                let spatial = box.map { " AND S_INTERSECTS(geometry, BBOX(\($0.minX),\($0.minY),\($0.maxX),\($0.maxY)))" } ?? ""
                var json = p.cql2JSON
                if let box {
                    json = .object(["op": "and", "args": [json, .object(["op": "s_intersects", "args": [.object(["property": "geometry"]),
                                                                                                          .object(["bbox": [.double(box.minX), .double(box.minY), .double(box.maxX), .double(box.maxY)]])]])]])
                }
                let forms = [("cql2-text", "(\(p.cql2))\(spatial)"), ("cql2-json", String(decoding: json.jsonBytes(), as: UTF8.self))]
                for (lang, filter) in forms {
                    let q = OGCAddressQuery.encode([("filter-lang", lang), ("filter", filter), ("limit", "10000")])
                    let got = try await client.send(.get, "/ogc/\(world.workspace)/collections/Poles/items?\(q)", token: world.viewer)
                    #expect(got.status == .ok, "\(lang) \(filter): \(got.text)")
                    let ids = Set((got.json["features"].arrayValue ?? []).compactMap { $0["id"].stringValue })
                    #expect(ids == expected, "round \(round) \(lang): \(filter) gives \(ids.count), where \(p.esri) gives \(expected.count)")
                    #expect(got.json["numberMatched"].intValue == Int64(expected.count))
                }
                if !expected.isEmpty && expected.count < 400 { someButNotAll += 1 }
            }
            #expect(someButNotAll > 60, "the predicates should mostly select some features but not all (\(someButNotAll) of 150 did)")
        }
    }
}

/// A query string with every value percent-encoded.
enum OGCAddressQuery {
    static func encode(_ pairs: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
    }
}
