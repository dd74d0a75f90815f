/// One vertex-level edit of a feature's geometry, as the editor engine records it in the
/// update event: move, insert or delete a vertex, add or delete a part, or replace the whole.
///
/// Addressing: `part` is the part of a multi geometry (0 for single ones), `ring` the ring of a
/// polygon (0 = exterior, 1… = holes; 0 for everything else) and `index` the vertex. A MultiPoint's
/// point is addressed by `part` or by `index`. Polygon rings stay closed: moving the first or
/// last vertex moves both, deleting the first re-closes the ring on the next vertex, inserting
/// at the start or end inserts on the closing edge.
///
/// ```swift
/// let edit = try GeometryEdit.parse(body["edit"]!).get()
/// switch edit.apply(to: feature.geometry, expected: layer.geometryType, srid: layer.srid) {
/// case .success(let geometry): record(edit.json, geometry)
/// case .failure(let problems): reject(problems.violations.map { $0.prefixed("edit") })
/// }
/// ```
public enum GeometryEdit: Sendable, Hashable {
    case moveVertex(part: Int, ring: Int, index: Int, to: Position)
    /// Inserts before `index`; `index` equal to the vertex count appends.
    case insertVertex(part: Int, ring: Int, index: Int, at: Position)
    case deleteVertex(part: Int, ring: Int, index: Int)
    /// Appends a part to a MultiPoint, MultiLineString or MultiPolygon.
    case addPart(coordinates: Part)
    case deletePart(part: Int)
    case replace(Geometry)

    /// The coordinates of one part of a multi geometry: a point, a line or a polygon.
    /// In JSON their nesting depth tells them apart.
    ///
    /// ```swift
    /// let edit = GeometryEdit.addPart(coordinates: .line([Position(0, 0), Position(5, 5)]))
    /// edit.json   // {"kind": "addPart", "coordinates": [[0, 0], [5, 5]]}
    /// ```
    public enum Part: Sendable, Hashable {
        case point(Position)
        case line([Position])
        case polygon([[Position]])

        var name: String {
            switch self {
            case .point: return "a point [x, y]"
            case .line: return "a line [[x, y], …]"
            case .polygon: return "a polygon [[[x, y], …], …]"
            }
        }
    }

    /// The edit's name in JSON and in history: `moveVertex`, `insertVertex`, `deleteVertex`,
    /// `addPart`, `deletePart` or `replace`.
    public var kind: String {
        switch self {
        case .moveVertex: return "moveVertex"
        case .insertVertex: return "insertVertex"
        case .deleteVertex: return "deleteVertex"
        case .addPart: return "addPart"
        case .deletePart: return "deletePart"
        case .replace: return "replace"
        }
    }

    static let kinds = ["moveVertex", "insertVertex", "deleteVertex", "addPart", "deletePart", "replace"]
}

// MARK: - JSON

extension GeometryEdit {
    /// The edit as the API and the journal write it; ``parse(_:)`` reads it back.
    public var json: JSONValue {
        func position(_ p: Position) -> JSONValue {
            if let z = p.z { return .array([.double(p.x), .double(p.y), .double(z)]) }
            return .array([.double(p.x), .double(p.y)])
        }
        func address(_ part: Int, _ ring: Int, _ index: Int) -> [String: JSONValue] {
            ["kind": .string(kind), "part": .integer(Int64(part)), "ring": .integer(Int64(ring)), "index": .integer(Int64(index))]
        }
        switch self {
        case .moveVertex(let part, let ring, let index, let p), .insertVertex(let part, let ring, let index, let p):
            var o = address(part, ring, index)
            o["to"] = position(p)
            return .object(o)
        case .deleteVertex(let part, let ring, let index):
            return .object(address(part, ring, index))
        case .addPart(let coordinates):
            let value: JSONValue
            switch coordinates {
            case .point(let p): value = position(p)
            case .line(let ps): value = .array(ps.map(position))
            case .polygon(let rings): value = .array(rings.map { .array($0.map(position)) })
            }
            return .object(["kind": .string(kind), "coordinates": value])
        case .deletePart(let part):
            return .object(["kind": .string(kind), "part": .integer(Int64(part))])
        case .replace(let geometry):
            return .object(["kind": .string(kind), "geometry": geometry.geoJSON])
        }
    }

