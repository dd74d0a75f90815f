import Foundation
import GeoJournalCore

/// Imports features into one layer as `import` operations of a fixed number of features each.
/// Records come from a ``FeatureRecordSplitter``; each batch is validated by the journal exactly as
/// an edit is, and a refused record is reported with its line and reasons. With
/// ``ErrorPolicy/skip`` the batch is written without it; with ``ErrorPolicy/stop`` the records
/// before it are written and the import ends there. The next batch is read and parsed while the
/// previous one commits.
///
/// ```swift
/// let importer = LayerImporter(journal: journal, options: .init(workspace: "demo", layer: "Poles", actor: "ana", source: "poles.geojsonl"))
/// let summary = try await importer.run(format: .geojsonseq, read: { try file.read(upToCount: 1 << 20).map(Array.init) },
///                                      progress: { print($0.imported) }, problem: { print("line \($0.line): \($0.violations)") })
/// ```
public struct LayerImporter: Sendable {
    public enum ErrorPolicy: String, Sendable, CaseIterable {
        /// Write what came before the first bad record, then end the import.
        case stop
        /// Leave bad records out and go on.
        case skip
    }

    public struct Options: Sendable {
        public var workspace: String
        public var layer: String
        public var actor: String
        /// Named in each operation's message and metadata.
        public var source: String
        public var batchSize: Int
        public var onError: ErrorPolicy
        /// The EPSG code of the input's coordinates when it is not the layer's (4326 for RFC 7946
        /// GeoJSON, as `ogr2ogr -f GeoJSONSeq` writes); PostGIS transforms them.
        public var sourceSRID: Int32?

        public init(workspace: String, layer: String, actor: String, source: String, batchSize: Int = 10_000, onError: ErrorPolicy = .stop, sourceSRID: Int32? = nil) {
            self.sourceSRID = sourceSRID
            self.workspace = workspace
            self.layer = layer
            self.actor = actor
            self.source = source
            self.batchSize = batchSize
            self.onError = onError
        }
    }

    /// A refused record: its line in the input and every reason.
    public struct Problem: Sendable {
        public var line: Int
        public var violations: [Violation]
    }

    public struct Progress: Sendable {
        public var imported = 0
        public var skipped = 0
        public var operations = 0
        public var bytesRead: Int64 = 0
        public var lastPosition: Int64 = 0
    }

    public struct Summary: Sendable {
        public var progress: Progress
        /// The line of the bad record the import stopped at (``ErrorPolicy/stop`` only).
        public var stoppedAtLine: Int?
    }

    public let journal: Journal
    public let options: Options

    public init(journal: Journal, options: Options) {
        self.journal = journal
        self.options = options
    }

    /// How many batches are handed to the journal before the oldest has landed. The writer puts
    /// two batches of 10,000 in one write (``Appender/maxFeaturesPerBatch``): with four
    /// in flight, the next write is decided and follows while one is written (with two, the
    /// writer had nothing to decide while it wrote). 300,000 points, release, durable cluster,
    /// alternating: 2 in flight 41,007 / 41,684 features/s, 4: 45,420 / 44,759 / 44,081 / 44,678,
    /// 8: 39,423 / 39,457.
    static let batchesInFlight = 4

