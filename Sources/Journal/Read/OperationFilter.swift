import Foundation
import GeoJournalCore
import PostgresNIO

/// Filters of the operation list.
public struct OperationFilter: Sendable {
    public var actor: String?
    public var sessionId: UUID?
    public var layer: String?
    public var from: ReadMoment?
    public var to: ReadMoment?
    public var kind: String?

    public init(actor: String? = nil, sessionId: UUID? = nil, layer: String? = nil, from: ReadMoment? = nil, to: ReadMoment? = nil, kind: String? = nil) {
        self.actor = actor
        self.sessionId = sessionId
        self.layer = layer
        self.from = from
        self.to = to
        self.kind = kind
    }
}
