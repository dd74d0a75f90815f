import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import Logging
import NIOCore
import PostgresNIO
import Testing

/// Editing through the layer views (Schema/0020): what QGIS, ogr2ogr and psql do with
/// `gj_<workspace>."<layer>"`, as a login role of `geojournal user create`.
@Suite("Editing through the layer views")
struct LayerViewEditTests {
    static let deviceLayer = """
        {"geometryType":"Point","srid":3857,"fields":[
          {"name":"N","type":"integer","nullable":false},
          {"name":"STATUS","type":"smallint","domain":"Status","default":1},
          {"name":"NAME","type":"string","length":20},
          {"name":"KV","type":"double"},
          {"name":"SEEN","type":"date"}],
         "domains":{"Status":{"type":"codedValue","codedValues":[{"code":0,"name":"Open"},{"code":1,"name":"Closed"}]}}}
        """

    /// A login role for the test (roles belong to the cluster: the name is unique), connected.
    struct Editor {
        let name: String
        let connection: PostgresConnection

        static func make(_ world: TestWorld, role: Role, actor: String) async throws -> Editor {
            let name = "gj_t_" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(16)
            let user = try await DatabaseUsers(client: world.env.owner, logger: world.env.logger).create(actor: actor, role: role, name: name)
            let url = world.env.ownerURL
            let configuration = PostgresConnection.Configuration(host: url.host, port: url.port, username: user.name, password: user.password,
                                                                 database: url.database, tls: .disable)
            let connection = OpenLogins.keep(try await PostgresConnection.connect(configuration: configuration, id: 1, logger: world.env.logger))
            return Editor(name: name, connection: connection)
        }

