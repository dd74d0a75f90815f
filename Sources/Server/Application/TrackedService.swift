import Dispatch
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// A service whose run the ``ShutdownWatchdog`` records, so an overdue shutdown can say what it waited for.
struct TrackedService: Service {
    let name: String
    let service: any Service
    let watchdog: ShutdownWatchdog

    func run() async throws {
        try await watchdog.running(name) { try await service.run() }
    }
}
