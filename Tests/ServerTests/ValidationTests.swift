import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

@Suite("Refusing bad input with problem+json and writing nothing")
struct ValidationTests {
    /// Sends `body` as an edit and expects `status` with a violation whose path and code match.
    func expectRefused(_ body: String, status: HTTPResponse.Status, path: String? = nil, code: String? = nil, layer: String = TestWorld.pointLayer) async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", layer)
        let head = try await world.head()
        try await world.withClient { client in
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == status, "\(r.text)")
            #expect(r.headers[.contentType] == "application/problem+json")
            #expect(r.json["status"].intValue == Int64(status.code))
            #expect(r.json["type"].stringValue?.hasPrefix("https://") == true)
            let violations = r.json["violations"].arrayValue ?? []
            if let path { #expect(violations.contains { $0["path"].stringValue == path }, "\(r.text)") }
            if let code { #expect(violations.contains { $0["code"].stringValue == code }, "\(r.text)") }
        }
        #expect(try await world.head() == head)
    }

    @Test func malformedJSONIs400WithTheOffset() async throws {
        try await expectRefused(#"{"edits": [ {"layer": "Points",, }"#, status: .badRequest, code: "json.malformed")
    }

    @Test func unknownLayerIs422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Nope","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}"#,
                                status: .unprocessableContent, path: "edits[0].layer", code: "layer.unknown")
    }

    @Test func unknownFieldIs422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1,"COLOR":"red"},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}"#,
                                status: .unprocessableContent, path: "edits[0].adds[0].attributes.COLOR", code: "field.unknown")
    }

    @Test func wrongGeometryTypeIs422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}]}]}"#,
                                status: .unprocessableContent, code: "geometry.typeMismatch")
    }

    @Test func selfIntersectingPolygonIs422() async throws {
        let layer = #"{"geometryType":"Polygon","srid":3857,"fields":[{"name":"N","type":"integer"}]}"#
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Polygon","coordinates":[[[0,0],[10,10],[10,0],[0,10],[0,0]]]}}]}]}"#,
                                status: .unprocessableContent, code: "geometry.invalid", layer: layer)
    }

    @Test func unclosedRingIs422() async throws {
        let layer = #"{"geometryType":"Polygon","srid":3857,"fields":[]}"#
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[10,0],[10,10],[0,10]]]}}]}]}"#,
                                status: .unprocessableContent, code: "geometry.unclosedRing", layer: layer)
    }

    @Test func tooFewPointsIs422() async throws {
        let layer = #"{"geometryType":"LineString","srid":3857,"fields":[]}"#
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{},"geometry":{"type":"LineString","coordinates":[[0,0]]}}]}]}"#,
                                status: .unprocessableContent, code: "geometry.tooFewPoints", layer: layer)
    }

    @Test func nonFiniteCoordinateIs400() async throws {
        // JSON has no NaN or Infinity; a number too large for a double is refused by the parser.
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1e999,0]}}]}]}"#,
                                status: .badRequest, code: "json.malformed")
    }

    @Test func coordinatesOutsideTheSpatialReferenceAre422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[3e7,0]}}]}]}"#,
                                status: .unprocessableContent, code: "geometry.outOfBounds")
    }

    @Test func wrongAttributeTypeIs422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":"one"},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}"#,
                                status: .unprocessableContent, path: "edits[0].adds[0].attributes.N")
    }

    @Test func nullInANonNullFieldIs422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":null},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}"#,
                                status: .unprocessableContent, path: "edits[0].adds[0].attributes.N")
    }

    @Test func overLongStringIs422() async throws {
        try await expectRefused(#"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1,"NAME":"abcdefghijklmnopqrstuvwxyz"},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}"#,
                                status: .unprocessableContent, path: "edits[0].adds[0].attributes.NAME")
    }

    @Test func everyViolationIsListed() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let body = #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":"x"},"geometry":{"type":"Point","coordinates":[0,0]}},{"attributes":{"N":1,"Q":2},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}]}]}"#
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(r.status == .unprocessableContent)
            let paths = Set((r.json["violations"].arrayValue ?? []).compactMap { $0["path"].stringValue })
            #expect(paths.contains("edits[0].adds[0].attributes.N"))
            #expect(paths.contains("edits[0].adds[1].attributes.Q"))
            #expect(paths.contains { $0.hasPrefix("edits[0].adds[1].geometry") })
        }
    }

    @Test func structurallyWrongBodiesAre422NotServerErrors() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let bodies = [
            "[]", "null", "42", #"{"edits":{}}"#, #"{"edits":[]}"#, #"{"edits":[1]}"#, #"{"edits":[{"layer":"Points","adds":[{"geometry":7}]}]}"#,
            #"{"edits":[{"layer":"Points","updates":[{"id":"not-a-uuid","attributes":{"N":1}}]}]}"#,
            #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[0]}}]}]}"#,
            #"{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"GeometryCollection","geometries":[]}}]}]}"#,
            #"{"edits":[{"layer":"Points","deletes":[{"id":"6f1c1a52-3f4e-4f7a-9d55-000000000000","expectedVersion":-3}]}]}"#,
        ]
        try await world.withClient { client in
            for body in bodies {
                let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
                #expect(r.status.code >= 400 && r.status.code < 500, "\(body) → \(r.status)")
                #expect(r.headers[.contentType] == "application/problem+json", "\(body)")
            }
        }
        #expect(try await world.eventCount() == 1)
    }

    @Test func bodyOverTheLimitIs413() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            let huge = String(repeating: " ", count: 65 * 1024 * 1024)
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: huge)
            #expect(r.status == .contentTooLarge)
            #expect(r.headers[.contentType] == "application/problem+json")
        }
    }
}

