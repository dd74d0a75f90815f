import Foundation
import GeoJournalCore

/// A condition barrier: traversal stops at features whose network attribute or category matches.
///
/// JSON: a comparison `{"field": "DeviceStatus", "op": "eq", "value": 0}` (`field` names a network
/// attribute, or the field it is read from; `op` is eq, ne, lt, le, gt, ge or in with an array value),
/// a category `{"category": "Isolating"}`, `{"and": [...]}`, `{"or": [...]}`; a list means or (and is
/// the canonical form of or, so problem paths inside an or read `conditionBarriers[1].field`).
public indirect enum TraceCondition: Sendable, Hashable {
    public enum Op: String, Sendable, Hashable, CaseIterable { case eq, ne, lt, le, gt, ge, `in` }
    case compare(attribute: String, op: Op, value: JSONValue)
    case category(String)
    case and([TraceCondition])
    case or([TraceCondition])

    static func parse(_ json: JSONValue, _ path: String, _ r: inout JSONReader) -> TraceCondition? {
        if let items = json.arrayValue {
            return .or(items.enumerated().compactMap { parse($0.element, JSONReader.path(path, $0.offset), &r) })
        }
        guard let o = r.object(json, at: path, required: true) else { return nil }
        if o["and"] != nil || o["or"] != nil {
            let key = o["and"] != nil ? "and" : "or"
            r.rejectUnknown(o, allowed: [key], at: path)
            let items = r.array(o[key], at: JSONReader.path(path, key), required: true) ?? []
            let parts = items.enumerated().compactMap { parse($0.element, JSONReader.path(JSONReader.path(path, key), $0.offset), &r) }
            return key == "and" ? .and(parts) : .or(parts)
        }
        if o["category"] != nil {
            r.rejectUnknown(o, allowed: ["category"], at: path)
            return r.string(o["category"], at: JSONReader.path(path, "category"), required: true).map { .category($0) }
        }
        let fieldKey = o["attribute"] != nil && o["field"] == nil ? "attribute" : "field"
        r.rejectUnknown(o, allowed: [fieldKey, "op", "value"], at: path)
        guard let field = r.string(o[fieldKey], at: JSONReader.path(path, fieldKey), required: true) else {
            return nil
        }
        guard let op = r.oneOf(o["op"], at: JSONReader.path(path, "op"), required: true, Op.self) else { return nil }
        let value = o["value"] ?? .null
        if op == .in && value.arrayValue == nil {
            r.problem(JSONReader.path(path, "value"), "member.type", "\"in\" needs an array value")
            return nil
        }
        if op != .in && value.arrayValue != nil || value.objectValue != nil {
            r.problem(JSONReader.path(path, "value"), "member.type", "compare with a number, string, boolean or null")
            return nil
        }
        return .compare(attribute: field, op: op, value: value)
    }

    var json: JSONValue {
        switch self {
        case .compare(let a, let op, let v): return .object(["field": .string(a), "op": .string(op.rawValue), "value": v])
        case .category(let c): return .object(["category": .string(c)])
        case .and(let cs): return .object(["and": .array(cs.map(\.json))])
        case .or(let cs): return .array(cs.map(\.json))
        }
    }
}
