import Foundation

/// The one way GeoJournal reads the members of a JSON request body (edits, traces, snaps, sessions,
/// layer and network definitions, associations, OGC bodies). It collects a ``Violation`` for every
/// problem instead of stopping at the first, so a client fixes its body in one round, and every
/// body speaks the same codes:
///
/// | code | meaning |
/// |---|---|
/// | `member.required` | a required member is missing or null |
/// | `member.type` | a member has another JSON type than the one it must have |
/// | `member.unknown` | a member the body does not define (never silently ignored) |
/// | `member.invalid` | the right type, but a value the member does not allow |
/// | `member.duplicate` | a name given twice where names must be unique |
/// | `member.reserved` | a name GeoJournal keeps for itself |
/// | `member.reference` | names something that does not exist |
///
/// ```swift
/// var reader = JSONReader()
/// guard let body = reader.object(json, at: "", required: true, allowed: ["type", "asOf"]) else { ... }
/// let asOf = reader.moment(body["asOf"], at: "asOf")      // 1041 or "1041" or "2026-11-27T10:00:00Z"
/// if !reader.violations.isEmpty { return .failure(RequestProblems(reader.violations)) }
/// ```
public struct JSONReader: Sendable {
    public var violations: [Violation] = []

    public init() {}

    public mutating func problem(_ path: String, _ code: String, _ message: String) {
        violations.append(Violation(path: path, code: code, message: message))
    }

    public static func path(_ parent: String, _ member: String) -> String {
        parent.isEmpty ? member : "\(parent).\(member)"
    }

    public static func path(_ parent: String, _ index: Int) -> String { "\(parent)[\(index)]" }

