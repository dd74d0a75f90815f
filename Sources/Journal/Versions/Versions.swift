import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// Who may see and edit a version besides its owner (Esri's words).
public enum VersionAccess: String, Sendable, Hashable, CaseIterable {
    /// The owner only (and admins).
    case `private`
    /// Others read.
    case protected
    /// Others read and write.
    case `public`
}

/// A version of a workspace as the API shows it (``Journal/versions(workspace:principal:)``).
public struct VersionInfo: Sendable, Hashable {
    public var guid: UUID
    /// `owner.name`.
    public var name: String
    public var owner: String
    public var access: VersionAccess
    public var description: String
    /// The key of its line (a workspace key everywhere in the journal).
    public var line: String
    public var workspace: String
    /// DEFAULT's position it was created from.
    public var createdBase: Int64
    /// DEFAULT's position its reads start from now (moved by reconcile and post).
    public var base: Int64
    /// The head of its own line.
    public var head: Int64
    public var createdMicros: Int64
    public var modifiedMicros: Int64
    /// The session editing it now (ArcGIS `startEditing`), if any.
    public var editingSession: UUID?
    public var readers: Int
    /// The schema of its layer views (`gj_<workspace>__<name>`), for QGIS and psql.
    public var viewSchema: String?
}

/// The fields of a version to change (``Journal/alterVersion(workspace:name:changes:principal:)``).
public struct VersionChanges: Sendable {
    public var name: String?
    public var access: VersionAccess?
    public var description: String?
    public var owner: String?

    public init(name: String? = nil, access: VersionAccess? = nil, description: String? = nil, owner: String? = nil) {
        self.name = name
        self.access = access
        self.description = description
        self.owner = owner
    }
}

/// The versions of the journal's workspaces (branch versioning): creating, listing, altering and
/// deleting them, reconcile and post, their differences and conflicts, and the read and edit locks
/// of ArcGIS sessions. A version's line is written through the one write path like any workspace
/// (``Edits/apply(workspace:request:context:)`` with the line's key) and read through
/// ``LayerState``; this room holds what only versions do. Reached as ``Journal/versions``.
///
/// ```swift
/// let info = try await journal.versions.createVersion(workspace: "naperville", name: "poles", access: .public,
///                                                      description: "", base: .head, principal: ana)
/// let listed = try await journal.versions.list(workspace: "naperville", principal: ana)
/// ```
public struct Versions: JournalRoom {
    /// The journal whose lines these are: its pool, its writers and its reads.
    let journal: Journal
}

extension Journal {
    /// The versions of the workspaces (``Versions``).
    public var versions: Versions { Versions(journal: self) }
}

extension Versions {
    /// The name of a workspace's own line in ArcGIS's words.
    public static let defaultVersionName = "sde.DEFAULT"