    /// Reads an edit object, `{"kind": "moveVertex", "part": 0, "ring": 0, "index": 3, "to": [x, y]}`,
    /// reporting every problem with a path relative to the edit (`to[1]`, `geometry.coordinates`).
    /// `part` and `ring` default to 0; `index` is required by the vertex edits. `insertVertex`
    /// takes its new position in `to` as well; `addPart` takes `coordinates`, `replace` a GeoJSON
    /// `geometry`.
    ///
    /// ```swift
    /// let edit = GeometryEdit.parse(try JSONValue.parse(#"{"kind":"deleteVertex","index":2}"#))
    /// ```
    public static func parse(_ json: JSONValue) -> Result<GeometryEdit, GeometryProblems> {
        guard let o = json.objectValue else {
            return .failure(GeometryProblems([Violation(path: "", code: "member.type", message: "a geometry edit must be a JSON object, got \(json.typeName)")]))
        }
        guard let kind = o["kind"]?.stringValue, kinds.contains(kind) else {
            let got = o["kind"].map { $0.stringValue.map { "\"\($0)\"" } ?? $0.typeName } ?? "nothing"
            return .failure(GeometryProblems([Violation(path: "kind", code: o["kind"] == nil ? "member.required" : o["kind"]?.stringValue == nil ? "member.type" : "member.invalid",
                                                        message: "\"kind\" must be one of \(kinds.joined(separator: ", ")); got \(got)")]))
        }
        var problems: [Violation] = []
        // Each kind takes its own members and no others.
        let allowed: Set<String> = switch kind {
        case "moveVertex", "insertVertex": ["kind", "part", "ring", "index", "to"]
        case "deleteVertex": ["kind", "part", "ring", "index"]
        case "addPart": ["kind", "coordinates"]
        case "deletePart": ["kind", "part"]
        default: ["kind", "geometry"]
        }
        for key in o.keys.sorted() where !allowed.contains(key) {
            problems.append(Violation(path: key, code: "member.unknown", message: "unknown member \"\(key)\" for \(kind) (expected: \(allowed.sorted().joined(separator: ", ")))"))
        }
        func whole(_ name: String, required: Bool) -> Int {
            guard let value = o[name] else {
                if required { problems.append(Violation(path: name, code: "member.required", message: "\(kind) needs \"\(name)\"")) }
                return 0
            }
            guard let n = value.intValue, n >= 0, n <= Int64(Int32.max) else {
                problems.append(Violation(path: name, code: value.intValue == nil ? "member.type" : "member.invalid", message: "\"\(name)\" must be a whole number ≥ 0, got \(value.jsonString())"))
                return 0
            }
            return Int(n)
        }
        func position(_ name: String) -> Position {
            guard let value = o[name] else {
                problems.append(Violation(path: name, code: "member.required", message: "\(kind) needs \"\(name)\": the new position [x, y]"))
                return Position(0, 0)
            }
            switch Geometry.parse(.object(["type": "Point", "coordinates": value])) {
            case .success(.point(let p)): return p
            case .success: return Position(0, 0)
            case .failure(let parsed):
                problems += parsed.violations.map { renamed($0, from: "coordinates", to: name) }
                return Position(0, 0)
            }
        }

        let edit: GeometryEdit
        switch kind {
        case "moveVertex":
            edit = .moveVertex(part: whole("part", required: false), ring: whole("ring", required: false),
                               index: whole("index", required: true), to: position("to"))
        case "insertVertex":
            edit = .insertVertex(part: whole("part", required: false), ring: whole("ring", required: false),
                                 index: whole("index", required: true), at: position("to"))
        case "deleteVertex":
            edit = .deleteVertex(part: whole("part", required: false), ring: whole("ring", required: false),
                                 index: whole("index", required: true))
        case "addPart":
            edit = .addPart(coordinates: part(o["coordinates"], &problems))
        case "deletePart":
            edit = .deletePart(part: whole("part", required: true))
        default:
            guard let value = o["geometry"] else {
                problems.append(Violation(path: "geometry", code: "member.required", message: "replace needs \"geometry\": a GeoJSON geometry"))
                return .failure(GeometryProblems(problems))
            }
            switch Geometry.parse(value) {
            case .success(let g): edit = .replace(g)
            case .failure(let parsed): return .failure(GeometryProblems(parsed.violations.map { $0.prefixed("geometry") }))
            }
        }
        return problems.isEmpty ? .success(edit) : .failure(GeometryProblems(problems))
    }

    /// A part's coordinates; their nesting depth says whether they are a point, a line or a polygon.
    private static func part(_ value: JSONValue?, _ problems: inout [Violation]) -> Part {
        guard let value else {
            problems.append(Violation(path: "coordinates", code: "member.required", message: "addPart needs \"coordinates\": a point [x, y], a line [[x, y], …] or a polygon [[[x, y], …], …]"))
            return .point(Position(0, 0))
        }
        var depth = 0
        var level = value
        while case .array(let items) = level, let first = items.first {
            depth += 1
            level = first
        }
        let type: GeometryType
        switch depth {
        case 1: type = .point
        case 2: type = .lineString
        case 3: type = .polygon
        default:
            problems.append(Violation(path: "coordinates", code: "member.type", message: "\"coordinates\" must be a point [x, y], a line [[x, y], …] or a polygon [[[x, y], …], …]"))
            return .point(Position(0, 0))
        }
        switch Geometry.parse(.object(["type": .string(type.rawValue), "coordinates": value])) {
        case .success(.point(let p)): return .point(p)
        case .success(.lineString(let ps)): return .line(ps)
        case .success(.polygon(let rings)): return .polygon(rings)
        case .success: return .point(Position(0, 0))
        case .failure(let parsed):
            problems += parsed.violations
            return .point(Position(0, 0))
        }
    }

