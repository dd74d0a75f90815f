import Crypto
import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

extension GeoJournalContext {
    /// The append context of a request, made here for every face (`/v1`, OGC, GeoServices): the
    /// token's actor, the request id, the face, and, when the route replays retries
    /// (`fingerprint` given), the `Idempotency-Key` header with the SHA-256 of the method, the
    /// path and the request's content, so a key reused for another request is refused. The
    /// request's deadline and minimum position travel with the task (``RequestDeadline``,
    /// ``MinimumPosition``, set by the responder and the middleware), the editing session with
    /// the edit request itself.
    ///
    /// ```swift
    /// let (body, bytes) = try await JSONBody.read(request, context: context)
    /// let append = try context.appendContext(request, principal: principal, fingerprint: bytes)
    /// let outcome = try await journal.edits.apply(workspace: ws, request: edit, context: append)
    /// ```
    func appendContext(_ request: Request, principal: Principal, kind: OperationKind = .edit, fingerprint: [UInt8]? = nil,
                       via face: String? = nil) throws -> AppendContext {
        var metadata: [String: JSONValue] = ["requestId": .string(id)]
        if let face { metadata["via"] = .string(face) }
        var key: String?
        var hash: [UInt8]?
        if let fingerprint {
            key = try Self.idempotencyKey(request)
            if key != nil { hash = Array(SHA256.hash(data: Array("\(request.method.rawValue) \(request.uri.path)\n".utf8) + fingerprint)) }
        }
        return AppendContext(actor: principal.actor, kind: kind, idempotencyKey: key, requestHash: hash, metadata: .object(metadata))
    }

    /// The request's `Idempotency-Key` (1 to 255 characters), if it has one.
    static func idempotencyKey(_ request: Request) throws -> String? {
        let key = request.headers[.idempotencyKey]
        if let key, key.isEmpty || key.count > 255 {
            throw Problem.badRequest("Idempotency-Key must be 1 to 255 characters", path: "Idempotency-Key", code: "header.idempotencyKey")
        }
        return key
    }
}
