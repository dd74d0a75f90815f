import Foundation
import PostgresNIO
import Synchronization

/// What a version's line rests on at one of its positions: DEFAULT's position its reads start from
/// (the base in effect, `geojournal_version_base`) and whether the line had touched any feature by
/// then. Both are settled by the line's events up to the position, which never change, so a
/// reader that knows them once knows them for good (``LineMoments``, held by ``Reads``).
///
/// With them ``LayerState`` binds the base as a value instead of asking for it in the statement,
/// and leaves out the look-up of the line's events for each of DEFAULT's features when the line
/// touched none.
///
/// ```swift
/// var state = LayerState(workspace: "demo~3", layer: definition, position: head, current: true)
/// state.lineMoment = try await journal.reads.lineMoment(conn, line: "demo~3", at: head)
/// state.lineMoment?.base      // DEFAULT's position the version reads
/// ```
struct LineMoment: Sendable, Hashable {
    var base: Int64
    var touchesFeatures: Bool
    /// DEFAULT's head in the reader's snapshot, read (never kept) when the line touched no
    /// feature: then the state is DEFAULT's at the base, and DEFAULT's current features when the
    /// base is its head (the very statement a read of DEFAULT runs).
    var defaultHead: Int64?
}

/// The line moments a process has read, by line and position (at most ``limit``; a full table is
/// emptied and filled again).
final class LineMoments: Sendable {
    struct Key: Hashable {
        var line: String
        var position: Int64
    }

    static let limit = 10_000
    private let known = Mutex<[Key: LineMoment]>([:])

    func moment(_ line: String, at position: Int64) -> LineMoment? { known.withLock { $0[Key(line: line, position: position)] } }

    func keep(_ moment: LineMoment, _ line: String, at position: Int64) {
        known.withLock { table in
            if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
            table[Key(line: line, position: position)] = moment
        }
    }
}

extension Reads {
    /// The moment of a version's line at a position of it (its head for a current read): read
    /// once, then kept.
    func lineMoment(_ conn: PostgresConnection, line: String, at position: Int64) async throws -> LineMoment {
        var moment = try await keptLineMoment(conn, line: line, at: position)
        if !moment.touchesFeatures {
            moment.defaultHead = try await headPosition(conn, workspace: VersionLine.workspace(of: line))
        }
        return moment
    }

    private func keptLineMoment(_ conn: PostgresConnection, line: String, at position: Int64) async throws -> LineMoment {
        if let known = lineMoments.moment(line, at: position) { return known }
        let rows = try await conn.query("""
            SELECT geojournal_version_base(\(line), \(position)),
                   EXISTS (SELECT FROM events e WHERE e.workspace_id = \(line) AND e.position <= \(position) AND e.feature_id IS NOT NULL)
            """, logger: logger)
        for try await (base, touches) in rows.decode((Int64?, Bool).self) {
            guard let base else { break }
            let moment = LineMoment(base: base, touchesFeatures: touches)
            lineMoments.keep(moment, line, at: position)
            return moment
        }
        throw JournalError.notFound("there is no version with the line \(line)")
    }
}
