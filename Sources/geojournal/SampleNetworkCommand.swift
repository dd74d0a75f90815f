import ArgumentParser
import Foundation
import GeoJournalCore
import GeoJournalNetwork
import GeoJournalSamples
import Journal
import Logging

/// `geojournal sample-network`: generates a radial medium-voltage network (SampleNetworkGenerator)
/// and writes it through the journal — layers, the network definition, then the features in
/// operations of `--batch` features each, so the network has a history like one edited by hand.
struct SampleNetworkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sample-network", abstract: "Write a generated utility network through the journal.")
    @OptionGroup var database: DatabaseOptions
    @Option var workspace = "demo"
    @Option(help: "Name of the network.") var network = "Electric"
    @Option(help: "Line features (network edges) to generate.") var edges = 1_000
    @Option var seed: UInt64 = 1
    @Option(help: "Features per operation.") var batch = 500
    @Option(help: "Feeders (circuit breakers) per substation.") var feeders = 4
    @Option(help: "Steps along each feeder's trunk (about four lines each); with one feeder and edges/4 steps the network is a single tree.") var steps = 60

    func run() async throws {
        let ws = workspace, name = network, edges = self.edges, seed = self.seed, batch = max(1, self.batch), feeders = self.feeders, steps = self.steps
        try await database.withClient { client, logger in
            let journal = Journal(client: client, logger: logger)
            let written = try await SampleNetworkWriter.write(journal: journal, workspace: ws, network: name, edges: edges, seed: seed, batch: batch, feeders: feeders, steps: steps, actor: "sample") { done, total in
                if done == total || done % (batch * 20) == 0 { print("features \(done)/\(total)") }
            }
            print("network \(name): \(written.edges) lines, \(written.features) features in \(written.operations) operations, head \(written.head)")
        }
    }
}

/// Writes a generated sample network through the journal (used by the command, which `Deploy/run.sh` runs for the sample workspace).
enum SampleNetworkWriter {
    struct Written: Sendable { var features: Int; var edges: Int; var operations: Int; var head: Int64 }

    /// Creates the workspace unless it exists.
    static func ensureWorkspace(journal: Journal, workspace ws: String, actor: String) async throws {
        let outcome: Result<WorkspaceInfo, JournalError>
        do {
            outcome = .success(try await journal.workspaces.createWorkspace(id: ws, title: "Sample network", actor: actor))
        } catch {
            outcome = .failure(error)
        }
        if case .failure(let error) = outcome {
            if case .alreadyExists = error { return }
            throw error
        }
    }

    static func write(journal: Journal, workspace ws: String, network name: String, edges: Int, seed: UInt64, batch: Int,
                      feeders: Int = 4, steps: Int = 60, actor: String,
                      progress: (Int, Int) -> Void = { _, _ in }) async throws -> Written {
        try await ensureWorkspace(journal: journal, workspace: ws, actor: actor)
        let sample = SampleNetworkGenerator(seed: seed, edges: edges, feedersPerSubstation: feeders, stepsPerFeeder: steps).generate()
        let shape = feeders == 4 && steps == 60 ? "" : "/\(feeders)x\(steps)"
        let schema = AppendContext(actor: actor, kind: .schema)
        let existing = try await journal.workspaces.layerSet(workspace: ws, refresh: true).layers
        for (layer, body) in sample.layers {
            // An unchanged layer is left alone (re-defining it would write nothing anyway).
            if let current = existing[layer], case .success(let wanted) = LayerDefinition.parse(body, name: layer), current.json == wanted.json { continue }
            _ = try await journal.workspaces.defineLayer(workspace: ws, name: layer, body: body, force: false, context: schema)
        }
        _ = try await journal.networks.defineNetwork(workspace: ws, name: name, body: sample.definition, context: schema)
        var operations = 0
        var head: Int64 = 0
        var start = 0
        while start < sample.features.count {
            let chunk = sample.features[start..<min(sample.features.count, start + batch)]
            var byLayer: [String: [FeatureAdd]] = [:]
            var order: [String] = []
            for f in chunk {
                if byLayer[f.layer] == nil { order.append(f.layer) }
                byLayer[f.layer, default: []].append(FeatureAdd(id: f.id, attributes: f.attributes, geometry: f.geometry))
            }
            let request = EditRequest(message: "sample network \(name): features \(start + 1)-\(start + chunk.count)",
                                      edits: order.map { LayerEdits(layer: $0, adds: byLayer[$0]!) })
            let outcome = try await journal.edits.apply(workspace: ws, request: request,
                                                       context: AppendContext(actor: actor, kind: .import, idempotencyKey: "sample-network/\(name)/\(seed)/\(edges)\(shape)/\(start)"))
            operations += 1
            head = max(head, outcome.operation.lastPosition)
            start += chunk.count
            progress(start, sample.features.count)
        }
        return Written(features: sample.features.count, edges: sample.edgeCount, operations: operations, head: head)
    }
}
