/// The `filter` parameter of OGC API – Features Part 3: CQL2 in its text or JSON encoding,
/// parsed into a ``FeatureFilter`` (the tree GeoServices' `where` parses to as well; the Journal
/// turns it into bound SQL in one place), never passed on as text.
///
/// Both encodings are read into one small syntax tree first (``CQL2Node``: operators with
/// arguments, properties, literals, geometries), and one resolver turns that into a filter:
/// properties are looked up among the queryables (``CQL2Queryables``), every literal becomes a
/// typed ``FilterLiteral`` of the kind of what it is compared with, and anything else is refused
/// with a ``Violation`` at path `filter` (codes `filter.syntax`, `filter.field`, `filter.type`,
/// `filter.function`) whose message names the place: `(at 17)`, a character offset from 0 in
/// CQL2 text, or `(at $.args[1].args[0])`, a JSON path in CQL2 JSON.
///
/// Supported: `AND`, `OR`, `NOT`, parentheses; `= <> < <= > >=`; `[NOT] LIKE` (`%`, `_`, `\`
/// escapes); `[NOT] BETWEEN`; `[NOT] IN (…)`; `IS [NOT] NULL`; `CASEI(…)` (lower case on both
/// sides); `TIMESTAMP('…')`, `DATE('…')`, `INTERVAL(…, …)`; `S_INTERSECTS`, `S_DISJOINT`,
/// `S_WITHIN`, `S_CONTAINS` with WKT (`POINT`, `LINESTRING`, `POLYGON`, their `MULTI` forms) or
/// `BBOX(…)`, or GeoJSON in CQL2 JSON, in the filter's CRS (``CQL2Queryables/filterSRID``);
/// `T_BEFORE`, `T_AFTER`, `T_EQUALS`, `T_INTERSECTS`, `T_DISJOINT`, `T_DURING` between a date
/// field and an instant or interval. `ACCENTI` and the other functions are refused by name.
///
/// ```swift
/// let queryables = CQL2Queryables(fields: ["STATUS": FilterField(.attribute("STATUS"), kind: .integer)], filterSRID: 4326)
/// CQL2.parse("STATUS = 2 AND S_INTERSECTS(geometry, BBOX(7,50,8,51))", language: .text, queryables: queryables)
/// // .success(.all([.compare(.field(STATUS), .equal, .literal(.integer(2))), .spatial(.intersects, FilterShape(.box(…), srid: 4326))]))
/// CQL2.parse(#"{"op":"=","args":[{"property":"STATUS"},2]}"#, language: .json, queryables: queryables)
/// CQL2.parse("STATUS = '1'' OR 1=1 --'", language: .text, queryables: queryables)   // .failure(filter.type, "(at 9)")
/// ```
public enum CQL2 {
    /// The two encodings of CQL2 (`filter-lang=cql2-text` or `cql2-json`).
    public enum Language: String, Sendable, Hashable {
        case text = "cql2-text"
        case json = "cql2-json"
    }

    /// The longest filter accepted, in UTF-8 bytes.
    public static let maximumLength = 65_536
    /// The deepest nesting accepted (operators, parentheses, function calls).
    public static let maximumDepth = 64

    /// Parses a filter. Empty text is refused (a client that means "everything" sends no filter).
    public static func parse(_ text: String, language: Language, queryables: CQL2Queryables) -> Result<FeatureFilter, Violation> {
        guard text.utf8.count <= maximumLength else {
            return .failure(CQL2Failure.syntax("the filter is longer than \(maximumLength) bytes", at: .offset(0)).violation)
        }
        do throws(CQL2Failure) {
            let node: CQL2Node
            switch language {
            case .text: node = try CQL2TextParser.parse(text)
            case .json: node = try CQL2JSONReader.read(text)
            }
            var resolver = CQL2Resolver(queryables: queryables)
            return .success(try resolver.condition(node).simplified)
        } catch {
            return .failure(error.violation)
        }
    }
}

extension LayerDefinition {
    /// The queryables of the OGC face: every field of the schema by its name, the feature id as
    /// `id`, and the OBJECTID as `OBJECTID` (the GeoServices face's number of the feature;
    /// indexed, so a range of them is a quick selection). Fields of the schema win over both.
    public func queryableFields() -> [String: FilterField] {
        var out = filterFields(objectIdField: "OBJECTID", globalIdField: "id")
        for field in fields where field.name == "id" || field.name == "OBJECTID" {
            out[field.name] = filterFields(objectIdField: "", globalIdField: "")[field.name]
        }
        return out
    }
}
