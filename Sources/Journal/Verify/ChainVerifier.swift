import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// Recomputes every workspace's hash chain from the stored events and reports the first position
/// whose stored hash does not match (a row changed, removed or inserted behind the journal's back).
/// An operation's last event keeps the hash, and one written before Schema/0082 every event: a
/// break is found at the next hash stored and reported from the position after the last one that
/// held, the operation's first for a chain of today.
///
/// An event of a feature from the line's `stateless_from` on (Schema/0077) is hashed with the state
/// of the version it makes, read from the version's row and joined as `geojournal_version_state_bytes`
/// writes it: the rows of the versions are proved with their events. An event from the line's `canonical_from`
/// on (Schema/0050) is hashed over the text and bytes PostgreSQL sends of its stored values (``EventHash/writeStored(into:workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:data:ewkb:)``):
/// nothing is parsed or re-serialised, and PostgreSQL renders the rows on one core while this
/// process hashes them on the other. An earlier event is hashed in the first canonical form, its
/// payload parsed and written with sorted members (``EventHash/canonical(workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:dataJSON:)``).
///
/// ```swift
/// let report = try await ChainVerifier(client: client, logger: logger).verify(workspace: nil)
/// report.isIntact
/// ```
public struct ChainVerifier: Sendable {
    public struct Finding: Sendable, Hashable {
        public var workspace: String
        public var position: Int64
        public var reason: String
    }

    /// A line whose chain verified: up to which position, and the hash there (what a restore is
    /// checked against).
    public struct Verified: Sendable, Hashable {
        public var workspace: String
        public var head: Int64
        public var headHash: String
    }

    public struct Report: Sendable {
        public var eventsChecked: Int
        public var workspacesChecked: Int
        public var findings: [Finding]
        /// Each line whose chain is intact, in key order.
        public var verified: [Verified] = []
        public var isIntact: Bool { findings.isEmpty }
    }

    let client: PostgresClient
    let logger: Logger
    /// Positions one range task checks (two run at once).
    let rangeSize: Int64

    public init(client: PostgresClient, logger: Logger, rangeSize: Int64 = 25_000) {
        self.client = client
        self.logger = logger
        self.rangeSize = max(1, rangeSize)
    }

    public func verify(workspace: String?) async throws -> Report {
        var report = Report(eventsChecked: 0, workspacesChecked: 0, findings: [])
        var workspaces: [(String, Int64, String, Int64, Int64)] = []
        // Every line: a workspace's DEFAULT and its versions' lines (each its own chain), or the
        // one line a key names.
        var query: PostgresQuery = "SELECT id, head_position, encode(head_hash, 'hex'), canonical_from, stateless_from FROM workspaces ORDER BY id"
        if let workspace {
            query = """
                SELECT id, head_position, encode(head_hash, 'hex'), canonical_from, stateless_from FROM workspaces
                WHERE id = \(workspace) OR parent_id = \(workspace) ORDER BY id
                """
        }
        let rows = try await client.query(query, logger: logger)
        for try await (id, head, hash, canonicalFrom, statelessFrom) in rows.decode((String, Int64, String, Int64, Int64).self) {
            workspaces.append((id, head, hash, canonicalFrom, statelessFrom))
        }
        for (ws, head, headHash, canonicalFrom, statelessFrom) in workspaces {
            report.workspacesChecked += 1
            if let finding = try await verifyWorkspace(ws, head: head, headHash: headHash, forms: Forms(canonicalFrom: canonicalFrom, statelessFrom: statelessFrom), report: &report) {
                report.findings.append(finding)
            } else {
                report.verified.append(Verified(workspace: ws, head: head, headHash: headHash))
            }
        }
        return report
    }

    /// The events of a feature hashed with a version's state (from `stateless_from` on).
    static let versionTypes: Set<String> = ["featureCreated", "featureUpdated", "featureDeleted"]

    /// Where a line's canonical forms begin: the stored form (Schema/0050) and the stateless one
    /// (Schema/0077).
    struct Forms {
        var canonicalFrom: Int64
        var statelessFrom: Int64
    }

