import Foundation
import GeoJournalCore
import PostgresNIO
import Synchronization

/// The spatial references PostGIS knows (`spatial_ref_sys`) and transforms between: whether an
/// EPSG code can be an input or output SRID, and geometries transformed by PostGIS. Reached as
/// ``Journal/spatialReferences``.
///
/// ```swift
/// if try await journal.spatialReferences.knowsSRID(4326) { … }
/// ```
public struct SpatialReferences: JournalRoom {
    /// The journal whose database transforms: its pool.
    let journal: Journal
    /// Which EPSG codes PostGIS can transform (rows of `spatial_ref_sys`), remembered per process.
    static let known = Mutex<[Int32: Bool]>([:])
}

extension Journal {
    /// The spatial references PostGIS knows and transforms between (``SpatialReferences``).
    public var spatialReferences: SpatialReferences { SpatialReferences(journal: self) }
}

extension SpatialReferences {
    /// Whether PostGIS knows EPSG:`srid`, so geometries can be transformed to and from it.
    public func knowsSRID(_ srid: Int32) async throws(JournalError) -> Bool {
        if let known = Self.known.withLock({ $0[srid] }) { return known }
        let known: Bool = try await journal.database {
            let rows = try await client.query("SELECT 1 FROM spatial_ref_sys WHERE srid = \(srid) AND proj4text <> ''", logger: logger)
            for try await _ in rows { return true }
            return false
        }
        Self.known.withLock { $0[srid] = known }
        return known
    }

    /// `geometry` transformed from EPSG:`from` to EPSG:`to` by PostGIS. A geometry that has no image
    /// in the target (a pole in Web Mercator) is a 422 at `path`.
    public func transform(_ geometry: Geometry, from: Int32, to: Int32, path: String = "geometry") async throws(JournalError) -> Geometry {
        if from == to { return geometry }
        let text = geometry.geoJSON.jsonString()
        let result: String? = try await journal.database {
            do {
                let rows = try await client.query("""
                    SELECT ST_AsGeoJSON(ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON(\(text)), \(from)), \(to)), 9)
                    """, logger: logger)
                for try await t in rows.decode(String?.self) { return t }
                return nil
            } catch let error as PSQLError where error.serverInfo != nil {
                return nil
            }
        }
        guard let result, case .success(let transformed) = Geometry.parse((try? JSONValue.parse(result)) ?? .null),
            transformed.positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else {
            throw JournalError.invalid([Violation(path: path, code: "geometry.transform", message: "the geometry has no image in EPSG:\(to) (from EPSG:\(from))")])
        }
        return transformed
    }

    /// Many geometries transformed at once (one statement); nil for a geometry that has no image
    /// in the target. Used by imports, whose files may be in another spatial reference.
    public func transform(_ geometries: [Geometry], from: Int32, to: Int32) async throws(JournalError) -> [Geometry?] {
        if from == to || geometries.isEmpty { return geometries }
        let texts = geometries.map { $0.geoJSON.jsonString() }
        let transformed: [String?]? = try await journal.database {
            do {
                let rows = try await client.query("""
                    SELECT ST_AsGeoJSON(ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON(g), \(from)), \(to)), 9)
                    FROM unnest(\(texts)::text[]) WITH ORDINALITY AS t(g, n) ORDER BY n
                    """, logger: logger)
                var out: [String?] = []
                for try await t in rows.decode(String?.self) { out.append(t) }
                return out
            } catch let error as PSQLError where error.serverInfo != nil {
                return nil
            }
        }
        guard let transformed, transformed.count == geometries.count else {
            // One geometry broke the statement: find it (and any other) one by one.
            var out: [Geometry?] = []
            for g in geometries { out.append(try? await transform(g, from: from, to: to)) }
            return out
        }
        return transformed.map { text in
            guard let text, case .success(let g)? = (try? JSONValue.parse(text)).map(Geometry.parse),
                g.positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
            return g
        }
    }
}
