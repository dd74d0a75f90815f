import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import HummingbirdTesting
@testable import Journal
import Testing

/// Every request body is read one way (``JSONReader``): a member the body does not define, or a
/// member of the wrong type, is a 422 naming its path, never ignored, and nothing is written.
@Suite("Strict request bodies")
struct StrictBodyTests {
    struct Case {
        var name: String
        var method: HTTPRequest.Method
        var uri: String
        var body: String
        var path: String
        var code: String
    }

    static let fid = "00000000-0000-4000-8000-000000000011"
    static let point = #"{"type":"Point","coordinates":[1,2]}"#

    static func cases(_ ws: String) -> [Case] {
        let start = #""startingLocations":[{"featureId":"\#(FeederNetwork.id(FeederNetwork.B))"}]"#
        let edit = #"{"layer":"Line","adds":[{"attributes":{"ASSETGROUP":1,"ASSETTYPE":1},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}]}"#
        return [
            Case(name: "workspace, unknown", method: .post, uri: "/v1/workspaces", body: #"{"id":"strict-x","colour":"red"}"#, path: "colour", code: "member.unknown"),
            Case(name: "workspace, wrong type", method: .post, uri: "/v1/workspaces", body: #"{"id":5}"#, path: "id", code: "member.type"),
            Case(name: "layer, unknown", method: .put, uri: "/v1/workspaces/\(ws)/layers/Extra", body: #"{"geometryType":"Point","srid":3857,"fields":[],"colour":1}"#, path: "colour", code: "member.unknown"),
            Case(name: "layer, wrong type", method: .put, uri: "/v1/workspaces/\(ws)/layers/Extra", body: #"{"geometryType":"Point","srid":"3857","fields":[]}"#, path: "srid", code: "member.type"),
            Case(name: "edits, unknown", method: .post, uri: "/v1/workspaces/\(ws)/edits", body: #"{"edits":[\#(edit)],"urgent":true}"#, path: "urgent", code: "member.unknown"),
            Case(name: "edits, wrong type", method: .post, uri: "/v1/workspaces/\(ws)/edits", body: #"{"edits":[\#(edit)],"message":7}"#, path: "message", code: "member.type"),
            Case(name: "geometry edit, unknown", method: .post, uri: "/v1/workspaces/\(ws)/features/\(fid)/geometry-edits",
                 body: #"{"edit":{"kind":"moveVertex","index":0,"to":[1,2],"snap":true}}"#, path: "edit.snap", code: "member.unknown"),
            Case(name: "geometry edit, wrong type", method: .post, uri: "/v1/workspaces/\(ws)/features/\(fid)/geometry-edits",
                 body: #"{"edit":{"kind":"moveVertex","index":"0","to":[1,2]}}"#, path: "edit.index", code: "member.type"),
            Case(name: "snap, unknown", method: .post, uri: "/v1/workspaces/\(ws)/snap", body: #"{"point":[1,2],"tolerance":1,"radius":3}"#, path: "radius", code: "member.unknown"),
            Case(name: "snap, wrong type", method: .post, uri: "/v1/workspaces/\(ws)/snap", body: #"{"point":[1,2],"tolerance":"1"}"#, path: "tolerance", code: "member.type"),
            Case(name: "session, unknown", method: .post, uri: "/v1/workspaces/\(ws)/sessions", body: #"{"title":"a","owner":"b"}"#, path: "owner", code: "member.unknown"),
            Case(name: "session, wrong type", method: .post, uri: "/v1/workspaces/\(ws)/sessions", body: #"{"title":5}"#, path: "title", code: "member.type"),
            Case(name: "network, unknown nested", method: .put, uri: "/v1/workspaces/\(ws)/networks/Other",
                 body: FeederNetwork.definition.replacingOccurrences(of: #""rules""#, with: #""colour":1,"rules""#), path: "colour", code: "member.unknown"),
            Case(name: "network, unknown in a source", method: .put, uri: "/v1/workspaces/\(ws)/networks/Other",
                 body: FeederNetwork.definition.replacingOccurrences(of: #""role": "junction""#, with: #""role": "junction", "weight": 2"#), path: "sources[0].weight", code: "member.unknown"),
            Case(name: "network, wrong type", method: .put, uri: "/v1/workspaces/\(ws)/networks/Other", body: #"{"domainNetworks":{},"sources":[]}"#, path: "domainNetworks", code: "member.type"),
            Case(name: "trace, unknown", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/trace", body: #"{"type":"connected",\#(start),"depth":3}"#, path: "depth", code: "member.unknown"),
            Case(name: "trace, asOf wrong type", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/trace", body: #"{"type":"connected",\#(start),"asOf":true}"#, path: "asOf", code: "member.type"),
            Case(name: "trace, tier wrong type", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/trace", body: #"{"type":"connected",\#(start),"tier":5}"#, path: "tier", code: "member.type"),
            Case(name: "trace, costAttribute wrong type", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/trace", body: #"{"type":"connected",\#(start),"costAttribute":[]}"#, path: "costAttribute", code: "member.type"),
            Case(name: "trace, unknown in a location", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/trace",
                 body: #"{"type":"connected","startingLocations":[{"featureId":"\#(FeederNetwork.id(FeederNetwork.B))","side":"left"}]}"#, path: "startingLocations[0].side", code: "member.unknown"),
            Case(name: "associations, unknown", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/associations", body: #"{"adds":[],"why":"x"}"#, path: "why", code: "member.unknown"),
            Case(name: "associations, wrong type", method: .post, uri: "/v1/workspaces/\(ws)/networks/Electric/associations", body: #"{"adds":"x"}"#, path: "adds", code: "member.type"),
            Case(name: "OGC item, unknown", method: .post, uri: "/ogc/\(ws)/collections/Device/items",
                 body: #"{"type":"Feature","geometry":\#(point),"properties":{"ASSETGROUP":1,"ASSETTYPE":1},"style":"red"}"#, path: "style", code: "member.unknown"),
            Case(name: "OGC item, wrong type", method: .post, uri: "/ogc/\(ws)/collections/Device/items",
                 body: #"{"type":"Feature","geometry":\#(point),"properties":5}"#, path: "properties", code: "member.type"),
        ]
    }

    @Test func anUnknownOrWrongTypedMemberIsA422NamingItsPathAndWritesNothing() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let before = try await world.head()
            for c in Self.cases(world.workspace) {
                var headers = HTTPFields()
                if c.uri.hasPrefix("/ogc/") { headers[.contentType] = "application/geo+json" }
                let r = try await client.send(c.method, c.uri, token: world.admin, body: c.body, headers: headers)
                #expect(r.status == .unprocessableContent, "\(c.name): \(r.status) \(r.text)")
                let violations = r.json["violations"].arrayValue ?? []
                #expect(violations.contains { $0["path"].stringValue == c.path && $0["code"].stringValue == c.code },
                        "\(c.name): expected \(c.code) at \(c.path), got \(r.text)")
            }
            #expect(try await world.head() == before, "a refused body wrote something")
        }
    }

    /// A trace's `asOf` as a JSON integer and as a string give the same answer, the network as it was.
    @Test func aTraceMomentMayBeAnIntegerOrAString() async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            let feeder = try await FeederNetwork.buildFeeder(world, client)
            let url = "/v1/workspaces/\(world.workspace)/networks/Electric/trace"
            let start = #""startingLocations":[{"featureId":"\#(FeederNetwork.id(FeederNetwork.B))"}]"#
            // Cut the feeder after it was traced whole: a line deleted now.
            let cut = #"{"edits":[{"layer":"Line","deletes":[{"id":"\#(FeederNetwork.id(FeederNetwork.L2))"}]}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: cut).status == .ok)
            let now = try await client.send(.post, url, token: world.viewer, body: #"{"type":"connected",\#(start)}"#)
            let asInteger = try await client.send(.post, url, token: world.viewer, body: #"{"type":"connected",\#(start),"asOf":\#(feeder)}"#)
            let asString = try await client.send(.post, url, token: world.viewer, body: #"{"type":"connected",\#(start),"asOf":"\#(feeder)"}"#)
            #expect(asInteger.status == .ok && asString.status == .ok, "\(asInteger.text) \(asString.text)")
            #expect(FeederNetwork.summary(asInteger.json) == FeederNetwork.summary(asString.json))
            #expect(FeederNetwork.summary(asInteger.json) == FeederNetwork.everything)
            #expect(FeederNetwork.summary(now.json) != FeederNetwork.summary(asInteger.json), "the moment was ignored")
        }
    }
}