    private static func renamed(_ v: Violation, from: String, to: String) -> Violation {
        guard v.path.hasPrefix(from) else { return v }
        return Violation(path: to + v.path.dropFirst(from.count), code: v.code, message: v.message)
    }
}

// MARK: - Applying

extension GeometryEdit {
    /// The geometry after this edit, or why the edit does not fit the geometry (an address out of
    /// range, a part of the wrong kind). The result is not validated: see
    /// ``apply(to:expected:srid:maxVertices:)``.
    ///
    /// ```swift
    /// let moved = GeometryEdit.moveVertex(part: 0, ring: 0, index: 0, to: Position(1, 1)).apply(to: square)
    /// ```
    public func apply(to geometry: Geometry) -> Result<Geometry, GeometryProblems> {
        do {
            return .success(try applying(to: geometry))
        } catch {
            return .failure(GeometryProblems([error.violation]))
        }
    }

    /// The geometry after this edit, checked by ``GeometryValidator`` for the layer. Address
    /// problems have paths in the edit (`index`); validation problems have paths in the edited
    /// geometry under `geometry` (`geometry.coordinates[0]`).
    ///
    /// ```swift
    /// let result = edit.apply(to: feature.geometry, expected: .polygon, srid: 4326)
    /// ```
    public func apply(to geometry: Geometry, expected: GeometryType, srid: Int32, maxVertices: Int = 100_000) -> Result<Geometry, GeometryProblems> {
        apply(to: geometry).flatMap { edited in
            let problems = GeometryValidator.check(edited, expected: expected, srid: srid, maxVertices: maxVertices)
            return problems.isEmpty ? .success(edited) : .failure(GeometryProblems(problems.map { $0.prefixed("geometry") }))
        }
    }

    private func applying(to geometry: Geometry) throws(EditRefusal) -> Geometry {
        switch self {
        case .replace(let g):
            return g
        case .moveVertex(let part, let ring, let index, let p):
            return try editVertex(geometry, part, ring, index, .move(p))
        case .insertVertex(let part, let ring, let index, let p):
            return try editVertex(geometry, part, ring, index, .insert(p))
        case .deleteVertex(let part, let ring, let index):
            return try editVertex(geometry, part, ring, index, .delete)
        case .addPart(let newPart):
            switch (geometry, newPart) {
            case (.multiPoint(var ps), .point(let p)): ps.append(p); return .multiPoint(ps)
            case (.multiLineString(var ls), .line(let l)): ls.append(l); return .multiLineString(ls)
            case (.multiPolygon(var polys), .polygon(let rings)): polys.append(rings); return .multiPolygon(polys)
            case (.multiPoint, _), (.multiLineString, _), (.multiPolygon, _):
                let wanted = geometry.type == .multiPoint ? "a point [x, y]" : geometry.type == .multiLineString ? "a line [[x, y], …]" : "a polygon [[[x, y], …], …]"
                throw EditRefusal("coordinates", "edit.partType", "a part of a \(geometry.type.rawValue) is \(wanted); got \(newPart.name)")
            case (.point, _), (.lineString, _), (.polygon, _):
                throw singlePart(geometry, "addPart")
            }
        case .deletePart(let part):
            switch geometry {
            case .multiPoint(var ps):
                try check(part, "part", ps.count, "the MultiPoint has \(ps.count) points")
                ps.remove(at: part)
                return .multiPoint(ps)
            case .multiLineString(var ls):
                try check(part, "part", ls.count, "the MultiLineString has \(ls.count) parts")
                ls.remove(at: part)
                return .multiLineString(ls)
            case .multiPolygon(var polys):
                try check(part, "part", polys.count, "the MultiPolygon has \(polys.count) parts")
                polys.remove(at: part)
                return .multiPolygon(polys)
            case .point, .lineString, .polygon:
                throw singlePart(geometry, "deletePart")
            }
        }
    }

    private func singlePart(_ g: Geometry, _ kind: String) -> EditRefusal {
        EditRefusal("kind", "edit.unsupported",
                    "a \(g.type.rawValue) has exactly one part, so \(kind) does not apply; it works on MultiPoint, MultiLineString and MultiPolygon (use replace to change the whole geometry)")
    }

