import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// Why the events of a workspace cannot be folded (a journal that breaks its own rules).
public struct RebuildError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
