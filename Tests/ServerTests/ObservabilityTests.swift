import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Server
import Testing

@Suite("Metrics")
struct ObservabilityTests {
    /// The value of the first sample line that starts with `prefix`.
    static func sample(_ text: String, _ prefix: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
            return line.split(separator: " ").last.flatMap { Double($0) }
        }
        return nil
    }

    @Test func metricsShowRequestLatencyAppendsDurableHeadsAndProjectionLag() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let edit = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: TestWorld.addBody(7))
            #expect(edit.status == .ok)
            #expect(edit.json["operation"]["metadata"]["requestId"].stringValue?.isEmpty == false)
            let snap = try await client.send(.post, "/v1/workspaces/\(world.workspace)/snap", token: world.viewer,
                                             body: #"{"point":[10,20],"tolerance":5,"sources":[{"layer":"Points"}]}"#)
            #expect(snap.status == .ok)
            let head = try await world.head()

            let metrics = try await client.send(.get, "/metrics", token: world.viewer)
            #expect(metrics.status == .ok)
            let text = metrics.text
            let editLines = text.split(separator: "\n").filter { $0.contains("method=\"POST\"") && $0.contains("ws}/edits\"") || $0.contains(":ws/edits\"") }
            let count = editLines.first { $0.hasPrefix("geojournal_http_request_duration_seconds_count{") }
            #expect((count?.split(separator: " ").last.flatMap { Double($0) } ?? 0) >= 1, "no latency histogram for the edits route: \(text.prefix(2000))")
            #expect(editLines.contains { $0.hasPrefix("geojournal_http_request_duration_seconds_bucket{") && $0.contains("le=\"+Inf\"") })
            #expect((Self.sample(text, "geojournal_operations_appended_total") ?? 0) >= 1)
            #expect(Self.sample(text, "geojournal_durable_position{workspace=\"\(world.workspace)\"}") == Double(head))
            // Nobody else wrote: no batch of this workspace was decided again.
            #expect(Self.sample(text, "geojournal_batches_decided_again_total{workspace=\"\(world.workspace)\"}") == 0)
            #expect(Self.sample(text, "geojournal_projection_lag_positions{projection=\"snap\",workspace=\"\(world.workspace)\"}") == 0)
        }
    }
}
