import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
import Journal
import PostgresNIO
import Testing

@Suite("Rebuilding projections from the events alone, verifying and exporting them")
struct RebuildTests {
    static let lineLayer = #"{"geometryType":"LineString","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}"#
    /// The point layer after its schema change: a new nullable field.
    static let pointLayerV2 = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20},{"name":"NOTE","type":"string","length":40}]}"#

    /// Every projection row of the workspace as text, read with plain SQL (independent of the comparer).
    static func snapshot(_ world: TestWorld) async throws -> [String] {
        let ws = world.workspace
        var out: [String] = []
        let queries: [PostgresQuery] = [
            """
            SELECT 'F ' || id || ' ' || layer || ' v' || version || ' ' || attributes::text || ' '
                   || encode(ST_AsEWKB(geom), 'hex') || ' @' || position || ' ' || (extract(epoch FROM updated_at) * 1000000)::bigint
            FROM features WHERE workspace_id = \(ws) ORDER BY id
            """,
            """
            SELECT 'V ' || id || ' v' || version || ' ' || layer || ' ' || attributes::text || ' '
                   || encode(ST_AsEWKB(geom), 'hex') || ' op ' || operation_id || ' [' || valid_from || ',' || coalesce(valid_to::text, '') || ') ['
                   || (extract(epoch FROM valid_from_time) * 1000000)::bigint || ',' || coalesce(((extract(epoch FROM valid_to_time) * 1000000)::bigint)::text, '') || ')'
            FROM all_feature_versions WHERE workspace_id = \(ws) ORDER BY id, version
            """,
            "SELECT 'L ' || name || ' v' || version || ' ' || definition::text || ' @' || position FROM layers WHERE workspace_id = \(ws) ORDER BY name",
            """
            SELECT 'LV ' || name || ' v' || version || ' ' || definition::text || ' [' || valid_from || ',' || coalesce(valid_to::text, '') || ')'
            FROM layer_versions WHERE workspace_id = \(ws) ORDER BY name, version
            """,
        ]
        for q in queries {
            for try await line in try await world.env.owner.query(q).decode(String.self) { out.append(line) }
        }
        return out
    }

    static func count(_ world: TestWorld, _ query: PostgresQuery) async throws -> Int64 {
        for try await n in try await world.env.owner.query(query).decode(Int64.self) { return n }
        return -1
    }

    static func rebuilder(_ world: TestWorld) -> ProjectionRebuilder {
        ProjectionRebuilder(client: world.env.service, logger: world.env.logger)
    }

    static func edit(_ world: TestWorld, _ body: String) async throws -> AppendOutcome {
        try await world.journal.edits.apply(workspace: world.workspace, request: try EditRequest.parse(JSONValue.parse(body)).get(), context: AppendContext(actor: "r"))
    }

    /// A long random history over two layers: adds, attribute updates, geometry changes, deletes,
    /// and a schema change of the point layer halfway (after which updates use the new field).
    static func randomHistory(_ world: TestWorld, seed: UInt64, operations: Int) async throws {
        var rng = SeededGenerator(seed: seed)
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.defineLayer("Lines", lineLayer)
        var live: [UUID: (String, Int)] = [:]
        var changed = false
        for n in 0..<operations {
            if !changed, n == operations / 2 {
                try await world.defineLayer("Points", pointLayerV2)
                changed = true
            }
            var edits: [String: (adds: [String], updates: [String], deletes: [String])] = ["Points": ([], [], []), "Lines": ([], [], [])]
            var touched: Set<UUID> = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let roll = Int.random(in: 0..<10, using: &rng)
                let x = Double(Int.random(in: 0...10_000, using: &rng)) / 10
                let y = Double(Int.random(in: 0...10_000, using: &rng)) / 10
                let layer = Bool.random(using: &rng) ? "Points" : "Lines"
                let geometry = layer == "Points"
                    ? #"{"type":"Point","coordinates":[\#(x),\#(y)]}"#
                    : #"{"type":"LineString","coordinates":[[\#(x),\#(y)],[\#(x + 5.5),\#(y - 2)],[\#(x + 9),\#(y + 1)]]}"#
                if roll < 4 || live.count < 6 {
                    edits[layer]!.adds.append(#"{"attributes":{"N":\#(Int.random(in: 0...99, using: &rng)),"NAME":"a\#(n)\tb\\c"},"geometry":\#(geometry)}"#)
                } else if let (id, (featureLayer, version)) = live.randomElement(using: &rng), !touched.contains(id) {
                    touched.insert(id)
                    if roll < 8 {
                        let newGeometry = featureLayer == "Points"
                            ? #"{"type":"Point","coordinates":[\#(x),\#(y)]}"#
                            : #"{"type":"LineString","coordinates":[[\#(x),\#(y)],[\#(x + 1),\#(y + 1)]]}"#
                        let g = roll < 6 ? #","geometry":\#(newGeometry)"# : ""
                        let note = changed && featureLayer == "Points" && roll == 7 ? #","NOTE":"note \#(n) \"q\" é""# : ""
                        let name = roll == 5 ? #","NAME":null"# : ""
                        edits[featureLayer]!.updates.append(#"{"id":"\#(id.lowercased)","expectedVersion":\#(version),"attributes":{"N":\#(Int.random(in: 100...199, using: &rng))\#(note)\#(name)}\#(g)}"#)
                    } else {
                        edits[featureLayer]!.deletes.append(#"{"id":"\#(id.lowercased)","expectedVersion":\#(version)}"#)
                    }
                }
            }
            let parts = edits.sorted { $0.key < $1.key }.map { layer, e in
                #"{"layer":"\#(layer)","adds":[\#(e.adds.joined(separator: ","))],"updates":[\#(e.updates.joined(separator: ","))],"deletes":[\#(e.deletes.joined(separator: ","))]}"#
            }
            let outcome = try await edit(world, #"{"edits":[\#(parts.joined(separator: ","))]}"#)
            for r in outcome.results {
                if r.action == .delete { live[r.id] = nil } else { live[r.id] = (r.layer, r.version) }
            }
        }
    }

    /// Operations that arrive together share one batch write: a feature updated several times in
    /// a batch, deleted in it, or created and updated in it must leave the same projections a
    /// replay of the events makes (new features are inserted plainly, the others upserted).
    @Test func groupedOperationsOnTheSameFeaturesLeaveTheProjectionsOfAReplay() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let adds = (0..<10).map { #"{"attributes":{"N":\#($0)},"geometry":{"type":"Point","coordinates":[\#($0),0]}}"# }
        let first = try await Self.edit(world, #"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#)
        let ids = first.results.map(\.id)
        // Round one: 40 operations at once, each updating one of the ten features and adding one.
        // Round two: deletes of five features at once with updates of the other five.
        for round in 0..<2 {
            try await withThrowingTaskGroup(of: AppendOutcome.self) { group in
                for n in 0..<40 {
                    let target = ids[n % 10]
                    let change = round == 1 && n % 10 >= 5
                        ? (n < 10 ? #"{"layer":"Points","deletes":[{"id":"\#(target.lowercased)"}]}"# : nil)
                        : #"{"layer":"Points","updates":[{"id":"\#(target.lowercased)","attributes":{"N":\#(100 + n)}}]}"#
                    guard let change else { continue }
                    let body = #"{"edits":[\#(change),{"layer":"Points","adds":[{"attributes":{"N":\#(1000 + n)},"geometry":{"type":"Point","coordinates":[\#(n),9]}}]}]}"#
                    group.addTask { try await Self.edit(world, body) }
                }
                for try await _ in group {}
            }
        }
        // Open versions are the current features' rows: feature_versions keeps closed ones only.
        let storedOpen = try await Self.count(world, "SELECT count(*) FROM feature_versions WHERE workspace_id = \(world.workspace) AND valid_to IS NULL")
        let current = try await Self.count(world, "SELECT count(*) FROM features WHERE workspace_id = \(world.workspace)")
        // 10 first, 40 added in round one and 25 in round two (20 with updates, 5 with deletes), 5 deleted.
        #expect(current == 10 + 40 + 25 - 5)
        #expect(storedOpen == 0)
        let updated = try await Self.count(world, "SELECT min(version) FROM features WHERE workspace_id = \(world.workspace) AND id = ANY(\(Array(ids[0..<5]))::uuid[])")
        #expect(updated == 1 + 4 + 4)
        let check = try await Self.rebuilder(world).run(workspace: world.workspace, mode: .compare)
        #expect(check[0].differences == [], "\(check[0].differences ?? [])")
    }

    @Test func rebuildReproducesTheLiveProjectionsOfALongRandomHistory() async throws {
        let world = try await TestWorld.make()
        try await Self.randomHistory(world, seed: 42, operations: 300)
        let before = try await Self.snapshot(world)
        let head = try await world.head()

        let check = try await Self.rebuilder(world).run(workspace: world.workspace, mode: .compare)
        #expect(check.count == 1)
        #expect(check[0].events == Int(head))
        #expect(check[0].differences == [], "\(check[0].differences ?? [])")

        let rebuilt = try await Self.rebuilder(world).swapRetrying(workspace: world.workspace)
        #expect(rebuilt[0].events == Int(head))
        let after = try await Self.snapshot(world)
        #expect(after.count == before.count)
        #expect(after == before)

        // Independent checks on the rebuilt tables against the events.
        let ws = world.workspace
        let versionEvents = try await Self.count(world, "SELECT count(*)::int8 FROM events WHERE workspace_id = \(ws) AND type IN ('featureCreated', 'featureUpdated')")
        #expect(try await Self.count(world, "SELECT count(*)::int8 FROM all_feature_versions WHERE workspace_id = \(ws)") == versionEvents)
        let liveStreams = try await Self.count(world, """
            SELECT count(*)::int8 FROM (SELECT DISTINCT ON (feature_id) type FROM events WHERE workspace_id = \(ws) AND feature_id IS NOT NULL
                                        ORDER BY feature_id, feature_version DESC) last WHERE type <> 'featureDeleted'
            """)
        #expect(try await Self.count(world, "SELECT count(*)::int8 FROM features WHERE workspace_id = \(ws)") == liveStreams)
        #expect(try await Self.count(world, "SELECT count(*)::int8 FROM all_feature_versions WHERE workspace_id = \(ws) AND valid_to IS NULL") == liveStreams)
        #expect(try await Self.count(world, "SELECT count(*)::int8 FROM feature_versions WHERE workspace_id = \(ws) AND valid_to IS NULL") == 0)
        // Validity ranges of one feature never overlap and close where the next version starts.
        #expect(try await Self.count(world, """
            SELECT count(*)::int8 FROM all_feature_versions a JOIN all_feature_versions b
              ON a.workspace_id = b.workspace_id AND a.id = b.id AND b.version = a.version + 1
            WHERE a.workspace_id = \(ws) AND a.valid_to IS DISTINCT FROM b.valid_from
            """) == 0)
        // Every version's start time and operation are those of the operation that holds its event.
        let versionCount = try await Self.count(world, "SELECT count(*)::int8 FROM all_feature_versions WHERE workspace_id = \(ws)")
        #expect(try await Self.count(world, """
            SELECT count(*)::int8 FROM all_feature_versions v JOIN events e ON e.workspace_id = v.workspace_id AND e.position = v.valid_from
            JOIN operations o ON o.workspace_id = v.workspace_id AND v.valid_from BETWEEN o.first_position AND o.last_position
            WHERE v.workspace_id = \(ws) AND o.recorded_at = v.valid_from_time AND e.feature_id = v.id AND e.feature_version = v.version
              AND o.id = v.operation_id
            """) == versionCount)
        #expect(try await Self.count(world, "SELECT count(*)::int8 FROM layer_versions WHERE workspace_id = \(ws) AND name = 'Points'") == 2)
        // The per-layer views read the rebuilt rows.
        let viewRows = try await Self.count(world, PostgresQuery(unsafeSQL: #"SELECT count(*)::int8 FROM "gj_\#(ws)"."Points""#))
        #expect(viewRows == (try await Self.count(world, "SELECT count(*)::int8 FROM features WHERE workspace_id = \(ws) AND layer = 'Points'")))
        // The journal still verifies and appends continue on the rebuilt projections.
        #expect(try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: ws).isIntact)
        _ = try await Self.edit(world, TestWorld.addBody(1))
        let again = try await Self.rebuilder(world).run(workspace: ws, mode: .compare)
        #expect(again[0].differences == [])
    }

    /// A version's row is the one place of its state (Schema/0077) and the hash chain covers it: a
    /// changed current feature (attributes, geometry) and a removed closed version are each
    /// reported by `verify` from the first position of the operation of the event that made the
    /// version, and the journal verifies again once the row is back. A projection folded from the
    /// events (a layer's versions) that is changed is reported by the comparer and fixed by a
    /// rebuild.
    @Test func aTamperedVersionIsReportedByVerifyAndATamperedProjectionIsFixedByRebuild() async throws {
        let world = try await TestWorld.make()
        try await Self.randomHistory(world, seed: 7, operations: 40)
        let before = try await Self.snapshot(world)
        let ws = world.workspace
        let owner = world.env.owner
        let verifier = ChainVerifier(client: owner, logger: world.env.logger)
        var live: [(UUID, Int64)] = []
        for try await row in try await owner.query("SELECT id, position FROM features WHERE workspace_id = \(ws) ORDER BY id LIMIT 2").decode((UUID, Int64).self) { live.append(row) }
        var closed: [(UUID, Int64)] = []
        for try await row in try await owner.query("""
            SELECT id, valid_from FROM feature_versions WHERE workspace_id = \(ws) AND version = 1 AND id <> ALL(\(live.map(\.0))::uuid[]) ORDER BY id LIMIT 1
            """).decode((UUID, Int64).self) { closed.append(row) }
        try #require(live.count == 2 && closed.count == 1)
        #expect(try await verifier.verify(workspace: ws).isIntact)

        // Only an operation's last event keeps its hash (Schema/0082): a break is reported from
        // the first position of the operation it is in.
        func reported(_ change: PostgresQuery, undo: PostgresQuery, at position: Int64) async throws {
            var first: Int64 = -1
            for try await p in try await owner.query("""
                SELECT first_position FROM operations WHERE workspace_id = \(ws) AND first_position <= \(position) ORDER BY first_position DESC LIMIT 1
                """).decode(Int64.self) { first = p }
            try await owner.query(change)
            let report = try await verifier.verify(workspace: ws)
            #expect(report.findings.map(\.position) == [first], "\(report.findings)")
            try await owner.query(undo)
            #expect(try await verifier.verify(workspace: ws).isIntact)
        }
        var attributes = ""
        for try await text in try await owner.query("SELECT attributes::text FROM features WHERE workspace_id = \(ws) AND id = \(live[0].0)").decode(String.self) { attributes = text }
        try await reported("UPDATE features SET attributes = attributes || '{\"N\": 12345}' WHERE workspace_id = \(ws) AND id = \(live[0].0)",
                           undo: "UPDATE features SET attributes = \(attributes)::jsonb WHERE workspace_id = \(ws) AND id = \(live[0].0)", at: live[0].1)
        var ewkb = ""
        for try await hex in try await owner.query("SELECT encode(ST_AsEWKB(geom), 'hex') FROM features WHERE workspace_id = \(ws) AND id = \(live[1].0)").decode(String.self) { ewkb = hex }
        try await reported("UPDATE features SET geom = ST_Translate(geom, 1, 0) WHERE workspace_id = \(ws) AND id = \(live[1].0)",
                           undo: "UPDATE features SET geom = ST_GeomFromEWKB(decode(\(ewkb), 'hex')) WHERE workspace_id = \(ws) AND id = \(live[1].0)", at: live[1].1)
        let saved = "tampered_\(UUID().uuidString.prefix(8).lowercased())"
        try await owner.query(PostgresQuery(unsafeSQL: "CREATE TABLE \(saved) AS SELECT * FROM feature_versions WHERE workspace_id = '\(ws)' AND id = '\(closed[0].0.lowercased)' AND version = 1"))
        try await reported("DELETE FROM feature_versions WHERE workspace_id = \(ws) AND id = \(closed[0].0) AND version = 1",
                           undo: PostgresQuery(unsafeSQL: "INSERT INTO feature_versions SELECT * FROM \(saved)"), at: closed[0].1)
        try await owner.query(PostgresQuery(unsafeSQL: "DROP TABLE \(saved)"))
        #expect(try await Self.snapshot(world) == before)

        try await owner.query("UPDATE layer_versions SET valid_to = 99999 WHERE workspace_id = \(ws) AND name = 'Points' AND version = 1")
        let report = try await Self.rebuilder(world).run(workspace: ws, mode: .compare)
        let differences = report[0].differences ?? []
        #expect(differences.contains { $0.table == "layer_versions" && $0.key == "Points v1" && $0.columns == ["valid_to"] }, "\(differences)")
        #expect(differences.count == 1, "\(differences)")

        _ = try await Self.rebuilder(world).swapRetrying(workspace: ws)
        #expect(try await Self.snapshot(world) == before)
        #expect(try await Self.rebuilder(world).run(workspace: ws, mode: .compare)[0].differences == [])
        #expect(try await verifier.verify(workspace: ws).isIntact)
    }

    /// The network projections of the workspace as text, read with plain SQL.
    static func networkSnapshot(_ world: TestWorld) async throws -> [String] {
        let ws = world.workspace
        var out: [String] = []
        let queries: [PostgresQuery] = [
            "SELECT 'N ' || name || ' v' || version || ' ' || definition::text || ' @' || position FROM networks WHERE workspace_id = \(ws) ORDER BY name",
            """
            SELECT 'NV ' || name || ' v' || version || ' ' || definition::text || ' [' || valid_from || ',' || coalesce(valid_to::text, '') || ')'
            FROM network_versions WHERE workspace_id = \(ws) ORDER BY name, version
            """,
            """
            SELECT 'A ' || network || ' ' || from_id || ':' || from_terminal || ' ' || to_id || ':' || to_terminal || ' [' || valid_from || ',' || coalesce(valid_to::text, '') || ')'
            FROM network_associations WHERE workspace_id = \(ws) ORDER BY 1
            """,
        ]
        for q in queries {
            for try await line in try await world.env.owner.query(q).decode(String.self) { out.append(line) }
        }
        return out
    }

    @Test func networkDefinitionsAndAssociationsAreRebuiltFromTheEvents() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let changed = FeederNetwork.definition.replacingOccurrences(of: #""tolerance": 0.001"#, with: #""tolerance": 0.002"#)
            #expect(try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: changed).status == .ok)
            let association = #"{"from":"\#(FeederNetwork.id(FeederNetwork.T))","fromTerminal":"Low","to":"\#(FeederNetwork.id(FeederNetwork.U))"}"#
            let url = "/v1/workspaces/\(ws)/networks/Electric/associations"
            for body in [#"{"adds":[\#(association)]}"#, #"{"deletes":[\#(association)]}"#, #"{"adds":[\#(association)]}"#] {
                let r = try await client.send(.post, url, token: world.editor, body: body)
                #expect(r.status == .ok, "\(r.text)")
            }
        }
        let before = try await Self.networkSnapshot(world)
        #expect(before.filter { $0.hasPrefix("NV ") }.count == 2)
        #expect(before.filter { $0.hasPrefix("A ") }.count == 2)
        #expect(try await Self.rebuilder(world).run(workspace: ws, mode: .compare)[0].differences == [])

        try await world.env.owner.query("DELETE FROM network_associations WHERE workspace_id = \(ws) AND valid_to IS NOT NULL")
        try await world.env.owner.query("UPDATE networks SET version = 7 WHERE workspace_id = \(ws)")
        try await world.env.owner.query("DELETE FROM network_versions WHERE workspace_id = \(ws) AND version = 1")
        let differences = try await Self.rebuilder(world).run(workspace: ws, mode: .compare)[0].differences ?? []
        #expect(differences.contains { $0.table == "networks" && $0.key == "Electric" && $0.columns == ["version"] }, "\(differences)")
        #expect(differences.contains { $0.table == "network_versions" && $0.key == "Electric v1" && $0.kind == .missing }, "\(differences)")
        #expect(differences.contains { $0.table == "network_associations" && $0.kind == .missing && $0.key.hasPrefix("Electric ") }, "\(differences)")
        #expect(differences.count == 3, "\(differences)")

        _ = try await Self.rebuilder(world).swapRetrying(workspace: ws)
        #expect(try await Self.networkSnapshot(world) == before)
        #expect(try await Self.rebuilder(world).run(workspace: ws, mode: .compare)[0].differences == [])
    }

    @Test func rebuildCatchesUpWithEditsThatLandWhileItRuns() async throws {
        let world = try await TestWorld.make()
        try await Self.randomHistory(world, seed: 99, operations: 60)
        let writers = Task {
            for n in 0..<40 { _ = try await Self.edit(world, TestWorld.addBody(n)) }
        }
        var runs = 0
        repeat {
            _ = try await Self.rebuilder(world).swapRetrying(workspace: world.workspace)
            runs += 1
        } while runs < 5
        try await writers.value
        let check = try await Self.rebuilder(world).run(workspace: world.workspace, mode: .compare)
        #expect(check[0].differences == [])
        #expect(check[0].events == Int(try await world.head()))
    }

    @Test func exportAsOfAPastPositionEqualsTheAPIsAsOfRead() async throws {
        let world = try await TestWorld.make()
        try await Self.randomHistory(world, seed: 3, operations: 80)
        let head = try await world.head()
        for position in [head / 3, head / 2, head] {
            var seq: [UInt8] = []
            let exporter = LayerExporter(journal: world.journal, format: .geojsonseq)
            var small = exporter
            small.pageSize = 7
            let (count, shown) = try await small.export(workspace: world.workspace, layer: "Points", moment: .position(position)) { seq += $0 }
            #expect(shown == position)
            let lines = String(decoding: seq, as: UTF8.self).split(separator: "\n")
            #expect(lines.count == count)
            let exported = try lines.map { try JSONValue.parse(String($0)) }

            var collection: [UInt8] = []
            _ = try await LayerExporter(journal: world.journal, format: .geojson).export(workspace: world.workspace, layer: "Points", moment: .position(position)) { collection += $0 }
            let fc = try JSONValue.parse(collection)
            #expect(fc["type"].stringValue == "FeatureCollection")
            #expect(fc["asOfPosition"].intValue == position)
            #expect(fc["features"].arrayValue ?? [] == exported)

            let viaAPI: [JSONValue] = try await world.withClient { client in
                var out: [JSONValue] = []
                var next: String? = "/v1/workspaces/\(world.workspace)/layers/Points/features?asOf=\(position)&limit=10"
                while let uri = next {
                    let r = try await client.send(.get, uri, token: world.viewer)
                    #expect(r.status == .ok, "\(r.text)")
                    out += r.json["features"].arrayValue ?? []
                    next = r.json["next"].stringValue.map { "/v1/workspaces/\(world.workspace)/layers/Points/features?asOf=\(position)&limit=10&cursor=\($0)" }
                }
                return out
            }
            #expect(viaAPI.count == exported.count)
            #expect(viaAPI == exported)
        }
    }
}
