import Crypto

/// The name of a workspace's partition of a projection table (`features`, `feature_versions`):
/// the parent's name and the first 16 hex digits of the SHA-256 of the workspace id, exactly as
/// the SQL function `projection_partition(parent, workspace)` of `Schema/0006` computes it.
///
/// ```swift
/// ProjectionPartition.name("features", workspace: "demo")   // "features_2a97516c354b6884"
/// ```
enum ProjectionPartition {
    static func name(_ parent: String, workspace: String) -> String {
        let digest = SHA256.hash(data: Array(workspace.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
        return "\(parent)_\(digest)"
    }
}
