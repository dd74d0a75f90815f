import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Synchronization

/// A one-line progress bar on standard error (only on a terminal): share of the file read, features
/// imported, rate and time left.
final class ProgressBar: Sendable {
    let total: Int64?
    let enabled: Bool
    private let started = ContinuousClock.now
    private let shown = Mutex(false)

    init(total: Int64?, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    func show(_ p: LayerImporter.Progress) {
        guard enabled else { return }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(p.imported) / seconds : 0
        var text = "\r"
        if let total, total > 0 {
            let share = min(1, Double(p.bytesRead) / Double(total))
            let filled = Int(share * 30)
            text += "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled) + "] " + String(format: "%3.0f%% ", share * 100)
            let left = share > 0 ? seconds * (1 - share) / share : 0
            text += "\(p.imported) features  \(Int(rate))/s  ETA \(Self.clock(left))"
        } else {
            text += "\(p.imported) features  \(Int(rate))/s  \(Self.clock(seconds)) elapsed"
        }
        if p.skipped > 0 { text += "  \(p.skipped) bad" }
        shown.withLock { $0 = true }
        FileHandle.standardError.write(Data((text + "\u{1B}[K").utf8))
    }

    func clear() {
        guard enabled, shown.withLock({ s in defer { s = false }; return s }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }
}
