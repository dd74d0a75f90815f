import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import Journal

/// The coordinate reference systems of OGC API – Features Part 2, by URI.
enum OGCCRS {
    static let crs84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84"

    static func uri(srid: Int32) -> String { srid == 4326 ? crs84 : "http://www.opengis.net/def/crs/EPSG/0/\(srid)" }

    /// The EPSG code of a CRS URI (CRS84 is 4326, with longitude first as PostGIS writes it);
    /// a header value may be in angle brackets.
    static func srid(_ text: String) -> Int32? {
        var s = text.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("<"), s.hasSuffix(">") { s = String(s.dropFirst().dropLast()) }
        if s.hasPrefix("https://") { s = "http://" + s.dropFirst(8) }
        if s == crs84 || s == "http://www.opengis.net/def/crs/OGC/0/CRS84" { return 4326 }
        let prefix = "http://www.opengis.net/def/crs/EPSG/0/"
        guard s.hasPrefix(prefix), let code = Int32(s.dropFirst(prefix.count)), code > 0 else { return nil }
        return code
    }

    /// The CRS URIs a layer is served in: CRS84 first (the default), then its own.
    static func supported(layerSRID: Int32, transformable: Bool) -> [String] {
        guard transformable, layerSRID != 4326 else { return [uri(srid: layerSRID)] }
        return [crs84, uri(srid: layerSRID)]
    }
}
