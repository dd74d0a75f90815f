import Foundation
import GeoJournalCore
import Hummingbird
import Journal

/// The offline replicas of a workspace in the JSON API, for people who look after them (the
/// console's Versions tab): each with its line, last sync, whether it went unused past the
/// configured time, the versions keeping its refused uploads, and its log; an admin (or the
/// owner) unregisters one, an admin all. Replicas are made and synchronized by ArcGIS clients
/// through the FeatureServer (``GeoServicesReplicaRoutes``).
///
/// ```
/// GET    /v1/workspaces/demo/replicas
/// GET    /v1/workspaces/demo/replicas/{id}      with its log
/// DELETE /v1/workspaces/demo/replicas/{id}      (DELETE …/replicas: every one, admin)
/// ```
struct ReplicaRoutes {
    let journal: Journal
    var unusedAfter: Duration = GeoJournalServer.defaultReplicaUnusedAfter

    func add(to group: RouterGroup<GeoJournalContext>) {
        group.get("workspaces/:ws/replicas", use: list)
        group.delete("workspaces/:ws/replicas", use: unregisterAll)
        group.get("workspaces/:ws/replicas/:id", use: get)
        group.delete("workspaces/:ws/replicas/:id", use: unregister)
    }

    private func document(_ replica: ReplicaInfo, versions: [VersionInfo]) throws -> JSONValue {
        let definition = try ReplicaDefinition(json: replica.definition)
        guard case .object(var o) = ReplicaDocuments.info(replica, definition: definition, version: versions.first { $0.line == replica.line }, unusedAfter: unusedAfter) else {
            return .null
        }
        o["id"] = .string(replica.id.lowercased)
        o["createdAt"] = .string(RFC3339.string(micros: replica.createdMicros))
        o["lastSyncAt"] = replica.lastSyncMicros.map { .string(RFC3339.string(micros: $0)) } ?? .null
        o["lastUsedAt"] = .string(RFC3339.string(micros: replica.lastUsedMicros))
        return .object(o)
    }

    func list(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.parameter("ws")
        let principal = try context.require(.viewer, workspace: ws)
        let versions = try await journal.versions.list(workspace: ws, principal: principal)
        let replicas = try await journal.replicas.list(workspace: ws)
        return JSONBody.response(.object(["replicas": .array(try replicas.map { try document($0, versions: versions) })]))
    }

    func get(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.parameter("ws")
        let principal = try context.require(.viewer, workspace: ws)
        let id = try context.uuidParameter("id")
        let replica = try await journal.replicas.replica(workspace: ws, id: id)
        guard case .object(var o) = try document(replica, versions: try await journal.versions.list(workspace: ws, principal: principal)) else { return JSONBody.response(.null) }
        o["log"] = .array(try await journal.replicas.replicaLog(workspace: ws, id: id).map(ReplicaDocuments.logEntry))
        return JSONBody.response(.object(o))
    }

    func unregister(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.parameter("ws")
        let principal = try context.require(.viewer, workspace: ws)
        let gone = try await journal.replicas.unregisterReplica(workspace: ws, id: try context.uuidParameter("id"), principal: principal)
        return JSONBody.response(.object(["unregistered": .array(gone.map { .string($0.lowercased) })]))
    }

    func unregisterAll(_ request: Request, context: GeoJournalContext) async throws -> Response {
        let ws = try context.parameter("ws")
        let principal = try context.require(.admin, workspace: ws)
        let gone = try await journal.replicas.unregisterReplica(workspace: ws, id: nil, principal: principal)
        return JSONBody.response(.object(["unregistered": .array(gone.map { .string($0.lowercased) })]))
    }
}
