import Foundation

/// A Mapbox Vector Tile read back from its protobuf encoding (vector_tile.proto 2.1), enough for
/// the tests to see what a tile holds: layers, features with their ids, properties and geometry
/// (in tile coordinates, after the commands are applied).
///
/// ```swift
/// let tile = try MVTTile(decoding: Array(response.body.readableBytesView))
/// tile.layers[0].features[0].properties["OBJECTID"]   // .int(42)
/// ```
struct MVTTile {
    enum Value: Hashable, CustomStringConvertible {
        case string(String)
        case double(Double)
        case int(Int64)
        case bool(Bool)

        var description: String {
            switch self {
            case .string(let s): return s
            case .double(let d): return String(d)
            case .int(let n): return String(n)
            case .bool(let b): return String(b)
            }
        }
    }

    struct Feature {
        var id: UInt64?
        /// 1 point, 2 line string, 3 polygon.
        var type: Int = 0
        var properties: [String: Value] = [:]
        /// The parts (a MoveTo starts one), each a run of points in tile coordinates.
        var parts: [[(x: Int, y: Int)]] = []
    }

    struct Layer {
        var name = ""
        var version = 0
        var extent = 4096
        var features: [Feature] = []
    }

    struct DecodingError: Error, CustomStringConvertible {
        var description: String
    }

    var layers: [Layer] = []

    func layer(_ name: String) -> Layer? { layers.first { $0.name == name } }

    init(decoding data: [UInt8]) throws {
        var reader = ProtobufReader(data[...])
        while let (field, wire) = try reader.key() {
            if field == 3, wire == 2 {
                layers.append(try Self.layer(try reader.lengthDelimited()))
            } else {
                try reader.skip(wire)
            }
        }
    }

    private static func layer(_ data: ArraySlice<UInt8>) throws -> Layer {
        var reader = ProtobufReader(data)
        var layer = Layer()
        var keys: [String] = []
        var values: [Value] = []
        var raw: [(UInt64?, Int, [UInt64], [UInt64])] = []
        while let (field, wire) = try reader.key() {
            switch (field, wire) {
            case (1, 2): layer.name = String(decoding: try reader.lengthDelimited(), as: UTF8.self)
            case (15, 0): layer.version = Int(try reader.varint())
            case (5, 0): layer.extent = Int(try reader.varint())
            case (3, 2): keys.append(String(decoding: try reader.lengthDelimited(), as: UTF8.self))
            case (4, 2): values.append(try Self.value(try reader.lengthDelimited()))
            case (2, 2): raw.append(try Self.feature(try reader.lengthDelimited()))
            default: try reader.skip(wire)
            }
        }
        for (id, type, tags, geometry) in raw {
            var feature = Feature(id: id, type: type)
            guard tags.count % 2 == 0 else { throw DecodingError(description: "odd number of tags") }
            for k in stride(from: 0, to: tags.count, by: 2) {
                guard Int(tags[k]) < keys.count, Int(tags[k + 1]) < values.count else { throw DecodingError(description: "tag out of range") }
                feature.properties[keys[Int(tags[k])]] = values[Int(tags[k + 1])]
            }
            feature.parts = try Self.parts(geometry)
            layer.features.append(feature)
        }
        return layer
    }

    private static func feature(_ data: ArraySlice<UInt8>) throws -> (UInt64?, Int, [UInt64], [UInt64]) {
        var reader = ProtobufReader(data)
        var id: UInt64?
        var type = 0
        var tags: [UInt64] = []
        var geometry: [UInt64] = []
        while let (field, wire) = try reader.key() {
            switch (field, wire) {
            case (1, 0): id = try reader.varint()
            case (3, 0): type = Int(try reader.varint())
            case (2, 2): tags += try reader.packed()
            case (4, 2): geometry += try reader.packed()
            default: try reader.skip(wire)
            }
        }
        return (id, type, tags, geometry)
    }

