import Foundation
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// One of the row types `geojournal_write_batch` takes (Schema/0021), with its columns in order.
/// ``RowArray`` writes rows of it; `WriteContractTests` compares these lists with the database's.
///
/// ```swift
/// RowType.event.columns.map(\.name)  // ["position", "operation_id", …]
/// ```
struct RowType: Sendable {
    let name: String
    let columns: [(name: String, type: PostgresDataType)]

    static let operation = RowType(name: "geojournal_operation_row", columns: [
        ("id", .uuid), ("kind", .text), ("first_position", .int8), ("last_position", .int8), ("actor", .text),
        ("session_id", .uuid), ("target_id", .uuid), ("message", .text), ("idempotency_key", .text),
        ("request_hash", .bytea), ("metadata", .jsonb),
    ])
    static let event = RowType(name: "geojournal_event_row", columns: [
        ("position", .int8), ("operation_id", .uuid), ("feature_id", .uuid), ("feature_version", .int4),
        ("layer", .text), ("type", .text), ("data", .jsonb), ("hash", .bytea), ("geom", .bytea),
    ])
    static let version = RowType(name: "geojournal_version_row", columns: [
        ("id", .uuid), ("version", .int4), ("layer", .text), ("attributes", .jsonb), ("geom", .bytea), ("valid_from", .int8), ("valid_to", .int8), ("fresh", .bool),
        ("object_id", .int8),
    ])
    static let superseded = RowType(name: "geojournal_superseded_row", columns: [
        ("id", .uuid), ("version", .int4), ("position", .int8),
    ])
    static let all = [operation, event, version, superseded]
}

/// Rows of one ``RowType`` in PostgreSQL's binary record format, written column by column where
/// they are made; bound as an array parameter once the database's type ids are known (``ids``).
///
/// ```swift
/// var rows = RowArray(.superseded)
/// rows.row { $0.uuid(id); $0.int4(3); $0.int8(120) }
/// ```
struct RowArray: PostgresDynamicTypeEncodable {
    let type: RowType
    private(set) var count = 0
    private(set) var bytes: [UInt8] = []

    init(_ type: RowType) { self.type = type }

    /// The columns of one row, in the type's order.
    struct Row {
        fileprivate var bytes: [UInt8] = []
        fileprivate var column = 0
        let type: RowType

        private mutating func header(_ columnType: PostgresDataType, length: Int) {
            precondition(type.columns[column].type == columnType, "\(type.name).\(type.columns[column].name) is \(type.columns[column].type), not \(columnType)")
            append(columnType.rawValue)
            append(Int32(length))
            column += 1
        }
        private mutating func append<I: FixedWidthInteger>(_ value: I) { withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) } }

        mutating func null(_ columnType: PostgresDataType) { header(columnType, length: -1) }
        mutating func int8(_ value: Int64?) {
            guard let value else { return null(.int8) }
            header(.int8, length: 8)
            append(value)
        }
        mutating func int4(_ value: Int32?) {
            guard let value else { return null(.int4) }
            header(.int4, length: 4)
            append(value)
        }
        mutating func bool(_ value: Bool) {
            header(.bool, length: 1)
            bytes.append(value ? 1 : 0)
        }
        mutating func uuid(_ value: UUID?) {
            guard let value else { return null(.uuid) }
            header(.uuid, length: 16)
            withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) }
        }
        mutating func text(_ value: String?) {
            guard let value else { return null(.text) }
            header(.text, length: value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
        mutating func bytea(_ value: some Collection<UInt8>) {
            header(.bytea, length: value.count)
            bytes.append(contentsOf: value)
        }
        /// A JSON document given as its text's bytes (jsonb's binary format: a version byte, then the text).
        mutating func jsonb(_ text: some Collection<UInt8>) {
            header(.jsonb, length: text.count + 1)
            bytes.append(1)
            bytes.append(contentsOf: text)
        }
    }

    /// Appends one row, its columns written by `columns` in the type's order.
    mutating func row(_ columns: (inout Row) -> Void) {
        var row = Row(type: type)
        columns(&row)
        precondition(row.column == type.columns.count, "\(type.name) has \(type.columns.count) columns, \(row.column) were written")
        withUnsafeBytes(of: Int32(4 + row.bytes.count).bigEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: Int32(type.columns.count).bigEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: row.bytes)
        count += 1
    }

    /// The database's ids of the row type and of its array type (``RowTypeIds``), set before binding.
    var ids: (element: UInt32, array: UInt32) = (0, 0)
    var psqlType: PostgresDataType { PostgresDataType(ids.array) }
    var psqlFormat: PostgresFormat { .binary }

    func encode<JSONEncoder: PostgresJSONEncoder>(into buffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        buffer.writeInteger(Int32(count == 0 ? 0 : 1))  // dimensions
        buffer.writeInteger(Int32(0))  // no null rows
        buffer.writeInteger(ids.element)
        guard count > 0 else { return }
        buffer.writeInteger(Int32(count))  // length of the dimension
        buffer.writeInteger(Int32(1))  // its lower bound
        buffer.writeBytes(bytes)
    }
}

/// The database's type ids of the row types (``RowType``), read once per process.
final class RowTypeIds: Sendable {
    private let ids = Mutex<[String: (element: UInt32, array: UInt32)]>([:])

    func of(_ type: RowType, conn: PostgresConnection, logger: Logger) async throws -> (element: UInt32, array: UInt32) {
        if let known = ids.withLock({ $0[type.name] }) { return known }
        let names = RowType.all.map(\.name)
        let rows = try await conn.query("""
            SELECT t.typname::text, t.oid::int8, t.typarray::int8 FROM pg_type t
            WHERE t.typname = ANY(\(names)::text[]) AND t.typnamespace = 'public'::regnamespace
            """, logger: logger)
        var found: [String: (element: UInt32, array: UInt32)] = [:]
        for try await (name, element, array) in rows.decode((String, Int64, Int64).self) {
            found[name] = (UInt32(element), UInt32(array))
        }
        ids.withLock { $0.merge(found) { _, new in new } }
        guard let known = found[type.name] else {
            throw JournalError.configuration("the database has no type \(type.name); run `geojournal migrate`")
        }
        return known
    }
}