    /// Reads input with `read` (nil at the end) until it ends or a bad record stops the import.
    public func run(format: FeatureRecordSplitter.Format, read: @escaping @Sendable () throws -> [UInt8]?,
                    progress: @escaping @Sendable (Progress) -> Void, problem: @escaping @Sendable (Problem) -> Void) async throws -> Summary {
        guard let definition = try await journal.workspaces.layerSet(workspace: options.workspace, refresh: true).layers[options.layer] else {
            throw JournalError.notFound("there is no layer \"\(options.layer)\" in workspace \"\(options.workspace)\"")
        }
        let transform = options.sourceSRID.flatMap { $0 == definition.srid ? nil : (from: $0, to: definition.srid) }
        var reader = BatchReader(splitter: FeatureRecordSplitter(format: format), read: read, batchSize: options.batchSize, limits: journal.limits)
        // Under `stop` the batches form a chain: once the writer refuses one, the batches handed
        // in after it (holding records after the bad one) are refused too and write nothing.
        let chain = options.onError == .stop ? OperationChain() : nil
        var state = Progress()
        var inFlight: [HandedIn] = []
        var stopped: Int?
        func land(_ batch: HandedIn) async throws {
            let outcome = try await settle(batch, stoppedBefore: stopped, problem: problem)
            state.imported += outcome.imported
            state.skipped += outcome.skipped
            state.operations += outcome.operations
            state.lastPosition = max(state.lastPosition, outcome.lastPosition)
            state.bytesRead = max(state.bytesRead, outcome.bytesRead)
            if let line = outcome.stoppedAt { stopped = min(stopped ?? line, line) }
            progress(state)
        }
        while stopped == nil, let batch = try reader.next() {
            // Records the reader refused (malformed JSON, not a Feature) count like journal refusals.
            var records = batch.records
            var refused = batch.refused
            if options.onError == .stop, let first = refused.first {
                records = records.filter { $0.line < first.line }
                refused = [first]
            }
            for p in refused { problem(p) }
            var skipped = refused.count
            var stopAt = options.onError == .stop ? refused.first?.line : nil
            if let transform {
                (records, skipped, stopAt) = try await transformed(records, transform, skipped: skipped, stopAt: stopAt, problem: problem)
            }
            while inFlight.count >= Self.batchesInFlight { try await land(inFlight.removeFirst()) }
            var handed = try await handIn(records, chain: chain, problem: problem)
            handed.skipped += skipped
            handed.bytesRead = batch.bytesRead
            if handed.stoppedAt == nil { handed.stoppedAt = stopAt }
            inFlight.append(handed)
            // A batch refused outright under `stop` ends the reading; what is in flight still lands.
            if handed.stoppedAt != nil { break }
        }
        while !inFlight.isEmpty { try await land(inFlight.removeFirst()) }
        return Summary(progress: state, stoppedAtLine: stopped)
    }

    /// A batch handed to the journal (or refused whole before it was: then `pending` is nil).
    struct HandedIn {
        var records: [(line: Int, add: FeatureAdd)]
        var pending: PendingEdit?
        var skipped = 0
        var bytesRead: Int64 = 0
        /// Where the import stops because of a record of this batch (``ErrorPolicy/stop``).
        var stoppedAt: Int?
    }

    /// Hands a batch to the journal, leaving out (or stopping at) the records it refuses outright.
    private func handIn(_ records: [(line: Int, add: FeatureAdd)], chain: OperationChain?, problem: @Sendable (Problem) -> Void) async throws -> HandedIn {
        var handed = HandedIn(records: records)
        while !handed.records.isEmpty {
            let failure: JournalError
            do {
                handed.pending = try await journal.edits.submit(workspace: options.workspace, request: request(handed.records), context: context(handed.records, chain: chain))
                return handed
            } catch {
                failure = error
            }
            guard let refused = Self.refusals(failure, count: handed.records.count) else { throw failure }
            let (skipped, stopAt) = leaveOut(refused, from: &handed.records, problem: problem)
            handed.skipped += skipped
            if let stopAt { handed.stoppedAt = stopAt }
        }
        return handed
    }

