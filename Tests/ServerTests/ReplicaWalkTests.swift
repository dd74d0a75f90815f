import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

/// A random walk of offline editing: server edits and the uploads of three replicas (all of the
/// layer, a `where`, a box) interleaved for 100 steps. After every sync, each replica's local copy,
/// kept by this test from what it edited and what the syncs downloaded as an ArcGIS client keeps
/// it, equals the server's state at the replica's generation seen through its query; and every
/// upload the service refused over a server change is found in the version it says it kept it in.
@Suite("Replica random walk")
struct ReplicaWalkTests {
    /// A feature as a replica and the server hold it.
    struct Pole: Hashable, CustomStringConvertible {
        var n: Int64
        var x: Double
        var y: Double
        var description: String { "N=\(n)@(\(x),\(y))" }
    }

    enum Pending { case add(Pole), update(Pole), delete }

    struct Replica {
        var name: String
        var id = ""
        var gen: Int64 = 0
        var local: [String: Pole] = [:]
        var pending: [String: Pending] = [:]
        /// Whether a pole belongs to the replica's query.
        var holds: (Pole) -> Bool
        var extra: [(String, String)]
    }

    static func pole(_ f: JSONValue) -> Pole {
        Pole(n: f["attributes"]["N"].intValue ?? -1, x: f["geometry"]["x"].doubleValue ?? .nan, y: f["geometry"]["y"].doubleValue ?? .nan)
    }

    /// The server's poles at a position (all of them), by braced upper-case GlobalID.
    static func server(_ client: some TestClientProtocol, _ world: TestWorld, asOf: Int64? = nil, version: String? = nil) async throws -> [String: Pole] {
        var q = asOf.map { "&asOf=\($0)" } ?? ""
        if let version { q += "&version=\(version)" }
        let r = try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/Poles/features?limit=10000\(q)", token: world.admin)
        #expect(r.status == .ok, "\(r.text)")
        var out: [String: Pole] = [:]
        for f in r.json["features"].arrayValue ?? [] {
            let c = f["geometry"]["coordinates"].arrayValue ?? []
            out["{\((f["id"].stringValue ?? "").uppercased())}"] = Pole(n: f["properties"]["N"].intValue ?? -1, x: c.first?.doubleValue ?? .nan, y: c.dropFirst().first?.doubleValue ?? .nan)
        }
        return out
    }

    static func feature(_ gid: String, _ p: Pole) -> String {
        #"{"attributes":{"GlobalID":"\#(gid)","N":\#(p.n)},"geometry":{"x":\#(p.x),"y":\#(p.y)}}"#
    }

