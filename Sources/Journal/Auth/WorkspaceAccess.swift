import Foundation
import GeoJournalCore
import Logging
import PostgresNIO
import Synchronization

/// Which workspaces anyone may read without a token (Schema/0030, `workspaces.public_read`).
/// Private is the default; an admin makes a workspace public (`PATCH /v1/workspaces/{ws}`,
/// `geojournal workspace public <ws>`). The flag is looked up for every request without a token,
/// so answers are kept for a few seconds. A change is seen at once by every process that hears
/// the change notifier (a trigger NOTIFYs it at the change's commit, whoever made it: another
/// `serve` node, the CLI, psql); a process that does not listen sees it within ``cacheLifetime``.
///
/// ```swift
/// let access = WorkspaceAccess(primary: journal.primary, notifier: journal.notifier)
/// try await access.setPublic("opendata", true)
/// try await access.isPublic("opendata")    // true: anonymous requests may read it
/// ```
public final class WorkspaceAccess: Sendable {
    /// A workspace as a caller may see it: its id, title and whether it is public.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var title: String
        public var isPublic: Bool
    }

    let primary: PrimaryPool
    var client: PostgresClient { primary.client }
    let logger: Logger
    /// How long a looked-up flag is trusted.
    public let cacheLifetime: Duration
    private let cache = Mutex<[String: (Bool, ContinuousClock.Instant)]>([:])
    private let publicList = Mutex<([Entry], ContinuousClock.Instant)?>(nil)

    public init(primary: PrimaryPool, logger: Logger = Logger(label: "geojournal.access"), cacheLifetime: Duration = .seconds(5),
                notifier: ChangeNotifier? = nil) {
        self.primary = primary
        self.logger = logger
        self.cacheLifetime = cacheLifetime
        notifier?.observeAccess { [weak self] change in self?.heard(change) }
    }

    /// A change another process made (or that may have been missed) takes effect here at once.
    func heard(_ change: ChangeNotifier.AccessChange) {
        switch change {
        case .changed(let workspace, let flag): remember(workspace, flag, at: .now)
        case .unknown: cache.withLock { $0.removeAll() }
        }
        publicList.withLock { $0 = nil }
    }

    public convenience init(client: PostgresClient, logger: Logger = Logger(label: "geojournal.access")) {
        self.init(primary: PrimaryPool(client: client), logger: logger)
    }

    /// Whether anyone may read `workspace` without a token (false for a workspace that does not exist).
    public func isPublic(_ workspace: String) async throws(JournalError) -> Bool {
        let now = ContinuousClock.now
        if let (flag, at) = cache.withLock({ $0[workspace] }), now - at < cacheLifetime { return flag }
        let flag = try await run {
            let rows = try await client.query("SELECT public_read FROM workspaces WHERE id = \(workspace)", logger: logger)
            for try await value in rows.decode(Bool.self) { return value }
            return false
        }
        remember(workspace, flag, at: now)
        return flag
    }

    /// Makes `workspace` public (`true`) or private; returns the workspace as it is now.
    /// Appends nothing to the journal: the flag says who may read, not what happened.
    @discardableResult
    public func setPublic(_ workspace: String, _ flag: Bool) async throws(JournalError) -> Entry {
        let entry = try await run { () async throws -> Entry? in
            let rows = try await client.query("""
                UPDATE workspaces SET public_read = \(flag) WHERE id = \(workspace) RETURNING id, title, public_read
                """, logger: logger)
            for try await (id, title, flag) in rows.decode((String, String, Bool).self) { return Entry(id: id, title: title, isPublic: flag) }
            return nil
        }
        guard let entry else { throw JournalError.notFound("workspace \"\(workspace)\" does not exist") }
        remember(workspace, entry.isPublic, at: .now)
        publicList.withLock { $0 = nil }
        return entry
    }

    /// The public workspaces, as ``reachable(by:)`` gives them to an anonymous caller, kept for
    /// ``cacheLifetime`` (`/arcgis/rest/info` lists them to anyone who asks, without a token).
    public func publicWorkspaces() async throws(JournalError) -> [Entry] {
        let now = ContinuousClock.now
        if let (list, at) = publicList.withLock({ $0 }), now - at < cacheLifetime { return list }
        let list = try await reachable(by: .anonymous(workspaces: [], client: nil))
        publicList.withLock { $0 = (list, now) }
        return list
    }

    /// The workspaces `principal` may read, by id: the token's own (all of them when it names
    /// none), or for an anonymous caller the public ones.
    public func reachable(by principal: Principal) async throws(JournalError) -> [Entry] {
        let all = try await run {
            let rows = try await client.query("SELECT id, title, public_read FROM workspaces WHERE parent_id IS NULL ORDER BY id", logger: logger)
            var list: [Entry] = []
            for try await (id, title, flag) in rows.decode((String, String, Bool).self) { list.append(Entry(id: id, title: title, isPublic: flag)) }
            return list
        }
        let now = ContinuousClock.now
        for entry in all { remember(entry.id, entry.isPublic, at: now) }
        return principal.isAnonymous ? all.filter(\.isPublic) : all.filter { principal.may(reach: $0.id) }
    }

    private func remember(_ workspace: String, _ flag: Bool, at now: ContinuousClock.Instant) {
        cache.withLock { cache in
            if cache.count > 10_000 { cache.removeAll() }
            cache[workspace] = (flag, now)
        }
    }

    private func run<T: Sendable>(_ body: () async throws -> T) async throws(JournalError) -> T {
        do {
            return try await body()
        } catch let error as JournalError {
            throw error
        } catch {
            throw JournalError.from(error)
        }
    }
}
