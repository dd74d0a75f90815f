import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

extension UUID {
    /// A time-ordered (version 7) id: 48 bits of Unix milliseconds, a 12-bit sequence within the
    /// millisecond, then 62 random bits from the system's generator.
    ///
    /// Ids from one process only ever grow (a clock step backwards or more than 4,096 ids in one
    /// millisecond borrow the next millisecond), so feature and operation ids enter the btree
    /// indexes that lead with them at the right edge instead of at random pages: an operation that
    /// adds a thousand features touches a few index pages, not a thousand. `UUID()` would also
    /// open and read the random device for every id on Linux.
    ///
    /// ```swift
    /// let a = UUID.timeOrdered(), b = UUID.timeOrdered()   // e.g. 019ab3f2-6c1e-7000-9f4b-…
    /// // a.uuidString < b.uuidString, and PostgreSQL orders them the same way (bytewise)
    /// ```
    public static func timeOrdered() -> UUID {
        let now = UInt64(max(0, Date().timeIntervalSince1970 * 1000))
        let (millis, sequence) = TimeOrderedClock.last.withLock { last -> (UInt64, UInt64) in
            if now > last.millis {
                last = (now, 0)
            } else if last.sequence < 0xFFF {
                last.sequence += 1
            } else {
                last = (last.millis + 1, 0)
            }
            return last
        }
        let high = millis << 16 | 0x7000 | sequence
        let low = TimeOrderedClock.random() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000   // RFC 9562 variant
        var bytes = (high.bigEndian, low.bigEndian)
        return withUnsafeBytes(of: &bytes) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}

/// The last (millisecond, sequence) handed out by ``UUID/timeOrdered()`` in this process, and
/// random words read from the kernel's generator 256 at a time (one read each, instead of a
/// getrandom call per id: an import asks for tens of thousands of ids a second).
private enum TimeOrderedClock {
    static let last = Mutex<(millis: UInt64, sequence: UInt64)>((0, 0))
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
