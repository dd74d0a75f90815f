import Foundation
import GeoJournalCore
import GeoJournalNetwork
import GeoJournalTestSupport
@testable import Journal
import HummingbirdTesting
import PostgresNIO
import Testing

/// Traces of past moments on graphs derived in memory (issue: networks through time): the head's
/// graph, or a past one kept, with the journal's changes between the two undone or redone.
@Suite("Network traces of past moments from memory")
struct NetworkHistoryTests {
    typealias N = FeederNetwork

    /// Random network edits: adds on a grid (devices of every group, primary and service lines
    /// between neighbouring points), deletes, reconnected lines, moved devices, switch states and
    /// associations. Returns the position after each operation.
    static func randomEdits(_ world: TestWorld, _ client: any TestClientProtocol, seed: UInt64, operations: Int) async throws -> [Int64] {
        var rng = SeededGenerator(seed: seed)
        let ws = world.workspace
        var devices: [Int: Int] = [N.B: 1, N.S1: 2, N.S2: 2, N.T: 3, N.M: 4]  // id → group
        var lines: [Int: (Int, [(Double, Double)])] = [
            N.L1: (1, [(0, 0), (100, 0)]), N.L2: (1, [(100, 0), (200, 0)]), N.L3: (1, [(200, 0), (200, 100)]), N.L4: (1, [(200, 100), (300, 100)]),
            N.L5: (1, [(200, 0), (300, 0)]), N.SV1: (2, [(300, 0), (300, -30)]), N.SV2: (2, [(300, 0), (330, 0)]), N.U: (2, [(500, 500), (510, 500)]),
        ]
        var associations: [(Int, Int)] = []
        var next = 100
        var positions: [Int64] = []
        func point() -> (Double, Double) { (Double(Int.random(in: 0...5, using: &rng) * 100), Double(Int.random(in: -1...2, using: &rng) * 100)) }
        func neighbour(_ p: (Double, Double)) -> (Double, Double) {
            [(p.0 + 100, p.1), (p.0 - 100, p.1), (p.0, p.1 + 100), (p.0, p.1 - 100)].randomElement(using: &rng)!
        }
        for _ in 0..<operations {
            var body: String
            var url = "/v1/workspaces/\(ws)/edits"
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:
                let (x, y) = point()
                let group = Int.random(in: 2...4, using: &rng)
                devices[next] = group
                body = #"{"edits":[{"layer":"Device","adds":[\#(N.device(next, group, x, y, status: Int.random(in: 0...1, using: &rng)))]}]}"#
                next += 1
            case 1, 2:
                let a = point()
                let b = neighbour(a)
                let group = Int.random(in: 1...2, using: &rng)
                lines[next] = (group, [a, b])
                body = #"{"edits":[{"layer":"Line","adds":[\#(N.line(next, group, [a, b], length: 100))]}]}"#
                next += 1
            case 3:
                let candidates = Array(devices.keys.filter { $0 != N.B }) + Array(lines.keys)
                guard let victim = candidates.sorted().randomElement(using: &rng) else { continue }
                let layer = devices[victim] != nil ? "Device" : "Line"
                devices[victim] = nil
                lines[victim] = nil
                associations.removeAll { $0.0 == victim || $0.1 == victim }
                body = #"{"edits":[{"layer":"\#(layer)","deletes":[{"id":"\#(N.id(victim))"}]}]}"#
            case 4:
                guard let n = lines.keys.sorted().randomElement(using: &rng), let (group, points) = lines[n] else { continue }
                let moved = [points[0], neighbour(points[0])]
                lines[n] = (group, moved)
                let coords = moved.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
                body = #"{"edits":[{"layer":"Line","updates":[{"id":"\#(N.id(n))","geometry":{"type":"LineString","coordinates":[\#(coords)]}}]}]}"#
            case 5:
                guard let n = devices.keys.filter({ $0 != N.B }).sorted().randomElement(using: &rng) else { continue }
                let (x, y) = point()
                body = #"{"edits":[{"layer":"Device","updates":[{"id":"\#(N.id(n))","geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}}]}]}"#
            case 6:
                guard let n = devices.filter({ $0.value == 2 }).keys.sorted().randomElement(using: &rng) else { continue }
                body = #"{"edits":[{"layer":"Device","updates":[{"id":"\#(N.id(n))","attributes":{"DEVICESTATUS":\#(Int.random(in: 0...1, using: &rng))}}]}]}"#
            default:
                url = "/v1/workspaces/\(ws)/networks/Electric/associations"
                if let existing = associations.randomElement(using: &rng), Bool.random(using: &rng) {
                    associations.removeAll { $0 == existing }
                    body = #"{"deletes":[{"from":"\#(N.id(existing.0))","to":"\#(N.id(existing.1))"}]}"#
                } else {
                    guard let from = lines.keys.sorted().randomElement(using: &rng), let to = lines.keys.sorted().randomElement(using: &rng), from != to,
                          !associations.contains(where: { $0 == (from, to) || $0 == (to, from) }) else { continue }
                    associations.append((from, to))
                    body = #"{"adds":[{"from":"\#(N.id(from))","to":"\#(N.id(to))"}]}"#
                }
            }
            let answer = try await client.send(.post, url, token: world.admin, body: body)
            if answer.status == .ok { positions.append(try await world.head()) }
        }
        return positions
    }

    /// What a trace reaches, as comparable elements, or its failure.
    static func reach(_ graph: NetworkGraph, _ request: String) throws -> String {
        let trace = try TraceRequest.parse(JSONValue.parse(request)).get()
        switch graph.trace(trace) {
        case .success(let result):
            return result.elements.map { "\($0.featureId.lowercased)/\($0.terminal ?? "")/\($0.fractionFrom)-\($0.fractionTo)" }.sorted().joined(separator: " ")
        case .failure(let failure):
            return "failure \(failure.kind) \(failure.message)"
        }
    }

    static func errors(_ graph: NetworkGraph) -> [String] {
        graph.errors.map { "\($0.kind.rawValue) \($0.features.map(\.uuidString).sorted())" }.sorted()
    }

    @Test(arguments: [31, 47, 2026] as [UInt64])
    func pastTracesFromMemoryEqualTracesOnRebuiltGraphs(seed: UInt64) async throws {
        let world = try await TestWorld.make()
        try await world.withClient { client in
            _ = try await N.buildFeeder(world, client)
            let positions = try await Self.randomEdits(world, client, seed: seed, operations: 70)
            #expect(positions.count > 40)
            let graphs = world.journal.networks.graphs
            // The head's graph, kept current by incremental updates, against a build at the head.
            let head = try await graphs.current(workspace: world.workspace, name: "Electric")
            let built = try await world.env.service.withConnection { conn in
                try await NetworkGraphs.graph(conn, journal: world.journal, workspace: world.workspace, network: "Electric",
                                              definition: head.network.definition, at: nil)
            }
            for n in [N.B, N.S1, N.T, N.L2, N.L5] {
                for request in [N.trace("connected", n), N.trace("downstream", n)] {
                    #expect(try Self.reach(head.graph, request) == Self.reach(built, request), "head \(head.position) \(request)")
                }
            }
            var rng = SeededGenerator(seed: seed &+ 3070)
            var fromMemory = 0
            var reached = 0
            // Moments in random order: each derived from the head's graph or from a past one kept.
            for _ in 0..<24 {
                let position = positions.randomElement(using: &rng)!
                let derived = try await graphs.graph(workspace: world.workspace, name: "Electric", moment: .position(position))
                #expect(derived.position == position)
                if case .memory = derived.source { fromMemory += 1 }
                let rebuilt = try await world.env.service.withConnection { conn in
                    try await NetworkGraphs.graph(conn, journal: world.journal, workspace: world.workspace, network: "Electric",
                                                  definition: derived.network.definition, at: position)
                }
                let starts = [N.B, N.S1, N.T, N.L2, N.L5] + (100..<140).shuffled(using: &rng).prefix(3)
                for n in starts {
                    for request in [N.trace("connected", n), N.trace("downstream", n), N.trace("upstream", n),
                                    N.trace("downstream", n, extra: #""conditionBarriers": \#(N.openSwitches)"#)] {
                        let a = try Self.reach(derived.graph, request)
                        let b = try Self.reach(rebuilt, request)
                        #expect(a == b, "position \(position) \(request)")
                        if !a.hasPrefix("failure") { reached += 1 }
                    }
                }
                #expect(Self.errors(derived.graph) == Self.errors(rebuilt), "errors at position \(position)")
            }
            #expect(fromMemory == 24)
            #expect(reached > 100)  // the comparisons are of traces that ran, not of failures alike
        }
    }

    @Test func aMomentOutsideTheWindowIsRebuiltAndTheAnswerSaysSo() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        // A journal of its own, whose graphs derive past moments only three positions away.
        let journal = Journal(client: world.env.service, logger: world.env.logger, networkHistory: NetworkGraphs.History(window: 3, kept: 2))
        try await world.withClient(journal: journal) { client in
            let feeder = try await N.buildFeeder(world, client)
            let traceURL = "/v1/workspaces/\(ws)/networks/Electric/trace"
            // Open S1: what lies beyond it is no longer downstream of the breaker.
            let open = #"{"edits":[{"layer":"Device","updates":[{"id":"\#(N.id(N.S1))","attributes":{"DEVICESTATUS":0}}]}]}"#
            #expect(try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: open).status == .ok)
            for n in 0..<5 {
                let add = #"{"edits":[{"layer":"Device","adds":[\#(N.device(200 + n, 4, 1000 + Double(n) * 10, 1000))]}]}"#
                #expect(try await client.send(.post, "/v1/workspaces/\(ws)/edits", token: world.editor, body: add).status == .ok)
            }
            let downstream = N.trace("downstream", N.B, extra: #""conditionBarriers": \#(N.openSwitches)"#)
            let old = try await client.send(.post, traceURL, token: world.viewer,
                                            body: N.trace("downstream", N.B, extra: #""conditionBarriers": \#(N.openSwitches), "asOf": \#(feeder)"#))
            #expect(old.json["graph"]["source"].stringValue == "rebuild")
            #expect(N.summary(old.json).contains("13"))
            let recent = try await client.send(.post, traceURL, token: world.viewer,
                                               body: N.trace("downstream", N.B, extra: #""conditionBarriers": \#(N.openSwitches), "asOf": \#(feeder + 4)"#))
            #expect(recent.json["graph"]["source"].stringValue == "memory")
            #expect(!N.summary(recent.json).contains("13"))
            let now = try await client.send(.post, traceURL, token: world.viewer, body: downstream)
            #expect(now.json["graph"]["source"].stringValue == "head")
            #expect(N.summary(now.json) == N.summary(recent.json))

            // The diff of the same trace between the two moments: what opening S1 cut off, and the
            // operations in between that touched the network.
            let diffBody = #"{"trace": \#(downstream), "from": \#(feeder), "to": "\#(feeder + 6)"}"#
            let diff = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Electric/trace/diff", token: world.viewer, body: diffBody)
            #expect(diff.status == .ok, "\(diff.text)")
            #expect(diff.json["gainedCount"].intValue == 0)
            let lost = Set((diff.json["lost"].arrayValue ?? []).compactMap { $0["featureId"].stringValue.map { Int($0.suffix(12))! } })
            #expect(lost.isSuperset(of: [N.L2, N.L3, N.L5, N.T, N.SV1]))
            #expect(!lost.contains(N.L1))
            #expect((diff.json["operations"].arrayValue ?? []).count == 6)
            #expect(diff.json["from"]["graph"]["source"].stringValue == "rebuild")
            let unknown = try await client.send(.post, "/v1/workspaces/\(ws)/networks/Electric/trace/diff", token: world.viewer,
                                                body: #"{"trace": \#(downstream), "from": \#(feeder), "to": 1.5, "extra": 1}"#)
            #expect(unknown.status == .unprocessableContent)
            #expect(Set((unknown.json["violations"].arrayValue ?? []).compactMap { $0["path"].stringValue }) == ["to", "extra"])
        }
    }
}
