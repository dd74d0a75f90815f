import Crypto
import Foundation
import GeoJournalCore
import PostgresNIO
import Synchronization

/// What a bearer token may do.
public enum Role: String, Sendable, Hashable, Comparable, CaseIterable {
    case viewer, editor, admin

    private var rank: Int { self == .viewer ? 0 : self == .editor ? 1 : 2 }
    public static func < (a: Role, b: Role) -> Bool { a.rank < b.rank }
}
