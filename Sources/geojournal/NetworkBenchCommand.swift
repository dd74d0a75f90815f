import ArgumentParser
import Foundation
import GeoJournalCore
import GeoJournalNetwork
import Journal
import Logging
import PostgresNIO

/// `geojournal network-bench`: measures a written network's in-memory graph in this process —
/// the full load from the projections, its memory, connected and downstream traces from the first
/// circuit breaker, and the incremental update after a one-feature edit — rewrites the persisted
/// edge table (for pgRouting), writes the graph's node pairs for other traversals, and prints one
/// JSON object. `Benchmarks/run.sh` (bench_network) compares the figures with pgRouting and SciPy.
struct NetworkBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "network-bench", abstract: "Measure a network's in-memory graph (used by Benchmarks/run.sh).")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace = "demo"
    @Option var network = "Electric"
    @Option(help: "Traces of each kind; the median is reported.") var repeats = 5
    @Option(help: "Write the graph's edges as little-endian int32 (source, target) node pairs to this file.") var pairs: String?

    func run() async throws {
        let ws = workspace, name = network, repeats = max(1, self.repeats), pairsPath = pairs
        let report: JSONValue = try await database.withClient { client, logger in
            let journal = Journal(client: client, logger: logger)
            let graphs = journal.networks.graphs

            let loadStart = ContinuousClock.now
            let snapshot = try await graphs.current(workspace: ws, name: name)
            let loadSeconds = Self.seconds(ContinuousClock.now - loadStart)
            var graph = snapshot.graph
            // The graph as loaded; what traces add to its cache is reported on its own.
            let memoryBytes = graph.memoryFootprint, memoryByPart = graph.memoryBreakdown

            // The start: the first circuit breaker (asset group 1 of the junction layer).
            guard let junctionLayer = graph.definition.sources.first(where: { $0.role == .junction })?.layer,
                  let edgeLayer = graph.definition.sources.first(where: { $0.role == .edge })?.layer else {
                throw ValidationError("network \(name) has no junction or no edge source")
            }
            let rows = graph.edgeTable()
            var breaker: UUID?
            var lineIds: [UUID] = []
            for r in rows where r.layer == edgeLayer { lineIds.append(r.featureId) }
            // The first breaker by id, found by PostgreSQL (a generated network may hold hundreds
            // of thousands of devices and a single breaker).
            let found = try await client.query("""
                SELECT id FROM features WHERE workspace_id = \(ws) AND layer = \(junctionLayer)
                  AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1
                """, logger: logger)
            for try await id in found.decode(UUID.self) { breaker = id }
            guard let breaker else { throw ValidationError("network \(name) has no circuit breaker (asset group 1)") }
            let startNode = rows.first { $0.featureId == breaker }.map(\.source) ?? -1

            // The first run of each kind also fills the graph's directed-trace cache (areas and hop
            // levels); it is reported on its own as the cold time.
            func trace(_ body: String) throws -> (ms: Double, coldMs: Double, count: Int) {
                let request = try TraceRequest.parse(JSONValue.parse(body)).get()
                var times: [Double] = []
                var count = 0
                for _ in 0...repeats {   // the first run warms up
                    let t0 = ContinuousClock.now
                    let result = try graph.trace(request).get()
                    times.append(Self.seconds(ContinuousClock.now - t0) * 1000)
                    count = result.count
                }
                return (Self.median(Array(times.dropFirst())), times[0], count)
            }
            let start = #"[{"featureId":"\#(breaker.uuidString.lowercased())"}]"#
            let connected = try trace(#"{"type":"connected","startingLocations":\#(start)}"#)
            // Downstream through terminals and terminal paths, with a condition barrier evaluated at every element.
            let downstream = try trace(#"{"type":"downstream","startingLocations":\#(start),"conditionBarriers":{"field":"DEVICESTATUS","op":"eq","value":99}}"#)
            let traceCacheBytes = graph.memoryBreakdown.first { $0.part == "traceCache" }?.bytes ?? 0

            // Incremental update: a line in the middle of the network with its middle vertex moved
            // by 1 m and back, applied to the graph in place (the first application copies it).
            var updateMs: [Double] = []
            if !lineIds.isEmpty {
                let id = lineIds[lineIds.count / 2]
                guard let (text, _) = try await journal.reads.feature(workspace: ws, layer: edgeLayer, id: id, moment: .head) else { throw ValidationError("line \(id) not found") }
                let json = try JSONValue.parse(text)
                let geometry = try Geometry.parse(json["geometry"]).get()
                var attributes: Attributes = [:]
                for (k, v) in json["properties"].objectValue ?? [:] { attributes[k] = v }
                let asset = graph.definition.sources.first { $0.layer == edgeLayer }
                func feature(_ g: Geometry) -> NetworkFeature {
                    NetworkFeature(id: id, layer: edgeLayer, assetGroup: Int(attributes[asset?.assetGroupField ?? "ASSETGROUP"]?.intValue ?? 0),
                                   assetType: Int(attributes[asset?.assetTypeField ?? "ASSETTYPE"]?.intValue ?? 0), geometry: g, attributes: attributes)
                }
                var moved = geometry
                if case .lineString(var points) = geometry, points.count >= 3 {
                    points[points.count / 2].x += 1
                    moved = .lineString(points)
                }
                graph.apply(upserted: [feature(moved)], deleted: [])
                for k in 0..<21 {
                    let t0 = ContinuousClock.now
                    graph.apply(upserted: [feature(k % 2 == 0 ? geometry : moved)], deleted: [])
                    updateMs.append(Self.seconds(ContinuousClock.now - t0) * 1000)
                }
            }

            if let pairsPath {
                var bytes = [UInt8]()
                bytes.reserveCapacity(rows.count * 8)
                for r in rows {
                    for v in [Int32(r.source), Int32(r.target)] { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
                }
                try Data(bytes).write(to: URL(fileURLWithPath: pairsPath))
            }
            let refreshStart = ContinuousClock.now
            let (position, written) = try await graphs.refreshEdgeTable(workspace: ws, name: name)
            let refreshSeconds = Self.seconds(ContinuousClock.now - refreshStart)

            let edges = snapshot.graph.edgeElementCount
            return .object([
                "position": .integer(position), "features": .integer(Int64(snapshot.graph.featureCount)),
                "edges": .integer(Int64(edges)), "elements": .integer(Int64(snapshot.graph.elementCount)),
                "nodes": .integer(Int64(snapshot.graph.nodeTotal)), "edgeTableRows": .integer(Int64(written)),
                "loadSeconds": .double(loadSeconds), "memoryBytes": .integer(Int64(memoryBytes)),
                "bytesPerEdge": .double(Double(memoryBytes) / Double(max(1, edges))),
                "startFeature": .string(breaker.uuidString.lowercased()), "startNode": .integer(Int64(startNode)),
                "connectedMs": .double(connected.ms), "connectedElements": .integer(Int64(connected.count)),
                "downstreamMs": .double(downstream.ms), "downstreamColdMs": .double(downstream.coldMs), "connectedColdMs": .double(connected.coldMs),
                "traceCacheBytes": .integer(Int64(traceCacheBytes)), "downstreamElements": .integer(Int64(downstream.count)),
                "updateMs": .double(Self.median(updateMs)), "edgeTableSeconds": .double(refreshSeconds),
                "memoryByPart": .object(Dictionary(uniqueKeysWithValues: memoryByPart.map { ($0.part, JSONValue.integer(Int64($0.bytes))) })),
            ])
        }
        print(report.jsonString())
    }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return .nan }
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
