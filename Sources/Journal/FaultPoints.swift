import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Places in the journal's work where a test makes the process fail, to prove what survives: a
/// post killed after DEFAULT's operation is written and before the version's rebase is (both in
/// one transaction, so neither lands). Nothing happens at a point unless a test armed it, in the
/// process (``arm(_:_:)``) or, for a script test, by naming it in `GEOJOURNAL_FAULT` when the
/// process starts: the process then kills itself there (SIGKILL), as a crash or an operator would.
///
/// ```swift
/// journal.faults.arm(.postBetweenLines) { throw CancellationError() }
/// GEOJOURNAL_FAULT=post-between-lines geojournal serve …
/// ```
public final class FaultPoints: Sendable {
    public enum Point: String, Sendable, CaseIterable {
        /// In a post's transaction: DEFAULT's operation is written, the version's rebase not yet.
        case postBetweenLines = "post-between-lines"
    }

    private let armed = Mutex<[Point: @Sendable () async throws -> Void]>([:])

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let name = environment["GEOJOURNAL_FAULT"], let point = Point(rawValue: name) {
            armed.withLock { $0[point] = { kill(getpid(), SIGKILL) } }
        }
    }

    /// Runs `action` whenever the journal reaches `point` (until disarmed); what it throws fails that work.
    public func arm(_ point: Point, _ action: @escaping @Sendable () async throws -> Void) {
        armed.withLock { $0[point] = action }
    }

    public func disarm(_ point: Point) {
        _ = armed.withLock { $0.removeValue(forKey: point) }
    }

    func reach(_ point: Point) async throws {
        guard let action = armed.withLock({ $0[point] }) else { return }
        try await action()
    }
}
