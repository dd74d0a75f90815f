import Foundation
import GeoJournalCore
import Logging
import PostgresNIO
import Synchronization

/// The journal of every workspace in one PostgreSQL database: a small façade over its rooms.
///
/// It holds what every room uses (the primary's pool, the logger, the limits, the feed's
/// ``ChangeNotifier``, the background tasks and compute threads, the fault points) and one member
/// per room. Each room is a type of its own noun that owns its state: ``Edits`` the appenders (one
/// per workspace, each owning its write loop and head) and the row type ids their writes take;
/// ``Reads`` what reads remember (where offset pages ended, the moments of versions' lines), the
/// snap indexes and the streaming standbys; ``Networks`` the graphs held in memory
/// (``NetworkGraphs``); ``Extents`` the writers' extent follow-ups; ``Workspaces`` the layer
/// catalog (``LayerCatalog``). ``Versions``, ``Sessions``, ``Replicas`` and ``SpatialReferences``
/// hold none. What stays here is what every room does the same way (a read moment resolved to a
/// position, an operation's stored answer, a snapshot transaction) and what the appenders use of
/// the journal (``AppendJournal``). The state of a layer at a moment is written in one place,
/// ``LayerState``; a filter tree becomes SQL in one place, ``FilterSQL``.
///
/// ```swift
/// let journal = Journal(client: client, logger: logger)
/// let outcome = try await journal.edits.apply(workspace: "naperville", request: request, context: .init(actor: "ana"))
/// ```
public final class Journal: Sendable {
    /// The pool of the server that accepts writes (it may change at a failover, see ``PrimaryPool``).
    public let primary: PrimaryPool
    /// The current primary's pool: read it for each piece of work, never keep it.
    var client: PostgresClient { primary.client }
    public let logger: Logger
    public let limits: EditLimits
    /// Told about every head this process moves, so local feed followers wake at once.
    public let notifier: ChangeNotifier
    /// The work this journal started that outlives its callers (writers, commits, answers after
    /// the flush, edge-table rewrites): run as a service, the shutdown waits for it.
    public let background = BackgroundTasks()
    /// The threads where long computations (graph builds, traces, big answers) run instead of
    /// the event loops: run as a service, it stops after ``background``.
    public let compute: ComputePool
    /// Feature edits, and the appenders that write every append (one per workspace written in
    /// this process) with the row type ids their batch writes take (``Edits``).
    public let edits: Edits
    /// Every read, and what reads remember between requests: where offset pages ended, the
    /// moments of versions' lines, the snap indexes, the streaming standbys (``Reads``).
    public let reads: Reads
    /// The utility networks and their graphs held in memory (``Networks``).
    public let networks: Networks
    /// The layers' counts and extents, and the writers' follow-ups that make them exact (``Extents``).
    public let extents: Extents
    /// The workspaces and their layers, with the layer catalog this process keeps (``Workspaces``).
    public let workspaces: Workspaces
    /// Where a test makes this process fail on purpose (none armed unless a test or `GEOJOURNAL_FAULT` says so).
    public let faults = FaultPoints()

    /// A journal on one pool that never changes host (commands, tests).
    public convenience init(client: PostgresClient, logger: Logger, limits: EditLimits = EditLimits(), notifier: ChangeNotifier? = nil, replicas: ReadReplicas? = nil,
                            compute: ComputePool = ComputePool(), networkHistory: NetworkGraphs.History = NetworkGraphs.History()) {
        self.init(primary: PrimaryPool(client: client), logger: logger, limits: limits, notifier: notifier, replicas: replicas, compute: compute,
                  networkHistory: networkHistory)
    }

    /// A journal on the primary's pool; after a switch to another host it forgets what it
    /// remembered of the old one (``forgetServerState()``). Graphs of past network moments are
    /// derived in memory as `networkHistory` says.
    public init(primary: PrimaryPool, logger: Logger, limits: EditLimits = EditLimits(), notifier: ChangeNotifier? = nil, replicas: ReadReplicas? = nil,
                compute: ComputePool = ComputePool(), networkHistory: NetworkGraphs.History = NetworkGraphs.History()) {
        self.primary = primary
        self.compute = compute
        self.logger = logger
        self.limits = limits
        let notifier = notifier ?? ChangeNotifier(primary: primary, logger: logger)
        self.notifier = notifier
        // The rooms that hold state are made before the journal is whole, so they get their
        // journal through a reference pointed at it here, before anything else can see it.
        let reference = JournalReference()
        self.edits = Edits(reference)
        self.reads = Reads(reference, replicas: replicas)
        self.networks = Networks(reference, history: networkHistory)
        self.extents = Extents(reference)
        self.workspaces = Workspaces(reference)
        reference.point(at: self)
        primary.onSwitch { [weak self] in await self?.forgetServerState() }
    }

    /// Forgets what this process remembers of the database server it used: another one (a
    /// promoted standby) took over, which may not have received the last commits this process saw
    /// (only acknowledged operations are sure to be there, and only with synchronous replication).
    /// Heard-of heads, snap indexes, network graphs and caches are read again from
    /// the new primary on their next use, as after a process start.
    func forgetServerState() async {
        workspaces.catalog.forget()
        reads.forgetServerState()
        await networks.graphs.reset()
        notifier.forgetHeads()
    }