    /// Waits for a handed-in batch to land. When the writer refuses records of it, they are
    /// reported and the rest is written (``ErrorPolicy/skip``), or the records before the first
    /// are written and the import stops there (``ErrorPolicy/stop``). A batch after the one the
    /// import stopped at was refused with it and wrote nothing.
    private func settle(_ batch: HandedIn, stoppedBefore: Int?, problem: @Sendable (Problem) -> Void) async throws -> BatchOutcome {
        var outcome = BatchOutcome(skipped: batch.skipped, bytesRead: batch.bytesRead, stoppedAt: batch.stoppedAt)
        guard let pending = batch.pending else { return outcome }
        let failure: JournalError
        do {
            let result = try await pending.outcome()
            outcome.imported = batch.records.count
            outcome.operations = 1
            outcome.lastPosition = result.operation.lastPosition
            return outcome
        } catch {
            failure = error
        }
        if stoppedBefore != nil {
            // Handed in behind the batch the import stopped at: refused with it.
            return BatchOutcome(bytesRead: batch.bytesRead)
        }
        guard let refused = Self.refusals(failure, count: batch.records.count) else { throw failure }
        var records = batch.records
        let (skipped, stopAt) = leaveOut(refused, from: &records, problem: problem)
        outcome.skipped += skipped
        if let stopAt { outcome.stoppedAt = stopAt }
        // The rest goes in on its own, outside the chain (nothing is handed in after it under `stop`).
        let rest = try await commit(records, problem: problem)
        outcome.imported += rest.imported
        outcome.skipped += rest.skipped
        outcome.operations += rest.operations
        outcome.lastPosition = max(outcome.lastPosition, rest.lastPosition)
        if outcome.stoppedAt == nil { outcome.stoppedAt = rest.stoppedAt }
        return outcome
    }

    private func request(_ records: [(line: Int, add: FeatureAdd)]) -> EditRequest {
        EditRequest(message: "import \(options.source) lines \(records[0].line)–\(records[records.count - 1].line)",
                    edits: [LayerEdits(layer: options.layer, adds: records.map { $0.add })])
    }

    private func context(_ records: [(line: Int, add: FeatureAdd)], chain: OperationChain?) -> AppendContext {
        AppendContext(actor: options.actor, kind: .import,
                      metadata: ["source": .string(options.source), "lines": .string("\(records[0].line)-\(records[records.count - 1].line)")], chain: chain)
    }

    /// The records with their geometries in the layer's spatial reference; one without an image
    /// there is refused (and, under ``ErrorPolicy/stop``, ends the import before it).
    private func transformed(_ records: [(line: Int, add: FeatureAdd)], _ t: (from: Int32, to: Int32), skipped: Int, stopAt: Int?,
                             problem: @Sendable (Problem) -> Void) async throws -> ([(line: Int, add: FeatureAdd)], Int, Int?) {
        let geometries = try await journal.spatialReferences.transform(records.map { $0.add.geometry }, from: t.from, to: t.to)
        var kept: [(line: Int, add: FeatureAdd)] = []
        var skipped = skipped
        for (record, geometry) in zip(records, geometries) {
            guard let geometry else {
                problem(Problem(line: record.line, violations: [Violation(path: "geometry", code: "geometry.transform", message: "the geometry has no image in EPSG:\(t.to) (from EPSG:\(t.from))")]))
                skipped += 1
                if options.onError == .stop { return (kept, skipped, record.line) }
                continue
            }
            var add = record.add
            add.geometry = geometry
            kept.append((record.line, add))
        }
        return (kept, skipped, stopAt)
    }

    struct BatchOutcome: Sendable {
        var imported = 0
        var skipped = 0
        var operations = 0
        var lastPosition: Int64 = 0
        var bytesRead: Int64 = 0
        var stoppedAt: Int?
    }

    /// The records a refusal names, by their index in the batch, with paths as the record names
    /// them; nil when the refusal is not about particular records.
    static func refusals(_ failure: JournalError, count: Int) -> [Int: [Violation]]? {
        let violations: [Violation]
        switch failure {
        case .invalid(let list, _): violations = list
        case .conflict(_, let conflicts) where !conflicts.isEmpty:
            violations = conflicts.map { Violation(path: $0.path, code: "feature.conflict", message: $0.message) }
        default: return nil
        }
        var refused: [Int: [Violation]] = [:]
        for v in violations {
            let (index, relative) = v.featureRelative
            guard let index, (0..<count).contains(index) else { return nil }
            refused[index, default: []].append(relative)
        }
        return refused
    }