@Suite("Bearer tokens and roles")
struct AuthTests {
    @Test func requestsWithoutAValidTokenGet401() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            let none = try await client.send(.get, "/v1/workspaces", token: nil)
            #expect(none.status == .unauthorized)
            #expect(none.headers[.contentType] == "application/problem+json")
            let wrong = try await client.send(.get, "/v1/workspaces", token: "gj_not-a-real-token")
            #expect(wrong.status == .unauthorized)
            let health = try await client.send(.get, "/health", token: nil)
            #expect(health.status == .ok)
        }
    }

    /// The scheme is case-insensitive and the token may have spaces or tabs around it (RFC 9110);
    /// nothing else about it is loosened.
    @Test func theSchemeIgnoresCaseAndTheTokenItsSurroundingWhiteSpace() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            for header in ["bearer \(world.viewer)", "BEARER   \(world.viewer) \t ", "Bearer \t\(world.viewer)"] {
                let r = try await client.send(.get, "/v1/workspaces", token: nil, headers: [.authorization: header])
                #expect(r.status == .ok, "\(header.debugDescription)")
            }
            for header in ["Bearer    ", "Bearer \(world.viewer)x", "Bearer \(world.viewer.dropLast())", "Basic \(world.viewer)", "Bearer\t\(world.viewer)"] {
                let r = try await client.send(.get, "/v1/workspaces", token: nil, headers: [.authorization: header])
                #expect(r.status == .unauthorized, "\(header.debugDescription)")
            }
        }
    }

    /// What QGIS, GDAL and ArcGIS clients can send: HTTP Basic with the token as the password (any
    /// user name) and `X-Esri-Authorization: Bearer`, on every face; the role stays the token's.
    @Test func basicAuthenticationWithTheTokenAsPasswordAndTheEsriHeaderAreTokensToo() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        @Sendable func basic(_ user: String, _ password: String) -> String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }
        let esri = HTTPField.Name("X-Esri-Authorization")!
        try await world.withClient { client in
            for uri in ["/v1/workspaces", "/ogc/\(world.workspace)/collections"] {
                for fields: HTTPFields in [[.authorization: basic("qgis", world.viewer)], [.authorization: basic("", world.viewer)],
                                           [.authorization: basic("Åsa Öberg", world.viewer)], [esri: "Bearer \(world.viewer)"], [esri: "bearer  \(world.viewer) "]] {
                    let r = try await client.send(.get, uri, token: nil, headers: fields)
                    #expect(r.status == .ok, "\(uri) \(fields)")
                }
                for fields: HTTPFields in [[.authorization: basic("qgis", world.viewer + "x")], [.authorization: basic(world.viewer, "")],
                                           [.authorization: "Basic not-base64!"], [esri: "Token \(world.viewer)"], [esri: world.viewer]] {
                    let r = try await client.send(.get, uri, token: nil, headers: fields)
                    #expect(r.status == .unauthorized, "\(uri) \(fields)")
                }
            }
            let unauthorized = try await client.send(.get, "/v1/workspaces", token: nil)
            #expect(unauthorized.headers[.wwwAuthenticate]?.contains("Basic") == true)
            // The role is the token's, however it came: a viewer cannot edit.
            let viewerEdit = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: nil, body: TestWorld.addBody(1),
                                                   headers: [.authorization: basic("qgis", world.viewer), .contentType: "application/json"])
            #expect(viewerEdit.status == .forbidden)
            let editorEdit = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: nil, body: TestWorld.addBody(2),
                                                   headers: [esri: "Bearer \(world.editor)", .contentType: "application/json"])
            #expect(editorEdit.status == .ok)
            #expect(editorEdit.json["operation"]["actor"].stringValue == "ed")
        }
    }

    @Test func viewersCannotEditAndTheActorComesFromTheToken() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        try await world.withClient { client in
            let body = TestWorld.addBody(1)
            let viewer = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.viewer, body: body)
            #expect(viewer.status == .forbidden)
            let editor = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body)
            #expect(editor.json["operation"]["actor"].stringValue == "ed")
            // An "actor" member in the body is not accepted.
            let spoof = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: #"{"actor":"root","edits":[]}"#)
            #expect(spoof.status == .unprocessableContent)
            let layer = try await client.send(.put, "/v1/workspaces/\(world.workspace)/layers/Other", token: world.editor, body: TestWorld.pointLayer)
            #expect(layer.status == .forbidden)
        }
    }

    @Test func workspaceScopedTokensStayInTheirWorkspace() async throws {
        let world = try await TestWorld.make()
        let other = try await TestWorld.make()
        let scoped = try await world.env.tokenAdmin.create(role: .editor, actor: "scoped", workspaces: [world.workspace]).token
        try await world.withClient { client in
            let own = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers", token: scoped)
            let foreign = try await client.send(.get, "/v1/workspaces/\(other.workspace)/layers", token: scoped)
            #expect(own.status == .ok)
            #expect(foreign.status == .forbidden)
        }
    }

    @Test func onlyTheTokenHashIsStored() async throws {
        let env = try await TestEnvironment.shared.get()
        let (token, id) = try await env.tokenAdmin.create(role: .viewer, actor: "hash-check")
        let rows = try await env.owner.query("SELECT encode(token_hash, 'hex') FROM tokens WHERE id = \(id)")
        var stored: [String] = []
        for try await h in rows.decode(String.self) { stored.append(h) }
        #expect(stored.count == 1)
        #expect(stored[0].count == 64)
        #expect(!stored[0].contains(token))
    }
}
