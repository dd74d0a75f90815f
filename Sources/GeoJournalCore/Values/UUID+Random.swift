import Foundation

extension UUID {
    /// A random (version 4) id from the system's generator (the kernel's `getrandom` on Linux).
    /// `UUID()` on Linux opens and reads the random device for every id, which costs several
    /// microseconds: an operation that adds a thousand features asks for a thousand ids.
    ///
    /// ```swift
    /// let id = UUID.random()   // e.g. 1b4e28ba-2fa1-4d2e-883f-0016d3cca427
    /// ```
    public static func random() -> UUID {
        var g = SystemRandomNumberGenerator()
        var bytes: (UInt64, UInt64) = (g.next(), g.next())
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = (raw[6] & 0x0F) | 0x40   // version 4
            raw[8] = (raw[8] & 0x3F) | 0x80   // RFC 4122 variant
            return UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}
