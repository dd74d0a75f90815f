import Foundation
import GeoJournalCore

/// What every GeoJournal fuzz harness shares: the sample layer definitions from `Fixtures/` and a
/// check that stops the run (so libFuzzer saves the input) when a decoder breaks its own contract.
enum FuzzFixtures {
    /// The layers of `Fixtures/*.json`, keyed by file name without extension.
    static let layers: [String: LayerDefinition] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fixtures").standardized
        var layers: [String: LayerDefinition] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        for file in names where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent(file).path),
                  let json = try? JSONValue.parse(Array(data)),
                  case .success(let layer) = LayerDefinition.parse(json, name: name) else {
                fatalError("fuzz fixtures: cannot read layer \(file) in \(dir.path)")
            }
            layers[name] = layer
        }
        precondition(!layers.isEmpty, "fuzz fixtures: no layers in \(dir.path)")
        return layers
    }()

    /// Base geometries the geometry-edit harness edits when an input brings none of its own.
    static let baseGeometries: [(Geometry, GeometryType)] = [
        (.point(Position(1, 2)), .point),
        (.multiPoint([Position(0, 0), Position(1, 1), Position(2, 0)]), .multiPoint),
        (.lineString([Position(0, 0), Position(1, 1), Position(2, 0), Position(3, 1)]), .lineString),
        (.multiLineString([[Position(0, 0), Position(1, 1)], [Position(5, 5), Position(6, 5), Position(7, 6)]]), .multiLineString),
        (.polygon([[Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)],
                   [Position(2, 2), Position(4, 2), Position(4, 4), Position(2, 2)]]), .polygon),
        (.multiPolygon([[[Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)]],
                        [[Position(5, 5), Position(6, 5), Position(6, 6), Position(5, 6), Position(5, 5)]]]), .multiPolygon),
    ]

    /// Reads the fuzz input as JSON; nil for malformed text (a normal, reported outcome).
    static func json(_ data: UnsafePointer<UInt8>, _ size: Int) -> JSONValue? {
        try? JSONValue.parse(UnsafeBufferPointer(start: data, count: size))
    }

    /// Stops the run with a message when a decoder contract does not hold.
    static func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("fuzz contract broken: \(message())") }
    }
}
