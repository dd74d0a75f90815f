import Foundation
import GeoJournalCore

/// A change to a utility network's connectivity associations (docs/networks.md:
/// `POST .../networks/{name}/associations`): associations to add and to remove, applied all or
/// nothing as one journal operation.
///
/// ```swift
/// let request = try AssociationRequest.parse(JSONValue.parse(body)).get()
/// request.adds.first?.toTerminal   // "High"
/// ```
public struct AssociationRequest: Sendable, Hashable {
    public var adds: [Association]
    public var deletes: [Association]
    public var message: String?

    /// Associations per operation at most.
    public static let maxPerOperation = 10_000

    public init(adds: [Association] = [], deletes: [Association] = [], message: String? = nil) {
        self.adds = adds
        self.deletes = deletes
        self.message = message
    }

    /// Reads a body `{"adds": [...], "deletes": [...], "message": "..."}` where each association is
    /// `{"from": uuid, "fromTerminal": name?, "to": uuid, "toTerminal": name?}`; every structural
    /// problem is reported with its path.
    public static func parse(_ json: JSONValue) -> Result<AssociationRequest, RequestProblems> {
        guard case .object(let body) = json else {
            return .failure(RequestProblems([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]))
        }
        var problems: [Violation] = []
        for key in body.keys where !["adds", "deletes", "message"].contains(key) {
            problems.append(Violation(path: key, code: "member.unknown", message: "unknown member \"\(key)\""))
        }
        let message = JSONReader.string(body["message"], "message", &problems)
        func list(_ name: String) -> [Association] {
            switch body[name] {
            case nil, .null?: return []
            case .array(let items)?:
                return items.enumerated().compactMap { k, item in association(item, path: "\(name)[\(k)]", &problems) }
            case let other?:
                problems.append(Violation(path: name, code: "member.type", message: "\"\(name)\" must be an array, got \(other.typeName)"))
                return []
            }
        }
        let request = AssociationRequest(adds: list("adds"), deletes: list("deletes"), message: message)
        let total = request.adds.count + request.deletes.count
        if total > maxPerOperation {
            return .failure(RequestProblems([Violation(path: "", code: "limit.associations", message: "an operation may change at most \(maxPerOperation) associations; this one changes \(total)")], refusal: .overLimit))
        }
        if problems.isEmpty, total == 0 {
            problems.append(Violation(path: "adds", code: "associations.empty", message: "name at least one association to add or delete"))
        }
        var seen = Set<Association>()
        for (name, items) in [("adds", request.adds), ("deletes", request.deletes)] {
            for (k, a) in items.enumerated() where !seen.insert(a).inserted {
                problems.append(Violation(path: "\(name)[\(k)]", code: "association.duplicate", message: "this association is named more than once in the operation"))
            }
        }
        return problems.isEmpty ? .success(request) : .failure(RequestProblems(problems))
    }

    static func association(_ json: JSONValue, path: String, _ problems: inout [Violation]) -> Association? {
        guard case .object(let o) = json else {
            problems.append(Violation(path: path, code: "member.type", message: "an association is an object, got \(json.typeName)"))
            return nil
        }
        for key in o.keys where !["from", "fromTerminal", "to", "toTerminal"].contains(key) {
            problems.append(Violation(path: "\(path).\(key)", code: "member.unknown", message: "unknown member \"\(key)\""))
        }
        let before = problems.count
        let from = JSONReader.uuid(o["from"], "\(path).from", &problems)
        let to = JSONReader.uuid(o["to"], "\(path).to", &problems)
        let fromTerminal = JSONReader.string(o["fromTerminal"], "\(path).fromTerminal", &problems)
        let toTerminal = JSONReader.string(o["toTerminal"], "\(path).toTerminal", &problems)
        for (value, member) in [(from, "from"), (to, "to")] where value == nil && problems.count == before {
            problems.append(Violation(path: "\(path).\(member)", code: "member.required", message: "\"\(member)\" (a feature id) is required"))
        }
        for (value, member) in [(fromTerminal, "fromTerminal"), (toTerminal, "toTerminal")] where value?.isEmpty == true {
            problems.append(Violation(path: "\(path).\(member)", code: "member.empty", message: "a terminal name is not empty; leave \"\(member)\" out instead"))
        }
        guard let from, let to, problems.count == before else { return nil }
        return Association(from: from, fromTerminal: fromTerminal, to: to, toTerminal: toTerminal)
    }
}

extension Association {
    /// The association as the API and its events write it.
    public var json: JSONValue {
        var o: [String: JSONValue] = ["from": .string(from.uuidString.lowercased()), "to": .string(to.uuidString.lowercased())]
        if let fromTerminal { o["fromTerminal"] = .string(fromTerminal) }
        if let toTerminal { o["toTerminal"] = .string(toTerminal) }
        return .object(o)
    }

    /// Reads the association back from an event's data (its members plus `network`).
    public static func from(eventData json: JSONValue) -> Association? {
        guard var o = json.objectValue else { return nil }
        o["network"] = nil
        var problems: [Violation] = []
        return AssociationRequest.association(.object(o), path: "", &problems)
    }
}
