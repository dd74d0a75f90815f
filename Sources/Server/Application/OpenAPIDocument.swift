import GeoJournalCore

/// The OpenAPI 3.0 description of the HTTP API, served at `/openapi.json`.
enum OpenAPIDocument {
    static var json: JSONValue {
        .object([
            "openapi": "3.0.3",
            "info": .object(["title": "GeoJournal", "version": "1.0.0", "description": "Event-sourced journal of GIS feature edits."]),
            "paths": .object([:]),
        ])
    }
}
