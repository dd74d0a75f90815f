import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Logging
import PostgresNIO
import Testing

/// No login but the service's own can delay a writer (Schema/0021): the logins GeoJournal hands
/// to QGIS users take every lock they can and keep transactions open with staged rows, and /v1
/// edits of the same workspace go on being answered at once.
@Suite("No login stalls a workspace's writers")
struct WritersCannotBeStalledTests {
    /// A login role of `geojournal user create`, connected.
    struct Login {
        let name: String
        let connection: PostgresConnection
        let logger = Logger(label: "login")

        static func make(_ world: TestWorld, role: Role) async throws -> Login {
            let name = "gj_t_" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(16)
            let user = try await DatabaseUsers(client: world.env.owner, logger: world.env.logger).create(actor: "qgis-\(role.rawValue)", role: role, name: name)
            let url = world.env.ownerURL
            let configuration = PostgresConnection.Configuration(host: url.host, port: url.port, username: user.name, password: user.password,
                                                                 database: url.database, tls: .disable)
            return Login(name: name, connection: try await PostgresConnection.connect(configuration: configuration, id: 1, logger: world.env.logger))
        }

        func run(_ sql: String) async throws {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).collect()
        }

        /// Runs `sql` in a savepoint, so a refusal leaves the transaction open; whether it was allowed.
        @discardableResult
        func attempt(_ sql: String) async throws -> Bool {
            try await run("SAVEPOINT try")
            do {
                try await run(sql)
                try await run("RELEASE SAVEPOINT try")
                return true
            } catch {
                try await run("ROLLBACK TO SAVEPOINT try")
                return false
            }
        }

        /// Every lock this login can try to take on what it can see, held until its transaction ends.
        func takeEveryLock(view: String, workspace: String) async throws -> [String] {
            var taken: [String] = []
            // What the other login holds is refused after a moment instead of waited for.
            try await run("SET lock_timeout = '200ms'")
            // Advisory keys in the shapes a workspace's writers ever used, over a range of positions
            // (without waiting: the other login may hold some of them already).
            let key = "(hashtext('\(workspace)')::bigint << 32)"
            for statement in [
                "SELECT pg_try_advisory_lock(\(key) | p) FROM generate_series(0, 300) p",
                "SELECT pg_try_advisory_xact_lock(\(key) | 2147483648 | p) FROM generate_series(0, 300) p",
                "SELECT pg_try_advisory_xact_lock(hashtext('\(workspace)'), p) FROM generate_series(0, 300) p",
                "LOCK TABLE \(view) IN ACCESS EXCLUSIVE MODE",
                "LOCK TABLE \(view) IN EXCLUSIVE MODE",
                "LOCK TABLE \(view) IN SHARE MODE",
                "LOCK TABLE \(view) IN ROW EXCLUSIVE MODE",
                "LOCK TABLE \(view) IN ACCESS SHARE MODE",
                "SELECT * FROM \(view) FOR UPDATE",
                "SELECT * FROM \(view) FOR SHARE",
                "SELECT * FROM \(view) FOR KEY SHARE",
                "SELECT * FROM public.workspaces FOR UPDATE",
                "SELECT * FROM public.features FOR UPDATE",
                "SELECT * FROM public.layer_stats FOR UPDATE",
                "LOCK TABLE public.workspaces IN ROW SHARE MODE",
                "LOCK TABLE public.features IN SHARE MODE",
                "SELECT * FROM public.view_staged_rows FOR UPDATE",
            ] where try await attempt(statement) {
                taken.append(statement)
            }
            return taken
        }

