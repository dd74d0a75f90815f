import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import Logging
import PostgresNIO
import Testing

/// Updates, deletes and geometry edits through a layer view are refused with the words of /v1 and
/// recorded as /v1 records them: the same random edits, one workspace written through /v1 and
/// one through the view, give the same refusals, the same events and the same features.
@Suite("Layer views edit as /v1 does")
struct LayerViewParityTests {
    struct Feature {
        var id: UUID
        var version: Int
        var attributes: [String: JSONValue]
        var alive = true
    }

    /// A value for a field, sometimes one the layer refuses: an SQL literal and its JSON.
    static func value(_ field: String, rng: inout SeededGenerator) -> (sql: String, json: JSONValue) {
        switch field {
        case "N":
            if Int.random(in: 0..<8, using: &rng) == 0 { return ("NULL", .null) }  // required
            let n = Int64.random(in: 0...1000, using: &rng)
            return ("\(n)", .integer(n))
        case "STATUS":
            let code = [0, 1, 1, 0, 9][Int.random(in: 0..<5, using: &rng)]  // 9 is outside the domain
            return ("\(code)", .integer(Int64(code)))
        case "NAME":
            let name = "name \(Int.random(in: 0...999, using: &rng))"
            return ("'\(name)'", .string(name))
        default:
            if Int.random(in: 0..<6, using: &rng) == 0 { return ("NULL", .null) }
            let kv = Double(Int.random(in: -4000...4000, using: &rng)) / 8
            return ("\(kv)", .double(kv))
        }
    }

