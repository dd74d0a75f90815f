import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// A workspace: one journal with its own layers and positions.
public struct WorkspaceInfo: Sendable, Hashable {
    public var id: String
    public var title: String
    public var createdBy: String
    public var createdMicros: Int64
    public var headPosition: Int64
    /// Whether anyone may read it without a token (``WorkspaceAccess``).
    public var isPublic: Bool = false
}

/// The journal's workspaces and their layers: creating and listing workspaces, the layers of one
/// at a moment, and the layer definitions in effect at a schema position (``LayerCatalog`` keeps
/// them for the process). A version's line takes its workspace's layers. Reached as
/// ``Journal/workspaces``.
///
/// ```swift
/// let created = try await journal.workspaces.createWorkspace(id: "naperville", title: "Naperville", actor: "ana")
/// let (position, layers) = try await journal.workspaces.layers(workspace: "naperville", moment: .head)
/// ```
public final class Workspaces: JournalRoomWithState {
    /// The journal whose workspaces these are: its pool and its appenders.
    let reference: JournalReference
    /// The workspaces' layers as this process remembers them (definitions, order, OBJECTIDs).
    let catalog = LayerCatalog()

    init(_ reference: JournalReference) { self.reference = reference }
}

extension Workspaces {
    public static func isValidWorkspaceId(_ id: String) -> Bool {
        guard (1...63).contains(id.utf8.count) else { return false }
        return id.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 95 || $0 == 45 }
    }

    public func createWorkspace(id: String, title: String, actor: String) async throws(JournalError) -> WorkspaceInfo {
        guard Self.isValidWorkspaceId(id) else {
            throw JournalError.invalid([Violation(path: "id", code: "workspace.id", message: "a workspace id is 1 to 63 characters of a-z, 0-9, _ and -")])
        }
        return try await journal.database {
            let rows = try await client.query("""
                INSERT INTO workspaces (id, title, created_by) VALUES (\(id), \(title), \(actor))
                ON CONFLICT (id) DO NOTHING
                RETURNING id, title, created_by, (extract(epoch FROM created_at) * 1000000)::bigint, head_position, public_read
                """, logger: logger)
            for try await (id, title, by, micros, head, flag) in rows.decode((String, String, String, Int64, Int64, Bool).self) {
                return WorkspaceInfo(id: id, title: title, createdBy: by, createdMicros: micros, headPosition: head, isPublic: flag)
            }
            throw JournalError.alreadyExists("workspace \"\(id)\" already exists")
        }
    }

    public func list(only ids: [String]? = nil) async throws(JournalError) -> [WorkspaceInfo] {
        try await journal.database {
            // Named ones by their keys; all of them through the partial index of workspaces
            // (Schema/0060), not past the rows of their versions' lines, of which there may be a million.
            let rows: PostgresRowSequence
            if let ids {
                rows = try await client.query("""
                    SELECT id, title, created_by, (extract(epoch FROM created_at) * 1000000)::bigint, head_position, public_read FROM workspaces
                    WHERE id = ANY(\(ids)::text[]) AND parent_id IS NULL ORDER BY id
                    """, logger: logger)
            } else {
                rows = try await client.query("""
                    SELECT id, title, created_by, (extract(epoch FROM created_at) * 1000000)::bigint, head_position, public_read FROM workspaces
                    WHERE parent_id IS NULL ORDER BY id
                    """, logger: logger)
            }
            var list: [WorkspaceInfo] = []
            for try await (id, title, by, micros, head, flag) in rows.decode((String, String, String, Int64, Int64, Bool).self) {
                list.append(WorkspaceInfo(id: id, title: title, createdBy: by, createdMicros: micros, headPosition: head, isPublic: flag))
            }
            return list
        }
    }

    /// Layer definitions at a moment (the schema of that moment), with version and position.
    /// A version's line has its workspace's layers as they are now.
    public func layers(workspace key: String, moment: ReadMoment) async throws(JournalError) -> (position: Int64, layers: [StoredLayer]) {
        let workspace = VersionLine.workspace(of: key)
        let moment = workspace == key ? moment : .head
        return try await journal.database {
            try await client.withLiveConnection { [self] conn in
                guard let (position, _) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let rows = try await conn.query("""
                    SELECT name, version, definition::text, valid_from FROM layer_versions
                    WHERE workspace_id = \(workspace) AND geojournal_valid_at(valid_from, valid_to, \(position))
                    ORDER BY name
                    """, logger: logger)
                var list: [StoredLayer] = []
                for try await (name, version, text, from) in rows.decode((String, Int32, String, Int64).self) {
                    if case .success(let d) = LayerDefinition.parse(try JSONValue.parse(text), name: name) {
                        list.append(StoredLayer(definition: d, version: Int(version), position: from))
                    }
                }
                return (position, list)
            }
        }
    }
}
