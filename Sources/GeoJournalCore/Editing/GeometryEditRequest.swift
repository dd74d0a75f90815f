import Foundation

/// The body of `POST /v1/workspaces/{ws}/features/{id}/geometry-edits`: one vertex-level edit
/// (``GeometryEdit``), the version the client read, and the session and message of the operation.
///
/// ```swift
/// let body: JSONValue = ["expectedVersion": 3, "edit": ["moveVertex": ["index": 1, "to": [10, 20]]]]
/// switch GeometryEditRequest.parse(body) {
/// case .success(let r): apply(r.edit, expecting: r.expectedVersion)
/// case .failure(let problems): reject(problems.violations)   // e.g. "edit.moveVertex.to"
/// }
/// ```
public struct GeometryEditRequest: Sendable, Hashable {
    public var edit: GeometryEdit
    public var expectedVersion: Int?
    public var sessionId: UUID?
    public var message: String?

    /// Reads the body strictly: an unknown member, a member of the wrong type or a missing
    /// `edit` is a violation naming its path.
    public static func parse(_ body: JSONValue) -> Result<GeometryEditRequest, RequestProblems> {
        guard case .object(let o) = body else {
            return .failure(RequestProblems([Violation(path: "", code: "body.type", message: "the body must be a JSON object")]))
        }
        var reader = JSONReader()
        reader.rejectUnknown(o, allowed: ["expectedVersion", "sessionId", "message", "edit"], at: "")
        var problems = reader.violations
        let expected = JSONReader.version(o["expectedVersion"], "expectedVersion", &problems)
        let session = JSONReader.uuid(o["sessionId"], "sessionId", &problems)
        let message = JSONReader.string(o["message"], "message", &problems)
        var edit: GeometryEdit?
        if let e = o["edit"] {
            switch GeometryEdit.parse(e) {
            case .success(let parsed): edit = parsed
            case .failure(let p): problems.append(contentsOf: p.violations.map { $0.prefixed("edit") })
            }
        } else {
            problems.append(Violation(path: "edit", code: "member.required", message: "\"edit\" is required"))
        }
        guard problems.isEmpty, let edit else { return .failure(RequestProblems(problems)) }
        return .success(GeometryEditRequest(edit: edit, expectedVersion: expected, sessionId: session, message: message))
    }
}
