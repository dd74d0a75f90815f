import GeoJournalCore

/// A filter as SQL: a single predicate (a comparison, a parenthesised group or `NOT (…)`, so it
/// joins other conditions with `AND` as it is) with `$n` placeholders numbered from the first
/// bind it was compiled with, and the bound values as text. Every placeholder carries an explicit
/// cast (`$3::int8`, `$4::float8`, `$5::text`, `$6::boolean`, `$7::timestamptz`, `$8::uuid`), so
/// every value is sent as text and none is ever written into the SQL.
///
/// ```swift
/// let compiled = try FilterSQL(column: { _ in "f.pop" }).compile(.compare(.field(pop), .greater, .literal(.integer(5))), firstBind: 2).get()
/// compiled.sql     // "f.pop > $2::int8"
/// compiled.binds   // ["5"]
/// ```
public struct CompiledFilter: Sendable, Hashable {
    public var sql: String
    public var binds: [String]

    public init(sql: String, binds: [String]) {
        self.sql = sql
        self.binds = binds
    }
}

/// The one SQL generator of filter trees (``FeatureFilter``, whatever face parsed them): fields
/// become the row's columns, literals bound values, spatial conditions PostGIS predicates on the
/// row's geometry (boxes with ``BoxFilter``'s exact, indexed test). Used by ``LayerState`` for
/// every read of a layer at a moment.
struct FilterSQL {
    /// The SQL of a field over the row (the layer's columns: ``LayerState/column(_:alias:)``).
    var column: (FilterField) -> String
    /// The row's geometry as the spatial index knows it.
    var geometry = "f.geom"
    /// The layer's EPSG code and whether it holds single points.
    var layerSRID: Int32 = 0
    var points = false
    /// Boxes given in another spatial reference, their images found by PostGIS beforehand
    /// (``Reads/filterBox(_:_:layerSRID:points:)``).
    var boxes: [FilterShape: BoxFilter] = [:]
    /// Where refusals point (the parameter the filter came from).
    var path = "where"

    /// The highest placeholder number PostgreSQL accepts.
    static let maximumBind = 65_535

    init(column: @escaping (FilterField) -> String) {
        self.column = column
    }

    /// The filter's SQL with placeholders numbered from `firstBind` (1 or more).
    func compile(_ filter: FeatureFilter, firstBind: Int) -> Result<CompiledFilter, Violation> {
        precondition(firstBind >= 1, "placeholders are numbered from 1")
        var emitter = Emitter(generator: self, next: firstBind)
        let sql = emitter.sql(filter)
        if !emitter.binds.isEmpty, firstBind + emitter.binds.count - 1 > Self.maximumBind {
            let label = path == "where" ? "where" : path
            return .failure(Violation(path: path, code: "\(path).syntax",
                                      message: "\(label) has \(emitter.binds.count) literals, more than can be bound in \(label) (at 0)"))
        }
        return .success(CompiledFilter(sql: sql, binds: emitter.binds))
    }

    /// The current date in UTC as a timestamptz (midnight UTC), as ArcGIS means `CURRENT_DATE`.
    static let currentDate = "((now() AT TIME ZONE 'UTC')::date::timestamp AT TIME ZONE 'UTC')"

    private struct Emitter {
        let generator: FilterSQL
        var next: Int
        var binds: [String] = []

        mutating func bind(_ text: String, _ cast: String) -> String {
            binds.append(text)
            defer { next += 1 }
            return "$\(next)::\(cast)"
        }

        mutating func sql(_ value: FilterValue) -> String {
            switch value {
            case .field(let f): return generator.column(f)
            case .literal(let literal):
                switch literal {
                case .integer(let i): return bind(String(i), "int8")
                case .double(let d): return bind(String(d), "float8")
                case .string(let s): return bind(s, "text")
                case .boolean(let b): return bind(b ? "true" : "false", "boolean")
                case .timestamp(let t): return bind(t, "timestamptz")
                case .uuid(let u): return bind(u, "uuid")
                }
            case .currentDate: return FilterSQL.currentDate
            case .currentTimestamp: return "CURRENT_TIMESTAMP"
            case .function(let function, let argument):
                let name: String
                switch function {
                case .upper: name = "upper"
                case .lower: name = "lower"
                case .characterLength: name = "char_length"
                }
                return "\(name)(\(sql(argument)))"
            }
        }

