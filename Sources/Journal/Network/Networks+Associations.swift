import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Logging
import PostgresNIO

extension Networks {
    /// Adds and removes connectivity associations of a network: one `edit` operation with an
    /// `associationAdded` / `associationDeleted` event each, all or nothing. The features must be
    /// live network features of the network (and the terminals theirs); adding an association
    /// that exists, or removing one that does not, is a 409 naming it. The network graph and its
    /// edge table reflect the operation before it is acknowledged.
    public func changeAssociations(workspace: String, network name: String, request: AssociationRequest, context: AppendContext) async throws(JournalError) -> AppendOutcome {
        let snapshot = try await graphs.current(workspace: workspace, name: name)
        var problems: [Violation] = []
        for (k, a) in request.adds.enumerated() { problems += snapshot.graph.associationProblems(a, path: "adds[\(k)]") }
        if !problems.isEmpty { throw JournalError.invalid(problems) }
        var context = context
        context.kind = .edit
        let result = await journal.edits.appender(for: workspace).submit(.associate(network: name, request), context: context, featureCount: request.adds.count + request.deletes.count)
        return try result.get()
    }

    func commitAssociations(network name: String, request: AssociationRequest, workspace: String, context: AppendContext) async throws -> AppendOutcome {
        try await client.withLiveTransaction(logger: logger) { [self] conn in
            let head = try await journal.lockHead(conn, workspace: workspace)
            guard let network = try await storedNetwork(conn, workspace: workspace, name: name, at: nil) else {
                throw JournalError.notFound("there is no network \"\(name)\" in workspace \"\(workspace)\"")
            }
            // Under the workspace lock: the features are still live in a source layer, and the
            // associations are (or are not) there as the request expects.
            let ids = Array(Set(request.adds.flatMap { [$0.from, $0.to] }))
            let sources = network.definition.sources.map(\.layer)
            var live = Set<UUID>()
            let rows = try await conn.query("""
                SELECT id FROM features WHERE workspace_id = \(workspace) AND id = ANY(\(ids)::uuid[]) AND layer = ANY(\(sources)::text[])
                """, logger: logger)
            for try await id in rows.decode(UUID.self) { live.insert(id) }
            let existing = try await liveAssociations(conn, workspace: workspace, network: name, among: request.adds + request.deletes)
            var problems: [Violation] = []
            for (k, a) in request.adds.enumerated() {
                for (id, member) in [(a.from, "from"), (a.to, "to")] where !live.contains(id) {
                    problems.append(Violation(path: "adds[\(k)].\(member)", code: "association.feature",
                                              message: "feature \(id.uuidString.lowercased()) is not a live feature of a source layer of network \"\(name)\""))
                }
                if existing.contains(a) {
                    problems.append(Violation(path: "adds[\(k)]", code: "association.exists", message: "this association exists already"))
                }
            }
            for (k, a) in request.deletes.enumerated() where !existing.contains(a) {
                problems.append(Violation(path: "deletes[\(k)]", code: "association.missing", message: "there is no such association in network \"\(name)\""))
            }
            if !problems.isEmpty {
                let conflict = problems.allSatisfy { $0.code == "association.exists" || $0.code == "association.missing" }
                throw JournalError.invalid(problems, conflict ? .contradictsJournal : .invalid)
            }

            func event(_ a: Association, _ type: EventType) -> PendingEvent {
                var data = a.json.objectValue ?? [:]
                data["network"] = .string(name)
                return PendingEvent(featureId: nil, featureVersion: nil, layer: name, type: type, data: .object(data), resulting: nil)
            }
            let events = request.adds.map { event($0, .associationAdded) } + request.deletes.map { event($0, .associationDeleted) }
            var plan = BatchPlan(workspace: workspace, head: head, now: JournalClock.nowMicros(), ids: .reserved(count: 1))
            let message = request.message ?? "associations of \(name): \(request.adds.count) added, \(request.deletes.count) removed"
            var decision = EditDecision(events: events, results: [], warnings: [])
            let record = plan.add(&decision, sessionId: nil, message: message, context: context, layers: [:])
            try await plan.write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
            try await projectAssociations(conn, workspace: workspace, network: name, adds: request.adds, deletes: request.deletes, firstPosition: record.firstPosition)
            PositionWitness.observe(record.lastPosition)
            return AppendOutcome(operation: record, results: [], warnings: [], replayed: false)
        }
    }

