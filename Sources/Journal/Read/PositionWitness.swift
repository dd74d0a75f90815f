import Synchronization

/// The journal position a request's answer reflects, for the `GeoJournal-Position` header
/// (docs/api.md: "Positions on every answer"). The HTTP layer installs a witness for each request
/// (task-local); the journal reports to it where a read resolves its moment to a position and
/// where a write lands, the last report winning (a page read with a cursor reports the cursor's
/// position after the head it resolved first).
///
/// ```swift
/// let witness = PositionWitness()
/// let page = try await PositionWitness.$current.withValue(witness) { try await journal.reads.features(...) }
/// witness.position   // page.position
/// ```
public final class PositionWitness: Sendable {
    @TaskLocal public static var current: PositionWitness?

    private let seen = Mutex<Int64?>(nil)

    public init() {}

    /// The position last reported, if any.
    public var position: Int64? { seen.withLock { $0 } }

    /// Reports `position` to the current request's witness, if there is one (also for an answer
    /// served from a page kept since an earlier read).
    public static func observe(_ position: Int64) {
        current?.seen.withLock { $0 = position }
    }
}
