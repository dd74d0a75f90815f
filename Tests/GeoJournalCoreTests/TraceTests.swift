import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Testing

/// Traces on the hand-built feeder (see `NetworkFixture`), answers worked out by hand.
@Suite("Traces")
struct TraceTests {
    let g = NetworkFixture.feeder
    let openSwitches = TraceCondition.compare(attribute: "DeviceStatus", op: .eq, value: 0)
    static let everything: Set<String> = ["1:Source", "1:Load", "2", "3", "4:High", "4:Low", "11", "12", "13", "14", "15", "16", "17"]

    func run(_ r: TraceRequest) throws -> TraceResult { try g.trace(r).get() }

    @Test func connectedReachesEverythingTheRulesConnect() throws {
        let r = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.B)]))
        #expect(r.summary == Self.everything)
        #expect(r.bySource == ["Device": 6, "Line": 7])
        // Connectivity passes a device both ways, whatever its upstream terminal.
        let low = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.T, terminal: "Low")]))
        #expect(low.summary == Self.everything)
    }

    @Test func openSwitchConditionStopsTheTrace() throws {
        let r = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.B)], conditionBarriers: openSwitches))
        #expect(r.summary == Self.everything.subtracting(["14"]))
        let without = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.B)], conditionBarriers: openSwitches, includeBarriers: false))
        #expect(without.summary == Self.everything.subtracting(["14", "3"]))
    }

    @Test func conditionsCombineWithAndOr() throws {
        let body = try JSONValue.parse(#"""
        {"type": "connected", "startingLocations": [{"featureId": "00000000-0000-4000-8000-000000000012"}], "includeBarriers": false,
         "conditionBarriers": {"or": [{"field": "DEVICESTATUS", "op": "eq", "value": 0}, {"category": "Protective"}]}}
        """#)
        let request = try TraceRequest.parse(body).get()
        let r = try run(request)
        #expect(r.summary == ["2", "4:High", "4:Low", "11", "12", "13", "15", "16", "17"])
        // An and of a category and an "in" comparison picks only the open switch.
        var both = request
        both.conditionBarriers = .and([.category("Isolating"), .compare(attribute: "DeviceStatus", op: .in, value: [0])])
        #expect(try run(both).summary == Self.everything.subtracting(["14", "3"]))
        // A list means or; an unknown attribute is refused with its path.
        let bad = try JSONValue.parse(#"{"type": "connected", "startingLocations": [{"featureId": "00000000-0000-4000-8000-000000000012"}], "conditionBarriers": [{"field": "Nope", "op": "eq", "value": 1}]}"#)
        guard case .failure(let f) = g.trace(try TraceRequest.parse(bad).get()) else { Issue.record("expected a failure"); return }
        #expect(f.violations.first?.path == "conditionBarriers[0].field")
    }

    @Test func explicitJunctionBarrierAndIgnoringBarriersAtTheStart() throws {
        let r = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.L5)], barriers: [start(NetworkFixture.S1)], includeBarriers: false))
        #expect(r.summary == ["3", "4:High", "4:Low", "12", "13", "14", "15", "16", "17"])
        let stuck = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.S2)], conditionBarriers: openSwitches))
        #expect(stuck.summary == ["3"])
        let free = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.S2)], conditionBarriers: openSwitches, ignoreBarriersAtStartingPoints: true))
        #expect(free.summary == Self.everything)
    }

    @Test func fractionBarrierAndFractionStartGivePartialEdges() throws {
        let r = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.B)], barriers: [start(NetworkFixture.L2, fraction: 0.25)]))
        #expect(r.summary == ["1:Source", "1:Load", "11", "2", "12[0.00-0.25]"])
        let other = try run(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.L2, fraction: 0.5)], barriers: [start(NetworkFixture.L2, fraction: 0.25)]))
        #expect(other.summary == ["12[0.25-1.00]", "13", "3", "14", "15", "4:High", "4:Low", "16", "17"])
    }

    @Test func downstreamFollowsTheFlowThroughTerminalPaths() throws {
        let all = try run(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.B)]))
        #expect(all.summary == Self.everything)
        let branch = try run(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.L3)]))
        #expect(branch.summary == ["13", "3", "14"])
        let open = try run(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.L3)], conditionBarriers: openSwitches))
        #expect(open.summary == ["13", "3"])
        // A transformer passes High to Low, never Low to High.
        let high = try run(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.T, terminal: "High")]))
        #expect(high.summary == ["4:High", "4:Low", "16", "17"])
        let low = try run(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.T, terminal: "Low")]))
        #expect(low.summary == ["4:Low", "16", "17"])
    }

    @Test func upstreamGoesBackToTheController() throws {
        let r = try run(TraceRequest(type: .upstream, startingLocations: [start(NetworkFixture.SV1)]))
        #expect(r.summary == ["16", "4:Low", "4:High", "15", "12", "2", "11", "1:Load", "1:Source"])
        let half = try run(TraceRequest(type: .upstream, startingLocations: [start(NetworkFixture.SV1, fraction: 0.5)]))
        #expect(half.summary == ["16[0.00-0.50]", "4:Low", "4:High", "15", "12", "2", "11", "1:Load", "1:Source"])
        let high = try run(TraceRequest(type: .upstream, startingLocations: [start(NetworkFixture.T, terminal: "High")]))
        #expect(!high.summary.contains("4:Low") && high.summary.contains("1:Source"))
    }

    @Test func isolationFindsTheBoundingIsolatingDevices() throws {
        let r = try run(TraceRequest(type: .isolation, startingLocations: [start(NetworkFixture.L5)]))
        #expect(r.summary == ["2", "3"])
        let region = try run(TraceRequest(type: .isolation, startingLocations: [start(NetworkFixture.L5)], includeIsolatedFeatures: true))
        #expect(region.summary == ["2", "3", "12", "13", "15", "4:High", "4:Low", "16", "17"])
    }

    @Test func shortestPathByCostAttribute() throws {
        let r = try run(TraceRequest(type: .shortestPath, startingLocations: [start(NetworkFixture.B), start(NetworkFixture.SV1, fraction: 0.5)], costAttribute: "Length"))
        #expect(r.pathCost == 315)
        #expect(r.summary == ["1:Load", "11", "2", "12", "15", "4:High", "4:Low", "16[0.00-0.50]"])
        let sameLine = try run(TraceRequest(type: .shortestPath, startingLocations: [start(NetworkFixture.L4, fraction: 0.2), start(NetworkFixture.L4, fraction: 0.7)]))
        #expect(sameLine.pathCost.map { abs($0 - 50) < 1e-3 } == true)
        #expect(sameLine.summary == ["14[0.20-0.70]"])
    }

    @Test func subnetworkOfRadialTierIsWhatItsOneControllerFeeds() throws {
        let tied = NetworkFixture.tied
        let left = try tied.trace(TraceRequest(type: .subnetwork, tier: "Radial", startingLocations: [start(NetworkFixture.A1)])).get()
        #expect(left.summary == ["21:Source", "21:Load", "31", "32"])
        let right = try tied.trace(TraceRequest(type: .subnetwork, tier: "Radial", startingLocations: [start(NetworkFixture.A4)])).get()
        #expect(right.summary == ["22:Source", "22:Load", "33", "34"])
        let mesh = try tied.trace(TraceRequest(type: .subnetwork, tier: "Mesh", startingLocations: [start(NetworkFixture.A1)])).get()
        #expect(mesh.summary == ["21:Source", "21:Load", "22:Source", "22:Load", "31", "32", "33", "34"])
        // On the feeder, the open switch bounds the subnetwork.
        let feeder = try run(TraceRequest(type: .subnetwork, tier: "Radial", startingLocations: [start(NetworkFixture.L5)], conditionBarriers: openSwitches))
        #expect(feeder.summary == Self.everything.subtracting(["14"]))
        guard case .failure(let f) = g.trace(TraceRequest(type: .subnetwork, tier: "Radial", startingLocations: [start(NetworkFixture.U)])) else { Issue.record("expected a failure"); return }
        #expect(f.kind == .noSubnetworkController)
    }

    @Test func validateConsistencyFailsWhenErrorsLieInTheTracedArea() throws {
        guard case .failure(let f) = g.trace(TraceRequest(type: .connected, startingLocations: [start(NetworkFixture.B)], validateConsistency: true)) else {
            Issue.record("expected a failure"); return
        }
        #expect(f.kind == .inconsistentNetwork && f.errors.map(\.kind) == [.ruleMissing])
        let clean = try run(TraceRequest(type: .downstream, startingLocations: [start(NetworkFixture.L3)], validateConsistency: true))
        #expect(clean.count == 3)
    }

    @Test func requestParsingReportsProblems() throws {
        let body = try JSONValue.parse(#"{"type": "shortestPath", "startingLocations": [{"featureId": "nope"}, {"featureId": "00000000-0000-4000-8000-000000000012", "fractionAlongEdge": 2}]}"#)
        guard case .failure(let f) = TraceRequest.parse(body) else { Issue.record("expected problems"); return }
        #expect(Set(f.violations.map(\.path)).isSuperset(of: ["startingLocations[0].featureId", "startingLocations[1].fractionAlongEdge"]))
        let unknown = g.trace(TraceRequest(type: .connected, startingLocations: [TraceLocation(featureId: UUID())]))
        guard case .failure(let nf) = unknown else { Issue.record("expected not found"); return }
        #expect(nf.kind == .featureNotFound)
    }
}

@Suite("Rule-based snapping")
struct NetworkSnappingTests {
    let d = NetworkFixture.definition

    @Test func rulesLimitSnappingToConnectableTypes() {
        let service = AssetKey(layer: "Line", assetGroup: 2, assetType: 1)
        let c = d.snapBehavior(editing: service, sourceLayer: "Device")
        #expect(c.behavior == .rulesLimitSnapping)
        #expect(c.allows(AssetKey(layer: "Device", assetGroup: 3, assetType: 1)))
        #expect(!c.allows(AssetKey(layer: "Device", assetGroup: 2, assetType: 1)))
        #expect(!c.allows(AssetKey(layer: "Device", assetGroup: 1, assetType: 1)))
        #expect(!c.endVertexOnly)
    }

    @Test func endVertexPolicyLimitsSnappingToEndsUnlessATargetAllowsAnyVertex() {
        let breaker = d.snapBehavior(editing: AssetKey(layer: "Device", assetGroup: 1, assetType: 1), sourceLayer: "Line")
        #expect(breaker.behavior == .rulesLimitSnapping && breaker.endVertexOnly)
        #expect(breaker.allows(AssetKey(layer: "Line", assetGroup: 1, assetType: 1)))
        #expect(!breaker.allows(AssetKey(layer: "Line", assetGroup: 1, assetType: 2)))
        let primary = d.snapBehavior(editing: AssetKey(layer: "Line", assetGroup: 1, assetType: 1), sourceLayer: "Line")
        #expect(primary.behavior == .rulesLimitSnapping && !primary.endVertexOnly)
        #expect(primary.allows(AssetKey(layer: "Line", assetGroup: 1, assetType: 2)))
        #expect(!primary.allows(AssetKey(layer: "Line", assetGroup: 2, assetType: 1)))
    }

    @Test func rulesPreventSnappingWithoutARule() {
        let service = d.snapBehavior(editing: AssetKey(layer: "Line", assetGroup: 2, assetType: 1), sourceLayer: "Line")
        #expect(service.behavior == .rulesPreventSnapping)
        #expect(!service.allows(AssetKey(layer: "Line", assetGroup: 2, assetType: 1)))
        let meter = d.snapBehavior(editing: AssetKey(layer: "Device", assetGroup: 4, assetType: 1), sourceLayer: "Line")
        #expect(meter.behavior == .rulesPreventSnapping)
    }

    @Test func nonNetworkLayersSnapPlainly() {
        let parcel = d.snapBehavior(editing: AssetKey(layer: "Line", assetGroup: 1, assetType: 1), sourceLayer: "Parcel")
        #expect(parcel.behavior == .none && parcel.allows(AssetKey(layer: "Parcel", assetGroup: 0, assetType: 0)))
        let editingParcel = d.snapBehavior(editing: AssetKey(layer: "Parcel", assetGroup: 0, assetType: 0), sourceLayer: "Line")
        #expect(editingParcel.behavior == .none)
    }
}