    @Test func threeReplicasAndTheServerEditForAHundredStepsAndNothingIsLost() async throws {
        let world = try await TestWorld.make("replicawalk")
        try await world.defineLayer("Poles", #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}"#)
        try await world.withClient { client in
            var random = SeededGenerator(seed: 56)
            func coordinate() -> Double { Double(Int.random(in: 0...10, using: &random) * 10) }
            // A feature drawn in an order the seed fixes: a dictionary's own order changes with every
            // process (and the ids are new in every run), so the poles are ordered by their values.
            func pick(_ poles: [String: Pole]) -> (key: String, value: Pole)? {
                poles.sorted { ($0.value.description, $0.key) < ($1.value.description, $1.key) }.randomElement(using: &random)
            }
            let seed = (0..<30).map { _ in #"{"attributes":{"N":\#(Int.random(in: 0...99, using: &random))},"geometry":{"type":"Point","coordinates":[\#(coordinate()),\#(coordinate())]}}"# }
            let r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.admin, body: #"{"edits":[{"layer":"Poles","adds":[\#(seed.joined(separator: ","))]}]}"#)
            #expect(r.status == .ok, "\(r.text)")
            var replicas = [
                Replica(name: "all", holds: { _ in true }, extra: [("layerQueries", #"{"0":{"queryOption":"all"}}"#)]),
                Replica(name: "low", holds: { $0.n < 50 }, extra: [("layerQueries", #"{"0":{"queryOption":"useFilter","where":"N < 50","useGeometry":false}}"#)]),
                Replica(name: "box", holds: { $0.x <= 50 && $0.y <= 50 }, extra: [("geometry", "-1,-1,50,50"), ("geometryType", "esriGeometryEnvelope"), ("inSR", "3857")]),
            ]
            for k in replicas.indices {
                let made = try await ReplicaTests.create(client, world, name: replicas[k].name, token: world.editor, replicas[k].extra)
                #expect(made.status == .ok, "\(made.text)")
                replicas[k].id = made.json["replicaID"].stringValue ?? ""
                replicas[k].gen = made.json["replicaServerGen"].intValue ?? 0
                for layer in made.json["layers"].arrayValue ?? [] {
                    for f in layer["features"].arrayValue ?? [] { replicas[k].local[f["attributes"]["GlobalID"].stringValue ?? ""] = Self.pole(f) }
                }
            }
            var refusedAndKept = 0
            var applied = 0
            for step in 0..<100 {
                let k = Int.random(in: 0..<3, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<3:
                    // The server edits: an update, a move, an add or a delete.
                    let now = try await Self.server(client, world)
                    guard let (gid, pole) = pick(now) else { continue }
                    let id = gid.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).lowercased()
                    let body: String
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: body = #"{"edits":[{"layer":"Poles","updates":[{"id":"\#(id)","attributes":{"N":\#(Int.random(in: 0...99, using: &random))}}]}]}"#
                    case 1: body = #"{"edits":[{"layer":"Poles","updates":[{"id":"\#(id)","geometry":{"type":"Point","coordinates":[\#(coordinate()),\#(pole.y)]}}]}]}"#
                    case 2: body = #"{"edits":[{"layer":"Poles","adds":[{"attributes":{"N":\#(Int.random(in: 0...99, using: &random))},"geometry":{"type":"Point","coordinates":[\#(coordinate()),\#(coordinate())]}}]}]}"#
                    default: body = #"{"edits":[{"layer":"Poles","deletes":[{"id":"\#(id)"}]}]}"#
                    }
                    let e = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.admin, body: body)
                    #expect(e.status == .ok, "step \(step): \(e.text)")
                case 3..<7:
                    // A crew edits its local copy offline.
                    var r = replicas[k]
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0:
                        let gid = "{\(UUID().uuidString)}"
                        let p = Pole(n: Int64(Int.random(in: 0...99, using: &random)), x: coordinate(), y: coordinate())
                        r.local[gid] = p
                        r.pending[gid] = .add(p)
                    case 1, 2:
                        guard let (gid, old) = pick(r.local) else { break }
                        var p = old
                        if Bool.random(using: &random) { p.n = Int64(Int.random(in: 0...99, using: &random)) } else { p.x = coordinate() }
                        r.local[gid] = p
                        if case .add? = r.pending[gid] { r.pending[gid] = .add(p) } else { r.pending[gid] = .update(p) }
                    default:
                        guard let (gid, _) = pick(r.local) else { break }
                        r.local[gid] = nil
                        if case .add? = r.pending[gid] { r.pending[gid] = nil } else { r.pending[gid] = .delete }
                    }
                    replicas[k] = r
                default:
                    // A crew syncs: uploads its edits, takes the server's changes.
                    var r = replicas[k]
                    let adds = r.pending.compactMap { gid, p -> String? in if case .add(let pole) = p { return Self.feature(gid, pole) } else { return nil } }
                    let updates = r.pending.compactMap { gid, p -> String? in if case .update(let pole) = p { return Self.feature(gid, pole) } else { return nil } }
                    let deletes = r.pending.compactMap { gid, p -> String? in if case .delete = p { return "\"\(gid)\"" } else { return nil } }
                    let edits = r.pending.isEmpty ? nil : #"[{"id":0,"features":{"adds":[\#(adds.joined(separator: ","))],"updates":[\#(updates.joined(separator: ","))],"deleteIds":[\#(deletes.joined(separator: ","))]}}]"#
                    let synced = try await ReplicaTests.sync(client, world, replica: r.id, gen: r.gen, edits: edits)
                    #expect(synced.status == .ok, "step \(step): \(synced.text)")
                    let layer = synced.json["edits"][0]
                    // Every refusal is a conflict with a server change, kept in a version that shows the crew's edit.
                    for kind in ["addResults", "updateResults", "deleteResults"] {
                        for result in layer[kind].arrayValue ?? [] {
                            if result["success"] == true { applied += 1; continue }
                            #expect(result["error"]["code"].intValue == 1020, "step \(step), \(r.name): \(result)")
                            let gid = result["globalId"].stringValue ?? ""
                            guard let version = result["keptInVersion"].stringValue else {
                                Issue.record("step \(step): a refused upload is not kept: \(result)")
                                continue
                            }
                            let kept = try await Self.server(client, world, version: version)
                            switch r.pending[gid] {
                            case .update(let p)?: #expect(kept[gid] == p, "step \(step): version \(version) holds \(String(describing: kept[gid])), the crew made \(p)")
                            case .delete?: #expect(kept[gid] == nil, "step \(step): version \(version) still holds \(gid)")
                            default: Issue.record("step \(step): an add was refused: \(result)")
                            }
                            refusedAndKept += 1
                        }
                    }
                    r.pending = [:]
                    // The download, applied as a client applies it.
                    for f in (layer["features"]["adds"].arrayValue ?? []) + (layer["features"]["updates"].arrayValue ?? []) {
                        r.local[f["attributes"]["GlobalID"].stringValue ?? ""] = Self.pole(f)
                    }
                    for d in layer["features"]["deleteIds"].arrayValue ?? [] { r.local[d.stringValue ?? ""] = nil }
                    r.gen = synced.json["replicaServerGen"].intValue ?? -1
                    let expected = try await Self.server(client, world, asOf: r.gen).filter { r.holds($0.value) }
                    #expect(r.local == expected, "step \(step), \(r.name) at \(r.gen): the local copy differs: extra \(r.local.filter { expected[$0.key] != $0.value }), missing \(expected.filter { r.local[$0.key] != $0.value })")
                    replicas[k] = r
                }
            }
            // The walk met both kinds of upload.
            #expect(applied > 10 && refusedAndKept > 0, "applied \(applied), refused and kept \(refusedAndKept)")
        }
    }
}
