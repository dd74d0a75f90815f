import Foundation
@testable import GeoJournalCore
@testable import GeoJournalNetwork
import GeoJournalSamples
import Testing

/// The walks over raw buffers (barriers, stop nodes, hop levels) against the general walk, on a
/// generated network with open switches: every kind of trace must reach the same elements.
@Suite("Trace walks")
struct TraceWalkTests {
    static let sample = SampleNetworkGenerator(seed: 21, edges: 3_000).generate()
    static let graph = NetworkGraph(definition: try! NetworkDefinition.parse(sample.definition).get(), features: sample.networkFeatures())

    static func sorted(_ r: TraceResult) -> [TraceResult.Entry] {
        r.entries.sorted { ($0.slot, $0.terminal, $0.from, $0.to) < ($1.slot, $1.terminal, $1.from, $1.to) }
    }

    /// Runs `request` both ways and checks that they agree; returns how many elements were reached.
    @discardableResult
    func agree(_ request: TraceRequest) throws -> Int {
        let raw = try Self.graph.trace(request, rawWalks: true).get()
        let general = try Self.graph.trace(request, rawWalks: false).get()
        let same = Self.sorted(raw) == Self.sorted(general)
        #expect(same, "\(request.type) from \(request.startingLocations.map(\.featureId)): \(raw.count) elements over raw buffers, \(general.count) by the general walk")
        return raw.count
    }

    var breakers: [SampleFeature] { Self.sample.features.filter { $0.layer == "Device" && $0.attributes["ASSETGROUP"] == 1 } }
    var switches: [SampleFeature] { Self.sample.features.filter { $0.layer == "Device" && $0.attributes["ASSETGROUP"] == 2 } }
    var lines: [SampleFeature] { Self.sample.features.filter { $0.layer == "Line" } }

    @Test func theGraphIsCompactedSoTheRawWalksRun() {
        #expect(Self.graph.overlayElementCount == 0)
        #expect(breakers.count >= 2 && switches.count >= 10 && lines.count == 3_000)
    }

    @Test func connectedAndIsolationAgree() throws {
        let open = TraceCondition.compare(attribute: "DEVICESTATUS", op: .eq, value: 0)
        var cut = 0
        for b in breakers {
            let start = [TraceLocation(featureId: b.id)]
            let all = try agree(TraceRequest(type: .connected, startingLocations: start))
            let barred = try agree(TraceRequest(type: .connected, startingLocations: start, conditionBarriers: open))
            try agree(TraceRequest(type: .connected, startingLocations: start, conditionBarriers: open, includeBarriers: false))
            if barred < all { cut += 1 }
        }
        // Open switches stop some of the feeders' traces (so the barriers were met).
        #expect(cut > 0)
        for l in lines.prefix(40).suffix(5) {
            try agree(TraceRequest(type: .isolation, startingLocations: [TraceLocation(featureId: l.id)], includeIsolatedFeatures: true))
            try agree(TraceRequest(type: .isolation, startingLocations: [TraceLocation(featureId: l.id)]))
        }
    }

