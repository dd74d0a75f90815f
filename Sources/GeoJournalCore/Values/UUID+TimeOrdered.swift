import Foundation

extension UUID {
    /// A time-ordered (version 7) id from its parts: 48 bits of Unix milliseconds, a 12-bit
    /// sequence within the millisecond, then 62 random bits (RFC 9562's layout and variant).
    ///
    /// The parts come from outside: the journal reads the clock and the system's random
    /// generator (`UUID.timeOrdered()` in Journal); the domain only lays out the bits.
    ///
    /// ```swift
    /// UUID(timeOrderedMillis: 0x019a_b3f2_6c1e, sequence: 0, random: 0)
    /// // 019ab3f2-6c1e-7000-8000-000000000000
    /// ```
    public init(timeOrderedMillis millis: UInt64, sequence: UInt64, random: UInt64) {
        let high = millis << 16 | 0x7000 | (sequence & 0xFFF)
        let low = random & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        var bytes = (high.bigEndian, low.bigEndian)
        self = withUnsafeBytes(of: &bytes) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}

/// The (millisecond, sequence) pairs of time-ordered ids, so that ids only ever grow: a clock
/// step backwards, or more than 4,096 ids in one millisecond, borrow the next millisecond.
///
/// ```swift
/// var s = TimeOrderedSequence()
/// s.next(now: 5)   // (5, 0)
/// s.next(now: 5)   // (5, 1)
/// s.next(now: 3)   // (5, 2): the clock went back, the ids do not
/// ```
public struct TimeOrderedSequence: Sendable {
    public private(set) var millis: UInt64 = 0
    public private(set) var sequence: UInt64 = 0

    public init() {}

    public mutating func next(now: UInt64) -> (millis: UInt64, sequence: UInt64) {
        if now > millis {
            (millis, sequence) = (now, 0)
        } else if sequence < 0xFFF {
            sequence += 1
        } else {
            (millis, sequence) = (millis + 1, 0)
        }
        return (millis, sequence)
    }
}
