import Foundation
import GeoJournalCore

extension RandomLayerEdits {
    /// Draws operations from a seed: adds (valid, refused by a check or by the column type, with
    /// an id used before), attribute updates, moves, both at once, deletes, updates and deletes of
    /// a stale version, edits of features the line does not show, and a few operations of several
    /// features. An operation has at most one refused feature (the view stops at the first), which
    /// may have several problems.
    struct Generator {
        var rng: SeededRandom

        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
        mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &rng)] }
        mutating func int(_ range: ClosedRange<Int64>) -> Int64 { Int64.random(in: range, using: &rng) }
        static func json(_ d: Double) -> String { JSONValue.double(d).jsonString() }

        /// `count` Unicode scalars (as `varchar(n)` and /v1 count them); never ending in a space
        /// when over 20 (SQL cuts trailing spaces off a `varchar(n)` past its length).
        mutating func text(_ count: Int) -> String {
            let pieces = ["a", "Z", "é", "日", "'", "\"", "\\", "\n", "\t", " ", "😀", "ß", "%", "_", "e\u{301}", "\u{1}", "0"]
            var s = ""
            while s.unicodeScalars.count < count - 1 {
                let p = pick(pieces)
                if s.unicodeScalars.count + p.unicodeScalars.count <= count - 1 { s += p }
            }
            return count > 0 ? s + pick(count > 20 ? ["x", "日"] : ["x", "日", " "]) : s
        }

        /// A moment as the view stores dates: UTC, `Z`, fractional seconds only when there are some.
        mutating func date(from: Int64, to: Int64) -> String {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(int(from...to))))
            return String(text.dropLast()) + pick(["", "", "", ".5", ".25", ".123456", ".000001"]) + "Z"
        }

        static let year2000: Int64 = 946_684_800, end2030: Int64 = 1_924_991_999  // 2030-12-31T23:59:59Z

        /// A value of a field; `bad` asks for one the layer refuses.
        mutating func value(_ field: String, add: Bool, bad: Bool) -> Value {
            func number(_ n: Int64) -> Value { Value(json: .integer(n), sql: "\(n)") }
            func double(_ d: Double) -> Value { Value(json: .double(d), sql: Self.json(d)) }
            func string(_ s: String) -> Value { Value(json: .string(s), sql: literal(s)) }
            func null(required: Bool) -> Value {
                Value(json: add ? nil : .null, sql: add && chance(50) ? "" : "NULL", expect: required ? .check(["field.required"]) : .accepted)
            }
            func wrong(_ json: JSONValue, _ sql: String, _ code: String = "field.type") -> Value { Value(json: json, sql: sql, expect: .type(code)) }
            func wrongText(_ s: String, _ code: String) -> Value { wrong(.string(s), literal(s), code) }
            func refused(_ v: Value, _ code: String) -> Value { Value(json: v.json, sql: v.sql, expect: .check([code])) }
            switch field {
            case "N":
                if bad {
                    return pick([null(required: true), wrong(.string("abc"), "'abc'"), wrong(.double(2.5), "'2.5'"), wrong(.double(1e19), "10000000000000000000")])
                }
                return number(int(pick([-1000...1000, -(1 << 40)...(1 << 40), Int64.min / 2...Int64.max / 2])))
            case "STATUS":
                if bad { return chance(60) ? refused(number(pick([7, -1, 3])), "domain.codedValue") : wrong(.integer(40000), "40000") }
                return chance(15) ? null(required: false) : number(pick([0, 1, 2]))
            case "PRESSURE":
                if bad { return chance(20) ? wrong(.string("high"), "'high'") : refused(double(pick([-0.5, 100.000001, 1e3, -1e-9, 100.5])), "domain.range") }
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: return null(required: false)
                case 1: return number(int(0...100))
                case 2: return double(pick([0.0, 100.0, 1e-7, 99.99999999999999]))
                default: return double(Double.random(in: 0...100, using: &rng))
                }
            case "NAME":
                if bad { return wrongText(text(Int.random(in: 21...26, using: &rng)), "field.length") }
                return chance(10) ? null(required: false) : string(text(Int.random(in: 0...20, using: &rng)))
            case "KV":
                if bad { return wrong(.string("x"), "'x'") }
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: return null(required: false)
                case 1: return number(int(-(1 << 53)...(1 << 53)))
                case 2: return double(Double.random(in: -1...1, using: &rng) * pow(10, Double(Int.random(in: -9...15, using: &rng))))
                case 3: return double(Double.random(in: -1e6...1e6, using: &rng))
                default: return double(Double(Int.random(in: -4000...4000, using: &rng)) / 8)
                }
            case "SEEN":
                if bad {
                    if chance(30) { return wrongText(pick(["not a date", "2020-13-45T00:00:00Z"]), "field.type") }
                    return refused(string(chance(50) ? date(from: 788_918_400, to: Self.year2000 - 1) : date(from: Self.end2030 + 1, to: 2_051_222_400)), "domain.range")
                }
                if chance(10) { return null(required: false) }
                return string(chance(10) ? pick(["2000-01-01T00:00:00Z", "2030-12-31T23:59:59Z"]) : date(from: Self.year2000, to: Self.end2030 - 1))
            case "OK":
                if bad { return wrong(.string("maybe"), "'maybe'") }
                if chance(15) { return null(required: false) }
                let b = chance(50)
                return Value(json: .bool(b), sql: b ? "true" : "false")
            case "REF":
                if bad { return wrong(.string("not-a-uuid"), "'not-a-uuid'") }
                return chance(20) ? null(required: false) : string(rng.uuid().uuidString.lowercased())
            case "KIND":
                if bad { return chance(70) ? refused(number(pick([5, 0])), "subtype.unknown") : wrong(.integer(70000), "70000") }
                return number(pick([1, 2]))
            case "ZONE":
                if bad { return pick([null(required: true), refused(string(pick(["X", "r", "RC", ""])), "domain.codedValue"), wrongText("RESID", "field.length")]) }
                return string(pick(["R", "C", "I"]))
            case "CLASS":
                if bad { return chance(70) ? refused(number(pick([0, 6, -3, 100])), "domain.range") : wrong(.string("a"), "'a'") }
                return chance(15) ? null(required: false) : number(int(1...5))
            default:  // OWNER
                if bad { return wrongText(text(Int.random(in: 256...270, using: &rng)), "field.length") }
                return chance(15) ? null(required: false) : string(text(Int.random(in: 0...40, using: &rng)))
            }
        }

        /// A coordinate of EPSG:3857: full doubles, whole numbers, tiny ones, the bounds themselves.
        mutating func coordinate() -> Double {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return Double(Int.random(in: -5000...5000, using: &rng))
            case 1: return pick([Self.bound, -Self.bound, 0.1, -0.0001, 1e-5, -3.25e-7, 5.886428915102826e-7])
            case 2: return Double.random(in: -1...1, using: &rng) * pow(10, Double(Int.random(in: -9...7, using: &rng)))
            default: return Double.random(in: -2e7...2e7, using: &rng)
            }
        }

        static let bound = 20037508.342789244

        /// A geometry of `layer`; `bad` asks for one the layer refuses.
        mutating func shape(_ layer: String, bad: Bool) -> Shape {
            func position(_ x: Double, _ y: Double) -> String { "[\(Self.json(x)),\(Self.json(y))]" }
            func polygon(_ rings: [[String]]) -> String { #"{"type":"Polygon","coordinates":[\#(rings.map { "[\($0.joined(separator: ","))]" }.joined(separator: ","))]}"# }
            if layer == "Devices" {
                guard bad else { return Shape(json: #"{"type":"Point","coordinates":\#(position(coordinate(), coordinate()))}"#) }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    // Outside, and numbers at the edges of how messages write them (1e15, 2^53).
                    let x = pick([Self.bound.nextUp, 3e7, -2.5e7, 1e15, 1.5e15, -1000000000000000.5, 9007199254740991, 9007199254740992, 9007199254740994, 9.5e15, 1e21])
                    return Shape(json: #"{"type":"Point","coordinates":\#(position(x, coordinate()))}"#, expect: .check(["geometry.outOfBounds"]))
                case 1:
                    return Shape(json: #"{"type":"Point","coordinates":\#(position(coordinate(), pick([-Self.bound.nextUp, 4e7])))}"#, expect: .check(["geometry.outOfBounds"]))
                default:
                    return Shape(json: #"{"type":"LineString","coordinates":[\#(position(0, 0)),\#(position(coordinate(), coordinate()))]}"#, expect: .type("geometry.typeMismatch"))
                }
            }
            // A quadrilateral around a centre, corners in angle order (simple) or two swapped (a
            // bow tie), sometimes with a hole inside (valid) or outside (invalid).
            let cx = Double.random(in: -1e7...1e7, using: &rng), cy = Double.random(in: -1e7...1e7, using: &rng)
            let r = Double.random(in: 1...1e5, using: &rng)
            var angles = (0..<4).map { k in Double(k) * .pi / 2 + Double.random(in: 0.1...1.4, using: &rng) }
            var expect = Expect.accepted
            var holes: [[String]] = []
            if bad {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    angles.swapAt(1, 2)
                    expect = .check(["geometry.invalid"])
                case 1:
                    let far = 2.5e7 * (chance(50) ? 1 : -1)
                    return Shape(json: polygon([[position(far, cy), position(far + r, cy), position(far + r, cy + r), position(far, cy)]]), expect: .check(["geometry.outOfBounds"]))
                case 2:
                    holes = [[position(cx + 3 * r, cy), position(cx + 3 * r + 1, cy), position(cx + 3 * r + 1, cy + 1), position(cx + 3 * r, cy)]]
                    expect = .check(["geometry.invalid"])
                default:
                    return Shape(json: #"{"type":"Point","coordinates":\#(position(cx, cy))}"#, expect: .type("geometry.typeMismatch"))
                }
            } else if chance(20) {
                let s = r / 20
                holes = [[position(cx - s, cy - s), position(cx - s, cy + s), position(cx + s, cy + s), position(cx + s, cy - s), position(cx - s, cy - s)]]
            }
            let corners = angles.map { a in position(cx + r * cos(a), cy + r * sin(a)) }
            return Shape(json: polygon([corners + [corners[0]]] + holes), expect: expect)
        }

        /// ZONE "I" with CLASS 1: each value fits its field, together they match no contingency.
        static let noContingency = [("ZONE", Value(json: .string("I"), sql: "'I'")), ("CLASS", Value(json: .integer(1), sql: "1"))]

        /// Draws until the layer's definition refuses the values exactly when one of them was meant
        /// to be refused (a subtype's defaults and domains, contingent values), or gives up.
        mutating func kept(_ layer: String, _ draw: (inout Generator) -> (attributes: [(String, Value)], expect: Expect)?,
                           check: ([(String, Value)]) -> AttributeCheck) -> (attributes: [(String, Value)], expect: Expect)? {
            for _ in 0..<50 {
                guard let (attributes, expect) = draw(&self) else { continue }
                let codes = Set(check(attributes).violations.map(\.code))
                switch expect {
                case .accepted where codes.isEmpty: return (attributes, expect)
                case .check where !codes.isEmpty: return (attributes, .check(codes))
                case .accepted, .check: continue
                default: return (attributes, expect)  // the view's typed column refuses it before any check
                }
            }
            return nil
        }

        /// Attributes of a new feature; `bad`: one or two of them refused.
        mutating func newAttributes(_ layer: String, bad: Bool) -> (attributes: [(String, Value)], expect: Expect)? {
            kept(layer, { g in
                if layer == "Parcels", bad, g.chance(30) {
                    return ([("KIND", g.value("KIND", add: true, bad: false))] + Self.noContingency + [("OWNER", g.value("OWNER", add: true, bad: false))],
                            .check(["contingentValue.restrictive"]))
                }
                let names = fields[layer]!, required = layer == "Devices" ? "N" : "ZONE"
                let badField = bad ? (g.chance(20) ? required : g.pick(names)) : nil
                let secondBad = bad && g.chance(25) ? g.pick(names) : nil
                var out: [(String, Value)] = [], expect = Expect.accepted
                for name in names {
                    if name == badField || name == secondBad {
                        let v = g.value(name, add: true, bad: true)
                        switch (expect, v.expect) {
                        case (.type, _): break  // the column refuses it first
                        case (.check(let a), .check(let b)): expect = .check(a.union(b))
                        default: expect = v.expect
                        }
                        out.append((name, v))
                    } else if name != required, g.chance(25) {
                        out.append((name, Value(json: nil, sql: g.chance(50) ? "" : "NULL")))  // left out
                    } else {
                        out.append((name, g.value(name, add: true, bad: false)))
                    }
                }
                return (out, expect)
            }, check: { attributes in
                definitions[layer]!.checkNew(Dictionary(uniqueKeysWithValues: attributes.compactMap { name, v in v.json.map { (name, $0) } }))
            })
        }

        /// One to three fields of `current` set to values it does not have; `bad`: one refused.
        mutating func changes(_ current: Current, bad: Bool) -> (attributes: [(String, Value)], expect: Expect)? {
            kept(current.layer, { g in
                if current.layer == "Parcels", bad, g.chance(30) {
                    let changed = Self.noContingency.filter { (current.attributes[$0.0] ?? .null) != $0.1.json }
                    return changed.isEmpty ? nil : (changed, .check(["contingentValue.restrictive"]))
                }
                var out: [(String, Value)] = [], expect = Expect.accepted
                for k in 0..<Int.random(in: 1...3, using: &g.rng) {
                    let name = g.pick(fields[current.layer]!)
                    guard !out.contains(where: { $0.0 == name }) else { continue }
                    let v = g.value(name, add: false, bad: bad && k == 0)
                    // A value the feature has changes nothing (and makes no event through the view).
                    if v.expect == .accepted, (current.attributes[name] ?? .null) == (v.json ?? .null) { continue }
                    if v.expect != .accepted { expect = v.expect }
                    out.append((name, v))
                }
                return out.isEmpty ? nil : (out, expect)
            }, check: { attributes in
                var merged = current.attributes
                for (name, v) in attributes { merged[name] = v.json ?? .null }
                return definitions[current.layer]!.checkUpdated(merged, changed: Set(attributes.map(\.0)))
            })
        }

        /// A new feature; `bad`: its attributes, its geometry or both refused (/v1 lists the
        /// attributes' problems, then the geometry's; the view's message joins them alike).
        mutating func add(_ layer: String, id: UUID, bad: Bool) -> (item: Item, expect: Expect)? {
            let badShape = bad && chance(30), badAttributes = bad && (!badShape || chance(30))
            guard let (attributes, e) = newAttributes(layer, bad: badAttributes) else { return nil }
            let shape = self.shape(layer, bad: badShape)
            switch (e, shape.expect) {
            case (.check(let a), .check(let b)): return (.add(layer: layer, id: id, attributes: attributes, geometry: shape), .check(a.union(b)))
            case (.type, _): return (.add(layer: layer, id: id, attributes: attributes, geometry: shape), e)
            default: return (.add(layer: layer, id: id, attributes: attributes, geometry: shape), badShape ? shape.expect : e)
            }
        }

        /// An operation on a line that shows `live`; `known`: every id the test used, in any line.
        mutating func operation(live: [UUID: Current], known: [UUID]) -> Operation? {
            let ids = live.keys.sorted { $0.uuidString < $1.uuidString }
            if chance(14) { return several(live: live, ids: ids) }
            let r = Int.random(in: 0..<100, using: &rng)
            if r < 28 || ids.isEmpty {
                let bad = chance(30)
                if !bad, !known.isEmpty, chance(8), let (item, _) = add(pick(layers), id: pick(known), bad: false) {
                    return Operation(items: [item], expect: .any, what: "add with a used id")
                }
                return add(pick(layers), id: rng.uuid(), bad: bad).map { Operation(items: [$0.item], expect: $0.expect, what: "add") }
            }
            let id = pick(ids), current = live[id]!
            func update(expected: Int?, naming: Naming, _ attributes: [(String, Value)], _ shape: Shape?, _ expect: Expect, _ what: String) -> Operation {
                Operation(items: [.update(layer: current.layer, id: id, expected: expected, naming: naming, attributes: attributes, geometry: shape)], expect: expect, what: what)
            }
            let naming = pick([Naming.asRead, .version(current.version), .expectedVersion(current.version)])
            let stale = current.version > 1 && chance(70) ? current.version - 1 : current.version + 1
            switch r {
            case 28..<50:
                guard let (attributes, e) = changes(current, bad: chance(30)) else { return nil }
                let expected = chance(70) ? current.version : nil
                return update(expected: expected, naming: expected == nil ? .asRead : naming, attributes, nil, e, "update")
            case 50..<64:
                let shape = self.shape(current.layer, bad: chance(30))
                return update(expected: current.version, naming: naming, [], shape, shape.expect, "move")
            case 64..<69:
                // Attributes and geometry at once, now and then both refused: /v1 answers the geometry alone.
                let both = chance(30), badShape = both || chance(20)
                guard var (attributes, e) = changes(current, bad: both || (!badShape && chance(20))) else { return nil }
                let shape = self.shape(current.layer, bad: badShape)
                if case .type = e { (attributes, e) = (attributes.filter { $0.1.expect == .accepted }, .accepted) }
                if case .type = shape.expect, e != .accepted { return nil }
                return update(expected: current.version, naming: naming, attributes, shape, badShape ? shape.expect : e, "update and move")
            case 69..<79:
                return Operation(items: [.delete(layer: current.layer, id: id, expected: current.version, stale: false)], expect: .accepted, what: "delete")
            case 79..<87:
                // /v1's order: a refused geometry before the version, the version before the attributes.
                let text = "stale \(Int.random(in: 0...999, using: &rng))"
                var attributes = [(RandomLayerEdits.textField(of: current.layer), Value(json: .string(text), sql: literal(text)))]
                var shape: Shape?, expect = Expect.conflict
                if chance(20) {
                    let bad = self.shape(current.layer, bad: true)
                    if case .check = bad.expect { (shape, expect) = (bad, bad.expect) }
                } else if chance(20) {
                    let field = current.layer == "Devices" ? pick(["STATUS", "PRESSURE", "SEEN"]) : pick(["ZONE", "CLASS"])
                    let v = value(field, add: false, bad: true)
                    if case .check = v.expect { attributes.append((field, v)) }
                }
                return update(expected: stale, naming: chance(50) ? .version(stale) : .expectedVersion(stale), attributes, shape, expect, "stale update")
            case 87..<91:
                return Operation(items: [.delete(layer: current.layer, id: id, expected: stale, stale: true)], expect: .noRow, what: "stale delete")
            default:
                // A feature the line does not show (deleted, or never in it).
                let gone = known.filter { live[$0] == nil }
                guard !gone.isEmpty else { return nil }
                let (other, layer) = (pick(gone), pick(layers))
                if chance(50) {
                    return Operation(items: [.delete(layer: layer, id: other, expected: 1, stale: false)], expect: .noRow, what: "delete of a feature not shown")
                }
                return Operation(items: [.update(layer: layer, id: other, expected: nil, naming: .asRead, attributes: [(RandomLayerEdits.textField(of: layer), Value(json: .string("ghost"), sql: "'ghost'"))],
                                                 geometry: nil)], expect: .noRow, what: "update of a feature not shown")
            }
        }

        /// Two or three features in one operation, at most one of them refused.
        mutating func several(live: [UUID: Current], ids: [UUID]) -> Operation? {
            var items: [Item] = [], used: Set<UUID> = [], expect = Expect.accepted
            let badIndex = chance(35) ? Int.random(in: 0..<3, using: &rng) : -1
            for k in 0..<Int.random(in: 2...3, using: &rng) {
                let bad = k == badIndex
                let candidates = ids.filter { !used.contains($0) }
                let kind = candidates.isEmpty ? 0 : Int.random(in: 0..<5, using: &rng)
                if kind <= 1 {
                    let id = rng.uuid()
                    guard let (item, e) = add(pick(layers), id: id, bad: bad) else { continue }
                    used.insert(id)
                    items.append(item)
                    if bad { expect = e }
                    continue
                }
                let id = pick(candidates), current = live[id]!
                used.insert(id)
                if kind == 4 && !bad {
                    items.append(.delete(layer: current.layer, id: id, expected: current.version, stale: false))
                } else if bad && chance(30) {
                    items.append(.update(layer: current.layer, id: id, expected: current.version + 1, naming: .version(current.version + 1),
                                         attributes: [(RandomLayerEdits.textField(of: current.layer), Value(json: .string("stale"), sql: "'stale'"))], geometry: nil))
                    expect = .conflict
                } else if kind == 3 {
                    let shape = self.shape(current.layer, bad: bad)
                    if bad { expect = shape.expect }
                    items.append(.update(layer: current.layer, id: id, expected: current.version, naming: .asRead, attributes: [], geometry: shape))
                } else {
                    guard let (attributes, e) = changes(current, bad: bad) else { continue }
                    if bad { expect = e }
                    items.append(.update(layer: current.layer, id: id, expected: chance(50) ? current.version : nil, naming: .asRead, attributes: attributes, geometry: nil))
                }
            }
            return items.isEmpty ? nil : Operation(items: items, expect: expect, what: "several")
        }
    }
}
