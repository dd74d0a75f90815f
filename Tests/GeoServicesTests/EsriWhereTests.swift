import Foundation
import GeoJournalCore
import GeoServices
@testable import Journal
import Testing

/// A field as these tests name it: the SQL the Journal's generator gives it (``FilterSQL/column``)
/// and its kind.
struct WhereColumn {
    var sql: String
    var kind: FilterKind
}

typealias CompiledWhere = CompiledFilter

extension EsriWhere {
    /// The where text as the GeoServices face runs it: parsed into the filter tree, which the
    /// Journal's one generator turns into bound SQL (here with the columns' SQL given).
    static func compile(_ text: String, columns: [String: WhereColumn], firstBind: Int) -> Result<CompiledWhere, Violation> {
        var fields: [String: FilterField] = [:]
        var sql: [FilterField: String] = [:]
        for (name, column) in columns {
            let field = FilterField(.attribute(name), kind: column.kind)
            fields[name] = field
            sql[field] = column.sql
        }
        return parse(text, fields: fields).flatMap { filter in
            FilterSQL(column: { sql[$0] ?? "" }).compile(filter, firstBind: firstBind)
        }
    }
}

@Suite("Compiling the where parameter of a GeoServices query")
struct EsriWhereTests {
    static let columns: [String: WhereColumn] = [
        "OBJECTID": WhereColumn(sql: "t.objectid", kind: .integer),
        "DIAMETER": WhereColumn(sql: "t.diameter", kind: .double),
        "NAME": WhereColumn(sql: "t.name", kind: .string),
        "Active": WhereColumn(sql: "t.active", kind: .boolean),
        "INSTALLED": WhereColumn(sql: "t.installed", kind: .date),
        "GlobalID": WhereColumn(sql: "t.globalid", kind: .uuid),
        "Owner Name": WhereColumn(sql: "t.owner_name", kind: .string),
    ]

    /// The compiled where, after checking that its SQL holds nothing the client wrote: once the
    /// columns' SQL and the compiler's own fixed text are taken out, no quote, semicolon or
    /// comment is left, and every digit belongs to a placeholder.
    func compiled(_ text: String, firstBind: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) -> CompiledWhere? {
        switch EsriWhere.compile(text, columns: Self.columns, firstBind: firstBind) {
        case .failure(let violation):
            Issue.record("refused \(text): \(violation.code) \(violation.message)", sourceLocation: sourceLocation)
            return nil
        case .success(let compiled):
            var rest = compiled.sql
            for fixed in Self.columns.values.map(\.sql) + ["::int8", "::float8", "ESCAPE ''", "'UTC'"] {
                rest = rest.replacingOccurrences(of: fixed, with: "")
            }
            for forbidden in ["'", "\"", ";", "--", "/*"] {
                #expect(!rest.contains(forbidden), "\(forbidden) in \(compiled.sql)", sourceLocation: sourceLocation)
            }
            var previous: Character = " "
            for c in rest {
                if c.isNumber, !(previous.isNumber || previous == "$") {
                    Issue.record("a number outside a placeholder in \(compiled.sql)", sourceLocation: sourceLocation)
                }
                previous = c
            }
            return compiled
        }
    }

    func refusal(_ text: String, firstBind: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) -> Violation? {
        switch EsriWhere.compile(text, columns: Self.columns, firstBind: firstBind) {
        case .success(let compiled):
            Issue.record("accepted \(text) as \(compiled.sql) \(compiled.binds)", sourceLocation: sourceLocation)
            return nil
        case .failure(let violation):
            #expect(violation.path == "where", sourceLocation: sourceLocation)
            return violation
        }
    }

    // MARK: Constants

    @Test func oneEqualsOneAndAnEmptyWhereSelectEverythingWithoutBinds() {
        for text in ["1=1", " 1 = 1 ", "", "  \n\t", "'a'='a'", "1 <> 2", "TRUE = TRUE", "DATE '2024-05-01' < TIMESTAMP '2024-05-01 00:00:01'"] {
            #expect(compiled(text) == CompiledWhere(sql: "true", binds: []), "\(text)")
        }
        for text in ["1=0", "'a'='b'", "2 < 1.5", "'5' = 6"] {
            #expect(compiled(text) == CompiledWhere(sql: "false", binds: []), "\(text)")
        }
    }