    @Test func updatesDeletesAndGeometryEditsGiveTheSameRefusalsAndEventsAsV1() async throws {
        let v1 = try await TestWorld.make("parity-v1")
        let viaView = try await TestWorld.make("parity-view")
        for world in [v1, viaView] { try await world.defineLayer("Devices", LayerViewEditTests.deviceLayer) }
        let editor = try await LayerViewEditTests.Editor.make(viaView, role: .editor, actor: "ana")
        let view = LayerViewEditTests.view(viaView, "Devices")
        var rng = SeededGenerator(seed: 43)

        // The same 12 features in both, with the same ids, positions and OBJECTIDs.
        var features: [Feature] = (0..<12).map { i in Feature(id: UUID(), version: 1, attributes: ["N": .integer(Int64(i)), "STATUS": .integer(1)]) }
        let adds = features.enumerated().map { i, f in
            #"{"id":"\#(f.id.lowercased)","attributes":{"N":\#(i)},"geometry":{"type":"Point","coordinates":[\#(i * 10),\#(i * 5)]}}"#
        }
        _ = try await v1.journal.edits.apply(workspace: v1.workspace,
            request: try EditRequest.parse(JSONValue.parse(#"{"edits":[{"layer":"Devices","adds":[\#(adds.joined(separator: ","))]}]}"#)).get(),
            context: AppendContext(actor: "ana"))
        try await editor.run("BEGIN")
        for (i, f) in features.enumerated() {
            try await editor.run("INSERT INTO \(view) (id, \"N\", geom) VALUES ('\(f.id.lowercased)', \(i), ST_SetSRID(ST_MakePoint(\(i * 10), \(i * 5)), 3857))")
        }
        try await editor.run("COMMIT")

        var refusals = 0
        var accepted = 0
        var conflicts = 0
        for step in 0..<160 {
            let alive = features.indices.filter { features[$0].alive }
            guard let k = alive.randomElement(using: &rng) else { break }
            let f = features[k]
            var body: String
            var sql: String
            var newAttributes = f.attributes
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                body = #"{"deletes":[{"id":"\#(f.id.lowercased)","expectedVersion":\#(f.version)}]}"#
                sql = "DELETE FROM \(view) WHERE id = '\(f.id.lowercased)'"
            case 1:
                guard f.version > 1 else { continue }
                // A stale version: a conflict either way, nothing written.
                body = #"{"updates":[{"id":"\#(f.id.lowercased)","expectedVersion":\#(f.version - 1),"attributes":{"NAME":"stale"}}]}"#
                sql = "UPDATE \(view) SET \"NAME\" = 'stale', version = \(f.version - 1) WHERE id = '\(f.id.lowercased)'"
            case 2, 3:
                // A move, sometimes outside EPSG:3857's bounds.
                let x = Int.random(in: 0..<6, using: &rng) == 0 ? 30_000_000 : Int.random(in: -5000...5000, using: &rng)
                let y = Int.random(in: -5000...5000, using: &rng)
                body = #"{"updates":[{"id":"\#(f.id.lowercased)","expectedVersion":\#(f.version),"geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}}]}"#
                sql = "UPDATE \(view) SET geom = ST_SetSRID(ST_MakePoint(\(x), \(y)), 3857) WHERE id = '\(f.id.lowercased)'"
            default:
                let field = ["N", "STATUS", "NAME", "KV"][Int.random(in: 0..<4, using: &rng)]
                let (literal, json) = Self.value(field, rng: &rng)
                if (f.attributes[field] ?? .null) == json { continue }  // changes nothing: no event either way
                newAttributes[field] = json
                body = #"{"updates":[{"id":"\#(f.id.lowercased)","expectedVersion":\#(f.version),"attributes":{"\#(field)":\#(json.jsonString())}}]}"#
                sql = "UPDATE \(view) SET \"\(field)\" = \(literal) WHERE id = '\(f.id.lowercased)'"
            }
            let request = try EditRequest.parse(JSONValue.parse(#"{"edits":[{"layer":"Devices",\#(body.dropFirst())]}"#)).get()
            let headBefore = (try await v1.head(), try await viaView.head())
            var v1Refusal: JournalError?
            do {
                _ = try await v1.journal.edits.apply(workspace: v1.workspace, request: request, context: AppendContext(actor: "ana"))
            } catch {
                v1Refusal = error
            }
            var viewRefusal: (state: String, message: String)?
            do {
                try await editor.run(sql)
            } catch let error as PSQLError {
                viewRefusal = (error.serverInfo?[.sqlState] ?? "", error.serverInfo?[.message] ?? "")
            }
            switch v1Refusal {
            case .invalid(let violations, _)?:
                #expect(viewRefusal?.state == "23514", "step \(step): \(sql)")
                #expect(viewRefusal?.message == violations.map(\.message).joined(separator: "; "), "step \(step): \(sql)")
                refusals += 1
            case .conflict?:
                #expect(viewRefusal?.state == "GJ409", "step \(step): \(sql)")
                conflicts += 1
            case let other?:
                Issue.record("step \(step): /v1 failed with \(other)")
            case nil:
                #expect(viewRefusal == nil, "step \(step): \(sql) refused through the view: \(String(describing: viewRefusal))")
                accepted += 1
                features[k].version += 1
                features[k].attributes = newAttributes
                if sql.hasPrefix("DELETE") { features[k].alive = false }
                // The same event in both journals.
                let a = try await Self.lastEvent(v1, feature: f.id)
                let b = try await Self.lastEvent(viaView, feature: f.id)
                #expect(a.type == b.type && a.version == b.version, "step \(step): \(a.type) v\(a.version) against \(b.type) v\(b.version)")
                #expect(a.data == b.data, "step \(step): \(a.data.jsonString(sortedKeys: true)) against \(b.data.jsonString(sortedKeys: true))")
            }
            if v1Refusal != nil {
                let headAfter = (try await v1.head(), try await viaView.head())
                #expect(headAfter == headBefore, "step \(step): a refusal wrote")
            }
        }
        #expect(refusals >= 5 && accepted >= 40 && conflicts >= 3, "\(refusals) refused, \(accepted) accepted, \(conflicts) conflicts")

        // The same current features in the end.
        func current(_ world: TestWorld) async throws -> [String] {
            let rows = try await world.env.owner.query("""
                SELECT id::text || ' ' || version || ' ' || attributes::text || ' ' || ST_AsText(geom) FROM features
                WHERE workspace_id = \(world.workspace) ORDER BY id
                """)
            var lines: [String] = []
            for try await line in rows.decode(String.self) { lines.append(line) }
            return lines
        }
        let (a, b) = (try await current(v1), try await current(viaView))
        #expect(a == b)
        #expect(try await ChainVerifier(client: viaView.env.owner, logger: viaView.env.logger).verify(workspace: viaView.workspace).isIntact)
        try await editor.close(viaView)
    }

    static func lastEvent(_ world: TestWorld, feature: UUID) async throws -> (type: String, version: Int, data: JSONValue) {
        let rows = try await world.env.owner.query("""
            SELECT e.type, e.feature_version, p.payload::text
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(world.workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(world.workspace) AND e.feature_id = \(feature)
            ORDER BY e.position DESC LIMIT 1
            """)
        for try await (type, version, data) in rows.decode((String, Int32, String).self) {
            return (type, Int(version), try JSONValue.parse(data))
        }
        throw TestSetupError("no event of \(feature)")
    }
}
