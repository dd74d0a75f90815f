import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Synchronization
import Testing

/// Reads of a network's live graph while the network is redefined.
@Suite("Network graphs under redefinition")
struct NetworkRedefinitionTests {
    /// Set on the task of the test's reader, so the pauses below tell it from the writer.
    @TaskLocal static var isReader = false

    /// When a catch-up meets a redefinition it forgets the graph and loads it afresh. A reader
    /// that found the old graph in memory just before, and catches up while that load is under
    /// way, must still get the graph: the network exists. (It answered 404, and an association
    /// added under a redefinition was refused as if its network did not exist.)
    ///
    /// The test holds its reader after it found the graph until the writer of the redefinition
    /// is loading the graph afresh, and holds that load a moment longer. Loads are shared: the
    /// reader waits for the writer's load instead of starting one of its own, and gets its graph.
    @Test func aReadThatFoundTheGraphJustBeforeARedefinitionGetsTheRedefinedGraph() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            let graphs = world.journal.networks.graphs
            let before = try await graphs.current(workspace: ws, name: "Electric")

            let (readerHeld, holdingReader) = AsyncStream<Void>.makeStream()
            let (writerLoading, loading) = AsyncStream<Void>.makeStream()
            let (gate, openGate) = AsyncStream<Void>.makeStream()
            let writerLoads = Mutex(0), readerLoads = Mutex(0)
            defer { openGate.finish() }
            let pause: @Sendable (NetworkGraphs.Pause, NetworkGraphs.Key) async -> Void = { point, key in
                guard key.workspace == ws else { return }
                switch point {
                case .found where Self.isReader:
                    holdingReader.yield()
                    // Until the writer loads afresh (bounded: a writer that never gets there fails below).
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { for await _ in writerLoading { break } }
                        group.addTask { try? await Task.sleep(for: .seconds(30)) }
                        await group.next()
                        group.cancelAll()
                    }
                case .loading where !Self.isReader:
                    guard writerLoads.withLock({ $0 += 1; return $0 }) == 1 else { return }
                    loading.yield()
                    for await _ in gate {}
                case .loading:
                    readerLoads.withLock { $0 += 1 }
                default:
                    return
                }
            }
            try await graphs.pausing(pause) {
                let reader = Task { try await Self.$isReader.withValue(true) { try await graphs.current(workspace: ws, name: "Electric") } }
                for await _ in readerHeld { break }
                let redefined = FeederNetwork.definition.replacingOccurrences(of: "\"tolerance\": 0.001", with: "\"tolerance\": 0.002")
                let redefinition = Task { try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: redefined) }

                // The writer's load is held while the reader catches up and meets it.
                try await Task.sleep(for: .milliseconds(300))
                openGate.finish()
                let read = await reader.result
                #expect(try await redefinition.value.status == .ok)
                #expect(writerLoads.withLock { $0 } >= 1, "the writer of the redefinition never loaded the graph afresh")
                let after = try #require(try? read.get(), "the reader got \(read)")
                #expect(after.network.version == before.network.version + 1)
                #expect(after.position > before.position)
                #expect(readerLoads.withLock { $0 } == 0, "the reader loaded the graph itself instead of waiting for the load under way")
            }
        }
    }

    /// A reader that stops waiting (its request timed out, its task was cancelled) does not stop
    /// the graph's load: the load goes on in the background and the next reader finds the graph
    /// in memory. (A graph of a million edges loads in longer than a request may wait: every
    /// request cancelled the load it had started, and the graph was never loaded.)
    @Test func aLoadOutlivesTheReaderThatStartedIt() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
        }
        let graphs = world.journal.networks.graphs
        await graphs.reset()
        let (held, holding) = AsyncStream<Void>.makeStream()
        let (gate, openGate) = AsyncStream<Void>.makeStream()
        let loadsSeen = Mutex(0)
        defer { openGate.finish() }
        try await graphs.pausing({ point, key in
            guard key.workspace == ws, point == .loading else { return }
            loadsSeen.withLock { $0 += 1 }
            holding.yield()
            for await _ in gate {}
        }) {
            let impatient = Task { try await graphs.current(workspace: ws, name: "Electric") }
            for await _ in held { break }
            impatient.cancel()
            openGate.finish()
            _ = await impatient.result
            // The load finishes on its own; the next reader uses it without loading again.
            var waited = 0
            while await !graphs.positions.contains(where: { $0.workspace == ws }), waited < 200 {
                try await Task.sleep(for: .milliseconds(25))
                waited += 1
            }
            #expect(await graphs.positions.contains { $0.workspace == ws }, "the load stopped with the reader that started it")
            let snapshot = try await graphs.current(workspace: ws, name: "Electric")
            #expect(snapshot.graph.featureCount == 13)
            #expect(loadsSeen.withLock { $0 } == 1)
        }
    }
}

extension NetworkGraphs {
    /// Runs `body` with every read of a head's graph awaiting `pause` at each ``Pause`` point,
    /// and none after (whether `body` returns or throws).
    func pausing<T>(_ pause: @escaping @Sendable (Pause, Key) async -> Void, _ body: () async throws -> T) async throws -> T {
        await setPause(pause)
        do {
            let result = try await body()
            await setPause(nil)
            return result
        } catch {
            await setPause(nil)
            throw error
        }
    }
}