    /// Every link of a workspace's chain: each event's hash is recomputed from the stored hash of
    /// the event before it, so ranges of positions are checked at once, on two connections (each
    /// its own PostgreSQL backend rendering rows, while this process hashes), in constant memory.
    /// The chain is intact when every link is; the first broken position is reported.
    private func verifyWorkspace(_ ws: String, head: Int64, headHash: String, forms: Forms, report: inout Report) async throws -> Finding? {
        var stored: Int64 = 0
        for try await n in try await client.query("SELECT count(*) FROM events WHERE workspace_id = \(ws)", logger: logger).decode(Int64.self) {
            stored = n
        }
        let last = max(head, stored)
        var findings: [Finding] = []
        var checked = 0
        try await withThrowingTaskGroup(of: (Int, Finding?).self) { group in
            var next: Int64 = 0
            func launch() {
                guard next < last else { return }
                let from = next
                let to = min(next + rangeSize, last)
                next = to
                group.addTask { try await self.verifyRange(ws, from: from, to: to, last: last, forms: forms) }
            }
            for _ in 0..<2 { launch() }
            while let (count, finding) = try await group.next() {
                checked += count
                if let finding { findings.append(finding) }
                launch()
            }
        }
        report.eventsChecked += checked
        if let first = findings.min(by: { $0.position < $1.position }) { return first }
        if stored != head {
            return Finding(workspace: ws, position: min(stored, head) + 1, reason: "the journal ends at position \(stored) but the workspace head is \(head)")
        }
        if head > 0 {
            for try await hash in try await client.query("SELECT encode(hash, 'hex') FROM events WHERE workspace_id = \(ws) AND position = \(head)", logger: logger).decode(String?.self)
                where hash != headHash {
                return Finding(workspace: ws, position: head, reason: "the workspace head hash does not match the last event")
            }
        }
        return nil
    }

    /// The end of the operation that holds `position` (where its hash is stored, Schema/0082), or
    /// `position` itself when no operation holds it: ranges that each start after one and end at
    /// another tile the chain whatever operations span their nominal bounds.
    private func operationEnd(_ ws: String, at position: Int64, last: Int64) async throws -> Int64 {
        guard position > 0, position < last else { return position }
        let spans = try await client.withConnection { conn in
            try await OperationSpans.covering([position], workspace: ws, conn: conn, logger: logger)
        }
        return spans.operation(at: position).map { min($0.last, last) } ?? position
    }

