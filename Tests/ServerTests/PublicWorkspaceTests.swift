import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import NIOCore
import Server
import Testing

/// Public workspaces (`PATCH /v1/workspaces/{ws}` `{"public": true}`): requests without a token
/// read them on every face as the viewer "anonymous"; everything else is answered as before.
@Suite("Public workspaces")
struct PublicWorkspaceTests {
    /// The feeder network (two layers, the network Electric) in the world's workspace, made public,
    /// and a second, private workspace with the same feeder.
    static func worlds(_ name: String, client: any TestClientProtocol) async throws -> (open: TestWorld, closed: TestWorld) {
        let open = try await TestWorld.make(name + "pub")
        let closed = try await TestWorld.make(name + "priv")
        _ = try await FeederNetwork.buildFeeder(open, client)
        _ = try await FeederNetwork.buildFeeder(closed, client)
        let made = try await client.send(.patch, "/v1/workspaces/\(open.workspace)", token: open.admin, body: #"{"public": true}"#)
        #expect(made.status == .ok, "\(made.text)")
        #expect(made.json == ["id": .string(open.workspace), "title": .string(name + "pub"), "public": true])
        return (open, closed)
    }

    static func anonymousForm(_ client: some TestClientProtocol, _ uri: String, _ fields: [(String, String)]) async throws -> TestResponse {
        let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        return try await client.executeRequest(uri: uri, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: body))
    }