    /// Writes one batch as one operation, leaving out (or stopping at) what the journal refuses.
    private func commit(_ records: [(line: Int, add: FeatureAdd)], problem: @Sendable (Problem) -> Void) async throws -> BatchOutcome {
        var records = records
        var outcome = BatchOutcome()
        while !records.isEmpty {
            let failure: JournalError
            do {
                let result = try await journal.edits.apply(workspace: options.workspace, request: request(records), context: context(records, chain: nil))
                outcome.imported += records.count
                outcome.operations += 1
                outcome.lastPosition = result.operation.lastPosition
                return outcome
            } catch {
                failure = error
            }
            guard let refused = Self.refusals(failure, count: records.count) else { throw failure }
            // Under `stop`, what is left is what came before the bad record: written next, then the end.
            let (skipped, stopAt) = leaveOut(refused, from: &records, problem: problem)
            outcome.skipped += skipped
            if let stopAt { outcome.stoppedAt = stopAt }
        }
        return outcome
    }

    /// Reports the records a refusal names and takes them out of `records`: every one of them
    /// (``ErrorPolicy/skip``), or the first and all after it (``ErrorPolicy/stop``, which also
    /// returns that record's line as where the import stops).
    private func leaveOut(_ refused: [Int: [Violation]], from records: inout [(line: Int, add: FeatureAdd)],
                          problem: @Sendable (Problem) -> Void) -> (skipped: Int, stoppedAt: Int?) {
        let bad = refused.keys.sorted()
        if options.onError == .stop {
            let k = bad[0]
            let line = records[k].line
            problem(Problem(line: line, violations: refused[k]!))
            records = Array(records[..<k])
            return (1, line)
        }
        for k in bad { problem(Problem(line: records[k].line, violations: refused[k]!)) }
        let badSet = Set(bad)
        records = records.enumerated().filter { !badSet.contains($0.offset) }.map(\.element)
        return (bad.count, nil)
    }
}

/// Reads records into batches of parsed features; records that do not parse are kept aside.
struct BatchReader {
    struct Batch {
        var records: [(line: Int, add: FeatureAdd)] = []
        var refused: [LayerImporter.Problem] = []
        var bytesRead: Int64 = 0
    }

    var splitter: FeatureRecordSplitter
    let read: @Sendable () throws -> [UInt8]?
    let batchSize: Int
    let limits: EditLimits
    private var queue: [FeatureRecord] = []
    private var head = 0
    private var ended = false
    private var bytesRead: Int64 = 0

    init(splitter: FeatureRecordSplitter, read: @escaping @Sendable () throws -> [UInt8]?, batchSize: Int, limits: EditLimits) {
        self.splitter = splitter
        self.read = read
        self.batchSize = max(1, min(batchSize, limits.maxFeaturesPerOperation))
        self.limits = limits
    }

    /// The next batch, or nil at the end of the input.
    mutating func next() throws -> Batch? {
        var batch = Batch()
        while batch.records.count + batch.refused.count < batchSize {
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
                if ended { break }
                if let chunk = try read() {
                    bytesRead += Int64(chunk.count)
                    queue = splitter.feed(chunk)
                } else {
                    ended = true
                    let (last, malformed) = splitter.finishReporting()
                    queue = last
                    if let malformed {
                        batch.refused.append(LayerImporter.Problem(line: malformed.line, violations: [Violation(path: "", code: "json.malformed", message: malformed.reason)]))
                    }
                }
                continue
            }
            let record = queue[head]
            head += 1
            switch record.parse() {
            case .success(let add) where add.geometry.vertexCount > limits.maxVerticesPerGeometry:
                batch.refused.append(LayerImporter.Problem(line: record.line, violations: [Violation(path: "geometry", code: "limit.vertices", message: "a geometry may have at most \(limits.maxVerticesPerGeometry) vertices")]))
            case .success(let add): batch.records.append((record.line, add))
            case .failure(let p): batch.refused.append(LayerImporter.Problem(line: record.line, violations: p.violations))
            }
        }
        batch.bytesRead = bytesRead
        return batch.records.isEmpty && batch.refused.isEmpty && ended ? nil : batch
    }
}
