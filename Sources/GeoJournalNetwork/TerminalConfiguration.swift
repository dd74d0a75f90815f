import GeoJournalCore

/// The terminals of a device, which of them face upstream, and the paths through the device.
public struct TerminalConfiguration: Sendable, Hashable {
    public var names: [String]
    public var upstream: [String]
    public var paths: [[String]]

    public init(names: [String], upstream: [String] = [], paths: [[String]] = []) {
        self.names = names
        self.upstream = upstream
        self.paths = paths
    }
}