    @Test func anonymousRequestsReadAPublicWorkspaceOnEveryFace() async throws {
        let world = try await TestWorld.make("publicfaces-setup")
        try await world.withClient { client in
            let (open, closed) = try await Self.worlds("pubfaces", client: client)
            let ws = open.workspace
            let head = try await open.head()
            // /v1 reads: the same answers as a viewer's token gets.
            for path in ["/v1/workspaces/\(ws)", "/v1/workspaces/\(ws)/layers", "/v1/workspaces/\(ws)/layers/Line/features",
                         "/v1/workspaces/\(ws)/layers/Line/features?asOf=\(head - 1)", "/v1/workspaces/\(ws)/features/\(FeederNetwork.id(11))/history",
                         "/v1/workspaces/\(ws)/operations", "/v1/workspaces/\(ws)/diff?from=0", "/v1/workspaces/\(ws)/events?after=0",
                         "/v1/workspaces/\(ws)/networks/Electric", "/ogc/\(ws)/collections/Line/items",
                         "/arcgis/rest/services/\(ws)/FeatureServer/1?f=pjson"] {
                let anonymous = try await client.send(.get, path, token: nil)
                let viewer = try await client.send(.get, path, token: open.viewer)
                #expect(anonymous.status == .ok, "GET \(path) without a token: \(anonymous.status) \(anonymous.text.prefix(300))")
                #expect(anonymous.json == viewer.json, "GET \(path) answers a request without a token as a viewer's")
                // A proxy may keep it, revalidating by the position it reflects.
                #expect(anonymous.headers[.cacheControl] == "public, no-cache", "GET \(path): \(anonymous.headers[.cacheControl] ?? "none")")
                #expect(viewer.headers[.cacheControl] == "no-store", "GET \(path) with a token stays private")
                if let position = anonymous.headers[HTTPField.Name("GeoJournal-Position")!] {
                    #expect(anonymous.headers[.eTag] == "\"\(position)\"", "GET \(path): the ETag is the position")
                }
            }
            // The FeatureServer query: every feature, and `where` counts as a token's.
            let query = "/arcgis/rest/services/\(ws)/FeatureServer/1/query"
            let all = try await client.send(.get, "\(query)?where=1%3D1&outFields=*&f=json", token: nil)
            #expect(all.status == .ok && (all.json["features"].arrayValue?.count ?? 0) == 8, "\(all.text.prefix(300))")
            let count = try await client.send(.get, "\(query)?where=ASSETGROUP%3D2&returnCountOnly=true&f=json", token: nil)
            let counted = try await client.send(.get, "\(query)?where=ASSETGROUP%3D2&returnCountOnly=true&f=json", token: open.viewer)
            #expect(count.json["count"] == counted.json["count"] && count.json["count"].intValue ?? 0 > 0, "\(count.text)")
            // A trace is a read: /v1 and the UtilityNetworkServer.
            let trace = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Electric/trace", token: nil, body: FeederNetwork.trace("downstream", FeederNetwork.B))
            let traced = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Electric/trace", token: open.viewer, body: FeederNetwork.trace("downstream", FeederNetwork.B))
            #expect(trace.status == .ok && trace.json["elements"] == traced.json["elements"], "\(trace.text.prefix(300))")
            let esri = try await Self.anonymousForm(client, "/arcgis/rest/services/\(ws)/UtilityNetworkServer/trace", [
                ("traceType", "downstream"), ("traceLocations", #"[{"traceLocationType":"startingPoint","globalId":"{\#(FeederNetwork.id(FeederNetwork.B).uppercased())}"}]"#),
                ("traceConfiguration", #"{"domainNetworkName":"Electric","tierName":"Radial"}"#), ("f", "json")])
            #expect(esri.status == .ok && (esri.json["traceResults"]["elements"].arrayValue?.count ?? 0) > 0, "\(esri.text.prefix(300))")
            // The change feed as Server-Sent Events.
            let stream = try await client.send(.get, "/v1/workspaces/\(ws)/events/stream?after=0&until=\(head)", token: nil)
            #expect(stream.status == .ok && stream.text.contains("id: \(head)"), "\(stream.text.suffix(200))")
            // If-None-Match with the answer's tag: 304, no body.
            let page = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Line/features", token: nil)
            let tag = try #require(page.headers[.eTag])
            let again = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Line/features", token: nil, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified && again.body.readableBytes == 0 && again.headers[.eTag] == tag)
            let other = try await client.send(.get, "/v1/workspaces/\(ws)/layers/Line/features", token: nil, headers: [.ifNoneMatch: "\"0\""])
            #expect(other.status == .ok)
            // The private workspace is not touched by the other's flag.
            let refused = try await client.send(.get, "/v1/workspaces/\(closed.workspace)/layers/Line/features", token: nil)
            #expect(refused.status == .unauthorized)
            let esriRefused = try await client.send(.get, "/arcgis/rest/services/\(closed.workspace)/FeatureServer/1?f=pjson", token: nil)
            #expect(esriRefused.status == .unauthorized && esriRefused.json["error"]["code"] == 499, "\(esriRefused.text)")
        }
    }

    @Test func privateIsTheDefaultAndOnlyAnAdminChangesIt() async throws {
        let world = try await TestWorld.make("publicdefault")
        try await world.withClient { client in
            let ws = world.workspace
            #expect(try await client.send(.get, "/v1/workspaces/\(ws)/layers", token: nil).status == .unauthorized)
            #expect(try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.editor, body: #"{"public": true}"#).status == .forbidden)
            #expect(try await client.send(.patch, "/v1/workspaces/\(ws)", token: nil, body: #"{"public": true}"#).status == .unauthorized)
            let bad = try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.admin, body: #"{"public": "yes", "title": "x"}"#)
            #expect(bad.status == .unprocessableContent && Set((bad.json["violations"].arrayValue ?? []).compactMap { $0["path"].stringValue }) == ["public", "title"])
            let missing = try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.admin, body: "{}")
            #expect(missing.status == .unprocessableContent && missing.json["violations"][0]["path"] == "public")
            #expect(try await client.send(.patch, "/v1/workspaces/nosuch-\(UUID().uuidString.prefix(8).lowercased())", token: world.admin, body: #"{"public": true}"#).status == .notFound)
            #expect(try await client.send(.get, "/v1/workspaces/\(ws)/layers", token: nil).status == .unauthorized, "a refused change changed nothing")
            let head = try await world.head()
            #expect(try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.admin, body: #"{"public": true}"#).status == .ok)
            #expect(try await client.send(.get, "/v1/workspaces/\(ws)/layers", token: nil).status == .ok)
            #expect(try await world.head() == head, "the flag is not a journal operation")
            #expect(try await client.send(.patch, "/v1/workspaces/\(ws)", token: world.admin, body: #"{"public": false}"#).json["public"] == false)
            #expect(try await client.send(.get, "/v1/workspaces/\(ws)/layers", token: nil).status == .unauthorized, "private again: at once on this node")
        }
    }

    @Test func meSaysWhoTheCallerIs() async throws {
        let world = try await TestWorld.make("publicme")
        try await world.withClient { client in
            let (open, closed) = try await Self.worlds("me", client: client)
            let viewer = try await client.send(.get, "/v1/me", token: open.viewer)
            #expect(viewer.status == .ok && viewer.json["actor"] == "vi" && viewer.json["role"] == "viewer" && viewer.json["authenticated"] == true)
            let listed = viewer.json["workspaces"].arrayValue ?? []
            #expect(listed.contains(["id": .string(open.workspace), "title": "mepub", "public": true]))
            #expect(listed.contains(["id": .string(closed.workspace), "title": "mepriv", "public": false]))
            let narrow = try await world.env.tokenAdmin.create(role: .editor, actor: "nora", workspaces: [closed.workspace]).token
            let nora = try await client.send(.get, "/v1/me", token: narrow)
            #expect(nora.json["role"] == "editor" && nora.json["tokenWorkspaces"] == [.string(closed.workspace)])
            #expect((nora.json["workspaces"].arrayValue ?? []).compactMap { $0["id"].stringValue } == [closed.workspace])
            let anonymous = try await client.send(.get, "/v1/me", token: nil)
            #expect(anonymous.status == .ok && anonymous.json["actor"] == "anonymous" && anonymous.json["role"] == "viewer" && anonymous.json["authenticated"] == false)
            let readable = (anonymous.json["workspaces"].arrayValue ?? []).compactMap { $0["id"].stringValue }
            #expect(readable.contains(open.workspace) && !readable.contains(closed.workspace))
            #expect(anonymous.headers[.cacheControl] == "no-store")
            #expect(try await client.send(.get, "/v1/me", token: "gj_not-a-token").status == .unauthorized)
        }
    }

    @Test func geoServicesSaysWhichServicesNeedAToken() async throws {
        let world = try await TestWorld.make("publicesri")
        try await world.withClient { client in
            let (open, closed) = try await Self.worlds("esri", client: client)
            let info = try await client.send(.get, "/arcgis/rest/info?f=json", token: nil)
            #expect(info.json["authInfo"]["isTokenBasedSecurity"] == true)
            let services = info.json["publicServices"].arrayValue ?? []
            #expect(services.contains(["name": .string(open.workspace), "type": "FeatureServer", "authInfo": ["isTokenBasedSecurity": false]]))
            #expect(!services.contains { $0["name"] == .string(closed.workspace) })
            let pub = try await client.send(.get, "/arcgis/rest/services/\(open.workspace)/FeatureServer?f=json", token: nil)
            #expect(pub.json["authInfo"]["isTokenBasedSecurity"] == false && pub.json["publicRead"] == true, "\(pub.text.prefix(300))")
            let priv = try await client.send(.get, "/arcgis/rest/services/\(closed.workspace)/FeatureServer?f=json", token: closed.viewer)
            #expect(priv.json["authInfo"]["isTokenBasedSecurity"] == true && priv.json["publicRead"] == false)
        }
    }

    /// Every operation of `/openapi.json`, called without a token on a public and on a private
    /// workspace: the reads the document marks as open to anonymous callers answer on the public
    /// one; every other operation answers 401 as before; nothing is written anywhere.
    @Test func everyOperationCalledWithoutATokenIsRefusedUnlessItReadsAPublicWorkspace() async throws {
        let world = try await TestWorld.make("publicwalk-setup")
        try await world.withClient { client in
            let (open, closed) = try await Self.worlds("walk", client: client)
            let heads = (try await open.head(), try await closed.head())
            let events = (try await open.eventCount(), try await closed.eventCount())
            let document = try await client.send(.get, "/openapi.json", token: open.viewer).json
            var called = 0, read = 0
            for (path, item) in (document["paths"].objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (method, operation) in (item.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                    let security = operation["security"].arrayValue ?? []
                    if security.isEmpty { continue }   // /health and the console's files: open to all
                    let optional = security.contains([:])
                    let http = HTTPRequest.Method(method.uppercased())!
                    let body: String? = ["post", "put", "patch"].contains(method)
                        ? (path.hasSuffix("/edits") ? TestWorld.addBody(1) : path == "/v1/workspaces/{ws}" ? #"{"public": false}"# : "{}") : nil
                    for (ws, isPublic) in path.contains("{ws}") ? [(open.workspace, true), (closed.workspace, false)] : [("", false)] {
                        var uri = path.replacingOccurrences(of: "{ws}", with: ws).replacingOccurrences(of: "{layer}", with: "Line")
                            .replacingOccurrences(of: "{id}", with: FeederNetwork.id(11)).replacingOccurrences(of: "{network}", with: "Electric")
                        if uri.hasSuffix("/events/stream") { uri += "?after=0&until=1" }
                        let r = try await client.send(http, uri, token: nil, body: body)
                        called += 1
                        if path == "/v1/me" {
                            #expect(r.status == .ok, "\(method) \(uri) without a token: \(r.status)")
                        } else if optional && isPublic {
                            read += 1
                            #expect(r.status != .unauthorized && r.status != .forbidden, "\(method) \(uri) reads a public workspace without a token: \(r.status) \(r.text.prefix(200))")
                        } else {
                            #expect(r.status == .unauthorized, "\(method) \(uri) without a token: \(r.status) \(r.text.prefix(200))")
                        }
                    }
                }
            }
            // The GeoServices face's writes (Esri's envelope: 499 Token Required), on both.
            for ws in [open.workspace, closed.workspace] {
                for op in ["0/applyEdits", "0/addFeatures", "0/updateFeatures", "0/deleteFeatures", "applyEdits"] {
                    let r = try await Self.anonymousForm(client, "/arcgis/rest/services/\(ws)/FeatureServer/\(op)",
                                                         [("adds", #"[{"geometry":{"x":1,"y":2},"attributes":{"ASSETGROUP":1,"ASSETTYPE":1}}]"#),
                                                          ("edits", #"[{"id":0,"adds":[{"geometry":{"x":1,"y":2},"attributes":{"ASSETGROUP":1,"ASSETTYPE":1}}]}]"#),
                                                          ("objectIds", "1"), ("where", "1=1"), ("f", "json")])
                    #expect(r.status == .unauthorized && r.json["error"]["code"] == 499, "POST \(op) on \(ws) without a token: \(r.status) \(r.text.prefix(200))")
                    called += 1
                }
            }
            #expect(called > 60 && read > 20, "\(called) calls, \(read) reads of the public workspace")
            let headsAfter = (try await open.head(), try await closed.head())
            let eventsAfter = (try await open.eventCount(), try await closed.eventCount())
            #expect(headsAfter == heads, "no head moved")
            #expect(eventsAfter == events, "no event was written")
            let still = try await client.send(.get, "/v1/me", token: nil)
            #expect((still.json["workspaces"].arrayValue ?? []).contains { $0["id"] == .string(open.workspace) }, "the public flag was not changed without a token")
        }
    }
}
