/// One reason why input was refused (or, for a warning, accepted with a remark).
///
/// `path` points into the request body the way API clients address it:
/// `edits[0].adds[2].attributes.ASSETTYPE`.
///
/// ```swift
/// Violation(path: "edits[0].adds[1].geometry", code: "geometry.invalid", message: "Self-intersection at (3 4)")
/// ```
public struct Violation: Sendable, Hashable, Codable {
    public var path: String
    public var code: String
    public var message: String

    public init(path: String, code: String, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// The same violation, its path placed under `prefix` (`"edits[0].adds[2]"` + `"attributes.X"`).
    public func prefixed(_ prefix: String) -> Violation {
        guard !prefix.isEmpty else { return self }
        return Violation(path: path.isEmpty ? prefix : "\(prefix).\(path)", code: code, message: message)
    }
}
