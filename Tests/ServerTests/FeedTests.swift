import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

@Suite("The change feed")
struct FeedTests {
    static func ids(in stream: String) -> [Int64] {
        stream.split(separator: "\n").compactMap { line in line.hasPrefix("id: ") ? Int64(line.dropFirst(4)) : nil }
    }

    @Test func theStreamSendsTheBacklogThenLiveEventsOnceInOrderWhileWritersRun() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let journal = world.journal
        let ws = world.workspace
        for n in 0..<10 {
            _ = try await journal.edits.apply(workspace: ws, request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(n))).get(), context: AppendContext(actor: "w"))
        }
        // 11 positions so far; 3 writers add 30 more while the stream is open.
        let last: Int64 = 41
        try await world.withClient { client in
            async let streamed = client.send(.get, "/v1/workspaces/\(ws)/events/stream?after=0&until=\(last)", token: world.viewer)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for w in 0..<3 {
                    group.addTask {
                        for i in 0..<10 {
                            try await Task.sleep(for: .milliseconds(5))
                            _ = try await journal.edits.apply(workspace: ws, request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(w * 100 + i))).get(), context: AppendContext(actor: "w\(w)"))
                        }
                    }
                }
                try await group.waitForAll()
            }
            let response = try await streamed
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream")
            #expect(Self.ids(in: response.text) == Array(1...last))
            #expect(response.text.contains("event: featureCreated"))

            // Resuming with Last-Event-ID continues right after it.
            let resumed = try await client.send(.get, "/v1/workspaces/\(ws)/events/stream?until=\(last)", token: world.viewer, headers: [.lastEventIDTest: "17"])
            #expect(Self.ids(in: resumed.text) == Array(18...last))
        }
    }

    @Test func thePagedFeedCoversEveryPosition() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        for n in 0..<12 {
            _ = try await world.journal.edits.apply(workspace: world.workspace, request: try EditRequest.parse(JSONValue.parse(TestWorld.addBody(n))).get(), context: AppendContext(actor: "w"))
        }
        try await world.withClient { client in
            var after: Int64 = 0
            var seen: [Int64] = []
            while true {
                let page = try await client.send(.get, "/v1/workspaces/\(world.workspace)/events?after=\(after)&limit=5", token: world.viewer)
                let positions = (page.json["events"].arrayValue ?? []).compactMap { $0["position"].intValue }
                if positions.isEmpty { break }
                seen.append(contentsOf: positions)
                after = page.json["lastPosition"].intValue ?? after
            }
            #expect(seen == Array(1...13))
        }
    }
}

extension HTTPField.Name {
    static let lastEventIDTest = HTTPField.Name("Last-Event-ID")!
}
