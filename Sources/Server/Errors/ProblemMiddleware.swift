import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal
import Logging

/// Turns every error a route throws into a problem+json response, so that no input produces a
/// bare 500 and every refusal has the same shape.
public struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            return try problem.response(from: request, context: context)
        } catch let error as JournalError {
            let problem = Problem(error)
            if problem.status.code >= 500 { context.logger.error("\(request.method) \(request.uri.path): \(error)") }
            return try problem.response(from: request, context: context)
        } catch let error as HTTPError {
            let problem: Problem
            switch error.status {
            case .contentTooLarge:
                problem = Problem(status: .contentTooLarge, type: "limit", title: "Too large", detail: "the body is larger than \(ServerLimits.maxBodyBytes) bytes")
            case .notFound:
                problem = .notFound("no route \(request.method) \(request.uri.path)")
            case .methodNotAllowed:
                problem = Problem(status: .methodNotAllowed, type: "method-not-allowed", title: "Method not allowed", detail: "\(request.method) is not allowed on \(request.uri.path)")
            default:
                problem = Problem(status: error.status, type: "http", title: error.status.reasonPhrase, detail: error.body ?? error.status.reasonPhrase)
            }
            return try problem.response(from: request, context: context)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            return try Problem(status: .contentTooLarge, type: "limit", title: "Too large", detail: "the body is larger than \(ServerLimits.maxBodyBytes) bytes")
                .response(from: request, context: context)
        } catch {
            context.logger.error("unexpected error on \(request.method) \(request.uri.path): \(error)")
            return try Problem(status: .internalServerError, type: "internal", title: "Internal error", detail: "unexpected error").response(from: request, context: context)
        }
    }
}
