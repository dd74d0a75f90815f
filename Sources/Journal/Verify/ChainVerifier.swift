import Foundation
import GeoJournalCore
import Logging
import PostgresNIO

/// Recomputes every workspace's hash chain from the stored events and reports the first position
/// whose stored hash does not match (a row changed, removed or inserted behind the journal's back).
///
/// An event from the line's `canonical_from` on (Schema/0050) is hashed over the text and bytes
/// PostgreSQL sends of its stored values (``EventHash/writeStored(into:workspace:position:operationId:featureId:featureVersion:layer:type:recordedMicros:data:ewkb:)``):
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

    public struct Report: Sendable {
        public var eventsChecked: Int
        public var workspacesChecked: Int
        public var findings: [Finding]
        public var isIntact: Bool { findings.isEmpty }
    }

    let client: PostgresClient
    let logger: Logger

    public init(client: PostgresClient, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    public func verify(workspace: String?) async throws -> Report {
        var report = Report(eventsChecked: 0, workspacesChecked: 0, findings: [])
        var workspaces: [(String, Int64, String, Int64)] = []
        let rows = try await client.query("SELECT id, head_position, encode(head_hash, 'hex'), canonical_from FROM workspaces ORDER BY id", logger: logger)
        for try await (id, head, hash, canonicalFrom) in rows.decode((String, Int64, String, Int64).self) where workspace == nil || workspace == id {
            workspaces.append((id, head, hash, canonicalFrom))
        }
        for (ws, head, headHash, canonicalFrom) in workspaces {
            report.workspacesChecked += 1
            if let finding = try await verifyWorkspace(ws, head: head, headHash: headHash, canonicalFrom: canonicalFrom, report: &report) {
                report.findings.append(finding)
            }
        }
        return report
    }

    private func verifyWorkspace(_ ws: String, head: Int64, headHash: String, canonicalFrom: Int64, report: inout Report) async throws -> Finding? {
        var previous: [UInt8] = []
        var expected: Int64 = 1
        var after: Int64 = 0
        let page: Int64 = 50_000
        var canonical: [UInt8] = []
        canonical.reserveCapacity(4096)
        while true {
            let rows = try await client.query("""
                SELECT position, operation_id, feature_id, feature_version, layer, type, data::text,
                       (extract(epoch FROM recorded_at) * 1000000)::bigint, hash, ST_AsEWKB(geom)
                FROM events WHERE workspace_id = \(ws) AND position > \(after) ORDER BY position LIMIT \(page)
                """, logger: logger)
            var count = 0
            for try await (position, op, feature, version, layer, type, data, micros, stored, ewkb) in rows.decode(
                (Int64, UUID, UUID?, Int32?, String, String, ByteBuffer, Int64, ByteBuffer, ByteBuffer?).self)
            {
                count += 1
                report.eventsChecked += 1
                after = position
                if position != expected {
                    return Finding(workspace: ws, position: expected, reason: "position \(expected) is missing (next stored is \(position))")
                }
                expected += 1
                canonical.removeAll(keepingCapacity: true)
                if position >= canonicalFrom {
                    EventHash.writeStored(
                        into: &canonical, workspace: ws, position: position, operationId: op.lowercased, featureId: feature,
                        featureVersion: version.map(Int.init), layer: layer, type: type, recordedMicros: micros,
                        data: data.readableBytesView, ewkb: ewkb?.readableBytesView)
                } else {
                    let canonicalData: String
                    do {
                        canonicalData = try JSONValue.parse(Array(data.readableBytesView)).jsonString(sortedKeys: true)
                    } catch {
                        return Finding(workspace: ws, position: position, reason: "data is not readable JSON")
                    }
                    canonical = EventHash.canonical(
                        workspace: ws, position: position, operationId: op, featureId: feature, featureVersion: version.map(Int.init),
                        layer: layer, type: type, recordedMicros: micros, dataJSON: canonicalData)
                }
                previous = EventHash.chain(previous: previous, canonical: canonical)
                if !stored.readableBytesView.elementsEqual(previous) {
                    return Finding(workspace: ws, position: position, reason: "hash mismatch: the event was changed after it was written")
                }
            }
            if count < page { break }
        }
        if expected - 1 != head {
            return Finding(workspace: ws, position: expected, reason: "the journal ends at position \(expected - 1) but the workspace head is \(head)")
        }
        if head > 0, EventHash.hex(previous) != headHash {
            return Finding(workspace: ws, position: head, reason: "the workspace head hash does not match the last event")
        }
        return nil
    }
}
