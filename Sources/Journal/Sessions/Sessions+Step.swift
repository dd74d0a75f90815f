import Foundation
import GeoJournalCore
import PostgresNIO

/// Undo or redo one step of a session.
public struct UndoRequest: Sendable {
    public var sessionId: UUID
    public var redo: Bool
    public var force: Bool
    /// The caller's actor and whether it may act on other actors' sessions (admin).
    public var actor: String
    public var isAdmin: Bool

    public init(sessionId: UUID, redo: Bool, force: Bool, actor: String, isAdmin: Bool) {
        self.sessionId = sessionId
        self.redo = redo
        self.force = force
        self.actor = actor
        self.isAdmin = isAdmin
    }
}

extension Sessions {
    /// Undoes (or redoes) the next operation of a session as a new operation; nothing is rewritten.
    public func step(workspace: String, request: UndoRequest, metadata: JSONValue) async throws(JournalError) -> AppendOutcome {
        try await journal.versions.checkVersionEditLock(line: workspace, session: request.sessionId)
        let context = AppendContext(actor: request.actor, kind: request.redo ? .redo : .undo, metadata: metadata)
        return try await journal.edits.appender(for: workspace).submit(.sessionStep(request), context: context, featureCount: 1).get()
    }

    func commitSessionStep(_ request: UndoRequest, workspace: String, context: AppendContext) async throws -> AppendOutcome {
        try await client.withLiveTransaction(logger: logger) { [self] conn in
            let head = try await journal.lockHead(conn, workspace: workspace)
            let layerSet = try await journal.workspaces.layers(workspace: workspace, schemaPosition: head.schemaPosition, conn: conn)
            guard let view = try await sessionView(conn, workspace: workspace, id: request.sessionId) else {
                throw JournalError.notFound("session \(request.sessionId.lowercased) is not in workspace \"\(workspace)\"")
            }
            guard view.session.actor == request.actor || request.isAdmin else {
                throw JournalError.forbidden("session \(request.sessionId.lowercased) belongs to \(view.session.actor); only its owner or an admin may undo or redo in it")
            }
            guard let target = request.redo ? view.session.nextRedo : view.session.nextUndo else {
                throw JournalError.conflict("there is nothing to \(request.redo ? "redo" : "undo") in session \(request.sessionId.lowercased)", [])
            }
            var events: [OperationEvent] = []
            let rows = try await conn.query("""
                SELECT e.feature_id, e.feature_version, e.layer, e.type::text, p.payload::text FROM operations o
                JOIN events e ON e.workspace_id = o.workspace_id AND e.position BETWEEN o.first_position AND o.last_position
                CROSS JOIN LATERAL geojournal_event_payload(\(workspace), e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
                WHERE o.workspace_id = \(workspace) AND o.id = \(target)
                  AND (e.feature_id IS NOT NULL OR e.type = 'featuresUnchanged') ORDER BY e.position
                """, logger: logger)
            for try await (id, version, layer, type, data) in rows.decode((UUID?, Int32?, String, String, String).self) {
                guard let t = EventType(rawValue: type) else { continue }
                if t == .featuresUnchanged {
                    // A step that changed nothing: the features it names, for the planner.
                    events.append(contentsOf: UndoPlanner.namedFeatures(ofUnchanged: try JSONValue.parse(data), layer: layer))
                } else if let id, let version {
                    events.append(OperationEvent(featureId: id, version: Int(version), layer: layer, type: t, data: try JSONValue.parse(data)))
                }
            }
            let ids = Array(Set(events.map(\.featureId)))
            let streams = try await journal.loadStreams(conn, workspace: workspace, ids: ids)
            var before: [String: FeatureState] = [:]
            let changing = events.filter { $0.type != .featuresUnchanged }
            let wantedIds = changing.map(\.featureId)
            let wantedVersions = changing.map { Int32($0.version - 1) }
            // The version before an event: in a version, the first edit of a feature DEFAULT had
            // comes after DEFAULT's version it started from, which only DEFAULT holds (DEFAULT's
            // versions of a feature are numbered once, so its id and number name it).
            let keys = [workspace] + (VersionLine(key: workspace).map { [$0.workspace] } ?? [])
            let prior = try await conn.query("""
                SELECT v.workspace_id = \(workspace), v.id, v.version, v.layer, v.attributes::text, v.geometry::text, v.object_id FROM all_feature_versions v
                JOIN unnest(\(wantedIds)::uuid[], \(wantedVersions)::int4[]) AS w(id, version) ON v.id = w.id AND v.version = w.version
                WHERE v.workspace_id = ANY(\(keys)::text[])
                """, logger: logger)
            for try await (own, id, version, layer, attributes, geometry, objectId) in prior.decode((Bool, UUID, Int32, String, String, String, Int64).self) {
                let key = "\(id.lowercased)/\(version)"
                guard own || before[key] == nil else { continue }
                before[key] = try FeatureRow.state(id: id, layer: layer, version: Int(version), attributes: attributes, geometry: geometry, objectId: objectId)
            }
            var decision: EditDecision
            switch UndoPlanner.inverse(of: events, current: { streams[$0] ?? .none }, stateAt: { before["\($0.lowercased)/\($1)"] }, force: request.force) {
            case .success(let d): decision = d
            case .failure(.invalid(let v)): throw JournalError.invalid(v)
            case .failure(.conflict(let c)):
                throw JournalError.conflict("later operations outside this session changed \(c.count) feature(s) of operation \(target.lowercased); repeat with ?force=true to \(request.redo ? "redo" : "undo") anyway", c)
            }
            var plan = BatchPlan(workspace: workspace, head: head, now: JournalClock.nowMicros(), ids: .reserved(count: 1))
            let verb = request.redo ? "redo" : "undo"
            // A step that finds nothing to change is journaled all the same (`featuresUnchanged`
            // events, see UndoPlanner): the session's stacks move and still fold from the journal.
            let nothing = decision.results.isEmpty ? ", nothing to change" : ""
            let record = plan.add(&decision, sessionId: request.sessionId, message: "\(verb) \(target.lowercased)\(request.force ? " (forced)" : "")\(nothing)",
                                  context: context, layers: layerSet.layers, targetId: target)
            try await plan.write(conn, logger: logger, rowTypes: journal.edits.rowTypeIds)
            PositionWitness.observe(record.lastPosition)
            return AppendOutcome(operation: record, results: decision.results, warnings: decision.warnings, replayed: false)
        }
    }
}
