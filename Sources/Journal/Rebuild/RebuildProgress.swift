import Foundation

/// How far a rebuild of one workspace has come, reported after every page of events.
///
/// ```swift
/// let rebuilder = ProjectionRebuilder(client: client, logger: logger) { progress in
///     print(progress.line)   // "demo: 120000/500000 events (24%), 81234 events/s, ETA 4.7 s"
/// }
/// ```
public struct RebuildProgress: Sendable {
    public enum Phase: String, Sendable {
        /// Folding events into the staging tables.
        case folding
        /// Building the indexes of the fresh tables (a swap).
        case indexing
        /// Under the workspace lock: catching up, then swapping (or comparing).
        case finishing
        case done
    }

    public var workspace: String
    public var phase: Phase
    public var eventsFolded: Int
    /// The head position when the rebuild started (events appended meanwhile are added at the end).
    public var eventsTotal: Int64
    public var elapsed: Duration

    public var seconds: Double { Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18 }
    public var eventsPerSecond: Double { seconds > 0 ? Double(eventsFolded) / seconds : 0 }
    /// Seconds left at the current rate, while folding.
    public var eta: Double? {
        guard phase == .folding, eventsPerSecond > 0 else { return nil }
        return max(0, Double(eventsTotal - Int64(eventsFolded)) / eventsPerSecond)
    }

    public var line: String {
        let percent = eventsTotal > 0 ? Int(Double(eventsFolded) * 100 / Double(eventsTotal)) : 100
        var text = "\(workspace): \(phase.rawValue) \(eventsFolded)/\(eventsTotal) events (\(percent)%), \(Int(eventsPerSecond)) events/s"
        if let eta { text += String(format: ", ETA %.1f s", eta) }
        if phase == .done { text += String(format: " in %.2f s", seconds) }
        return text
    }
}
