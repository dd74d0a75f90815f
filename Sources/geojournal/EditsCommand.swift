import ArgumentParser
import Foundation
import GeoJournalCore
import Journal

struct Edits: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edits",
        abstract: "Apply a stream of edit operations in order, many to a batch, as single /v1 edits would land.",
        discussion: """
            FILE (or - for standard input) holds one operation per line, each the body of a
            POST /v1/workspaces/{ws}/edits. The operations land in the order of the lines, with the
            events, versions, positions and chain one /v1 edit after another would give; the writer
            puts many in one batch. Each landed operation prints its last position on a line of its
            own. The first refused operation stops the stream (what came before it stays; nothing
            after it lands) and is reported with its line on standard error.
            """)
    @OptionGroup var database: DatabaseOptions
    @Option var workspace: String
    @Argument(help: "The input file, or - for standard input.") var file: String
    @Option(help: "The actor written into the operations (default: $USER).") var actor: String?

    func run() async throws {
        let handle: FileHandle
        if file == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let h = FileHandle(forReadingAtPath: file) else { throw ValidationError("cannot read \(file)") }
            handle = h
        }
        let workspace = self.workspace
        let actor = self.actor ?? ProcessInfo.processInfo.environment["USER"] ?? "edits"
        let input = ChunkedInput(handle: handle)
        let started = ContinuousClock.now
        let outcome: Result<EditStream.Summary, Stop> = try await database.withClient(maxConnections: 4) { client, logger in
            let journal = Journal(client: client, logger: logger)
            // One operation a line: the lines of a GeoJSON text sequence, blank ones skipped.
            var splitter = FeatureRecordSplitter(format: .geojsonseq)
            var lines: [FeatureRecord] = []
            var taken = 0
            var line = 0
            func nextLine() throws -> FeatureRecord? {
                while taken == lines.count {
                    guard let chunk = try input.next() else {
                        lines = splitter.finishReporting().records
                        taken = 0
                        if lines.isEmpty { return nil }
                        break
                    }
                    lines = splitter.feed(chunk)
                    taken = 0
                }
                defer { taken += 1 }
                line = lines[taken].line
                return lines[taken]
            }
            var out = ""
            let result: Result<EditStream.Summary, Stop>
            do {
                result = .success(try await EditStream(journal: journal, workspace: workspace, actor: actor).run(next: {
                    guard let record = try nextLine() else { return nil }
                    switch EditRequest.parse(try JSONValue.parse(record.bytes), limits: journal.limits) {
                    case .success(let request): return request
                    case .failure(let problems): throw Stop(at: "line \(line)", error: .invalid(problems.violations))
                    }
                }, landed: { _, landed in
                    out += "\(landed.operation.lastPosition)\n"
                    if out.utf8.count > 1 << 16 { FileHandle.standardOutput.write(Data(out.utf8)); out = "" }
                }))
            } catch let stopped as EditStream.Stopped {
                result = .failure(Stop(at: "operation \(stopped.operation)", error: stopped.error))
            } catch let stop as Stop {
                result = .failure(stop)
            } catch let error as JSONSyntaxError {
                result = .failure(Stop(at: "line \(line)", error: .invalid([Violation(path: "", code: "body.json", message: "\(error)")])))
            }
            FileHandle.standardOutput.write(Data(out.utf8))
            return result
        }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        switch outcome {
        case .success(let s):
            FileHandle.standardError.write(Data(("applied \(s.operations) operations (\(s.features) features) in \(String(format: "%.1f", seconds)) s"
                + (s.lastPosition > 0 ? "; head position \(s.lastPosition)" : "") + "\n").utf8))
        case .failure(let stopped):
            FileHandle.standardError.write(Data("\(stopped.at): \(stopped.error)\nstopped at \(stopped.at): the operations before it landed, none after it\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// Where a stream stopped: an operation the journal refused, or a line that is not an operation.
struct Stop: Error {
    var at: String
    var error: JournalError
}
