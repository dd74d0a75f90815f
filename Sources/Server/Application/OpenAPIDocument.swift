import GeoJournalCore

/// The OpenAPI 3.0 description of the HTTP API, served at `/openapi.json`. Every route the router
/// registers is listed here with its parameters, body and answers (errors are problem+json).
enum OpenAPIDocument {
    struct Route {
        var method: String
        var path: String
        var summary: String
        var query: [String] = []
        var body: Bool = false
        var success: Int = 200
        var contentType: String = "application/json"
    }

    static let routes: [Route] = [
        Route(method: "get", path: "/health", summary: "Liveness and database reachability (no token needed)"),
        Route(method: "get", path: "/metrics", summary: "Prometheus metrics", contentType: "text/plain"),
        Route(method: "get", path: "/openapi.json", summary: "This document"),
        Route(method: "post", path: "/v1/workspaces", summary: "Create a workspace", body: true, success: 201),
        Route(method: "get", path: "/v1/workspaces", summary: "List workspaces"),
        Route(method: "get", path: "/v1/workspaces/{ws}", summary: "One workspace"),
        Route(method: "put", path: "/v1/workspaces/{ws}/layers/{layer}", summary: "Define or change a layer (a schema operation)", query: ["force"], body: true),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers", summary: "Layer definitions at a moment", query: ["asOf"]),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers/{layer}", summary: "One layer definition at a moment", query: ["asOf"]),
        Route(method: "post", path: "/v1/workspaces/{ws}/edits", summary: "Apply one atomic operation of adds, updates and deletes (dryRun: validate only)", query: ["dryRun"], body: true),
        Route(method: "post", path: "/v1/workspaces/{ws}/layers/{layer}/contingent-values/query", summary: "Valid coded values and ranges of a field given the attributes chosen so far", body: true),
        Route(method: "post", path: "/v1/workspaces/{ws}/layers/{layer}/contingent-values/validate", summary: "Every contingent-value violation of a set of attributes", body: true),
        Route(method: "post", path: "/v1/workspaces/{ws}/features/{id}/geometry-edits", summary: "One vertex-level geometry edit", body: true),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers/{layer}/features", summary: "A page of features (GeoJSON)", query: ["bbox", "limit", "cursor", "asOf"], contentType: "application/geo+json"),
        Route(method: "get", path: "/v1/workspaces/{ws}/layers/{layer}/features/{id}", summary: "One feature at a moment", query: ["asOf"], contentType: "application/geo+json"),
        Route(method: "get", path: "/v1/workspaces/{ws}/features/{id}/history", summary: "Every version of a feature"),
        Route(method: "get", path: "/v1/workspaces/{ws}/operations", summary: "Operations, newest first", query: ["actor", "sessionId", "layer", "kind", "from", "to", "limit", "cursor"]),
        Route(method: "get", path: "/v1/workspaces/{ws}/operations/{id}", summary: "One operation with its events"),
        Route(method: "get", path: "/v1/workspaces/{ws}/diff", summary: "Features added, modified and deleted between two moments", query: ["from", "to", "layer", "bbox", "limit", "cursor"]),
        Route(method: "get", path: "/v1/workspaces/{ws}/events", summary: "The change feed, paged by position", query: ["after", "limit"]),
        Route(method: "get", path: "/v1/workspaces/{ws}/events/stream", summary: "The change feed as Server-Sent Events", query: ["after", "until"], contentType: "text/event-stream"),
        Route(method: "post", path: "/v1/workspaces/{ws}/sessions", summary: "Open an editing session", body: true, success: 201),
        Route(method: "get", path: "/v1/workspaces/{ws}/sessions/{id}", summary: "A session with its undo and redo stacks"),
        Route(method: "post", path: "/v1/workspaces/{ws}/sessions/{id}/undo", summary: "Undo the session's last operation (a new operation; when every feature is already as the undo would leave it, a `featuresUnchanged` event and `undo.unchanged` warnings)", query: ["force"]),
        Route(method: "post", path: "/v1/workspaces/{ws}/sessions/{id}/redo", summary: "Redo the session's last undone operation", query: ["force"]),
        Route(method: "post", path: "/v1/workspaces/{ws}/snap", summary: "Snap a point to the nearest vertex or edge", body: true),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks", summary: "The utility networks at a moment", query: ["asOf"]),
        Route(method: "put", path: "/v1/workspaces/{ws}/networks/{network}", summary: "Define or change a utility network (a schema operation)", body: true),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}", summary: "One network definition at a moment", query: ["asOf"]),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}/errors", summary: "Network errors: refused coincidences, unconnected features", query: ["asOf"]),
        Route(method: "post", path: "/v1/workspaces/{ws}/networks/{network}/trace", summary: "Trace the network (now or asOf)", body: true),
        Route(method: "post", path: "/v1/workspaces/{ws}/networks/{network}/edges/refresh", summary: "Rewrite the persisted pgRouting edge table from the live graph", query: ["cost"]),
        Route(method: "get", path: "/v1/workspaces/{ws}/networks/{network}/edges", summary: "The live graph as pgRouting edge rows", query: ["cost", "limit", "after"]),
    ]

    static var json: JSONValue {
        var paths: [String: JSONValue] = [:]
        for route in routes {
            var parameters: [JSONValue] = []
            for name in ["ws", "layer", "id"] where route.path.contains("{\(name)}") {
                parameters.append(["name": .string(name), "in": "path", "required": true, "schema": ["type": "string"]])
            }
            for name in route.query {
                parameters.append(["name": .string(name), "in": "query", "required": false, "schema": ["type": "string"]])
            }
            var responses: [String: JSONValue] = [
                String(route.success): ["description": "Success", "content": .object([route.contentType: ["schema": ["type": route.contentType.hasPrefix("text/") ? "string" : "object"]]])],
                "default": ["description": "A problem (RFC 9457)", "content": ["application/problem+json": ["schema": ["$ref": "#/components/schemas/Problem"]]]],
            ]
            if route.path == "/health" { responses["503"] = ["description": "The database is not reachable"] }
            var operation: [String: JSONValue] = ["summary": .string(route.summary), "parameters": .array(parameters), "responses": .object(responses)]
            if route.body {
                operation["requestBody"] = ["required": true, "content": ["application/json": ["schema": ["type": "object"]]]]
            }
            if route.path != "/health" { operation["security"] = [["bearer": []]] }
            var item = paths[route.path]?.objectValue ?? [:]
            item[route.method] = .object(operation)
            paths[route.path] = .object(item)
        }
        return .object([
            "openapi": "3.0.3",
            "info": ["title": "GeoJournal", "version": "1.0.0", "description": "Event-sourced journal of GIS feature edits."],
            "paths": .object(paths),
            "components": [
                "securitySchemes": ["bearer": ["type": "http", "scheme": "bearer"]],
                "schemas": ["Problem": [
                    "type": "object",
                    "required": ["type", "title", "status", "detail"],
                    "properties": [
                        "type": ["type": "string"], "title": ["type": "string"], "status": ["type": "integer"], "detail": ["type": "string"],
                        "violations": ["type": "array", "items": ["type": "object", "properties": [
                            "path": ["type": "string"], "code": ["type": "string"], "message": ["type": "string"]]]],
                    ],
                ]],
            ],
        ])
    }
}
