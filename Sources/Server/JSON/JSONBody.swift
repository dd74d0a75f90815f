import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import NIOCore

/// Reading JSON bodies and writing JSON responses: one parser, one serializer, one content type.
public enum JSONBody {
    /// The request body parsed as JSON; malformed JSON is a 400 problem naming the byte offset.
    public static func read(_ request: Request, context: GeoJournalContext) async throws -> (JSONValue, [UInt8]) {
        var request = request
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        let bytes = Array(buffer.readableBytesView)
        if bytes.isEmpty { throw Problem.badRequest("the request needs a JSON body", code: "body.missing") }
        do {
            return (try JSONValue.parse(bytes), bytes)
        } catch {
            throw Problem.badRequest(error.description, code: "json.malformed")
        }
    }

    public static func response(_ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        response(bytes: value.jsonBytes(), status: status, headers: headers)
    }

    public static func response(bytes: [UInt8], status: HTTPResponse.Status = .ok, contentType: String = "application/json", headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A response assembled from JSON text pieces (stored GeoJSON is sent without re-parsing).
    public static func response(text: String, status: HTTPResponse.Status = .ok, contentType: String = "application/json", headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// RFC 3339 UTC with microseconds, as the API writes times.
public enum RFC3339 {
    public static func string(micros: Int64) -> String {
        let seconds = micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000
        let fraction = micros - seconds * 1_000_000
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        // Written digit by digit: `String(format:)` costs more than the rest of a small response.
        var out = [UInt8](repeating: 0, count: 27)
        func put(_ value: Int, _ width: Int, at end: Int) {
            var v = value
            for i in stride(from: end - 1, through: end - width, by: -1) {
                out[i] = UInt8(48 + v % 10)
                v /= 10
            }
        }
        put(Int(parts.tm_year) + 1900, 4, at: 4)
        out[4] = 45 // -
        put(Int(parts.tm_mon) + 1, 2, at: 7)
        out[7] = 45
        put(Int(parts.tm_mday), 2, at: 10)
        out[10] = 84 // T
        put(Int(parts.tm_hour), 2, at: 13)
        out[13] = 58 // :
        put(Int(parts.tm_min), 2, at: 16)
        out[16] = 58
        put(Int(parts.tm_sec), 2, at: 19)
        out[19] = 46 // .
        put(Int(fraction), 6, at: 26)
        out[26] = 90 // Z
        return String(decoding: out, as: UTF8.self)
    }
}

extension Request {
    /// A query parameter as text.
    public func query(_ name: String) -> String? { uri.queryParameters[Substring(name)].map(String.init) }

    /// A whole-number query parameter within bounds; a bad value is a 400 problem.
    public func queryInt(_ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = query(name) else { return value }
        guard let n = Int(text), range.contains(n) else {
            throw Problem.badRequest("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)", path: name, code: "query.range")
        }
        return n
    }
}

extension GeoJournalContext {
    /// A path parameter that must be a UUID (400 otherwise).
    public func uuidParameter(_ name: String) throws -> UUID {
        guard let text = parameters.get(name), let id = UUID(uuidString: text) else {
            throw Problem.badRequest("\(name) must be a UUID", path: name, code: "path.uuid")
        }
        return id
    }

    public func parameter(_ name: String) throws -> String {
        guard let text = parameters.get(name) else { throw Problem.badRequest("missing \(name)") }
        return text
    }
}
