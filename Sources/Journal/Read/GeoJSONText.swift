import Foundation
import GeoJournalCore
import PostgresNIO

/// GeoJSON assembled from stored JSON text without parsing it again.
enum GeoJSONText {
    static func feature(id: UUID, version: Int, attributes: String, geometry: String) -> String {
        "{\"type\":\"Feature\",\"id\":\"\(id.lowercased)\",\"version\":\(version),\"geometry\":\(geometry),\"properties\":\(attributes)}"
    }
}
