import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// PostgreSQL streaming standbys that serve reads of moments they have replayed (docs/replicas.md).
/// Each replica's replay is sampled every ``interval``: its `head_position` per
/// workspace, `pg_last_wal_replay_lsn()` and its lag in seconds. A read goes to a replica
/// only if the last sample shows it has replayed what the read needs (a replica's replay only
/// moves forward, so a sample is a lower bound of what it has now); everything else, and every
/// write, stays on the primary (``Reads/readClient(workspace:moments:)``).
///
/// Versions' lines are sampled only while they are read: a workspace may hold a million versions,
/// each a row of `workspaces`, and a sample of every row would take longer than the interval. The
/// first read of a line (``watch(_:)``) goes to the primary and adds it to the samples; a line
/// not read for ``watchLifetime`` drops out of them.
///
/// ```swift
/// let replicas = ReadReplicas(urls: [try DatabaseURL("postgres://geojournal@standby:5432/geojournal")], logger: logger)
/// let journal = Journal(client: primary, logger: logger, replicas: replicas)   // journal.reads.readReplicas
/// // run `replicas` as a service beside the pool
/// ```
public final class ReadReplicas: Service, Sendable {
    /// What one sample of a replica showed.
    public struct Replay: Sendable {
        /// `workspaces.head_position` by workspace.
        public var heads: [String: Int64] = [:]
        /// `pg_last_wal_replay_lsn()` (nil when the server is not a standby: then it is current).
        public var replayLSN: String?
        /// The commit time of the last transaction replayed.
        public var replayedAt: Date?
        /// Seconds the replay is behind: 0 when it has replayed all it received, else
        /// `now() - pg_last_xact_replay_timestamp()`.
        public var lagSeconds: Double
        /// When the sample was taken (the replica's clock).
        public var sampledAt: Date
        var taken: ContinuousClock.Instant
    }

    /// One standby: its pool, its last sample, and the reads it took.
    public final class Replica: Sendable {
        public let name: String
        let client: PostgresClient
        let sample = Mutex<Replay?>(nil)
        let reads = Atomic<Int>(0)

        init(name: String, client: PostgresClient) {
            self.name = name
            self.client = client
        }

        /// The last sample, if it is recent (a replica that stops answering gets no reads).
        public var replay: Replay? {
            sample.withLock { s in
                guard let s, ContinuousClock.now - s.taken < ReadReplicas.staleAfter else { return nil }
                return s
            }
        }

        /// Reads sent to this replica so far.
        public var readCount: Int { reads.load(ordering: .relaxed) }
    }

    public let replicas: [Replica]
    let logger: Logger
    let primaryReads = Atomic<Int>(0)
    private let turn = Atomic<Int>(0)
    /// The versions' lines read lately, with when they were last read: sampled besides the workspaces.
    private let watched = Mutex<[String: ContinuousClock.Instant]>([:])

    static let interval: Duration = .milliseconds(100)
    /// How long a line stays in the samples after its last read.
    static let watchLifetime: Duration = .seconds(600)
    /// The most lines sampled at once (the least recently read drop out first).
    static let maxWatched = 10_000
    static let staleAfter: Duration = .seconds(3)
    /// A time moment is served by a replica only this long after its last replayed commit: a
    /// transaction recorded just before the moment may commit just after it.
    static let timeMargin: TimeInterval = 1

    public init(urls: [DatabaseURL], maxConnections: Int = 20, logger: Logger) {
        self.logger = logger
        replicas = urls.map { url in
            Replica(name: url.description, client: PostgresClient(configuration: url.configuration(maxConnections: maxConnections), backgroundLogger: logger))
        }
    }

    /// Reads that stayed on the primary although replicas were configured.
    public var primaryReadCount: Int { primaryReads.load(ordering: .relaxed) }

    /// A replica whose last sample covers `needs` (round robin among those that do), counted as
    /// its read; nil (counted as the primary's) when none does.
    func choose(_ covers: (Replay) -> Bool) -> PostgresClient? {
        let n = replicas.count
        let start = turn.add(1, ordering: .relaxed).newValue
        for i in 0..<n {
            let replica = replicas[(start + i) % n]
            if let replay = replica.replay, covers(replay) {
                replica.reads.add(1, ordering: .relaxed)
                return replica.client
            }
        }
        primaryReads.add(1, ordering: .relaxed)
        return nil
    }

    /// Asks the samples to include a version's line (each read of one says so): the lines of a
    /// workspace are too many to sample all.
    func watch(_ line: String) {
        let now = ContinuousClock.now
        watched.withLock { watched in
            watched[line] = now
            guard watched.count > Self.maxWatched else { return }
            for (key, _) in watched.sorted(by: { $0.value < $1.value }).prefix(watched.count - Self.maxWatched) { watched[key] = nil }
        }
    }

    /// The lines to sample now (those read within ``watchLifetime``).
    func watchedLines() -> [String] {
        let now = ContinuousClock.now
        return watched.withLock { watched in
            watched = watched.filter { now - $0.value < Self.watchLifetime }
            return Array(watched.keys)
        }
    }

    /// Samples every replica until the service shuts down; runs their pools.
    public func run() async throws {
        await withTaskGroup(of: Void.self) { pools in
            for replica in replicas { pools.addTask { await replica.client.run() } }
            await withDiscardingTaskGroup { samplers in
                for replica in replicas { samplers.addTask { await self.sampleUntilShutdown(replica) } }
            }
            // The pools stop once sampling has (at the graceful shutdown, after the HTTP server).
            pools.cancelAll()
        }
    }