    @Test func constantConditionsFoldIntoTheConditionsAroundThem() {
        #expect(compiled("1=1 AND NAME = 'x'") == CompiledWhere(sql: "t.name = $1::text", binds: ["x"]))
        #expect(compiled("1=0 OR OBJECTID = 3") == CompiledWhere(sql: "t.objectid = $1::int8", binds: ["3"]))
        #expect(compiled("1=0 AND OBJECTID = 3") == CompiledWhere(sql: "false", binds: []))
        #expect(compiled("NOT 1=0") == CompiledWhere(sql: "true", binds: []))
        #expect(compiled("NAME IS NOT NULL OR 1=1") == CompiledWhere(sql: "true", binds: []))
    }

    @Test func literalsComparedOnlyWithLiteralsWhoseOrderDependsOnTheDatabaseAreBound() {
        #expect(compiled("'a' < 'b'") == CompiledWhere(sql: "$1::text < $2::text", binds: ["a", "b"]))
    }

    // MARK: Kinds

    @Test func comparisonsBindTheLiteralWithTheCastOfTheFieldsKind() {
        #expect(compiled("OBJECTID = 5") == CompiledWhere(sql: "t.objectid = $1::int8", binds: ["5"]))
        #expect(compiled("OBJECTID >= '7'") == CompiledWhere(sql: "t.objectid >= $1::int8", binds: ["7"]))
        #expect(compiled("OBJECTID < 2.5") == CompiledWhere(sql: "t.objectid < $1::float8", binds: ["2.5"]))
        #expect(compiled("OBJECTID > -3") == CompiledWhere(sql: "t.objectid > $1::int8", binds: ["-3"]))
        #expect(compiled("DIAMETER > -1.5e2") == CompiledWhere(sql: "t.diameter > $1::float8", binds: ["-150.0"]))
        #expect(compiled("DIAMETER <= .5") == CompiledWhere(sql: "t.diameter <= $1::float8", binds: ["0.5"]))
        #expect(compiled("NAME <> 'Oak'") == CompiledWhere(sql: "t.name <> $1::text", binds: ["Oak"]))
        #expect(compiled("NAME != 'Oak'") == CompiledWhere(sql: "t.name <> $1::text", binds: ["Oak"]))
        #expect(compiled("NAME = 42.50") == CompiledWhere(sql: "t.name = $1::text", binds: ["42.50"]))
        #expect(compiled("Active = TRUE") == CompiledWhere(sql: "t.active = $1::boolean", binds: ["true"]))
        #expect(compiled("Active = 0") == CompiledWhere(sql: "t.active = $1::boolean", binds: ["false"]))
        #expect(compiled("Active = 'false'") == CompiledWhere(sql: "t.active = $1::boolean", binds: ["false"]))
        #expect(compiled("INSTALLED < '2024-05-01'") == CompiledWhere(sql: "t.installed < $1::timestamptz", binds: ["2024-05-01T00:00:00Z"]))
        #expect(compiled("GlobalID = '8a5d7c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f'") == CompiledWhere(sql: "t.globalid = $1::uuid", binds: ["8a5d7c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f"]))
        #expect(compiled("OBJECTID = OBJECTID") == CompiledWhere(sql: "t.objectid = t.objectid", binds: []))
        #expect(compiled("OBJECTID < DIAMETER") == CompiledWhere(sql: "t.objectid < t.diameter", binds: []))
        #expect(compiled("5 = OBJECTID") == CompiledWhere(sql: "$1::int8 = t.objectid", binds: ["5"]))
    }