    private static func value(_ data: ArraySlice<UInt8>) throws -> Value {
        var reader = ProtobufReader(data)
        var value = Value.string("")
        while let (field, wire) = try reader.key() {
            switch (field, wire) {
            case (1, 2): value = .string(String(decoding: try reader.lengthDelimited(), as: UTF8.self))
            case (2, 5): value = .double(Double(Float(bitPattern: UInt32(truncatingIfNeeded: try reader.fixed(4)))))
            case (3, 1): value = .double(Double(bitPattern: try reader.fixed(8)))
            case (4, 0): value = .int(Int64(bitPattern: try reader.varint()))
            case (5, 0): value = .int(Int64(try reader.varint()))
            case (6, 0):
                let n = try reader.varint()
                value = .int(Int64(bitPattern: n >> 1) ^ -Int64(bitPattern: n & 1))
            case (7, 0): value = .bool(try reader.varint() != 0)
            default: try reader.skip(wire)
            }
        }
        return value
    }

    /// The geometry commands applied: MoveTo (1) starts a part, LineTo (2) adds to it, ClosePath (7) ends a ring.
    private static func parts(_ commands: [UInt64]) throws -> [[(x: Int, y: Int)]] {
        var parts: [[(x: Int, y: Int)]] = []
        var x = 0, y = 0, k = 0
        func zigzag(_ n: UInt64) -> Int { Int(Int64(bitPattern: n >> 1) ^ -Int64(bitPattern: n & 1)) }
        while k < commands.count {
            let command = commands[k] & 7, count = Int(commands[k] >> 3)
            k += 1
            switch command {
            case 1, 2:
                for _ in 0..<count {
                    guard k + 1 < commands.count else { throw DecodingError(description: "geometry ends inside a command") }
                    x += zigzag(commands[k])
                    y += zigzag(commands[k + 1])
                    k += 2
                    if command == 1 || parts.isEmpty { parts.append([]) }
                    parts[parts.count - 1].append((x, y))
                }
            case 7: continue
            default: throw DecodingError(description: "unknown geometry command \(command)")
            }
        }
        return parts
    }
}

/// Reads protobuf's wire format: keys, varints, fixed-width and length-delimited fields.
private struct ProtobufReader {
    var rest: ArraySlice<UInt8>

    init(_ data: ArraySlice<UInt8>) { rest = data }

    mutating func key() throws -> (Int, Int)? {
        guard !rest.isEmpty else { return nil }
        let key = try varint()
        return (Int(key >> 3), Int(key & 7))
    }

    mutating func varint() throws -> UInt64 {
        var out: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard let b = rest.popFirst() else { throw MVTTile.DecodingError(description: "truncated varint") }
            out |= UInt64(b & 0x7f) << shift
            if b & 0x80 == 0 { return out }
            shift += 7
            guard shift < 64 else { throw MVTTile.DecodingError(description: "varint too long") }
        }
    }

    mutating func fixed(_ width: Int) throws -> UInt64 {
        guard rest.count >= width else { throw MVTTile.DecodingError(description: "truncated fixed field") }
        var out: UInt64 = 0
        for (k, b) in rest.prefix(width).enumerated() { out |= UInt64(b) << (8 * UInt64(k)) }
        rest = rest.dropFirst(width)
        return out
    }

    mutating func lengthDelimited() throws -> ArraySlice<UInt8> {
        let n = Int(try varint())
        guard rest.count >= n else { throw MVTTile.DecodingError(description: "truncated field") }
        let out = rest.prefix(n)
        rest = rest.dropFirst(n)
        return out
    }

    mutating func packed() throws -> [UInt64] {
        var inner = ProtobufReader(try lengthDelimited())
        var out: [UInt64] = []
        while !inner.rest.isEmpty { out.append(try inner.varint()) }
        return out
    }

    mutating func skip(_ wire: Int) throws {
        switch wire {
        case 0: _ = try varint()
        case 1: _ = try fixed(8)
        case 2: _ = try lengthDelimited()
        case 5: _ = try fixed(4)
        default: throw MVTTile.DecodingError(description: "unknown wire type \(wire)")
        }
    }
}
