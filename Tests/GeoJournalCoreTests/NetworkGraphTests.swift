import Foundation
import GeoJournalCore
import GeoJournalNetwork
import GeoJournalSamples
import Testing

extension TraceResult {
    /// "id:terminal" for junctions, "id" or "id[from-to]" for edges — easy to compare with hand answers.
    var summary: Set<String> {
        Set(elements.map { e in
            let n = Int(e.featureId.uuidString.suffix(12))!
            if let t = e.terminal { return "\(n):\(t)" }
            if e.layer == "Line" && (e.fractionFrom > 0.0001 || e.fractionTo < 0.9999) {
                return String(format: "%d[%.2f-%.2f]", n, e.fractionFrom, e.fractionTo)
            }
            return "\(n)"
        })
    }
}

func start(_ n: Int, terminal: String? = nil, fraction: Double? = nil) -> TraceLocation {
    TraceLocation(featureId: NetworkFixture.id(n), terminal: terminal, fractionAlongEdge: fraction)
}

@Suite("Network definition and graph")
struct NetworkGraphTests {
    @Test func definitionRoundTripsThroughCanonicalJSON() throws {
        let d = NetworkFixture.definition
        #expect(try NetworkDefinition.parse(d.json).get() == d)
        #expect(d.assetTypes.count == 7)
        #expect(d.rules[1].via?.layer == "Device")
        #expect(d.tier(named: "Mesh")?.tier.topology == .mesh)
        let sample = try NetworkDefinition.parse(SampleNetworkGenerator.definitionJSON).get()
        #expect(try NetworkDefinition.parse(sample.json).get() == sample)
    }

