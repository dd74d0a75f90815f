import GeoJournalCore

/// The OpenAPI 3.0 description of the HTTP API, served at `/openapi.json` (and named by the OGC
/// landing page as its `service-desc`). Every route the router registers is listed with its
/// parameters, body, answers and their media types; every refusal is problem+json.
enum OpenAPIDocument {
    struct Route {
        var method: String
        var path: String
        var summary: String
        var query: [String] = []
        var headers: [String] = []
        var body: String? = nil
        var bodyTypes: [String] = ["application/json"]
        /// Status → (schema name, media type); nil schema: no body.
        var answers: [Int: (String?, String)] = [200: ("Object", "application/json")]
        /// Status → the headers an answer carries (``answerHeaders``).
        var answerHeaders: [Int: [String]] = [:]
        var errors: [Int] = [400, 401, 403, 404, 422, 503]
        var open: Bool = false
    }

    static func ok(_ schema: String, _ type: String = "application/json") -> [Int: (String?, String)] { [200: (schema, type)] }

    static let routes: [Route] = [
        Route(method: "get", path: "/health", summary: "Liveness and database reachability (no token needed)",
              answers: [200: ("Health", "application/json"), 503: ("Health", "application/json")], errors: [], open: true),
        Route(method: "get", path: "/metrics", summary: "Prometheus metrics", answers: ok("Text", "text/plain"), errors: [401, 403]),
        Route(method: "get", path: "/openapi.json", summary: "This document (no token needed)", answers: ok("Object"), errors: [], open: true),
        Route(method: "post", path: "/v1/workspaces", summary: "Create a workspace", body: "WorkspaceCreate", answers: [201: ("Workspace", "application/json")], errors: [400, 401, 403, 409, 422, 503]),
        Route(method: "get", path: "/v1/workspaces", summary: "List workspaces", answers: ok("WorkspaceList"), errors: [401, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}", summary: "One workspace", answers: ok("Workspace")),
        Route(method: "patch", path: "/v1/workspaces/{ws}", summary: "Make a workspace public (anyone may read it without a token) or private again (admin)",
              body: "WorkspaceChange", answers: ok("WorkspaceAccess")),
        Route(method: "get", path: "/v1/me", summary: "Who the caller is: actor, role, the workspaces it may reach (without a token: the public ones, read as the viewer \"anonymous\")",
              answers: ok("Me"), errors: [401]),
        Route(method: "put", path: "/v1/workspaces/{ws}/layers/{layer}", summary: "Define or change a layer (a schema operation)", query: ["force"], body: "LayerDefinition",
              answers: [200: ("Layer", "application/json"), 201: ("Layer", "application/json")], errors: [400, 401, 403, 404, 409, 413, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers", summary: "Layer definitions at a moment", query: ["asOf"], answers: ok("LayerList")),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers/{layer}", summary: "One layer definition at a moment", query: ["asOf"], answers: ok("Layer")),
        Route(method: "post", path: "/v1/workspaces/{ws}/edits", summary: "Apply one atomic operation of adds, updates and deletes (dryRun: validate only)",
              query: ["dryRun"], headers: ["Idempotency-Key"], body: "EditRequest", answers: ok("EditOutcome"), errors: [400, 401, 403, 404, 409, 413, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/layers/{layer}/contingent-values/query", summary: "Valid coded values and ranges of a field given the attributes chosen so far",
              body: "ContingentQuery", answers: ok("Object")),
        Route(method: "post", path: "/v1/workspaces/{ws}/layers/{layer}/contingent-values/validate", summary: "Every contingent-value violation of a set of attributes",
              body: "ContingentValidate", answers: ok("Object")),
        Route(method: "post", path: "/v1/workspaces/{ws}/features/{id}/geometry-edits", summary: "One vertex-level geometry edit", body: "GeometryEditRequest",
              answers: ok("EditOutcome"), errors: [400, 401, 403, 404, 409, 413, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers/{layer}/features", summary: "A page of features (GeoJSON)", query: ["bbox", "limit", "cursor", "asOf"],
              answers: ok("FeatureCollection", "application/geo+json")),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers/{layer}/features/{id}", summary: "One feature at a moment", query: ["asOf"], answers: ok("Feature", "application/geo+json")),
        Route(method: "get", path: "/v1/workspaces/{ws}/features/{id}/history", summary: "Every version of a feature", answers: ok("History")),
        Route(method: "get", path: "/v1/workspaces/{ws}/operations", summary: "Operations, newest first",
              query: ["actor", "sessionId", "layer", "kind", "from", "to", "opLimit", "opCursor"], answers: ok("OperationList")),
        Route(method: "get", path: "/v1/workspaces/{ws}/operations/{id}", summary: "One operation with its events", answers: ok("Operation")),
        Route(method: "get", path: "/v1/workspaces/{ws}/diff", summary: "Features added, modified and deleted between two moments",
              query: ["from!", "to", "layer", "bbox", "limit", "diffCursor"], answers: ok("Diff")),
        Route(method: "get", path: "/v1/workspaces/{ws}/events", summary: "The change feed, paged by position", query: ["after", "eventLimit"], answers: ok("EventPage")),
        Route(method: "get", path: "/v1/workspaces/{ws}/events/stream", summary: "The change feed as Server-Sent Events (until= ends it)", query: ["after", "until"],
              headers: ["Last-Event-ID"], answers: ok("Text", "text/event-stream")),
        Route(method: "get", path: "/v1/workspaces/{ws}/versions", summary: "The versions of a workspace the caller may see (branch versioning)", answers: ok("VersionList")),
        Route(method: "post", path: "/v1/workspaces/{ws}/versions", summary: "Create a version (owner.name) from DEFAULT now or at a past moment (asOf); copies nothing",
              body: "VersionCreate", answers: [201: ("Version", "application/json")], errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/versions/{v}", summary: "One version: owner, access, base, head, locks", answers: ok("Version")),
        Route(method: "patch", path: "/v1/workspaces/{ws}/versions/{v}", summary: "Rename a version, change its access, description or owner", body: "VersionChange",
              answers: ok("Version"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "delete", path: "/v1/workspaces/{ws}/versions/{v}", summary: "Hide a version (its operations stay in the journal); DEFAULT cannot be deleted",
              answers: [204: (nil, "")], errors: [400, 401, 403, 404, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/versions/{v}/reconcile", summary: "Move the version's base to DEFAULT's head; conflicts (byObject or byAttribute) go to the version",
              headers: ["Idempotency-Key"], body: "Reconcile", answers: ok("Object"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/versions/{v}/post", summary: "Write the version's changes (or some rows) to DEFAULT as one operation; 409 when DEFAULT moved since the reconcile",
              headers: ["Idempotency-Key"], body: "Post", answers: ok("Object"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/versions/{v}/differences", summary: "Inserts, updates and deletes of the version against its base or DEFAULT, per layer",
              query: ["against", "asOf", "layer", "result"], answers: ok("Object")),
        Route(method: "get", path: "/v1/workspaces/{ws}/versions/{v}/conflicts", summary: "The last reconcile's conflicts with the ancestor, DEFAULT and version states", answers: ok("Object")),
        Route(method: "post", path: "/v1/workspaces/{ws}/versions/{v}/conflicts/inspect", summary: "Mark conflicts inspected, with a note", body: "ConflictInspect",
              answers: [204: (nil, "")]),
        Route(method: "post", path: "/v1/workspaces/{ws}/versions/{v}/restore", summary: "Set conflicting features of the version to DEFAULT's or the ancestor's state (an edit in the version)",
              body: "Restore", answers: ok("EditOutcome"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/replicas", summary: "The registered offline replicas (made by ArcGIS clients through the FeatureServer's createReplica): line, generations, last sync, unused, versions keeping refused uploads",
              answers: ok("Object")),
        Route(method: "delete", path: "/v1/workspaces/{ws}/replicas", summary: "Unregister every replica of the workspace (admin); their logs and operations stay",
              answers: ok("Object"), errors: [400, 401, 403, 404, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/replicas/{id}", summary: "One replica with its log: created, each sync (who, when, generations, what was applied, refused and kept), unregistered",
              answers: ok("Object")),
        Route(method: "delete", path: "/v1/workspaces/{ws}/replicas/{id}", summary: "Unregister a replica (its owner or an admin)", answers: ok("Object"), errors: [400, 401, 403, 404, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/sessions", summary: "Open an editing session", body: "SessionCreate", answers: [201: ("Session", "application/json")]),
        Route(method: "get", path: "/v1/workspaces/{ws}/sessions/{id}", summary: "A session with its undo and redo stacks", answers: ok("Session")),
        Route(method: "post", path: "/v1/workspaces/{ws}/sessions/{id}/undo", summary: "Undo the session's last operation (a new operation; when every feature is already as the undo would leave it, a `featuresUnchanged` event and `undo.unchanged` warnings)", query: ["force"],
              answers: ok("EditOutcome"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/sessions/{id}/redo", summary: "Redo the session's last undone operation", query: ["force"],
              answers: ok("EditOutcome"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/snap", summary: "Snap a point to the nearest vertex or edge", body: "SnapRequest", answers: ok("Object")),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks", summary: "The utility networks at a moment", query: ["asOf"], answers: ok("Object")),
        Route(method: "put", path: "/v1/workspaces/{ws}/networks/{network}", summary: "Define or change a utility network (a schema operation)", body: "Object",
              answers: [200: ("Object", "application/json"), 201: ("Object", "application/json")], errors: [400, 401, 403, 404, 409, 413, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}", summary: "One network definition at a moment", query: ["asOf"], answers: ok("Object")),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}/errors", summary: "Network errors: refused coincidences, unconnected features", query: ["asOf"], answers: ok("Object")),
        Route(method: "post", path: "/v1/workspaces/{ws}/networks/{network}/trace", summary: "Trace the network (now or asOf)", query: ["asOf"], body: "Object",
              answers: ok("Object"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/networks/{network}/trace/diff",
              summary: "Run one trace at two moments: the elements it gained and lost, and the operations in between that touched the network",
              body: "Object", answers: ok("Object"), errors: [400, 401, 403, 404, 409, 422, 503]),
        Route(method: "post", path: "/v1/workspaces/{ws}/networks/{network}/associations", summary: "Add and remove connectivity associations between network features that do not touch (one edit operation, all or nothing)",
              body: "Object", answers: ok("Object"), errors: [400, 401, 403, 404, 409, 413, 422, 503]),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}/associations", summary: "The network's connectivity associations at a moment", query: ["asOf"], answers: ok("Object")),
        Route(method: "post", path: "/v1/workspaces/{ws}/networks/{network}/edges/refresh", summary: "Rewrite the persisted pgRouting edge table from the live graph", query: ["cost"],
              answers: ok("Object")),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}/edges", summary: "The live graph as pgRouting edge rows", query: ["cost", "edgeLimit", "edgeAfter"], answers: ok("Object")),
        Route(method: "get", path: "/console", summary: "The web console (also at /console/; its files need no token, it calls /v1 with the token signed in with)",
              answers: ok("Text", "text/html"), errors: [404], open: true),
        Route(method: "get", path: "/console/{file}", summary: "A file of the web console (JavaScript module, style sheet, image)",
              answers: ok("Text", "text/*"), errors: [404], open: true),
        Route(method: "get", path: "/console/vendor/leaflet/{file}", summary: "Leaflet, from the installed libjs-leaflet", answers: ok("Text", "text/*"), errors: [404], open: true),
        Route(method: "get", path: "/console/vendor/leaflet/images/{file}", summary: "Leaflet's images", answers: ok("Text", "image/png"), errors: [404], open: true),
        Route(method: "get", path: "/ogc/{ws}", summary: "OGC API – Features landing page", query: ["f"], answers: ok("LandingPage")),
        Route(method: "get", path: "/ogc/{ws}/conformance", summary: "OGC conformance classes", query: ["f"], answers: ok("Conformance")),
        Route(method: "get", path: "/ogc/{ws}/collections", summary: "The layers as OGC collections", query: ["f"], answers: ok("Collections")),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}", summary: "One collection", query: ["f"], answers: ok("Collection")),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/schema", summary: "The JSON Schema of a collection's features", query: ["f"],
              answers: ok("Object", "application/schema+json")),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/queryables", summary: "What a filter may name: the queryable fields as JSON Schema (Part 3)", query: ["f"],
              answers: ok("Object", "application/schema+json")),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/items",
              summary: "Features: now, or the snapshot at datetime= (transaction time); filter= in CQL2 text or JSON (Part 3), sortby=",
              query: ["f", "ogcLimit", "bbox", "bbox-crs", "crs", "datetime", "cursor", "filter", "filter-lang", "filter-crs", "sortby"],
              answers: ok("OGCFeatureCollection", "application/geo+json")),
        Route(method: "post", path: "/ogc/{ws}/collections/{layer}/items", summary: "Add a feature (one journal operation)", query: ["crs"], headers: ["Content-Crs"],
              body: "OGCFeatureInput", bodyTypes: ["application/geo+json", "application/json"], answers: [201: ("OGCFeature", "application/geo+json")],
              errors: [400, 401, 403, 404, 405, 415, 422, 503]),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/items/{id}", summary: "One feature, or its version valid at datetime= (410 when it did not exist then)",
              query: ["f", "crs", "datetime"], answers: ok("OGCFeature", "application/geo+json"), errors: [400, 401, 403, 404, 410, 503]),
        Route(method: "put", path: "/ogc/{ws}/collections/{layer}/items/{id}", summary: "Replace a feature (If-Match: its ETag)", query: ["crs"], headers: ["If-Match", "Content-Crs"],
              body: "OGCFeatureInput", bodyTypes: ["application/geo+json", "application/json"], answers: ok("OGCFeature", "application/geo+json"),
              errors: [400, 401, 403, 404, 405, 410, 412, 415, 422, 503]),
        Route(method: "patch", path: "/ogc/{ws}/collections/{layer}/items/{id}", summary: "Change a feature with a JSON Merge Patch (If-Match: its ETag)", query: ["crs"],
              headers: ["If-Match", "Content-Crs"], body: "OGCFeaturePatch", bodyTypes: ["application/merge-patch+json", "application/json"],
              answers: ok("OGCFeature", "application/geo+json"), errors: [400, 401, 403, 404, 405, 410, 412, 415, 422, 503]),
        Route(method: "delete", path: "/ogc/{ws}/collections/{layer}/items/{id}", summary: "Delete a feature (If-Match: its ETag)", headers: ["If-Match"],
              answers: [204: (nil, "")], errors: [400, 401, 403, 404, 405, 410, 412, 422, 503]),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/items/{id}/versions", summary: "The Time Map of a feature: every version with its memento link",
              query: ["f"], answers: ok("TimeMap")),
        Route(method: "get", path: "/ogc/{ws}/tileMatrixSets", summary: "The tile matrix sets of the tiles (WebMercatorQuad)", query: ["jsonF"], answers: ok("TileMatrixSets")),
        Route(method: "get", path: "/ogc/{ws}/tileMatrixSets/{tms}", summary: "A tile matrix set (OGC 2D TMS 2.0 JSON)", query: ["jsonF"], answers: ok("TileMatrixSet")),
        Route(method: "get", path: "/ogc/{ws}/tiles", summary: "The vector tilesets of every layer of the workspace", query: ["jsonF"], answers: ok("Tilesets")),
        Route(method: "get", path: "/ogc/{ws}/tiles/{tms}", summary: "The tileset of every layer: its metadata, or TileJSON 3.0 (f=tilejson)",
              query: ["tileF", "datetime", "asOf", "properties", "collections"], answers: ok("Tileset")),
        Route(method: "get", path: "/ogc/{ws}/tiles/{tms}/{z}/{y}/{x}",
              summary: "A Mapbox Vector Tile of every layer now, as of a moment or in a version (204 when empty; a tile outside the matrix is a 400)",
              query: ["mvtF", "datetime", "asOf", "properties", "collections"], headers: ["If-None-Match"], answers: tile, answerHeaders: tileHeaders),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/tiles", summary: "The vector tilesets of a collection", query: ["jsonF"], answers: ok("Tilesets")),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/tiles/{tms}", summary: "A collection's tileset: its metadata, or TileJSON 3.0 (f=tilejson)",
              query: ["tileF", "datetime", "asOf", "properties"], answers: ok("Tileset")),
        Route(method: "get", path: "/ogc/{ws}/collections/{layer}/tiles/{tms}/{z}/{y}/{x}",
              summary: "A Mapbox Vector Tile of a collection now, as of a moment or in a version (204 when empty; a tile outside the matrix is a 400)",
              query: ["mvtF", "datetime", "asOf", "properties"], headers: ["If-None-Match"], answers: tile, answerHeaders: tileHeaders),
    ]

    /// A tile's answers: the tile, none (empty), or not modified since the tag sent.
    static let tile: [Int: (String?, String)] = [200: ("Tile", "application/vnd.mapbox-vector-tile"), 204: (nil, ""), 304: (nil, "")]
    /// The headers of a tile's answers: its tag and caching, and which layers were thinned.
    static let tileHeaders: [Int: [String]] = [200: ["ETag", "Cache-Control", "GeoJournal-Tile-Thinned"],
                                               204: ["ETag", "Cache-Control", "GeoJournal-Tile-Thinned"], 304: ["ETag", "Cache-Control"]]
    /// The headers answers carry, by name.
    static let answerHeaderSchemas: [String: JSONValue] = [
        "ETag": ["description": "The tile's tag: its layers, position and address (a tile of a past position never changes)",
                 "schema": ["type": "string", "example": "\"t42-3f2a9c0d1e7b5a64\""]],
        "Cache-Control": ["description": "public, max-age=31536000, immutable for a tile of a past position of a public workspace; public, no-cache for one of now; private, no-cache in a private workspace",
                          "schema": ["type": "string"]],
        "GeoJournal-Tile-Thinned": ["description": "The layers of the tile that held more features than the per-tile limit, separated by commas: each was thinned to the limit by its stated rule (docs/tiles.md)",
                                    "schema": ["type": "string", "example": "Poles, Lines"]],
    ]

    /// Routes a request without a token may call on a public workspace (as a viewer whose actor is
    /// `anonymous`): every read of a workspace. Their `security` says the token is optional; on
    /// a private workspace they answer 401 without one, as every other route does.
    static func readableWithoutToken(_ route: Route) -> Bool {
        guard route.path.contains("{ws}"), !route.open else { return false }
        if route.method == "get" { return true }
        return route.method == "post" && ["/contingent-values/query", "/contingent-values/validate", "/snap", "/trace", "/trace/diff"].contains { route.path.hasSuffix($0) }
    }

    // MARK: parameters

    static let pathParameters: [String: JSONValue] = [
        "ws": ["type": "string", "pattern": "^[a-z0-9_-]{1,63}$", "example": "demo"],
        "layer": ["type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,62}$", "example": "BirdNest"],
        "id": ["type": "string", "format": "uuid"],
        "network": ["type": "string", "minLength": 1, "maxLength": 63, "example": "Electric"],
        "file": ["type": "string", "pattern": "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$", "example": "console.css"],
        "v": ["type": "string", "minLength": 1, "maxLength": 64, "description": "A version's owner.name or its GUID", "example": "ana.design1"],
        "tms": ["type": "string", "enum": ["WebMercatorQuad"]],
        "z": ["type": "integer", "minimum": 0, "maximum": 24, "description": "The tile matrix (zoom)", "example": 0],
        "y": ["type": "integer", "minimum": 0, "description": "The tile row, from the top (below 2^z)", "example": 0],
        "x": ["type": "integer", "minimum": 0, "description": "The tile column, from the left (below 2^z)", "example": 0],
    ]

    static let position: JSONValue = ["type": "string", "description": "A position (whole number) or an RFC 3339 time", "example": "0"]
    static let flag: JSONValue = ["type": "string", "enum": ["true", "false"]]
    static let bbox: JSONValue = ["type": "string", "description": "minx,miny,maxx,maxy", "example": "0,0,1000000,1000000"]

    /// Query parameters by name; a route names a variant (`opLimit`) where its bounds differ.
    static let queryParameters: [String: (name: String, schema: JSONValue)] = [
        "asOf": ("asOf", position), "from": ("from", position), "from!": ("from", position), "to": ("to", position),
        "force": ("force", flag), "dryRun": ("dryRun", flag),
        "bbox": ("bbox", bbox),
        "limit": ("limit", ["type": "integer", "minimum": 1, "maximum": 10000]),
        "ogcLimit": ("limit", ["type": "integer", "minimum": 1, "maximum": 10000, "default": 100]),
        "opLimit": ("limit", ["type": "integer", "minimum": 1, "maximum": 1000]),
        "eventLimit": ("limit", ["type": "integer", "minimum": 1, "maximum": 10000]),
        "edgeLimit": ("limit", ["type": "integer", "minimum": 1, "maximum": 10000]),
        "cursor": ("cursor", ["type": "string", "description": "The cursor of a next link"]),
        "opCursor": ("cursor", ["type": "integer", "minimum": 1]),
        "diffCursor": ("cursor", ["type": "string", "format": "uuid"]),
        "after": ("after", ["type": "integer", "minimum": 0]),
        "edgeAfter": ("after", ["type": "integer", "minimum": 0]),
        "until": ("until", ["type": "integer", "minimum": 0]),
        "actor": ("actor", ["type": "string"]), "layer": ("layer", ["type": "string"]),
        "kind": ("kind", ["type": "string", "enum": ["edit", "undo", "redo", "import", "schema"]]),
        "sessionId": ("sessionId", ["type": "string", "format": "uuid"]),
        "cost": ("cost", ["type": "string", "description": "The attribute that gives an edge its cost"]),
        "f": ("f", ["type": "string", "enum": ["json", "geojson"]]),
        "jsonF": ("f", ["type": "string", "enum": ["json"]]),
        "tileF": ("f", ["type": "string", "enum": ["json", "tilejson"]]),
        "mvtF": ("f", ["type": "string", "enum": ["mvt"]]),
        "properties": ("properties", ["type": "string", "description": "The attributes each tile feature carries, separated by commas (id and OBJECTID always)", "example": "NAME"]),
        "collections": ("collections", ["type": "string", "description": "The collections in each tile, separated by commas (default: every one)"]),
        "crs": ("crs", ["type": "string", "format": "uri", "example": "http://www.opengis.net/def/crs/OGC/1.3/CRS84"]),
        "bbox-crs": ("bbox-crs", ["type": "string", "format": "uri", "example": "http://www.opengis.net/def/crs/OGC/1.3/CRS84"]),
        "datetime": ("datetime", ["type": "string", "format": "date-time", "description": "An instant: the versions valid then (transaction time)"]),
        "filter": ("filter", ["type": "string", "description": "A CQL2 filter on the collection's queryables (text, or JSON with filter-lang=cql2-json); a 400 names the place of any problem",
                              "example": "STATUS IN (1, 3) AND S_INTERSECTS(geometry, BBOX(7, 50, 8, 51))"]),
        "filter-lang": ("filter-lang", ["type": "string", "enum": ["cql2-text", "cql2-json"], "default": "cql2-text"]),
        "filter-crs": ("filter-crs", ["type": "string", "format": "uri", "description": "The CRS of the filter's geometries (default CRS84)",
                                      "example": "http://www.opengis.net/def/crs/EPSG/0/3857"]),
        "sortby": ("sortby", ["type": "string", "description": "Queryable fields to order by, +field ascending (the default) or -field descending, separated by commas",
                              "example": "-HEIGHT,+N"]),
        "version": ("version", ["type": "string", "description": "Read or edit in this version (owner.name or its GUID); DEFAULT when absent", "example": "sde.DEFAULT"]),
        "against": ("against", ["type": "string", "enum": ["base", "default"]]),
        "result": ("result", ["type": "string", "enum": ["ids", "features"]]),
    ]

    static let headerParameters: [String: JSONValue] = [
        "Idempotency-Key": ["type": "string", "minLength": 1, "maxLength": 255],
        "If-Match": ["type": "string", "description": "The ETag of the version the change applies to", "example": "\"1\""],
        "If-None-Match": ["type": "string", "description": "The ETag of a tile already held: 304 while it is still the tile"],
        "Content-Crs": ["type": "string", "description": "The CRS of the body's geometry, in angle brackets", "example": "<http://www.opengis.net/def/crs/OGC/1.3/CRS84>"],
        "Last-Event-ID": ["type": "string", "pattern": "^[0-9]{1,18}$"],
        "GeoJournal-Version": ["type": "string", "description": "Read or edit in this version (owner.name or its GUID), as the version query parameter"],
        "GeoJournal-Min-Position": ["type": "integer", "format": "int64", "minimum": 0,
                                    "description": "Answer only from state at or past this position of the workspace (read your writes across nodes and replicas); a node or replica that is behind waits, within the request's time limit, then answers 503 `position-not-reached` with Retry-After"],
    ]

    /// Routes behind ``MinPositionMiddleware`` (every `/v1` and `/ogc` route): they take
    /// `GeoJournal-Min-Position`, a malformed one is a 400, one not reached in time a 503.
    static func honoursMinPosition(_ route: Route) -> Bool {
        !route.open && (route.path.hasPrefix("/v1/") || route.path.hasPrefix("/ogc/"))
    }

    // MARK: schemas

    static func object(_ properties: [String: JSONValue], required: [String] = []) -> JSONValue {
        var o: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { o["required"] = .array(required.map(JSONValue.string)) }
        return .object(o)
    }

    static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/components/schemas/\(name)")] }
    static func array(_ items: JSONValue) -> JSONValue { ["type": "array", "items": items] }
    static let string: JSONValue = ["type": "string"]
    static let nullableString: JSONValue = ["type": "string", "nullable": true]
    static let integer: JSONValue = ["type": "integer"]
    static let number: JSONValue = ["type": "number"]
    static let anything: JSONValue = [:]
    static let links: JSONValue = array(object(["href": string, "rel": string, "type": string, "title": string], required: ["href", "rel"]))

    static let schemas: [String: JSONValue] = [
        "Object": ["type": "object"],
        "Text": ["type": "string"],
        "Problem": object([
            "type": string, "title": string, "status": integer, "detail": string,
            "violations": array(object(["path": string, "code": string, "message": string], required: ["path", "code", "message"])),
        ], required: ["type", "title", "status", "detail"]),
        "Health": object(["status": ["type": "string", "enum": ["ok", "degraded"]], "database": ["type": "boolean"]], required: ["status", "database"]),
        "WorkspaceCreate": object(["id": ["type": "string", "pattern": "^[a-z0-9_-]{1,63}$"], "title": string], required: ["id"]),
        "Workspace": object(["id": string, "title": string, "createdBy": string, "createdAt": string, "headPosition": integer, "public": ["type": "boolean"]],
                            required: ["id", "title", "createdBy", "createdAt", "headPosition", "public"]),
        "WorkspaceList": object(["workspaces": array(ref("Workspace"))], required: ["workspaces"]),
        "WorkspaceChange": object(["public": ["type": "boolean"]], required: ["public"]),
        "WorkspaceAccess": object(["id": string, "title": string, "public": ["type": "boolean"]], required: ["id", "title", "public"]),
        "Me": object(["actor": string, "role": ["type": "string", "enum": ["viewer", "editor", "admin"]], "authenticated": ["type": "boolean"],
                      "tokenWorkspaces": ["type": "array", "items": string, "nullable": true], "workspaces": array(ref("WorkspaceAccess"))],
                     required: ["actor", "role", "authenticated", "workspaces"]),
        "LayerDefinition": object([
            "geometryType": ["type": "string", "enum": ["Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon"]],
            "srid": ["type": "integer", "minimum": 1],
            "fields": array(object(["name": string, "type": ["type": "string", "enum": ["integer", "smallint", "double", "string", "boolean", "date", "uuid"]],
                                    "nullable": ["type": "boolean"], "length": integer, "default": anything, "domain": string], required: ["name", "type"])),
            "domains": ["type": "object"], "subtypeField": string, "subtypes": array(["type": "object"]), "contingentValues": ["type": "object"],
        ], required: ["geometryType", "srid"]),
        "Layer": object(["name": string, "geometryType": string, "srid": integer, "fields": array(["type": "object"]), "version": integer, "position": integer],
                        required: ["name", "geometryType", "srid", "version", "position"]),
        "LayerList": object(["layers": array(ref("Layer")), "position": integer], required: ["layers", "position"]),
        "EditRequest": object([
            "sessionId": ["type": "string", "format": "uuid"], "message": string,
            "edits": array(object(["layer": string, "adds": array(["type": "object"]), "updates": array(["type": "object"]), "deletes": array(["type": "object"])],
                                  required: ["layer"])),
        ], required: ["edits"]),
        "EditOutcome": ["type": "object", "description": "The operation and one result per feature (a dry run answers its validation instead)"],
        "GeometryEditRequest": object(["expectedVersion": ["type": "integer", "minimum": 1], "sessionId": ["type": "string", "format": "uuid"], "message": string,
                                       "edit": ["type": "object"]], required: ["edit"]),
        "ContingentQuery": object(["field": string, "attributes": ["type": "object"]], required: ["field"]),
        "ContingentValidate": object(["attributes": ["type": "object"]], required: ["attributes"]),
        "VersionCreate": object(["name": ["type": "string", "minLength": 1, "maxLength": 62], "access": ["type": "string", "enum": ["private", "protected", "public"]],
                                 "description": string, "asOf": position], required: ["name"]),
        "VersionChange": object(["name": string, "access": ["type": "string", "enum": ["private", "protected", "public"]], "description": string, "owner": string]),
        "Version": object(["guid": string, "name": string, "owner": string, "access": string, "description": string, "base": integer, "createdBase": integer,
                           "head": integer, "created": string, "modified": string, "readers": integer, "editingSession": ["type": "string", "nullable": true],
                           "viewSchema": ["type": "string", "nullable": true]],
                          required: ["guid", "name", "owner", "access", "base", "head"]),
        "VersionList": object(["versions": array(ref("Version"))], required: ["versions"]),
        "Reconcile": object(["conflictDetection": ["type": "string", "enum": ["byObject", "byAttribute"]], "abortIfConflicts": ["type": "boolean"], "withPost": ["type": "boolean"]]),
        "Post": object(["rows": array(["type": "string", "format": "uuid"]), "sessionId": ["type": "string", "format": "uuid"]]),
        "ConflictInspect": object(["ids": array(["type": "string", "format": "uuid"]), "inspected": ["type": "boolean"], "note": string], required: ["ids"]),
        "Restore": object(["ids": array(["type": "string", "format": "uuid"]), "from": ["type": "string", "enum": ["default", "ancestor"]]], required: ["ids"]),
        "SessionCreate": object(["title": string]),
        "Session": object(["id": string, "actor": string, "title": string, "canUndo": ["type": "boolean"], "canRedo": ["type": "boolean"],
                           "undoStack": array(["type": "object"]), "redoStack": array(["type": "object"])], required: ["id", "canUndo", "canRedo", "undoStack", "redoStack"]),
        "SnapRequest": object(["point": array(number), "tolerance": number, "sources": array(["type": "object"]), "editing": ["type": "object"]], required: ["point"]),
        "Geometry": object(["type": string, "coordinates": array(anything)], required: ["type"]),
        "Feature": object(["type": ["type": "string", "enum": ["Feature"]], "id": string, "version": integer, "geometry": ref("Geometry"), "properties": ["type": "object"]],
                          required: ["type", "id", "geometry", "properties"]),
        "FeatureCollection": object(["type": ["type": "string", "enum": ["FeatureCollection"]], "position": integer, "numberReturned": integer,
                                     "features": array(ref("Feature")), "next": string], required: ["type", "features"]),
        "History": object(["featureId": string, "versions": array(["type": "object"])], required: ["featureId", "versions"]),
        "Operation": object(["id": string, "kind": string, "firstPosition": integer, "lastPosition": integer, "actor": string, "recordedAt": string,
                             "events": array(["type": "object"])], required: ["id", "kind", "firstPosition", "lastPosition", "actor", "recordedAt"]),
        "OperationList": object(["operations": array(ref("Operation")), "next": string], required: ["operations"]),
        "Diff": object(["from": integer, "to": integer, "added": array(["type": "object"]), "modified": array(["type": "object"]), "deleted": array(["type": "object"]),
                        "next": string], required: ["from", "to", "added", "modified", "deleted"]),
        "EventPage": object(["events": array(["type": "object"]), "lastPosition": integer, "headPosition": integer], required: ["events", "lastPosition", "headPosition"]),
        "LandingPage": object(["title": string, "description": string, "links": links], required: ["links"]),
        "Conformance": object(["conformsTo": array(string)], required: ["conformsTo"]),
        "Collection": object(["id": string, "title": string, "description": string, "links": links, "extent": ["type": "object"], "itemType": string,
                              "crs": array(string), "storageCrs": string], required: ["id", "links"]),
        "Collections": object(["collections": array(ref("Collection")), "links": links], required: ["collections", "links"]),
        "OGCFeature": object(["type": ["type": "string", "enum": ["Feature"]], "id": string, "geometry": ref("Geometry"), "properties": ["type": "object", "nullable": true],
                              "time": ["type": "object"], "version": integer, "links": links], required: ["type", "geometry", "properties"]),
        "OGCFeatureCollection": object(["type": ["type": "string", "enum": ["FeatureCollection"]], "features": array(ref("OGCFeature")), "links": links,
                                        "numberReturned": ["type": "integer", "minimum": 0], "numberMatched": ["type": "integer", "minimum": 0],
                                        "timeStamp": ["type": "string", "format": "date-time"]], required: ["type", "features"]),
        "OGCFeatureInput": object(["type": ["type": "string", "enum": ["Feature"]], "id": ["type": "string", "format": "uuid"], "geometry": ref("Geometry"),
                                   "properties": ["type": "object", "nullable": true]], required: ["type", "geometry"]),
        "OGCFeaturePatch": object(["geometry": ref("Geometry"), "properties": ["type": "object", "nullable": true]]),
        "TileMatrixSets": object(["tileMatrixSets": array(object(["id": string, "title": string, "uri": string, "links": links], required: ["id", "links"]))],
                                 required: ["tileMatrixSets"]),
        "TileMatrixSet": object(["id": string, "title": string, "uri": string, "crs": string, "orderedAxes": array(string),
                                 "tileMatrices": array(object(["id": string, "scaleDenominator": number, "cellSize": number, "cornerOfOrigin": string,
                                                               "pointOfOrigin": array(number), "tileWidth": integer, "tileHeight": integer,
                                                               "matrixWidth": integer, "matrixHeight": integer],
                                                              required: ["id", "scaleDenominator", "cellSize", "pointOfOrigin", "tileWidth", "tileHeight", "matrixWidth", "matrixHeight"]))],
                                required: ["id", "crs", "tileMatrices"]),
        "Tilesets": object(["tilesets": array(object(["title": string, "dataType": string, "crs": string, "tileMatrixSetURI": string, "links": links],
                                                     required: ["dataType", "crs", "links"]))], required: ["tilesets"]),
        "Tileset": ["type": "object", "description": "The tileset's metadata (dataType, crs, tileMatrixSetURI, layers, links with the templated tile link), or TileJSON 3.0.0 (f=tilejson: tilejson, tiles, vector_layers)"],
        "Tile": ["type": "string", "format": "binary", "description": "A Mapbox Vector Tile (one layer per collection; every feature has the properties id and OBJECTID, its feature id is the OBJECTID)"],
        "TimeMap": object(["featureId": string, "deleted": ["type": "boolean"], "versions": array(["type": "object"]), "links": links],
                          required: ["featureId", "versions", "links"]),
    ]

    static let reasons: [Int: String] = [
        200: "Success", 201: "Created", 204: "No content", 304: "Not modified: the tile named by If-None-Match is still the tile", 400: "Bad request (a malformed parameter or body)", 401: "No valid bearer token",
        403: "The token may not do this, or not in this workspace", 404: "Not found", 405: "Method not allowed", 409: "Conflict with the current state; nothing was written",
        410: "The feature does not exist at that moment", 412: "If-Match does not match the current version; nothing was written", 413: "Too large",
        415: "Unsupported media type", 422: "Invalid input; nothing was written",
        429: "The token is over its request rate or open-stream limit; nothing was written (Retry-After)",
        503: "The database is not available (a failover under way), the request was not answered within the service's time limit, or GeoJournal-Min-Position was not reached in it; retry (Retry-After)",
    ]

    static var json: JSONValue {
        var paths: [String: JSONValue] = [:]
        for route in routes {
            var parameters: [JSONValue] = []
            for name in ["ws", "layer", "id", "network", "file", "v", "tms", "z", "y", "x"] where route.path.contains("{\(name)}") {
                parameters.append(["name": .string(name), "in": "path", "required": true, "schema": pathParameters[name]!])
            }
            // Every route of a workspace reads and edits DEFAULT or the version it names (VersionMiddleware).
            let versioned = honoursMinPosition(route) && route.path.contains("{ws}") && !route.path.contains("{v}")
            for key in route.query + (versioned ? ["version"] : []) {
                let (name, schema) = queryParameters[key]!
                parameters.append(["name": .string(name), "in": "query", "required": .bool(key.hasSuffix("!")), "schema": schema])
            }
            let headers = (honoursMinPosition(route) ? route.headers + ["GeoJournal-Min-Position"] : route.headers) + (versioned ? ["GeoJournal-Version"] : [])
            for name in headers {
                parameters.append(["name": .string(name), "in": "header", "required": false, "schema": headerParameters[name]!])
            }
            var responses: [String: JSONValue] = [:]
            for (status, (schema, type)) in route.answers {
                var answer: [String: JSONValue] = ["description": .string(reasons[status] ?? "Answer")]
                if let schema { answer["content"] = .object([type: ["schema": ref(schema)]]) }
                if let names = route.answerHeaders[status] {
                    answer["headers"] = .object(Dictionary(uniqueKeysWithValues: names.map { ($0, answerHeaderSchemas[$0]!) }))
                }
                responses[String(status)] = .object(answer)
            }
            // Every route behind a token may also meet the token's rate limit.
            var errors = route.errors.contains(401) ? route.errors + [429] : route.errors
            if honoursMinPosition(route) { errors += [400, 503].filter { !errors.contains($0) } }
            if versioned { errors += [403, 404].filter { !errors.contains($0) } }
            for status in errors where responses[String(status)] == nil {
                responses[String(status)] = ["description": .string(reasons[status] ?? "A problem"), "content": ["application/problem+json": ["schema": ref("Problem")]]]
            }
            responses["default"] = ["description": "A problem (RFC 9457)", "content": ["application/problem+json": ["schema": ref("Problem")]]]
            var operation: [String: JSONValue] = [
                "summary": .string(route.summary),
                "operationId": .string(operationId(route)),
                "parameters": .array(parameters),
                "responses": .object(responses),
            ]
            if let body = route.body {
                var content: [String: JSONValue] = [:]
                for type in route.bodyTypes { content[type] = ["schema": ref(body)] }
                operation["requestBody"] = ["required": .bool(route.method != "post" || !route.path.hasSuffix("/sessions")), "content": .object(content)]
            }
            let bearer: JSONValue = ["bearer": []]
            let optional = readableWithoutToken(route) || route.path == "/v1/me"
            operation["security"] = route.open ? [] : optional ? .array([bearer, .object([:])]) : .array([bearer])
            var item = paths[route.path]?.objectValue ?? [:]
            item[route.method] = .object(operation)
            paths[route.path] = .object(item)
        }
        return .object([
            "openapi": "3.0.3",
            "info": ["title": "GeoJournal", "version": "1.0.0", "description": "Event-sourced journal of GIS feature edits, with an OGC API – Features face at /ogc/{ws}."],
            "paths": .object(paths),
            "components": [
                "securitySchemes": ["bearer": ["type": "http", "scheme": "bearer"]],
                "schemas": .object(schemas),
            ],
        ])
    }

    /// `get /v1/workspaces/{ws}/layers` → `getV1WorkspacesWsLayers`.
    static func operationId(_ route: Route) -> String {
        var words = [route.method]
        for part in route.path.split(whereSeparator: { "/{}.-".contains($0) }) where !part.isEmpty {
            words.append(part.prefix(1).uppercased() + part.dropFirst())
        }
        return words.joined()
    }
}