        func close(_ world: TestWorld) async throws {
            try await connection.close()
            try await world.env.owner.query(PostgresQuery(unsafeSQL: "DROP ROLE \"\(name)\""))
            try await world.env.owner.query("DELETE FROM view_actors WHERE role_name = \(name)")
        }
    }

    @Test func viewerAndEditorLoginsHoldingEveryLockTheyCanDoNotDelayV1Edits() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let view = "\"gj_\(world.workspace)\".\"Points\""
        // Features for the logins to lock and for /v1 to update.
        let created = try await world.journal.edits.apply(workspace: world.workspace,
            request: try EditRequest.parse(JSONValue.parse(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1,1]}},{"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[2,2]}}]}]}"#)).get(),
            context: AppendContext(actor: "ed"))
        let (mine, theirs) = (created.results[0].id, created.results[1].id)

        let viewer = try await Login.make(world, role: .viewer)
        let editor = try await Login.make(world, role: .editor)
        try await Self.closing([viewer, editor], world) {
            try await Self.locksHeldByLogins(world, view: view, viewer: viewer, editor: editor, mine: mine, theirs: theirs)
        }
    }

    /// Runs `body`, then closes `logins` however it ended: a connection dropped open is a crash of
    /// the whole test process, not a failure of one test.
    static func closing(_ logins: [Login], _ world: TestWorld, _ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch {
            for login in logins { try? await login.close(world) }
            throw error
        }
        for login in logins { try await login.close(world) }
    }

    static func locksHeldByLogins(_ world: TestWorld, view: String, viewer: Login, editor: Login, mine: UUID, theirs: UUID) async throws {
        try await viewer.run("BEGIN")
        try await editor.run("BEGIN")
        // The editor's open transaction has staged rows: an add and an update of a feature /v1 leaves alone.
        try await editor.run("INSERT INTO \(view) (\"N\", geom) VALUES (10, ST_SetSRID(ST_MakePoint(5, 5), 3857))")
        try await editor.run("UPDATE \(view) SET \"NAME\" = 'staged' WHERE id = '\(theirs.lowercased)'")
        let viewerLocks = try await viewer.takeEveryLock(view: view, workspace: world.workspace)
        let editorLocks = try await editor.takeEveryLock(view: view, workspace: world.workspace)
        // What they may take at all (the views' owner may only read, so no table lock beyond
        // reading reaches the journal's tables); whether any of it holds a writer is what the
        // edits below tell.
        print("viewer took: \(viewerLocks)\neditor took: \(editorLocks)")
        #expect(!(viewerLocks + editorLocks).contains { $0.contains("EXCLUSIVE") || $0.contains("IN SHARE MODE") || $0.contains("public.") })

        let head = try await world.head()
        let slowest = try await world.withClient { client in
            var slowest: Duration = .zero
            for n in 0..<10 {
                let started = ContinuousClock.now
                let body = n % 2 == 0
                    ? TestWorld.addBody(100 + n)
                    : #"{"edits":[{"layer":"Points","updates":[{"id":"\#(mine.lowercased)","attributes":{"N":\#(n)}}]}]}"#
                let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
                let took = ContinuousClock.now - started
                slowest = max(slowest, took)
                #expect(r.status == .ok, "\(r.status) \(r.text)")
            }
            return slowest
        }
        // A stall is the other transaction's whole lifetime; the bound only tells it from a busy machine.
        #expect(slowest < .seconds(2), "a /v1 edit waited \(slowest) for another login")
        #expect(try await world.head() == head + 10)

        // The editor's staged rows are written at its COMMIT, after everything /v1 wrote.
        try await viewer.run("ROLLBACK")
        try await editor.run("COMMIT")
        #expect(try await world.head() == head + 12)
        let report = try await ChainVerifier(client: world.env.owner, logger: world.env.logger).verify(workspace: world.workspace)
        #expect(report.isIntact, "\(report.findings)")
    }

    /// A login's lock request queued on a view behind another login's open read does not hold the
    /// other logins' reads and edits of the layer (Schema/0078): PostgreSQL queues every later
    /// request on the view behind the waiting one, and the login role's lock_timeout ends the wait,
    /// so the queue moves on while the reader's transaction stays open.
    @Test func aLockRequestQueuedOnAViewDoesNotHangTheOtherLogins() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let view = "\"gj_\(world.workspace)\".\"Points\""
        let reader = try await Login.make(world, role: .viewer)
        let locker = try await Login.make(world, role: .editor)
        var others: [Login] = []
        for n in 0..<6 { others.append(try await Login.make(world, role: n % 2 == 0 ? .editor : .viewer)) }
        try await Self.closing([reader, locker] + others, world) {
            try await Self.queuedLockRequest(world, view: view, reader: reader, locker: locker, others: others)
        }
    }

    static func queuedLockRequest(_ world: TestWorld, view: String, reader: Login, locker: Login, others: [Login]) async throws {
        let everyone = [reader, locker] + others
        for login in everyone {
            let settings = try await login.connection.query(
                "SELECT current_setting('lock_timeout') || ' ' || current_setting('idle_in_transaction_session_timeout')",
                logger: login.logger).collect().first?.decode(String.self)
            #expect(settings == "5s 30min", "\(login.name): \(settings ?? "none")")
        }

        // The reader's transaction holds the view; the editor asks for it whole, as a client may.
        try await reader.run("BEGIN")
        try await reader.run("SELECT count(*) FROM \(view)")
        let lockerPID = try await locker.connection.query("SELECT pg_backend_pid()", logger: locker.logger).collect().first?.decode(Int32.self) ?? 0
        try await locker.run("BEGIN")
        let locking = Task { () -> (String, Duration) in
            let began = ContinuousClock.now
            do {
                try await locker.run("LOCK TABLE \(view) IN ACCESS EXCLUSIVE MODE")
                return ("granted", ContinuousClock.now - began)
            } catch let error as PSQLError {
                return (error.serverInfo?[.sqlState] ?? "\(error)", ContinuousClock.now - began)
            }
        }
        var queued = false
        for _ in 0..<400 where !queued {
            let waiting = try await world.env.owner.query(
                "SELECT count(*) FROM pg_locks WHERE pid = \(lockerPID) AND NOT granted AND mode = 'AccessExclusiveLock'").collect().first?.decode(Int64.self)
            queued = waiting == 1
            if !queued { try await Task.sleep(for: .milliseconds(25)) }
        }
        #expect(queued, "the editor's lock request never queued behind the reader")

        // Six other logins read and edit the layer while the request is queued. Their own waits
        // are bounded by more than the queued request's: each starts a moment after it, and on a
        // loaded machine the role's 5 s of each could end about when the queued one's does. What
        // is measured is that the queued request lets them through, not their own timeouts.
        for login in others { try await login.run("SET lock_timeout = '30s'") }
        let work = others.enumerated().map { n, login in
            Task { () -> Duration in
                let began = ContinuousClock.now
                if n % 2 == 0 {
                    try await login.run("BEGIN")
                    try await login.run("INSERT INTO \(view) (\"N\", geom) VALUES (\(n), ST_SetSRID(ST_MakePoint(\(n), \(n)), 3857))")
                    try await login.run("COMMIT")
                } else {
                    try await login.run("SELECT count(*) FROM \(view)")
                }
                return ContinuousClock.now - began
            }
        }
        // Each is answered within seconds, the reader still open. Should they stall, the reader
        // lets go after a minute (so that a failing run ends) and their times tell it.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(60))
            try await reader.run("ROLLBACK")
        }
        var took: [Duration] = []
        for task in work { took.append(try await task.value) }
        let (outcome, waited) = try await locking.value
        watchdog.cancel()
        try await reader.run("ROLLBACK")
        try await locker.run("ROLLBACK")
        #expect(outcome == "55P03", "the queued lock request ended with \(outcome)")
        #expect(waited < .seconds(30), "the queued lock request waited \(waited)")
        // A stall is the reader's whole transaction: the bound tells it from a busy machine.
        #expect(took.allSatisfy { $0 < .seconds(30) }, "the other logins took \(took)")
        #expect(try await world.env.owner.query(
            "SELECT count(*) FROM \(unescaped: view)").collect().first?.decode(Int64.self) == 3)
    }
}