        static func symbol(_ op: FilterComparison) -> String {
            switch op {
            case .equal: return "="
            case .notEqual: return "<>"
            case .less: return "<"
            case .lessOrEqual: return "<="
            case .greater: return ">"
            case .greaterOrEqual: return ">="
            }
        }

        mutating func sql(_ condition: FeatureFilter) -> String {
            switch condition {
            case .constant(let b): return b ? "true" : "false"
            case .all(let items): return "(" + items.map { sql($0) }.joined(separator: " AND ") + ")"
            case .any(let items): return "(" + items.map { sql($0) }.joined(separator: " OR ") + ")"
            case .not(let inner):
                switch inner {
                case .all, .any: return "NOT " + sql(inner)
                default: return "NOT (" + sql(inner) + ")"
                }
            case .compare(let l, let op, let r):
                let left = sql(l)
                return "\(left) \(Self.symbol(op)) \(sql(r))"
            case .like(let subject, let pattern, let escape, let negated):
                let s = sql(subject)
                let p = sql(pattern)
                let e = escape.map { sql($0) } ?? "''"
                return "\(s) \(negated ? "NOT LIKE" : "LIKE") \(p) ESCAPE \(e)"
            case .member(let subject, let items, let negated):
                let s = sql(subject)
                var list: [String] = []
                for item in items { list.append(sql(item)) }
                return "\(s) \(negated ? "NOT IN" : "IN") (\(list.joined(separator: ", ")))"
            case .between(let subject, let low, let high, let negated):
                let s = sql(subject)
                let l = sql(low)
                return "\(s) \(negated ? "NOT BETWEEN" : "BETWEEN") \(l) AND \(sql(high))"
            case .isNull(let subject, let negated):
                return "\(sql(subject)) IS \(negated ? "NOT NULL" : "NULL")"
            case .spatial(let relation, let shape):
                return spatial(relation, shape)
            }
        }

        mutating func spatial(_ relation: SpatialRelation, _ shape: FilterShape) -> String {
            let g = generator.geometry
            let layerSRID = generator.layerSRID
            let srid = shape.srid ?? layerSRID
            if case .box(let box) = shape.form, relation == .intersects || relation == .envelopeIntersects {
                let filter = generator.boxes[shape] ?? BoxFilter(box: box, layerSRID: layerSRID, points: generator.points)
                if relation == .intersects { return filter.sql(g) { bind($0, $1) } }
                return filter.envelopeSQL(g) { bind($0, $1) }
            }
            let given: String
            switch shape.form {
            case .box(let b):
                given = "ST_MakeEnvelope(\(bind(String(b.minX), "float8")), \(bind(String(b.minY), "float8")), \(bind(String(b.maxX), "float8")), \(bind(String(b.maxY), "float8")), \(bind(String(srid), "int4")))"
            case .geometry(let geometry):
                given = "ST_SetSRID(ST_GeomFromGeoJSON(\(bind(geometry.geoJSONText, "text"))), \(bind(String(srid), "int4")))"
            }
            let shapeSQL = srid == layerSRID ? given : "ST_Transform(\(given), \(bind(String(layerSRID), "int4")))"
            switch relation {
            case .intersects: return "ST_Intersects(\(g), \(shapeSQL))"
            case .envelopeIntersects: return "\(g) && \(shapeSQL)"
            case .contains: return "ST_Contains(\(shapeSQL), \(g))"
            case .within: return "ST_Within(\(shapeSQL), \(g))"
            }
        }
    }
}
