import Journal
import Logging
import ServiceLifecycle
import Synchronization
import Testing

/// The journal's background tasks as a part of the service's lifecycle: the graceful shutdown
/// waits for them, tasks they start included, and a cancelled shutdown cancels them.
@Suite struct BackgroundTasksTests {
    static let logger = Logger(label: "background-tasks-test")

    /// Runs `background` in a service group of its own; the returned task ends when its run does.
    static func serve(_ background: BackgroundTasks) -> (ServiceGroup, Task<Void, any Error>) {
        let group = ServiceGroup(configuration: .init(services: [background], gracefulShutdownSignals: [], logger: logger))
        return (group, Task { try await group.run() })
    }

    @Test func theShutdownWaitsForEveryTaskAndTheTasksTheyStart() async throws {
        let background = BackgroundTasks()
        let (group, run) = Self.serve(background)
        let (gate, open) = AsyncStream<Void>.makeStream()
        let finished = Mutex<[String]>([])
        background.start("the first") {
            for await _ in gate { break }
            background.start("the second") {
                try? await Task.sleep(for: .milliseconds(100))
                finished.withLock { $0.append("second") }
            }
            finished.withLock { $0.append("first") }
        }
        await group.triggerGracefulShutdown()
        try await Task.sleep(for: .milliseconds(100))
        #expect(background.running == ["the first"])
        let ended = Mutex(false)
        let watcher = Task {
            try await run.value
            ended.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(!ended.withLock { $0 }, "the run ended while a task was still waiting")
        open.yield()
        try await watcher.value
        #expect(finished.withLock { $0 } == ["first", "second"])
        #expect(background.running.isEmpty)
    }

    @Test func aShutdownWithNothingRunningEndsAtOnce() async throws {
        let background = BackgroundTasks()
        let (group, run) = Self.serve(background)
        let answer = background.start("quick") { 42 }
        #expect(await answer.value == 42)
        await group.triggerGracefulShutdown()
        let started = ContinuousClock.now
        try await run.value
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func namesTheTasksStillRunningWithTheirCount() async throws {
        let background = BackgroundTasks()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let gates = Mutex(0)
        for name in ["the writer of workspace a", "the durability flush", "the writer of workspace a"] {
            background.start(name) {
                gates.withLock { $0 += 1 }
                for await _ in gate { break }
            }
        }
        #expect(background.running == ["the writer of workspace a (2)", "the durability flush"])
        while gates.withLock({ $0 }) < 3 { await Task.yield() }
        open.finish()
        while !background.running.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func aCancelledShutdownCancelsTheTasksItWaitsFor() async throws {
        let background = BackgroundTasks()
        let (group, run) = Self.serve(background)
        let sawCancellation = background.start("a task that waits for ever") { () -> Bool in
            try? await Task.sleep(for: .seconds(3600))
            return Task.isCancelled
        }
        await group.triggerGracefulShutdown()
        try await Task.sleep(for: .milliseconds(100))
        run.cancel()
        _ = try? await run.value
        #expect(await sawCancellation.value)
    }
}
