import Foundation
import HTTPTypes
import Hummingbird
import Journal

/// Reads the version a request names and resolves it for the caller: `version=` (`/v1`, `/ogc`),
/// the `GeoJournal-Version` header (any face), or `gdbVersion=` (`/arcgis`), as `owner.name` or
/// its GUID; DEFAULT (`sde.DEFAULT`, `DEFAULT`, nothing) is the workspace itself. The routes then
/// read and edit the version's line (``GeoJournalContext/workspaceAndPrincipal(_:)``). An unknown
/// version is a 404, another's private one a 403, before the route runs.
///
/// ```
/// GET /v1/workspaces/demo/layers/Poles/features?version=ana.design1
/// GET /arcgis/rest/services/demo/FeatureServer/0/query?where=1=1&gdbVersion=ana.design1
/// ```
public struct VersionMiddleware: RouterMiddleware {
    public typealias Context = GeoJournalContext
    let journal: Journal

    public init(journal: Journal) {
        self.journal = journal
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let name = request.uri.queryParameters["version"].map(String.init) ?? request.headers[.geojournalVersion] ?? context.geoServices?["gdbVersion"]
        guard let name, !Versions.isDefaultVersion(name), let workspace = MinPositionMiddleware.workspace(in: request.uri.path),
              let principal = context.principal else {
            return try await next(request, context)
        }
        var context = context
        do {
            context.version = try await journal.versions.version(workspace: workspace, named: name, principal: principal)
        } catch {
            throw Problem(error)
        }
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    static let geojournalVersion = HTTPField.Name("GeoJournal-Version")!
}