        func run(_ sql: String) async throws {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "view-editor")).collect()
        }

        /// The server's message and SQLSTATE of a statement that must fail.
        func failure(_ sql: String) async throws -> (state: String, message: String) {
            do {
                try await run(sql)
            } catch let error as PSQLError {
                return (error.serverInfo?[.sqlState] ?? "", error.serverInfo?[.message] ?? "\(error)")
            }
            Issue.record("expected \(sql) to fail")
            return ("", "")
        }

        func close(_ world: TestWorld) async throws {
            try await OpenLogins.close(connection)
            try await world.env.owner.query(PostgresQuery(unsafeSQL: "DROP ROLE \"\(name)\""))
            try await world.env.owner.query("DELETE FROM view_actors WHERE role_name = \(name)")
        }
    }

    static func view(_ world: TestWorld, _ layer: String) -> String { "\"gj_\(world.workspace)\".\"\(layer)\"" }

    static func operations(_ world: TestWorld, after position: Int64) async throws -> [(kind: String, first: Int64, last: Int64, actor: String)] {
        var out: [(String, Int64, Int64, String)] = []
        let rows = try await world.env.owner.query("""
            SELECT kind, first_position, last_position, actor FROM operations
            WHERE workspace_id = \(world.workspace) AND first_position > \(position) ORDER BY first_position
            """)
        for try await row in rows.decode((String, Int64, Int64, String).self) { out.append(row) }
        return out
    }

    static func events(_ world: TestWorld, after position: Int64) async throws -> [(type: String, version: Int, data: JSONValue)] {
        var out: [(String, Int, JSONValue)] = []
        let rows = try await world.env.owner.query("""
            SELECT e.type, e.feature_version, p.payload::text
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(world.workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(world.workspace) AND e.position > \(position) ORDER BY e.position
            """)
        for try await (type, version, data) in rows.decode((String, Int, String).self) { out.append((type, version, try JSONValue.parse(data))) }
        return out
    }

    @Test func aTransactionIsOneOperationOnTheChainAndTheProjectionsFollow() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Devices", Self.deviceLayer)
        let editor = try await Editor.make(world, role: .editor, actor: "qgis-ana")
        let view = Self.view(world, "Devices")
        let start = try await world.head()

        try await editor.run("BEGIN")
        try await editor.run("INSERT INTO \(view) (\"N\", \"NAME\", \"KV\", \"SEEN\", geom) VALUES (1, 'one', 0.1, '2026-01-02 03:04:05.25+01', ST_SetSRID(ST_MakePoint(10.5, 20.25), 3857))")
        try await editor.run("INSERT INTO \(view) (\"N\", \"STATUS\", \"NAME\", geom) VALUES (2, 0, 'two \"quoted\" \\ line', ST_SetSRID(ST_MakePoint(30, 40), 3857))")
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'uno', geom = ST_SetSRID(ST_MakePoint(11, 21), 3857) WHERE \"N\" = 1")
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'uno' WHERE \"N\" = 1")  // changes nothing: no event
        try await editor.run("DELETE FROM \(view) WHERE \"N\" = 2")
        // Inside the transaction the view already shows its own rows.
        let inside = try await editor.connection.query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(view)"), logger: world.env.logger).collect()
        #expect(try inside.first?.decode(Int64.self) == 1)
        try await editor.run("COMMIT")

        let operations = try await Self.operations(world, after: start)
        #expect(operations.count == 1)
        #expect(operations.first?.kind == "edit")
        #expect(operations.first?.actor == "qgis-ana")
        #expect(operations.first?.first == start + 1)
        #expect(operations.first?.last == start + 4)
        let events = try await Self.events(world, after: start)
        #expect(events.map(\.type) == ["featureCreated", "featureCreated", "featureUpdated", "featureDeleted"])
        let created = events[0].data.objectValue?["attributes"]?.objectValue
        #expect(created?["STATUS"] == .integer(1))  // the field's default fills a value not given
        #expect(created?["SEEN"] == .string("2026-01-02T02:04:05.25Z"))
        #expect(created?["KV"]?.doubleValue == 0.1)
        #expect(events[0].data.objectValue?["objectId"] == .integer(start + 1))
        #expect(events[2].data.objectValue?["changes"] == ["NAME": ["old": "one", "new": "uno"]])
        #expect(events[2].data.objectValue?["geometry"] == ["type": "Point", "coordinates": [11, 21]])
        #expect(events[3].version == 2)

        #expect(try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace).isIntact)
        let compare = try await ProjectionRebuilder(client: world.env.service, logger: world.env.logger).run(workspace: world.workspace, mode: .compare)
        #expect(compare.first?.differences == [])

        // The service's own writer appends after the view's operation (another writer moved the
        // head), and its snap index has the new feature.
        let outcome = try await world.journal.edits.apply(
            workspace: world.workspace,
            request: try EditRequest.parse(JSONValue.parse(#"{"edits":[{"layer":"Devices","adds":[{"attributes":{"N":3},"geometry":{"type":"Point","coordinates":[50,60]}}]}]}"#)).get(),
            context: AppendContext(actor: "api"))
        #expect(outcome.operation.firstPosition == start + 5)
        let snap = try await world.journal.reads.snapIndexes.snap(workspace: world.workspace,
                                                request: SnapRequest(point: Position(11.2, 21.1), tolerance: 1, sources: [SnapSource(layer: "Devices")]))
        #expect(snap.layer == "Devices")
        #expect(abs(snap.point.x - 11) < 1e-9 && abs(snap.point.y - 21) < 1e-9)
        try await editor.close(world)
    }

    @Test func refusalsCarryTheMessagesOfV1AndWriteNothing() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Devices", Self.deviceLayer)
        let editor = try await Editor.make(world, role: .editor, actor: "ana")
        let view = Self.view(world, "Devices")
        let start = try await world.head()

        try await editor.run("BEGIN")
        try await editor.run("INSERT INTO \(view) (\"N\", geom) VALUES (1, ST_SetSRID(ST_MakePoint(1, 1), 3857))")
        let bad = try await editor.failure("INSERT INTO \(view) (\"N\", \"STATUS\", geom) VALUES (2, 9, ST_SetSRID(ST_MakePoint(2, 2), 3857))")
        _ = try? await editor.run("ROLLBACK")
        #expect(bad.state == "23514")
        // The same add through /v1 is refused with the same words.
        let layer = try LayerDefinition.parse(JSONValue.parse(Self.deviceLayer), name: "Devices").get()
        let v1 = layer.checkNew(["N": 2, "STATUS": 9]).violations.map(\.message).joined(separator: "; ")
        #expect(bad.message == v1)
        #expect(bad.message == #"STATUS: 9 is not in domain "Status" (allowed: 0 Open, 1 Closed)"#)
        #expect(try await world.head() == start)

        let missing = try await editor.failure("INSERT INTO \(view) (\"NAME\", geom) VALUES ('x', ST_SetSRID(ST_MakePoint(2, 2), 3857))")
        #expect(missing.message == layer.checkNew(["NAME": "x"]).violations.map(\.message).joined(separator: "; "))
        let bowTie = "ST_SetSRID('POLYGON((0 0, 10 10, 10 0, 0 10, 0 0))'::geometry, 3857)"
        try await world.defineLayer("Parcels", #"{"geometryType":"Polygon","srid":3857,"fields":[]}"#)
        let invalid = try await editor.failure("INSERT INTO \(Self.view(world, "Parcels")) (geom) VALUES (\(bowTie))")
        let polygon = try Geometry.parse(JSONValue.parse(#"{"type":"Polygon","coordinates":[[[0,0],[10,10],[10,0],[0,10],[0,0]]]}"#)).get()
        #expect(invalid.message == GeometryValidator.check(polygon, expected: .polygon, srid: 3857).map(\.message).joined(separator: "; "))
        #expect(try await world.head() == start + 1)  // the Parcels layer's definition only
        try await editor.close(world)
    }

    @Test func aStaleVersionIsAConflictNeverALostUpdate() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Devices", Self.deviceLayer)
        let editor = try await Editor.make(world, role: .editor, actor: "ana")
        let view = Self.view(world, "Devices")
        try await editor.run("INSERT INTO \(view) (\"N\", geom) VALUES (1, ST_SetSRID(ST_MakePoint(1, 1), 3857))")
        // A second editor saved first: the feature is at version 2 now.
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'theirs', version = 1 WHERE \"N\" = 1")
        let head = try await world.head()
        let stale = try await editor.failure("UPDATE \(view) SET \"NAME\" = 'mine', version = 1 WHERE \"N\" = 1")
        #expect(stale.state == "GJ409")
        #expect(stale.message.hasSuffix("is at version 2, not 1"))
        #expect(try await world.head() == head)
        // Naming the version read, the write goes through.
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'mine', version = 2 WHERE \"N\" = 1")
        #expect(try await world.head() == head + 1)
        // `expected_version` (what QGIS sends with a default value "version" on update) alike.
        #expect(try await editor.failure("UPDATE \(view) SET \"NAME\" = 'late', expected_version = 2 WHERE \"N\" = 1").state == "GJ409")
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'late', expected_version = 3 WHERE \"N\" = 1")
        #expect(try await world.head() == head + 2)

        // An open transaction holds nothing: its staged update neither delays another writer nor
        // is lost. The one that commits second finds the feature changed: a conflict at COMMIT.
        let other = try await Editor.make(world, role: .editor, actor: "ben")
        try await other.run("BEGIN")
        try await other.run("UPDATE \(view) SET \"NAME\" = 'ben' WHERE \"N\" = 1")
        let started = ContinuousClock.now
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'ana', version = 4 WHERE \"N\" = 1")
        #expect(ContinuousClock.now - started < .seconds(2), "a write waited for another login's open transaction")
        #expect(try await world.head() == head + 3)
        let race = try await other.failure("COMMIT")
        #expect(race.state == "GJ409")
        #expect(race.message.hasSuffix("is at version 5, not 4"))
        #expect(try await world.head() == head + 3)
        try await editor.close(world)
        try await other.close(world)
    }

    @Test func viewersReadAndEditorsWriteOnlyTheViews() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Devices", Self.deviceLayer)
        let editor = try await Editor.make(world, role: .editor, actor: "ana")
        let viewer = try await Editor.make(world, role: .viewer, actor: "vic")
        let view = Self.view(world, "Devices")
        try await editor.run("INSERT INTO \(view) (\"N\", geom) VALUES (1, ST_SetSRID(ST_MakePoint(1, 1), 3857))")
        let read = try await viewer.connection.query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(view)"), logger: world.env.logger).collect()
        #expect(try read.first?.decode(Int64.self) == 1)
        let head = try await world.head()
        #expect(try await viewer.failure("INSERT INTO \(view) (\"N\", geom) VALUES (2, ST_SetSRID(ST_MakePoint(2, 2), 3857))").state == "42501")
        #expect(try await viewer.failure("DELETE FROM \(view)").state == "42501")
        #expect(try await editor.failure("INSERT INTO events SELECT * FROM events LIMIT 0").state == "42501")
        #expect(try await editor.failure("UPDATE workspaces SET head_position = 0").state == "42501")
        #expect(try await editor.failure("DELETE FROM features").state == "42501")
        #expect(try await world.head() == head)
        try await editor.close(world)
        try await viewer.close(world)
    }

    /// The database hashes every event over its stored values (geojournal_event_bytes) and
    /// `verify` recomputes the same bytes from what PostgreSQL sends back (EventHash.writeStored):
    /// random documents (nested, numbers of every size, escapes, non-ASCII keys) and geometries,
    /// the two byte for byte, and so the two hashes.
    @Test func theStoredCanonicalBytesInSQLAreVerifysByteForByte() async throws {
        let env = try await TestEnvironment.shared.get()
        var rng = SeededGenerator(seed: 20261127)
        func number() -> JSONValue {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return .integer(Int64.random(in: -1_000_000...1_000_000, using: &rng))
            case 1: return .integer(Int64.random(in: Int64.min...Int64.max, using: &rng))
            case 2: return .double(Double.random(in: -1000...1000, using: &rng))
            case 3: return .double(Double.random(in: 0...1, using: &rng) * pow(10, Double(Int.random(in: -12...22, using: &rng))))
            case 4: return .double(Double(Int.random(in: 0...100, using: &rng)) + 0.5)
            default: return .double(-Double.random(in: 1e15...9e15, using: &rng))
            }
        }
        func text() -> String {
            let pieces = ["a", "Z", "é", "日本", "\"", "\\", "\n", "\t", "\r", "\u{1}", "\u{1f}", "/", " ", "😀", "\u{7f}", "ß"]
            return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
        }
        func value(_ depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &rng) {
            case 0: return number()
            case 1: return .string(text())
            case 2: return [.null, .bool(true), .bool(false)].randomElement(using: &rng)!
            case 3: return number()
            case 4: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in value(depth + 1) })
            default:
                var o: [String: JSONValue] = [:]
                for _ in 0..<Int.random(in: 0...5, using: &rng) { o[text()] = value(depth + 1) }
                return .object(o)
            }
        }
        let documents = (0..<400).map { _ in JSONValue.object(["v": value(0), "k\(Int.random(in: 0...9, using: &rng))": value(1)]).jsonString() }
        let geometries = documents.indices.map { i -> String in
            switch i % 4 {
            case 0: return ""
            case 1: return "SRID=3857;POINT(\(Double.random(in: -2e7...2e7, using: &rng)) \(Double.random(in: -1...1, using: &rng)))"
            case 2: return "SRID=4326;LINESTRING(0.1 0.2, \(Double.random(in: -180...180, using: &rng)) 1e-9, 3 4)"
            default: return "SRID=3857;POLYGON((0 0, 10 0, 10 \(Double.random(in: 1...9, using: &rng)), 0 0))"
            }
        }
        let operation = UUID()
        let feature = UUID()
        let rows = try await env.owner.query("""
            SELECT d.doc::jsonb::text, ST_AsEWKB(ST_GeomFromEWKT(nullif(d.geom, ''))),
                   geojournal_event_bytes('ws-1', 42, \(operation), \(feature), 3, 'Poles', 'featureUpdated', 1700000000123456,
                                          d.doc::jsonb, ST_GeomFromEWKT(nullif(d.geom, '')))
            FROM unnest(\(documents)::text[], \(geometries)::text[]) AS d(doc, geom)
            """)
        var compared = 0
        for try await (stored, ewkb, sql) in rows.decode((String, ByteBuffer?, ByteBuffer).self) {
            var swift: [UInt8] = []
            EventHash.writeStored(into: &swift, workspace: "ws-1", position: 42, operationId: operation.lowercased, featureId: feature,
                                  featureVersion: 3, layer: "Poles", type: "featureUpdated", recordedMicros: 1_700_000_000_123_456,
                                  data: Array(stored.utf8), ewkb: ewkb.map { Array($0.readableBytesView) } as [UInt8]?)
            #expect(swift == Array(sql.readableBytesView), "stored \(stored)")
            compared += 1
        }
        #expect(compared == documents.count)
    }

    /// The SQL checks and the Swift checks say the same, message for message: random attributes
    /// (valid, outside domains, unknown subtypes, nulls, values left out) for every sample layer.
    @Test func theViewChecksAgreeWithV1() async throws {
        let env = try await TestEnvironment.shared.get()
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var rng = SeededGenerator(seed: 7)
        var compared = 0
        var refused = 0
        for name in ["BirdNest", "DamageAssessment", "ElectricDevice", "ElectricLine"] {
            let json = try JSONValue.parse(Array(Data(contentsOf: fixtures.appendingPathComponent("\(name).json"))))
            let layer = try LayerDefinition.parse(json, name: name).get()
            let definition = try #require(json.objectValue)
            let domains = definition["domains"]?.objectValue ?? [:]
            var cases: [Attributes] = []
            for _ in 0..<300 {
                var attributes: Attributes = [:]
                for field in definition["fields"]?.arrayValue ?? [] {
                    guard let f = field.objectValue, let fieldName = f["name"]?.stringValue, let type = f["type"]?.stringValue else { continue }
                    let codes = f["domain"]?.stringValue.flatMap { domains[$0]?.objectValue?["codedValues"]?.arrayValue }?.compactMap { $0.objectValue?["code"] } ?? []
                    switch Int.random(in: 0..<16, using: &rng) {
                    case 0, 1: continue  // left out
                    case 2: attributes[fieldName] = .null
                    default:
                        switch type {
                        case "smallint", "integer":
                            attributes[fieldName] = codes.isEmpty || Int.random(in: 0..<12, using: &rng) == 0
                                ? .integer(Int64.random(in: -2...1200, using: &rng)) : codes.randomElement(using: &rng)!
                        case "double": attributes[fieldName] = .double(Double.random(in: -10...600, using: &rng))
                        case "string": attributes[fieldName] = codes.isEmpty || Int.random(in: 0..<12, using: &rng) == 0 ? .string("S\(Int.random(in: 0...9, using: &rng))") : codes.randomElement(using: &rng)!
                        case "boolean": attributes[fieldName] = .bool(Bool.random(using: &rng))
                        case "date": attributes[fieldName] = .string("20\(Int.random(in: 10...39, using: &rng))-0\(Int.random(in: 1...9, using: &rng))-1\(Int.random(in: 0...9, using: &rng))T08:00:00Z")
                        default: attributes[fieldName] = .string(UUID().uuidString.lowercased())
                        }
                    }
                }
                cases.append(attributes)
            }
            let checks = LayerViewChecksText.of(layer)
            let rows = try await env.owner.query("""
                SELECT (c).violations, (c).warnings FROM (
                    SELECT geojournal_check_attributes(\(checks)::jsonb, geojournal_fill_defaults(\(checks)::jsonb, a::jsonb), true) AS c, n
                    FROM unnest(\(cases.map { JSONValue.object($0).jsonString() })::text[]) WITH ORDINALITY AS u(a, n)) s ORDER BY n
                """)
            var k = 0
            for try await (violations, warnings) in rows.decode(([String], [String]).self) {
                let swift = layer.checkNew(cases[k])
                #expect(violations == swift.violations.map(\.message), "\(name) \(JSONValue.object(cases[k]).jsonString(sortedKeys: true))")
                #expect(warnings == swift.warnings.map(\.message), "\(name) \(JSONValue.object(cases[k]).jsonString(sortedKeys: true))")
                if !violations.isEmpty { refused += 1 }
                k += 1
                compared += 1
            }
        }
        #expect(compared == 1200)
        #expect(refused > 100 && refused < 1100, "\(refused) of \(compared) refused")  // the cases exercise both outcomes
    }
}

/// The compiled checks of a layer as the view stores them.
enum LayerViewChecksText {
    static func of(_ layer: LayerDefinition) -> String {
        layer.viewChecks(maxVertices: EditLimits().maxVerticesPerGeometry).jsonString(sortedKeys: true)
    }
}
