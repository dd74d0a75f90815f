import Foundation

/// A small deterministic random generator (SeededRandom): generated sample data, benchmarks and
/// property tests that must come out the same for the same seed.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let x = random.uniform(-10, 10)
/// let id = random.uuid()
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Uniform in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// A version-4 UUID drawn from the generator.
    public mutating func uuid() -> UUID {
        let a = next(), b = next()
        return UUID(uuid: (UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a >> 16), UInt8(truncatingIfNeeded: a >> 24),
                           UInt8(truncatingIfNeeded: a >> 32), UInt8(truncatingIfNeeded: a >> 40), UInt8(truncatingIfNeeded: (a >> 48) & 0x0F | 0x40), UInt8(truncatingIfNeeded: a >> 56),
                           UInt8(truncatingIfNeeded: b & 0x3F | 0x80), UInt8(truncatingIfNeeded: b >> 8), UInt8(truncatingIfNeeded: b >> 16), UInt8(truncatingIfNeeded: b >> 24),
                           UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40), UInt8(truncatingIfNeeded: b >> 48), UInt8(truncatingIfNeeded: b >> 56)))
    }
}
