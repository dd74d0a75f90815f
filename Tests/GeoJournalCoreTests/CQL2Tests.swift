import GeoJournalCore
import Testing

/// CQL2 text and JSON parsed onto the filter tree: what each form means, and how bad filters are
/// refused (with the place: a character offset in text, a JSON path in JSON).
@Suite("CQL2 filters")
struct CQL2Tests {
    static let n = FilterField(.attribute("N"), kind: .integer)
    static let height = FilterField(.attribute("HEIGHT"), kind: .double)
    static let name = FilterField(.attribute("NAME"), kind: .string)
    static let active = FilterField(.attribute("ACTIVE"), kind: .boolean)
    static let built = FilterField(.attribute("BUILT"), kind: .date)
    static let queryables = CQL2Queryables(fields: [
        "N": n, "HEIGHT": height, "NAME": name, "ACTIVE": active, "BUILT": built,
        "id": FilterField(.featureId, kind: .uuid), "OBJECTID": FilterField(.objectId, kind: .integer),
    ], filterSRID: 4326)

    static func text(_ s: String) -> Result<FeatureFilter, Violation> { CQL2.parse(s, language: .text, queryables: queryables) }
    static func json(_ s: String) -> Result<FeatureFilter, Violation> { CQL2.parse(s, language: .json, queryables: queryables) }

    static func refusal(_ r: Result<FeatureFilter, Violation>) -> Violation? {
        if case .failure(let v) = r { return v }
        return nil
    }

