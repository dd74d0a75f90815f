import Foundation
import Logging
import PostgresNIO

/// Which operation wrote the event at a position: its id, actor and time, for a set of positions
/// read in one snapshot (the creators and editors of a page of features, GeoServices' edit-tracking
/// fields) or for a range of positions (`verify` and `rebuild`, which read an event's operation
/// and time from here: neither is stored with the event, Schema/0079).
///
/// An operation holds one range of positions, and the ranges of a workspace's operations are
/// disjoint and ascending. So the operations covering a page's positions are one range read when
/// few operations lie between the least and the greatest of them (a bulk-loaded layer: a handful
/// for thousands of features), and one index probe per distinct position otherwise.
///
/// ```swift
/// let spans = try await OperationSpans.covering(positions, workspace: "demo", conn: conn, logger: logger)
/// spans.operation(at: 42)?.actor   // "ana"
/// ```
struct OperationSpans {
    struct Span {
        var id: UUID
        var first: Int64
        var last: Int64
        var actor: String
        /// When the operation was recorded, in microseconds since 1970.
        var micros: Int64
    }

    /// Ascending by first position.
    private(set) var spans: [Span]

    /// At most this many operations are read as one range; more, and each position is probed.
    static let rangeLimit = 4096

    /// The operation whose range holds `position`, if one does among those read.
    func operation(at position: Int64) -> Span? {
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].first <= position { low = mid + 1 } else { high = mid }
        }
        guard low > 0, spans[low - 1].last >= position else { return nil }
        return spans[low - 1]
    }

    /// An event's operation id and time: those stored with it (an event written before
    /// Schema/0079), else the operation's that holds its position; nil when none of those read does.
    func resolve(_ position: Int64, storedId: UUID?, storedMicros: Int64?) -> (id: UUID, micros: Int64)? {
        if let storedId, let storedMicros { return (storedId, storedMicros) }
        guard let span = operation(at: position) else { return nil }
        return (storedId ?? span.id, storedMicros ?? span.micros)
    }

    static func covering(_ positions: [Int64], workspace: String, conn: PostgresConnection, logger: Logger,
                         rangeLimit: Int = rangeLimit) async throws -> OperationSpans {
        guard let least = positions.min(), let greatest = positions.max() else { return OperationSpans(spans: []) }
        // The operation holding the least position and every one after it up to the greatest.
        let limit = Int64(rangeLimit + 1)
        let range = try await conn.query("""
            SELECT o.id, o.first_position, o.last_position, o.actor, (extract(epoch FROM o.recorded_at) * 1000000)::int8
            FROM operations o
            WHERE o.workspace_id = \(workspace) AND o.first_position <= \(greatest)
              AND o.first_position >= coalesce((SELECT max(b.first_position) FROM operations b
                                                WHERE b.workspace_id = \(workspace) AND b.first_position <= \(least)), 0)
            ORDER BY o.first_position LIMIT \(limit)
            """, logger: logger)
        var spans: [Span] = []
        for try await (id, first, last, actor, micros) in range.decode((UUID, Int64, Int64, String, Int64).self) {
            spans.append(Span(id: id, first: first, last: last, actor: actor, micros: micros))
        }
        if spans.count <= rangeLimit { return OperationSpans(spans: spans) }
        // Many operations between them: one probe per distinct position.
        let distinct = Array(Set(positions)).sorted()
        let probes = try await conn.query("""
            SELECT DISTINCT ON (o.first_position) o.id, o.first_position, o.last_position, o.actor, (extract(epoch FROM o.recorded_at) * 1000000)::int8
            FROM unnest(\(distinct)::int8[]) p(position)
            CROSS JOIN LATERAL (SELECT * FROM operations o WHERE o.workspace_id = \(workspace) AND o.first_position <= p.position
                                ORDER BY o.first_position DESC LIMIT 1) o
            ORDER BY o.first_position
            """, logger: logger)
        spans.removeAll(keepingCapacity: true)
        for try await (id, first, last, actor, micros) in probes.decode((UUID, Int64, Int64, String, Int64).self) {
            spans.append(Span(id: id, first: first, last: last, actor: actor, micros: micros))
        }
        return OperationSpans(spans: spans)
    }

    /// Every operation holding a position in `after + 1 ... upTo`, in order: one range read.
    static func within(after: Int64, upTo: Int64, workspace: String, conn: PostgresConnection, logger: Logger) async throws -> OperationSpans {
        let rows = try await conn.query("""
            SELECT o.id, o.first_position, o.last_position, o.actor, (extract(epoch FROM o.recorded_at) * 1000000)::int8
            FROM operations o
            WHERE o.workspace_id = \(workspace) AND o.first_position <= \(upTo)
              AND o.first_position >= coalesce((SELECT max(b.first_position) FROM operations b
                                                WHERE b.workspace_id = \(workspace) AND b.first_position <= \(after + 1)), 0)
            ORDER BY o.first_position
            """, logger: logger)
        var spans: [Span] = []
        for try await (id, first, last, actor, micros) in rows.decode((UUID, Int64, Int64, String, Int64).self) {
            spans.append(Span(id: id, first: first, last: last, actor: actor, micros: micros))
        }
        return OperationSpans(spans: spans)
    }
}
