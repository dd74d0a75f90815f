import ArgumentParser
import Foundation
import GeoJournalCore
import Journal
import Synchronization

/// Reads a file or pipe in large chunks; the first chunk can be looked at before it is consumed.
final class ChunkedInput: Sendable {
    private let handle: FileHandle
    private let peeked = Mutex<[UInt8]?>(nil)
    static let chunkSize = 4 << 20

    init(handle: FileHandle) { self.handle = handle }

    func peek() throws -> [UInt8] {
        if let p = peeked.withLock({ $0 }) { return p }
        let chunk = try handle.read(upToCount: Self.chunkSize).map(Array.init) ?? []
        peeked.withLock { $0 = chunk }
        return chunk
    }

    func next() throws -> [UInt8]? {
        if let p = peeked.withLock({ value -> [UInt8]? in defer { value = nil }; return value }) { return p.isEmpty ? nil : p }
        guard let data = try handle.read(upToCount: Self.chunkSize), !data.isEmpty else { return nil }
        return Array(data)
    }
}
