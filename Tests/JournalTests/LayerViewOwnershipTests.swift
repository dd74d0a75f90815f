import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import Journal
import PostgresNIO
import Testing

@Suite("Per-layer views")
struct LayerViewOwnershipTests {
    /// `geojournal sample` defines layers as the database owner; the service must still be able to
    /// change them (it replaces their views).
    @Test func aLayerDefinedByTheOwnerCanBeChangedByTheService() async throws {
        let world = try await TestWorld.make()
        let asOwner = Journal(client: world.env.owner, logger: world.env.logger)
        _ = try await asOwner.workspaces.defineLayer(workspace: world.workspace, name: "Points", body: try JSONValue.parse(TestWorld.pointLayer), force: false,
                                          context: AppendContext(actor: "sample", kind: .schema))
        let changed = #"{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20},{"name":"NOTE","type":"string"}]}"#
        let (outcome, created) = try await world.journal.workspaces.defineLayer(workspace: world.workspace, name: "Points", body: try JSONValue.parse(changed), force: false,
                                                                     context: AppendContext(actor: "ada", kind: .schema))
        #expect(!created)
        #expect(!outcome.replayed)
        let rows = try await world.env.owner.query("""
            SELECT pg_get_userbyid(c.relowner) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = \("gj_" + world.workspace) AND c.relname = 'Points'
            """)
        // Owned by the role that may only read (Schema/0021), which the service is a member of.
        for try await owner in rows.decode(String.self) { #expect(owner == "geojournal_views") }
    }
}
