import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The reverse proxies whose `X-Forwarded-For` names the client (`serve --trusted-proxy CIDR`,
/// repeatable; none by default). A request from any other peer is the peer's own, whatever it
/// says: a header anyone can send decides nothing.
///
/// ```swift
/// let proxies = try TrustedProxies(["10.0.0.0/8", "::1"])
/// proxies.contains("10.1.2.3")                                   // true
/// proxies.client(peer: "10.1.2.3", forwardedFor: ["203.0.113.9, 10.0.0.7"])   // "203.0.113.9"
/// ```
public struct TrustedProxies: Sendable, Hashable {
    /// One address range: an address's first `bits` bits.
    public struct Range: Sendable, Hashable, CustomStringConvertible {
        let bytes: [UInt8]
        let bits: Int

        /// `address/bits` (IPv4 or IPv6); a bare address is that address alone.
        public init?(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let bytes = TrustedProxies.bytes(String(parts[0])) else { return nil }
            let bits: Int
            if parts.count == 2 {
                guard let n = Int(parts[1]), (0...bytes.count * 8).contains(n) else { return nil }
                bits = n
            } else {
                bits = bytes.count * 8
            }
            self.bytes = bytes
            self.bits = bits
        }

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var left = bits
            for (a, b) in zip(address, bytes) where left > 0 {
                let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
                if a & mask != b & mask { return false }
                left -= 8
            }
            return true
        }

        public var description: String {
            let text = bytes.count == 4 ? bytes.map(String.init).joined(separator: ".") : stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }.joined(separator: ":")
            return "\(text)/\(bits)"
        }
    }

    public let ranges: [Range]

    /// No trusted proxy: every request's client is its peer.
    public static let none = TrustedProxies(ranges: [])

    public init(ranges: [Range]) {
        self.ranges = ranges
    }

    /// Parses `--trusted-proxy` values; throws naming the first that is not an address or a CIDR range.
    public init(_ texts: [String]) throws {
        var ranges: [Range] = []
        for text in texts {
            guard let range = Range(text.trimmingCharacters(in: .whitespaces)) else { throw InvalidRange(text: text) }
            ranges.append(range)
        }
        self.ranges = ranges
    }

    public struct InvalidRange: Error, CustomStringConvertible {
        public let text: String
        public var description: String { "\"\(text)\" is not an IP address or a CIDR range (10.0.0.0/8, fd00::/8)" }
    }

    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether `address` lies in a trusted range.
    public func contains(_ address: String) -> Bool {
        guard let bytes = Self.bytes(address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// The client of a request from `peer` with these `X-Forwarded-For` fields: from a trusted
    /// peer, the rightmost forwarded address that is not itself a trusted proxy (each proxy
    /// appends the address it was reached from; what lies left of the first untrusted one, the
    /// client wrote itself). From any other peer, the peer.
    public func client(peer: String?, forwardedFor fields: [String]) -> String? {
        guard let peer, contains(peer), !fields.isEmpty else { return peer }
        let hops = fields.flatMap { $0.split(separator: ",") }.map { Self.address(in: $0) }
        var client = peer
        for hop in hops.reversed() {
            // A hop that is no address: nothing left of it can be believed.
            guard let hop, Self.bytes(hop) != nil else { break }
            client = hop
            if !contains(hop) { break }
        }
        return client
    }

    /// The address of one `X-Forwarded-For` element: without spaces, `[v6]` brackets or an
    /// IPv4 port.
    static func address(in element: Substring) -> String? {
        var text = element.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            text = String(text[text.index(after: text.startIndex)..<close])
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = String(text[..<colon])
        }
        return text.isEmpty ? nil : text
    }

    /// An address's bytes: 4 for IPv4, 16 for IPv6 (an IPv4-mapped IPv6 address counts as its IPv4).
    static func bytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF { return Array(bytes[12...]) }
        return bytes
    }
}
