import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GeoJournalCore
import Synchronization

extension UUID {
    /// A time-ordered (version 7) id for a new feature or operation: the clock's Unix
    /// milliseconds, a sequence within the millisecond (``TimeOrderedSequence``), then 62 random
    /// bits from the system's generator.
    ///
    /// Ids from one process only ever grow, so feature and operation ids enter the btree indexes
    /// that lead with them at the right edge instead of at random pages: an operation that adds a
    /// thousand features touches a few index pages, not a thousand. `UUID()` would also open and
    /// read the random device for every id on Linux.
    ///
    /// ```swift
    /// let a = UUID.timeOrdered(), b = UUID.timeOrdered()   // e.g. 019ab3f2-6c1e-7000-9f4b-…
    /// // a.uuidString < b.uuidString, and PostgreSQL orders them the same way (bytewise)
    /// ```
    public static func timeOrdered() -> UUID {
        let now = UInt64(max(0, Date().timeIntervalSince1970 * 1000))
        let (millis, sequence) = TimeOrderedIDs.sequence.withLock { $0.next(now: now) }
        return UUID(timeOrderedMillis: millis, sequence: sequence, random: TimeOrderedIDs.random())
    }
}

extension NewIDs {
    /// A block of `count` new ids for one decision, reserved from the process's sequence at the
    /// clock's millisecond, with a seed from the system's generator: the decision then reads
    /// neither (``EditBatch/decide(_:workspace:input:limits:)``).
    static func reserved(count: Int) -> NewIDs {
        let now = UInt64(max(0, Date().timeIntervalSince1970 * 1000))
        let (millis, sequence) = TimeOrderedIDs.sequence.withLock { $0.reserve(now: now, count: count) }
        return NewIDs(millis: millis, sequence: sequence, seed: TimeOrderedIDs.random())
    }
}

/// The process's sequence of time-ordered ids, and random words read from the kernel's generator
/// 256 at a time (one read each, instead of a getrandom call per id: an import asks for tens of
/// thousands of ids a second).
private enum TimeOrderedIDs {
    static let sequence = Mutex(TimeOrderedSequence())
    private static let pool = Mutex<(words: [UInt64], next: Int)>(([], 0))
    /// Opened once for the life of the process (-1 when it cannot be: the system generator then
    /// fills the pool word by word).
    private static let urandom: Int32 = open("/dev/urandom", O_RDONLY | O_CLOEXEC)

    static func random() -> UInt64 {
        pool.withLock { pool in
            if pool.next == pool.words.count {
                pool.words = [UInt64](repeating: 0, count: 256)
                let filled = urandom >= 0 ? pool.words.withUnsafeMutableBytes { read(urandom, $0.baseAddress, $0.count) } : -1
                if filled != pool.words.count * 8 {
                    var g = SystemRandomNumberGenerator()
                    for k in pool.words.indices { pool.words[k] = g.next() }
                }
                pool.next = 0
            }
            defer { pool.next += 1 }
            return pool.words[pool.next]
        }
    }
}
