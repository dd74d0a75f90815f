import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal
import NIOCore

/// An RFC 9457 problem: the only error shape the API sends. `type` is stable per kind of problem.
///
/// ```swift
/// throw Problem(status: .notFound, type: "not-found", title: "Not found", detail: "no layer \"Pole\"")
/// ```
public struct Problem: Error, Sendable, HTTPResponseError {
    public var status: HTTPResponse.Status
    public var type: String
    public var title: String
    public var detail: String
    public var violations: [Violation]
    public var extra: [String: JSONValue]
    /// Sent as `Retry-After` (429; a 503 always says 1 second).
    public var retryAfterSeconds: Int?

    public init(status: HTTPResponse.Status, type: String, title: String, detail: String, violations: [Violation] = [], extra: [String: JSONValue] = [:]) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.violations = violations
        self.extra = extra
    }

    public static let typeBase = "https://geojournal.dev/problems/"

    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "type": .string(Self.typeBase + type),
            "title": .string(title),
            "status": .integer(Int64(status.code)),
            "detail": .string(detail),
        ]
        if !violations.isEmpty {
            o["violations"] = .array(violations.map { .object(["path": .string($0.path), "code": .string($0.code), "message": .string($0.message)]) })
        }
        for (k, v) in extra { o[k] = v }
        return .object(o)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/problem+json"
        if status == .unauthorized { headers[.wwwAuthenticate] = "Bearer realm=\"geojournal\", Basic realm=\"geojournal\"" }
        if let seconds = retryAfterSeconds {
            headers[.retryAfter] = String(seconds)
        } else if status == .serviceUnavailable {
            headers[.retryAfter] = "1"
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json.jsonBytes())))
    }
}

extension Problem {
    /// The one mapping from a kind of refusal to its status and problem type.
    public init(_ violations: [Violation], _ refusal: Refusal) {
        switch refusal {
        case .invalid:
            self = .invalid(violations)
        case .overLimit:
            self = Problem(status: .contentTooLarge, type: "limit", title: "Too large", detail: violations.first?.message ?? "over a limit", violations: violations)
        case .malformed:
            self = Problem(status: .badRequest, type: "bad-request", title: "Bad request", detail: violations.first?.message ?? "bad request", violations: violations)
        case .breaksFeatures:
            self = Problem(status: .conflict, type: "schema-change-breaks-features", title: "The change would break existing features",
                           detail: "\(violations.count) problem(s) in existing features; repeat with ?force=true to record the change anyway", violations: violations)
        case .contradictsJournal:
            self = Problem(status: .conflict, type: "conflict", title: "Conflict", detail: violations.first?.message ?? "the journal holds otherwise", violations: violations)
        }
    }

    public static func invalid(_ violations: [Violation], status: HTTPResponse.Status = .unprocessableContent, detail: String? = nil) -> Problem {
        let n = violations.count
        return Problem(status: status, type: "validation", title: "The request is not valid",
                       detail: detail ?? "\(n) problem\(n == 1 ? "" : "s") found; nothing was written", violations: violations)
    }

    public static func badRequest(_ detail: String, path: String = "", code: String = "request.invalid") -> Problem {
        Problem(status: .badRequest, type: "bad-request", title: "Bad request", detail: detail, violations: [Violation(path: path, code: code, message: detail)])
    }

    public static func tooManyRequests(_ detail: String, retryAfter: Duration) -> Problem {
        var p = Problem(status: .tooManyRequests, type: "too-many-requests", title: "Too many requests", detail: detail)
        p.retryAfterSeconds = max(1, Int((Double(retryAfter.components.seconds) + Double(retryAfter.components.attoseconds) * 1e-18).rounded(.up)))
        return p
    }

    public static func notFound(_ detail: String) -> Problem {
        Problem(status: .notFound, type: "not-found", title: "Not found", detail: detail)
    }

    public static func forbidden(_ detail: String) -> Problem {
        Problem(status: .forbidden, type: "forbidden", title: "Forbidden", detail: detail)
    }

    public static let unauthorized = Problem(status: .unauthorized, type: "unauthorized", title: "Unauthorized",
                                             detail: "send a valid token as \"Authorization: Bearer <token>\", as the password of HTTP Basic authentication, or as \"X-Esri-Authorization: Bearer <token>\"")

    /// The one mapping from journal errors to problems.
    public init(_ error: JournalError) {
        switch error {
        case .invalid(let violations, let refusal):
            self = Problem(violations, refusal)
        case .conflict(let detail, let conflicts):
            self = Problem(status: .conflict, type: "conflict", title: "Conflict", detail: detail,
                           violations: conflicts.map { Violation(path: $0.path, code: "version.conflict", message: $0.message) },
                           extra: conflicts.isEmpty ? [:] : ["conflicts": .array(conflicts.map { c in
                               var o: [String: JSONValue] = ["featureId": .string(c.featureId.lowercased)]
                               o["expectedVersion"] = c.expectedVersion.map { .integer(Int64($0)) } ?? .null
                               o["currentVersion"] = c.currentVersion.map { .integer(Int64($0)) } ?? .null
                               return .object(o)
                           })])
        case .notFound(let detail):
            self = .notFound(detail)
        case .forbidden(let detail):
            self = .forbidden(detail)
        case .alreadyExists(let detail):
            self = Problem(status: .conflict, type: "already-exists", title: "Already exists", detail: detail)
        case .idempotencyMismatch(let detail):
            self = Problem(status: .unprocessableContent, type: "idempotency-key-reused", title: "Idempotency key reused", detail: detail)
        case .unavailable(let detail):
            self = Problem(status: .serviceUnavailable, type: "unavailable", title: "Service unavailable", detail: detail)
        case .configuration(let detail), .internalFailure(let detail):
            self = Problem(status: .internalServerError, type: "internal", title: "Internal error", detail: detail)
        }
    }
}
