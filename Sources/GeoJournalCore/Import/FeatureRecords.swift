import Foundation

/// One feature of an import file: where it starts (1-based line) and its JSON bytes.
public struct FeatureRecord: Sendable {
    public var line: Int
    public var bytes: ArraySlice<UInt8>

    public init(line: Int, bytes: ArraySlice<UInt8>) {
        self.line = line
        self.bytes = bytes
    }

    /// The record as a feature to add: a GeoJSON Feature with a geometry, its `properties` as
    /// attributes, and its `id` when that is a UUID. A problem is reported with its path.
    public func parse() -> Result<FeatureAdd, RequestProblems> {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            return .failure(RequestProblems([Violation(path: "", code: "json.malformed", message: "\(error)")]))
        }
        guard case .object(let o) = json, o["type"]?.stringValue == "Feature" else {
            return .failure(RequestProblems([Violation(path: "type", code: "feature.type", message: "a record must be a GeoJSON Feature")]))
        }
        var problems: [Violation] = []
        var id: UUID?
        if case .string(let s)? = o["id"] { id = UUID(uuidString: s) }
        let attributes = JSONReader.attributes(o["properties"], "properties", &problems)
        var geometry: Geometry?
        switch o["geometry"] {
        case nil, .null?: problems.append(Violation(path: "geometry", code: "geometry.required", message: "a feature needs a geometry"))
        case let g?:
            switch Geometry.parse(g) {
            case .success(let parsed): geometry = parsed
            case .failure(let p): problems.append(contentsOf: p.violations.map { $0.prefixed("geometry") })
            }
        }
        guard problems.isEmpty, let geometry else { return .failure(RequestProblems(problems)) }
        return .success(FeatureAdd(id: id, attributes: attributes, geometry: geometry))
    }
}

/// Splits import input into feature records, chunk by chunk, so that files of any size stream:
/// GeoJSON text sequences (one Feature per line, RFC 8142 record separators allowed, as
/// `ogr2ogr -f GeoJSONSeq` writes) or one GeoJSON FeatureCollection (its `features` elements).
///
/// ```swift
/// var splitter = FeatureRecordSplitter(format: .geojsonseq)
/// for record in splitter.feed(chunk) { ... }
/// for record in try splitter.finish() { ... }
/// ```
public struct FeatureRecordSplitter: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case geojson, geojsonseq
    }

    public struct Malformed: Error, Sendable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public let format: Format
    private var pending: [UInt8] = []
    /// Line number of `pending[0]`.
    private var pendingLine = 1
    // FeatureCollection scanning state
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var inFeatures = false
    private var sawFeatures = false
    private var elementStart: Int?
    private var elementLine = 0
    private var lastKey: [UInt8] = []
    private var keyStart: Int?
    private var scanned = 0
    private var scanLine = 1

    public init(format: Format) { self.format = format }

    /// The format of input that begins with `prefix`: a record separator or a first line that is a
    /// whole Feature means a sequence, anything else one GeoJSON document.
    public static func detect(_ prefix: [UInt8]) -> Format {
        guard let first = prefix.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else { return .geojsonseq }
        if first == 0x1E { return .geojsonseq }
        let line = prefix.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: true).first ?? []
        if let json = try? JSONValue.parse(line), json["type"].stringValue == "Feature" { return .geojsonseq }
        return .geojson
    }

    /// The records completed by `chunk`.
    public mutating func feed(_ chunk: some Collection<UInt8>) -> [FeatureRecord] {
        pending.append(contentsOf: chunk)
        return format == .geojsonseq ? splitLines(final: false) : scanCollection()
    }

    /// The last records once the input has ended; an unfinished FeatureCollection is an error.
    public mutating func finish() throws(Malformed) -> [FeatureRecord] {
        let (records, malformed) = finishReporting()
        if let malformed { throw malformed }
        return records
    }

    /// The last records, and what is wrong with the end of the input (an unfinished or
    /// featureless GeoJSON document) alongside them instead of thrown.
    public mutating func finishReporting() -> (records: [FeatureRecord], malformed: Malformed?) {
        if format == .geojsonseq { return (splitLines(final: true), nil) }
        let records = scanCollection()
        if depth != 0 || inString { return (records, Malformed(line: scanLine, reason: "the GeoJSON document ends before it is complete")) }
        if !sawFeatures { return (records, Malformed(line: 1, reason: "the GeoJSON document is not a FeatureCollection (no \"features\" array)")) }
        return (records, nil)
    }

    private mutating func splitLines(final: Bool) -> [FeatureRecord] {
        var records: [FeatureRecord] = []
        var start = 0
        var line = pendingLine
        let bytes = pending
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                if let r = Self.record(bytes[start..<i], line: line) { records.append(r) }
                line += 1
                start = i + 1
            }
            i += 1
        }
        if final, start < bytes.count, let r = Self.record(bytes[start...], line: line) { records.append(r) }
        pending = final ? [] : Array(bytes[start...])
        pendingLine = line
        return records
    }

    private static func record(_ slice: ArraySlice<UInt8>, line: Int) -> FeatureRecord? {
        var s = slice
        while let f = s.first, f == 0x1E || f == 0x20 || f == 0x09 || f == 0x0D { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 || l == 0x0D { s = s.dropLast() }
        return s.isEmpty ? nil : FeatureRecord(line: line, bytes: ArraySlice(Array(s)))
    }

    /// Finds the elements of the top-level `features` array, keeping scan state across chunks.
    private mutating func scanCollection() -> [FeatureRecord] {
        var records: [FeatureRecord] = []
        var i = scanned
        while i < pending.count {
            let c = pending[i]
            if c == 0x0A { scanLine += 1 }
            if inString {
                if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 {
                    inString = false
                    if depth == 1, let k = keyStart { lastKey = Array(pending[k..<i]); keyStart = nil }
                }
                i += 1
                continue
            }
            switch c {
            case 0x22:
                inString = true
                if depth == 1 { keyStart = i + 1 }
            case 0x7B, 0x5B:
                if depth == 1, c == 0x5B, lastKey == Array("features".utf8) {
                    inFeatures = true
                    sawFeatures = true
                } else if inFeatures, depth == 2, elementStart == nil {
                    elementStart = i
                    elementLine = scanLine
                }
                depth += 1
            case 0x7D, 0x5D:
                depth -= 1
                if inFeatures, depth == 2, let s = elementStart {
                    records.append(FeatureRecord(line: elementLine, bytes: ArraySlice(Array(pending[s...i]))))
                    elementStart = nil
                } else if inFeatures, depth == 1 {
                    inFeatures = false
                }
            case 0x2C, 0x3A:
                if depth == 1, c == 0x2C { lastKey = [] }
            default:
                break
            }
            i += 1
        }
        // Keep only what an unfinished element (or a key being read) still needs.
        let keep = min(elementStart ?? pending.count, keyStart ?? pending.count)
        pending.removeFirst(keep)
        elementStart = elementStart.map { $0 - keep }
        keyStart = keyStart.map { $0 - keep }
        scanned = pending.count
        return records
    }
}
