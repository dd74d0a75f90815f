import GeoJournalCore

/// Writing Esri JSON straight into bytes, for answers that carry many geometries.
extension EsriGeometry {
    /// Appends the Esri JSON of a geometry, byte for byte `json(geometry).jsonBytes(sortedKeys: true)`,
    /// without building the JSON tree first; numbers are written as ``JSONValue`` writes doubles.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// EsriGeometry.write(.point(Position(7.5, 47)), into: &out)   // {"x":7.5,"y":47}
    /// ```
    public static func write(_ geometry: Geometry, into out: inout [UInt8]) {
        func number(_ d: Double) { JSONValue.writeDouble(d, into: &out) }
        func vertex(_ p: Position) {
            out.append(UInt8(ascii: "["))
            number(p.x)
            out.append(UInt8(ascii: ","))
            number(p.y)
            if let z = p.z {
                out.append(UInt8(ascii: ","))
                number(z)
            }
            out.append(UInt8(ascii: "]"))
        }
        func list<T>(_ items: [T], _ each: (T) -> Void) {
            out.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                each(item)
            }
            out.append(UInt8(ascii: "]"))
        }
        func line(_ ps: [Position]) { list(ps, vertex) }
        // Members in byte order of their names, as `jsonBytes(sortedKeys: true)` writes them.
        out.append(UInt8(ascii: "{"))
        if geometry.hasZ { out.append(contentsOf: #""hasZ":true,"#.utf8) }
        switch geometry {
        case .point(let p):
            out.append(contentsOf: #""x":"#.utf8)
            number(p.x)
            out.append(contentsOf: #","y":"#.utf8)
            number(p.y)
            if let z = p.z {
                out.append(contentsOf: #","z":"#.utf8)
                number(z)
            }
        case .multiPoint(let ps):
            out.append(contentsOf: #""points":"#.utf8)
            line(ps)
        case .lineString(let ps):
            out.append(contentsOf: #""paths":"#.utf8)
            list([ps], line)
        case .multiLineString(let ls):
            out.append(contentsOf: #""paths":"#.utf8)
            list(ls, line)
        case .polygon(let rs):
            out.append(contentsOf: #""rings":"#.utf8)
            list(esriRings(rs), line)
        case .multiPolygon(let ps):
            out.append(contentsOf: #""rings":"#.utf8)
            list(ps.flatMap(esriRings), line)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends the Esri JSON of a two-dimensional Point, MultiPoint, LineString or MultiLineString
    /// given as GeoJSON text (as PostgreSQL prints a stored geometry), copying its coordinate text
    /// instead of parsing numbers: these shapes are the GeoJSON coordinates re-wrapped. Returns
    /// false, appending nothing, for anything else (polygons, whose rings Esri orders its own way,
    /// coordinates with Z, text it does not recognise): the caller then parses and uses ``write(_:into:)``.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// EsriGeometry.writeCopying(geoJSON: #"{"type": "Point", "coordinates": [7.5, 47]}"#, into: &out)   // {"x":7.5,"y":47}
    /// ```
    @discardableResult
    public static func writeCopying(geoJSON text: String, into out: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in copy(bytes, into: &out) }
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
        func find(_ key: StaticString, from start: Int = 0) -> Int? {
            // The index just after `"key"` and the colon that follows it.
            let k = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            var i = start
            while i + k.count + 2 <= bytes.count {
                if bytes[i] == UInt8(ascii: "\""), bytes[i + k.count + 1] == UInt8(ascii: "\""),
                   (0..<k.count).allSatisfy({ bytes[i + 1 + $0] == k[$0] }) {
                    var j = i + k.count + 2
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                    guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { return nil }
                    j += 1
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                    return j
                }
                i += 1
            }
            return nil
        }
        guard let t = find("type"), t < bytes.count, bytes[t] == UInt8(ascii: "\""),
              let c = find("coordinates"), c < bytes.count, bytes[c] == UInt8(ascii: "[") else { return false }
        var typeEnd = t + 1
        while typeEnd < bytes.count, bytes[typeEnd] != UInt8(ascii: "\"") { typeEnd += 1 }
        let type = String(decoding: UnsafeBufferPointer(rebasing: bytes[(t + 1)..<typeEnd]), as: UTF8.self)
        // The coordinates array: its end, its depth, and whether every position has two numbers.
        var depth = 0, maxDepth = 0, end = c, commas = 0
        var positionsOK = true
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "[") {
                depth += 1
                maxDepth = max(maxDepth, depth)
                commas = 0
            } else if b == UInt8(ascii: "]") {
                if depth == maxDepth, commas != 1 { positionsOK = false }
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: ",") {
                if depth == maxDepth { commas += 1 }
            } else if !(b == UInt8(ascii: " ") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                        || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))) {
                return false
            }
            end += 1
        }
        guard depth == 0, end < bytes.count, positionsOK else { return false }
        let expectedDepth: Int
        let prefix: String, wrap: Bool
        switch type {
        case "Point": (expectedDepth, prefix, wrap) = (1, "", false)
        case "MultiPoint": (expectedDepth, prefix, wrap) = (2, #"{"points":"#, false)
        case "LineString": (expectedDepth, prefix, wrap) = (2, #"{"paths":["#, true)
        case "MultiLineString": (expectedDepth, prefix, wrap) = (3, #"{"paths":"#, false)
        default: return false
        }
        // An empty multi-geometry has depth 1; the parsing path says what it becomes.
        guard maxDepth == expectedDepth else { return false }
        func copyWithoutSpaces(_ range: Range<Int>) {
            for i in range where bytes[i] != UInt8(ascii: " ") { out.append(bytes[i]) }
        }
        if type == "Point" {
            var comma = c + 1
            while bytes[comma] != UInt8(ascii: ",") { comma += 1 }
            out.append(contentsOf: #"{"x":"#.utf8)
            copyWithoutSpaces((c + 1)..<comma)
            out.append(contentsOf: #","y":"#.utf8)
            copyWithoutSpaces((comma + 1)..<end)
            out.append(UInt8(ascii: "}"))
            return true
        }
        out.append(contentsOf: prefix.utf8)
        copyWithoutSpaces(c..<(end + 1))
        if wrap { out.append(UInt8(ascii: "]")) }
        out.append(UInt8(ascii: "}"))
        return true
    }
}
