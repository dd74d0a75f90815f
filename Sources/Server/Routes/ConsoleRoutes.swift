import Foundation
import HTTPTypes
import Hummingbird
import Journal

/// `GET /console/`: the web console, static files from the repository's `Console/` folder, and
/// Leaflet from Debian's `libjs-leaflet` (`/usr/share/javascript/leaflet/`) at
/// `/console/vendor/leaflet/…`. The files need no token: everything they show comes from `/v1`,
/// which the console calls with the token the person signs in with.
///
/// ```swift
/// ConsoleRoutes().add(to: router)        // GET /console/ → Console/index.html
/// ```
///
/// Only plain file names are served (no folders, no `..`), with their content type and
/// `Cache-Control: no-cache` (the browser revalidates: there is no build step that would version
/// the names); Leaflet, which changes only with its Debian package, may be kept for a day.
struct ConsoleRoutes {
    /// The folder of the console's files: `$GEOJOURNAL_CONSOLE_DIR`, or the first `Console/` with an
    /// `index.html` found walking up from the executable, the working directory or this source file
    /// (as `Migrator.locateSchemaDirectory()` finds `Schema/`).
    let directory: URL?
    /// Leaflet's installed files: `$GEOJOURNAL_LEAFLET_DIR` or Debian's path.
    let leafletDirectory: URL
    let fileIO = FileIO()

    init(directory: URL? = ConsoleRoutes.locateConsoleDirectory(), leafletDirectory: URL = ConsoleRoutes.leafletDirectory()) {
        self.directory = directory
        self.leafletDirectory = leafletDirectory
    }

    static func locateConsoleDirectory() -> URL? {
        Migrator.locateRepositoryFolder("Console", holding: "index.html", environment: "GEOJOURNAL_CONSOLE_DIR")
    }

    static func leafletDirectory() -> URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["GEOJOURNAL_LEAFLET_DIR"] ?? "/usr/share/javascript/leaflet")
    }

    /// Content types by file extension; other files are not served.
    static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "ico": "image/x-icon",
        "json": "application/json",
        "map": "application/json",
    ]

    /// The page's policy: scripts and connections only to this service; images from anywhere (the
    /// optional tile URL setting); no framing.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; connect-src 'self'; img-src * data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'self'; form-action 'none'"

    func add(to router: Router<GeoJournalContext>) {
        router.get("console", use: consoleIndex)
        router.get("console/:file", use: consoleFile)
        router.get("console/vendor/leaflet/:file", use: leafletFile)
        router.get("console/vendor/leaflet/images/:file", use: leafletImage)
    }

    func consoleIndex(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await serve("index.html", from: directory, cacheControl: "no-cache", context: context)
    }

    func consoleFile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await serve(try context.parameter("file"), from: directory, cacheControl: "no-cache", context: context)
    }

    func leafletFile(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await serve(try context.parameter("file"), from: leafletDirectory, cacheControl: "public, max-age=86400", context: context)
    }

    func leafletImage(_ request: Request, context: GeoJournalContext) async throws -> Response {
        try await serve(try context.parameter("file"), from: leafletDirectory.appendingPathComponent("images"),
                        cacheControl: "public, max-age=86400", context: context)
    }

    /// A plain file name of `folder` with a known extension, or a 404 problem.
    func serve(_ name: String, from folder: URL?, cacheControl: String, context: GeoJournalContext) async throws -> Response {
        guard let folder else {
            throw Problem.notFound("the console's files were not found (set GEOJOURNAL_CONSOLE_DIR to the repository's Console folder)")
        }
        let plain = !name.isEmpty && name.count <= 100 && !name.hasPrefix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
        let ext = name.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        guard plain, let type = Self.contentTypes[ext] else { throw Problem.notFound("the console has no file \"\(name)\"") }
        let path = folder.appendingPathComponent(name).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw Problem.notFound(folder == leafletDirectory || folder.lastPathComponent == "images"
                ? "Leaflet's \(name) is not installed (Debian package libjs-leaflet, path \(folder.path))"
                : "the console has no file \"\(name)\"")
        }
        let body = try await fileIO.loadFile(path: path, context: context)
        var headers: HTTPFields = [.contentType: type, .cacheControl: cacheControl]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        if ext == "html" { headers[HTTPField.Name("Content-Security-Policy")!] = Self.contentSecurityPolicy }
        return Response(status: .ok, headers: headers, body: body)
    }
}