    private func sampleUntilShutdown(_ replica: Replica) async {
        var failing = false
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let lines = watchedLines()
                let replay = try await cancelWhenGracefulShutdown { try await Self.sample(replica.client, lines: lines, logger: self.logger) }
                replica.sample.withLock { $0 = replay }
                if failing { logger.info("replica \(replica.name) answers again") }
                failing = false
            } catch {
                if Task.isCancelled || Task.isShuttingDownGracefully { break }
                if !failing { logger.warning("replica \(replica.name) does not answer; its reads go to the primary: \(String(describing: error))") }
                failing = true
            }
            let pause = failing ? .seconds(1) : Self.interval
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
            } catch {
                break
            }
        }
    }

    /// One sample of a replica: its replay, the heads of the workspaces and of the lines asked for.
    static func sample(_ client: PostgresClient, lines: [String] = [], logger: Logger) async throws -> Replay {
        try await client.withLiveConnection { conn in
            let taken = ContinuousClock.now
            var replay = Replay(lagSeconds: 0, sampledAt: Date(), taken: taken)
            let state = try await conn.query("""
                SELECT pg_last_wal_replay_lsn()::text,
                       extract(epoch FROM pg_last_xact_replay_timestamp())::float8,
                       CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                            ELSE coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8,
                       extract(epoch FROM now())::float8
                """, logger: logger)
            for try await (lsn, replayed, lag, now) in state.decode((String?, Double?, Double, Double).self) {
                replay.replayLSN = lsn
                replay.replayedAt = replayed.map { Date(timeIntervalSince1970: $0) }
                replay.lagSeconds = max(0, lag)
                replay.sampledAt = Date(timeIntervalSince1970: now)
            }
            // The workspaces through their partial index (Schema/0060), not past their versions' lines.
            let heads = try await conn.query("""
                SELECT w.id, w.head_position FROM workspaces w WHERE w.parent_id IS NULL
                """, logger: logger)
            for try await (ws, head) in heads.decode((String, Int64).self) { replay.heads[ws] = head }
            if !lines.isEmpty {
                let rows = try await conn.query("SELECT w.id, w.head_position FROM workspaces w WHERE w.id = ANY(\(lines)::text[])", logger: logger)
                for try await (line, head) in rows.decode((String, Int64).self) { replay.heads[line] = head }
            }
            return replay
        }
    }

    /// Prometheus text: per replica its replayed LSN, lag in seconds, lag in positions per
    /// workspace (against the heads `primaryHeads` this process has heard of), and reads taken.
    func prometheusText(primaryHeads: [String: Int64]) -> String {
        var out = "# HELP geojournal_replica_up Whether a replica answered its last replay sample recently.\n# TYPE geojournal_replica_up gauge\n"
        let samples = replicas.map { ($0, $0.replay) }
        for (r, s) in samples { out += "geojournal_replica_up{replica=\"\(r.name)\"} \(s == nil ? 0 : 1)\n" }
        out += "# HELP geojournal_replica_lag_seconds How far a replica's replay is behind in time (0 once it has replayed all it received).\n# TYPE geojournal_replica_lag_seconds gauge\n"
        for (r, s) in samples { if let s { out += "geojournal_replica_lag_seconds{replica=\"\(r.name)\"} \(s.lagSeconds)\n" } }
        out += "# HELP geojournal_replica_replay_lsn_bytes pg_last_wal_replay_lsn() of a replica as a byte offset.\n# TYPE geojournal_replica_replay_lsn_bytes gauge\n"
        for (r, s) in samples { if let lsn = s?.replayLSN.flatMap(Self.bytes) { out += "geojournal_replica_replay_lsn_bytes{replica=\"\(r.name)\"} \(lsn)\n" } }
        out += "# HELP geojournal_replica_lag_positions Positions a replica's head is behind the durable head this process has heard of.\n# TYPE geojournal_replica_lag_positions gauge\n"
        for (r, s) in samples {
            guard let s else { continue }
            // Versions' lines not read lately are not sampled: no lag to say.
            for (ws, head) in primaryHeads.sorted(by: { $0.key < $1.key }) where VersionLine(key: ws) == nil || s.heads[ws] != nil {
                out += "geojournal_replica_lag_positions{replica=\"\(r.name)\",workspace=\"\(ws)\"} \(max(0, head - (s.heads[ws] ?? 0)))\n"
            }
        }
        out += "# HELP geojournal_replica_reads_total Reads sent to a replica (replica=\"primary\": reads no replica covered).\n# TYPE geojournal_replica_reads_total counter\n"
        for r in replicas { out += "geojournal_replica_reads_total{replica=\"\(r.name)\"} \(r.readCount)\n" }
        out += "geojournal_replica_reads_total{replica=\"primary\"} \(primaryReadCount)\n"
        return out
    }

    /// An LSN (`16/B374D848`) as a byte offset.
    static func bytes(_ lsn: String) -> UInt64? {
        let parts = lsn.split(separator: "/")
        guard parts.count == 2, let hi = UInt64(parts[0], radix: 16), let lo = UInt64(parts[1], radix: 16) else { return nil }
        return hi << 32 | lo
    }
}
