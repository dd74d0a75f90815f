import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import Logging
import PostgresNIO
import Testing

/// The two deciders of an edit — the service's (`EditPreparation`, `EditDecider`, `BatchPlan`)
/// and a COMMIT through the layer views (`geojournal_view_edit`, `geojournal_view_commit` and the
/// checks they call) — decide the same random operations (``RandomLayerEdits``) alike, byte for
/// byte: one world gets each as a `/v1` body, the other as one transaction by an editor login;
/// first in DEFAULT, then (from half-way) mostly in a version both worlds made at the same position.
///
/// Per operation: both accept or both refuse; a check's refusal has the same words (the view's
/// `check_violation` is /v1's violations joined by "; "), a conflict too (/v1's first, the view's
/// `GJ409`); a refusal writes nothing. What lands is compared row for row: the operation, each
/// event (position, type, layer, feature, version, its payload as readers see it, what it stores
/// of it, EWKB, and the bytes the chain hashes, `geojournal_version_event_bytes` over the state of
/// the version it makes) and the touched features. The hashes themselves cannot be
/// equal: they cover the workspace key, the operation id and the time, which the bytes compared
/// here have normalised ('ws', the nil uuid, 0); both chains are verified at the end by the Swift
/// verifier, so equal bytes are equal hashes. In a version, an OBJECTID of the line's own
/// numbering (`VersionLine.objectIdOffset` + position; the two lines have different numbers) is
/// compared as minus its position, after a check that it follows that rule.
///
/// A failure names the seed and the step; the same seed and number of operations replay it:
/// `GEOJOURNAL_PARITY_SEED=<seed> GEOJOURNAL_PARITY_OPERATIONS=<n> swift test --filter LayerViewRandomParityTests`.
@Suite("Random operations: /v1 and the layer views decide alike, byte for byte")
struct LayerViewRandomParityTests {
    typealias Edits = RandomLayerEdits

    /// DEFAULT or the version, in each world, with its OBJECTID offset.
    struct Line {
        var name: String
        var v1: (key: String, offset: Int64)
        var view: (key: String, offset: Int64)
        var schema: String
    }

    struct Tally {
        var accepted = 0, checked = 0, typed = 0, conflicts = 0, noRows = 0, inVersion = 0, several = 0
        var codes: Set<String> = []
    }

    @Test func randomOperationsAreDecidedAlikeByteForByte() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["GEOJOURNAL_PARITY_SEED"].flatMap(UInt64.init) ?? 20261128
        let count = environment["GEOJOURNAL_PARITY_OPERATIONS"].flatMap(Int.init) ?? 400
        let replay = "GEOJOURNAL_PARITY_SEED=\(seed) GEOJOURNAL_PARITY_OPERATIONS=\(count)"
        let v1 = try await TestWorld.make("parity-random-v1")
        let viaView = try await TestWorld.make("parity-random-view")
        for world in [v1, viaView] {
            try await world.defineLayer("Devices", Edits.devices)
            try await world.defineLayer("Parcels", Edits.parcels)
        }
        let editor = try await LayerViewEditTests.Editor.make(viaView, role: .editor, actor: "ana")
        let ana = Principal(tokenId: UUID(), actor: "ana", role: .editor, workspaces: nil)
        var generator = Edits.Generator(rng: SeededRandom(seed: seed))
        var lines = [Line(name: "DEFAULT", v1: (v1.workspace, 0), view: (viaView.workspace, 0), schema: "gj_\(viaView.workspace)")]
        var known: [UUID] = []
        var tally = Tally()
        var differed = false

