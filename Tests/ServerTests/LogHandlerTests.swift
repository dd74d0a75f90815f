import Logging
@testable import Server
import Testing

/// The service's log lines keep swift-log's `StreamLogHandler` format while the handler renders
/// its metadata only when it writes a line.
@Suite("Log lines")
struct LogHandlerTests {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the head moved" }
    }

    @Test func aLineCarriesEveryMetadataItemSortedWithTheEventsWinning() {
        var handler = StandardErrorLogHandler(label: "geojournal", metadataProvider: .init { ["provided": "p", "shared": "from the provider"] })
        handler[metadataKey: "request"] = "42"
        handler[metadataKey: "shared"] = "from the handler"
        handler.metadata["connection"] = "7"
        let event = LogEvent(level: .warning, message: "group commit failed", error: Refusal(),
                             metadata: ["shared": "from the event", "batch": "3"], source: "Journal", file: #fileID, function: #function, line: #line)
        #expect(handler.line(for: event, at: "2026-11-26T17:40:02+0000") ==
            "2026-11-26T17:40:02+0000 warning geojournal: batch=3 connection=7 error.message=the head moved "
            + "error.type=\(String(reflecting: Refusal.self)) provided=p request=42 shared=from the event [Journal] group commit failed\n")
    }

    @Test func aLineWithoutMetadataHasNone() {
        let handler = StandardErrorLogHandler(label: "geojournal", metadataProvider: nil)
        let event = LogEvent(level: .info, message: "listening", metadata: nil, source: "Server", file: #fileID, function: #function, line: #line)
        #expect(handler.line(for: event, at: "T") == "T info geojournal: [Server] listening\n")
        #expect(handler[metadataKey: "request"] == nil)
    }
}
