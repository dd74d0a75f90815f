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

extension TimeOrderedSequence {
    /// Reserves `count` consecutive (millisecond, sequence) pairs at once and returns the first:
    /// the next call starts after them, so a block handed to one decision never meets another's.
    ///
    /// ```swift
    /// var s = TimeOrderedSequence()
    /// s.reserve(now: 5, count: 3)   // (5, 0); then s.next(now: 5) == (5, 3)
    /// ```
    public mutating func reserve(now: UInt64, count: Int) -> (millis: UInt64, sequence: UInt64) {
        let first = next(now: now)
        let last = first.sequence + UInt64(max(count, 1) - 1)
        (millis, sequence) = (first.millis + last / 0x1000, last % 0x1000)
        return first
    }
}

/// The new ids one decision hands out, in order: time-ordered (version 7) ids from a block of
/// (millisecond, sequence) pairs and random bits drawn from a seed, both given by the caller.
/// Deciding reads no clock and no generator: the same block and seed give the same ids
/// (`Journal` reserves the block from its process's sequence, so ids still only grow). Past the
/// block it goes on counting; its random bits keep such ids apart from another block's.
///
/// ```swift
/// var ids = NewIDs(millis: 0x019a_b3f2_6c1e, sequence: 0, seed: 42)
/// let a = ids.next(), b = ids.next()   // 019ab3f2-6c1e-7000-…, 019ab3f2-6c1e-7001-…
/// ```
public struct NewIDs: Sendable {
    private var millis: UInt64
    private var sequence: UInt64
    private var state: UInt64

    public init(millis: UInt64, sequence: UInt64, seed: UInt64) {
        self.millis = millis
        self.sequence = sequence
        self.state = seed
    }

    public mutating func next() -> UUID {
        // SplitMix64: 64 well-mixed bits per step from a counter.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let id = UUID(timeOrderedMillis: millis, sequence: sequence, random: z ^ (z >> 31))
        if sequence < 0xFFF { sequence += 1 } else { (millis, sequence) = (millis + 1, 0) }
        return id
    }
}
