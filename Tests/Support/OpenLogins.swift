import PostgresNIO
import Synchronization

/// The connections a test opens itself as a login (`PostgresConnection.connect`), held until the
/// test closes them. A test that fails before its `close` leaves its connection here instead of
/// dropping it open: postgres-nio asserts that a connection is closed before it goes, and that
/// assertion stops the whole test process, hiding the failure it followed.
public enum OpenLogins {
    private static let held = Mutex<[ObjectIdentifier: PostgresConnection]>([:])

    /// Holds `connection` until ``close(_:)``.
    public static func keep(_ connection: PostgresConnection) -> PostgresConnection {
        held.withLock { $0[ObjectIdentifier(connection)] = connection }
        return connection
    }

    /// Closes `connection` and lets it go.
    public static func close(_ connection: PostgresConnection) async throws {
        try await connection.close()
        _ = held.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
    }
}
