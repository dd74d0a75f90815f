import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import Journal
import Logging
import PostgresNIO
import Server
import Testing

/// A journal written by an earlier layout is loaded into a database of its own, migrated to the
/// current layout, and asked what the old release answered: the feed, every feature's history,
/// both layers as of 20 moments, two diffs and a version's state. `verify` passes before new
/// writes and after them (the chain goes on in the stateless form, Schema/0077, from the
/// migrated head). The fixtures, each made by its `make.sh` with that release:
/// - `Fixtures/legacy-0040`: events carrying whole states and GeoJSON geometries, versions with
///   GeoJSON copies;
/// - `Fixtures/legacy-0076`: events carrying their changes and geometries as PostGIS holds them
///   (Schema/0050), a version's state in its row as well.
@Suite("Migrating a journal of an earlier layout")
struct LegacyJournalMigrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Numbers compared by value (the old answers wrote `1234.0` where GeoJSON derived from
    /// PostGIS writes `1234`), everything else as is.
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { k, v in y[k].map { same(v, $0) } ?? false }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        default:
            if let p = a.doubleValue, let q = b.doubleValue { return p == q }
            return a == b
        }
    }

    /// The first difference between two documents, as a path (for the failure message).
    static func difference(_ a: JSONValue, _ b: JSONValue, at path: String = "") -> String? {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            for k in Set(x.keys).union(y.keys).sorted() {
                guard let v = x[k], let w = y[k] else { return "\(path).\(k): only on one side" }
                if let d = difference(v, w, at: "\(path).\(k)") { return d }
            }
            return nil
        case (.array(let x), .array(let y)):
            if x.count != y.count { return "\(path): \(x.count) vs \(y.count) items" }
            for (i, (v, w)) in zip(x, y).enumerated() { if let d = difference(v, w, at: "\(path)[\(i)]") { return d } }
            return nil
        default:
            return same(a, b) ? nil : "\(path): \(a.jsonString()) vs \(b.jsonString())"
        }
    }

    @Test(arguments: ["legacy-0040", "legacy-0076"])
    func aJournalOfAnEarlierLayoutMigratesLosingNothing(_ name: String) async throws {
        do { try await migrateAndCompare(Self.fixtures.appendingPathComponent(name)) } catch {
            Issue.record("\(name): \(String(reflecting: error))")
        }
    }

    func migrateAndCompare(_ fixture: URL) async throws {
        let env = try await TestEnvironment.shared.get()
        let logger = env.logger
        let database = "legacy_\(UUID().uuidString.prefix(8).lowercased())"
        try await env.owner.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(database)"), logger: logger)
        var ownerURL = env.ownerURL
        ownerURL.database = database
        var serviceURL = env.serviceURL
        serviceURL.database = database
        let owner = PostgresClient(configuration: ownerURL.configuration(maxConnections: 2), backgroundLogger: logger)
        let service = PostgresClient(configuration: serviceURL.configuration(maxConnections: 8), backgroundLogger: logger)
        let running = [Task.detached { await owner.run() }, Task.detached { await service.run() }]
        defer { running.forEach { $0.cancel() } }

        // The dump, statement by statement (psql's meta-commands left out).
        let dump = try String(contentsOf: fixture.appendingPathComponent("journal.sql"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("\\") }.joined(separator: "\n")
        try await owner.withConnection { conn in
            for statement in SQLScript(dump).statements {
                do {
                    try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                } catch {
                    Issue.record("loading the dump: \(String(reflecting: error))")
                    throw error
                }
            }
            try await conn.query(PostgresQuery(unsafeSQL: "GRANT CREATE, CONNECT ON DATABASE \(database) TO geojournal_service"), logger: logger)
            // The dump emptied the connection's search_path; the pool hands it out again.
            try await conn.query("RESET search_path", logger: logger)
        }
        let answers = try JSONValue.parse(Array(try Data(contentsOf: fixture.appendingPathComponent("answers.json"))))
        let ws = answers["workspace"].stringValue!

        // The events the old release wrote (its layout has no column this release's verify reads:
        // the chain is checked after the migration, which rewrites no event).
        var stored = 0
        var storing = 0
        let carrying = "SELECT count(*) FROM events WHERE feature_id IS NOT NULL AND (data ? 'attributes' OR data ? 'changes')"
        try await owner.withConnection { conn in
            for try await n in try await conn.query("SELECT count(*) FROM events", logger: logger).decode(Int64.self) { stored = Int(n) }
            for try await n in try await conn.query(PostgresQuery(unsafeSQL: carrying), logger: logger).decode(Int64.self) { storing = Int(n) }
        }
        #expect(storing > 200, "the old events carry their states")
        #expect(stored > 250)
        let started = ContinuousClock.now
        do {
            try await Migrator(directory: Migrator.locateSchemaDirectory()).migrate(owner, logger: logger)
        } catch {
            Issue.record("migrating: \(String(reflecting: error))")
            throw error
        }
        #expect(ContinuousClock.now - started < .seconds(30))
        let after = try await ChainVerifier(client: owner, logger: logger).verify(workspace: nil)
        #expect(after.isIntact, "\(after.findings)")
        #expect(after.eventsChecked == stored)

        let journal = Journal(client: service, logger: logger)
        let token = try await TokenStore(client: owner).create(role: .admin, actor: "fixture").token
        let app = Application(responder: GeoJournalServer.makeResponder(journal: journal, tokens: TokenStore(client: service), metrics: ServiceMetrics(),
                                                                        requestTimeout: .seconds(60)))
        try await app.test(.router) { client in
            func get(_ uri: String, version: String? = nil) async throws -> JSONValue {
                var headers: HTTPFields = [:]
                if let version { headers[HTTPField.Name("GeoJournal-Version")!] = version }
                let r = try await client.send(.get, uri, token: token, headers: headers)
                #expect(r.status == .ok, "\(uri): \(r.text)")
                return r.json
            }
            func compare(_ uri: String, _ expected: JSONValue, version: String? = nil) async throws {
                let got = try await get(uri, version: version)
                #expect(Self.same(got, expected), "\(uri): \(Self.difference(got, expected) ?? "")")
            }
            try await compare("/v1/workspaces/\(ws)/events?after=0&limit=1000", answers["feed"])
            var moments = 0
            for (key, page) in answers["asOf"].objectValue ?? [:] {
                let parts = key.split(separator: "@")
                try await compare("/v1/workspaces/\(ws)/layers/\(parts[0])/features?limit=1000&asOf=\(parts[1])", page)
                moments += 1
            }
            #expect(moments == 40, "20 moments of two layers")
            var histories = 0
            for (id, history) in answers["history"].objectValue ?? [:] {
                try await compare("/v1/workspaces/\(ws)/features/\(id)/history", history)
                histories += 1
            }
            #expect(histories > 50)
            for (range, diff) in answers["diff"].objectValue ?? [:] {
                let ends = range.split(separator: "-")
                try await compare("/v1/workspaces/\(ws)/diff?from=\(ends[0])&to=\(ends[1])", diff)
            }
            for (layer, page) in answers["versionState"].objectValue ?? [:] {
                try await compare("/v1/workspaces/\(ws)/layers/\(layer)/features?limit=1000", page, version: answers["version"].stringValue)
            }

            // New writes go on from the migrated head, in the stored form; the chain holds across.
            let points = try await get("/v1/workspaces/\(ws)/layers/Points/features?limit=2")
            let first = points["features"][0]
            let body = #"{"edits":[{"layer":"Points","adds":[{"attributes":{"Name":"new","Status":1},"geometry":{"type":"Point","coordinates":[1.2345678901234567,2]}}],"#
                + #""updates":[{"id":"\#(first["id"].stringValue!)","expectedVersion":\#(first["version"].intValue!),"geometry":{"type":"Point","coordinates":[3.5,4.25]}}]}]}"#
            let edit = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: token, body: body)
            #expect(edit.status == .ok, "\(edit.text)")
            let moved = try await get("/v1/workspaces/\(ws)/layers/Points/features/\(first["id"].stringValue!)")
            #expect(moved["geometry"]["coordinates"] == [3.5, 4.25])
            let added = edit.json["results"].arrayValue?.first { $0["action"] == "add" }
            let new = try await get("/v1/workspaces/\(ws)/layers/Points/features/\(added?["id"].stringValue ?? "")")
            #expect(new["geometry"]["coordinates"][0].doubleValue == 1.2345678901234567, "coordinates read back exactly")
        }
        let last = try await ChainVerifier(client: owner, logger: logger).verify(workspace: nil)
        #expect(last.isIntact, "\(last.findings)")
        #expect(last.eventsChecked == stored + 2)
        try await owner.withConnection { conn in
            // The old events keep what their hashes cover; the new ones no state (their versions' rows hold it).
            for try await n in try await conn.query(PostgresQuery(unsafeSQL: carrying), logger: logger).decode(Int64.self) { #expect(Int(n) == storing) }
            let rows = try await conn.query("""
                SELECT count(*) FILTER (WHERE e.geom IS NOT NULL OR e.data IS NOT NULL), count(*)
                FROM events e JOIN workspaces w ON w.id = e.workspace_id WHERE e.position >= w.stateless_from
                """, logger: logger)
            for try await (carried, new) in rows.decode((Int64, Int64).self) {
                #expect(carried == 0, "the new events carry no state")
                #expect(new == 2)
            }
            // The old events and versions keep their operations and times; the new ones leave them
            // to their operation (Schema/0079; a closed version keeps its times), and every one is
            // read back as the operation's.
            let operations = try await conn.query("""
                SELECT count(*) FILTER (WHERE e.operation_id IS NOT NULL AND e.recorded_at IS NOT NULL),
                       count(*) FILTER (WHERE e.operation_id IS NULL AND e.recorded_at IS NULL),
                       count(*) FILTER (WHERE coalesce(e.operation_id, o.id) = x.id AND coalesce(e.recorded_at, o.recorded_at) = x.recorded_at)
                FROM events e CROSS JOIN LATERAL geojournal_operation_at(e.workspace_id, e.position) o
                JOIN operations x ON x.workspace_id = e.workspace_id AND e.position BETWEEN x.first_position AND x.last_position
                """, logger: logger)
            for try await (old, new, agreeing) in operations.decode((Int64, Int64, Int64).self) {
                #expect(Int(old) == stored)
                #expect(new == 2)
                #expect(Int(agreeing) == stored + 2, "every event's operation and time are the operation's that holds it")
            }
            let closed = try await conn.query("""
                SELECT count(*) FILTER (WHERE v.operation_id IS NULL AND v.valid_from_time IS NOT NULL AND v.valid_to_time IS NOT NULL),
                       count(*) FILTER (WHERE a.operation_id IS NULL OR a.valid_from_time IS NULL OR a.valid_to_time IS NULL)
                FROM feature_versions v JOIN all_feature_versions a ON a.workspace_id = v.workspace_id AND a.id = v.id AND a.version = v.version
                """, logger: logger)
            for try await (leftToOperations, unread) in closed.decode((Int64, Int64).self) {
                #expect(leftToOperations == 1, "the version the new update closed")
                #expect(unread == 0, "every closed version's operation and times are read")
            }
        }
        running.forEach { $0.cancel() }
        try await env.owner.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(database) WITH (FORCE)"), logger: logger)
    }
}