        for step in 0..<count {
            if step == count / 2 {
                // Both worlds make a version at the same position of DEFAULT.
                #expect(try await Self.head(v1, v1.workspace) == Self.head(viaView, viaView.workspace))
                let a = try await v1.journal.versions.createVersion(workspace: v1.workspace, name: "parity", access: .private, description: "", base: .head, principal: ana)
                let b = try await viaView.journal.versions.createVersion(workspace: viaView.workspace, name: "parity", access: .private, description: "", base: .head, principal: ana)
                let (lineA, lineB) = (try #require(VersionLine(key: a.line)), try #require(VersionLine(key: b.line)))
                lines.append(Line(name: "version", v1: (a.line, lineA.objectIdOffset), view: (b.line, lineB.objectIdOffset), schema: try #require(b.viewSchema)))
            }
            let line = lines.count > 1 && generator.chance(65) ? lines[1] : lines[0]
            guard let op = generator.operation(live: try await Self.live(v1, line.v1.key), known: known) else { continue }
            let (body, statements) = op.render(schema: line.schema)
            for item in op.items where !known.contains(item.id) { known.append(item.id) }

            var problems: [String] = []
            func check(_ ok: Bool, _ what: @autoclosure () -> String) { if !ok { problems.append(what()) } }
            let before = (v1: try await Self.head(v1, line.v1.key), view: try await Self.head(viaView, line.view.key))
            check(before.v1 == before.view, "the lines are at different positions before it: \(before)")
            let a = await Self.applyV1(v1, key: line.v1.key, body: body)
            let b = try await Self.applyView(editor, statements: statements)
            let after = (v1: try await Self.head(v1, line.v1.key), view: try await Self.head(viaView, line.view.key))

            switch a {
            case .success:
                check(b == nil, "/v1 accepted it, the view refused it: \(String(describing: b))")
                check(op.expect == .accepted || op.expect == .any, "drawn as \(op.expect), /v1 accepted it")
                tally.accepted += 1
                tally.inVersion += line.name == "version" ? 1 : 0
                tally.several += op.items.count > 1 ? 1 : 0
            case .failure(.invalid(let violations, _)):
                let words = violations.map(\.message).joined(separator: "; ")
                tally.codes.formUnion(violations.map(\.code))
                if b?.state == "23514" {
                    check(b?.message == words, "/v1: \(words)\nview: \(b?.message ?? "")")
                    tally.checked += 1
                } else if case .type(let code) = op.expect, b?.state.hasPrefix("22") == true {
                    check(violations.contains { $0.code == code }, "/v1 refused it without \(code): \(words)")
                    tally.typed += 1
                } else {
                    check(false, "/v1 refused it (\(words)), the view answered \(String(describing: b))")
                }
                switch op.expect {
                case .check(let meant): check(Set(violations.map(\.code)).isSubset(of: meant), "/v1: \(violations.map(\.code)), drawn as \(meant)")
                case .type: break
                default: check(false, "drawn as \(op.expect), /v1 refused it: \(words)")
                }
            case .failure(.conflict(_, let conflicts)):
                if op.expect == .noRow {
                    check(b == nil, "a statement that matches no row failed: \(String(describing: b))")
                    tally.noRows += 1
                } else {
                    check(b?.state == "GJ409" && b?.message == conflicts.first?.message, "/v1: \(conflicts.map(\.message)), view: \(String(describing: b))")
                    check(op.expect == .conflict || op.expect == .any, "drawn as \(op.expect), /v1: \(conflicts.map(\.message))")
                    tally.conflicts += 1
                }
            case .failure(let error):
                check(false, "/v1 failed: \(error)")
            }
            if case .success = a, b == nil {
                // What landed, byte for byte.
                let (opsA, opsB) = (try await Self.operations(v1, line.v1.key, after: before.v1), try await Self.operations(viaView, line.view.key, after: before.view))
                check(opsA == opsB && opsA.count == 1, "operations\n/v1:  \(opsA)\nview: \(opsB)")
                let eventsA = try await Self.events(v1, line.v1, after: before.v1)
                let eventsB = try await Self.events(viaView, line.view, after: before.view)
                check(!eventsA.isEmpty && eventsA.map(\.row) == eventsB.map(\.row), "events\n/v1:  \(eventsA.map(\.row))\nview: \(eventsB.map(\.row))")
                check((eventsA + eventsB).allSatisfy(\.numbered), "an OBJECTID off the line's numbering: \(eventsA.map(\.row)) \(eventsB.map(\.row))")
                let ids = op.items.map(\.id)
                let (fa, fb) = (try await Self.features(v1, line.v1, ids: ids), try await Self.features(viaView, line.view, ids: ids))
                check(fa == fb, "features\n/v1:  \(fa)\nview: \(fb)")
            } else {
                check(after.v1 == before.v1 && after.view == before.view, "a refusal wrote: \(before) → \(after)")
            }
            if !problems.isEmpty {
                // The worlds differ from here on: the first step that differs is the finding.
                differed = true
                Issue.record("\(replay), step \(step) in \(line.name), \(op.what) (drawn as \(op.expect)):\n\(body)\n\(statements.joined(separator: ";\n"))\n\n\(problems.joined(separator: "\n"))")
                break
            }
        }

        if differed { return try await editor.close(viaView) }
        // Both chains verify, both projections are what their events say, and the worlds are equal.
        for world in [v1, viaView] {
            let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
            #expect(report.isIntact && report.workspacesChecked == 2, "\(report.findings)")
            for summary in try await ProjectionRebuilder(client: world.env.service, logger: world.env.logger).run(workspace: world.workspace, mode: .compare) {
                #expect(summary.differences == [], "\(summary)")
            }
        }
        for line in lines {
            #expect(try await Self.features(v1, line.v1, ids: nil) == Self.features(viaView, line.view, ids: nil), "\(replay): \(line.name)")
            #expect(try await Self.features(v1, line.v1, ids: nil, closed: true) == Self.features(viaView, line.view, ids: nil, closed: true), "\(replay): \(line.name)")
        }
        // The operations reached every kind of outcome, in DEFAULT and in the version.
        let t = tally, share = { (n: Int) in n * count / 400 }
        #expect(t.accepted >= share(130) && t.checked >= share(20) && t.typed >= share(10) && t.conflicts >= share(10) && t.noRows >= share(5)
                && t.inVersion >= share(50) && t.several >= share(10), "\(replay): \(t)")
        #expect(count < 400 || t.codes.isSuperset(of: ["field.required", "field.type", "field.length", "domain.codedValue", "domain.range", "subtype.unknown",
                                                       "contingentValue.restrictive", "geometry.outOfBounds", "geometry.invalid", "geometry.typeMismatch"]),
                "\(replay): \(t.codes.sorted())")
        try await editor.close(viaView)
    }

    /// A line's OBJECTIDs are defined once, by `VersionLine.objectIdOffset`: the service adds it
    /// to a created event's position (`BatchPlan`) and writes it into the compiled checks of the
    /// line's layer views, which `geojournal_view_commit` adds in the same way.
    @Test func aLinesObjectIdsAreNumberedOnceForEveryWriter() async throws {
        let world = try await TestWorld.make("objectid-numbering")
        try await world.defineLayer("Devices", Edits.devices)
        let ana = Principal(tokenId: UUID(), actor: "ana", role: .editor, workspaces: nil)
        let version = try await world.journal.versions.createVersion(workspace: world.workspace, name: "numbering", access: .private, description: "", base: .head, principal: ana)
        let line = try #require(VersionLine(key: version.line))
        let schema = try #require(version.viewSchema)
        #expect(line.objectIdOffset > 0)
        let editor = try await LayerViewEditTests.Editor.make(world, role: .editor, actor: "ana")
        for (key, offset, viewSchema) in [(world.workspace, Int64(0), "gj_\(world.workspace)"), (line.key, line.objectIdOffset, schema)] {
            let carried = try await Self.strings(world, "SELECT checks->>'objectIdOffset' FROM layer_view_checks WHERE workspace_id = \(key) AND layer = 'Devices'")
            #expect(carried == ["\(offset)"], "\(key)")
            let viaV1 = UUID(), viaView = UUID()
            let outcome = try await world.journal.edits.apply(workspace: key, request: EditRequest.parse(JSONValue.parse(
                #"{"edits":[{"layer":"Devices","adds":[{"id":"\#(viaV1.lowercased)","attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1,2]}}]}]}"#)).get(),
                context: AppendContext(actor: "ana"))
            #expect(outcome.results.first?.objectId == offset + outcome.operation.firstPosition)
            try await editor.run("INSERT INTO \(Edits.identifier(viewSchema)).\"Devices\" (id, \"N\", geom) VALUES ('\(viaView.lowercased)', 2, ST_SetSRID(ST_MakePoint(3, 4), 3857))")
            for id in [viaV1, viaView] {
                // The feature's OBJECTID, the one in its created event, and the offset plus the event's position.
                let found = try await Self.strings(world, """
                    SELECT f.object_id || ' ' || (p.payload->>'objectId') || ' ' || (\(offset) + e.position) FROM features f
                    JOIN events e ON e.workspace_id = f.workspace_id AND e.feature_id = f.id AND e.feature_version = 1
                    CROSS JOIN LATERAL geojournal_event_payload(\(key), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
                    WHERE f.workspace_id = \(key) AND f.id = \(id)
                    """)
                #expect(found.count == 1 && Set(found.first?.split(separator: " ") ?? []).count == 1, "\(key) \(id): \(found)")
            }
        }
        try await editor.close(world)
    }

    // MARK: The two writers

    static func applyV1(_ world: TestWorld, key: String, body: String) async -> Result<AppendOutcome, JournalError> {
        do {
            let request = try EditRequest.parse(JSONValue.parse(body)).get()
            return .success(try await world.journal.edits.apply(workspace: key, request: request, context: AppendContext(actor: "ana")))
        } catch let error as JournalError {
            return .failure(error)
        } catch let problems as RequestProblems {
            return .failure(.invalid(problems.violations))
        } catch {
            return .failure(.invalid([Violation(path: "", code: "unexpected", message: "\(error)")]))
        }
    }

    /// One transaction through the views: nil when it committed, else the first refusal.
    static func applyView(_ editor: LayerViewEditTests.Editor, statements: [String]) async throws -> (state: String, message: String)? {
        try await editor.run("BEGIN")
        for sql in statements + ["COMMIT"] {
            do {
                try await editor.run(sql)
            } catch let error as PSQLError {
                _ = try? await editor.run("ROLLBACK")
                return (error.serverInfo?[.sqlState] ?? "", error.serverInfo?[.message] ?? "\(error)")
            }
        }
        return nil
    }

    // MARK: What landed

    static func strings(_ world: TestWorld, _ query: PostgresQuery) async throws -> [String] {
        var out: [String] = []
        for try await row in try await world.env.owner.query(query).decode(String.self) { out.append(row) }
        return out
    }

    static func head(_ world: TestWorld, _ key: String) async throws -> Int64 {
        let found = try await strings(world, "SELECT head_position::text FROM workspaces WHERE id = \(key)")
        return try #require(found.first.flatMap { Int64($0) }, "no line \(key)")
    }

    static func operations(_ world: TestWorld, _ key: String, after: Int64) async throws -> [String] {
        try await strings(world, """
            SELECT kind || ' ' || first_position || '-' || last_position || ' ' || actor FROM operations
            WHERE workspace_id = \(key) AND first_position > \(after) ORDER BY first_position
            """)
    }

    /// The events after `after`, normalised (the suite's doc comment says how); `numbered`: a
    /// created event's OBJECTID is the line's offset plus its position.
    static func events(_ world: TestWorld, _ line: (key: String, offset: Int64), after: Int64) async throws -> [(row: String, numbered: Bool)] {
        let rows = try await world.env.owner.query("""
            SELECT e.position || ' ' || e.type || ' ' || e.layer || ' ' || coalesce(e.feature_id::text, '-') || ' v' || coalesce(e.feature_version::text, '-')
                   || ' data ' || n.data::text || ' kept ' || coalesce(e.data::text, '-') || ' ewkb ' || coalesce(encode(ST_AsEWKB(e.geom), 'hex'), '-')
                   || ' bytes ' || encode(geojournal_version_event_bytes('ws', e.position, '00000000-0000-0000-0000-000000000000', e.feature_id,
                                                                         e.feature_version, e.layer, e.type::text, 0, e.data, s.bytes), 'hex'),
                   e.type <> 'featureCreated' OR p.data ? 'restores' OR (p.data->>'objectId')::int8 = \(line.offset) + e.position
            FROM events e
            CROSS JOIN LATERAL (SELECT q.payload FROM geojournal_event_payload(\(line.key), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) q) p(data)
            CROSS JOIN LATERAL (SELECT CASE WHEN p.data ? 'objectId' AND \(line.offset) > 0 AND (p.data->>'objectId')::int8 >= \(line.offset)
                THEN p.data || jsonb_build_object('objectId', \(line.offset) - (p.data->>'objectId')::int8) ELSE p.data END) n(data)
            LEFT JOIN LATERAL (
                SELECT geojournal_version_state_bytes(v.attributes,
                           CASE WHEN \(line.offset) > 0 AND v.object_id >= \(line.offset) THEN \(line.offset) - v.object_id ELSE v.object_id END, v.geom)
                FROM geojournal_version_state(\(line.key), e.feature_id, e.feature_version) v) s(bytes)
              ON e.type IN ('featureCreated', 'featureUpdated')
            WHERE e.workspace_id = \(line.key) AND e.position > \(after) ORDER BY e.position
            """)
        var out: [(String, Bool)] = []
        for try await row in rows.decode((String, Bool).self) { out.append(row) }
        return out
    }

    /// The line's current features (`ids`, or all), or its closed versions; OBJECTIDs of the
    /// line's own numbering as minus their position.
    static func features(_ world: TestWorld, _ line: (key: String, offset: Int64), ids: [UUID]?, closed: Bool = false) async throws -> [String] {
        let o = line.offset
        return try await strings(world, """
            SELECT f.id || ' ' || f.layer || ' v' || f.version || ' ' || \(unescaped: closed ? "f.valid_from || '-' || coalesce(f.valid_to::text, '')" : "f.position")
                   || ' oid ' || CASE WHEN \(o) > 0 AND f.object_id >= \(o) THEN \(o) - f.object_id ELSE f.object_id END
                   || ' ' || f.attributes::text || ' ' || encode(ST_AsEWKB(f.geom), 'hex')
            FROM \(unescaped: closed ? "feature_versions" : "features") f
            WHERE f.workspace_id = \(line.key) AND (\(ids == nil) OR f.id = ANY(\(ids ?? [])::uuid[])) ORDER BY f.id, f.version
            """)
    }

    /// What the line shows now, read by the service (the reference) from the /v1 world.
    static func live(_ world: TestWorld, _ key: String) async throws -> [UUID: Edits.Current] {
        var out: [UUID: Edits.Current] = [:]
        for layer in Edits.layers {
            let page = try await world.journal.reads.versionedFeatures(workspace: key, layer: layer, moment: .head, filter: nil, limit: 100_000, cursor: nil,
                                                                 output: .layer, countMatched: false)
            for row in page.features {
                out[row.id] = Edits.Current(layer: layer, version: row.version, attributes: try JSONValue.parse(row.attributes).objectValue ?? [:])
            }
        }
        return out
    }
}
