import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
@testable import Journal
import PostgresNIO
import Testing

/// Versions (branch versioning): named lines of a workspace that read DEFAULT at their base
/// overlaid by their own edits, reconcile (conflicts by object or attribute, resolved in favour of
/// the version) and post back to DEFAULT as one operation.
@Suite("Versions")
struct VersionTests {
    static let layer = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}"#

    static func add(_ id: UUID, n: Int, x: Double) -> String {
        #"{"id":"\#(id.lowercased)","attributes":{"N":\#(n)},"geometry":{"type":"Point","coordinates":[\#(x),1]}}"#
    }

    /// id → N of the features of `Points` as a read through `/v1` shows them (in a version when given).
    static func read(_ client: any TestClientProtocol, _ world: TestWorld, version: String? = nil, token: String? = nil) async throws -> [String: Int64] {
        let q = version.map { "&version=\($0)" } ?? ""
        let r = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Points/features?limit=1000\(q)", token: token ?? world.editor)
        #expect(r.status == .ok, "\(r.text)")
        var out: [String: Int64] = [:]
        for f in r.json["features"].arrayValue ?? [] {
            if let id = f["id"].stringValue { out[id] = f["properties"]["N"].intValue ?? f["attributes"]["N"].intValue ?? -1 }
        }
        return out
    }

    @Test func aVersionKeepsItsEditsApartUntilReconcileAndPost() async throws {
        let world = try await TestWorld.make("versions")
        try await world.defineLayer("Points", Self.layer)
        let a = UUID(), b = UUID(), c = UUID()
        try await world.withClient { client in
            let ws = world.workspace
            let seed = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor,
                                             body: #"{"edits":[{"layer":"Points","adds":[\#(Self.add(a, n: 1, x: 1)),\#(Self.add(b, n: 2, x: 2))]}]}"#)
            #expect(seed.status == .ok, "\(seed.text)")
            let created = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"design1","access":"protected"}"#)
            #expect(created.status == .created, "\(created.text)")
            #expect(created.json["name"].stringValue == "ed.design1")
            let v = "ed.design1"
            // Edits in the version: an add, an update, a delete.
            let edit = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor, body: #"""
                {"edits":[{"layer":"Points","adds":[\#(Self.add(c, n: 3, x: 3))],"updates":[{"id":"\#(a.lowercased)","attributes":{"N":10}}],"deletes":[{"id":"\#(b.lowercased)"}]}]}
                """#)
            #expect(edit.status == .ok, "\(edit.text)")
            let objectIdOfC = try #require(edit.json["results"].arrayValue?.first { $0["id"].stringValue == c.lowercased }).objectValue
            _ = objectIdOfC
            #expect(try await Self.read(client, world) == [a.lowercased: 1, b.lowercased: 2], "DEFAULT is unchanged")
            #expect(try await Self.read(client, world, version: v) == [a.lowercased: 10, c.lowercased: 3], "the version reads its edits over DEFAULT")
            // OGC API – Features items in the version, and the version's change feed.
            let items = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?version=\(v)", token: world.viewer)
            #expect(items.status == .ok && items.json["numberMatched"].intValue == 2 && items.text.contains(c.lowercased), "\(items.text.prefix(300))")
            let paged = try await client.send(.get, "/ogc/\(ws)/collections/Points/items?limit=1&version=\(v)", token: world.viewer)
            let nextLink = (paged.json["links"].arrayValue ?? []).first { $0["rel"].stringValue == "next" }?["href"].stringValue ?? ""
            #expect(nextLink.contains("version=\(v)") && nextLink.contains("/ogc/\(ws)/"), "the next page stays in the version: \(nextLink)")
            let defaultItems = try await client.send(.get, "/ogc/\(ws)/collections/Points/items", token: world.viewer)
            #expect(!defaultItems.text.contains(c.lowercased))
            let feed = try await client.send(.get, "/v1/workspaces/\(ws)/events?after=0&version=\(v)", token: world.viewer)
            #expect(feed.status == .ok && feed.json["events"].arrayValue?.count == 3, "the version's feed has its three events: \(feed.text.prefix(300))")
            // Another actor reads the protected version; a viewer cannot edit it.
            #expect(try await Self.read(client, world, version: v, token: world.viewer) == [a.lowercased: 10, c.lowercased: 3])
            let refused = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.admin.isEmpty ? world.viewer : world.viewer,
                                                body: #"{"edits":[{"layer":"Points","updates":[{"id":"\#(a.lowercased)","attributes":{"N":11}}]}]}"#)
            #expect(refused.status == .forbidden, "\(refused.text)")
            // DEFAULT changes the same feature: a conflict at reconcile; another feature merges.
            let theirs = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor,
                                               body: #"{"edits":[{"layer":"Points","updates":[{"id":"\#(a.lowercased)","attributes":{"N":20}}]}]}"#)
            #expect(theirs.status == .ok, "\(theirs.text)")
            let early = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/post", token: world.editor)
            #expect(early.status == .conflict, "a post after DEFAULT moved is refused: \(early.text)")
            let aborted = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/reconcile", token: world.editor, body: #"{"abortIfConflicts":true}"#)
            #expect(aborted.json["aborted"].boolValue == true && aborted.json["conflicts"].arrayValue?.count == 1, "\(aborted.text)")
            #expect(try await Self.read(client, world, version: v) == [a.lowercased: 10, c.lowercased: 3], "an aborted reconcile leaves everything")
            let reconciled = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/reconcile", token: world.editor, body: #"{"conflictDetection":"byObject"}"#)
            #expect(reconciled.status == .ok, "\(reconciled.text)")
            #expect(reconciled.json["conflicts"][0]["id"].stringValue == a.lowercased)
            #expect(reconciled.json["conflicts"][0]["kind"].stringValue == "updateUpdate")
            #expect(reconciled.json["operation"]["kind"].stringValue == "reconcile")
            let conflicts = try await client.send(.get, "/v1/workspaces/\(ws)/versions/\(v)/conflicts", token: world.viewer)
            #expect(conflicts.json["conflicts"][0]["ancestor"]["attributes"]["N"].intValue == 1, "\(conflicts.text)")
            #expect(conflicts.json["conflicts"][0]["default"]["attributes"]["N"].intValue == 20)
            #expect(conflicts.json["conflicts"][0]["version"]["attributes"]["N"].intValue == 10)
            #expect(try await Self.read(client, world, version: v) == [a.lowercased: 10, c.lowercased: 3], "the conflict is resolved in favour of the version")
            let differences = try await client.send(.get, "/v1/workspaces/\(ws)/versions/\(v)/differences", token: world.viewer)
            let points = differences.json["layers"][0]
            #expect(points["inserts"].arrayValue?.count == 1 && points["updates"].arrayValue?.count == 1 && points["deletes"].arrayValue?.count == 1, "\(differences.text)")
            // Post: DEFAULT reads the version's edits, in one operation of kind post.
            let posted = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/post", token: world.editor)
            #expect(posted.status == .ok, "\(posted.text)")
            #expect(posted.json["operation"]["kind"].stringValue == "post")
            #expect(posted.json["operation"]["actor"].stringValue == "ed")
            #expect(posted.json["inserts"].intValue == 1 && posted.json["updates"].intValue == 1 && posted.json["deletes"].intValue == 1)
            #expect(try await Self.read(client, world) == [a.lowercased: 10, c.lowercased: 3], "DEFAULT has the version's edits")
            #expect(try await Self.read(client, world, version: v) == [a.lowercased: 10, c.lowercased: 3])
            // A feature's history in the version: DEFAULT's versions up to the base, then the version's.
            let history = try await client.send(.get, "/v1/workspaces/\(ws)/features/\(a.lowercased)/history?version=\(v)", token: world.viewer)
            #expect(history.status == .ok, "\(history.text)")
            let workspaceDocument = try await client.send(.get, "/v1/workspaces/\(ws)?version=\(v)", token: world.viewer)
            #expect(workspaceDocument.status == .ok, "\(workspaceDocument.text)")
            let after = try await client.send(.get, "/v1/workspaces/\(ws)/versions/\(v)/differences", token: world.viewer)
            #expect(after.json["layers"].arrayValue?.isEmpty == true, "nothing left to post: \(after.text)")
            // The posted feature keeps the OBJECTID it got in the version.
            let cInVersion = try await world.env.owner.query("SELECT object_id FROM features WHERE id = \(c) AND workspace_id = \(ws)")
            for try await oid in cInVersion.decode(Int64.self) { #expect(oid > (Int64(1) << 32), "a version's OBJECTIDs are its own") }
        }
    }

    @Test func attributeLevelDetectionConflictsOnlyOnTheSameField() async throws {
        let world = try await TestWorld.make("versionattr")
        try await world.defineLayer("Points", Self.layer)
        let a = UUID()
        let principal = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)
        let journal = world.journal
        let ws = world.workspace
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [FeatureAdd(id: a, attributes: ["N": 1, "NAME": "x"], geometry: .point(Position(1, 1)))])]),
                                         context: AppendContext(actor: "ed"))
        let one = try await journal.versions.createVersion(workspace: ws, name: "one", access: .private, description: "", base: .head, principal: principal)
        let two = try await journal.versions.createVersion(workspace: ws, name: "two", access: .private, description: "", base: .head, principal: principal)
        // Version one changes N; version two changes NAME; then the same field N.
        _ = try await journal.edits.apply(workspace: one.line, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: a, attributes: ["N": 5])])]), context: AppendContext(actor: "ed"))
        _ = try await journal.edits.apply(workspace: two.line, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: a, attributes: ["NAME": "y"])])]), context: AppendContext(actor: "ed"))
        let firstReconcile = try await journal.versions.reconcile(workspace: ws, line: one.line, detection: .byAttribute, abortIfConflicts: false, withPost: true, context: AppendContext(actor: "ed"))
        #expect(firstReconcile.conflicts.isEmpty && firstReconcile.post?.updates == 1)
        let merged = try await journal.versions.reconcile(workspace: ws, line: two.line, detection: .byAttribute, abortIfConflicts: false, withPost: false, context: AppendContext(actor: "ed"))
        #expect(merged.conflicts.isEmpty, "different fields do not conflict: \(merged.conflicts)")
        #expect(merged.merged == 1)
        let state = try await journal.versions.versionDifferences(workspace: ws, line: two.line, against: .default)
        #expect(state.count == 1 && state[0].after?.attributes["N"] == 5 && state[0].after?.attributes["NAME"] == "y", "the merge took DEFAULT's N: \(state)")
        // The same field on both sides: one conflict.
        _ = try await journal.edits.apply(workspace: two.line, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: a, attributes: ["N": 7])])]), context: AppendContext(actor: "ed"))
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", updates: [FeatureUpdate(id: a, attributes: ["N": 8])])]), context: AppendContext(actor: "ed"))
        let conflicting = try await journal.versions.reconcile(workspace: ws, line: two.line, detection: .byAttribute, abortIfConflicts: false, withPost: false, context: AppendContext(actor: "ed"))
        #expect(conflicting.conflicts.count == 1 && conflicting.conflicts.first?.fields == ["N"], "\(conflicting.conflicts)")
    }

    @Test func badInputIsRefusedClearlyAndWritesNothing() async throws {
        let world = try await TestWorld.make("versionbad")
        try await world.defineLayer("Points", Self.layer)
        let eve = try await world.env.tokenAdmin.create(role: .editor, actor: "eve").token
        try await world.withClient { client in
            let ws = world.workspace
            let before = try await world.eventCount()
            let unknown = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Points/features?version=ed.nothing", token: world.editor)
            #expect(unknown.status == .notFound && unknown.headers[.contentType] == "application/problem+json", "\(unknown.text)")
            let badName = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"a;b"}"#)
            #expect(badName.status == .unprocessableContent || badName.status == .badRequest, "\(badName.text)")
            let tooLong = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"\#(String(repeating: "x", count: 70))"}"#)
            #expect(tooLong.status == .unprocessableContent || tooLong.status == .badRequest, "\(tooLong.text)")
            let deleteDefault = try await client.send(.delete, "/v1/workspaces/\(ws)/versions/sde.DEFAULT", token: world.admin)
            #expect(deleteDefault.status == .unprocessableContent || deleteDefault.status == .badRequest, "\(deleteDefault.text)")
            let made = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"secret"}"#)
            #expect(made.status == .created, "\(made.text)")
            let twice = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"secret"}"#)
            #expect(twice.status == .conflict, "\(twice.text)")
            let privateRead = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Points/features?version=ed.secret", token: eve)
            #expect(privateRead.status == .forbidden, "\(privateRead.text)")
            let line = try #require(made.json["guid"].stringValue).isEmpty ? "" : "\(ws)~1"
            for face in ["/v1/workspaces/\(line)/layers/Points/features", "/ogc/\(line)/collections/Points/items", "/arcgis/rest/services/\(line)/FeatureServer/0/query?where=1=1&f=json"] {
                let byKey = try await client.send(.get, face, token: eve)
                #expect(byKey.status == .notFound, "a version's line is not reachable by its key: \(face) answered \(byKey.status)")
            }
            let listed = try await client.send(.get, "/v1/workspaces/\(ws)/versions", token: eve)
            #expect(listed.json["versions"].arrayValue?.isEmpty == true, "another's private version is not listed: \(listed.text)")
            let schema = try await client.send(.put, "/v1/workspaces/\(ws)/layers/Other?version=ed.secret", token: world.admin, body: Self.layer)
            #expect(schema.status.code >= 400 && schema.status.code < 500, "schema changes are DEFAULT's: \(schema.text)")
            #expect(try await world.eventCount() == before, "nothing was written")
        }
        // One editing session per version.
        let principal = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)
        let info = try await world.journal.versions.version(workspace: world.workspace, named: "ed.secret", principal: principal)
        let first = UUID(), second = UUID()
        try await world.journal.versions.startVersionSession(line: info.line, session: first, editing: true, principal: principal)
        await #expect(throws: JournalError.self) { try await world.journal.versions.startVersionSession(line: info.line, session: second, editing: true, principal: principal) }
        await #expect(throws: JournalError.self) { try await world.journal.versions.checkVersionEditLock(line: info.line, session: second) }
        try await world.journal.versions.stopVersionSession(line: info.line, session: first, editing: true, save: true, principal: principal)
        try await world.journal.versions.startVersionSession(line: info.line, session: second, editing: true, principal: principal)
    }

    /// Random edits on DEFAULT and three versions with random reconciles and posts: after every
    /// step each version reads what a naive replay of the journal gives (DEFAULT's events up to
    /// the base, then the version's own); every feature whose same field both sides changed since
    /// the version last saw DEFAULT's state is reported by the reconcile (so no change of DEFAULT
    /// that a post overwrites goes unreported), and a post leaves DEFAULT as the version has it.
    @Test(arguments: [45, 7, 2026] as [UInt64])
    func versionsReadWhatANaiveReplayGives(seed: UInt64) async throws {
        let world = try await TestWorld.make("versionmodel")
        try await world.defineLayer("Points", Self.layer)
        let journal = world.journal
        let ws = world.workspace
        let principal = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)
        var rng = SeededGenerator(seed: seed)
        var ids: [UUID] = []
        let firstAdds = (0..<12).map { k in FeatureAdd(id: UUID(), attributes: ["N": .integer(Int64(k)), "NAME": "a"], geometry: .point(Position(Double(k), 1))) }
        ids = firstAdds.map { $0.id! }
        _ = try await journal.edits.apply(workspace: ws, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: firstAdds)]), context: AppendContext(actor: "ed"))
        var lines: [String] = []
        for name in ["v1", "v2", "v3"] {
            lines.append(try await journal.versions.createVersion(workspace: ws, name: name, access: .private, description: "", base: .head, principal: principal).line)
        }
        // Per line and feature the line touched: DEFAULT's state the line's state was last made
        // from (when the line first touched it, or at the last reconcile or post); nil: the line
        // created it.
        var seen: [String: [UUID: FeatureState?]] = [:]
        var posts = 0, reconciles = 0, conflicts = 0
        /// A reconcile of `line`: every feature whose same field (or existence) the line and DEFAULT
        /// both changed since what the line last saw, to different values, is reported.
        func reconcile(_ line: String, _ detection: ConflictDetection, step: Int) async throws {
            let version = try await Self.naiveVersion(world, line: line)
            let theirs = try await Self.naive(world, line: ws, upTo: .max)
            let r = try await journal.versions.reconcile(workspace: ws, line: line, detection: detection, abortIfConflicts: false, withPost: false, context: AppendContext(actor: "ed"))
            let reported = Set(r.conflicts.map(\.id))
            for (id, old) in seen[line, default: [:]] where VersionsModel.conflicts(old, version[id], theirs[id]) {
                #expect(reported.contains(id), "step \(step): \(id) changed on both sides (\(VersionsModel.text(old)) → version \(VersionsModel.text(version[id])), DEFAULT \(VersionsModel.text(theirs[id]))), not reported")
            }
            for id in seen[line, default: [:]].keys { seen[line]![id] = .some(theirs[id]) }
            reconciles += 1
            conflicts += reported.count
        }
        for step in 0..<80 {
            let target = Int.random(in: 0..<5, using: &rng)
            let line = target < 3 ? lines[target] : ws
            let action = Int.random(in: 0..<10, using: &rng)
            if line != ws && action == 8 {
                try await reconcile(line, Bool.random(using: &rng) ? .byObject : .byAttribute, step: step)
            } else if line != ws && action == 9 {
                try await reconcile(line, .byObject, step: step)
                let partial = Bool.random(using: &rng)
                let diffs = try await journal.versions.versionDifferences(workspace: ws, line: line, against: .base)
                let rows: Set<UUID>? = partial ? Set(diffs.prefix(2).map(\.id)) : nil
                _ = try await journal.versions.post(workspace: ws, line: line, rows: rows, context: AppendContext(actor: "ed"))
                posts += 1
                let after = try await Self.naive(world, line: ws, upTo: .max)
                for d in diffs where rows?.contains(d.id) ?? true {
                    #expect(VersionsModel.same(after[d.id], d.after), "step \(step): the post left DEFAULT's \(d.id) at \(VersionsModel.text(after[d.id])), the version has \(VersionsModel.text(d.after))")
                    seen[line, default: [:]][d.id] = .some(after[d.id])
                }
            } else {
                // A random edit: update, delete or add.
                let current = try await Self.read(journal, line: line)
                var edits = LayerEdits(layer: "Points")
                let live = current.keys.sorted { $0.lowercased < $1.lowercased }
                switch Int.random(in: 0..<6, using: &rng) {
                case 0 where !live.isEmpty:
                    edits.deletes.append(FeatureDelete(id: live.randomElement(using: &rng)!))
                case 1:
                    let id = UUID()
                    ids.append(id)
                    edits.adds.append(FeatureAdd(id: id, attributes: ["N": .integer(Int64.random(in: 0..<100, using: &rng))], geometry: .point(Position(50, 2))))
                default:
                    guard let id = live.randomElement(using: &rng) else { continue }
                    if Bool.random(using: &rng) {
                        edits.updates.append(FeatureUpdate(id: id, attributes: ["N": .integer(Int64.random(in: 0..<100, using: &rng))]))
                    } else {
                        edits.updates.append(FeatureUpdate(id: id, attributes: ["NAME": .string(["a", "b", "c"].randomElement(using: &rng)!)]))
                    }
                }
                if line != ws {
                    // What the line's state of a feature it touches for the first time is made from.
                    let base = try await journal.versions.versionInfos(workspace: ws, line: line)[0].base
                    let then = try await Self.naive(world, line: ws, upTo: base)
                    for id in edits.updates.map(\.id) + edits.deletes.map(\.id) where seen[line]?[id] == nil {
                        seen[line, default: [:]][id] = .some(then[id])
                    }
                    for add in edits.adds { seen[line, default: [:]][add.id!] = .some(nil) }
                }
                _ = try await journal.edits.apply(workspace: line, request: EditRequest(edits: [edits]), context: AppendContext(actor: "ed"))
            }
            var agree = true
            for l in lines {
                let read = try await Self.read(journal, line: l)
                let model = try await Self.naiveVersion(world, line: l)
                #expect(read.count == model.count, "step \(step): \(l) reads \(read.count) features, the replay gives \(model.count)")
                for (id, state) in model where !VersionsModel.same(read[id], state) {
                    Issue.record("step \(step) (\(target), \(action)): \(l) reads \(VersionsModel.text(read[id])) for \(id), the replay \(VersionsModel.text(state))")
                    agree = false
                }
            }
            if !agree { break }
        }
        #expect(posts > 0 && reconciles > 0, "the walk posted \(posts) times and reconciled \(reconciles) times")
        print("versions walk, seed \(seed): \(posts) posts, \(reconciles) reconciles, \(conflicts) conflicts")
    }

    /// A line added in a version is traced in that version only; DEFAULT's later changes reach the
    /// version's graph from its base only after a reconcile; a post brings the line to DEFAULT.
    @Test func aLineAddedInAVersionIsTracedThereOnly() async throws {
        let world = try await TestWorld.make("versiontrace")
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let created = try await client.send(.post, "/v1/workspaces/\(ws)/versions", token: world.editor, body: #"{"name":"extension","access":"public"}"#)
            #expect(created.status == .created, "\(created.text)")
            let v = "ed.extension"
            // A new primary line from the end of L4 (300,100) to (400,100), in the version.
            let add = try await client.send(.post, "/v1/workspaces/\(ws)/edits?version=\(v)", token: world.editor,
                                            body: #"{"edits":[{"layer":"Line","adds":[\#(FeederNetwork.line(19, 1, [(300, 100), (400, 100)], length: 100))]}]}"#)
            #expect(add.status == .ok, "\(add.text)")
            let url = "/v1/workspaces/\(ws)/networks/Electric/trace"
            let everything = FeederNetwork.everything
            let onDefault = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(FeederNetwork.summary(onDefault.json) == everything, "\(onDefault.text)")
            let inVersion = try await client.send(.post, url + "?version=\(v)", token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(inVersion.status == .ok, "\(inVersion.text)")
            #expect(FeederNetwork.summary(inVersion.json) == everything.union(["19"]), "the version's graph has its line")
            // The GeoServices face with gdbVersion sees it too.
            let esri = try await client.send(.post, "/arcgis/rest/services/\(ws)/UtilityNetworkServer/trace?f=json&gdbVersion=\(v)&traceType=connected&traceLocations=" +
                                             "%5B%7B%22traceLocationType%22%3A%22startingPoint%22%2C%22globalId%22%3A%22%7B\(FeederNetwork.id(FeederNetwork.B).uppercased())%7D%22%2C%22terminalId%22%3A1%7D%5D",
                                             token: world.viewer)
            #expect(esri.status == .ok, "\(esri.text)")
            let esriDefault = try await client.send(.post, "/arcgis/rest/services/\(ws)/UtilityNetworkServer/trace?f=json&traceType=connected&traceLocations=" +
                                                    "%5B%7B%22traceLocationType%22%3A%22startingPoint%22%2C%22globalId%22%3A%22%7B\(FeederNetwork.id(FeederNetwork.B).uppercased())%7D%22%2C%22terminalId%22%3A1%7D%5D",
                                                    token: world.viewer)
            #expect(esri.text.contains(FeederNetwork.id(19).uppercased()) || esri.text.contains(FeederNetwork.id(19)), "gdbVersion's trace has the line: \(esri.text.prefix(400))")
            #expect(!esriDefault.text.contains(FeederNetwork.id(19).uppercased()) && !esriDefault.text.contains(FeederNetwork.id(19)), "DEFAULT's trace has not")
            // DEFAULT deletes L5 after the version's base: the version still has it until it reconciles.
            let cut = try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor,
                                            body: #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(FeederNetwork.L5))"}]}]}"#)
            #expect(cut.status == .ok, "\(cut.text)")
            let stale = try await client.send(.post, url + "?version=\(v)", token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(FeederNetwork.summary(stale.json).contains("15"), "the version reads DEFAULT at its base")
            let reconciled = try await client.send(.post, "/v1/workspaces/\(ws)/versions/\(v)/reconcile", token: world.editor, body: #"{"withPost":true}"#)
            #expect(reconciled.status == .ok, "\(reconciled.text)")
            let after = try await client.send(.post, url + "?version=\(v)", token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(!FeederNetwork.summary(after.json).contains("15") && FeederNetwork.summary(after.json).contains("19"), "\(FeederNetwork.summary(after.json))")
            let posted = try await client.send(.post, url, token: world.viewer, body: FeederNetwork.trace("connected", FeederNetwork.B))
            #expect(FeederNetwork.summary(posted.json).contains("19"), "after the post DEFAULT's trace has the line")
        }
    }

    /// Snapping in a version finds the version's features; stopping an ArcGIS edit session without
    /// saving undoes the session's operations in the version (journaled as undo).
    @Test func snappingAndAnEditSessionWithoutSaving() async throws {
        let world = try await TestWorld.make("versionsnap")
        try await world.defineLayer("Points", Self.layer)
        let ws = world.workspace
        let principal = Principal(tokenId: UUID(), actor: "ed", role: .editor, workspaces: nil)
        let info = try await world.journal.versions.createVersion(workspace: ws, name: "snap", access: .public, description: "", base: .head, principal: principal)
        let mine = UUID()
        _ = try await world.journal.edits.apply(workspace: info.line, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(id: mine, attributes: ["N": 1], geometry: .point(Position(5000, 5000)))])]), context: AppendContext(actor: "ed"))
        try await world.withClient { client in
            let body = #"{"point":[5003,5001],"tolerance":20,"sources":[{"layer":"Points"}]}"#
            let inVersion = try await client.send(.post, "/v1/workspaces/\(ws)/snap?version=ed.snap", token: world.viewer, body: body)
            #expect(inVersion.status == .ok && inVersion.text.contains(mine.lowercased), "\(inVersion.text)")
            let onDefault = try await client.send(.post, "/v1/workspaces/\(ws)/snap", token: world.viewer, body: body)
            #expect(onDefault.status == .ok && !onDefault.text.contains(mine.lowercased), "\(onDefault.text)")
        }
        // An edit session: two operations, then stopEditing without saving.
        let session = UUID()
        try await world.journal.versions.startVersionSession(line: info.line, session: session, editing: true, principal: principal)
        for n in [2, 3] {
            _ = try await world.journal.edits.apply(workspace: info.line, request: EditRequest(sessionId: session, edits: [LayerEdits(layer: "Points", updates: [
                FeatureUpdate(id: mine, attributes: ["N": .integer(Int64(n))])])]), context: AppendContext(actor: "ed"))
        }
        let undone = try await world.journal.versions.stopVersionSession(line: info.line, session: session, editing: true, save: false, principal: principal)
        #expect(undone == 2)
        let now = try await Self.read(world.journal, line: info.line)
        #expect(now[mine]?.attributes["N"] == 1, "the session's edits were undone: \(String(describing: now[mine]))")
        let versions = try await world.journal.versions.versionInfos(workspace: ws, line: info.line)
        #expect(versions.first?.editingSession == nil, "the lock is gone")
    }

    /// The live features of a line as the journal's read shows them.
    static func read(_ journal: Journal, line: String) async throws -> [UUID: FeatureState] {
        let page = try await journal.reads.versionedFeatures(workspace: line, layer: "Points", moment: .head, filter: nil, limit: 10_000, cursor: nil, output: .layer, countMatched: false)
        var out: [UUID: FeatureState] = [:]
        for row in page.features {
            out[row.id] = try FeatureRow.state(id: row.id, layer: "Points", version: row.version, attributes: row.attributes, geometry: row.geometry)
        }
        return out
    }

    /// DEFAULT (or any line) replayed from its events up to a position.
    static func naive(_ world: TestWorld, line: String, upTo: Int64) async throws -> [UUID: FeatureState] {
        var streams: [UUID: StreamState] = [:]
        let rows = try await world.env.owner.query("""
            SELECT e.feature_id, e.feature_version, e.layer, e.type, p.payload::text, e.position
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(line), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(line) AND e.feature_id IS NOT NULL AND e.position <= \(upTo) ORDER BY e.position
            """)
        for try await (id, version, layer, type, data, position) in rows.decode((UUID, Int32, String, String, String, Int64).self) {
            streams[id] = try (streams[id] ?? StreamState.none).applying(type: EventType(rawValue: type)!, featureId: id, version: Int(version), layer: layer,
                                                               data: try JSONValue.parse(data), position: position)
        }
        return streams.compactMapValues(\.live)
    }

    /// A version replayed: DEFAULT at its base, less what the line touched, plus the line's own
    /// features, each replayed from DEFAULT's state at the base in effect when the line first touched it.
    static func naiveVersion(_ world: TestWorld, line: String) async throws -> [UUID: FeatureState] {
        var bases: [(position: Int64, base: Int64)] = []
        var created: Int64 = 0
        for try await b in try await world.env.owner.query("SELECT created_base FROM versions WHERE line = \(line)").decode(Int64.self) { created = b }
        for try await (p, data) in try await world.env.owner.query("""
            SELECT position, data::text FROM events WHERE workspace_id = \(line) AND type = 'versionRebased' ORDER BY position
            """).decode((Int64, String).self) {
            bases.append((p, try JSONValue.parse(data)["base"].intValue!))
        }
        func base(at position: Int64) -> Int64 { bases.last { $0.position <= position }?.base ?? created }
        let current = base(at: .max)
        var state = try await naive(world, line: VersionLine(key: line)!.workspace, upTo: current)
        var streams: [UUID: StreamState] = [:]
        var defaults: [Int64: [UUID: FeatureState]] = [:]
        let rows = try await world.env.owner.query("""
            SELECT e.feature_id, e.feature_version, e.layer, e.type, p.payload::text, e.position
            FROM events e CROSS JOIN LATERAL geojournal_event_payload(\(line), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
            WHERE e.workspace_id = \(line) AND e.feature_id IS NOT NULL ORDER BY e.position
            """)
        var events: [(UUID, Int32, String, String, String, Int64)] = []
        for try await row in rows.decode((UUID, Int32, String, String, String, Int64).self) { events.append(row) }
        for (id, version, layer, type, data, position) in events {
            if streams[id] == nil {
                let b = base(at: position)
                if defaults[b] == nil { defaults[b] = try await naive(world, line: VersionLine(key: line)!.workspace, upTo: b) }
                streams[id] = defaults[b]![id].map(StreamState.live) ?? StreamState.none
            }
            streams[id] = try streams[id]!.applying(type: EventType(rawValue: type)!, featureId: id, version: Int(version), layer: layer,
                                                    data: try JSONValue.parse(data), position: position)
        }
        for (id, stream) in streams { state[id] = stream.live }
        return state
    }
}

enum VersionsModel {
    /// Whether the version and DEFAULT both changed the same field (or the feature's existence)
    /// since `old`, to different values.
    static func conflicts(_ old: FeatureState?, _ version: FeatureState?, _ theirs: FeatureState?) -> Bool {
        fields(old, version).intersection(fields(old, theirs)).contains { value(version, $0) != value(theirs, $0) }
    }

    static func value(_ s: FeatureState?, _ field: String) -> JSONValue {
        guard let s else { return field == "EXISTS" ? false : .null }
        switch field {
        case "EXISTS": return true
        case "SHAPE": return s.geometry.geoJSON
        default: return s.attributes[field] ?? .null
        }
    }

    /// The fields that differ between two states (SHAPE, and EXISTS when only one exists).
    static func fields(_ a: FeatureState?, _ b: FeatureState?) -> Set<String> {
        switch (a, b) {
        case (nil, nil): return []
        case (let a?, let b?):
            var out = Set(Set(a.attributes.keys).union(b.attributes.keys).filter { (a.attributes[$0] ?? .null) != (b.attributes[$0] ?? .null) })
            if a.geometry != b.geometry { out.insert("SHAPE") }
            return out
        case (let one?, nil), (nil, let one?):
            return Set(one.attributes.keys).union(["SHAPE", "EXISTS"])
        }
    }

    static func text(_ s: FeatureState?) -> String {
        guard let s else { return "nothing" }
        return "v\(s.version) " + s.attributes.keys.sorted().map { "\($0)=\(s.attributes[$0]!)" }.joined(separator: ",") + " \(s.geometry)"
    }

    static func same(_ a: FeatureState?, _ b: FeatureState?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            let keys = Set(a.attributes.keys).union(b.attributes.keys)
            return a.geometry == b.geometry && keys.allSatisfy { (a.attributes[$0] ?? .null) == (b.attributes[$0] ?? .null) }
        default: return false
        }
    }
}