    @Test func comparisonsAndLogic() throws {
        #expect(try Self.text("N > 5").get() == .compare(.field(Self.n), .greater, .literal(.integer(5))))
        #expect(try Self.text("HEIGHT <= -2.5 AND NOT (NAME = 'a' OR N <> 3)").get() == .all([
            .compare(.field(Self.height), .lessOrEqual, .literal(.double(-2.5))),
            .not(.any([.compare(.field(Self.name), .equal, .literal(.string("a"))), .compare(.field(Self.n), .notEqual, .literal(.integer(3)))])),
        ]))
        // An integer field compared with a fraction keeps the fraction.
        #expect(try Self.text("n >= 2.5").get() == .compare(.field(Self.n), .greaterOrEqual, .literal(.double(2.5))))
        #expect(try Self.text("\"ACTIVE\" = TRUE").get() == .compare(.field(Self.active), .equal, .literal(.boolean(true))))
        #expect(try Self.text("ACTIVE").get() == .compare(.field(Self.active), .equal, .literal(.boolean(true))))
        #expect(try Self.text("TRUE").get() == .constant(true))
    }

    @Test func advancedComparisons() throws {
        #expect(try Self.text("NAME LIKE 'pole 1%'").get() == .like(.field(Self.name), pattern: .literal(.string("pole 1%")), escape: .literal(.string("\\")), negated: false))
        #expect(try Self.text("NAME NOT LIKE 'x_'").get() == .not(.like(.field(Self.name), pattern: .literal(.string("x_")), escape: .literal(.string("\\")), negated: false)))
        #expect(try Self.text("N BETWEEN 1 AND 10").get() == .between(.field(Self.n), .literal(.integer(1)), .literal(.integer(10)), negated: false))
        #expect(try Self.text("N NOT IN (1, 2)").get() == .not(.member(.field(Self.n), [.literal(.integer(1)), .literal(.integer(2))], negated: false)))
        #expect(try Self.text("NAME IS NULL").get() == .isNull(.field(Self.name), negated: false))
        #expect(try Self.text("NAME IS NOT NULL").get() == .not(.isNull(.field(Self.name), negated: false)))
        #expect(try Self.text("CASEI(NAME) = casei('Pole 7')").get()
                == .compare(.function(.lower, .field(Self.name)), .equal, .function(.lower, .literal(.string("Pole 7")))))
        #expect(try Self.text("NAME ILIKE 'POLE%'").get() == Self.text("CASEI(NAME) LIKE CASEI('POLE%')").get())
        #expect(try Self.text("CASEI(NAME) LIKE CASEI('POLE%')").get()
                == .like(.function(.lower, .field(Self.name)), pattern: .function(.lower, .literal(.string("POLE%"))), escape: .literal(.string("\\")), negated: false))
        #expect(try Self.text("id = '0190F5C2-0000-7000-8000-000000000001'").get()
                == .compare(.field(FilterField(.featureId, kind: .uuid)), .equal, .literal(.uuid("0190f5c2-0000-7000-8000-000000000001"))))
    }

    @Test func spatialFunctions() throws {
        let box = FilterShape(.box(BoundingBox(minX: 7, minY: 50, maxX: 8, maxY: 51)), srid: 4326)
        #expect(try Self.text("S_INTERSECTS(geometry, BBOX(7, 50, 8, 51))").get() == .spatial(.intersects, box))
        #expect(try Self.text("S_DISJOINT(geometry, BBOX(7,50,8,51))").get() == .not(.spatial(.intersects, box)))
        let polygon = Geometry.polygon([[Position(7, 50), Position(8, 50), Position(8, 51), Position(7, 50)]])
        let shape = FilterShape(.geometry(polygon), srid: 4326)
        // The feature within the polygon: the polygon contains it (and the other way round).
        #expect(try Self.text("S_WITHIN(geometry, POLYGON((7 50, 8 50, 8 51, 7 50)))").get() == .spatial(.contains, shape))
        #expect(try Self.text("S_CONTAINS(POLYGON((7 50,8 50,8 51,7 50)), geometry)").get() == .spatial(.contains, shape))
        #expect(try Self.text("S_CONTAINS(geometry, POINT(7.5 -50.5))").get()
                == .spatial(.within, FilterShape(.geometry(.point(Position(7.5, -50.5))), srid: 4326)))
        #expect(try Self.text("s_intersects(geometry, MULTIPOINT((1 2), (3 4)))").get()
                == .spatial(.intersects, FilterShape(.geometry(.multiPoint([Position(1, 2), Position(3, 4)])), srid: 4326)))
        #expect(try Self.json(#"{"op":"s_intersects","args":[{"property":"geometry"},{"type":"Point","coordinates":[7.5,-50.5]}]}"#).get()
                == .spatial(.intersects, FilterShape(.geometry(.point(Position(7.5, -50.5))), srid: 4326)))
        #expect(try Self.json(#"{"op":"s_intersects","args":[{"property":"geometry"},{"bbox":[7,50,8,51]}]}"#).get() == .spatial(.intersects, box))
    }

    @Test func temporal() throws {
        let t = FilterValue.literal(.timestamp("2026-01-01T00:00:00Z"))
        #expect(try Self.text("BUILT > TIMESTAMP('2026-01-01T00:00:00Z')").get() == .compare(.field(Self.built), .greater, t))
        #expect(try Self.text("BUILT < DATE('2026-01-01')").get() == .compare(.field(Self.built), .less, t))
        #expect(try Self.text("T_BEFORE(BUILT, TIMESTAMP('2026-01-01T00:00:00Z'))").get() == .compare(.field(Self.built), .less, t))
        #expect(try Self.text("T_BEFORE(DATE('2026-01-01'), BUILT)").get() == .compare(.field(Self.built), .greater, t))
        #expect(try Self.text("T_INTERSECTS(BUILT, INTERVAL('2026-01-01', '..'))").get() == .compare(.field(Self.built), .greaterOrEqual, t))
        #expect(try Self.json(#"{"op":"t_after","args":[{"property":"BUILT"},{"timestamp":"2026-01-01T00:00:00Z"}]}"#).get()
                == .compare(.field(Self.built), .greater, t))
    }

    @Test func jsonMeansWhatTextMeans() throws {
        let pairs: [(String, String)] = [
            ("N > 5 AND NAME LIKE 'a%'", #"{"op":"and","args":[{"op":">","args":[{"property":"N"},5]},{"op":"like","args":[{"property":"NAME"},"a%"]}]}"#),
            ("N IN (1,2,3) OR NAME IS NULL", #"{"op":"or","args":[{"op":"in","args":[{"property":"N"},[1,2,3]]},{"op":"isNull","args":[{"property":"NAME"}]}]}"#),
            ("NOT (HEIGHT BETWEEN 1 AND 2.5)", #"{"op":"not","args":[{"op":"between","args":[{"property":"HEIGHT"},1,2.5]}]}"#),
        ]
        for (text, json) in pairs {
            #expect(try Self.text(text).get() == Self.json(json).get(), "\(text)")
        }
    }

    @Test func refusalsNameThePlace() throws {
        let cases: [(String, String, String)] = [
            ("N > 5 AND COLOUR = 'red'", "filter.field", "(at 10)"),
            ("N = 'five'", "filter.type", "(at 4)"),
            ("NAME LIKE 5", "filter.type", "(at 10)"),
            ("(N > 5 AND (HEIGHT < 2)", "filter.syntax", "(at 23)"),
            ("N > 5)", "filter.syntax", "(at 5)"),
            ("N >", "filter.syntax", "(at 3)"),
            ("S_CROSSES(geometry, POINT(1 2))", "filter.function", "(at 0)"),
            ("ACCENTI(NAME) = 'e'", "filter.function", "(at 0)"),
            ("S_INTERSECTS(NAME, POINT(1 2))", "filter.type", "(at 13)"),
            ("S_INTERSECTS(geometry, GEOMETRYCOLLECTION(POINT(1 2)))", "filter.function", "(at 23)"),
            ("BUILT > '2026-13-45'", "filter.type", "(at 8)"),
            ("N > 5 AND geometry = 1", "filter.type", "(at 10)"),
            ("", "filter.syntax", "(at 0)"),
            // Injection attempts: statements, comments and quotes stay outside the grammar.
            ("NAME = 'x'; DROP TABLE features", "filter.syntax", "(at 10)"),
            ("N = 1 OR 1=1 --", "filter.syntax", "(at 13)"),
            ("N = 1 /* x */", "filter.syntax", "(at 6)"),
            ("N = (SELECT 1)", "filter.syntax", "(at 4)"),
            ("NAME = 'x' UNION SELECT 1", "filter.syntax", "(at 11)"),
            ("NAME = 'unterminated", "filter.syntax", "(at 7)"),
        ]
        for (filter, code, place) in cases {
            let v = Self.refusal(Self.text(filter))
            #expect(v?.code == code, "\(filter): \(String(describing: v))")
            #expect(v?.path == "filter")
            #expect(v?.message.hasSuffix("in filter \(place)") == true, "\(filter): \(v?.message ?? "accepted")")
        }
        let json: [(String, String, String)] = [
            (#"{"op":"=","args":[{"property":"COLOUR"},1]}"#, "filter.field", "(at $.args[0])"),
            (#"{"op":"and","args":[{"op":"=","args":[{"property":"N"},1]},{"op":"=","args":[{"property":"N"},"x"]}]}"#, "filter.type", "(at $.args[1].args[1])"),
            (#"{"op":"=","args":[{"property":"N"}]}"#, "filter.syntax", "(at $)"),
            (#"{"op":"frobnicate","args":[]}"#, "filter.function", "(at $)"),
            (#"{"op":"=","args":[{"property":"N"},null]}"#, "filter.syntax", "(at $.args[1])"),
            (#"{"op":"=","args":[{"property":"N"},1]"#, "filter.syntax", "(at $)"),
            (#"{"op":"s_intersects","args":[{"property":"geometry"},{"type":"Point","coordinates":["a",1]}]}"#, "filter.syntax", "(at $.args[1].coordinates[0])"),
        ]
        for (filter, code, place) in json {
            let v = Self.refusal(Self.json(filter))
            #expect(v?.code == code, "\(filter): \(String(describing: v))")
            #expect(v?.message.hasSuffix("in filter \(place)") == true, "\(filter): \(v?.message ?? "accepted")")
        }
    }

    /// A quote inside a string is part of the value: it is bound, and the filter means what it says.
    @Test func quotesInStringsAreValues() throws {
        #expect(try Self.text("NAME = 'x'' OR 1=1 --'").get() == .compare(.field(Self.name), .equal, .literal(.string("x' OR 1=1 --"))))
        #expect(try Self.text("NAME = 'Robert''); DROP TABLE features;--'").get()
                == .compare(.field(Self.name), .equal, .literal(.string("Robert'); DROP TABLE features;--"))))
        #expect(try Self.json(#"{"op":"=","args":[{"property":"NAME"},"x' OR '1'='1"]}"#).get()
                == .compare(.field(Self.name), .equal, .literal(.string("x' OR '1'='1"))))
        // A property name that looks like SQL is just an unknown queryable.
        #expect(Self.refusal(Self.json(#"{"op":"=","args":[{"property":"N\") OR (1=1"},1]}"#))?.code == "filter.field")
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "NOT ", count: 100) + "N = 1"
        #expect(Self.refusal(Self.text(deep))?.code == "filter.syntax")
        let parens = String(repeating: "(", count: 100) + "N = 1" + String(repeating: ")", count: 100)
        #expect(Self.refusal(Self.text(parens))?.code == "filter.syntax")
    }
}