    /// The associations projection: a row per association with its validity in positions.
    /// Events are numbered adds first, then deletes, from `firstPosition`.
    func projectAssociations(_ conn: PostgresConnection, workspace: String, network: String, adds: [Association], deletes: [Association], firstPosition: Int64) async throws {
        if !deletes.isEmpty {
            let from = deletes.map(\.from), fromTerminal = deletes.map { $0.fromTerminal ?? "" }
            let to = deletes.map(\.to), toTerminal = deletes.map { $0.toTerminal ?? "" }
            let positions = deletes.indices.map { firstPosition + Int64(adds.count + $0) }
            try await conn.query("""
                UPDATE network_associations a SET valid_to = d.position
                FROM unnest(\(from)::uuid[], \(fromTerminal)::text[], \(to)::uuid[], \(toTerminal)::text[], \(positions)::int8[])
                     AS d(from_id, from_terminal, to_id, to_terminal, position)
                WHERE a.workspace_id = \(workspace) AND a.network = \(network) AND a.valid_to IS NULL
                  AND a.from_id = d.from_id AND a.from_terminal = d.from_terminal AND a.to_id = d.to_id AND a.to_terminal = d.to_terminal
                """, logger: logger)
        }
        if !adds.isEmpty {
            let from = adds.map(\.from), fromTerminal = adds.map { $0.fromTerminal ?? "" }
            let to = adds.map(\.to), toTerminal = adds.map { $0.toTerminal ?? "" }
            let positions = adds.indices.map { firstPosition + Int64($0) }
            try await conn.query("""
                INSERT INTO network_associations (workspace_id, network, from_id, from_terminal, to_id, to_terminal, valid_from)
                SELECT \(workspace), \(network), a.from_id, a.from_terminal, a.to_id, a.to_terminal, a.position
                FROM unnest(\(from)::uuid[], \(fromTerminal)::text[], \(to)::uuid[], \(toTerminal)::text[], \(positions)::int8[])
                     AS a(from_id, from_terminal, to_id, to_terminal, position)
                """, logger: logger)
        }
    }

    /// Which of `candidates` are live associations of the network now.
    func liveAssociations(_ conn: PostgresConnection, workspace: String, network: String, among candidates: [Association]) async throws -> Set<Association> {
        let ids = Array(Set(candidates.map(\.from)))
        guard !ids.isEmpty else { return [] }
        let rows = try await conn.query("""
            SELECT from_id, from_terminal, to_id, to_terminal FROM network_associations
            WHERE workspace_id = \(workspace) AND network = \(network) AND valid_to IS NULL AND from_id = ANY(\(ids)::uuid[])
            """, logger: logger)
        var found = Set<Association>()
        for try await (from, fromTerminal, to, toTerminal) in rows.decode((UUID, String, UUID, String).self) {
            found.insert(Association(from: from, fromTerminal: fromTerminal.isEmpty ? nil : fromTerminal, to: to, toTerminal: toTerminal.isEmpty ? nil : toTerminal))
        }
        return found.intersection(candidates)
    }

    /// The associations of a network: the live ones (`at` nil) or those valid at a position.
    static func associations(_ conn: PostgresConnection, journal: Journal, workspace: String, network: String, at position: Int64?) async throws -> [Association] {
        let rows: PostgresRowSequence
        if let p = position {
            rows = try await conn.query("""
                SELECT from_id, from_terminal, to_id, to_terminal FROM network_associations
                WHERE workspace_id = \(workspace) AND network = \(network) AND geojournal_valid_at(valid_from, valid_to, \(p))
                ORDER BY valid_from
                """, logger: journal.logger)
        } else {
            rows = try await conn.query("""
                SELECT from_id, from_terminal, to_id, to_terminal FROM network_associations
                WHERE workspace_id = \(workspace) AND network = \(network) AND valid_to IS NULL ORDER BY valid_from
                """, logger: journal.logger)
        }
        var out: [Association] = []
        for try await (from, fromTerminal, to, toTerminal) in rows.decode((UUID, String, UUID, String).self) {
            out.append(Association(from: from, fromTerminal: fromTerminal.isEmpty ? nil : fromTerminal, to: to, toTerminal: toTerminal.isEmpty ? nil : toTerminal))
        }
        return out
    }

    /// The associations of a network at a moment, with the position read.
    public func associations(workspace: String, network name: String, moment: ReadMoment) async throws(JournalError) -> (position: Int64, associations: [Association]) {
        try await journal.database {
            // One snapshot: at the head, the associations read are the ones of the position read.
            try await journal.withSnapshot { [self] conn in
                guard let (position, head) = try await journal.position(of: moment, workspace: workspace, conn: conn) else {
                    throw JournalError.notFound("workspace \"\(workspace)\" does not exist")
                }
                let at: Int64? = position >= head ? nil : position
                guard try await storedNetwork(conn, workspace: workspace, name: name, at: at) != nil else {
                    throw JournalError.notFound("there is no network \"\(name)\" in workspace \"\(workspace)\" at that moment")
                }
                return (position, try await Self.associations(conn, journal: journal, workspace: workspace, network: name, at: at))
            }
        }
    }
}
