import Foundation
import GeoJournalCore
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
    /// is loading the graph afresh, and holds that load until the reader has answered.
    @Test func aReadThatFoundTheGraphJustBeforeARedefinitionGetsTheRedefinedGraph() async throws {
        let world = try await TestWorld.make()
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await NetworkTests.buildFeeder(world, client)
            let graphs = NetworkGraphs.of(world.journal)
            let before = try await graphs.current(workspace: ws, name: "Electric")

            let (readerHeld, holdingReader) = AsyncStream<Void>.makeStream()
            let (writerLoading, loading) = AsyncStream<Void>.makeStream()
            let (gate, openGate) = AsyncStream<Void>.makeStream()
            let writerLoads = Mutex(0)
            defer {
                graphs.pause.withLock { $0 = nil }
                openGate.finish()
            }
            graphs.pause.withLock {
                $0 = { point, key in
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
                    default:
                        return
                    }
                }
            }

            let reader = Task { try await Self.$isReader.withValue(true) { try await graphs.current(workspace: ws, name: "Electric") } }
            for await _ in readerHeld { break }
            let redefined = NetworkTests.definition.replacingOccurrences(of: "\"tolerance\": 0.001", with: "\"tolerance\": 0.002")
            let redefinition = Task { try await client.send(.put, "/v1/workspaces/\(ws)/networks/Electric", token: world.admin, body: redefined) }

            let read = await reader.result
            openGate.finish()
            #expect(try await redefinition.value.status == .ok)
            #expect(writerLoads.withLock { $0 } >= 1, "the writer of the redefinition never loaded the graph afresh")
            let after = try #require(try? read.get(), "the reader got \(read)")
            #expect(after.network.version == before.network.version + 1)
            #expect(after.position > before.position)
        }
    }
}