    @Test func placeholdersAreNumberedFromFirstBindInTextOrder() {
        #expect(compiled("OBJECTID = 1 AND NAME = 'b' AND DIAMETER = 2", firstBind: 4)
            == CompiledWhere(sql: "(t.objectid = $4::int8 AND t.name = $5::text AND t.diameter = $6::float8)", binds: ["1", "b", "2.0"]))
    }

    @Test func aLiteralThatIsNotOfTheFieldsKindIsATypeErrorNamingTheField() {
        let violation = refusal("OBJECTID = 'abc'")
        #expect(violation?.code == "where.type")
        #expect(violation?.message == "'abc' is not an integer for field \"OBJECTID\" in where (at 11)")
        for text in ["Active = 2", "INSTALLED = 5", "INSTALLED = '2024-13-01'", "GlobalID = 'nope'", "GlobalID = 5",
                     "DIAMETER = TRUE", "NAME = TRUE", "OBJECTID = NAME", "OBJECTID LIKE 'a%'", "UPPER(OBJECTID) = 'A'",
                     "OBJECTID IN (1, 'x')", "INSTALLED BETWEEN DATE '2024-01-01' AND 5", "1 = TRUE AND 'x' = DATE '2024-01-01'"] {
            #expect(refusal(text)?.code == "where.type", "\(text)")
        }
    }

    // MARK: Logic

    @Test func andBindsTighterThanOrAndEveryGroupIsParenthesised() {
        #expect(compiled("OBJECTID = 1 OR OBJECTID = 2 AND NAME = 'x'")?.sql
            == "(t.objectid = $1::int8 OR (t.objectid = $2::int8 AND t.name = $3::text))")
        #expect(compiled("OBJECTID = 1 AND OBJECTID = 2 OR NAME = 'x'")?.sql
            == "((t.objectid = $1::int8 AND t.objectid = $2::int8) OR t.name = $3::text)")
        #expect(compiled("OBJECTID = 1 OR OBJECTID = 2 OR OBJECTID = 3")?.sql
            == "(t.objectid = $1::int8 OR t.objectid = $2::int8 OR t.objectid = $3::int8)")
    }

    @Test func parenthesesOverridePrecedence() {
        #expect(compiled("(OBJECTID = 1 OR OBJECTID = 2) AND NAME = 'x'")?.sql
            == "((t.objectid = $1::int8 OR t.objectid = $2::int8) AND t.name = $3::text)")
        #expect(compiled("((((NAME = 'x'))))")?.sql == "t.name = $1::text")
    }

    @Test func notAppliesToTheConditionRightAfterIt() {
        #expect(compiled("NOT OBJECTID = 1 AND NAME = 'x'")?.sql == "(NOT (t.objectid = $1::int8) AND t.name = $2::text)")
        #expect(compiled("NOT (OBJECTID = 1 OR NAME = 'x')")?.sql == "NOT (t.objectid = $1::int8 OR t.name = $2::text)")
        #expect(compiled("NOT NOT NAME = 'x'")?.sql == "t.name = $1::text")
    }

    // MARK: Predicates

    @Test func inAndNotInBindEachValueAsTheFieldsKind() {
        #expect(compiled("OBJECTID IN (1, 2, '3')") == CompiledWhere(sql: "t.objectid IN ($1::int8, $2::int8, $3::int8)", binds: ["1", "2", "3"]))
        #expect(compiled("NAME NOT IN ('a','b')") == CompiledWhere(sql: "t.name NOT IN ($1::text, $2::text)", binds: ["a", "b"]))
        #expect(refusal("OBJECTID IN ()")?.code == "where.syntax")
        #expect(refusal("OBJECTID IN (NAME)")?.code == "where.syntax")
        #expect(refusal("OBJECTID IN (1, 2")?.code == "where.syntax")
        #expect(refusal("OBJECTID IN 1")?.code == "where.syntax")
    }

    @Test func likeBindsItsPatternAndHasNoEscapeCharacterUnlessOneIsGiven() {
        #expect(compiled(#"NAME LIKE 'O\_%' ESCAPE '\'"#) == CompiledWhere(sql: "t.name LIKE $1::text ESCAPE $2::text", binds: [#"O\_%"#, #"\"#]))
        #expect(compiled("NAME NOT LIKE 'a%'") == CompiledWhere(sql: "t.name NOT LIKE $1::text ESCAPE ''", binds: ["a%"]))
        #expect(compiled("UPPER(NAME) LIKE 'OAK%'") == CompiledWhere(sql: "upper(t.name) LIKE $1::text ESCAPE ''", binds: ["OAK%"]))
        #expect(compiled("lower(\"Owner Name\") like '%ann%'")?.sql == "lower(t.owner_name) LIKE $1::text ESCAPE ''")
        #expect(refusal("NAME LIKE 'a%' ESCAPE 'ab'")?.code == "where.syntax")
        #expect(refusal("NAME LIKE NAME")?.code == "where.syntax")
        #expect(refusal("DIAMETER LIKE '1%'")?.code == "where.type")
    }

    @Test func betweenTakesTheFieldsKindAndKeepsItsAndApartFromTheLogicalAnd() {
        #expect(compiled("OBJECTID BETWEEN 1 AND 10 AND NAME = 'x'")
            == CompiledWhere(sql: "(t.objectid BETWEEN $1::int8 AND $2::int8 AND t.name = $3::text)", binds: ["1", "10", "x"]))
        #expect(compiled("DIAMETER NOT BETWEEN '1' AND 2.5")
            == CompiledWhere(sql: "t.diameter NOT BETWEEN $1::float8 AND $2::float8", binds: ["1.0", "2.5"]))
        #expect(compiled("INSTALLED BETWEEN DATE '2024-01-01' AND TIMESTAMP '2024-12-31 23:59:59'")
            == CompiledWhere(sql: "t.installed BETWEEN $1::timestamptz AND $2::timestamptz", binds: ["2024-01-01T00:00:00Z", "2024-12-31 23:59:59Z"]))
        #expect(refusal("OBJECTID BETWEEN 1 OR 2")?.code == "where.syntax")
    }

    @Test func isNullAndIsNotNullNeedNoBinds() {
        #expect(compiled("NAME IS NULL") == CompiledWhere(sql: "t.name IS NULL", binds: []))
        #expect(compiled("name is not null") == CompiledWhere(sql: "t.name IS NOT NULL", binds: []))
        #expect(refusal("NAME = NULL")?.code == "where.syntax")
        #expect(refusal("NAME IS 5")?.code == "where.syntax")
        #expect(refusal("NAME IS NOT")?.code == "where.syntax")
    }

    @Test func functionsWrapAStringOperand() {
        #expect(compiled("CHAR_LENGTH(NAME) > 3") == CompiledWhere(sql: "char_length(t.name) > $1::int8", binds: ["3"]))
        #expect(compiled("length(NAME) = '3'") == CompiledWhere(sql: "char_length(t.name) = $1::int8", binds: ["3"]))
        #expect(compiled("UPPER(NAME) = LOWER('Oak')") == CompiledWhere(sql: "upper(t.name) = lower($1::text)", binds: ["Oak"]))
        #expect(refusal("CHAR_LENGTH(NAME) = 'abc'")?.code == "where.type")
        #expect(refusal("UPPER(NAME, NAME) = 'A'")?.code == "where.syntax")
    }

    // MARK: Dates

    @Test func dateAndTimestampLiteralsAreReadAsUTC() {
        #expect(compiled("INSTALLED >= DATE '2024-05-01'") == CompiledWhere(sql: "t.installed >= $1::timestamptz", binds: ["2024-05-01T00:00:00Z"]))
        #expect(compiled("INSTALLED < timestamp '2024-05-01 12:30:00'") == CompiledWhere(sql: "t.installed < $1::timestamptz", binds: ["2024-05-01 12:30:00Z"]))
        #expect(compiled("INSTALLED = '2024-05-01T12:30:00.250+02:00'") == CompiledWhere(sql: "t.installed = $1::timestamptz", binds: ["2024-05-01T12:30:00.250+02:00"]))
        #expect(compiled("INSTALLED > CURRENT_TIMESTAMP") == CompiledWhere(sql: "t.installed > CURRENT_TIMESTAMP", binds: []))
        #expect(compiled("INSTALLED < CURRENT_DATE")?.binds == [])
        #expect(refusal("INSTALLED = DATE '2024-02-30'")?.code == "where.syntax")
        #expect(refusal("INSTALLED = TIMESTAMP 'yesterday'")?.code == "where.syntax")
    }

    // MARK: Names

    @Test func fieldNamesAndKeywordsAreCaseInsensitive() {
        #expect(compiled("objectid In (1) aNd name LiKe 'a%' oR nOt active = tRuE")?.sql
            == "((t.objectid IN ($1::int8) AND t.name LIKE $2::text ESCAPE '') OR NOT (t.active = $3::boolean))")
        #expect(compiled("globalid is null")?.sql == "t.globalid IS NULL")
    }

    @Test func anExactMatchWinsOverACaseInsensitiveOneAndAnAmbiguousNameIsRefused() throws {
        let columns = ["code": WhereColumn(sql: "t.lower", kind: .string), "CODE": WhereColumn(sql: "t.upper", kind: .string)]
        #expect(try EsriWhere.compile("CODE IS NULL", columns: columns, firstBind: 1).get().sql == "t.upper IS NULL")
        #expect(try EsriWhere.compile("code IS NULL", columns: columns, firstBind: 1).get().sql == "t.lower IS NULL")
        guard case .failure(let violation) = EsriWhere.compile("Code IS NULL", columns: columns, firstBind: 1) else {
            Issue.record("expected an ambiguity")
            return
        }
        #expect(violation.code == "where.field")
    }

    @Test func doubleQuotedIdentifiersNameFieldsWithSpacesOrKeywordsAsNames() throws {
        #expect(compiled("\"Owner Name\" = 'Ann'") == CompiledWhere(sql: "t.owner_name = $1::text", binds: ["Ann"]))
        #expect(compiled("\"owner name\" IS NULL")?.sql == "t.owner_name IS NULL")
        #expect(compiled("\"NAME\" = 'x'")?.sql == "t.name = $1::text")
        let columns = ["Select": WhereColumn(sql: "t.sel", kind: .integer), "Date": WhereColumn(sql: "t.d", kind: .integer)]
        #expect(try EsriWhere.compile("\"Select\" = 1 AND Date = 2", columns: columns, firstBind: 1).get().sql == "(t.sel = $1::int8 AND t.d = $2::int8)")
        #expect(refusal("\"Owner Name = 'Ann'")?.code == "where.syntax")
        #expect(refusal("\"\" = 1")?.code == "where.syntax")
    }

    @Test func twoQuotesInAStringAreOneQuote() {
        #expect(compiled("NAME = 'O''Brien'") == CompiledWhere(sql: "t.name = $1::text", binds: ["O'Brien"]))
        #expect(compiled("NAME = ''''") == CompiledWhere(sql: "t.name = $1::text", binds: ["'"]))
        #expect(compiled("NAME = ''") == CompiledWhere(sql: "t.name = $1::text", binds: [""]))
    }

    @Test func globalIDsAreAcceptedWithOrWithoutBracesInAnyCase() {
        let bound = ["8a5d7c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f"]
        #expect(compiled("GlobalID = '{8A5D7C1E-9D4A-4E6B-8F00-1A2B3C4D5E6F}'") == CompiledWhere(sql: "t.globalid = $1::uuid", binds: bound))
        #expect(compiled("GLOBALID = '8A5D7C1E-9D4A-4E6B-8F00-1A2B3C4D5E6F'")?.binds == bound)
        #expect(compiled("GlobalID IN ('{8a5d7c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f}', '00000000-0000-0000-0000-000000000000')")?.sql
            == "t.globalid IN ($1::uuid, $2::uuid)")
        #expect(refusal("GlobalID = '{8A5D7C1E-9D4A-4E6B-8F00-1A2B3C4D5E6F'")?.code == "where.type")
    }

    // MARK: Refusals

    @Test func injectionAttemptsAreRefusedWithTheirCode() {
        let cases: [(String, String)] = [
            ("1=1; DROP TABLE events", "where.syntax"),
            ("NAME = 'x' OR 1=1 --", "where.syntax"),
            ("NAME = '' ; SELECT", "where.syntax"),
            ("(SELECT 1) = 1", "where.syntax"),
            ("OBJECTID IN (SELECT objectid FROM events)", "where.syntax"),
            ("NAME = 'x' UNION SELECT 1", "where.syntax"),
            ("NAME = 'x' /* comment */", "where.syntax"),
            ("pg_sleep(10) IS NULL", "where.function"),
            ("NAME = current_setting('x')", "where.function"),
            ("NAME = 'unterminated", "where.syntax"),
            ("NAME = 'x' OR 'a'='a", "where.syntax"),
            ("FOO = 1", "where.field"),
            ("NAME = 'x' OR events.name = 'y'", "where.syntax"),
            ("NAME || 'x' = 'y'", "where.syntax"),
            ("OBJECTID = 1 + 1", "where.syntax"),
            ("NAME = $1", "where.syntax"),
            ("NAME = E'\\x27'", "where.field"),
            ("NAME = 'x'::text", "where.syntax"),
            ("NAME = 'a\u{0}b'", "where.syntax"),
        ]
        for (text, code) in cases {
            let violation = refusal(text)
            #expect(violation?.code == code, "\(text): \(violation?.message ?? "")")
        }
    }

    @Test func aHostileLiteralThatIsWellFormedIsOnlyEverBound() {
        let text = "NAME = 'x'' OR ''1''=''1''; DROP TABLE events; --' AND \"Owner Name\" LIKE '%/*%'"
        #expect(compiled(text) == CompiledWhere(
            sql: "(t.name = $1::text AND t.owner_name LIKE $2::text ESCAPE '')",
            binds: ["x' OR '1'='1'; DROP TABLE events; --", "%/*%"]))
    }

    @Test func messagesSayWhatWasWrongAndWhere() {
        #expect(refusal("NAME = 1 AND FOO = 2")?.message == "unknown field \"FOO\" in where (at 13)")
        #expect(refusal("pg_sleep(10) IS NULL")?.message.hasPrefix("unknown function \"pg_sleep\"") == true)
        #expect(refusal("pg_sleep(10) IS NULL")?.message.hasSuffix("(at 0)") == true)
        #expect(refusal("1=1; DROP TABLE events")?.message.hasSuffix("(at 3)") == true)
        #expect(refusal("NAME = 'x' OR 1=1 --")?.message.hasSuffix("(at 18)") == true)
        #expect(refusal("NAME = 'abc")?.message == "unterminated string (the quote opened here is never closed) in where (at 7)")
        #expect(refusal("(NAME = 'x'")?.message.contains("never closed") == true)
        #expect(refusal("NAME = 'x')")?.message == "unbalanced \")\" in where (at 10)")
        #expect(refusal("NAME = 'x' garbage")?.code == "where.syntax")
        #expect(refusal("NAME")?.code == "where.syntax")
        #expect(refusal("NAME =")?.code == "where.syntax")
        #expect(refusal("OR NAME = 'x'")?.code == "where.syntax")
    }

    // MARK: Limits

    @Test func deepNestingIsRefusedNotACrash() {
        let fine = String(repeating: "(", count: EsriWhere.maximumDepth) + "1=1" + String(repeating: ")", count: EsriWhere.maximumDepth)
        #expect(compiled(fine)?.sql == "true")
        let deep = String(repeating: "(", count: EsriWhere.maximumDepth + 1) + "1=1" + String(repeating: ")", count: EsriWhere.maximumDepth + 1)
        #expect(refusal(deep)?.code == "where.syntax")
        #expect(refusal(String(repeating: "(", count: 30_000))?.code == "where.syntax")
        #expect(refusal(String(repeating: "NOT ", count: 10_000) + "1=1")?.code == "where.syntax")
        #expect(refusal(String(repeating: "UPPER(", count: 10_000) + "NAME" + String(repeating: ")", count: 10_000) + " = 'A'")?.code == "where.syntax")
    }

    @Test func overlongTextAndMoreLiteralsThanCanBeBoundAreRefused() {
        #expect(refusal("NAME = '" + String(repeating: "x", count: EsriWhere.maximumLength) + "'")?.code == "where.syntax")
        let list = "OBJECTID IN (" + Array(repeating: "1", count: 30_000).joined(separator: ",") + ")"
        #expect(compiled(list)?.binds.count == 30_000)
        #expect(refusal(list, firstBind: 40_000)?.code == "where.syntax")
        let long = String(repeating: "NAME = 'x' OR ", count: 4_000) + "1=0"
        #expect(compiled(long)?.binds.count == 4_000)
    }
}