    @Test func directedTracesAgree() throws {
        let open = TraceCondition.compare(attribute: "DEVICESTATUS", op: .eq, value: 0)
        for b in breakers.prefix(3) {
            let start = [TraceLocation(featureId: b.id)]
            let down = try agree(TraceRequest(type: .downstream, startingLocations: start))
            #expect(down > 10)
            try agree(TraceRequest(type: .downstream, startingLocations: start, conditionBarriers: open))
            try agree(TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: b.id, terminal: "Load")], conditionBarriers: open, includeBarriers: false))
            try agree(TraceRequest(type: .subnetwork, tier: SampleNetworkGenerator.tierName, startingLocations: start))
        }
        for l in stride(from: 100, to: 3_000, by: 450).map({ lines[$0] }) {
            let start = [TraceLocation(featureId: l.id)]
            let up = try agree(TraceRequest(type: .upstream, startingLocations: start))
            #expect(up > 1)
            try agree(TraceRequest(type: .downstream, startingLocations: start, conditionBarriers: open))
            try agree(TraceRequest(type: .subnetwork, tier: SampleNetworkGenerator.tierName, startingLocations: start))
        }
    }

    @Test func explicitBarriersAndStartsOnBarriersAgree() throws {
        let b = breakers[0]
        for s in switches.prefix(6) {
            let barrier = [TraceLocation(featureId: s.id)]
            try agree(TraceRequest(type: .connected, startingLocations: [TraceLocation(featureId: b.id)], barriers: barrier))
            try agree(TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: b.id)], barriers: barrier))
            // Starting on the barrier itself, with and without ignoring it there.
            try agree(TraceRequest(type: .connected, startingLocations: barrier, barriers: barrier))
            try agree(TraceRequest(type: .connected, startingLocations: barrier, barriers: barrier, ignoreBarriersAtStartingPoints: true))
        }
    }

    /// Directed traces remember subnetwork areas and hop levels on the graph: traces that find
    /// them there (the same start again, another start in an area already walked, several starts,
    /// a point along a line) must still agree with the general walk, which remembers nothing.
    @Test func remembersAreasAndLevelsAcrossTraces() throws {
        let graph = NetworkGraph(definition: Self.graph.definition, features: Self.sample.networkFeatures())
        let open = TraceCondition.compare(attribute: "DEVICESTATUS", op: .eq, value: 0)
        @discardableResult func agreeOn(_ g: NetworkGraph, _ request: TraceRequest) throws -> Int {
            let raw = try g.trace(request, rawWalks: true).get()
            let general = try g.trace(request, rawWalks: false).get()
            #expect(Self.sorted(raw) == Self.sorted(general), "\(request.type): \(raw.count) elements remembered, \(general.count) walked afresh")
            return raw.count
        }
        let picks = stride(from: 50, to: 3_000, by: 700).map { lines[$0] }
        for round in 0..<2 {
            for l in picks {
                let down = try agreeOn(graph, TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: l.id)]))
                try agreeOn(graph, TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: l.id, fractionAlongEdge: 0.5)], conditionBarriers: open))
                try agreeOn(graph, TraceRequest(type: .upstream, startingLocations: [TraceLocation(featureId: l.id)]))
                if round == 1 { #expect(down == (try graph.trace(TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: l.id)])).get().count)) }
            }
            try agreeOn(graph, TraceRequest(type: .downstream, startingLocations: picks.map { TraceLocation(featureId: $0.id) }))
            try agreeOn(graph, TraceRequest(type: .subnetwork, tier: SampleNetworkGenerator.tierName, startingLocations: [TraceLocation(featureId: picks[1].id), TraceLocation(featureId: breakers[0].id)]))
        }
        #expect(graph.memoryBreakdown.first { $0.part == "traceCache" }!.bytes > 0)
    }

    /// A graph changed by an edit forgets what its traces remembered; a copy taken before the edit
    /// keeps answering for the network as it was.
    @Test func aChangedGraphForgetsWhatItRemembered() throws {
        var graph = NetworkGraph(definition: Self.graph.definition, features: Self.sample.networkFeatures())
        let breaker = TraceLocation(featureId: breakers[0].id)
        let request = TraceRequest(type: .downstream, startingLocations: [breaker])
        let before = try graph.trace(request).get()
        let copy = graph
        // Take away the line with the most elements downstream of it (among lines the breaker feeds).
        let fed = Set(before.featureIds)
        var cut: UUID?
        var reachedPast = 0
        for l in lines where fed.contains(l.id) {
            let n = try graph.trace(TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: l.id)])).get().count
            if n > reachedPast { (cut, reachedPast) = (l.id, n) }
        }
        let removed = try #require(cut)
        #expect(reachedPast > 2)
        graph.apply(upserted: [], deleted: [removed])
        graph.compact()
        let after = try graph.trace(request).get()
        let afresh = try graph.trace(request, rawWalks: false).get()
        #expect(Self.sorted(after) == Self.sorted(afresh))
        #expect(after.count < before.count)
        #expect(!after.featureIds.contains(removed))
        #expect(try copy.trace(request).get().count == before.count)
    }
}
