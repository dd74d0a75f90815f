import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// The outer middleware of the GeoServices REST face (`/arcgis/rest`): reads the request's
/// parameters once (``GeoServicesParameters``; authentication may find the token among them) and
/// answers every error in Esri's envelope, which ArcGIS clients, GDAL and QGIS read:
///
/// ```json
/// {"error": {"code": 400, "message": "Unable to complete operation.", "details": ["where: unknown field \"FOO\" in where (at 0)"]}}
/// ```
///
/// The HTTP status is the problem's own (as Koop answers), the same as `code`.
public struct GeoServicesMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext

    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var request = request
            var context = context
            context.geoServices = try await GeoServicesParameters.read(&request, context: context, maxBytes: context.maxUploadSize)
            return try await next(request, context)
        } catch let problem as Problem {
            return Self.response(problem)
        } catch let error as JournalError {
            let problem = Problem(error)
            if problem.status.code >= 500 { context.logger.error("\(request.method) \(request.uri.path): \(error)") }
            return Self.response(problem)
        } catch let error as HTTPError {
            switch error.status {
            case .notFound: return Self.response(.notFound("no resource \(request.uri.path)"))
            case .contentTooLarge:
                return Self.response(Problem(status: .contentTooLarge, type: "limit", title: "Too large", detail: "the body is larger than \(ServerLimits.maxBodyBytes) bytes"))
            default: return Self.response(Problem(status: error.status, type: "http", title: error.status.reasonPhrase, detail: error.body ?? error.status.reasonPhrase))
            }
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            return Self.response(Problem(status: .contentTooLarge, type: "limit", title: "Too large", detail: "the body is larger than \(ServerLimits.maxBodyBytes) bytes"))
        } catch {
            context.logger.error("unexpected error on \(request.method) \(request.uri.path): \(error)")
            return Self.response(Problem(status: .internalServerError, type: "internal", title: "Internal error", detail: "unexpected error"))
        }
    }

    /// A problem in Esri's error envelope: the detail as the message, each violation as a detail line.
    static func response(_ problem: Problem) -> Response {
        var details = problem.violations.map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" }
        if details.isEmpty { details = [problem.detail] }
        var error: [String: JSONValue] = [
            "code": .integer(Int64(problem.status.code)),
            "message": .string(problem.detail),
            "details": .array(details.map(JSONValue.string)),
        ]
        // ArcGIS's own codes for a missing or refused token, which its clients recognise.
        if problem.status == .unauthorized { error["code"] = 499; error["message"] = "Token Required" ; error["details"] = [.string(problem.detail)] }
        var headers: HTTPFields = [:]
        if problem.status == .unauthorized { headers[.wwwAuthenticate] = #"Bearer realm="geojournal", Basic realm="geojournal""# }
        if let retry = problem.retryAfterSeconds {
            headers[.retryAfter] = String(retry)
        } else if problem.status == .serviceUnavailable {
            headers[.retryAfter] = "1"
        }
        headers[.cacheControl] = "no-store"
        return JSONBody.response(.object(["error": .object(error)]), status: problem.status, headers: headers)
    }
}
