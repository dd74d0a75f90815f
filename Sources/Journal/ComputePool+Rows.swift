import PostgresNIO

extension ComputePool {
    /// Hands the rows of a query to `body` on the pool's threads in batches of `size`, one batch
    /// at a time and in order, while the next batch arrives: decoding a million rows (a graph
    /// load, a snap index) then costs the event loop only the moving of rows into batches.
    ///
    /// ```swift
    /// try await journal.compute.forEachBatch(of: rows, size: 4096) { batch in builder.add(decode(batch)) }
    /// ```
    /// Rows moved into a batch between two turns given to the event loop's other work.
    static let rowsBetweenYields = 512

    func forEachBatch(of rows: PostgresRowSequence, size: Int, _ body: @escaping @Sendable ([PostgresRow]) throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            var batch: [PostgresRow] = []
            batch.reserveCapacity(size)
            var working = false
            for try await row in rows {
                batch.append(row)
                // Rows already received come without a suspension: let the event loop serve
                // its other connections between stretches of them.
                if batch.count % Self.rowsBetweenYields == 0 { await Task.yield() }
                guard batch.count == size else { continue }
                if working { try await group.next() }
                let full = batch
                batch.removeAll(keepingCapacity: true)
                group.addTask { try await self.run { try body(full) } }
                working = true
            }
            if working { try await group.next() }
            if !batch.isEmpty {
                let rest = batch
                try await run { try body(rest) }
            }
        }
    }
}
