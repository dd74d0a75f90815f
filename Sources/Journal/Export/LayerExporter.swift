import Foundation
import GeoJournalCore

/// Writes a layer as GeoJSON at one moment, page by page through ``Journal/features(workspace:layer:moment:bbox:limit:cursor:)``
/// (every page shows the same position, even while edits land).
///
/// ```swift
/// let exporter = LayerExporter(journal: journal, format: .geojsonseq)
/// let (count, position) = try await exporter.export(workspace: "demo", layer: "BirdNest", moment: .position(1200)) { bytes in
///     FileHandle.standardOutput.write(Data(bytes))
/// }
/// ```
public struct LayerExporter: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        /// One FeatureCollection (with `asOfPosition`).
        case geojson
        /// One Feature per line (newline-delimited GeoJSON, as GDAL's GeoJSONSeq driver reads it).
        case geojsonseq
    }

    public let journal: Journal
    public let format: Format
    public var pageSize = 1000

    public init(journal: Journal, format: Format) {
        self.journal = journal
        self.format = format
    }

    /// Sends the export to `write` in pieces; returns how many features it held and the position shown.
    public func export(workspace: String, layer: String, moment: ReadMoment, write: ([UInt8]) throws -> Void) async throws -> (count: Int, position: Int64) {
        var buffer: [UInt8] = []
        var count = 0
        var cursor: String?
        var position: Int64 = 0
        repeat {
            let page = try await journal.reads.features(workspace: workspace, layer: layer, moment: moment, bbox: nil, limit: pageSize, cursor: cursor)
            if cursor == nil, format == .geojson {
                buffer += Array(#"{"type":"FeatureCollection","asOfPosition":\#(page.position),"features":["#.utf8)
            }
            position = page.position
            for feature in page.features {
                if format == .geojson, count > 0 { buffer.append(UInt8(ascii: ",")) }
                buffer += Array(feature.utf8)
                if format == .geojsonseq { buffer.append(UInt8(ascii: "\n")) }
                count += 1
            }
            try write(buffer)
            buffer.removeAll(keepingCapacity: true)
            cursor = page.next
        } while cursor != nil
        if format == .geojson { try write(Array("]}\n".utf8)) }
        return (count, position)
    }
}
