import Foundation
import GeoJournalCore
import PostgresNIO

/// A page cursor: the position the listing shows and the last id sent, so later pages show the
/// same moment even while edits land.
struct FeatureCursor {
    var position: Int64
    var after: UUID

    var text: String { "\(position)~\(after.lowercased)" }

    init(position: Int64, after: UUID) {
        self.position = position
        self.after = after
    }

    init?(_ text: String) {
        let parts = text.split(separator: "~")
        guard parts.count == 2, let p = Int64(parts[0]), let id = UUID(uuidString: String(parts[1])) else { return nil }
        position = p
        after = id
    }
}