    /// Runs database work, turning connection failures into ``JournalError/unavailable(_:)``
    /// and server errors into the journal's own cases.
    func database<T: Sendable>(_ body: () async throws -> T) async throws(JournalError) -> T {
        do {
            return try await body()
        } catch let error as JournalError {
            throw error
        } catch {
            throw JournalError.from(error)
        }
    }

    /// Runs `body` on one connection in a read-only REPEATABLE READ transaction: all its statements
    /// see one snapshot, so the head it reads first is the head of the rows it reads after (a page
    /// labelled with a position shows that position, and its count counts the same rows). Each
    /// statement of a plain connection sees the commits made before it started, so a commit landing
    /// between the head and the rows showed up under the earlier position.
    /// With a workspace and the moments the read shows, it may run on a replica that has replayed
    /// them (``Reads/readClient(workspace:moments:)``); without, on the primary.
    func withSnapshot<T: Sendable>(workspace: String? = nil, moments: [ReadMoment] = [], _ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        let client = workspace.map { reads.readClient(workspace: $0, moments: moments) } ?? self.client
        return try await client.withLiveTransaction(logger: logger) { [logger] conn in
            try await conn.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", logger: logger)
            return try await body(conn)
        }
    }
}

/// The layer definitions of a workspace as of a schema position.
struct LayerSet: Sendable {
    var schemaPosition: Int64
    var layers: [String: LayerDefinition]
}

extension JournalError {
    /// Classifies an error thrown by postgres-nio.
    public static func from(_ error: any Error) -> JournalError {
        if let e = error as? JournalError { return e }
        if let tx = error as? PostgresTransactionError {
            if let inner = tx.closureError { return from(inner) }
            if let inner = tx.beginError ?? tx.commitError { return from(inner) }
        }
        if let psql = error as? PSQLError {
            if let state = psql.serverInfo?[.sqlState] {
                let message = psql.serverInfo?[.message] ?? "database error"
                switch state.prefix(2) {
                case "22": return .invalid([Violation(path: "", code: "database.data", message: message)])
                case "23": return .conflict(message, [])
                case "40": return .unavailable("transaction aborted by PostgreSQL (\(state)): \(message); retry")
                // A version another session is editing (geojournal_version_edit_lock): the caller's 409.
                case "GJ" where state == "GJ423": return .conflict(message, [])
                // Another writer kept taking the workspace's head until the deadline (Journal+Commit).
                case "GJ" where state == "GJ409": return .unavailable("other writers kept the workspace busy; nothing was written, retry")
                // A write that reached a server in recovery: a former primary back as a standby,
                // found out by ``PrimaryPool`` within a second.
                case "25" where state == "25006": return .unavailable("PostgreSQL does not accept writes here (\(state)): \(message); the service is looking for the primary, retry")
                case "53", "57", "08": return .unavailable("PostgreSQL is not available (\(state)): \(message)")
                case "55" where state == "55P03":
                    return .unavailable("another database session holds a lock this change needs (an open QGIS or psql transaction on a layer view?); nothing was written, retry")
                default: return .internalFailure("PostgreSQL error \(state): \(message)")
                }
            }
            return .unavailable("PostgreSQL is not reachable: \(psql.code)")
        }
        return .unavailable("database failure: \(String(describing: error))")
    }
}

extension Journal {
    /// Whether PostgreSQL answers a trivial query now (`/health`).
    public func databaseAnswers() async -> Bool {
        do {
            try await client.query("SELECT 1", logger: logger)
            return true
        } catch {
            return false
        }
    }
}

/// A room of the journal (``Edits``, ``Reads``, ``Versions``, ``Networks``, ``Extents``,
/// ``Replicas``, ``Workspaces``, ``Sessions``, ``SpatialReferences``): a type of its own noun that
/// works on the journal's pool, logger and writers. A room that holds state (``Edits``, ``Reads``,
/// ``Networks``, ``Extents``, ``Workspaces``) is a class the journal makes once and stores; a room
/// without state is a value made on each use.
protocol JournalRoom: Sendable {
    var journal: Journal { get }
}

/// The journal a room that holds state belongs to. The journal stores its rooms, so it makes them
/// before it is whole and cannot hand them itself: it hands them this reference and points it at
/// itself as its init ends, before anything else can see the journal. Weak: the journal owns its
/// rooms (a strong reference back would keep every journal alive), and a room reached after its
/// journal is gone stops the process with a message instead of reading freed memory.
///
/// ```swift
/// let reference = JournalReference()
/// self.reads = Reads(reference, replicas: replicas)   // in Journal.init
/// reference.point(at: self)
/// ```
final class JournalReference: Sendable {
    private struct Slot { weak var journal: Journal? }
    private let slot = Mutex(Slot())

    /// The journal, once its init has pointed the reference at it.
    var journal: Journal {
        guard let journal = slot.withLock({ $0.journal }) else { preconditionFailure("a room of a journal that is gone was used") }
        return journal
    }

    func point(at journal: Journal) { slot.withLock { $0.journal = journal } }
}

/// A room that holds state (``Edits``, ``Reads``, ``Networks`` with its ``NetworkGraphs``,
/// ``Extents``, ``Workspaces``): made once by the journal, which it reaches through the
/// ``JournalReference`` it was made with.
protocol JournalRoomWithState: JournalRoom {
    var reference: JournalReference { get }
}

extension JournalRoomWithState {
    var journal: Journal { reference.journal }
}

extension JournalRoom {
    var logger: Logger { journal.logger }
    var client: PostgresClient { journal.client }
}