    /// Checks the links after the operation that holds `from` up to the end of the one that holds
    /// `to` (nominal bounds; the first range from 0), starting from the stored hash at the first
    /// (the empty hash before position 1): how many events it read, and the first broken link or
    /// missing position.
    private func verifyRange(_ ws: String, from: Int64, to: Int64, last: Int64, forms: Forms) async throws -> (Int, Finding?) {
        let after = try await operationEnd(ws, at: from, last: last)
        let upTo = try await operationEnd(ws, at: to, last: last)
        guard after < upTo else { return (0, nil) }
        var previous: [UInt8] = []
        // The last position whose stored hash held: a break is somewhere after it.
        var held = after
        var expected = after + 1
        var count = 0
        var canonical: [UInt8] = []
        canonical.reserveCapacity(4096)
        // A stateless event's last part is its version's state, where the version's row is. The
        // closed versions a range made are read by their positions (a version's `valid_from` is the
        // position of the event that made it, and their primary key, Schema/0083): one range of it,
        // merged with the events in position order, the state in its three parts (joined here:
        // concatenated in SQL it costs ~6 µs a row). An event whose version is still current, or any
        // the range does not find, is looked up by its feature in the line's current features, then
        // its closed versions (never DEFAULT's: a line's event makes a version of the line), in a
        // CASE so that only those rows pay the look-up.
        // An event's operation and time are its operation's, read by position (Schema/0079; an
        // event written before keeps its own columns): the range's operations in one read, looked
        // up per event in memory.
        let operations = try await client.withConnection { conn in
            try await OperationSpans.within(after: after, upTo: upTo, workspace: ws, conn: conn, logger: logger)
        }
        let rows = try await client.query("""
            SELECT e.position, e.operation_id, e.feature_id, e.feature_version, e.layer, e.type::text, coalesce(e.data::text, ''),
                   (extract(epoch FROM e.recorded_at) * 1000000)::bigint, e.hash,
                   c.attributes, c.object_id, CASE WHEN c.id IS NULL THEN ST_AsEWKB(e.geom) ELSE c.ewkb END,
                   CASE WHEN c.id IS NULL AND e.position >= \(forms.statelessFrom) AND e.type IN ('featureCreated', 'featureUpdated') THEN
                       (SELECT geojournal_version_state_bytes(v.attributes, v.object_id, v.geom)
                        FROM (SELECT f.attributes, f.object_id, f.geom FROM features f
                              WHERE f.workspace_id = \(ws) AND f.id = e.feature_id AND f.version = e.feature_version
                              UNION ALL
                              SELECT o.attributes, o.object_id, o.geom FROM feature_versions o
                              WHERE o.workspace_id = \(ws) AND o.id = e.feature_id AND o.version = e.feature_version) v
                        LIMIT 1) END
            FROM events e
            LEFT JOIN (SELECT v.valid_from, v.id, v.version, v.attributes::text AS attributes, v.object_id, ST_AsEWKB(v.geom) AS ewkb
                       FROM feature_versions v
                       WHERE v.workspace_id = \(ws) AND v.valid_from > \(max(after, forms.statelessFrom - 1)) AND v.valid_from <= \(upTo)) c
                   ON c.valid_from = e.position AND c.id = e.feature_id AND c.version = e.feature_version
                      AND e.type IN ('featureCreated', 'featureUpdated')
            WHERE e.workspace_id = \(ws) AND e.position >= \(after) AND e.position <= \(upTo) ORDER BY e.position
            """, logger: logger)
        var finding: Finding?
        var state: [UInt8] = []
        state.reserveCapacity(4096)
        for try await (position, storedOperation, feature, version, layer, type, data, storedMicros, stored, attributes, objectId, ewkb, lookedUp)
            in rows.decode((Int64, UUID?, UUID?, Int32?, String, String, ByteBuffer, Int64?, ByteBuffer?, ByteBuffer?, Int64?, ByteBuffer?, ByteBuffer?).self)
        {
            if finding != nil { continue }   // the rest of the range is read and dropped
            if position == after {
                guard let stored else {
                    finding = Finding(workspace: ws, position: after, reason: "no hash is stored at position \(after), the end of its operation")
                    continue
                }
                previous = Array(stored.readableBytesView)
                continue
            }
            count += 1
            if position != expected {
                finding = Finding(workspace: ws, position: expected, reason: "position \(expected) is missing (next stored is \(position))")
                continue
            }
            if after > 0, expected == after + 1, previous.isEmpty {
                finding = Finding(workspace: ws, position: after, reason: "position \(after) is missing")
                continue
            }
            expected += 1
            guard let (op, micros) = operations.resolve(position, storedId: storedOperation, storedMicros: storedMicros) else {
                finding = Finding(workspace: ws, position: position, reason: "no operation holds position \(position)")
                continue
            }
            canonical.removeAll(keepingCapacity: true)
            if position >= forms.statelessFrom, feature != nil, Self.versionTypes.contains(type) {
                // The version's state as `geojournal_version_state_bytes` writes it; none for a
                // deleted feature's event or a version that is not there (its link breaks).
                state.removeAll(keepingCapacity: true)
                if let lookedUp {
                    state.append(contentsOf: lookedUp.readableBytesView)
                } else if let attributes {
                    state.append(contentsOf: attributes.readableBytesView)
                    state.append(0x0A)
                    if let objectId { state.append(contentsOf: String(objectId).utf8) }
                    state.append(0x0A)
                    if let ewkb { state.append(contentsOf: ewkb.readableBytesView) }
                }
                EventHash.writeStored(
                    into: &canonical, workspace: ws, position: position, operationId: op.lowercased, featureId: feature,
                    featureVersion: version.map(Int.init), layer: layer, type: type, recordedMicros: micros,
                    data: data.readableBytesView, ewkb: attributes == nil && lookedUp == nil ? nil : state)
            } else if position >= forms.canonicalFrom {
                EventHash.writeStored(
                    into: &canonical, workspace: ws, position: position, operationId: op.lowercased, featureId: feature,
                    featureVersion: version.map(Int.init), layer: layer, type: type, recordedMicros: micros,
                    data: data.readableBytesView, ewkb: ewkb?.readableBytesView)
            } else {
                do {
                    canonical = EventHash.canonical(
                        workspace: ws, position: position, operationId: op, featureId: feature, featureVersion: version.map(Int.init),
                        layer: layer, type: type, recordedMicros: micros,
                        dataJSON: try JSONValue.parse(Array(data.readableBytesView)).jsonString(sortedKeys: true))
                } catch {
                    finding = Finding(workspace: ws, position: position, reason: "data is not readable JSON")
                    continue
                }
            }
            previous = EventHash.chain(previous: previous, canonical: canonical)
            guard let stored else {
                // Only an operation's last event must keep its hash (Schema/0082).
                if let span = operations.operation(at: position), span.last > position { continue }
                finding = Finding(workspace: ws, position: held + 1, reason: "no hash is stored at position \(position), the end of its operation")
                continue
            }
            if !stored.readableBytesView.elementsEqual(previous) {
                finding = Finding(workspace: ws, position: held + 1, reason: held + 1 == position
                    ? "hash mismatch: the event was changed after it was written"
                    : "hash mismatch at position \(position): an event of positions \(held + 1)-\(position) was changed after it was written")
                continue
            }
            held = position
        }
        if finding == nil, expected <= upTo {
            finding = Finding(workspace: ws, position: expected, reason: "position \(expected) is missing")
        }
        return (count, finding)
    }
}