    @Test func definitionProblemsNameTheirPaths() throws {
        let body = try JSONValue.parse(#"""
        {"tolerance": -1, "domainNetworks": [{"name": "E", "controllerType": "pump", "tiers": []}],
         "sources": [{"layer": "Device", "role": "junction", "domainNetwork": "Gas"}, {"layer": "Line", "role": "edge"}],
         "assetTypes": [{"layer": "Device", "assetGroup": 1, "assetType": 1, "terminals": {"names": ["A", "B"], "upstream": ["C"], "paths": [["A", "X"]]}},
                        {"layer": "Pole", "assetGroup": 1, "assetType": 1}],
         "rules": [{"kind": "junctionEdge", "from": {"layer": "Line"}, "to": {"layer": "Line"}},
                   {"kind": "sideways", "from": {"layer": "Line"}, "to": {"layer": "Line"}},
                   {"kind": "junctionEdge", "from": {"layer": "Device", "terminal": "Z"}, "to": {"layer": "Line"}}]}
        """#)
        guard case .failure(let problems) = NetworkDefinition.parse(body) else { Issue.record("expected problems"); return }
        let paths = Set(problems.violations.map(\.path))
        for p in ["tolerance", "domainNetworks[0].controllerType", "sources[0].domainNetwork", "assetTypes[0].terminals.upstream[0]",
                  "assetTypes[0].terminals.paths[0][1]", "assetTypes[1].layer", "rules[0].from.layer", "rules[1].kind", "rules[2].from.terminal"] {
            #expect(paths.contains(p), "\(p) in \(paths.sorted())")
        }
    }

    @Test func featuresConnectOnlyWhereRulesAllow() {
        let g = NetworkFixture.feeder
        let errors = g.errors
        let refused = errors.filter { $0.kind == .ruleMissing }
        #expect(refused.count == 1)
        #expect(Set(refused.first?.features ?? []) == [NetworkFixture.id(NetworkFixture.M), NetworkFixture.id(NetworkFixture.SV2)])
        #expect(refused.first?.location == Position(330, 0))
        let lonely = Set(errors.filter { $0.kind == .unconnected }.flatMap(\.features))
        #expect(lonely == [NetworkFixture.id(NetworkFixture.U), NetworkFixture.id(NetworkFixture.M)])
        #expect(errors.count == 3)
        // 8 line elements, the breaker's and the transformer's terminal paths.
        #expect(g.elementCount == 10)
    }

    @Test func anyVertexSplitsTheLineWhereAnotherConnectsButEndVertexDoesNot() throws {
        let bus = NetworkFixture.tee(barType: 2)
        #expect(bus.elementCount == 3)
        #expect(bus.errors.isEmpty)
        let fromTee = try bus.trace(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.P)])).get()
        #expect(fromTee.summary == ["41", "42"])
        let primary = NetworkFixture.tee(barType: 1)
        #expect(primary.elementCount == 2)
        #expect(Set(primary.errors.map(\.kind)) == [.unconnected])
        let alone = try primary.trace(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.P)])).get()
        #expect(alone.summary == ["42"])
        // A point and a barrier on the bus: only the stretch between the bus start and the barrier.
        let stretch = try bus.trace(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.Bar, fraction: 0.25)],
                                                 barriers: [start(NetworkFixture.Bar, fraction: 0.4)])).get()
        #expect(stretch.summary == ["41[0.00-0.40]"])
    }

    @Test func associationsConnectFeaturesThatDoNotTouch() throws {
        let link = Association(from: NetworkFixture.id(NetworkFixture.T), fromTerminal: "Low", to: NetworkFixture.id(NetworkFixture.U))
        var g = NetworkGraph(definition: NetworkFixture.definition, features: NetworkFixture.feederFeatures, associations: [link])
        #expect(!g.errors.contains { $0.kind == .unconnected && $0.features == [NetworkFixture.id(NetworkFixture.U)] })
        let down = try g.trace(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.T, terminal: "High")])).get()
        #expect(down.summary == ["4:High", "4:Low", "16", "17", "18"])
        g.apply(upserted: [], deleted: [], associationsRemoved: [link])
        #expect(g.errors.contains { $0.kind == .unconnected && $0.features == [NetworkFixture.id(NetworkFixture.U)] })
        #expect(g.connectivitySignature() == NetworkFixture.feeder.connectivitySignature())
    }

    @Test func aGraphBuiltInPartsEqualsOneBuiltAtOnce() throws {
        // A generated network (its features in parts of uneven size, the grid regridded on the
        // way) and the feeder with an association: the same connectivity, errors and traces.
        let sample = SampleNetworkGenerator(seed: 3, edges: 5_000).generate()
        let generated = try NetworkDefinition.parse(sample.definition).get()
        let link = Association(from: NetworkFixture.id(NetworkFixture.T), fromTerminal: "Low", to: NetworkFixture.id(NetworkFixture.U))
        for (definition, features, associations) in [(generated, sample.networkFeatures(), [Association]()),
                                                     (NetworkFixture.definition, NetworkFixture.feederFeatures, [link])] {
            let whole = NetworkGraph(definition: definition, features: features, associations: associations)
            var builder = NetworkGraphBuilder(definition: definition)
            var rest = features[...]
            var size = 1
            while !rest.isEmpty {
                builder.add(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
                size = size * 3 + 1
            }
            let parts = builder.finish(associations: associations)
            #expect(parts.featureCount == whole.featureCount && parts.elementCount == whole.elementCount)
            #expect(parts.connectivitySignature() == whole.connectivitySignature())
            #expect(parts.errors.map { "\($0.kind) \($0.features)" }.sorted() == whole.errors.map { "\($0.kind) \($0.features)" }.sorted())
            let from = TraceLocation(featureId: features[0].id)
            let a = try parts.trace(TraceRequest(type: .connected, startingLocations: [from])).get()
            let b = try whole.trace(TraceRequest(type: .connected, startingLocations: [from])).get()
            let reached = { (r: TraceResult) in Set(r.elements.map { "\($0.featureId) \($0.terminal ?? "") \($0.fractionFrom)-\($0.fractionTo)" }) }
            #expect(reached(a) == reached(b) && reached(a).count > 1)
        }
    }

    @Test func edgeTableIsPgRoutingShaped() {
        let g = NetworkFixture.feeder
        let rows = g.edgeTable(costAttribute: "Length")
        #expect(rows.count == 10)
        #expect(Set(rows.map(\.id)).count == 10 && rows.allSatisfy { $0.id >= 1 && $0.source >= 1 && $0.target >= 1 })
        let l3 = rows.first { $0.featureId == NetworkFixture.id(NetworkFixture.L3) }!
        #expect(l3.cost == 100 && l3.reverseCost == 100 && l3.layer == "Line" && l3.source != l3.target)
        let sv1 = g.edgeTable().first { $0.featureId == NetworkFixture.id(NetworkFixture.SV1) }!
        #expect(abs(sv1.cost - 30) < 1e-9)
        // L1 and L2 meet at the switch: they share a node.
        let l1 = rows.first { $0.featureId == NetworkFixture.id(NetworkFixture.L1) }!
        let l2 = rows.first { $0.featureId == NetworkFixture.id(NetworkFixture.L2) }!
        #expect(Set([l1.source, l1.target]).intersection([l2.source, l2.target]).count == 1)
        let paths = rows.filter { $0.layer == "Device" }
        #expect(paths.count == 2 && paths.allSatisfy { $0.cost == 0 })
    }

    @Test func incrementalUpdateOfOneFeatureMatchesARebuild() throws {
        var g = NetworkFixture.feeder
        g.apply(upserted: [], deleted: [NetworkFixture.id(NetworkFixture.L2)])
        var features = NetworkFixture.feederFeatures.filter { $0.id != NetworkFixture.id(NetworkFixture.L2) }
        #expect(g.connectivitySignature() == NetworkGraph(definition: NetworkFixture.definition, features: features).connectivitySignature())
        let cut = try g.trace(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.B)])).get()
        #expect(cut.summary == ["1:Source", "1:Load", "11", "2"])
        // Moving the meter off the service line's end removes the refused connection.
        let moved = NetworkFixture.device(NetworkFixture.M, 4, 400, 400)
        g.apply(upserted: [moved], deleted: [])
        features = features.filter { $0.id != moved.id } + [moved]
        #expect(g.connectivitySignature() == NetworkGraph(definition: NetworkFixture.definition, features: features).connectivitySignature())
        #expect(!g.errors.contains { $0.kind == .ruleMissing })
    }

    @Test func updatesLeaveSlotsBehindUntilTheGraphAsksToBeBuiltAfresh() throws {
        var g = NetworkFixture.feeder
        let live = g.featureCount
        #expect(g.allocatedFeatureSlots == live)
        #expect(!g.needsRebuild)
        // Toggling a switch's status again and again: each update gives it a new slot.
        var updates = 0
        while !g.needsRebuild && updates < 10_000 {
            updates += 1
            g.apply(upserted: [NetworkFixture.device(NetworkFixture.S1, 2, 100, 0, status: updates % 2)], deleted: [])
        }
        #expect(g.needsRebuild, "no rebuild asked for after \(updates) updates")
        #expect(g.featureCount == live)
        #expect(g.allocatedFeatureSlots > 2 * live)
        #expect(updates <= 4096, "the threshold is max(4096, twice the live features)")
        // What a fresh build from the same features holds (what NetworkGraphs swaps in).
        let fresh = NetworkGraph(definition: NetworkFixture.definition,
                                 features: NetworkFixture.feederFeatures.filter { $0.id != NetworkFixture.id(NetworkFixture.S1) }
                                     + [NetworkFixture.device(NetworkFixture.S1, 2, 100, 0, status: updates % 2)])
        #expect(fresh.allocatedFeatureSlots == live)
        #expect(fresh.connectivitySignature() == g.connectivitySignature())
    }

    @Test func incrementalUpdatesOnAGeneratedNetworkEqualAFullRebuild() {
        let sample = SampleNetworkGenerator(seed: 11, edges: 3_000).generate()
        let definition = try! NetworkDefinition.parse(sample.definition).get()
        var current = Dictionary(uniqueKeysWithValues: sample.networkFeatures().map { ($0.id, $0) })
        var g = NetworkGraph(definition: definition, features: Array(current.values))
        var seeded = RandomSource(seed: 5)
        for round in 0..<30 {
            let ids = current.keys.sorted { $0.uuidString < $1.uuidString }
            var upserted: [NetworkFeature] = []
            var deleted: [UUID] = []
            for _ in 0..<3 {
                let victim = ids[seeded.next(ids.count)]
                guard var f = current[victim], !deleted.contains(victim), !upserted.contains(where: { $0.id == victim }) else { continue }
                switch seeded.next(4) {
                case 0:
                    deleted.append(victim)
                    current[victim] = nil
                case 1:
                    // Move the feature a little: it disconnects from where it was.
                    if case .lineString(var ps) = f.geometry { ps[ps.count - 1].x += 3; f.geometry = .lineString(ps) }
                    if case .point(var p) = f.geometry { p.y += 3; f.geometry = .point(p) }
                    upserted.append(f); current[victim] = f
                case 2:
                    // A new line from this feature's first point to a nearby free point.
                    let p = f.geometry.positions[0]
                    let n = NetworkFeature(id: UUID(), layer: "Line", assetGroup: 1 + seeded.next(2), assetType: 1,
                                           geometry: .lineString([p, Position(p.x + 7, p.y + 7)]), attributes: ["LENGTH": .double(9.9)])
                    upserted.append(n); current[n.id] = n
                default:
                    // Toggle an attribute (device status) without moving.
                    f.attributes["DEVICESTATUS"] = .integer(Int64(seeded.next(2)))
                    upserted.append(f); current[victim] = f
                }
            }
            g.apply(upserted: upserted, deleted: deleted)
            if round % 10 == 9 || round == 0 {
                let full = NetworkGraph(definition: definition, features: Array(current.values))
                #expect(g.connectivitySignature() == full.connectivitySignature(), "round \(round)")
                #expect(g.errors.map { "\($0.kind) \($0.features)" }.sorted() == full.errors.map { "\($0.kind) \($0.features)" }.sorted(), "round \(round)")
                #expect(g.featureCount == full.featureCount && g.elementCount == full.elementCount)
            }
        }
        // Traces agree too.
        let full = NetworkGraph(definition: definition, features: Array(current.values))
        for c in current.values.filter({ $0.layer == "Device" && $0.assetGroup == 1 }).prefix(3) {
            let r = TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: c.id)], conditionBarriers: .compare(attribute: "DeviceStatus", op: .eq, value: 0))
            let a: Set<UUID> = (try? g.trace(r).get())?.featureIds ?? []
            let b: Set<UUID> = (try? full.trace(r).get())?.featureIds ?? []
            #expect(!a.isEmpty)
            #expect(a == b)
        }
    }

    /// A graph grown from nothing, a few hundred features per edit, outgrows its id index and its
    /// coordinate grid many times over; it must connect exactly like a graph built at once, and
    /// find every feature by id.
    @Test func aGraphGrownEditByEditEqualsOneBuiltAtOnce() {
        let sample = SampleNetworkGenerator(seed: 17, edges: 4_000).generate()
        let definition = try! NetworkDefinition.parse(sample.definition).get()
        let features = sample.networkFeatures()
        var grown = NetworkGraph(definition: definition, features: [])
        var k = 0
        while k < features.count {
            let batch = Array(features[k..<Swift.min(features.count, k + 300)])
            grown.apply(upserted: batch, deleted: [])
            k += batch.count
        }
        let full = NetworkGraph(definition: definition, features: features)
        #expect(grown.featureCount == features.count)
        #expect(grown.memoryBreakdown.first { $0.part == "grid" }!.bytes > 1024 * 4)   // the grid grew
        #expect(grown.connectivitySignature() == full.connectivitySignature())
        #expect(features.allSatisfy { grown.contains($0.id) && grown.assetKey(of: $0.id) == full.assetKey(of: $0.id) })
        // Deleting half of them leaves the index finding exactly the other half.
        let gone = features.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.id)
        grown.apply(upserted: [], deleted: gone)
        #expect(grown.featureCount == features.count - gone.count)
        #expect(features.enumerated().allSatisfy { grown.contains($0.element.id) == ($0.offset % 2 == 1) })
    }

    @Test func sampleNetworkIsDeterministicConnectedAndRadial() throws {
        let a = SampleNetworkGenerator(seed: 3, edges: 2_000).generate()
        let b = SampleNetworkGenerator(seed: 3, edges: 2_000).generate()
        #expect(a.features == b.features)
        #expect(a.edgeCount == 2_000)
        #expect(a.layers.map(\.name) == ["Device", "Line"])
        let first = a.features[0]
        guard case .point(let p) = first.geometry else { Issue.record("a breaker first"); return }
        #expect(abs(p.x - SampleNetworkGenerator.centerX) < 5_000 && abs(p.y - SampleNetworkGenerator.centerY) < 5_000)
        let definition = try NetworkDefinition.parse(a.definition).get()
        let g = NetworkGraph(definition: definition, features: a.networkFeatures())
        // Every feature connects; service line ends and the last primary ends are simply free.
        #expect(g.errors.isEmpty)
        #expect(a.features.contains { $0.attributes["DEVICESTATUS"] == 0 })
        // Every line is fed by exactly one breaker: downstream traces from all breakers cover each line once.
        var fed: [UUID: Int] = [:]
        for c in a.features where c.layer == "Device" && c.attributes["ASSETGROUP"] == 1 {
            let r = try g.trace(TraceRequest(type: .downstream, startingLocations: [TraceLocation(featureId: c.id)])).get()
            for e in r.elements where e.layer == "Line" { fed[e.featureId, default: 0] += 1 }
        }
        #expect(fed.count == 2_000 && fed.values.allSatisfy { $0 == 1 })
    }

    @Test func traceBodyListsElementsByLayerIdTerminalAndFraction() throws {
        let a = SampleNetworkGenerator(seed: 8, edges: 1_500).generate()
        let g = NetworkGraph(definition: try NetworkDefinition.parse(a.definition).get(), features: a.networkFeatures())
        let breaker = try #require(a.features.first { $0.layer == "Device" && $0.attributes["ASSETGROUP"] == 1 })
        for type in [TraceType.connected, .downstream] {
            let r = try g.trace(TraceRequest(type: type, startingLocations: [TraceLocation(featureId: breaker.id)])).get()
            let body = try JSONValue.parse(r.jsonText())
            let listed = try #require(body["elements"].arrayValue)
            #expect(listed.count == r.count && r.count > 100)
            // The order a client expects: layer name, then the id's text, terminal name, fraction.
            let keys = listed.map { e in
                (e["layer"].stringValue ?? "", e["featureId"].stringValue ?? "", e["terminal"].stringValue ?? "", e["fractionFrom"].doubleValue ?? -1)
            }
            #expect(zip(keys, keys.dropFirst()).allSatisfy { x, y in x <= y })
            #expect(Set(listed.compactMap { $0["featureId"].stringValue }) == Set(r.featureIds.map(\.lowercased)))
            #expect(listed.contains { $0["terminal"].stringValue != nil })
        }
    }
}

/// A deterministic generator for test edits.
struct RandomSource {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
