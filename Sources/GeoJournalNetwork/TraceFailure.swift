import Foundation
import GeoJournalCore

/// Why a trace was refused.
public struct TraceFailure: Error, Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case invalidRequest, featureNotFound, noSubnetworkController, inconsistentNetwork
    }

    public var kind: Kind
    public var message: String
    public var violations: [Violation]
    /// For `inconsistentNetwork`: the network errors in the traced area.
    public var errors: [NetworkError]

    public init(kind: Kind, message: String, violations: [Violation] = [], errors: [NetworkError] = []) {
        self.kind = kind
        self.message = message
        self.violations = violations
        self.errors = errors
    }

    static func invalid(_ v: [Violation]) -> TraceFailure { TraceFailure(kind: .invalidRequest, message: "the trace request is invalid", violations: v) }
}