    /// Whether `name` names DEFAULT (`sde.DEFAULT`, `DEFAULT`, any case).
    public static func isDefaultVersion(_ name: String?) -> Bool {
        guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return true }
        return name.caseInsensitiveCompare("sde.DEFAULT") == .orderedSame || name.caseInsensitiveCompare("DEFAULT") == .orderedSame
    }

    /// Checks a version's name part against Esri's rules: at most 62 characters with its owner,
    /// none of `. ; ' "`.
    static func checkVersionName(_ name: String, owner: String) throws(JournalError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        var problems: [String] = []
        if trimmed.isEmpty { problems.append("a version needs a name") }
        if let bad = trimmed.first(where: { ".;'\"".contains($0) }) { problems.append("a version's name may not hold \"\(bad)\"") }
        if owner.contains(where: { ".;'\"".contains($0) }) { problems.append("the owner \"\(owner)\" cannot own versions: its name holds one of . ; ' \"") }
        let full = "\(owner).\(trimmed)"
        if full.count > 62 { problems.append("\"\(full)\" is \(full.count) characters; a version's full name has at most 62") }
        if Self.isDefaultVersion(trimmed) { problems.append("DEFAULT is the workspace's own line; choose another name") }
        guard problems.isEmpty else {
            throw JournalError.invalid(problems.map { Violation(path: "versionName", code: "version.name", message: $0) })
        }
        return full
    }

    /// Creates a version of `workspace` owned by the principal, starting from DEFAULT at `base`
    /// (its head, or any past moment). Copies nothing: a row for its line and one for the version.
    public func createVersion(workspace: String, name: String, access: VersionAccess, description: String, base: ReadMoment,
                              principal: Principal) async throws(JournalError) -> VersionInfo {
        guard VersionLine(key: workspace) == nil else { throw JournalError.invalid([Violation(path: "version", code: "version.nested", message: "a version starts from DEFAULT, not from another version")]) }
        guard principal.role >= .editor else { throw JournalError.forbidden("creating a version needs an editor's token") }
        let full = try Self.checkVersionName(name, owner: principal.actor)
        let guid = UUID()
        let line: String = try await journal.database {
            try await client.withLiveTransaction(logger: logger) { [self] conn in
                guard let (position, _) = try await journal.position(of: base, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let taken = try await conn.query("""
                    SELECT 1 FROM versions WHERE workspace_id = \(workspace) AND lower(name) = lower(\(full)) AND deleted_at IS NULL
                    """, logger: logger)
                for try await _ in taken { throw JournalError.alreadyExists("workspace \"\(workspace)\" already has a version named \"\(full)\"") }
                var number: Int64 = 0
                for try await n in try await conn.query("SELECT nextval('versions_line_number')", logger: logger).decode(Int64.self) { number = n }
                let line = VersionLine(workspace: workspace, number: number)
                try await conn.query("""
                    INSERT INTO workspaces (id, title, created_by, parent_id, line_number, schema_position)
                    VALUES (\(line.key), \(full), \(principal.actor), \(workspace), \(number), 0)
                    """, logger: logger)
                // Its layer views, for QGIS and psql: one schema per version.
                var schema = LayerView.versionSchema(workspace: workspace, name: full)
                for try await _ in try await conn.query("SELECT 1 FROM versions WHERE view_schema = \(schema)", logger: logger) {
                    schema = String(schema.prefix(50)) + "_\(number)"
                }
                try await conn.query("""
                    INSERT INTO versions (line, workspace_id, guid, name, owner, access, description, created_base, view_schema)
                    VALUES (\(line.key), \(workspace), \(guid), \(full), \(principal.actor), \(access.rawValue), \(description), \(position), \(schema))
                    """, logger: logger)
                let schemaPosition = try await schemaPosition(conn, workspace: workspace)
                for definition in try await journal.workspaces.layers(workspace: workspace, schemaPosition: schemaPosition, conn: conn).layers.values.sorted(by: { $0.name < $1.name }) {
                    for statement in LayerView(line: line, schema: schema, definition: definition).statements {
                        try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                }
                return line.key
            }
        }
        guard let info = try await versionInfos(workspace: workspace, line: line).first else {
            throw JournalError.internalFailure("version \(full) vanished after it was created")
        }
        return info
    }

    /// The versions of a workspace the principal may see (DEFAULT is not among them: it is the
    /// workspace). Admins see all; others their own and the protected and public ones.
    public func list(workspace: String, principal: Principal) async throws(JournalError) -> [VersionInfo] {
        try await versionInfos(workspace: workspace).filter { mayRead($0, principal) }
    }

    /// A version by name (`owner.name`; a bare name is the principal's own) or by GUID, as the
    /// principal may see it: an unknown version is a 404, another's private one a 403.
    public func version(workspace: String, named name: String, principal: Principal) async throws(JournalError) -> VersionInfo {
        let wanted = name.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
        let qualified = wanted.contains(".") ? wanted : "\(principal.actor).\(wanted)"
        // By name or GUID through their indexes: a workspace may hold a million versions.
        let all = try await versionInfos(workspace: workspace, named: qualified, guid: UUID(uuidString: wanted))
        guard let info = all.first(where: { $0.name.caseInsensitiveCompare(qualified) == .orderedSame || $0.guid.uuidString.caseInsensitiveCompare(wanted) == .orderedSame }) else {
            throw JournalError.notFound("workspace \"\(workspace)\" has no version \"\(name)\"")
        }
        guard mayRead(info, principal) else {
            throw JournalError.forbidden("version \"\(info.name)\" is private to \(info.owner)")
        }
        return info
    }

    /// The key of the line a read or an edit of `workspace` in `version` goes to: the workspace
    /// itself for DEFAULT (nil, empty, `sde.DEFAULT`). An edit needs the owner, an admin, or a
    /// public version.
    public func line(workspace: String, version name: String?, principal: Principal, editing: Bool = false) async throws(JournalError) -> String {
        guard !Self.isDefaultVersion(name), let name else { return workspace }
        let info = try await version(workspace: workspace, named: name, principal: principal)
        if editing, !mayEdit(info, principal) {
            throw JournalError.forbidden("version \"\(info.name)\" is \(info.access.rawValue): only \(info.owner) or an admin may edit it")
        }
        return info.line
    }

    /// Changes a version's name, access, description or owner (its owner or an admin).
    public func alterVersion(workspace: String, name: String, changes: VersionChanges, principal: Principal) async throws(JournalError) -> VersionInfo {
        let info = try await version(workspace: workspace, named: name, principal: principal)
        guard info.owner == principal.actor || principal.role == .admin else {
            throw JournalError.forbidden("only \(info.owner) or an admin may alter version \"\(info.name)\"")
        }
        let owner = changes.owner ?? info.owner
        let part = changes.name.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? String(info.name.split(separator: ".", maxSplits: 1).last ?? "")
        let newName = try Self.checkVersionName(part, owner: owner)
        try await journal.database {
            try await client.withLiveTransaction(logger: logger) { [self] conn in
                if newName.lowercased() != info.name.lowercased() {
                    let taken = try await conn.query("""
                        SELECT 1 FROM versions WHERE workspace_id = \(workspace) AND lower(name) = lower(\(newName)) AND deleted_at IS NULL
                        """, logger: logger)
                    for try await _ in taken { throw JournalError.alreadyExists("workspace \"\(workspace)\" already has a version named \"\(newName)\"") }
                }
                try await conn.query("""
                    UPDATE versions SET name = \(newName), owner = \(owner), access = \((changes.access ?? info.access).rawValue),
                           description = \(changes.description ?? info.description), modified_at = now()
                    WHERE line = \(info.line)
                    """, logger: logger)
            }
        }
        guard let altered = try await versionInfos(workspace: workspace, line: info.line).first else { throw JournalError.notFound("version \"\(name)\" is gone") }
        return altered
    }

    /// Hides a version (its owner or an admin); its operations stay in the journal. DEFAULT
    /// cannot be deleted.
    public func deleteVersion(workspace: String, name: String, principal: Principal) async throws(JournalError) {
        guard !Self.isDefaultVersion(name) else {
            throw JournalError.invalid([Violation(path: "versionName", code: "version.default", message: "DEFAULT is the workspace's own line and cannot be deleted")])
        }
        let info = try await version(workspace: workspace, named: name, principal: principal)
        guard info.owner == principal.actor || principal.role == .admin else {
            throw JournalError.forbidden("only \(info.owner) or an admin may delete version \"\(info.name)\"")
        }
        try await journal.database {
            try await client.withLiveTransaction(logger: logger) { [self] conn in
                var schema: String?
                for try await s in try await conn.query("UPDATE versions SET deleted_at = now() WHERE line = \(info.line) RETURNING view_schema", logger: logger).decode(String?.self) { schema = s }
                try await conn.query("DELETE FROM version_locks WHERE line = \(info.line)", logger: logger)
                // Its layer views go with it (its journal stays).
                if let schema { try await conn.query(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \(LayerView.identifier(schema)) CASCADE"), logger: logger) }
            }
        }
    }

    func mayRead(_ info: VersionInfo, _ principal: Principal) -> Bool {
        info.access != .private || info.owner == principal.actor || principal.role == .admin
    }

    func mayEdit(_ info: VersionInfo, _ principal: Principal) -> Bool {
        principal.role >= .editor && (info.access == .public || info.owner == principal.actor || principal.role == .admin)
    }

    /// Every live version of a workspace (or one line), with its base, head and locks.
    func versionInfos(workspace: String, line: String? = nil, named: String? = nil, guid: UUID? = nil) async throws(JournalError) -> [VersionInfo] {
        // One condition per look-up (no `OR`), so each is answered by its index: by name
        // (versions_name), by GUID, by line; or every version of the workspace.
        if let named {
            let found = try await versionInfos(workspace: workspace, condition: "lower(v.name) = lower($2)", value: named)
            if !found.isEmpty || guid == nil { return found }
        }
        if let guid { return try await versionInfos(workspace: workspace, condition: "v.guid = $2::uuid", value: guid.uuidString) }
        if let line { return try await versionInfos(workspace: workspace, condition: "v.line = $2", value: line) }
        return try await versionInfos(workspace: workspace, condition: "$2 = ''", value: "")
    }

    private func versionInfos(workspace: String, condition: String, value: String) async throws(JournalError) -> [VersionInfo] {
        try await journal.database {
            let rows = try await client.query(PostgresQuery(unsafeSQL: """
                SELECT v.guid, v.name, v.owner, v.access, v.description, v.line, v.created_base,
                       geojournal_version_base(v.line, v.head), v.head,
                       (extract(epoch FROM v.created_at) * 1000000)::int8, (extract(epoch FROM v.modified_at) * 1000000)::int8,
                       (SELECT l.session_id FROM version_locks l WHERE l.line = v.line AND l.editing AND l.expires_at > now()),
                       (SELECT count(*) FROM version_locks l WHERE l.line = v.line AND NOT l.editing AND l.expires_at > now()),
                       v.view_schema
                -- The line's head by its key, per version found (a join was planned as a hash join
                -- that read every line of the workspace for one version).
                FROM (SELECT v.*, (SELECT w.head_position FROM workspaces w WHERE w.id = v.line) AS head FROM versions v
                      WHERE v.workspace_id = $1 AND v.deleted_at IS NULL AND \(condition)) v
                ORDER BY v.created_at, v.name
                """, binds: try Journal.binds(workspace, value)), logger: logger)
            var out: [VersionInfo] = []
            for try await (guid, name, owner, access, description, line, createdBase, base, head, created, modified, editing, readers, schema)
                in rows.decode((UUID, String, String, String, String, String, Int64, Int64, Int64, Int64, Int64, UUID?, Int64, String?).self) {
                out.append(VersionInfo(guid: guid, name: name, owner: owner, access: VersionAccess(rawValue: access) ?? .private, description: description,
                                       line: line, workspace: workspace, createdBase: createdBase, base: base, head: head, createdMicros: created,
                                       modifiedMicros: modified, editingSession: editing, readers: Int(readers), viewSchema: schema))
            }
            return out
        }
    }

    /// The workspace's schema position, read without a lock.
    private func schemaPosition(_ conn: PostgresConnection, workspace: String) async throws -> Int64 {
        for try await p in try await conn.query("SELECT schema_position FROM workspaces WHERE id = \(workspace)", logger: logger).decode(Int64.self) { return p }
        throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
    }

    /// A layer's views in every live version of the workspace (a layer was defined on DEFAULT).
    func projectVersionViews(_ conn: PostgresConnection, workspace: String, definition: LayerDefinition) async throws {
        let rows = try await conn.query("""
            SELECT line, view_schema FROM versions WHERE workspace_id = \(workspace) AND deleted_at IS NULL AND view_schema IS NOT NULL
            """, logger: logger)
        var found: [(String, String)] = []
        for try await row in rows.decode((String, String).self) { found.append(row) }
        for (key, schema) in found {
            guard let line = VersionLine(key: key) else { continue }
            // The layer's spatial index on the line's features (when it has been written to).
            try await conn.query("SELECT geojournal_line_indexes(\(key))", logger: logger)
            for statement in LayerView(line: line, schema: schema, definition: definition).statements {
                try await conn.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }
    }
}

extension Versions {
    /// A version's base now (or at a position of its line): DEFAULT's position its reads start from.
    func base(_ conn: PostgresConnection, line: String, at position: Int64 = .max) async throws -> Int64 {
        for try await base in try await conn.query("SELECT geojournal_version_base(\(line), \(position))", logger: logger).decode(Int64?.self) {
            if let base { return base }
        }
        throw JournalError.notFound("there is no version with the line \(line)")
    }
}
