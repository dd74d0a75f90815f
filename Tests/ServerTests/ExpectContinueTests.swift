import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Hummingbird
import HummingbirdTesting
@testable import Server
import Testing

/// A client that sends `Expect: 100-continue` (curl does for every body over 1 MiB) hears
/// `100 Continue` at once and sends its body; the answer is the same as without the header.
@Suite("Expect: 100-continue")
struct ExpectContinueTests {
    @Test func curlHearsContinueAndItsLargeEditLands() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let adds = (0..<12_000).map { #"{"attributes":{"N":\#($0),"NAME":"point number \#($0)"},"geometry":{"type":"Point","coordinates":[\#($0),1]}}"# }
        let body = FileManager.default.temporaryDirectory.appendingPathComponent("expect-\(world.workspace).json")
        try Data(#"{"edits":[{"layer":"Points","adds":[\#(adds.joined(separator: ","))]}]}"#.utf8).write(to: body)
        defer { try? FileManager.default.removeItem(at: body) }
        #expect(try body.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 > 1 << 20, "over 1 MiB, where curl asks")
        let before = try await world.eventCount()
        let app = Application(responder: GeoJournalServer.makeResponder(journal: world.journal, tokens: world.env.tokens, metrics: world.metrics),
                              server: GeoJournalServer.httpServer)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            for expect in ["Expect: 100-continue", "Expect:"] {
                let curl = Process()
                curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
                curl.arguments = ["-sv", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Authorization: Bearer \(world.editor)", "-H", "Content-Type: application/json",
                                  "-H", expect, "--data-binary", "@\(body.path)", "http://127.0.0.1:\(port)/v1/workspaces/\(world.workspace)/edits"]
                let out = Pipe(), err = Pipe()
                curl.standardOutput = out
                curl.standardError = err
                try curl.run()
                let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let trace = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                curl.waitUntilExit()
                #expect(status == "200", "\(expect): \(status)")
                #expect(trace.contains("< HTTP/1.1 100 Continue") == (expect != "Expect:"), "\(expect): \(trace.suffix(600))")
            }
        }
        #expect(try await world.eventCount() - before == 2 * 12_000, "both edits landed, each feature once")
    }
}
