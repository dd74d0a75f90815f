import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// In-process metrics, served as Prometheus text on `/metrics`: request latency histograms per
/// route and status class, appended operations and features, and the last position written.
///
/// ```swift
/// metrics.recordRequest(route: "/v1/workspaces/{ws}/edits", method: "POST", status: 200, seconds: 0.004)
/// let text = metrics.prometheusText()
/// ```
public final class ServiceMetrics: Sendable {
    static let buckets: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    struct Histogram {
        var counts = [UInt64](repeating: 0, count: ServiceMetrics.buckets.count)
        var count: UInt64 = 0
        var sum: Double = 0
    }

    struct State {
        var requests: [String: Histogram] = [:]
        var operations: UInt64 = 0
        var features: UInt64 = 0
        var replays: UInt64 = 0
        var lastPosition: Int64 = 0
        var itemsPagesRead: UInt64 = 0
        var itemsPagesKept: UInt64 = 0
    }

    private let state = Mutex(State())
    public init() {}

    public func recordRequest(route: String, method: String, status: Int, seconds: Double) {
        let key = "method=\"\(method)\",route=\"\(route)\",status=\"\(status / 100)xx\""
        state.withLock { s in
            var h = s.requests[key] ?? Histogram()
            h.count += 1
            h.sum += seconds
            for (i, b) in Self.buckets.enumerated() where seconds <= b { h.counts[i] += 1 }
            s.requests[key] = h
        }
    }

    public func recordAppend(features: Int, position: Int64, replayed: Bool) {
        state.withLock { s in
            if replayed {
                s.replays += 1
            } else {
                s.operations += 1
                s.features += UInt64(features)
                s.lastPosition = max(s.lastPosition, position)
            }
        }
    }

    /// An OGC `items` page served: read for the request, or kept from an earlier read (a first
    /// page read again at the same head, or a later page read ahead; see `OGCPageCache`).
    public func recordItemsPage(kept: Bool) {
        state.withLock { s in
            if kept { s.itemsPagesKept += 1 } else { s.itemsPagesRead += 1 }
        }
    }

    public func prometheusText() -> String {
        let s = state.withLock { $0 }
        var out = "# HELP geojournal_http_request_duration_seconds HTTP request latency by route.\n"
        out += "# TYPE geojournal_http_request_duration_seconds histogram\n"
        for key in s.requests.keys.sorted() {
            let h = s.requests[key]!
            for (i, b) in Self.buckets.enumerated() {
                out += "geojournal_http_request_duration_seconds_bucket{\(key),le=\"\(b)\"} \(h.counts[i])\n"
            }
            out += "geojournal_http_request_duration_seconds_bucket{\(key),le=\"+Inf\"} \(h.count)\n"
            out += "geojournal_http_request_duration_seconds_sum{\(key)} \(h.sum)\n"
            out += "geojournal_http_request_duration_seconds_count{\(key)} \(h.count)\n"
        }
        out += "# HELP geojournal_operations_appended_total Operations appended by this process.\n# TYPE geojournal_operations_appended_total counter\n"
        out += "geojournal_operations_appended_total \(s.operations)\n"
        out += "# HELP geojournal_features_appended_total Feature events appended by this process.\n# TYPE geojournal_features_appended_total counter\n"
        out += "geojournal_features_appended_total \(s.features)\n"
        out += "# HELP geojournal_idempotent_replays_total Requests answered from an earlier operation.\n# TYPE geojournal_idempotent_replays_total counter\n"
        out += "geojournal_idempotent_replays_total \(s.replays)\n"
        out += "# HELP geojournal_last_position Last position this process appended.\n# TYPE geojournal_last_position gauge\n"
        out += "geojournal_last_position \(s.lastPosition)\n"
        out += "# HELP geojournal_ogc_items_pages_total OGC items pages served, read for the request or kept from an earlier read (read ahead).\n# TYPE geojournal_ogc_items_pages_total counter\n"
        out += "geojournal_ogc_items_pages_total{served=\"read\"} \(s.itemsPagesRead)\n"
        out += "geojournal_ogc_items_pages_total{served=\"kept\"} \(s.itemsPagesKept)\n"
        return out
    }
}

/// Times every request and records it under its route pattern (not the raw path). The time is
/// also sent back as `Server-Timing: app;dur=<milliseconds>` (W3C Server Timing): from the moment
/// the router has the request head until the response is built (authentication, reading and
/// parsing the body, the handler, serialising the answer); not HTTP parsing or writing the bytes.
struct MetricsMiddleware: RouterMiddleware {
    typealias Context = GeoJournalContext
    let metrics: ServiceMetrics

    static let serverTiming = HTTPField.Name("Server-Timing")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        var response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.recordRequest(route: context.endpointPath ?? "unmatched", method: request.method.rawValue, status: response.status.code, seconds: seconds)
        response.headers[Self.serverTiming] = "app;dur=\(Self.milliseconds(seconds))"
        return response
    }

    /// Milliseconds with microsecond resolution (`0.012`).
    static func milliseconds(_ seconds: Double) -> String {
        let micros = Int((seconds * 1_000_000).rounded())
        let fraction = String(micros % 1000)
        return "\(micros / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
