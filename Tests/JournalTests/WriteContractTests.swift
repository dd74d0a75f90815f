import Foundation
import GeoJournalTestSupport
@testable import Journal
import PostgresNIO
import Testing

/// The batch write's SQL contract is typed (Schema/0021): what the Swift side binds is what
/// `geojournal_write_batch` declares, column by column.
@Suite("The batch write's contract")
struct WriteContractTests {
    @Test func theRowTypesTheWriterBindsAreTheDatabasesColumnForColumn() async throws {
        let env = try await TestEnvironment.shared.get()
        for type in RowType.all {
            let rows = try await env.owner.query("""
                SELECT a.attname::text, a.atttypid::int8 FROM pg_attribute a JOIN pg_type t ON t.typrelid = a.attrelid
                WHERE t.typname = \(type.name) AND t.typnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
                ORDER BY a.attnum
                """)
            var columns: [(String, UInt32)] = []
            for try await (name, oid) in rows.decode((String, Int64).self) { columns.append((name, UInt32(oid))) }
            #expect(columns.map(\.0) == type.columns.map(\.name), "\(type.name)")
            #expect(columns.map(\.1) == type.columns.map(\.type.rawValue), "\(type.name)")
        }
    }

    @Test func theWriteFunctionTakesTheRowTypesInTheOrderTheWriterBindsThem() async throws {
        let env = try await TestEnvironment.shared.get()
        let rows = try await env.owner.query("""
            SELECT pg_get_function_identity_arguments(p.oid) FROM pg_proc p
            WHERE p.proname = 'geojournal_write_batch' AND p.pronamespace = 'public'::regnamespace
            """)
        var signatures: [String] = []
        for try await signature in rows.decode(String.self) { signatures.append(signature) }
        // One function, no overload left from an earlier signature.
        #expect(signatures == [
            "_workspace text, _start_position bigint, _start_hash bytea, _micros bigint, "
                + "_operations geojournal_operation_row[], _events geojournal_event_row[], _versions geojournal_version_row[], "
                + "_superseded geojournal_superseded_row[], _deleted uuid[]",
        ])
        // BatchPlan binds the four row arrays in this order (RowType.all).
        #expect(RowType.all.map(\.name) == ["geojournal_operation_row", "geojournal_event_row", "geojournal_version_row", "geojournal_superseded_row"])
    }

    @Test func noFunctionOtherLoginsMayCallOrdersTheWriters() async throws {
        let env = try await TestEnvironment.shared.get()
        // The advisory-lock functions and the durability flush of earlier layouts are gone.
        let rows = try await env.owner.query("""
            SELECT proname::text FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND proname IN
              ('geojournal_head_lock_key', 'geojournal_claim_start', 'geojournal_claim_head', 'geojournal_confirm_head',
               'geojournal_move_durable_heads', 'geojournal_view_claim')
            """)
        var left: [String] = []
        for try await name in rows.decode(String.self) { left.append(name) }
        #expect(left == [])
        // Only the service's role may lock a workspace's row.
        let privileges = try await env.owner.query("""
            SELECT r.rolname::text FROM pg_roles r
            WHERE has_table_privilege(r.oid, 'public.workspaces', 'UPDATE') AND NOT r.rolsuper
              AND r.rolname IN ('geojournal_reader', 'geojournal_editor', 'geojournal_views', 'geojournal_service')
            ORDER BY 1
            """)
        var roles: [String] = []
        for try await role in privileges.decode(String.self) { roles.append(role) }
        #expect(roles == ["geojournal_service"])
    }
}
