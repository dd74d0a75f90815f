import Foundation
import NIOCore
import PostgresNIO

/// One array parameter of the batch write (a `text[]` or `uuid[]` of `geojournal_write_batch`),
/// kept in PostgreSQL's binary array format while the plan grows: each element is written once,
/// where it is made, and binding the statement copies the bytes as they are. A `[String]` would
/// hold every document, hash and geometry as a string first, and be converted element by element
/// again when bound.
///
/// ```swift
/// var layers = ArrayParameter.text()
/// layers.append("Points")
/// bindings.append(layers)  // '{Points}'::text[]
/// ```
struct ArrayParameter: PostgresDynamicTypeEncodable {
    let psqlType: PostgresDataType
    let elementType: PostgresDataType
    var psqlFormat: PostgresFormat { .binary }
    private(set) var count = 0
    /// The elements, each its length (int4, big endian) and its bytes.
    private var elements: [UInt8] = []

    static func text() -> ArrayParameter { ArrayParameter(psqlType: .textArray, elementType: .text) }
    static func uuid() -> ArrayParameter { ArrayParameter(psqlType: .uuidArray, elementType: .uuid) }

    private mutating func appendLength(_ length: Int) {
        withUnsafeBytes(of: Int32(length).bigEndian) { elements.append(contentsOf: $0) }
        count += 1
    }

    mutating func append(bytes: some Collection<UInt8>) {
        appendLength(bytes.count)
        elements.append(contentsOf: bytes)
    }

    mutating func append(_ text: String) {
        appendLength(text.utf8.count)
        elements.append(contentsOf: text.utf8)
    }

    mutating func append(_ id: UUID) {
        appendLength(16)
        withUnsafeBytes(of: id.uuid) { elements.append(contentsOf: $0) }
    }

    /// Appends the hex text of `bytes` (lowercase unless `uppercase`).
    mutating func append(hexOf bytes: [UInt8], uppercase: Bool = false) {
        appendLength(bytes.count * 2)
        let digits = uppercase ? Self.upperDigits : Self.lowerDigits
        elements.reserveCapacity(elements.count + bytes.count * 2)
        for b in bytes {
            elements.append(digits[Int(b >> 4)])
            elements.append(digits[Int(b & 0x0F)])
        }
    }

    private static let lowerDigits: [UInt8] = Array("0123456789abcdef".utf8)
    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    func encode<JSONEncoder: PostgresJSONEncoder>(into buffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        buffer.writeInteger(Int32(count == 0 ? 0 : 1))  // dimensions
        buffer.writeInteger(Int32(0))  // no nulls
        buffer.writeInteger(elementType.rawValue)
        guard count > 0 else { return }
        buffer.writeInteger(Int32(count))  // length of the dimension
        buffer.writeInteger(Int32(1))  // its lower bound
        buffer.writeBytes(elements)
    }
}
