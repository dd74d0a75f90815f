import Foundation
import GeoJournalCore
import GeoJournalTestSupport
@testable import Journal
import Testing

/// The rooms that hold state are made once by their journal and keep it (Sources/Journal/README.md);
/// a switch to another database server makes the journal forget what depends on the old one.
@Suite("The journal's rooms and their state")
struct JournalRoomsTests {
    @Test func aRoomThatHoldsStateIsMadeOnceAndKeepsIt() async throws {
        let world = try await TestWorld.make()
        try await world.defineLayer("Points", TestWorld.pointLayer)
        let journal = world.journal
        #expect(journal.edits === journal.edits)
        #expect(journal.reads === journal.reads)
        #expect(journal.networks.graphs === journal.networks.graphs)
        #expect(journal.reads.snapIndexes === journal.reads.snapIndexes)
        #expect(journal.edits.appender(for: world.workspace) === journal.edits.appender(for: world.workspace))
        // The layer set read for the edit below is the one the catalog keeps.
        _ = try await journal.edits.apply(workspace: world.workspace, request: EditRequest(edits: [LayerEdits(layer: "Points", adds: [
            FeatureAdd(attributes: ["N": 1], geometry: .point(Position(1, 1))),
        ])]), context: AppendContext(actor: "t"))
        #expect(journal.workspaces.catalog.definitions(of: world.workspace)?.layers["Points"] != nil)
        #expect(journal.edits.allAppenders[world.workspace] != nil)
    }

    /// After a failover the layer catalog, the reads' page ends and snap indexes, the network
    /// graphs and the heads heard of are read again from the new primary (``Journal/forgetServerState()``).
    @Test func aSwitchToAnotherServerForgetsWhatTheProcessKnewOfTheOld() async throws {
        let world = try await TestWorld.make()
        let journal = world.journal
        let ws = world.workspace
        try await world.withClient { client in
            _ = try await FeederNetwork.buildFeeder(world, client)
            _ = try await journal.networks.graphs.current(workspace: ws, name: "Electric")
            let snaps = journal.reads.snapIndexes
            _ = try await snaps.snap(workspace: ws, request: SnapRequest(point: Position(0, 0), tolerance: 1, sources: [SnapSource(layer: "Device")]))
            _ = try await journal.workspaces.layerSet(workspace: ws)
            let pageEnd = FeatureQuery.PageEnd(workspace: ws, layer: "Device", position: 1, current: true, filter: nil, objectIds: nil, offset: 10)
            journal.reads.pageEnds.keep(pageEnd: pageEnd, lastObjectId: 42)

            #expect(await journal.networks.graphs.positions.contains { $0.workspace == ws })
            #expect(snaps.position(workspace: ws) != nil)
            #expect(journal.workspaces.catalog.definitions(of: ws) != nil)
            #expect(journal.reads.pageEnds.pageEnd(pageEnd) == 42)
            #expect(journal.notifier.knownHead(workspace: ws) != nil)

            await journal.forgetServerState()

            #expect(await !journal.networks.graphs.positions.contains { $0.workspace == ws })
            #expect(journal.reads.snapIndexes !== snaps, "the snap indexes are made again")
            #expect(journal.reads.snapIndexes.position(workspace: ws) == nil)
            #expect(journal.workspaces.catalog.definitions(of: ws) == nil)
            #expect(journal.reads.pageEnds.pageEnd(pageEnd) == nil)
            #expect(journal.notifier.knownHead(workspace: ws) == nil)
        }
    }
}