    private func editVertex(_ g: Geometry, _ part: Int, _ ring: Int, _ index: Int, _ op: VertexOperation) throws(EditRefusal) -> Geometry {
        switch g {
        case .point:
            guard case .move(let p) = op else {
                throw EditRefusal("kind", "edit.unsupported", "a Point has exactly one vertex: move it or replace the geometry; inserting and deleting vertices need a MultiPoint, a line or a polygon")
            }
            try check(part, "part", 1, "a Point has 1 part")
            try check(ring, "ring", 1, "a Point has no rings (use ring 0)")
            try check(index, "index", 1, "a Point has 1 vertex")
            return .point(p)
        case .multiPoint(var ps):
            try check(ring, "ring", 1, "a MultiPoint has no rings (use ring 0)")
            guard part == 0 || index == 0 else {
                throw EditRefusal("part", "edit.address", "a MultiPoint's point is addressed by \"part\" or by \"index\", not both (got part \(part), index \(index))")
            }
            let point = part == 0 ? index : part
            let field = part == 0 ? "index" : "part"
            try op.apply(to: &ps, at: point, field: field, closedRing: false, "the MultiPoint has \(ps.count) points")
            return .multiPoint(ps)
        case .lineString(var ps):
            try check(part, "part", 1, "a LineString has 1 part")
            try check(ring, "ring", 1, "a LineString has no rings (use ring 0)")
            try op.apply(to: &ps, at: index, field: "index", closedRing: false, "the LineString has \(ps.count) vertices")
            return .lineString(ps)
        case .multiLineString(var ls):
            try check(part, "part", ls.count, "the MultiLineString has \(ls.count) parts")
            try check(ring, "ring", 1, "a MultiLineString has no rings (use ring 0)")
            try op.apply(to: &ls[part], at: index, field: "index", closedRing: false, "part \(part) has \(ls[part].count) vertices")
            return .multiLineString(ls)
        case .polygon(var rings):
            try check(part, "part", 1, "a Polygon has 1 part")
            try check(ring, "ring", rings.count, "the Polygon has \(rings.count) rings")
            try op.apply(to: &rings[ring], at: index, field: "index", closedRing: true, "ring \(ring) of the Polygon has \(rings[ring].count) vertices")
            return .polygon(rings)
        case .multiPolygon(var polys):
            try check(part, "part", polys.count, "the MultiPolygon has \(polys.count) parts")
            try check(ring, "ring", polys[part].count, "part \(part) has \(polys[part].count) rings")
            try op.apply(to: &polys[part][ring], at: index, field: "index", closedRing: true,
                         "ring \(ring) of part \(part) has \(polys[part][ring].count) vertices")
            return .multiPolygon(polys)
        }
    }
}

/// `0..<count` must contain `value`, else: "part 2 is out of range: the MultiPolygon has 2 parts".
private func check(_ value: Int, _ field: String, _ count: Int, _ context: String) throws(EditRefusal) {
    guard value >= 0, value < count else {
        throw EditRefusal(field, "edit.outOfRange", "\(field) \(value) is out of range: \(context)")
    }
}

private enum VertexOperation {
    case move(Position)
    case insert(Position)
    case delete

    /// Edits one sequence of vertices; a closed ring stays closed.
    func apply(to ps: inout [Position], at i: Int, field: String, closedRing: Bool, _ context: String) throws(EditRefusal) {
        let n = ps.count
        let closed = closedRing && n >= 2 && ps[0] == ps[n - 1]
        switch self {
        case .move(let p):
            try check(i, field, n, context)
            if closed && (i == 0 || i == n - 1) {
                ps[0] = p
                ps[n - 1] = p
            } else {
                ps[i] = p
            }
        case .insert(let p):
            guard i >= 0, i <= n else {
                throw EditRefusal(field, "edit.outOfRange", "\(field) \(i) is out of range: \(context); insertVertex accepts 0…\(n)")
            }
            if closed && i == 0 {
                // The new vertex starts the ring and closes it.
                ps.insert(p, at: 0)
                ps[n] = p
            } else if closed && i == n {
                // Appending to a closed ring lands on the closing edge, before the repeated first vertex.
                ps.insert(p, at: n - 1)
            } else {
                ps.insert(p, at: i)
            }
        case .delete:
            try check(i, field, n, context)
            if closed && (i == 0 || i == n - 1) {
                ps.removeLast()
                ps.removeFirst()
                if let first = ps.first { ps.append(first) }
            } else {
                ps.remove(at: i)
            }
        }
    }
}

/// Why an edit does not fit the geometry it is applied to.
private struct EditRefusal: Error {
    let violation: Violation
    init(_ path: String, _ code: String, _ message: String) {
        violation = Violation(path: path, code: code, message: message)
    }
}
