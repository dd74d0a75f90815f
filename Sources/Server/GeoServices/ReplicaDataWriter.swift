import Foundation
import GeoJournalCore
import GeoServices
import Hummingbird
import Journal
import NIOCore

/// Writes a replica's JSON while the journal reads it: the features of its layers as of a
/// generation (`createReplica`, a `snapshot` sync) or the changes between two generations (a
/// download), each feature in Esri JSON with its OBJECTID, GlobalID and the schema's fields.
/// Bytes go to the response in pieces of about 64 KiB as the rows arrive, so a replica of a
/// million features is never held in memory.
///
/// ```swift
/// let body = ResponseBody { writer in
///     var out = ReplicaDataWriter(writer: writer)
///     try await out.writeData(journal: journal, replica: replica, head: head, layers: queries, at: replica.serverGen)
///     try await out.finish()
/// }
/// ```
struct ReplicaDataWriter {
    private var writer: any ResponseBodyWriter
    private var pending: [UInt8] = []
    static let flushAt = 64 * 1024

    init(writer: any ResponseBodyWriter) {
        self.writer = writer
        pending.reserveCapacity(Self.flushAt + 4096)
    }

    mutating func append(_ text: String) async throws {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.flushAt { try await flush() }
    }

    mutating func append(_ value: JSONValue) async throws {
        value.write(into: &pending)
        if pending.count >= Self.flushAt { try await flush() }
    }

    mutating func flush() async throws {
        guard !pending.isEmpty else { return }
        try await writer.write(ByteBuffer(bytes: pending))
        pending.removeAll(keepingCapacity: true)
    }

    consuming func finish() async throws {
        try await flush()
        try await writer.finish(nil)
    }

    /// The writer of a layer's features in a replica: the OBJECTID, the GlobalID and the schema's fields.
    static func featureWriter(_ layer: GeoServicesLayer) -> EsriFeatureWriter {
        EsriFeatureWriter(layer: layer, fields: Set([GeoServicesLayer.objectIdField.lowercased(), GeoServicesLayer.globalIdField.lowercased()]
                                                    + layer.definition.fields.map { $0.name.lowercased() }))
    }

    /// `"layers":[{"id":0,"features":[...],"attachments":[]},...]`: every feature of each layer as
    /// of `position` of `line`, streamed.
    mutating func writeLayers(journal: Journal, line: String, position: Int64, layers: [(GeoServicesLayer, ReplicaLayerQuery)]) async throws {
        try await append(#""layers":["#)
        var current = -1
        var first = true
        let writers = layers.map { Self.featureWriter($0.0) }
        func open(_ k: Int, _ out: inout ReplicaDataWriter) async throws {
            if current >= 0 { try await out.append(#"],"attachments":[]},"#) }
            try await out.append(#"{"id":\#(layers[k].0.id),"features":["#)
            current = k
            first = true
        }
        try await journal.replicas.readReplicaData(line: line, position: position, layers: layers.map(\.1)) { k, rows in
            while current < k { try await open(current + 1, &self) }
            for row in rows {
                if !first { pending.append(UInt8(ascii: ",")) }
                first = false
                try writers[k].writeEsri(row, into: &pending)
            }
            if pending.count >= Self.flushAt { try await flush() }
        }
        while current < layers.count - 1 { try await open(current + 1, &self) }
        if current >= 0 { try await append(#"],"attachments":[]}"#) }
        try await append("]")
    }

    /// `"edits":[{"id":0,"features":{"adds":[...],"updates":[...],"deleteIds":[...]},"attachments":{...}},...]`:
    /// the changes of each layer (``ReplicaLayerChanges``), with `results` (the upload's answer for
    /// the layer, when there is one) in the same object.
    mutating func writeEdits(_ layers: [(GeoServicesLayer, ReplicaLayerChanges?)], results: [Int: [String: JSONValue]]) async throws {
        try await append(#""edits":["#)
        for (k, (layer, changes)) in layers.enumerated() {
            if k > 0 { pending.append(UInt8(ascii: ",")) }
            try await append(#"{"id":\#(layer.id)"#)
            if let changes {
                let writer = Self.featureWriter(layer)
                try await append(#","features":{"adds":["#)
                for (j, row) in changes.adds.enumerated() {
                    if j > 0 { pending.append(UInt8(ascii: ",")) }
                    try writer.writeEsri(row, into: &pending)
                    if pending.count >= Self.flushAt { try await flush() }
                }
                try await append(#"],"updates":["#)
                for (j, row) in changes.updates.enumerated() {
                    if j > 0 { pending.append(UInt8(ascii: ",")) }
                    try writer.writeEsri(row, into: &pending)
                    if pending.count >= Self.flushAt { try await flush() }
                }
                try await append(#"],"deleteIds":"#)
                try await append(.array(changes.deletes.map { .string(GeoServicesLayer.braced($0.id.uuidString)) }))
                try await append(#"},"attachments":{"adds":[],"updates":[],"deleteIds":[]}"#)
            }
            for (name, value) in (results[layer.id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                try await append(",")
                try await append(.string(name))
                try await append(":")
                try await append(value)
            }
            try await append("}")
        }
        try await append("]")
    }
}
