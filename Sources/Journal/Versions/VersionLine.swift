import Foundation

/// The line of a version: a second line of operations of a workspace, under a key of its own
/// (`<workspace>~<n>`, Schema/0040). Everywhere the journal takes a workspace it takes a line's key
/// too: the line has its own head, positions, hash chain and writer; its layers are its
/// workspace's; its reads are DEFAULT at the version's base overlaid by the line's own features
/// (``LayerState``).
///
/// ```swift
/// let line = VersionLine(key: "demo~3")!
/// line.workspace        // "demo"
/// line.objectIdOffset   // 3 << 32: OBJECTIDs of features created in the version
/// VersionLine.workspace(of: "demo~3")   // "demo"; of "demo": "demo"
/// ```
public struct VersionLine: Sendable, Hashable {
    /// The key of the line (its row in `workspaces`).
    public let key: String
    /// The workspace whose version it is (DEFAULT is the workspace's own line).
    public let workspace: String
    public let number: Int64

    public init?(key: String) {
        guard let tilde = key.firstIndex(of: "~"), let number = Int64(key[key.index(after: tilde)...]), number > 0 else { return nil }
        self.key = key
        self.workspace = String(key[..<tilde])
        self.number = number
    }

    public init(workspace: String, number: Int64) {
        self.key = "\(workspace)~\(number)"
        self.workspace = workspace
        self.number = number
    }

    /// A feature created in the line gets this plus its created event's position as OBJECTID,
    /// which no feature of DEFAULT (whose OBJECTIDs are positions of DEFAULT) or of another
    /// version has: the OBJECTID stays the feature's when it is posted. 2^32 positions per line;
    /// below 2^53 (exact in JavaScript) for the first two million versions.
    ///
    /// The one definition of a line's numbering: `BatchPlan` adds it in memory, and the line's
    /// layer views carry it in their compiled checks (`objectIdOffset` in `layer_view_checks`,
    /// written by `LayerView.checks`), which `geojournal_view_commit` adds in the same way.
    public var objectIdOffset: Int64 { number << 32 }

    /// The workspace a key belongs to: the key itself, or the workspace of a version's line.
    public static func workspace(of key: String) -> String {
        VersionLine(key: key)?.workspace ?? key
    }
}
