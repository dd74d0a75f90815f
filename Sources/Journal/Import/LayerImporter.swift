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

    /// Reads input with `read` (nil at the end) until it ends or a bad record stops the import.
    public func run(format: FeatureRecordSplitter.Format, read: @escaping @Sendable () throws -> [UInt8]?,
                    progress: @escaping @Sendable (Progress) -> Void, problem: @escaping @Sendable (Problem) -> Void) async throws -> Summary {
        guard let definition = try await journal.layerSet(workspace: options.workspace, refresh: true).layers[options.layer] else {
            throw JournalError.notFound("there is no layer \"\(options.layer)\" in workspace \"\(options.workspace)\"")
        }
        let transform = options.sourceSRID.flatMap { $0 == definition.srid ? nil : (from: $0, to: definition.srid) }
        var reader = BatchReader(splitter: FeatureRecordSplitter(format: format), read: read, batchSize: options.batchSize, limits: journal.limits)
        var state = Progress()
        var inFlight: Task<BatchOutcome, any Error>?
        var stopped: Int?
        while true {
            let batch = try reader.next()
            if let task = inFlight {
                let outcome = try await task.value
                inFlight = nil
                state.imported += outcome.imported
                state.skipped += outcome.skipped
                state.operations += outcome.operations
                state.lastPosition = max(state.lastPosition, outcome.lastPosition)
                state.bytesRead = outcome.bytesRead
                progress(state)
                if let line = outcome.stoppedAt { stopped = line; break }
            }
            guard let batch else { break }
            // Records the reader refused (malformed JSON, not a Feature) count like journal refusals.
            var records = batch.records
            var refused = batch.refused
            if options.onError == .stop, let first = refused.first {
                records = records.filter { $0.line < first.line }
                refused = [first]
            }
            for p in refused { problem(p) }
            let stopAt = options.onError == .stop ? refused.first?.line : nil
            let bytes = batch.bytesRead
            let toCommit = records
            let refusedCount = refused.count
            inFlight = Task { [self] in
                var records = toCommit
                var skipped = refusedCount
                var stopAt = stopAt
                if let transform {
                    (records, skipped, stopAt) = try await transformed(records, transform, skipped: skipped, stopAt: stopAt, problem: problem)
                }
                var outcome = try await commit(records, problem: problem)
                outcome.skipped += skipped
                outcome.bytesRead = bytes
                if outcome.stoppedAt == nil { outcome.stoppedAt = stopAt }
                return outcome
            }
        }
        return Summary(progress: state, stoppedAtLine: stopped)
    }

    /// The records with their geometries in the layer's spatial reference; one without an image
    /// there is refused (and, under ``ErrorPolicy/stop``, ends the import before it).
    private func transformed(_ records: [(line: Int, add: FeatureAdd)], _ t: (from: Int32, to: Int32), skipped: Int, stopAt: Int?,
                             problem: @Sendable (Problem) -> Void) async throws -> ([(line: Int, add: FeatureAdd)], Int, Int?) {
        let geometries = try await journal.transform(records.map { $0.add.geometry }, from: t.from, to: t.to)
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
            let first = records[0].line
            let last = records[records.count - 1].line
            let request = EditRequest(message: "import \(options.source) lines \(first)–\(last)", edits: [LayerEdits(layer: options.layer, adds: records.map { $0.add })])
            let context = AppendContext(actor: options.actor, kind: .import, metadata: ["source": .string(options.source), "lines": .string("\(first)-\(last)")])
            let failure: JournalError
            do {
                let result = try await journal.applyEdits(workspace: options.workspace, request: request, context: context)
                outcome.imported += records.count
                outcome.operations += 1
                outcome.lastPosition = result.operation.lastPosition
                return outcome
            } catch {
                failure = error
            }
            guard let refused = Self.refusals(failure, count: records.count) else { throw failure }
            let bad = refused.keys.sorted()
            if options.onError == .stop {
                let k = bad[0]
                problem(Problem(line: records[k].line, violations: refused[k]!))
                outcome.skipped += 1
                outcome.stoppedAt = records[k].line
                records = Array(records[..<k])
                if records.isEmpty { return outcome }
                // Write what came before it, then stop.
                let tail = try await commit(records, problem: problem)
                outcome.imported += tail.imported
                outcome.operations += tail.operations
                outcome.lastPosition = tail.lastPosition
                return outcome
            }
            for k in bad { problem(Problem(line: records[k].line, violations: refused[k]!)) }
            outcome.skipped += bad.count
            let badSet = Set(bad)
            records = records.enumerated().filter { !badSet.contains($0.offset) }.map(\.element)
        }
        return outcome
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
