import GeoJournalCore
import Hummingbird
import Journal
import NIOCore
import ServiceLifecycle
import Synchronization

/// One Server-Sent Events stream of a workspace's events (``FeedRoutes``): the backlog after
/// `after` first, then live events as they commit, each read by position so that there is no gap
/// and no duplicate at the switch; a comment line every `heartbeat` keeps an idle stream alive.
/// It ends after `until` when given, and with an `event: shutdown` (the last position sent) when
/// the service shuts down gracefully.
///
/// ```swift
/// let stream = EventStream(journal: journal, workspace: "demo", after: 120, until: nil, heartbeat: .seconds(15))
/// ResponseBody { writer in try await stream.send(to: &writer) }
/// ```
struct EventStream: Sendable {
    let journal: Journal
    let workspace: String
    let after: Int64
    let until: Int64?
    let heartbeat: Duration

    /// Events read per page of the backlog.
    static let page = 500

    func send(to writer: inout any ResponseBodyWriter) async throws {
        let stopping = Mutex(false)
        let journal = self.journal
        try await withGracefulShutdownHandler {
            var position = after
            try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
            while !Task.isCancelled, !stopping.withLock({ $0 }) {
                if let until, position >= until { break }
                let (events, _) = try await journal.reads.events(workspace: workspace, after: position, limit: Self.page)
                if events.isEmpty {
                    let moved = await journal.notifier.wait(workspace: workspace, after: position, timeout: heartbeat)
                    if !moved { try await writer.write(ByteBuffer(string: ": heartbeat\n\n")) }
                    continue
                }
                var text = ""
                for e in events {
                    if let until, e.position > until { break }
                    text += "id: \(e.position)\nevent: \(e.type)\ndata: \(e.json.jsonString())\n\n"
                    position = e.position
                }
                try await writer.write(ByteBuffer(string: text))
            }
            if stopping.withLock({ $0 }) {
                try await writer.write(ByteBuffer(string: "event: shutdown\ndata: {\"lastPosition\":\(position)}\n\n"))
            }
            try await writer.finish(nil)
        } onGracefulShutdown: {
            stopping.withLock { $0 = true }
            journal.notifier.wakeAll()
        }
    }
}