    /// Reports members of `object` that are not in `allowed`.
    public mutating func rejectUnknown(_ object: [String: JSONValue], allowed: Set<String>, at path: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let expected = allowed.sorted().joined(separator: ", ")
            problem(Self.path(path, key), "member.unknown", "unknown member \"\(key)\" (expected: \(expected))")
        }
    }

    /// A required (or optional) object; nil when absent, null or of another type (reported).
    /// With `allowed`, its other members are reported as unknown.
    public mutating func object(_ value: JSONValue?, at path: String, required: Bool, allowed: Set<String>? = nil) -> [String: JSONValue]? {
        guard present(value, at: path, required: required) else { return nil }
        guard case .object(let o) = value! else {
            problem(path, path.isEmpty ? "body.type" : "member.type", "\(path.isEmpty ? "the body" : "must be") an object, not \(value!.typeName)")
            return nil
        }
        if let allowed { rejectUnknown(o, allowed: allowed, at: path) }
        return o
    }

    public mutating func array(_ value: JSONValue?, at path: String, required: Bool, nonEmpty: Bool = false) -> [JSONValue]? {
        guard present(value, at: path, required: required) else { return nil }
        guard case .array(let a) = value! else {
            problem(path, "member.type", "must be an array, not \(value!.typeName)")
            return nil
        }
        if nonEmpty, a.isEmpty {
            problem(path, "member.invalid", "must not be empty")
            return nil
        }
        return a
    }

    /// A non-empty string.
    public mutating func string(_ value: JSONValue?, at path: String, required: Bool) -> String? {
        guard present(value, at: path, required: required) else { return nil }
        guard case .string(let s) = value! else {
            problem(path, "member.type", "must be a string, not \(value!.typeName)")
            return nil
        }
        if s.isEmpty {
            problem(path, "member.invalid", "must not be empty")
            return nil
        }
        return s
    }

    public mutating func bool(_ value: JSONValue?, at path: String) -> Bool? {
        guard present(value, at: path, required: false) else { return nil }
        guard case .bool(let b) = value! else {
            problem(path, "member.type", "must be true or false, not \(value!.typeName)")
            return nil
        }
        return b
    }

    public mutating func integer(_ value: JSONValue?, at path: String, required: Bool) -> Int64? {
        guard present(value, at: path, required: required) else { return nil }
        guard let i = value!.intValue else {
            problem(path, "member.type", "must be an integer, not \(value!.shortDescription)")
            return nil
        }
        return i
    }

    /// A finite number.
    public mutating func number(_ value: JSONValue?, at path: String, required: Bool) -> Double? {
        guard present(value, at: path, required: required) else { return nil }
        guard let d = value!.doubleValue, d.isFinite else {
            problem(path, "member.type", "must be a finite number, not \(value!.shortDescription)")
            return nil
        }
        return d
    }

    /// A UUID in its text form.
    public mutating func uuid(_ value: JSONValue?, at path: String, required: Bool) -> UUID? {
        guard present(value, at: path, required: required) else { return nil }
        return Self.uuid(value, path, &violations)
    }

    /// One of an enumeration's raw values.
    public mutating func oneOf<E: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: String, required: Bool, _ type: E.Type) -> E? where E.RawValue == String {
        guard let text = string(value, at: path, required: required) else { return nil }
        guard let e = E(rawValue: text) else {
            problem(path, "member.invalid", "\"\(text)\" is not one of \(E.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return e
    }

    /// A moment as the API takes it wherever one is asked for: a position as a JSON integer or a
    /// string, or an RFC 3339 time as a string. Returned as text for ``ReadMoment``-style parsing.
    public mutating func moment(_ value: JSONValue?, at path: String) -> String? {
        guard present(value, at: path, required: false) else { return nil }
        switch value! {
        case .integer(let p) where p >= 0: return String(p)
        case .string(let s) where !s.isEmpty: return s
        default:
            problem(path, "member.type", "a moment is a position (an integer, or a string of one) or an RFC 3339 time, not \(value!.shortDescription)")
            return nil
        }
    }

    /// Whether a member is there and not null; reports it when it is required.
    private mutating func present(_ value: JSONValue?, at path: String, required: Bool) -> Bool {
        guard let value, !value.isNull else {
            if required { problem(path, "member.required", "is required") }
            return false
        }
        return true
    }
}

/// The hot-path form of the reader: members of an edit body read one by one, with the same codes,
/// the path rendered only when there is a problem to report (an import reads millions of them).
extension JSONReader {
    public static func uuid(_ v: JSONValue?, _ path: @autoclosure () -> String, _ problems: inout [Violation]) -> UUID? {
        switch v {
        case nil, .null?: return nil
        case .string(let s)?:
            if let id = UUID(uuidString: s) { return id }
            problems.append(Violation(path: path(), code: "member.uuid", message: "\"\(s)\" is not a UUID"))
            return nil
        case let other?:
            problems.append(Violation(path: path(), code: "member.type", message: "expected a UUID string, got \(other.typeName)"))
            return nil
        }
    }

    public static func string(_ v: JSONValue?, _ path: @autoclosure () -> String, _ problems: inout [Violation]) -> String? {
        switch v {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?:
            problems.append(Violation(path: path(), code: "member.type", message: "expected a string, got \(other.typeName)"))
            return nil
        }
    }

    public static func version(_ v: JSONValue?, _ path: @autoclosure () -> String, _ problems: inout [Violation]) -> Int? {
        switch v {
        case nil, .null?: return nil
        case let value?:
            if let i = value.intValue, i >= 1, i <= Int64(Int32.max) { return Int(i) }
            problems.append(Violation(path: path(), code: "member.version", message: "a version is a whole number from 1"))
            return nil
        }
    }

    public static func array(_ v: JSONValue?, _ path: @autoclosure () -> String, _ problems: inout [Violation]) -> [JSONValue] {
        switch v {
        case nil, .null?: return []
        case .array(let a)?: return a
        case let other?:
            problems.append(Violation(path: path(), code: "member.type", message: "expected an array, got \(other.typeName)"))
            return []
        }
    }

    public static func attributes(_ v: JSONValue?, _ path: @autoclosure () -> String, _ problems: inout [Violation]) -> Attributes {
        switch v {
        case nil, .null?: return [:]
        case .object(let o)?: return o
        case let other?:
            problems.append(Violation(path: path(), code: "member.type", message: "attributes must be an object, got \(other.typeName)"))
            return [:]
        }
    }
}
