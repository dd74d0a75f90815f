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

/// A violation can be thrown (and be the failure of a `Result`) on its own.
extension Violation: Error {}

extension Violation {
    /// Where in an edits body a violation lies (`edits[0].adds[3].attributes.N` → add 3 of edit 0),
    /// and its path as the feature itself names it (`properties.N`, `geometry`), for faces that
    /// send one feature per record (OGC items, import files).
    ///
    /// ```swift
    /// Violation(path: "edits[0].adds[3].attributes.N", code: "c", message: "m").featureRelative
    /// // (index: 3, violation: properties.N)
    /// ```
    public var featureRelative: (index: Int?, violation: Violation) {
        var rest = Substring(path)
        var index: Int?
        if rest.hasPrefix("edits["), let dot = rest.firstIndex(of: "."),
            let open = rest[dot...].firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            index = Int(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            if rest.hasPrefix(".") { rest = rest.dropFirst() }
        }
        if rest.hasPrefix("attributes") { rest = "properties" + rest.dropFirst("attributes".count) }
        return (index, Violation(path: String(rest), code: code, message: message))
    }
}

/// What kind of refusal a list of violations is. Each face maps it to its own status (the HTTP
/// API: 422, 413, 400, 409); the domain and the journal only say which it is.
public enum Refusal: Sendable, Hashable {
    /// The input breaks a rule of the schema or the request's grammar.
    case invalid
    /// The input is over a configured limit (features per operation, vertices per geometry).
    case overLimit
    /// A request parameter cannot be read at all (a cursor this service did not issue, a box
    /// that has no place in the layer's reference system, a moment that is not one).
    case malformed
    /// A schema change that existing features would break (it may be forced).
    case breaksFeatures
    /// A change that contradicts what the journal holds now (an association that exists
    /// already, or one that is not there to delete).
    case contradictsJournal
}
