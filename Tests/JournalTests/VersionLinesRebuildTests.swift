import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Logging
import PostgresNIO
import Testing

/// `rebuild`, `verify-projections`, `verify`, `migrate`'s view recreation and `export` cover every
/// line of a workspace: DEFAULT and each version's line, whose features are those it touched,
/// folded from DEFAULT's state at the base in effect.
@Suite("Every line rebuilt, verified and exported")
struct VersionLinesRebuildTests {
    static let layer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}"#
    static let ed = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)

    static func edit(_ world: TestWorld, _ key: String, adds: [FeatureAdd] = [], updates: [FeatureUpdate] = [], deletes: [FeatureDelete] = [],
                     session: UUID? = nil) async throws {
        _ = try await world.journal.edits.apply(workspace: key, request: EditRequest(sessionId: session, edits: [LayerEdits(layer: "Points", adds: adds, updates: updates, deletes: deletes)]),
                                               context: AppendContext(actor: "ed"))
    }

    static func point(_ x: Double, _ y: Double) -> Geometry { .point(Position(x, y)) }

    static func head(_ world: TestWorld, _ key: String) async throws -> Int64 {
        for try await h in try await world.env.owner.query("SELECT head_position FROM workspaces WHERE id = \(key)").decode(Int64.self) { return h }
        return -1
    }

    /// What a line shows at every one of its positions (the features' GeoJSON, sorted), and its
    /// projection rows as plain SQL reads them.
    static func reads(_ world: TestWorld, _ key: String) async throws -> [String] {
        var out: [String] = []
        let head = try await Self.head(world, key)
        for position in 0...head {
            let page = try await world.journal.reads.features(workspace: key, layer: "Points", moment: .position(position), bbox: nil, limit: 1000, cursor: nil)
            out.append("@\(position): " + page.features.sorted().joined(separator: " "))
        }
        let now = try await world.journal.reads.features(workspace: key, layer: "Points", moment: .head, bbox: nil, limit: 1000, cursor: nil)
        out.append("now: " + now.features.sorted().joined(separator: " "))
        let queries: [PostgresQuery] = [
            """
            SELECT 'F ' || id || ' ' || layer || ' v' || version || ' ' || attributes::text || ' ' || encode(ST_AsEWKB(geom), 'hex')
                   || ' @' || position || ' ' || (extract(epoch FROM updated_at) * 1000000)::bigint || ' #' || object_id
            FROM features WHERE workspace_id = \(key) ORDER BY id
            """,
            """
            SELECT 'V ' || id || ' v' || version || ' ' || attributes::text || ' ' || encode(ST_AsEWKB(geom), 'hex') || ' op ' || operation_id
                   || ' [' || valid_from || ',' || valid_to || ') #' || object_id
            FROM all_feature_versions WHERE workspace_id = \(key) AND valid_to IS NOT NULL ORDER BY id, version
            """,
        ]
        for q in queries {
            for try await row in try await world.env.owner.query(q).decode(String.self) { out.append(row) }
        }
        return out
    }

    @Test func defaultAndThreeVersionsWithReconcilesAndPostsAreRebuiltToTheSameReads() async throws {
        let world = try await TestWorld.make("versionlinesrebuild")
        try await world.defineLayer("Points", Self.layer)
        let ws = world.workspace
        let journal = world.journal
        let f = (0..<20).map { _ in UUID() }
        try await Self.edit(world, ws, adds: f.enumerated().map { FeatureAdd(id: $1, attributes: ["N": .integer(Int64($0))], geometry: Self.point(Double($0), 1)) })
        let early = try await Self.head(world, ws)

        // v1 from the head: updates (attributes, geometry), a delete, an add.
        let v1 = try await journal.versions.createVersion(workspace: ws, name: "one", access: .public, description: "", base: .head, principal: Self.ed)
        let n1 = UUID()
        try await Self.edit(world, v1.line, updates: [FeatureUpdate(id: f[0], attributes: ["N": 100]), FeatureUpdate(id: f[1], attributes: ["NAME": "v1"])])
        try await Self.edit(world, v1.line, adds: [FeatureAdd(id: n1, attributes: ["N": 500], geometry: Self.point(50, 5))],
                            updates: [FeatureUpdate(id: f[2], geometry: Self.point(2, 9))], deletes: [FeatureDelete(id: f[3])])
        // DEFAULT moves: a change both sides made, one only DEFAULT made, a delete.
        try await Self.edit(world, ws, updates: [FeatureUpdate(id: f[1], attributes: ["NAME": "default"]), FeatureUpdate(id: f[5], attributes: ["N": 55])],
                            deletes: [FeatureDelete(id: f[6])])

        // v2 from a past moment of DEFAULT (before those changes).
        let v2 = try await journal.versions.createVersion(workspace: ws, name: "two", access: .public, description: "", base: .position(early), principal: Self.ed)
        let n2 = UUID()
        try await Self.edit(world, v2.line, adds: [FeatureAdd(id: n2, attributes: ["N": 600], geometry: Self.point(60, 6))],
                            updates: [FeatureUpdate(id: f[5], attributes: ["N": 56]), FeatureUpdate(id: f[9], geometry: Self.point(9, 9))], deletes: [FeatureDelete(id: f[7])])
        // An undo in v2 (a session's step in the line), of an edit of the version's own feature.
        let session = try await journal.sessions.createSession(workspace: v2.line, actor: "ed", title: "undo in a version")
        try await Self.edit(world, v2.line, updates: [FeatureUpdate(id: n2, attributes: ["N": 1010])], session: session)
        _ = try await journal.sessions.step(workspace: v2.line, request: UndoRequest(sessionId: session, redo: false, force: false, actor: "ed", isAdmin: false), metadata: .object([:]))

        // v1 reconciles (f1 conflicts) and posts.
        let reconciled = try await journal.versions.reconcile(workspace: ws, line: v1.line, detection: .byObject, abortIfConflicts: false, withPost: false, context: AppendContext(actor: "ed"))
        #expect(!reconciled.conflicts.isEmpty, "f1 changed on both sides")
        let posted = try await journal.versions.post(workspace: ws, line: v1.line, rows: nil, context: AppendContext(actor: "ed"))
        #expect(posted.operation != nil)
        // v1 goes on after its post.
        try await Self.edit(world, v1.line, updates: [FeatureUpdate(id: n1, attributes: ["N": 501]), FeatureUpdate(id: f[11], attributes: ["N": 1111])])

        // v3 from the head after the post; DEFAULT moves again; v3 reconciles and posts at once.
        let v3 = try await journal.versions.createVersion(workspace: ws, name: "three", access: .public, description: "", base: .head, principal: Self.ed)
        try await Self.edit(world, v3.line, updates: [FeatureUpdate(id: f[12], attributes: ["N": 1212]), FeatureUpdate(id: f[0], attributes: ["N": 101])],
                            deletes: [FeatureDelete(id: f[13])])
        try await Self.edit(world, ws, updates: [FeatureUpdate(id: f[14], attributes: ["N": 1414])])
        _ = try await journal.versions.reconcile(workspace: ws, line: v3.line, detection: .byAttribute, abortIfConflicts: false, withPost: true, context: AppendContext(actor: "ed"))
        // v2 reconciles late (f5 conflicts by attribute), without posting.
        let late = try await journal.versions.reconcile(workspace: ws, line: v2.line, detection: .byAttribute, abortIfConflicts: false, withPost: false, context: AppendContext(actor: "ed"))
        #expect(late.conflicts.contains { $0.id == f[5] }, "\(late.conflicts)")
        try await Self.edit(world, v2.line, updates: [FeatureUpdate(id: f[15], attributes: ["N": 1515])])

        let keys = [ws, v1.line, v2.line, v3.line]
        var before: [String: [String]] = [:]
        for key in keys { before[key] = try await Self.reads(world, key) }
        #expect(before[v2.line]!.contains { $0.contains(#""N": 1515"#) }, "the reads see the lines' own edits")

        // verify-projections: every line rebuilt into staging tables equals its live projections.
        let rebuilder = ProjectionRebuilder(client: world.env.service, logger: world.env.logger)
        let compared = try await rebuilder.run(workspace: ws, mode: .compare)
        #expect(Set(compared.map(\.workspace)) == Set(keys), "every line is compared: \(compared.map(\.workspace))")
        for s in compared {
            #expect(s.differences == [], "\(s.workspace): \(s.differences?.map(\.description) ?? [])")
            #expect(s.events > 0, "\(s.workspace) folded its events")
        }

        // A line's version row changed behind the journal's back (the one place of the version's
        // state, Schema/0077): verify reports that line, and the row put back verifies again.
        var saved = ""
        for try await text in try await world.env.owner.query("SELECT attributes::text FROM features WHERE workspace_id = \(v2.line) AND id = \(n2)").decode(String.self) { saved = text }
        try await world.env.owner.query("UPDATE features SET attributes = '{\"N\":-1}' WHERE workspace_id = \(v2.line) AND id = \(n2)")
        let broken = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: ws)
        #expect(broken.findings.map(\.workspace) == [v2.line], "\(broken.findings)")
        try await world.env.owner.query("UPDATE features SET attributes = \(saved)::jsonb WHERE workspace_id = \(v2.line) AND id = \(n2)")

        let rebuilt = try await rebuilder.swapRetrying(workspace: ws)
        #expect(Set(rebuilt.map(\.workspace)) == Set(keys), "every line is rebuilt: \(rebuilt.map(\.workspace))")
        for key in keys {
            let after = try await Self.reads(world, key)
            #expect(after == before[key]!, "\(key): reads differ after the rebuild: \(Set(after).symmetricDifference(Set(before[key]!)).sorted().prefix(6))")
        }
        // The lines' partitions have their workspace's per-layer spatial index again.
        for key in [v1.line, v2.line, v3.line] {
            let partition = ProjectionPartition.name("features", workspace: key)
            var indexes: Int64 = 0
            for try await n in try await world.env.owner.query("SELECT count(*) FROM pg_indexes WHERE tablename = \(partition) AND indexname LIKE 'features_layer_%'").decode(Int64.self) { indexes = n }
            #expect(indexes == 1, "\(key): \(indexes) layer indexes")
        }
        let again = try await rebuilder.run(workspace: ws, mode: .compare)
        #expect(again.count == 4 && again.allSatisfy { $0.differences == [] }, "\(again.map { ($0.workspace, $0.differences?.count ?? -1) })")

        // verify: every line's chain, from the workspace's name.
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: ws)
        #expect(report.workspacesChecked == 4 && report.isIntact, "\(report.workspacesChecked) lines, \(report.findings)")

        // export --as-of in a version: what the version showed at a past position of its line.
        let past = try await Self.head(world, v2.line) - 2
        var exported: [UInt8] = []
        let (count, position) = try await LayerExporter(journal: journal, format: .geojsonseq).export(workspace: v2.line, layer: "Points", moment: .position(past)) { exported += $0 }
        let read = try await journal.reads.features(workspace: v2.line, layer: "Points", moment: .position(past), bbox: nil, limit: 1000, cursor: nil)
        #expect(position == past && count == read.features.count, "\(count) exported, \(read.features.count) read")
        #expect(String(decoding: exported, as: UTF8.self).split(separator: "\n").map(String.init).sorted() == read.features.sorted())
        let line = try await journal.versions.line(workspace: ws, version: v2.name, principal: Principal(tokenId: UUID(), actor: "geojournal", role: .admin, workspaces: nil))
        #expect(line == v2.line)
    }

    /// `migrate` makes a version's layer views again when their checks are missing or were
    /// compiled differently, as it does DEFAULT's.
    @Test func migrateRecreatesAVersionsLayerViews() async throws {
        let world = try await TestWorld.make("versionviewsmigrate")
        try await world.defineLayer("Points", Self.layer)
        let ws = world.workspace
        let v = try await world.journal.versions.createVersion(workspace: ws, name: "views", access: .public, description: "", base: .head, principal: Self.ed)
        let schema = try #require(v.viewSchema)
        let view = "\"\(schema)\".\"Points\""
        try await world.env.owner.query(PostgresQuery(unsafeSQL: "DROP VIEW \(view)"))
        try await world.env.owner.query("UPDATE layer_view_checks SET checks = '{}' WHERE workspace_id = \(v.line)")
        // `migrate` (under its lock: other tests migrate the same database).
        _ = try await Migrator(directory: Migrator.locateSchemaDirectory()).migrate(world.env.owner, logger: world.env.logger)
        var found = false
        for try await exists in try await world.env.owner.query("SELECT to_regclass(\(view)) IS NOT NULL").decode(Bool.self) { found = exists }
        #expect(found, "the version's view is back")
        var checks = ""
        for try await c in try await world.env.owner.query("SELECT checks::text FROM layer_view_checks WHERE workspace_id = \(v.line) AND layer = 'Points'").decode(String.self) { checks = c }
        #expect(checks.contains("viewLayout"), "its checks are compiled again: \(checks.prefix(80))")
    }
}
