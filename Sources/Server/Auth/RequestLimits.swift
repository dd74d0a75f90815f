import Foundation
import Synchronization

/// Per-token limits: a request rate (token bucket) and a number of open event streams. Past
/// either, the answer is 429 problem+json with `Retry-After`.
public struct RequestLimits: Sendable {
    /// Sustained requests per second per token.
    public var requestsPerSecond: Double
    /// Requests a token may make at once before the rate applies.
    public var burst: Double
    /// Server-Sent Event streams a token may hold open at once.
    public var streamsPerToken: Int

    public init(requestsPerSecond: Double = 10_000, burst: Double = 20_000, streamsPerToken: Int = 16) {
        self.requestsPerSecond = requestsPerSecond
        self.burst = burst
        self.streamsPerToken = streamsPerToken
    }
}

/// The request-rate buckets and open-stream counts of every token this process has seen.
public final class TokenLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var at: ContinuousClock.Instant
    }

    public let limits: RequestLimits
    private let buckets = Mutex<[UUID: Bucket]>([:])
    private let streams = Mutex<[UUID: Int]>([:])

    public init(limits: RequestLimits = RequestLimits()) {
        self.limits = limits
    }

    /// Takes one request from the token's bucket; nil when admitted, otherwise how long until
    /// the next request would be.
    public func admit(_ token: UUID, now: ContinuousClock.Instant = .now) -> Duration? {
        let rate = limits.requestsPerSecond
        let burst = max(1, limits.burst)
        return buckets.withLock { buckets in
            if buckets.count > 100_000 { buckets.removeAll() }
            var bucket = buckets[token] ?? Bucket(tokens: burst, at: now)
            let elapsed = now - bucket.at
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            bucket.tokens = min(burst, bucket.tokens + seconds * rate)
            bucket.at = now
            defer { buckets[token] = bucket }
            guard bucket.tokens >= 1 else {
                return .milliseconds(Int64(((1 - bucket.tokens) / max(rate, 1e-9) * 1000).rounded(.up)))
            }
            bucket.tokens -= 1
            return nil
        }
    }

    /// Counts a stream opened by the token; false when it already holds the most allowed.
    public func openStream(_ token: UUID) -> Bool {
        streams.withLock { streams in
            let open = streams[token, default: 0]
            guard open < limits.streamsPerToken else { return false }
            streams[token] = open + 1
            return true
        }
    }

    public func closeStream(_ token: UUID) {
        streams.withLock { streams in
            let open = streams[token, default: 0] - 1
            streams[token] = open > 0 ? open : nil
        }
    }
}
