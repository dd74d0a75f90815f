import GeoJournalCore

/// The `where` parameter of a GeoServices REST `query`: the SQL-92 subset ArcGIS clients send,
/// parsed into a ``FeatureFilter`` (the filter tree every face shares; the Journal turns it into
/// bound SQL) without letting any of its text through unparsed.
///
/// Field names are looked up in the layer's fields (``LayerDefinition/filterFields(objectIdField:globalIdField:)``,
/// case-insensitively), every literal becomes a typed ``FilterLiteral`` of the kind of what it is
/// compared with, and anything outside the grammar is refused with a ``Violation`` at path
/// `where` (codes `where.syntax`, `where.field`, `where.type`, `where.function`) whose message
/// names the offending text and its offset, counted in characters (Unicode scalars) from 0.
///
/// Supported: `AND`, `OR`, `NOT`, parentheses; `= <> != < <= > >=`; `[NOT] LIKE 'p' [ESCAPE 'c']`
/// (SQL-92: no escape character unless one is given); `[NOT] IN (literal, …)`;
/// `[NOT] BETWEEN a AND b`; `IS [NOT] NULL`; numbers, `'strings'` (`''` for a quote),
/// `DATE '…'`, `TIMESTAMP '…'` (read as UTC unless an offset is given), `CURRENT_DATE` (UTC),
/// `CURRENT_TIMESTAMP`, `TRUE`, `FALSE`; `UPPER`, `LOWER`, `CHAR_LENGTH`/`LENGTH`.
/// Comparisons between literals only (`1=1`) are decided here and become constants.
///
/// ```swift
/// let fields = ["NAME": FilterField(.attribute("NAME"), kind: .string)]
/// EsriWhere.parse("1=1", fields: fields)                    // .success(.constant(true))
/// EsriWhere.parse("upper(name) LIKE 'OAK%'", fields: fields)
/// // .success(.like(.function(.upper, .field(NAME)), pattern: .literal(.string("OAK%")), escape: nil, negated: false))
/// EsriWhere.parse("1=1; DROP TABLE t", fields: fields)      // .failure(where.syntax)
/// ```
public enum EsriWhere {
    /// The longest where text accepted, in UTF-8 bytes.
    public static let maximumLength = 65_536
    /// The deepest nesting of parentheses, `NOT`s and function calls accepted.
    public static let maximumDepth = 64
    /// Parses `text` into a filter tree. Field names are matched case-insensitively against the
    /// keys of `fields` (keys given in their real case; an exact match wins over a
    /// case-insensitive one). Empty or whitespace-only text is ``FeatureFilter/constant(_:)`` true.
    public static func parse(_ text: String, fields: [String: FilterField]) -> Result<FeatureFilter, Violation> {
        guard text.utf8.count <= maximumLength else {
            return .failure(WhereFailure.syntax("where is longer than \(maximumLength) bytes", at: 0).violation)
        }
        do throws(WhereFailure) {
            let tokens: [FilterToken]
            do throws(FilterSyntaxError) {
                tokens = try FilterLexer.tokens(Array(text.unicodeScalars), dialect: .esriWhere)
            } catch {
                throw WhereFailure.syntax(error.message, at: error.offset)
            }
            var parser = WhereParser(tokens: tokens, columns: WhereColumnTable(fields))
            return .success(try parser.parseWhere().simplified)
        } catch {
            return .failure(error.violation)
        }
    }
}

// MARK: - Failures

struct WhereFailure: Error {
    var violation: Violation

    init(code: String, _ message: String, at offset: Int) {
        violation = Violation(path: "where", code: code, message: "\(message) in where (at \(offset))")
    }

    static func syntax(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.syntax", message, at: offset) }
    static func field(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.field", message, at: offset) }
    static func type(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.type", message, at: offset) }
    static func function(_ message: String, at offset: Int) -> WhereFailure { WhereFailure(code: "where.function", message, at: offset) }
}

// MARK: - The dialect

extension FilterDialect {
    /// The SQL-92 subset of an Esri `where` clause.
    static let esriWhere = FilterDialect(
        nameNoun: "field name",
        endShown: "the end of the text",
        bangEqualsIsNotEqual: true,
        plusSignsNumbers: false,
        wordPunctuation: [],
        refusedCharacters: [";": "unexpected \";\" (a where clause is one condition, not statements)"],
        keywords: ["AND", "OR", "NOT", "LIKE", "ESCAPE", "IN", "BETWEEN", "IS", "NULL"],
        statementWords: [
            "SELECT", "FROM", "WHERE", "UNION", "INTERSECT", "EXCEPT", "INSERT", "UPDATE", "DELETE", "DROP",
            "CREATE", "ALTER", "TRUNCATE", "GRANT", "REVOKE", "EXEC", "EXECUTE", "WITH", "INTO", "VALUES",
            "CASE", "WHEN", "THEN", "ELSE", "END", "CAST", "EXISTS", "ANY", "ALL", "SOME", "COPY", "DO",
            "BEGIN", "COMMIT", "ROLLBACK", "SET", "RETURNING", "LIMIT", "OFFSET", "ORDER", "GROUP", "HAVING",
        ]
    )
}

extension FilterToken {
    /// The token as a where message shows it.
    var shown: String { shown(end: FilterDialect.esriWhere.endShown) }
}
