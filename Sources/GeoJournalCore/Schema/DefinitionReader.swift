/// Reads members of a layer body, collecting a ``Violation`` for every problem instead of
/// stopping at the first, so a client fixes its definition in one round.
///
/// Codes: `definition.missing`, `definition.type` (wrong JSON type), `definition.invalid`,
/// `definition.duplicate`, `definition.reserved`, `definition.reference` (names something that
/// does not exist), `definition.unknownMember`.
struct DefinitionReader {
    var violations: [Violation] = []

    mutating func problem(_ path: String, _ code: String, _ message: String) {
        violations.append(Violation(path: path, code: code, message: message))
    }

    static func path(_ parent: String, _ member: String) -> String {
        parent.isEmpty ? member : "\(parent).\(member)"
    }

    static func path(_ parent: String, _ index: Int) -> String { "\(parent)[\(index)]" }

    /// Reports members of `object` that are not in `allowed`.
    mutating func rejectUnknown(_ object: [String: JSONValue], allowed: Set<String>, at path: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let expected = allowed.sorted().joined(separator: ", ")
            problem(Self.path(path, key), "definition.unknownMember", "unknown member \"\(key)\" (expected: \(expected))")
        }
    }

    /// A required (or, when `required` is false, optional) member of a JSON type; nil when absent,
    /// null or of another type (the last reported).
    mutating func object(_ value: JSONValue?, at path: String, required: Bool) -> [String: JSONValue]? {
        guard present(value, at: path, required: required) else { return nil }
        if case .object(let o) = value! { return o }
        problem(path, "definition.type", "must be an object, not \(value!.typeName)")
        return nil
    }

    mutating func array(_ value: JSONValue?, at path: String, required: Bool, nonEmpty: Bool = false) -> [JSONValue]? {
        guard present(value, at: path, required: required) else { return nil }
        guard case .array(let a) = value! else {
            problem(path, "definition.type", "must be an array, not \(value!.typeName)")
            return nil
        }
        if nonEmpty, a.isEmpty {
            problem(path, "definition.invalid", "must not be empty")
            return nil
        }
        return a
    }

    mutating func string(_ value: JSONValue?, at path: String, required: Bool) -> String? {
        guard present(value, at: path, required: required) else { return nil }
        guard case .string(let s) = value! else {
            problem(path, "definition.type", "must be a string, not \(value!.typeName)")
            return nil
        }
        if s.isEmpty {
            problem(path, "definition.invalid", "must not be empty")
            return nil
        }
        return s
    }

    mutating func bool(_ value: JSONValue?, at path: String) -> Bool? {
        guard present(value, at: path, required: false) else { return nil }
        guard case .bool(let b) = value! else {
            problem(path, "definition.type", "must be true or false, not \(value!.typeName)")
            return nil
        }
        return b
    }

    mutating func integer(_ value: JSONValue?, at path: String, required: Bool) -> Int64? {
        guard present(value, at: path, required: required) else { return nil }
        guard let i = value!.intValue else {
            problem(path, "definition.type", "must be an integer, not \(value!.shortDescription)")
            return nil
        }
        return i
    }

    /// Whether a member is there and not null; reports it when it is required.
    private mutating func present(_ value: JSONValue?, at path: String, required: Bool) -> Bool {
        guard let value, !value.isNull else {
            if required { problem(path, "definition.missing", "is required") }
            return false
        }
        return true
    }
}
